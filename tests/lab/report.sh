#!/usr/bin/env bash
# The lab's closing table: every check with DriveProof's answer and the reference's.
#   report.sh CHECKS.TSV...
# Fails (1) when a check failed (or was skipped) or a pass left no results.
set -euo pipefail
status=0
rows=()
for f in "$@"; do
  if [ ! -s "$f" ]; then
    echo "lab: no results in $f: the pass did not run its checks" >&2
    status=1
    continue
  fi
  while IFS= read -r line; do rows+=("$line"); done <"$f"
done
[ ${#rows[@]} -gt 0 ] || exit 1

printf '\n%-12s %-36s %-6s %-52s %s\n' PASS CHECK RESULT DRIVEPROOF REFERENCE
passed=0 failed=0
for line in "${rows[@]}"; do
  IFS=$'\t' read -r pass check result mine ref <<<"$line"
  printf '%-12s %-36s %-6s %-52s %s\n' "$pass" "$check" "$result" "$mine" "$ref"
  if [ "$result" = PASS ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo

# Issue 13's five defects, each with the checks that show it.
defect() {
  local title=$1 pattern=$2 line pass check result mine ref names=() bad=0
  for line in "${rows[@]}"; do
    IFS=$'\t' read -r pass check result mine ref <<<"$line"
    [[ $check =~ $pattern ]] || continue
    names+=("$check")
    [ "$result" = PASS ] || bad=$((bad + 1))
  done
  local verdict="shown by no check"
  if [ ${#names[@]} -gt 0 ]; then
    verdict="fixed: all ${#names[@]} checks pass"
    [ "$bad" -eq 0 ] || verdict="PRESENT: $bad of ${#names[@]} checks fail"
  fi
  printf '  %-58s %s (%s)\n' "$title" "$verdict" "$(printf '%s\n' "${names[@]}" | sort -u | paste -sd' ')"
}
echo "Issue 13's defects:"
defect "1 ATA health reads no SMART data" '^health\.(hdd|ssd)\.'
defect "2 model (and firmware) names cut short" '^identity\.(hdd|ssd)\.(model|model-udev|firmware)$'
defect "3 rotation rate of the SATA disks unknown" '^(identity\.(hdd|ssd)\.rotation|commit\.hdd\.platter)$'
defect "4 scsi-hd on virtio-scsi: \"takes no drive commands\"" '^(cache\.vscsi\.drive|switch\.vscsi\..*)$'
defect "5 md RAID1 (and dm-linear): flushes \"swallowed\"" '^commit\.(md-raid1|dm-linear)\.verdict$'
echo "Issue 14, in-use detection through the stack:"
defect "md and dm over loops (tst_stackedloops), a real md member" '^inuse\.'
echo "Issue 17, the fleet exporter:"
defect "export parsed, health, drive cache, no health read under a test" '^export\.'
echo
if [ "$failed" -gt 0 ]; then
  echo "lab: $failed of $((passed + failed)) checks FAILED:"
  for line in "${rows[@]}"; do
    IFS=$'\t' read -r pass check result mine ref <<<"$line"
    [ "$result" = PASS ] && continue
    printf '  %s %s (%s pass)\n       DriveProof: %s\n       reference:  %s\n' "$result" "$check" "$pass" "$mine" "$ref"
  done
  status=1
else
  echo "lab: all $passed checks passed"
fi
exit "$status"
