#!/usr/bin/env bash
# A workstation's disk for CI to run the suite beside (issue 26): a loop device over a
# sparse file, with a GPT of two partitions, ext4 on the first, mounted. Tests must hold
# for any drive list; this puts a partitioned, mounted disk in it.
#   workstation-disk.sh up DIR     prints the loop device; DIR keeps the image and mount
#   workstation-disk.sh down DIR   unmounts and detaches what 'up' made (idempotent)
# Without root or loop devices 'up' says so and exits 77; CI goes on without the disk.
set -euo pipefail
cmd=${1:?up or down}
dir=${2:?folder}
case "$cmd" in
  up)
    [ "$(id -u)" -eq 0 ] || { echo "workstation-disk: not root, no loop device" >&2; exit 77; }
    mkdir -p "$dir/mnt"
    truncate -s 256M "$dir/disk.img"
    loop=$(losetup -f --show "$dir/disk.img" 2>/dev/null) ||
      { echo "workstation-disk: no loop device here" >&2; exit 77; }
    echo "$loop" >"$dir/loop"
    printf 'label: gpt\nstart=2048, size=262144, type=L\nstart=264192, type=L\n' |
      sfdisk --quiet "$loop"
    partx -a "$loop" 2>/dev/null || partx -u "$loop"
    udevadm settle 2>/dev/null || true
    mkfs.ext4 -q -F "${loop}p1"
    mount "${loop}p1" "$dir/mnt"
    echo "$loop"
    ;;
  down)
    mountpoint -q "$dir/mnt" 2>/dev/null && umount "$dir/mnt"
    if [ -f "$dir/loop" ]; then
      loop=$(cat "$dir/loop")
      partx -d "$loop" 2>/dev/null || true
      losetup -d "$loop" 2>/dev/null || true
      rm -f "$dir/loop"
    fi
    rm -f "$dir/disk.img"
    ;;
  *) echo "workstation-disk: up or down" >&2; exit 2 ;;
esac
