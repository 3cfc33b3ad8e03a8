#!/usr/bin/env bash
# The lab's checks, in the guest (lab.sh test boots it once per pass). Every fact DriveProof
# states is set against a reference read here, in the same guest, from the drive or the
# kernel: hdparm, sdparm, smartctl, nvme-cli, udev, sysfs and /sys/block/*/stat.
#   checks.sh BUILD_DIR
# Writes $LAB_RESULTS/checks.tsv: pass, check, PASS/FAIL, DriveProof's answer, the reference's
# answer (tabs between, one check a line); report.sh on the host prints and judges them.
# Exits non-zero only when it could not run the checks at all.
# Every program costs a tenth of a second or more under TCG: each tool runs once per drive,
# and the text is taken apart with bash's own means.
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
log "drives: $(for d in "${drives[@]}"; do printf '%s=%s ' "$d" "${dev[$d]}"; done)"

# --- identity: model, serial and firmware as the drive reports them -------------------------

identity() {
  local d=$1 node=${dev[$1]} info text model serial fw tool
  [ -n "$node" ] || return 0
  dp info info --json "$node"
  local m s f rpm sectors
  jfields "$info" '.model, .serial, .firmware, .rotation_rate_rpm, "\(.logical_block_size)/\(.physical_block_size)"' \
    m s f rpm sectors
  case "$d" in
    hdd | ssd)
      tool="hdparm -I"
      text=$(hdparm -I "$node" 2>/dev/null || true)
      field model "$text" 'Model Number'
      field serial "$text" 'Serial Number'
      field fw "$text" 'Firmware Revision'
      ;;
    nvme)
      tool="nvme id-ctrl"
      text=$(nvme id-ctrl "$node" 2>/dev/null || true)
      field model "$text" mn
      field serial "$text" sn
      field fw "$text" fr
      ;;
    *)
      tool="smartctl -i"
      text=$(smartctl -d scsi -i "$node" 2>/dev/null || true)
      field model "$text" Product
      field serial "$text" 'Serial number'
      field fw "$text" Revision
      ;;
  esac
  same "identity.$d.model" "$m" "$model" "$tool"
  same "identity.$d.serial" "$s" "$serial" "$tool"
  same "identity.$d.firmware" "$f" "$fw" "$tool"
  if [ "$d" = hdd ] || [ "$d" = ssd ]; then
    local props udev_model="" udev_rpm="" line ref_rpm
    props=$(udevadm info --query=property "$node" 2>/dev/null || true)
    while IFS= read -r line; do
      case "$line" in
        ID_MODEL=*) udev_model=${line#ID_MODEL=} ;;
        ID_ATA_ROTATION_RATE_RPM=*) udev_rpm=${line#*=} ;;
      esac
    done <<<"$props"
    same "identity.$d.model-udev" "$m" "${udev_model//_/ }" "udev ID_MODEL"
    field ref_rpm "$text" 'Nominal Media Rotation Rate'
    [ "$ref_rpm" = "Solid State Device" ] && ref_rpm=0
    same "identity.$d.rotation" "$rpm rpm" "$ref_rpm rpm" "hdparm -I; udev: ${udev_rpm:-none}"
  fi
  if [ "$d" = ssd ]; then
    local l="" p=""
    [[ $text =~ Logical\ +Sector\ size:\ +([0-9]+) ]] && l=${BASH_REMATCH[1]}
    [[ $text =~ Physical\ Sector\ size:\ +([0-9]+) ]] && p=${BASH_REMATCH[1]}
    same "identity.ssd.sectors" "$sectors" "$l/$p" "hdparm -I"
  fi
}

# --- the write cache as read ---------------------------------------------------------------

