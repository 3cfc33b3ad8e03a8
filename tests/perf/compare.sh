#!/usr/bin/env bash
# DriveProof side by side with the tools users trust (docs/design.md §7), on the same file,
# interleaved, several rounds: fio (io_uring, O_DIRECT) for IOPS and bandwidth, and
# pg_test_fsync for commit rates. Prints each pair and the median ratio DriveProof/reference
# (1.00 = level), and CPU time per I/O for the fio jobs. A benchmark, not a test: run it
# on a quiet machine and read the numbers; nothing here passes or fails. On a busy one,
# run it as root under `chrt -f 50` so both tools get the CPU when they ask for it.
#
# A last section checks that the window costs nothing (issue 5, "no cost to the numbers"):
# the same RND4K Q32T1 read, started through the GUI's own code path (driveproof --run-test:
# the real window, test window, live chart and TestController, on the offscreen platform) and
# from driveproof-cli bench, in the same folder, interleaved; it prints the median GUI / CLI.
#
#   tests/perf/compare.sh [FOLDER] [ROUNDS] [SECONDS]
#     FOLDER   where the test file goes (default: a new folder under /var/tmp)
#     ROUNDS   interleaved rounds per job (default 3)
#     SECONDS  runtime of each measurement (default 5)
# DRIVEPROOF_CLI names the binary (default: build/default/app/cli/driveproof-cli),
# DRIVEPROOF_GUI the window's (default: build/default/app/gui/driveproof).
# COMPARE=gui runs only the GUI / CLI section, COMPARE=tools only fio and pg_test_fsync;
# SIZE sets the test file size (default 1G).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/../.."

cli=${DRIVEPROOF_CLI:-build/default/app/cli/driveproof-cli}
gui=${DRIVEPROOF_GUI:-build/default/app/gui/driveproof}
what=${COMPARE:-all}
rounds=${2:-3}
secs=${3:-5}
[ -x "$cli" ] || { echo "compare: $cli is not built; run ./run test first" >&2; exit 1; }
if [ "$what" != gui ]; then
  command -v fio >/dev/null || { echo "compare: fio is not installed (apt install fio)" >&2; exit 1; }
fi
if [ "$what" != tools ]; then
  [ -x "$gui" ] || { echo "compare: $gui is not built" >&2; exit 1; }
