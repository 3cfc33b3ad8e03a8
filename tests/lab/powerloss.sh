#!/usr/bin/env bash
# The power-loss test through a whole machine (issue 14; ctest "lab_powerloss", label lab):
#
#   lab.sh powerloss --build DIR [--cache DIR] [--work DIR] [--cycles N] [--modes LIST]
#                    [--area SIZE] [--destage-ms N] [--jobs N]
#
# The witness (`driveproof-cli witness`, random pairing code) runs here. Each cycle:
#   1. the lab's SATA SSD is disk.img of a fresh `driveproof-lyingdisk` (honest: a flush
#      writes its RAM cache back; lying: a flush only says so, the cache is written back
#      --destage-ms after each write), which QEMU opens with direct I/O;
#   2. boot 1 (guest/powerloss.sh write): ext4 on the SSD, `powerloss prepare` and
#      `powerloss run` against the witness over a restricted user-mode network;
#   3. one to four seconds after the writer says "pull the plug": SIGKILL of QEMU and the
#      FUSE disk together — the lying disk loses what it had not written back;
#   4. the same backing file behind a new FUSE disk of the same mode, boot 2
#      (guest/powerloss.sh verify): `powerloss verify` against the same witness.
# Expected: honest never FAIL; lying FAIL with lost acknowledged writes (LOST_ACKED); the
# guest's boot id differs between the two boots. Defaults: 5 cycles of each mode. With
# --jobs 2 (the default where there are two cores) the modes run side by side, each with its
# own witness and work folder: one TCG guest keeps one core busy, so this halves the time.
# Exit: 0 all as expected, 1 otherwise, 77 where QEMU, root, FUSE or the build are missing.
set -euo pipefail

here=$(dirname "$(readlink -f "$0")")
lab_name=lab-powerloss
# say, die, skip
. "$here/common.sh"

build="" cache="" work="" cycles=5 modes=honest,lying area=16M destage_ms=1000
jobs=$(($(nproc) > 1 ? 2 : 1))
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build=$2; shift 2 ;;
    --cache) cache=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --cycles) cycles=$2; shift 2 ;;
    --modes) modes=$2; shift 2 ;;
    --area) area=$2; shift 2 ;;
    --destage-ms) destage_ms=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --skip) skip "$2" ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option $1" ;;
  esac
done
[ -n "$build" ] || die "--build DIR is required"
[[ $cycles =~ ^[1-9][0-9]*$ ]] || die "--cycles takes a number of at least 1, not '$cycles'"
build=$(readlink -f "$build")
cli=$build/app/cli/driveproof-cli
disk_bin=$build/app/lyingdisk/driveproof-lyingdisk
[ -x "$cli" ] || die "no driveproof-cli in $build/app/cli"
[ -x "$disk_bin" ] || skip "no driveproof-lyingdisk in $build/app/lyingdisk (built only with libfuse3)"
[ "$(id -u)" -eq 0 ] || skip "the lab needs root (9p export of / with the host's permissions)"
[ -c /dev/fuse ] || skip "no /dev/fuse: the lying disk is a FUSE file system"
command -v fusermount3 >/dev/null || skip "fusermount3 is missing (apt: fuse3)"
command -v nc >/dev/null || skip "nc is missing (apt: netcat-openbsd): the guest reaches the witness through it"
command -v jq >/dev/null || skip "jq is missing (apt: jq)"
command -v qemu-system-x86_64 >/dev/null || skip "qemu-system-x86_64 is not installed (apt: qemu-system-x86)"
cache_args=()
[ -z "$cache" ] || cache_args=(--cache "$cache")
work=${work:-$build/tests/lab/powerloss}
mkdir -p "$work"
work=$(readlink -f "$work")
"$here/lab.sh" prepare "${cache_args[@]}" || exit $?

# Side by side: this script once per mode, in MODE/ under the work folder.
IFS=, read -ra mode_list <<<"$modes"
if [ "$jobs" -gt 1 ] && [ "${#mode_list[@]}" -gt 1 ]; then
  kids=()
  trap 'kill -TERM "${kids[@]}" 2>/dev/null; exit 130' INT TERM HUP
  for mode in "${mode_list[@]}"; do
    "$here/powerloss.sh" --build "$build" "${cache_args[@]}" --work "$work/$mode" \
      --cycles "$cycles" --modes "$mode" --area "$area" --destage-ms "$destage_ms" --jobs 1 &
    kids+=($!)
  done
  worst=0
  for kid in "${kids[@]}"; do
    status=0
    wait "$kid" || status=$?
    # A failure outweighs a skip, a skip outweighs a pass.
    if [ "$status" -ne 0 ] && [ "$status" -ne 77 ]; then worst=1
    elif [ "$status" -eq 77 ] && [ "$worst" -eq 0 ]; then worst=77; fi
  done
  exit "$worst"
