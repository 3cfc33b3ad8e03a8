# shellcheck shell=bash disable=SC2154 # cli, build and dev[] come from checks.sh
# The lab's checks (guest/checks.sh sources this file): identity, the write cache as
# read and as switched, health, and alignment on the 512e SSD.
# Uses checks.sh's helpers (dp, record, same, jfields, ...) and its dev[] of the lab's drives.

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
    # The danger by its stable code, never by its sentence (issue 18).
    jfields "$r" '.enabled, .kernel_view, ([.findings[] | select(.code == "cache.kernel-write-through-cache-on")] | length)' \
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

# --- an empty drive and one with data (issue 22) -------------------------------------------

# After alignment(): the SAS drive is as QEMU made it (zeros), the SSD holds a DOS table.
# `info --json` must say "empty" as blkid sees it. `bench` on the empty drive needs
# --destructive but, on a terminal, no typed name: script(1) gives it a terminal whose input
# ends at once, so a question for the name would be answered by nothing and refused.
# (Not "out": record() writes to the caller's $out, and a local of that name would hide it.)
empty_drive() {
  local d node j e sigs probe ref rc said answer
  for d in sas ssd; do
    node=${dev[$d]}
    [ -n "$node" ] || continue
    dp j info --json "$node"
    jfields "$j" '(.empty | tostring), (.signatures | join(",") | if . == "" then "none" else . end)' e sigs
    rc=0
    probe=$(blkid -p -o value -s PTTYPE -s TYPE "$node" 2>/dev/null) || rc=$?
    ref=false
    [ "$rc" = 2 ] && ref=true # blkid -p: 2 is "nothing found"
    same "empty.$d.info" "$e" "$ref" "blkid -p: ${probe:-nothing}; signatures: $sigs"
  done
  node=${dev[sas]}
  [ -n "$node" ] || return 0
  rc=0
  timeout 120 "$cli" bench seq "$node" --write --seconds 1 --size 16M --no-history \
    </dev/null >/dev/null 2>/tmp/lab-empty.err || rc=$?
  answer="without --destructive: exit $rc"
  rc=0
  timeout 180 script -qec "$cli bench seq $node --write --destructive --seconds 1 --size 16M \
--no-history" /dev/null </dev/null >/tmp/lab-empty.out 2>&1 || rc=$?
  said=$(tr -d '\r' </tmp/lab-empty.out)
  answer+="; with it, on a terminal: exit $rc"
  ref="refused without --destructive; with it, run on a terminal without a typed name"
  if [[ $answer == "without --destructive: exit "[1-9]*"; with it, on a terminal: exit 0" ]] &&
    [[ $said == *"without asking for its name"* ]]; then
    record "empty.sas.bench" PASS "$answer" "$ref"
  else
    record "empty.sas.bench" FAIL "$answer: $(head -c 300 /tmp/lab-empty.err) ${said:0:300}" "$ref"
  fi
}
