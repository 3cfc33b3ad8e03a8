# shellcheck shell=bash disable=SC2154 # cli and dev[] come from checks.sh
# The lab's checks of every record the drive keeps and of its self-tests (issue 23),
# against smartctl -x --json and nvme-cli in the same guest. checks.sh sources this file.

# Every SMART attribute (id, value, worst, threshold, 48-bit raw), the self-test log and the
# error log count, as smartctl reads them.
records_ata() {
  local d=$1 node=${dev[$1]} h x mine ref
  [ -n "$node" ] || return 0
  dp h health --all --json "$node"
  x=$(smartctl -x --json "$node" 2>/dev/null || true)
  jfields "$h" '[.records.ata_attributes[] | "\(.id):\(.value)/\(.worst)/\(.threshold)/\(.raw)"] | join(" ")' mine
  ref=$(jq -r '[.ata_smart_attributes.table[] | "\(.id):\(.value)/\(.worst)/\(.thresh)/\(.raw.value)"] | join(" ")' <<<"$x" 2>/dev/null || true)
  same "records.$d.attributes" "$mine" "$ref" "smartctl -x --json"
  jfields "$h" '.records.ata_self_tests | "\(length) entries" + (if length > 0 then ", newest type \(.[0].type) at \(.[0].power_on_hours) h" else "" end)' mine
  ref=$(jq -r '(.ata_smart_self_test_log.standard.table // []) | "\(length) entries" + (if length > 0 then ", newest type \(.[0].type.value) at \(.[0].lifetime_hours) h" else "" end)' <<<"$x" 2>/dev/null || true)
  same "records.$d.self-test-log" "$mine" "$ref" "smartctl -x --json"
  jfields "$h" '"\(.records.ata_error_log_count // "none") errors"' mine
  ref=$(jq -r '"\(.ata_smart_error_log.summary.count // .ata_smart_error_log.extended.count // "none") errors"' <<<"$x" 2>/dev/null || true)
  same "records.$d.error-log" "$mine" "$ref" "smartctl -x --json"
}

# A short self-test through DriveProof, then the drive's own log through smartctl: QEMU's
# disk finishes it at once and logs it at lifetime hour 1234h.
selftest_ata() {
  local d=$1 node=${dev[$1]} s mine ref
  [ -n "$node" ] || return 0
  dp s selftest "$node" short --wait --json
  jfields "$s" '"running \(.running), result \(.last_result) (\(.last_result_text)), short \(.short_minutes) min, extended \(.extended_minutes) min"' mine
  ref=$(smartctl -c --json "$node" 2>/dev/null | jq -r '"running false, result \(.ata_smart_data.self_test.status.value // 0) (Completed without error), short \(.ata_smart_data.self_test.polling_minutes.short) min, extended \(.ata_smart_data.self_test.polling_minutes.extended) min"' 2>/dev/null || true)
  same "selftest.$d.short" "$mine" "$ref" "smartctl -c --json"
  ref=$(smartctl -l selftest --json "$node" 2>/dev/null | jq -r '.ata_smart_self_test_log.standard.table[0] | "type \(.type.value) at \(.lifetime_hours) h"' 2>/dev/null || true)
  same "selftest.$d.logged" "type 1 at 4660 h" "$ref" "smartctl -l selftest --json"
  # --wait saw it end: the drive's history keeps it, with the log's facts.
  dp s history "$node" --json
  jfields "$s" '[.runs[] | select(.family == "self-test")][0].self_test // {} | "type \(.kind_code // "none") at \(.power_on_hours // "none") h"' mine
  same "selftest.$d.history" "$mine" "$ref" "smartctl -l selftest --json"
}

# Every counter of the NVMe SMART / Health log as nvme-cli reads it, and whether the
# controller offers Device Self-test (Identify Controller OACS bit 4).
records_nvme() {
  local node=${dev[nvme]} h mine ref s
  [ -n "$node" ] || return 0
  dp h health --all --json "$node"
  jfields "$h" '.records.nvme_log | "\(.available_spare_percent)/\(.available_spare_threshold_percent) \(.percentage_used) \(.data_units_read) \(.data_units_written) \(.host_read_commands) \(.host_write_commands) \(.controller_busy_minutes) \(.error_log_entries) \(.warning_temperature_minutes) \(.critical_temperature_minutes) \(.thermal_transitions[0]) \(.thermal_transitions[1]) \(.thermal_seconds[0]) \(.thermal_seconds[1])"' mine
  ref=$(nvme smart-log "$node" -o json 2>/dev/null |
    jq -r '"\(.avail_spare)/\(.spare_thresh) \(.percent_used) \(.data_units_read) \(.data_units_written) \(.host_read_commands) \(.host_write_commands) \(.controller_busy_time) \(.num_err_log_entries) \(.warning_temp_time) \(.critical_comp_time) \(.thm_temp1_trans_count) \(.thm_temp2_trans_count) \(.thm_temp1_total_time) \(.thm_temp2_total_time)"' 2>/dev/null || true)
  same "records.nvme.log" "$mine" "$ref" "nvme smart-log -o json"
  dp s selftest "$node" status --json
  jfields "$s" '"self-tests \(.supported)"' mine
  ref=$(nvme id-ctrl "$node" -o json 2>/dev/null | jq -r '"self-tests \((.oacs / 16 | floor) % 2 == 1)"' 2>/dev/null || true)
  same "selftest.nvme.offered" "$mine" "$ref" "nvme id-ctrl -o json (OACS bit 4)"
}

