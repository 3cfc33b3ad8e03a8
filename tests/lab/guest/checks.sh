#!/usr/bin/env bash
# The lab's checks, in the guest (lab.sh test boots it once per pass). Every fact DriveProof
# states is set against a reference read here, in the same guest, from the drive or the
# kernel: hdparm, sdparm, smartctl, nvme-cli, udev, sysfs and /sys/block/*/stat.
#   checks.sh BUILD_DIR
# Writes $LAB_RESULTS/checks.tsv: pass, check, PASS/FAIL, DriveProof's answer, the reference's
# answer (tabs between, one check a line); report.sh on the host prints and judges them.
# Exits non-zero only when it could not run the checks at all.
# Every program costs a tenth of a second or more under TCG: each tool runs once per drive,
# and the text is taken apart with bash's own means. The checks themselves are in
# checks-drives.sh, checks-commits.sh and checks-exporter.sh; this file has the helpers and
# the passes.
# shellcheck source-path=SCRIPTDIR
set -euo pipefail
# shellcheck source=lib.sh
. "$LAB_HOME/guest/lib.sh"

build=$1
cli="$build/app/cli/driveproof-cli"
out="$LAB_RESULTS/checks.tsv"
: >"$out"
export XDG_DATA_HOME=/tmp/lab-xdg XDG_CONFIG_HOME=/tmp/lab-xdg QT_QPA_PLATFORM=offscreen
# ASan builds: leaks in Qt's globals are not what the lab looks for.
export ASAN_OPTIONS=detect_leaks=0
[ -x "$cli" ] || {
  echo "checks: no driveproof-cli in $build" >&2
  exit 1
}
log() {
  local up _
  read -r up _ </proc/uptime
  echo "checks[$LAB_PASS $up]: $*" >&2
}

# record CHECK PASS|FAIL DRIVEPROOF REFERENCE
record() {
  local a=("$@") i
  for i in "${!a[@]}"; do
    a[i]=${a[i]//$'\t'/ }
    a[i]=${a[i]//$'\n'/ }
  done
  printf '%s\t%s\t%s\t%s\t%s\n' "$LAB_PASS" "${a[0]}" "${a[1]}" "${a[2]}" "${a[3]}" >>"$out"
  log "${a[1]} ${a[0]}: driveproof=[${a[2]}] reference=[${a[3]}]"
}
# same CHECK DRIVEPROOF REFERENCE [REFERENCE-NOTE]: PASS when both say the same.
same() {
  local note=${4:+ ($4)}
  if [ "$2" = "$3" ]; then record "$1" PASS "$2" "$3$note"; else record "$1" FAIL "$2" "$3$note"; fi
}

# dp VAR ARGS...: driveproof-cli's stdout into VAR; on failure "error: <its message>".
# shellcheck disable=SC2034 # into is a name reference: the caller reads it
dp() {
  local -n into=$1
  shift
  local rc=0
  into=$(timeout 180 "$cli" "$@" 2>/tmp/lab-dp.err) || rc=$?
  if [ "$rc" -ne 0 ]; then
    local msg
    msg=$(</tmp/lab-dp.err)
    into="error: ${msg//$'\n'/ }"
  fi
}
# jfields JSON FILTER VAR...: one jq run; FILTER yields one line per VAR. An error answer
# ("error: ...") lands in every VAR.
jfields() {
  local json=$1 filter=$2 v
  shift 2
  if [[ $json == error:* ]]; then
    for v in "$@"; do printf -v "$v" '%s' "$json"; done
    return 0
  fi
  local lines=()
  mapfile -t lines < <(jq -r "$filter" <<<"$json" 2>/dev/null || true)
  local i=0
  for v in "$@"; do
    printf -v "$v" '%s' "${lines[i]:-unreadable JSON}"
    i=$((i + 1))
  done
}
# field VAR TEXT NAME: the value after "NAME:" in a tool's text, trimmed ("" when absent).
field() {
  local line re="^[[:space:]]*$3[[:space:]]*:[[:space:]]*(.*[^[:space:]])[[:space:]]*$"
  printf -v "$1" '%s' ""
  while IFS= read -r line; do
    if [[ $line =~ $re ]]; then
      printf -v "$1" '%s' "${BASH_REMATCH[1]}"
      return 0
    fi
  done <<<"$2"
}
onoff() {
  case "$1" in true) echo on ;; false) echo off ;; *) echo "$1" ;; esac
}
kernel_view() {
  local v
  read -r v <"/sys/block/${1#/dev/}/queue/write_cache"
  echo "$v"
}

