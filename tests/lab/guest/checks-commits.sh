# shellcheck shell=bash disable=SC2154 # cli, build and dev[] come from checks.sh
# The lab's checks (guest/checks.sh sources this file): commit verdicts with flushes
# counted per leaf (ext4, dm-linear, md RAID1), and in-use detection through md, dm and stacked loops.
# Uses checks.sh's helpers (dp, record, same, jfields, ...) and its dev[] of the lab's drives.

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

# The drive's own cache switched off (hdparm -W0): the kernel then sends no flushes, and
# 'bench commit' must read the drive's setting and say so as information, not as the
# danger "flushes are not reaching it" (issue 26: the CLI never read it; the window did).
cache_off_check() {
  local hdd=$1 dir=$2 r codes cache ref
  if ! hdparm -W0 "$hdd" >/dev/null 2>&1; then
    record "commit.hdd.cache-off" FAIL "not run" "hdparm -W0 $hdd failed"
    return
  fi
  udevadm settle --timeout=30 || true
  ref="drive cache $(hdparm -W "$hdd" 2>/dev/null | awk -F= '/write-caching/ {gsub(/ /, "", $2); print $2}') (hdparm -W), kernel $(cat "/sys/block/${hdd#/dev/}/queue/write_cache")"
  dp r bench commit "$dir" --only commit.s1.fdatasync --duration 1 --size 16M --json --no-history
  hdparm -W1 "$hdd" >/dev/null 2>&1 || true
  jfields "$r" '.environment.drive_write_cache, ([.findings[].code] | join(","))' cache codes
  if [ "$cache" = false ] && [[ ",$codes," == *",commit.no-flushes-cache-off,"* ]] &&
    [[ ",$codes," != *",commit.no-flushes-write-through,"* ]]; then
    record "commit.hdd.cache-off" PASS "cache $cache: $codes" "$ref"
  else
    record "commit.hdd.cache-off" FAIL "cache $cache: $codes" "$ref"
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
    cache_off_check "$hdd" /tmp/lab/hdd
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