fi
pgtf=$(command -v pg_test_fsync || ls /usr/lib/postgresql/*/bin/pg_test_fsync 2>/dev/null | tail -1 || true)

if [ -n "${1:-}" ]; then
  folder=$(mktemp -d "$1/driveproof-compare-XXXXXX")
else
  folder=$(mktemp -d /var/tmp/driveproof-compare-XXXXXX)
fi
trap 'rm -rf "$folder"' EXIT
file="$folder/testfile"
size=${SIZE:-1G} # SIZE=256M for a short run

echo "DriveProof: $("$cli" --version)   fio: $(fio --version 2>/dev/null || echo none)   pg_test_fsync: ${pgtf:-not installed}"
echo "Folder: $folder ($(findmnt -no FSTYPE,SOURCE -T "$folder" | tr -s ' '))   kernel $(uname -r)   $(nproc) CPUs"
echo "Rounds: $rounds, $secs s each"
echo

results="$folder/results.txt"
: >"$results"

# GUI / CLI: the same test, same folder, same size and time; each makes its own temporary
# file (filled with data first), as a user's run would.
run_gui() {
  QT_QPA_PLATFORM=${DRIVEPROOF_GUI_PLATFORM:-offscreen} "$gui" --run-test quick \
      --only rnd4kq32t1.read --target "$folder" --size $size --duration "$secs" \
      --json-out "$folder/gui.json" >/dev/null 2>"$folder/gui.err" ||
    { cat "$folder/gui.err" >&2; return 1; }
}
run_cli() {
  "$cli" bench quick "$folder" --only rnd4kq32t1.read --size $size --duration "$secs" \
      --json --no-history >"$folder/cli.json" 2>/dev/null
}
gui_vs_cli() {
  echo "RND4K Q32T1 read, IOPS: driveproof --run-test (the GUI's code path) vs driveproof-cli bench"
  printf '%-18s %5s %14s %14s %8s\n' job round "CLI IOPS" "GUI IOPS" "GUI/CLI"
  local r
  for r in $(seq 1 "$rounds"); do
    # Alternate who goes first, so neither always gets the warmer cache.
    if [ $((r % 2)) -eq 1 ]; then run_gui; run_cli; else run_cli; run_gui; fi
    /usr/bin/python3 - "$folder/cli.json" "$folder/gui.json" "$r" <<'PY' | tee -a "$results"
import json,sys
def iops(path):
    r=json.load(open(path))
    return [m for m in r["measurements"] if m["key"]=="rnd4kq32t1.read"][0]["iops"]
c,g=iops(sys.argv[1]),iops(sys.argv[2])
print(f"{'GUI/CLI-RND4K-Q32':<18} {sys.argv[3]:>5} {c:>14.0f} {g:>14.0f} {g/c if c else 0:>8.3f}")
PY
  done
  /usr/bin/python3 - "$results" <<'PY'
import sys,statistics
v=[float(l.split()[4]) for l in open(sys.argv[1]) if l.startswith("GUI/CLI")]
m=statistics.median(v)
print(f"Median GUI / CLI over {len(v)} rounds: {m:.3f} (within 3%: {'yes' if abs(m-1)<=0.03 else 'NO'})")
PY
}
if [ "$what" = gui ]; then
  gui_vs_cli
  exit 0
fi

# Lay the file out once, with real data, so both tools read the same blocks.
fio --name=layout --filename="$file" --size=$size --rw=write --bs=1M --direct=1 \
    --ioengine=psync --output=/dev/null

# name  driveproof-key  fio-args
jobs=(
  "RND4K-Q32T1-read   rnd4kq32t1.read   --rw=randread  --bs=4k --iodepth=32"
  "RND4K-Q1T1-read    rnd4kq1t1.read    --rw=randread  --bs=4k --iodepth=1"
  "SEQ1M-Q8T1-read    seq1mq8t1.read    --rw=read      --bs=1M --iodepth=8"
  "RND4K-Q32T1-write  rnd4kq32t1.write  --rw=randwrite --bs=4k --iodepth=32"
  "SEQ1M-Q8T1-write   seq1mq8t1.write   --rw=write     --bs=1M --iodepth=8"
)
family_of() { case "$1" in rnd*) echo random ;; seq*) echo quick ;; esac; }

run_fio() { # args... -> "iops bw_bytes cpu_seconds ios"
  fio --name=ref --filename="$file" --size=$size --ioengine=io_uring --direct=1 --numjobs=1 \
      --time_based --runtime="$secs" --randrepeat=0 --norandommap --group_reporting \
      --output-format=json "$@" |
    /usr/bin/python3 -c '
import json,sys
j=json.load(sys.stdin)["jobs"][0]
d=j["read"] if j["read"]["io_bytes"] else j["write"]
cpu=(j["usr_cpu"]+j["sys_cpu"])/100.0*j["job_runtime"]/1000.0
print(d["iops"], d["bw_bytes"], cpu, d["total_ios"])'
}
run_dp() { # key -> "iops bw_bytes cpu_seconds ios"
  local key=$1 out="$folder/dp.json" t="$folder/time.txt"
  /usr/bin/time -f "%U %S" -o "$t" "$cli" bench "$(family_of "$key")" "$file" --size $size \
      --duration "$secs" --only "$key" --json --no-history >"$out"
  /usr/bin/python3 - "$out" "$t" <<'PY'
import json,sys
r=json.load(open(sys.argv[1]))
m=[x for x in r["measurements"] if not x.get("skipped_reason")][0]
# CPU of the measurement itself (like fio's job CPU), not of the whole process with its start.
cpu=m.get("cpu_seconds")
if cpu is None:
    u,s=map(float,open(sys.argv[2]).read().split()[-2:]); cpu=u+s
print(m["iops"], m["bytes_per_second"], cpu, m["ops"])
PY
}

printf '%-18s %5s %14s %14s %8s %12s %12s %8s\n' job round "fio IOPS" "DP IOPS" ratio "fio µs CPU/IO" "DP µs CPU/IO" ratio
for job in "${jobs[@]}"; do
  read -r name key fioargs <<<"$job"
  for r in $(seq 1 "$rounds"); do
    # Alternate who goes first, so neither always gets the warmer cache.
    if [ $((r % 2)) -eq 1 ]; then
      f=$(run_fio $fioargs); d=$(run_dp "$key")
    else
      d=$(run_dp "$key"); f=$(run_fio $fioargs)
    fi
    read -r fi fb fc fn <<<"$f"
    read -r di db dc dn <<<"$d"
    /usr/bin/python3 - "$name" "$r" "$fi" "$di" "$fc" "$fn" "$dc" "$dn" <<'PY' | tee -a "$results"
import sys
name,r,fi,di,fc,fn,dc,dn=sys.argv[1],sys.argv[2],*map(float,sys.argv[3:])
fcpu=fc/fn*1e6 if fn else 0; dcpu=dc/dn*1e6 if dn else 0
print(f"{name:<18} {r:>5} {fi:>14.0f} {di:>14.0f} {di/fi if fi else 0:>8.2f} {fcpu:>12.2f} {dcpu:>12.2f} {dcpu/fcpu if fcpu else 0:>8.2f}")
PY
  done
done

if [ -n "$pgtf" ]; then
  echo
  echo "Commit rates (ops/s) — pg_test_fsync -s $secs vs driveproof-cli bench commit, same folder"
  printf '%-34s %5s %12s %12s %8s\n' line round pg_test_fsync DriveProof ratio
  for r in $(seq 1 "$rounds"); do
    "$pgtf" -f "$folder/pgfile" -s "$secs" >"$folder/pg.txt" 2>&1 || true
    "$cli" bench commit "$folder" --duration "$secs" --json --no-history >"$folder/dpc.json"
    /usr/bin/python3 - "$folder/pg.txt" "$folder/dpc.json" "$r" <<'PY' | tee -a "$results"
import json,re,sys
pg=open(sys.argv[1]).read(); dp=json.load(open(sys.argv[2])); r=sys.argv[3]
lines={m["key"]:m for m in dp["measurements"]}
# pg_test_fsync's sections, in its order, mapped to DriveProof's keys.
sections=re.split(r"\n(?=Compare|Test if|Non-sync)", pg)
def rates(text):
    return {m.group(1).strip(): float(m.group(2)) for m in re.finditer(r"^\s+(\S.*?)\s+([\d.]+) ops/sec", text, re.M)}
want=[("Compare file sync methods using one","s1"),("Compare file sync methods using two","s2"),
      ("Compare open_sync with different","s3"),("Test if fsync","s4"),("Non-sync","s5")]
s3={"1 * 16kB open_sync write":"open_sync.1x16k","2 *  8kB open_sync writes":"open_sync.2x8k",
    "4 *  4kB open_sync writes":"open_sync.4x4k","8 *  2kB open_sync writes":"open_sync.8x2k",
    "16 *  1kB open_sync writes":"open_sync.16x1k"}
s4={"write, fsync, close":"write-fsync-close","write, close, fsync":"write-close-fsync"}
for sec in sections:
    for head,tag in want:
        if not sec.startswith(head): continue
        for label,rate in rates(sec).items():
            if tag in ("s1","s2"): k=f"commit.{tag}.{label}"
            elif tag=="s3": k=f"commit.s3.{s3.get(label,label)}"
            elif tag=="s4": k=f"commit.s4.{s4.get(label,label)}"
            else: k="commit.s5.write"
            m=lines.get(k)
            if not m or m.get("skipped_reason"): continue
            print(f"{tag+' '+label:<34} {r:>5} {rate:>12.0f} {m['iops']:>12.0f} {m['iops']/rate if rate else 0:>8.2f}")
PY
  done
else
  echo "pg_test_fsync not found (Debian: apt install postgresql-15): commit rates not compared"
fi

echo
echo "Median ratio DriveProof/reference per line (IOPS or ops/s; CPU per I/O for fio jobs):"
/usr/bin/python3 - "$results" <<'PY'
import sys,statistics,collections
rows=collections.defaultdict(list); cpu=collections.defaultdict(list)
for line in open(sys.argv[1]):
    parts=line.split()
    if len(parts)==8 and not line.startswith(("s1","s2","s3","s4","s5")):
        rows[parts[0]].append(float(parts[4])); cpu[parts[0]].append(float(parts[7]))
    elif line[:2] in ("s1","s2","s3","s4","s5"):
        name=line[:34].strip(); rows[name].append(float(line.split()[-1]))
for name,vals in rows.items():
    c=f"   CPU/IO ratio {statistics.median(cpu[name]):.2f}" if cpu.get(name) else ""
    print(f"  {name:<34} {statistics.median(vals):.2f}{c}")
PY

if [ "$what" = all ]; then
  echo
  gui_vs_cli
fi
