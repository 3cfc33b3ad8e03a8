# shellcheck shell=bash
# Helpers for scripts that run in the lab guest (lab.sh boot --script): source
# "$LAB_HOME/guest/lib.sh". Every program started under TCG costs a tenth of a second or
# more, so these use bash's own reads where they can.
#
# Kernel names of the drives change from boot to boot (the drivers probe in parallel), so
# drives are found by what they are: LAB_DISK[NAME] is the /dev node of the lab drive NAME
# (hdd, ssd, vscsi, nvme, usb, uas, sas, slc, big), after lab_find_disks.
declare -gA LAB_DISK=()

lab_find_disks() {
  LAB_DISK=()
  local b path proc host port iface drv
  local serial
  for b in /sys/block/nvme*n1; do
    [ -e "$b" ] || continue
    serial=""
    read -r serial <"$b/device/serial" || true
    # The 123 GB drive of guest/capacity.sh (lab.sh disk "big") has a serial of its own.
    if [ "$serial" = NVMELAB09 ]; then
      LAB_DISK[big]=/dev/${b##*/}
    elif [ -z "${LAB_DISK[nvme]:-}" ]; then
      LAB_DISK[nvme]=/dev/${b##*/}
    fi
  done
  local blocks=(/sys/block/sd*)
  [ -e "${blocks[0]}" ] || return 0
  local paths=()
  mapfile -t paths < <(readlink -f "${blocks[@]/%//device}")
  local i
  for i in "${!blocks[@]}"; do
    b=${blocks[$i]}
    path=${paths[$i]}
    [[ $path =~ /(host[0-9]+)/ ]] || continue
    host=${BASH_REMATCH[1]}
    proc=""
    read -r proc <"/sys/class/scsi_host/$host/proc_name" || true
    # USB: the interface's driver tells usb-storage from uas (uas names no proc_name).
    if [[ $path =~ ^(.*/[0-9]+-[0-9.]+:[0-9]+\.[0-9]+)/ ]]; then
      iface=${BASH_REMATCH[1]}
      drv=$(readlink "$iface/driver")
      proc=${drv##*/}
    fi
    case "$proc" in
      ahci)
        # The HDD is on the first AHCI port, the SSD on the second, the "slc" SSD on the third.
        [[ $path =~ /(ata[0-9]+)/ ]] || continue
        port=${BASH_REMATCH[1]}
        [ "$port" = ata1 ] && LAB_DISK[hdd]=/dev/${b##*/}
        [ "$port" = ata2 ] && LAB_DISK[ssd]=/dev/${b##*/}
        [ "$port" = ata3 ] && LAB_DISK[slc]=/dev/${b##*/}
        ;;
      virtio_scsi) LAB_DISK[vscsi]=/dev/${b##*/} ;;
      usb-storage) LAB_DISK[usb]=/dev/${b##*/} ;;
      uas) LAB_DISK[uas]=/dev/${b##*/} ;;
      megaraid_sas | mptsas) LAB_DISK[sas]=/dev/${b##*/} ;;
    esac
  done
}

# lab_disk NAME: prints the /dev node of the lab drive NAME; fails when it is not there.
lab_disk() {
  [ ${#LAB_DISK[@]} -gt 0 ] || lab_find_disks
  [ -n "${LAB_DISK[$1]:-}" ] || return 1
  echo "${LAB_DISK[$1]}"
}

# lab_flushes DEV: flushes the kernel completed on DEV (/sys/block/DEV/stat field 16).
lab_flushes() {
  local f
  read -ra f <"/sys/block/${1#/dev/}/stat"
  echo "${f[15]:-none}"
}