# ref_cache DEV KIND: the drive's own cache setting, "on" or "off", from the drive's tool.
ref_cache() {
  local text v
  case "$2" in
    hdd | ssd)
      text=$(hdparm -W "$1" 2>/dev/null || true)
      [[ $text =~ write-caching[[:space:]]*=[[:space:]]*([01]) ]] && v=${BASH_REMATCH[1]}
      ;;
    nvme)
      text=$(nvme get-feature "$1" -f 6 2>/dev/null || true)
      # printf's %#010x: "0x00000001", but "00000000" for zero.
      [[ $text =~ Current\ value:(0x)?([0-9a-fA-F]+) ]] && v=$((16#${BASH_REMATCH[2]} & 1))
      ;;
    *)
      text=$(sdparm --get=WCE "$1" 2>/dev/null || true)
      [[ $text =~ WCE[[:space:]]+([01]) ]] && v=${BASH_REMATCH[1]}
      ;;
  esac
  case "${v:-}" in 1) echo on ;; 0) echo off ;; *) echo "unreadable" ;; esac
}
ref_cache_tool() {
  case "$1" in hdd | ssd) echo "hdparm -W" ;; nvme) echo "nvme get-feature 06h" ;; *) echo "sdparm --get=WCE" ;; esac
}

drives=(hdd ssd vscsi nvme usb uas sas)
lab_find_disks
declare -A dev
for d in "${drives[@]}"; do
  dev[$d]=${LAB_DISK[$d]:-}
  [ -n "${dev[$d]}" ] || record "drive.$d.present" FAIL "-" "the guest has no $d drive"
done
# The "slc" SSD (lab.sh) is only for the sustained write's verdict (checks-links.sh).
dev[slc]=${LAB_DISK[slc]:-}
log "drives: $(for d in "${drives[@]}" slc; do printf '%s=%s ' "$d" "${dev[$d]}"; done)"

# The checks by topic: functions only, called by the passes below.
# shellcheck source=checks-drives.sh
. "$LAB_HOME/guest/checks-drives.sh"
# shellcheck source=checks-commits.sh
. "$LAB_HOME/guest/checks-commits.sh"
# shellcheck source=checks-exporter.sh
. "$LAB_HOME/guest/checks-exporter.sh"
# shellcheck source=checks-links.sh
. "$LAB_HOME/guest/checks-links.sh"
# shellcheck source=checks-health.sh
. "$LAB_HOME/guest/checks-health.sh"

# --- the passes ----------------------------------------------------------------------------

for d in "${drives[@]}"; do identity "$d"; done
for d in "${drives[@]}"; do cache_read "$d"; done
health_ata hdd
health_ata ssd
health_nvme
records_ata hdd
records_nvme
lbaformats_nvme
heat_around ssd
heat_around nvme
if [ "$LAB_PASS" = workstation ]; then
  selftest_ata hdd
  report_ata hdd
  report_nvme
  # As on a desktop: udisks2 watches the drives while their caches are switched.
  for d in hdd ssd vscsi nvme usb uas sas; do switch_cache "$d"; done
  # Here rather than in the server pass, which has more to do.
  slc_cache
else
  exporter
  links
  alignment
  empty_drive
  commits
  stacked_loops
fi
passed=0 failed=0
while IFS=$'\t' read -r _ _ result _; do
  if [ "$result" = PASS ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done <"$out"
log "done: $passed passed, $failed failed"
