# shellcheck shell=bash disable=SC2154 # cli, build and dev[] come from checks.sh
# The lab's checks (guest/checks.sh sources this file): the fleet exporter (issue 17).
# Uses checks.sh's helpers (dp, record, same, jfields, ...) and its dev[] of the lab's drives.

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
