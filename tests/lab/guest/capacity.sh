#!/usr/bin/env bash
# The capacity test in the drive lab (issue 24), in the guest (lab.sh boot runs it; ctest
# lab_capacity). On the SATA SSD, the NVMe drive and the USB stick it runs
#   driveproof-cli capacity --quick on the drive itself: a genuine drive must be genuine;
#   on a wrap-around fake made with device-mapper: dm-linear maps the drive's upper part
#     back onto its start at a boundary that is no power of two; the verdict must be
#     wrap-around with that real size to the byte;
#   on a drop fake: dm-linear for the real part, dm-zero beyond it (writes vanish, reads
#     are zeros); the verdict must be dropped writes with the first bad byte exact.
# dm devices are not drives DriveProof lists, so the fakes are reached through a loop device
# over the dm node (direct I/O), as a USB reader would sit over a fake card; the I/O still
# goes through the AHCI, NVMe and usb-storage drivers below. f3probe (package f3) runs on
# the same fakes beside it where it is installed.
# The reset before reading back: on the USB stick itself the JSON must say the drive was
# reset and the kernel's log must show a USB reset; the SATA SSD and the NVMe drive must say
# "not-usb". Behind a write-back cache (dm-writecache on a slice of the NVMe drive, in front
# of the USB stick's wrap-around fake): a cache smaller than the probe's base must not hide
# the wrap-around; one larger than it that never writes back before it is full hides it
# from the quick probe (a stated limit), and the full verify then runs on it. f3's case
# (fakes that pass f3probe and fail f3write at about 123 GB): a "2 TB" fake whose writes
# beyond 123.0 GB (disk "big", sparse) wrap onto its start.
# Writes $LAB_RESULTS/capacity.tsv and prints the table; exits 1 when a verdict is wrong.
#   capacity.sh BUILD_DIR [CASES]
# CASES: a comma list of drives (the three drives and their fakes), big (f3's case),
# writecache[-small|-large|-full|-f3] (10 to 45 minutes a size under TCG: not by default);
# default drives,big.
set -uo pipefail
. "$LAB_HOME/guest/lib.sh"
build=$1
cases=",${2:-drives,big},"
cli="$build/app/cli/driveproof-cli"
out="$LAB_RESULTS/capacity.tsv"
export XDG_DATA_HOME=/tmp/lab-xdg
printf 'drive\tcase\texpected\tverdict\tbyte expected\tbyte found\twrite requests\tseconds\treset\tf3probe\tf3 seconds\tf3 writes\tresult\n' >"$out"
failed=0
log() { echo "capacity: $*" >&2; }