cache_read() {
  local d=$1 node=${dev[$1]} c enabled protocol kview
  [ -n "$node" ] || return 0
  dp c cache --json "$node"
  jfields "$c" '.enabled, .protocol, .kernel_view' enabled protocol kview
  local ref
  ref=$(ref_cache "$node" "$d")
  if [ "$(onoff "$enabled")" = "$ref" ]; then
    record "cache.$d.drive" PASS "$(onoff "$enabled") (protocol $protocol)" "$ref ($(ref_cache_tool "$d"))"
  else
    record "cache.$d.drive" FAIL "$(onoff "$enabled") (protocol $protocol)" "$ref ($(ref_cache_tool "$d"))"
  fi
  same "cache.$d.kernel" "$kview" "$(kernel_view "$node")" "queue/write_cache"
}

# --- health --------------------------------------------------------------------------------

health_ata() {
  local d=$1 node=${dev[$1]} h mine attrs poh="" temp="" overall=bad line a
  [ -n "$node" ] || return 0
  dp h health --json "$node"
  jfields "$h" '"power-on hours \(.power_on_hours), \(.temperature_celsius) °C, \(.overall)"' mine
  # smartctl -A: attribute 9's raw value (hours; "1h+00m+00.000s" on some drives), 194 or 190.
  attrs=$(smartctl -A -H "$node" 2>/dev/null || true)
  while IFS= read -r line; do
    read -ra a <<<"$line"
    case "${a[0]:-}" in
      9) [[ ${a[9]:-} =~ ^([0-9]+) ]] && poh=${BASH_REMATCH[1]} ;;
      190 | 194) [ -n "$temp" ] || temp=${a[9]:-} ;;
    esac
  done <<<"$attrs"
  [[ $attrs == *PASSED* ]] && overall=good
  same "health.$d.attributes" "$mine" "power-on hours ${poh:-none}, ${temp:-none} °C, $overall" "smartctl -A -H"
}

health_nvme() {
  local node=${dev[nvme]} h mine ref
  [ -n "$node" ] || return 0
  dp h health --json "$node"
  jfields "$h" '"\(.temperature_celsius) °C, \(.power_on_hours) h, \(.power_cycles) cycles, \(.unsafe_shutdowns) unsafe shutdowns, \(.media_errors) media errors, \(.overall)"' mine
  ref=$(nvme smart-log "$node" -o json 2>/dev/null |
    jq -r '"\(.temperature - 273) °C, \(.power_on_hours) h, \(.power_cycles) cycles, \(.unsafe_shutdowns) unsafe shutdowns, \(.media_errors) media errors, \(if .critical_warning == 0 then "good" else "bad" end)"' 2>/dev/null || true)
  same "health.nvme.log" "$mine" "$ref" "nvme smart-log"
}

# --- switching the cache: off, on, off ------------------------------------------------------

# Right when the command returns: the drive says what DriveProof says, the kernel agrees
# with the drive, and DriveProof shows no stale "danger" finding.
switch_cache() {
  local d=$1 node=${dev[$1]} want r enabled kview danger ref kernel agree answer
  [ -n "$node" ] || return 0
  local step=0
  for want in off on off; do
    step=$((step + 1))
    dp r cache --json --set "$want" "$node"
    ref=$(ref_cache "$node" "$d")
    kernel=$(kernel_view "$node")
    jfields "$r" '.enabled, .kernel_view, ([.findings[] | select(test("write through but the drive.s cache is on"))] | length)' \
      enabled kview danger
    # Drive on: the kernel must send flushes (write back). Drive off: write through, except
    # NVMe, whose driver keeps flushing (harmless) whatever the feature says.
    agree=no
    if [ "$ref" = on ] && [ "$kernel" = "write back" ]; then agree=yes; fi
    if [ "$ref" = off ] && [ "$kernel" = "write through" ]; then agree=yes; fi
    if [ "$ref" = off ] && [ "$d" = nvme ]; then agree=yes; fi
    answer="$(onoff "$enabled"), kernel $kview, danger findings: $danger"
    [[ $r == error:* ]] && answer=$r
    if [ "$(onoff "$enabled")" = "$want" ] && [ "$ref" = "$want" ] && [ "$agree" = yes ] && [ "$danger" = 0 ]; then
      record "switch.$d.$step-$want" PASS "$answer" "drive $ref, kernel $kernel ($(ref_cache_tool "$d"), queue/write_cache)"
    else
      # How long the kernel took to catch up, if it did: a stale view, or a wrong one.
      local later="" waited=0
      if [ "$agree" = no ]; then
        while [ "$waited" -lt 10 ]; do
          sleep 0.5
          waited=$((waited + 1))
          later=$(kernel_view "$node")
          [ "$later" != "$kernel" ] && break
        done
        later="; $later after $((waited * 5 / 10)).$((waited * 5 % 10)) s"
      fi
      record "switch.$d.$step-$want" FAIL "$answer" "drive $ref, kernel $kernel$later; wanted $want ($(ref_cache_tool "$d"), queue/write_cache)"
    fi
  done
}

