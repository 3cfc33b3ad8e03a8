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
# the same fakes beside it where it is installed. Writes $LAB_RESULTS/capacity.tsv and
# prints the table; exits 1 when a verdict is wrong.
#   capacity.sh BUILD_DIR
set -uo pipefail
. "$LAB_HOME/guest/lib.sh"
build=$1
cli="$build/app/cli/driveproof-cli"
out="$LAB_RESULTS/capacity.tsv"
export XDG_DATA_HOME=/tmp/lab-xdg
printf 'drive\tcase\texpected\tverdict\tbyte expected\tbyte found\twrite requests\tseconds\tf3probe\tf3 seconds\tresult\n' >"$out"
failed=0
log() { echo "capacity: $*" >&2; }

# probe DEVICE: "verdict byte writes seconds" from driveproof-cli's JSON (byte: the real
# size for wrap-around, the first bad offset otherwise, "-" for none).
probe() {
  local json
  json=$(timeout 900 "$cli" capacity "$1" --quick --json --destructive 2>/tmp/cap.err) || true
  if [ -z "$json" ]; then
    echo "error:$(tr '\n\t ' '___' </tmp/cap.err | cut -c1-100) - - -"
    return
  fi
  jq -r '[.verdict, (if .verdict == "wrap-around" then .real_bytes else (.first_bad_offset // "-") end),
          .probe_writes, (.seconds * 10 | round / 10)] | map(tostring) | join(" ")' <<<"$json" 2>/dev/null ||
    echo "unreadable-json - - -"
}

# f3 DMNODE: f3probe's verdict line and its seconds, or "not installed".
f3() {
  if ! command -v f3probe >/dev/null; then
    echo "not-installed -"
    return
  fi
  local t0 t1 text news
  t0=$(date +%s.%N)
  text=$(timeout 900 f3probe --destructive --reset-type=2 "$1" 2>&1) || true
  t1=$(date +%s.%N)
  news=$(grep -m1 -E 'news|real thing|counterfeit' <<<"$text" | tr '\t ' '__' | cut -c1-120)
  echo "${news:-unparsed} $(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.1f", b-a}')"
}

# check DRIVE CASE EXPECTED BYTE DEVICE [DMNODE]
check() {
  local r verdict byte writes secs f3r=(- -) status=PASS
  read -r verdict byte writes secs <<<"$(probe "$5")"
  [ -z "${6:-}" ] || read -ra f3r <<<"$(f3 "$6")"
  [ "$verdict" = "$3" ] || status=FAIL
  [ "$4" = "-" ] || [ "$byte" = "$4" ] || status=FAIL
  [ "$status" = PASS ] || failed=1
  r="$1	$2	$3	$verdict	$4	$byte	$writes	$secs	${f3r[0]}	${f3r[1]:-}	$status"
  printf '%s\n' "$r" >>"$out"
  log "$r"
}

lab_find_disks
for d in ssd nvme usb; do
  dev=${LAB_DISK[$d]:-}
  if [ -z "$dev" ]; then
    printf '%s\tpresent\t-\t-\t-\t-\t-\t-\t-\t-\tFAIL\n' "$d" >>"$out"
    failed=1
    continue
  fi
  bytes=$(blockdev --getsize64 "$dev")
  sectors=$((bytes / 512))
  # The real part: five eighths less 1237 blocks of 4 KiB, no power of two.
  real=$(((sectors * 5 / 8 / 8 - 1237) * 8))
  check "$d" genuine genuine - "$dev"
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
column -t -s $'\t' "$out" >&2 || cat "$out" >&2
exit "$failed"