# probe DEVICE [MODE]: "verdict byte writes seconds reset" from driveproof-cli's JSON (byte:
# the real size for wrap-around, the first bad offset otherwise, "-" for none; reset: the
# reason code of "reset"). MODE: quick (default) or full.
# The JSON is kept in the results folder (probe-NANOSECONDS.json). probe_limit: seconds
# before the probe is cancelled (SIGTERM: it ends "undecided(cancelled)").
probe_limit=900
probe() {
  local json
  json=$(timeout "$probe_limit" "$cli" capacity "$1" "--${2:-quick}" --json --destructive 2>/tmp/cap.err) || true
  if [ -z "$json" ]; then
    echo "error:$(tr '\n\t ' '___' </tmp/cap.err | cut -c1-100) - - - -"
    return
  fi
  printf '%s\n' "$json" >"$LAB_RESULTS/probe-$(date +%s%N).json"
  jq -r '[(if .verdict == "undecided" then "undecided(\(.finding.arguments[0]))" else .verdict end),
          (if .verdict == "wrap-around" then .real_bytes else (.first_bad_offset // "-") end),
          (.probe_writes // .write_requests), (.seconds * 10 | round / 10), (.reset.reason // "none")]
         | map(tostring) | join(" ")' <<<"$json" 2>/dev/null ||
    echo "unreadable-json - - - -"
}

# f3 DMNODE: f3probe's verdict line, its seconds and its write count (--time-ops: the
# blocks it wrote, as f3 counts them), or "not installed".
f3() {
  if ! command -v f3probe >/dev/null; then
    echo "not-installed - -"
    return
  fi
  local t0 t1 text news writes
  t0=$(date +%s.%N)
  text=$(timeout 900 f3probe --destructive --reset-type=2 --time-ops "$1" 2>&1) || true
  t1=$(date +%s.%N)
  news=$(grep -m1 -E 'news|real thing|counterfeit' <<<"$text" | tr '\t ' '__' | cut -c1-120)
  writes=$(sed -n 's|^ *Write: .* / \([0-9]*\) = .*|\1|p' <<<"$text" | head -1)
  echo "${news:-unparsed} $(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.1f", b-a}') ${writes:--}"
}

# check DRIVE CASE EXPECTED BYTE DEVICE [DMNODE [RESET [MODE]]]: EXPECTED "-": any verdict
# (measured, not checked); RESET, when given and not "-", is the reset reason the JSON must
# give.
check() {
  local r verdict byte writes secs reset f3r=(- - -) status=PASS
  read -r verdict byte writes secs reset <<<"$(probe "$5" "${8:-quick}")"
  [ -z "${6:-}" ] || [ "$6" = - ] || read -ra f3r <<<"$(f3 "$6")"
  [ "$3" = "-" ] || [ "$verdict" = "$3" ] || status=FAIL
  # Measured, not checked, still needs an answer: an error or unreadable JSON fails.
  case $verdict in error:* | unreadable-json) status=FAIL ;; esac
  [ "$4" = "-" ] || [ "$byte" = "$4" ] || status=FAIL
  [ "${7:--}" = "-" ] || [ "$reset" = "$7" ] || status=FAIL
  [ "$status" = PASS ] || failed=1
  r="$1	$2	$3	$verdict	$4	$byte	$writes	$secs	$reset	${f3r[0]}	${f3r[1]:-}	${f3r[2]:--}	$status"
  printf '%s\n' "$r" >>"$out"
  log "$r"
}

# writecache_cases: the USB stick's wrap-around fake (as in the drives' loop) behind
# dm-writecache, its cache a slice of the NVMe drive: 32 MiB (watermarks 50/45: less than
# the probe's 256 MiB base) and 384 MiB (high_watermark 100: more than the probe writes);
# with "writecache-full" in CASES the full verify runs behind the larger one too;
# "writecache-small" or "writecache-large" runs one size; "writecache-f3" runs f3probe after
# each probe (behind 32 MiB it did not end in 900 s and left the devices busy). The 32 MiB
# case is checked: the probe's second look after 10 s idle sees the wrap-around once the
# cache has written back. The 384 MiB one is measured, not checked (docs/capacity.md,
# Limits): it writes back only when full, so idle changes nothing.
# The loop device takes dm-writecache's 4 KiB blocks (--sector-size): 512-byte writes to
# it fail.
writecache_cases() {
  local nvme=${LAB_DISK[nvme]:-} usb=${LAB_DISK[usb]:-} mib loop sectors real f3node
  if [ -z "$nvme" ] || [ -z "$usb" ]; then
    printf 'usb\twrite-back cache\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\tFAIL\n' >>"$out"
    failed=1
    return
  fi
  # Behind dm-writecache under TCG the probe took 572 s (32 MiB) and did not end in 2,700 s
  # (384 MiB); why it is that slow is not measured (docs/capacity.md).
  probe_limit=2700
  sectors=$(blockdev --getsz "$usb")
  real=$(((sectors * 5 / 8 / 8 - 1237) * 8))
  printf '0 %s linear %s 0\n%s %s linear %s 0\n' "$real" "$usb" "$real" "$((sectors - real))" "$usb" |
    dmsetup create cap-wrap
  local sizes="32 384"
  [[ $cases != *,writecache-small,* ]] || sizes=32
  [[ $cases != *,writecache-large,* ]] || sizes=384
  for mib in $sizes; do
    printf '0 %s linear %s 0\n' "$((mib * 2048))" "$nvme" | dmsetup create cap-wcdev
    dd if=/dev/zero of=/dev/mapper/cap-wcdev bs=1M count=1 oflag=direct status=none
    printf '0 %s writecache s /dev/mapper/cap-wrap /dev/mapper/cap-wcdev 4096 4 high_watermark %s low_watermark %s\n' \
      "$sectors" "$([ "$mib" = 32 ] && echo 50 || echo 100)" "$([ "$mib" = 32 ] && echo 45 || echo 99)" |
      dmsetup create cap-wc || { failed=1; dmsetup remove cap-wcdev; break; }
    loop=$(losetup -f --show --direct-io=on --sector-size 4096 /dev/mapper/cap-wc)
    f3node=-
    [[ $cases != *,writecache-f3,* ]] || f3node=/dev/mapper/cap-wc
    if [ "$mib" = 32 ]; then
      # Caught by the second look after 10 s idle (session 12): checked.
      check usb "wrap behind a ${mib} MiB write-back cache" wrap-around "$((real * 512))" "$loop" "$f3node"
    else
      check usb "wrap behind a ${mib} MiB write-back cache" - - "$loop" "$f3node"
      [[ $cases != *,writecache-full,* ]] ||
        check usb "wrap behind a ${mib} MiB write-back cache, full verify" - - "$loop" - - full
    fi
    losetup -d "$loop"
    dm_remove cap-wc
    dm_remove cap-wcdev
  done
  dm_remove cap-wrap
}

# dm_remove NAME: a loop device lets go of its backing device a moment after losetup -d
# returns (and dm-writecache may still be writing back): ask again for up to a minute.
dm_remove() {
  local i
  for ((i = 0; i < 60; i++)); do
    dmsetup remove "$1" 2>/dev/null && return 0
    udevadm settle 2>/dev/null
    sleep 1
  done
  dmsetup remove "$1"
}

# f3's case: a "2 TB" NVMe fake (3,907,029,168 sectors claimed) over the 123.0 GB drive
# "big": every write at a lands at a mod 123.0 GB (dm-linear, one line for each lap).
big_case() {
  local big=${LAB_DISK[big]:-} real claimed at loop
  if [ -z "$big" ]; then
    printf 'big\tpresent\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\tFAIL\n' >>"$out"
    failed=1
    return
  fi
  real=$(blockdev --getsz "$big")
  claimed=3907029168
  for ((at = 0; at < claimed; at += real)); do
    printf '%s %s linear %s 0\n' "$at" "$((claimed - at < real ? claimed - at : real))" "$big"
  done | dmsetup create cap-big
  loop=$(losetup -f --show --direct-io=on /dev/mapper/cap-big)
  check big "2 TB claimed, wrap at 123.0 GB (f3 #247, #258)" wrap-around "$((real * 512))" "$loop" /dev/mapper/cap-big
  losetup -d "$loop"
  dmsetup remove cap-big
}

t0=$(date +%s)
lab_find_disks
for d in $([[ $cases == *,drives,* ]] && echo ssd nvme usb); do
  dev=${LAB_DISK[$d]:-}
  if [ -z "$dev" ]; then
    printf '%s\tpresent\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\tFAIL\n' "$d" >>"$out"
    failed=1
    continue
  fi
  bytes=$(blockdev --getsize64 "$dev")
  sectors=$((bytes / 512))
  # The real part: five eighths less 1237 blocks of 4 KiB, no power of two.
  real=$(((sectors * 5 / 8 / 8 - 1237) * 8))
  if [ "$d" = usb ]; then
    # The reset before reading back: done, and the kernel saw it.
    resets=$(dmesg | grep -c 'reset .*USB device number')
    check "$d" genuine genuine - "$dev" - done
    resets=$(($(dmesg | grep -c 'reset .*USB device number') - resets))
    log "USB resets in the kernel's log during the probe: $resets"
    [ "$resets" -ge 1 ] || { failed=1; printf 'usb\tkernel log shows the reset\t-\t-\t-\t-\t-\t-\t%s\t-\t-\t-\tFAIL\n' "$resets" >>"$out"; }
  else
    check "$d" genuine genuine - "$dev" - not-usb
  fi
  printf '0 %s linear %s 0\n%s %s linear %s 0\n' "$real" "$dev" "$real" "$((sectors - real))" "$dev" |
    dmsetup create cap-wrap
  loop=$(losetup -f --show --direct-io=on /dev/mapper/cap-wrap)
  check "$d" wrap wrap-around "$((real * 512))" "$loop" /dev/mapper/cap-wrap
  losetup -d "$loop"
  dmsetup remove cap-wrap
  printf '0 %s linear %s 0\n%s %s zero\n' "$real" "$dev" "$real" "$((sectors - real))" |
    dmsetup create cap-drop
  loop=$(losetup -f --show --direct-io=on /dev/mapper/cap-drop)
  check "$d" drop dropped-writes "$((real * 512))" "$loop" /dev/mapper/cap-drop
  losetup -d "$loop"
  dmsetup remove cap-drop
done
[[ $cases != *,writecache* ]] || writecache_cases
[[ $cases != *,big,* ]] || big_case
log "all cases took $(($(date +%s) - t0)) s"
column -t -s $'\t' "$out" >&2 || cat "$out" >&2
exit "$failed"
