# shellcheck shell=bash disable=SC2154 # cli and dev[] come from checks.sh
# The lab's checks (guest/checks.sh sources this file): the link each drive sits on as
# `info --json` reports it, against sysfs read here (QEMU's AHCI ports say SATA 1.5 Gb/s,
# the USB disks sit on a 5 Gb/s xHCI port, the NVMe controller may report no link at all:
# then DriveProof must say unknown too), and the verdict a short bench on the SATA SSD
# gets from those numbers: a rate above what 1.5 Gb/s carries is emulated, not praised.
# Uses checks.sh's helpers (dp, record, same, jfields, ...) and its dev[] of the lab's drives.

# g NUMBER: "6.0" and "6" alike, as printf's %g writes them; "unknown" for anything else.
g() {
  if [[ $1 =~ ^[0-9]+(\.[0-9]+)?$ ]]; then awk -v n="$1" 'BEGIN {printf "%g", n}'; else echo unknown; fi
}

# ref_sata_gbps NODE: the negotiated speed of the ata port's host link, in Gb/s.
ref_sata_gbps() {
  local path spd=""
  path=$(readlink -f "/sys/block/${1#/dev/}")
  [[ $path =~ /ata([0-9]+)/ ]] || {
    echo unknown
    return 0
  }
  read -r spd _ <"/sys/class/ata_link/link${BASH_REMATCH[1]}/sata_spd" || true
  g "$spd"
}

link_sata() {
  local d=$1 node=${dev[$1]} info mine
  [ -n "$node" ] || return 0
  dp info info --json "$node"
  jfields "$info" '.link.sata_gbps // "unknown"' mine
  same "link.$d.sata" "$(g "$mine") Gb/s" "$(ref_sata_gbps "$node") Gb/s" \
    "/sys/class/ata_link/*/sata_spd"
}