# The namespace's LBA formats (Identify Namespace: MS, LBADS, RP of each, and the one FLBAS
# names, bits 6:5 counted above 16 formats) as nvme id-ns reads them. QEMU's namespace offers
# eight: 512 and 4096 bytes with 0, 8, 16 and 64 bytes of metadata.
lbaformats_nvme() {
  local node=${dev[nvme]} h mine ref
  [ -n "$node" ] || return 0
  dp h health --all --json "$node"
  jfields "$h" '.records.nvme_lba_formats | "in use \(.in_use): " + ([.formats[] | "\(.index):\(.metadata_bytes)/\(.lbads)/\(.relative_performance)"] | join(" "))' mine
  ref=$(nvme id-ns "$node" -o json 2>/dev/null |
    jq -r '"in use \((.flbas % 16) + (if .nlbaf >= 16 then ((.flbas / 32 | floor) % 4) * 16 else 0 end)): " + ([.lbafs | to_entries[] | "\(.key):\(.value.ms)/\(.value.ds)/\(.value.rp)"] | join(" "))' 2>/dev/null || true)
  same "lbaformats.nvme" "$mine" "$ref" "nvme id-ns -o json"
}

# Heat around a test: a short read-only bench on the drive keeps its temperature from before
# and after the test in the result. QEMU's temperatures never change, so both readings must
# equal what smartctl -A --json (SATA) or nvme smart-log --output-format=json (NVMe) says.
heat_around() {
  local d=$1 node=${dev[$1]} r mine ref tool
  [ -n "$node" ] || return 0
  dp r bench surface "$node" --size 16M --json --no-history
  jfields "$r" '.heat | "before \(.before.temperature_celsius // "none") °C, after \(.after.temperature_celsius // "none") °C" + (if .not_read then " (not read: \(.not_read))" else "" end)' mine
  if [ "$d" = nvme ]; then
    tool="nvme smart-log --output-format=json"
    ref=$(nvme smart-log "$node" --output-format=json 2>/dev/null | jq -r '.temperature - 273' 2>/dev/null || true)
  else
    tool="smartctl -A --json"
    ref=$(smartctl -A --json "$node" 2>/dev/null | jq -r '.temperature.current // "none"' 2>/dev/null || true)
  fi
  same "heat.$d.temperature" "$mine" "before ${ref:-none} °C, after ${ref:-none} °C" "$tool"
}

# A report of the drive judged without it (docs/reports.md): the drive's own smartctl -x, as
# text and as JSON, read back by health --report, gives what health DEVICE gives: the
# verdict, the counters, "is it new" with every clock, and each attribute decoded. After
# selftest_ata, so the self-test log has an entry (QEMU stamps it at hour 4660 on a drive
# whose counter says far less: both ways must say so).
report_ata() {
  local d=$1 node=${dev[$1]} h r mine ref fmt
  local summary='"\(.overall), \(.power_on_hours) h, \(.power_cycles) cycles, \(.temperature_celsius) °C; is it new: \(.usage.verdict) [\([.usage.reasons[].arguments | join("/")] | join("; "))]; \([.attributes[] | "\(.id) \(.name) \(.value)/\(.worst)/\(.threshold) \(.decoded)"] | join(", "))"'
  [ -n "$node" ] || return 0
  dp h health --json "$node"
  jfields "$h" "$summary" ref
  # smartctl's exit status is a bit mask of findings: the output is what counts.
  smartctl -x "$node" >/tmp/lab-report.txt 2>/dev/null || true
  smartctl -x --json "$node" >/tmp/lab-report.json 2>/dev/null || true
  for fmt in txt json; do
    dp r health --report "/tmp/lab-report.$fmt" --json
    jfields "$r" "$summary" mine
    same "report.$d.$fmt" "$mine" "$ref" "health $node --json"
  done
}

# The same for NVMe from nvme-cli's smart-log and id-ctrl.
report_nvme() {
  local node=${dev[nvme]} h r mine ref
  local summary='"\(.overall), \(.power_on_hours) h, \(.power_cycles) cycles, \(.temperature_celsius) °C, \(.percentage_used) % used, \(.media_errors) media errors, \(.bytes_written) bytes written; is it new: \(.usage.verdict)"'
  [ -n "$node" ] || return 0
  dp h health --json "$node"
  jfields "$h" "$summary" ref
  nvme smart-log "$node" -o json >/tmp/lab-smart-log.json 2>/dev/null || true
  nvme id-ctrl "$node" -o json >/tmp/lab-id-ctrl.json 2>/dev/null || true
  dp r health --report /tmp/lab-smart-log.json --id-ctrl /tmp/lab-id-ctrl.json --json
  jfields "$r" "$summary" mine
  same "report.nvme" "$mine" "$ref" "health $node --json"
  jfields "$r" '"\(.model)"' mine
  ref=$(jq -r '.mn | gsub("^ +| +$"; "")' /tmp/lab-id-ctrl.json 2>/dev/null || true)
  same "report.nvme.model" "$mine" "$ref" "nvme id-ctrl -o json"
}