# --- alignment on the 512e SSD -------------------------------------------------------------

alignment() {
  local node=${dev[ssd]} a n start koff mstart maligned verdict ref state
  [ -n "$node" ] || return 0
  # p1 on a 1 MiB boundary, p2 seven sectors past a 4 KiB one; p3 and the NVMe hold md.
  sfdisk -q "$node" >/dev/null <<EOF
label: dos
start=2048, size=131072, type=83
start=133127, size=131072, type=83
start=524288, size=1048576, type=fd
EOF
  udevadm settle --timeout=60 || true
  dp a align --json "$node"
  for n in 1 2; do
    read -r start <"/sys/class/block/${node#/dev/}$n/start"
    read -r koff <"/sys/class/block/${node#/dev/}$n/alignment_offset"
    state=misaligned
    [ "$koff" = 0 ] && state=aligned
    ref="start $start: $state"
    jfields "$a" "(.partitions[] | select(.number == $n) | (.start_bytes / 512), (if .aligned_physical then \"aligned\" else \"misaligned\" end), .verdict)" \
      mstart maligned verdict
    same "align.ssd.p$n" "start $mstart: $maligned" "$ref" "sysfs start, kernel alignment_offset $koff; DriveProof's verdict: $verdict"
  done
}

# --- commit verdicts, with flushes counted per leaf ----------------------------------------