# The USB device (the folder above the storage interface "N-P:C.I") and its driver.
link_usb() {
  local d=$1 node=${dev[$1]} info mine path speed="unknown" drv="unknown"
  [ -n "$node" ] || return 0
  dp info info --json "$node"
  jfields "$info" '"\(.link.usb_mbps // "unknown") Mb/s, \(.link.usb_driver // "unknown")"' mine
  path=$(readlink -f "/sys/block/${node#/dev/}")
  if [[ $path =~ ^(.*/[0-9]+-[0-9.]+)/([0-9]+-[0-9.]+:[0-9]+\.[0-9]+)/ ]]; then
    read -r speed <"${BASH_REMATCH[1]}/speed" || speed=unknown
    drv=$(readlink -f "${BASH_REMATCH[1]}/${BASH_REMATCH[2]}/driver")
    drv=${drv##*/}
  fi
  same "link.$d.usb" "$mine" "$(g "$speed") Mb/s, ${drv:-unknown}" "the USB device's speed, the interface's driver"
}

link_nvme() {
  local node=${dev[nvme]} info gts lanes ctrl pci spd="" width=""
  [ -n "$node" ] || return 0
  dp info info --json "$node"
  jfields "$info" '.link.pcie_gts // "unknown"' gts
  jfields "$info" '.link.pcie_width // "unknown"' lanes
  ctrl=${node#/dev/}
  ctrl=${ctrl%n*}
  pci=$(readlink -f "/sys/class/nvme/$ctrl/device")
  [ -r "$pci/current_link_speed" ] && read -r spd _ <"$pci/current_link_speed"
  [ -r "$pci/current_link_width" ] && read -r width <"$pci/current_link_width"
  [ "$width" = 0 ] && width=""
  width=$(g "$width")
  same "link.nvme.pcie" "$(g "$gts") GT/s x$(g "$lanes")" "$(g "$spd") GT/s x$width" \
    "$pci/current_link_speed, current_link_width (none: unknown)"
}

# A sequential read of the SATA SSD's first 256 MiB (the surface scan: the read-only
# family, so no --destructive on the raw device): its rate against the 1.5 Gb/s link's
# 150 MB/s (8b/10b). Above 5% over it the verdict must say emulated (expect.beyond-link);
# within 85% of the ~140 MB/s drives reach, the link's limit; below that, no link verdict.
link_verdict() {
  local node=${dev[ssd]} r rate codes gbps carry want got
  [ -n "$node" ] || return 0
  dp r bench surface "$node" --size 256M --json --no-history
  echo "$r" >"$LAB_RESULTS/bench-ssd-link.json"
  jfields "$r" '([.measurements[] | select(.operation == "read" and (.random | not)) | .bytes_per_second] | max // 0 | floor), ([.findings[].code | select(startswith("expect."))] | join(","))' \
    rate codes
  if [[ $r == error:* ]] || ! [[ $rate =~ ^[0-9]+$ ]]; then
    record link.ssd.verdict FAIL "${r:0:300}" "a sequential read of $node"
    return 0
  fi
  gbps=$(ref_sata_gbps "$node")
  if [ "$gbps" = unknown ]; then
    want=""
  else
    carry=$(awk -v g="$gbps" 'BEGIN {printf "%d", g * 1e8}')
    want=$(awk -v r="$rate" -v c="$carry" 'BEGIN {
      if (r > 1.05 * c) print "expect.beyond-link";
      else if (r >= 0.85 * 0.93 * c) print "expect.at-link-limit";
      else print "" }')
  fi
  got=${codes%%,*}
  [[ $got == expect.beyond-link || $got == expect.at-link-limit || $got == expect.link-below-drive ]] || got=""
  same "link.ssd.verdict" "${got:-no link verdict} (codes: ${codes:-none})" \
    "${want:-no link verdict} (codes: ${codes:-none})" \
    "read at $((rate / 1000000)) MB/s on SATA $gbps Gb/s ($((${carry:-0} / 1000000)) MB/s carried)"
}

# The end of the SLC cache: a sustained write over the raw "slc" SSD (lab.sh: QEMU lets its
# writes through at a burst rate until a bucket is full, then at LAB_SLC_BPS). The verdict
# must name the SLC cache (the drive is a SATA SSD), the rate after the fall must be the
# throttle's within 25%, and the rate before it at least 1.5 times that.
slc_cache() {
  local node=${dev[slc]:-} r code before after at ok v
  if [ -z "$node" ] || [ -z "${LAB_SLC_BPS:-}" ]; then
    record slc.verdict FAIL "-" "the guest has no slc drive (or no LAB_SLC_BPS)"
    return 0
  fi
  dp r bench sustained "$node" --size 192M --destructive --json --no-history
  echo "$r" >"$LAB_RESULTS/bench-slc.json"
  jfields "$r" '[.findings[] | select(.code | startswith("sustained."))][0] // {} | (.code // "none"), (.arguments[0] // "0" | tonumber | floor), (.arguments[1] // "0" | tonumber | floor), (.arguments[2] // "0" | tonumber | floor)' \
    code before after at
  for v in before after at; do [[ ${!v} =~ ^[0-9]+$ ]] || printf -v "$v" 0; done
  same slc.verdict "$code" sustained.slc-cache-end "a SATA SSD whose writes QEMU slows after a burst"
  ok=$(awk -v b="$before" -v a="$after" -v t="$LAB_SLC_BPS" \
    'BEGIN { print (a >= 0.75 * t && a <= 1.25 * t && b >= 1.5 * t) ? "PASS" : "FAIL" }' 2>/dev/null || echo FAIL)
  record slc.rates "$ok" \
    "$((before / 1000000)) MB/s, then $((after / 1000000)) MB/s after $((at / 1048576)) MiB" \
    "then $((LAB_SLC_BPS / 1000000)) MB/s ±25% (QEMU's bps-write), before at least 1.5 times that"
}

links() {
  link_sata hdd
  link_sata ssd
  link_usb usb
  link_usb uas
  link_nvme
  link_verdict
}