fi

pids=()
disk_pid=""
# shellcheck disable=SC2317 # the EXIT trap calls it
cleanup() {
  local p
  for p in "$work"/*/qemu.pid; do
    [ -f "$p" ] && kill -KILL "$(cat "$p")" 2>/dev/null
  done
  for p in "${pids[@]}" $disk_pid; do
    kill -KILL "$p" 2>/dev/null || true
  done
  for p in "$work"/*/mnt; do
    mountpoint -q "$p" 2>/dev/null && fusermount3 -u -z "$p" 2>/dev/null
  done
  return 0
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# --- the witness ---------------------------------------------------------------------------

find -H "$work" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
mkdir -p "$work/witness"
LANG=C LC_ALL=C "$cli" witness --listen 127.0.0.1:0 --journal-dir "$work/witness" \
  >"$work/witness.log" 2>&1 &
witness_pid=$!
pids+=("$witness_pid")
code="" port=""
for _ in $(seq 1 100); do
  code=$(sed -n 's/^Pairing code: *//p' "$work/witness.log")
  port=$(sed -n 's/^Listening on 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$work/witness.log")
  [ -n "$code" ] && [ -n "$port" ] && break
  kill -0 "$witness_pid" 2>/dev/null || die "the witness ended: $(cat "$work/witness.log")"
  sleep 0.1
done
{ [ -n "$code" ] && [ -n "$port" ]; } || die "the witness told no code and port: $(cat "$work/witness.log")"
say "witness on 127.0.0.1:$port (the guest's 10.0.2.100:7070), pairing code $code"

# --- one cycle -----------------------------------------------------------------------------

# start_disk MODE DIR: the FUSE disk over DIR/backing.img, mounted on DIR/mnt.
start_disk() {
  local mode=$1 dir=$2
  mkdir -p "$dir/mnt"
  "$disk_bin" --mode "$mode" --size 256M --destage-delay-ms "$destage_ms" \
    --backing "$dir/backing.img" "$dir/mnt" 2>>"$dir/lyingdisk.log" &
  disk_pid=$!
  for _ in $(seq 1 100); do
    [ -f "$dir/mnt/disk.img" ] && return 0
    kill -0 "$disk_pid" 2>/dev/null || die "the FUSE disk ended: $(cat "$dir/lyingdisk.log")"
    sleep 0.1
  done
  die "the FUSE disk did not come up: $(cat "$dir/lyingdisk.log")"
}

# boot PHASE DIR MODE-CYCLE [ARGS]: lab.sh boot of guest/powerloss.sh with the SSD on the
# FUSE disk and the witness's network.
boot() {
  local phase=$1 dir=$2 name=$3
  shift 3
  "$here/lab.sh" boot "${cache_args[@]}" --script "$here/guest/powerloss.sh" \
    --results "$dir/results" --disks ssd --services none --pass "$name-$phase" \
    --timeout 600 --memory 1024 --ssd-image "$dir/mnt/disk.img" --witness-port "$port" \
    --pid-file "$dir/qemu.pid" --share "$build" -- "$phase" "$build" "$code" "$@"
}

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN{printf "%.1f", b-a}'; }

failed=0
rows=()
# cycle MODE N: one write boot, a cut, one verify boot; appends a row, sets failed.
cycle() {
  local mode=$1 n=$2 dir t0 status=0 why=""
  dir=$work/$mode-$n
  mkdir -p "$dir/results"
  t0=$(now)
  start_disk "$mode" "$dir"
  boot write "$dir" "$mode-$n" "$area" >/dev/null 2>"$dir/boot-write.log" &
  local boot_pid=$!
  pids+=("$boot_pid")
  while [ ! -f "$dir/results/warm" ]; do
    if ! kill -0 "$boot_pid" 2>/dev/null; then
      wait "$boot_pid" || status=$?
      [ "$status" -eq 77 ] && { cat "$dir/boot-write.log" >&2; exit 77; }
      why="boot 1 ended before the cut: $(cat "$dir/results/guest-error-write" 2>/dev/null || tail -5 "$dir/boot-write.log")"
      break
    fi
    sleep 0.1
  done
  local wait_ms=0 t_write
  t_write=$(since "$t0")
  if [ -z "$why" ]; then
    # The cut comes at a moment nobody chose, with commits flowing.
    wait_ms=$((1000 + RANDOM % 3000))
    sleep "$(awk -v m="$wait_ms" 'BEGIN{print m/1000}')"
    kill -KILL "$(cat "$dir/qemu.pid")" "$disk_pid"
    say "$mode $n: cut ${wait_ms} ms after the writer was warm"
  else
    kill -KILL "$disk_pid" 2>/dev/null || true
  fi
  wait "$boot_pid" 2>/dev/null || true
  wait "$disk_pid" 2>/dev/null || true
  fusermount3 -u -z "$dir/mnt" 2>/dev/null || true
  mv "$dir/results/console.log" "$dir/results/console-write.log" 2>/dev/null || true

  local verdict=- acked=- lost=- torn=- tailc=- b1=- b2=- t_all
  if [ -z "$why" ]; then
    start_disk "$mode" "$dir"
    status=0
    boot verify "$dir" "$mode-$n" >/dev/null 2>"$dir/boot-verify.log" || status=$?
    kill -TERM "$disk_pid" 2>/dev/null || true
    wait "$disk_pid" 2>/dev/null || true
    fusermount3 -u -z "$dir/mnt" 2>/dev/null || true
    [ "$status" -eq 77 ] && exit 77
    local j=$dir/results/verify.json
    verdict=$(jq -r '.verdict // empty' "$j" 2>/dev/null || true)
    if [ -n "$verdict" ]; then
      acked=$(jq -r .acknowledged_writes "$j")
      lost=$(jq -r '.classes.LOST_ACKED' "$j")
      torn=$(jq -r '.classes.TORN_ACKED' "$j")
      tailc=$(jq -r '.tail_loss.commits' "$j")
    else
      verdict=-
      why="verify gave no report (exit $status): $(tail -c 300 "$dir/results/verify.log" 2>/dev/null)"
      why+=$(cat "$dir/results/guest-error-verify" 2>/dev/null || true)
    fi
    b1=$(cat "$dir/results/bootid-write" 2>/dev/null || echo -)
    b2=$(cat "$dir/results/bootid-verify" 2>/dev/null || echo -)
  fi
  t_all=$(since "$t0")
  if [ -z "$why" ]; then
    if [ "$b1" = - ] || [ "$b1" = "$b2" ]; then
      why="the boot id did not change ($b1, $b2)"
    elif [ "$mode" = honest ] && [ "$verdict" = FAIL ]; then
      why="an honest disk FAILed: $(jq -c '.reasons' "$j")"
    elif [ "$mode" = lying ] && { [ "$verdict" != FAIL ] || [ "$lost" -eq 0 ]; }; then
      why="a lying disk was not caught: $verdict, $lost lost acknowledged writes"
    fi
  fi
  local result=ok
  if [ -n "$why" ]; then
    result=WRONG
    failed=1
    say "$mode $n: $why (logs in $dir)"
  fi
  say "$mode $n: $verdict, $acked acknowledged, $lost lost, $torn torn, boot ${b1:0:8} -> ${b2:0:8}, ${t_all} s"
  rows+=("$(printf '%-6s %3s  %-12s %6s %6s %5s %5s  %-8s  %-8s %6s %5s %5s  %s' \
    "$mode" "$n" "$verdict" "$acked" "$lost" "$torn" "$tailc" "${b1:0:8}" "${b2:0:8}" \
    "$wait_ms" "$t_write" "$t_all" "$result")")
}

t_start=$(now)
for ((i = 1; i <= cycles; i++)); do
  for mode in "${mode_list[@]}"; do
    case "$mode" in honest | lying) ;; *) die "--modes takes honest and lying, not '$mode'" ;; esac
    cycle "$mode" "$i"
  done
done

kill -TERM "$witness_pid" 2>/dev/null || true
wait "$witness_pid" 2>/dev/null || true
{
  echo
  echo "Power-loss test through the lab ($cycles cycles of $modes; area $area, destage ${destage_ms} ms):"
  printf '%-6s %3s  %-12s %6s %6s %5s %5s  %-8s  %-8s %6s %5s %5s  %s\n' mode n verdict acked \
    lost torn tail "boot 1" "boot 2" cut_ms t_w/s t/s result
  printf '%s\n' "${rows[@]}"
  echo "total $(since "$t_start") s; witness journal and logs in $work"
} >&2
exit "$failed"