# commit_check NAME FOLDER ROLE=LEAF...: driveproof-cli bench commit in FOLDER; the reference
# is each leaf's flush counter (/sys/block/LEAF/stat) over the run, per commit. Checks are
# named by the leaf's role in the lab (hdd, ssd, nvme): kernel names change between boots.
commit_check() {
  local name=$1 dir=$2
  shift 2
  local leaves=("$@") before=() l i r ops codes rate
  for l in "${leaves[@]}"; do before+=("$(lab_flushes "${l#*=}")"); done
  dp r bench commit "$dir" --only commit.s1.fdatasync --duration 2 --size 16M --json --no-history
  COMMIT_RESULT=$r
  echo "$r" >"$LAB_RESULTS/commit-$name.json"
  jfields "$r" '([.measurements[] | select(.key == "commit.s1.fdatasync")][0] | .ops, (.iops | floor)), ([.findings[].code] | join(","))' \
    ops rate codes
  [[ $ops =~ ^[0-9]+$ ]] || ops=0
  local ref_parts=() all_reach=yes leaf role delta per dpper
  for i in "${!leaves[@]}"; do
    role=${leaves[$i]%%=*}
    leaf=${leaves[$i]#*=}
    leaf=${leaf#/dev/}
    delta=$(($(lab_flushes "$leaf") - before[i]))
    per=$(awk -v d="$delta" -v o="$ops" 'BEGIN {printf "%.2f", (o > 0 ? d / o : 0)}')
    ref_parts+=("$leaf +$delta flushes ($per/commit)")
    jfields "$r" "[.measurements[] | select(.key == \"commit.s1.fdatasync\") | .flushes[] | select(.device == \"$leaf\") | .per_commit][0]" dpper
    if [[ $dpper =~ ^[0-9.e+-]+$ ]]; then
      dpper=$(awk -v a="$dpper" 'BEGIN {printf "%.2f", a}')
      # Setting up and removing the test file adds a few flushes to the counter: 0.35.
      if awk -v a="$dpper" -v b="$per" 'BEGIN {exit !(a - b < 0.35 && b - a < 0.35)}'; then
        record "commit.$name.flushes.$role" PASS "$dpper/commit" "$per/commit (/sys/block/$leaf/stat over $ops commits)"
      else
        record "commit.$name.flushes.$role" FAIL "$dpper/commit" "$per/commit (/sys/block/$leaf/stat over $ops commits)"
      fi
    else
      record "commit.$name.flushes.$role" FAIL "not counted ($dpper)" "$per/commit (/sys/block/$leaf/stat over $ops commits)"
    fi
    awk -v p="$per" 'BEGIN {exit !(p >= 0.8)}' || all_reach=no
  done
  # The verdict: when every leaf's counter rose by about one flush per commit or more,
  # DriveProof must say flushes reach the drive and nothing about them being swallowed.
  local ref="${ref_parts[*]}" mine="$codes ($rate commits/s)"
  [[ $r == error:* ]] && mine=$r
  if [ "$ops" -eq 0 ]; then
    record "commit.$name.verdict" FAIL "$mine" "no commits measured: $ref"
  elif [ "$all_reach" = yes ]; then
    if [[ ",$codes," == *",commit.no-flushes"* ]] || [[ ",$codes," != *",commit.flushes-reach-device,"* ]]; then
      record "commit.$name.verdict" FAIL "$mine" "flushes reach every leaf: $ref"
    else
      record "commit.$name.verdict" PASS "$mine" "flushes reach every leaf: $ref"
    fi
  elif [[ ",$codes," == *",commit.no-flushes"* ]]; then
    record "commit.$name.verdict" PASS "$mine" "flushes missing: $ref"
  else
    record "commit.$name.verdict" FAIL "$mine" "flushes missing: $ref"
  fi
}

# The HDD is throttled to 60 writes a second (lab.sh): a commit waits about as long as on a
# 7200 rpm platter. The reference rate: dd with O_DSYNC on the same file system.
platter_check() {
  local r=$1 dir=$2 rate codes t0 t1 ref_rate ref _
  jfields "$r" '([.measurements[] | select(.key == "commit.s1.fdatasync")][0] | .iops | floor), ([.findings[].code] | join(","))' \
    rate codes
  read -r t0 _ </proc/uptime
  dd if=/dev/zero of="$dir/dd-dsync" bs=8k count=100 oflag=dsync status=none
  read -r t1 _ </proc/uptime
  rm -f "$dir/dd-dsync"
  ref_rate=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%d", 100 / (b - a)}')
  # 7200 rpm: 120 turns a second; DriveProof allows 1.5 times that.
  if [ "$ref_rate" -le 180 ]; then
    ref="platter-bound: dd oflag=dsync $ref_rate/s, 7200 rpm allows 120-180/s (hdparm -I)"
  else
    ref="faster than platter: dd oflag=dsync $ref_rate/s, 7200 rpm allows 120-180/s (hdparm -I)"
  fi
  if { [[ $ref == platter-bound* ]] && [[ ",$codes," == *",commit.platter-bound,"* ]]; } ||
    { [[ $ref == faster* ]] && [[ ",$codes," == *",commit.faster-than-platter,"* ]]; }; then
    record "commit.hdd.platter" PASS "$codes ($rate commits/s)" "$ref"
  else
    record "commit.hdd.platter" FAIL "$codes ($rate commits/s)" "$ref"
  fi
}

mkfs_mount() {
  mkfs.ext4 -q -F -E lazy_itable_init=1,lazy_journal_init=1 "$1"
  mkdir -p "$2"
  mount "$1" "$2"
}

commits() {
  local hdd=${dev[hdd]} ssd=${dev[ssd]} nvme=${dev[nvme]}
  # The HDD: p1 ext4, p2 under dm-linear (what LVM builds) with ext4 on top.
  if [ -n "$hdd" ]; then
    sfdisk -q "$hdd" >/dev/null <<EOF
label: dos
start=2048, size=1048576, type=83
start=1050624, size=1048576, type=8e
EOF
    udevadm settle --timeout=60 || true
    mkfs_mount "${hdd}1" /tmp/lab/hdd
    COMMIT_RESULT=""
    commit_check hdd /tmp/lab/hdd "hdd=$hdd"
    platter_check "$COMMIT_RESULT" /tmp/lab/hdd
    umount /tmp/lab/hdd
    local sectors
    sectors=$(blockdev --getsz "${hdd}2")
    dmsetup create lab-linear --table "0 $sectors linear ${hdd}2 0"
    udevadm settle --timeout=60 || true
    mkfs_mount /dev/mapper/lab-linear /tmp/lab/dm
    commit_check dm-linear /tmp/lab/dm "hdd=$hdd"
    umount /tmp/lab/dm
    dmsetup remove lab-linear
  fi
  # The SSD alone (p1, on a 1 MiB boundary), then md RAID1 of SSD p3 and the NVMe.
  if [ -n "$ssd" ]; then
    mkfs_mount "${ssd}1" /tmp/lab/ssd
    commit_check ssd /tmp/lab/ssd "ssd=$ssd"
    umount /tmp/lab/ssd
  fi
  if [ -n "$ssd" ] && [ -n "$nvme" ]; then
    sfdisk -q "$nvme" >/dev/null <<EOF
label: dos
start=2048, size=1048576, type=fd
EOF
    udevadm settle --timeout=60 || true
    mdadm --create /dev/md/lab --run --quiet --level=1 --raid-devices=2 --metadata=1.2 \
      --assume-clean "${ssd}3" "${nvme}p1"
    udevadm settle --timeout=60 || true
    local md
    md=$(readlink -f /dev/md/lab)
    mkfs_mount "$md" /tmp/lab/md
    commit_check md-raid1 /tmp/lab/md "ssd=$ssd" "nvme=$nvme"
    umount /tmp/lab/md
    md_member_refused "$md" "${ssd}3"
    mdadm --stop "$md" >/dev/null 2>&1 || true
  fi
}

# --- in-use detection through md and dm (issue 14) -----------------------------------------

# A destructive write to a member of the lab's md RAID1 (SSD p3 and NVMe p1), not mounted:
# driveproof-cli must refuse it, naming the array, and the array's data must stay as it was.
md_member_refused() {
  local md=$1 member=$2 before after rc=0 err answer ref
  before=$(md5sum <"$md")
  timeout 120 "$cli" bench seq "$member" --write --destructive --seconds 1 --no-history \
    >/dev/null 2>/tmp/lab-md-bench.err </dev/null || rc=$?
  err=$(</tmp/lab-md-bench.err)
  after=$(md5sum <"$md")
  answer="exit $rc: ${err:-no message}"
  ref="$md (${md#/dev/}) holds $member ($(<"/sys/class/block/${md#/dev/}/md/level")); md5 of $md before ${before:0:12}, after ${after:0:12}"
  if [ "$rc" -ne 0 ] && [[ $err == *"${md#/dev/}"* ]] && [ "$before" = "$after" ]; then
    record "inuse.md-raid1.member" PASS "$answer" "$ref"
  else
    record "inuse.md-raid1.member" FAIL "$answer" "$ref"
  fi
}

# The root test tst_stackedloops' device-mapper and md functions, which skip on a build
# machine without those drivers: here they must run. A SKIP is recorded as such (not PASS).
stacked_loops() {
  local t="$build/tests/root/tst_stackedloops" fn name line result msg rc=0 txt=/tmp/lab-stacked.txt
  local -A res=() why=()
  local have
  have="dmsetup version: $(dmsetup version >/dev/null 2>&1 && echo ok || echo fails)"
  have+=", /proc/mdstat: $([ -e /proc/mdstat ] && echo present || echo missing)"
  have+=", losetup: $(command -v losetup >/dev/null && echo present || echo missing)"
  if [ ! -x "$t" ]; then
    for name in dmLinearOverLoop mdMirrorOverLoops; do
      record "inuse.stacked.$name" FAIL "not built: $t" "$have"
    done
    return 0
  fi
  timeout 300 "$t" dmLinearOverLoop mdMirrorOverLoops -o "$txt,txt" >/dev/null 2>&1 </dev/null || rc=$?
  cp "$txt" "$LAB_RESULTS/tst_stackedloops.txt" 2>/dev/null || true
  # "PASS   : TestStackedLoops::dmLinearOverLoop()", "SKIP   : ...() reason", "FAIL!  : ...".
  while IFS= read -r line; do
    [[ $line =~ ^(PASS|SKIP|FAIL\!|XFAIL|XPASS)\ *:\ *[A-Za-z_]+::([A-Za-z_]+)\(\)\ ?(.*)$ ]] || continue
    result=${BASH_REMATCH[1]%!}
    fn=${BASH_REMATCH[2]}
    msg=${BASH_REMATCH[3]}
    # The first verdict other than PASS stays (a function can FAIL, then its cleanup passes).
    if [ -z "${res[$fn]:-}" ] || [ "${res[$fn]}" = PASS ]; then
      res[$fn]=$result
      why[$fn]=$msg
    fi
  done <"$txt"
  for name in dmLinearOverLoop mdMirrorOverLoops; do
    result=${res[$name]:-}
    msg=${why[$name]:-}
    if [ -z "$result" ]; then
      # Not reached: skipped or failed in initTestCase, or the test crashed.
      if [ "${res[initTestCase]:-}" = SKIP ] || [ "${res[initTestCase]:-}" = FAIL ]; then
        result=${res[initTestCase]}
        msg="initTestCase: ${why[initTestCase]}"
      else
        result=FAIL
        msg="no verdict (exit $rc)"
      fi
    fi
    case "$result" in PASS | SKIP) ;; *) result=FAIL ;; esac
    record "inuse.stacked.$name" "$result" "tst_stackedloops $name: $result${msg:+: $msg}" \
      "$have (a SKIP fails the lab: it exists to run these)"
  done
}

# --- the fleet exporter (issue 17) ------------------------------------------------------------

# export_value SAMPLES NAME DEVICE [LABEL=VALUE]: the value of one sample of the parsed export
# (parse-openmetrics.py's JSON lines), "none" when absent.
export_value() {
  local label=${4:-}
  jq -rs --arg n "$2" --arg d "$3" --arg k "${label%%=*}" --arg v "${label#*=}" \
    '[.[] | select(.name == $n and .labels.device == $d and
        ($k == "" or .labels[$k] == $v)) | .value] | if length == 0 then "none" else .[0] end' \
    <<<"$1" 2>/dev/null || echo "unreadable"
}

exporter() {
  local prom=/tmp/lab-export.prom samples d node mine ref rc=0 bench
  timeout 300 "$cli" export --openmetrics --output "$prom" 2>/tmp/lab-export.err || rc=$?
  samples=$(/usr/bin/python3 "$LAB_HOME/../common/parse-openmetrics.py" "$prom" 2>&1) || rc=$((rc + 100))
  if [ "$rc" -ne 0 ]; then
    record export.parse FAIL "exit $rc: $(head -c 300 /tmp/lab-export.err) ${samples:0:300}" \
      "prometheus_client's OpenMetrics and 0.0.4 parsers accept it"
    return 0
  fi
  record export.parse PASS "$(wc -l <<<"$samples") samples" \
    "prometheus_client's OpenMetrics and 0.0.4 parsers accept it"
  for d in hdd ssd nvme; do
    node=${dev[$d]}
    [ -n "$node" ] || continue
    mine=$(export_value "$samples" driveproof_health_status "${node#/dev/}" status=good)
    if [ "$d" = nvme ]; then
      ref=$(nvme smart-log "$node" -o json 2>/dev/null | jq -r 'if .critical_warning == 0 then 1 else 0 end' 2>/dev/null || echo unreadable)
    else
      ref=0
      [[ $(smartctl -H "$node" 2>/dev/null || true) == *PASSED* ]] && ref=1
    fi
    same "export.$d.health-good" "$mine" "$ref" "smartctl -H / nvme smart-log"
  done
  for d in hdd ssd vscsi nvme sas; do
    node=${dev[$d]}
    [ -n "$node" ] || continue
    mine=$(export_value "$samples" driveproof_write_cache_drive_enabled "${node#/dev/}")
    ref=$(ref_cache "$node" "$d")
    case "$ref" in on) ref=1 ;; off) ref=0 ;; esac
    same "export.$d.cache" "$mine" "$ref" "$(ref_cache_tool "$d")"
  done
  # A test on the NVMe drive: the export must send it no health command meanwhile.
  node=${dev[nvme]}
  [ -n "$node" ] || return 0
  # /run/lock is made by systemd-tmpfiles on a workstation; this guest's /run is a bare tmpfs.
  # The hybrid check only reads, and holds the drive through its idle wait.
  mkdir -p /run/lock
  local lock waited=0
  lock="/run/lock/driveproof-$(<"/sys/block/${node#/dev/}/dev").lock"
  timeout 180 "$cli" bench hybrid "$node" --idle 40 --no-history </dev/null >/dev/null 2>/tmp/lab-bench.err &
  bench=$!
  # Wait until the test holds its lock (flock -n fails then), at most 60 s.
  while [ "$waited" -lt 60 ] && kill -0 "$bench" 2>/dev/null; do
    [ -e "$lock" ] && ! flock -n -x "$lock" true 2>/dev/null && break
    sleep 1
    waited=$((waited + 1))
  done
  if ! kill -0 "$bench" 2>/dev/null || [ "$waited" -ge 60 ]; then
    kill "$bench" 2>/dev/null || true
    record export.nvme.test-running FAIL "the bench never held $lock: $(head -c 300 /tmp/lab-bench.err)" \
      "a bench hybrid read runs on ${node} meanwhile"
    return 0
  fi
  samples=$(timeout 300 "$cli" export --openmetrics --device "$node" 2>/dev/null >"$prom" &&
    /usr/bin/python3 "$LAB_HOME/../common/parse-openmetrics.py" "$prom" 2>&1) || true
  kill "$bench" 2>/dev/null || true
  wait "$bench" 2>/dev/null || true
  same export.nvme.test-running \
    "$(export_value "$samples" driveproof_health_skipped "${node#/dev/}" reason=test_running)" 1 \
    "a bench hybrid read runs on ${node} meanwhile"
}

# --- the passes ----------------------------------------------------------------------------

for d in "${drives[@]}"; do identity "$d"; done
for d in "${drives[@]}"; do cache_read "$d"; done
health_ata hdd
health_ata ssd
health_nvme
if [ "$LAB_PASS" = workstation ]; then
  # As on a desktop: udisks2 watches the drives while their caches are switched.
  for d in hdd ssd vscsi nvme usb uas sas; do switch_cache "$d"; done
else
  exporter
  alignment
  commits
  stacked_loops
fi
passed=0 failed=0
while IFS=$'\t' read -r _ _ result _; do
  if [ "$result" = PASS ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done <"$out"
log "done: $passed passed, $failed failed"
