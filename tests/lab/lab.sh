#!/usr/bin/env bash
# DriveProof's drive lab: a QEMU guest (TCG, no KVM needed) with real kernel drivers over
# emulated drives (AHCI HDD and 512e SSD, scsi-hd on virtio-scsi, NVMe, USB mass storage
# and UAS, SAS on an emulated HBA), running this machine's fresh build and the
# distribution's tools from the host's root, shared read-only over 9p.
#
#   lab.sh prepare [--cache DIR]
#       Fetch Debian's kernel package (apt-get download, unpacked, not installed) and build
#       the busybox initramfs with the storage modules. Cached: a re-run only checks.
#   lab.sh boot --script FILE --results DIR [--cache DIR] [--images DIR] [--disks LIST]
#               [--services LIST] [--pass NAME] [--timeout SECONDS] [--memory MIB]
#               [--ssd-image FILE] [--witness-port PORT] [--pid-file FILE] [--share DIR]...
#               [-- ARGS]
#       Boot the guest once and run a copy of FILE (bash, as root, in the guest) with ARGS.
#       The guest's root is this machine's, read-only, with tmpfs or overlays on /run, /tmp,
#       /etc, /var and /root; the project's tree and each --share DIR (a build folder) are
#       shared on their own and mounted at their own paths in the guest, so a checkout or
#       build under /tmp, /root or /var is found there too. FILE finds the results share (DIR here) in $LAB_RESULTS,
#       tests/lab in $LAB_HOME (source $LAB_HOME/guest/lib.sh: LAB_DISK[hdd] and so on) and
#       the pass name in $LAB_PASS. Disks (fresh sparse images in --images, default
#       DIR/images, deleted after the boot): a comma list of hdd, ssd, vscsi, nvme, usb,
#       uas, sas, slc (a SATA SSD whose writes slow down after a burst), big (a second NVMe
#       drive of 123.0 GB, sparse: guest/capacity.sh's f3 case; not in "all"), or "all" (default)
#       or "none". Services: a comma list of udev, dbus,
#       udisks (default: udev). The guest's console is echoed and kept in DIR/console.log.
#       Exit status: the script's; 77 when QEMU cannot run here. guest/screenshot.sh (with
#       --services udev,dbus,udisks -- BUILD_DIR) saves the window over the lab's drives,
#       the SATA SSD selected, in English and German (PNGs in DIR). --ssd-image: the SSD is
#       FILE (kept, opened with direct I/O: the guest's flushes reach it); --witness-port: a
#       NIC on a restricted user-mode network where 10.0.2.100:7070 is 127.0.0.1:PORT here
#       (guest 10.0.2.15/24); --pid-file: QEMU's pid, for a cut.
#   lab.sh test --build DIR [--cache DIR] [--work DIR] [--passes workstation,server]
#       The lab test (ctest label "lab"): one boot per pass (workstation: udevd, dbus and
#       udisksd; server: udevd only) running tests/lab/guest/checks.sh against DIR's
#       driveproof-cli, then the table of checks. Fails when a check fails.
#   lab.sh powerloss --build DIR [--cache DIR] [--work DIR] [--cycles N] [--modes LIST]
#       The power-loss test through whole boots (ctest "lab_powerloss"): tests/lab/powerloss.sh.
set -euo pipefail

here=$(dirname "$(readlink -f "$0")")
lab_name=lab
# say, die, skip
. "$here/common.sh"

# Modules the guest loads from the initramfs (dependencies follow by modprobe).
guest_modules=(
  virtio_pci 9pnet_virtio 9p overlay
  ahci sd_mod sg virtio_scsi nvme xhci_pci ehci_pci usb_storage uas mptsas megaraid_sas
  raid1 dm_mod dm_zero dm_writecache dm_crypt xts ext4 crc32c_generic crc32c_intel loop virtio_net
)

cache_default() { echo "${DRIVEPROOF_LAB_CACHE:-$here/../../build/lab-cache}"; }

# --- prepare -------------------------------------------------------------------------------

prepare() {
  local cache
  cache=$(cache_default)
  while [ $# -gt 0 ]; do
    case "$1" in
      --cache) cache=$2; shift 2 ;;
      *) die "prepare: unknown option $1" ;;
    esac
  done
  command -v apt-get >/dev/null ||
    skip "the lab boots Debian's kernel, fetched with apt-get download: this is not a Debian-like system"
  for tool in busybox depmod modprobe cpio gzip dpkg-deb apt-get apt-cache; do
    command -v "$tool" >/dev/null || die "prepare needs $tool (apt: busybox-static kmod cpio dpkg apt)"
  done
  [ -x /bin/busybox ] || die "prepare needs /bin/busybox (apt: busybox-static)"
  mkdir -p "$cache"
  cache=$(readlink -f "$cache")

  # The kernel package that linux-image-amd64 stands for today.
  local pkg deb
  pkg=$(cat "$cache/kernel-package" 2>/dev/null || true)
  if [ -z "$pkg" ] || ! ls "$cache"/"$pkg"_*.deb >/dev/null 2>&1; then
    kernel_package() {
      apt-cache depends linux-image-amd64 2>/dev/null |
        awk '$1 == "Depends:" && $2 ~ /^linux-image-[0-9]/ {print $2; exit}'
    }
    pkg=$(kernel_package)
    [ -n "$pkg" ] || { apt-get update -qq >&2 && pkg=$(kernel_package); }
    [ -n "$pkg" ] || die "apt-cache knows no linux-image-amd64, even after apt-get update"
    if ! ls "$cache"/"$pkg"_*.deb >/dev/null 2>&1; then
      say "downloading $pkg (apt-get download)"
      (cd "$cache" && apt-get download -q "$pkg" >&2) ||
        (apt-get update -qq >&2 && cd "$cache" && apt-get download -q "$pkg" >&2) ||
        die "apt-get download $pkg failed"
    fi
    echo "$pkg" >"$cache/kernel-package"
  fi
  deb=$(find "$cache" -maxdepth 1 -name "${pkg}_*.deb" | head -1)

  # Rebuild the initramfs when the package, the module list or the guest's /init changed.
  local stamp
  stamp=$( (basename "$deb"; printf '%s\n' "${guest_modules[@]}"; cat "$here/guest/init") | sha256sum | cut -c1-16)
  if [ -f "$cache/initrd.gz" ] && [ -f "$cache/vmlinuz" ] && [ "$(cat "$cache/stamp" 2>/dev/null)" = "$stamp" ]; then
    return 0
  fi
  say "building the initramfs from $(basename "$deb")"
  local tmp kver
  tmp=$(mktemp -d "$cache/tmp.XXXXXX")
  # shellcheck disable=SC2064
  trap "rm -rf '$tmp'" EXIT
  dpkg-deb -x "$deb" "$tmp/kernel"
  kver=$(ls "$tmp/kernel/lib/modules")
  depmod -b "$tmp/kernel" "$kver"
  local init=$tmp/initrd
  mkdir -p "$init"/{bin,dev,proc,sys,lib/modules/"$kver"}
  cp /bin/busybox "$init/bin/busybox"
  cp "$here/guest/init" "$init/init"
  chmod 755 "$init/init"
  local m f
  for m in "${guest_modules[@]}"; do
    modprobe -d "$tmp/kernel" -S "$kver" --show-depends "$m" | awk '$1 == "insmod" {print $2}'
  done | sort -u | while read -r f; do
    mkdir -p "$init/$(dirname "${f#"$tmp/kernel"}")"
    cp "$f" "$init/${f#"$tmp/kernel"}"
  done
  cp "$tmp/kernel/lib/modules/$kver"/modules.{order,builtin,builtin.modinfo} "$init/lib/modules/$kver/"
  depmod -b "$init" "$kver"
  printf '%s\n' "${guest_modules[@]}" >"$init/modules.list"
  (cd "$init" && find . | cpio -o -H newc --quiet | gzip -1) >"$tmp/initrd.gz"
  cp "$tmp/kernel/boot/vmlinuz-$kver" "$tmp/vmlinuz"
  mv "$tmp/initrd.gz" "$tmp/vmlinuz" "$cache/"
  echo "$kver" >"$cache/kernel-version"
  echo "$stamp" >"$cache/stamp"
  rm -rf "$tmp"
  trap - EXIT
  say "initramfs ready: $cache (kernel $kver)"
}

# --- boot ----------------------------------------------------------------------------------

# Skips (77) where QEMU cannot run: not installed, or it cannot start a q35 machine with TCG.
# A machine that starts (and stays up, stopped, until killed) counts as running.
qemu_can_run() {
  command -v qemu-system-x86_64 >/dev/null || skip "qemu-system-x86_64 is not installed (apt: qemu-system-x86)"
  [ -r /usr/share/qemu/qboot.rom ] || skip "QEMU's qboot firmware is missing (/usr/share/qemu/qboot.rom)"
  local rc=0 msg
  msg=$(timeout 2 qemu-system-x86_64 -M q35 -accel tcg -bios /usr/share/qemu/qboot.rom -nodefaults \
    -display none -monitor none -serial none -S 2>&1 </dev/null) || rc=$?
  [ "$rc" -eq 124 ] || skip "QEMU cannot start a machine here (exit $rc): ${msg:0:300}"
}

# The "slc" drive: a SATA SSD whose writes QEMU lets through at up to 48 MiB/s until its
# burst bucket is full (2 s at the burst rate above the sustained one), then at 12 MiB/s:
# what a DRAM-less SSD does when its SLC cache runs out. guest/checks-links.sh holds the
# sustained write's verdict against the sustained rate (LAB_SLC_BPS in job.env).
slc_bps=12582912
slc_burst_bps=50331648
slc_burst_seconds=2

# The lab's drives. Long model names and set serials: DriveProof must report them whole.
# $1 name, $2 image folder; appends to the array qemu_args.
add_disk() {
  local name=$1 dir=$2 img
  img="$dir/$name.img"
  # cache=unsafe: the guest's flushes end in QEMU, not on this machine's disk (they are
  # counted in the guest's kernel all the same); runs stay fast and repeatable.
  local drive="file=$img,format=raw,if=none,cache=unsafe,id=$name"
  if [ "$name" = ssd ] && [ -n "${ssd_image:-}" ]; then
    # A given image (the power-loss test's FUSE disk): direct I/O, and every flush of the
    # guest becomes an fdatasync of the file.
    drive="file=$ssd_image,format=raw,if=none,cache=none,file.locking=off,id=$name"
  else
    rm -f "$img"
    case "$name" in
      hdd | ssd | nvme) truncate -s 2G "$img" ;;
      # The real flash behind f3's "2 TB" NVMe fakes that fail at about 123 GB: 123.0 GB,
      # no power of two. Sparse: only what the guest writes costs disk here.
      big) truncate -s 123010547712 "$img" ;;
      *) truncate -s 1G "$img" ;;
    esac
  fi
  case "$name" in
    hdd)
      # 60 writes a second: a commit waits about as long as on a 7200 rpm platter.
      qemu_args+=(-drive "$drive,throttling.iops-write=60" -device "ide-hd,bus=ide.0,drive=hdd,model=ST2000DM008-2FR102,serial=ZFL0LAB01,ver=0001,rotation_rate=7200")
      ;;
    ssd)
      qemu_args+=(-drive "$drive" -device "ide-hd,bus=ide.1,drive=ssd,model=Samsung SSD 870 EVO 1TB,serial=S6PTNL0LAB02,ver=SVT02B6Q,rotation_rate=1,logical_block_size=512,physical_block_size=4096")
      ;;
    vscsi)
      qemu_args+=(-device "virtio-scsi-pci,id=vscsi" -drive "$drive"
        -device "scsi-hd,bus=vscsi.0,drive=vscsi,vendor=SEAGATE,product=ST4000NM0025,serial=ZC1LAB03,ver=E004")
      ;;
    nvme)
      qemu_args+=(-drive "$drive" -device "nvme,drive=nvme,serial=NVMELAB04")
      ;;
    big)
      qemu_args+=(-drive "$drive" -device "nvme,drive=big,serial=NVMELAB09")
      ;;
    usb)
      [[ " ${qemu_args[*]} " == *" qemu-xhci,id=xhci "* ]] || qemu_args+=(-device "qemu-xhci,id=xhci")
      qemu_args+=(-drive "$drive" -device "usb-storage,bus=xhci.0,drive=usb,serial=USBLAB05")
      ;;
    uas)
      [[ " ${qemu_args[*]} " == *" qemu-xhci,id=xhci "* ]] || qemu_args+=(-device "qemu-xhci,id=xhci")
      qemu_args+=(-device "usb-uas,bus=xhci.0,id=uas" -drive "$drive"
        -device "scsi-hd,bus=uas.0,scsi-id=0,lun=0,drive=uas,vendor=WD,product=Elements 25A3,serial=UASLAB06")
      ;;
    sas)
      qemu_args+=(-device "megasas-gen2,id=sas" -drive "$drive"
        -device "scsi-hd,bus=sas.0,scsi-id=0,lun=0,drive=sas,vendor=HGST,product=HUC101818CS4204,serial=SASLAB07")
      ;;
    slc)
      qemu_args+=(-drive "$drive,throttling.bps-write=$slc_bps,throttling.bps-write-max=$slc_burst_bps,throttling.bps-write-max-length=$slc_burst_seconds"
        -device "ide-hd,bus=ide.2,drive=slc,model=CT500BX500SSD1,serial=2314E6LAB08,ver=M6CR061,rotation_rate=1")
      ;;
    *) die "unknown disk '$name' (hdd, ssd, vscsi, nvme, usb, uas, sas, slc, big)" ;;
  esac
}

boot() {
  local cache script="" results="" images="" disks=all services=udev pass=lab timeout=600 memory=1536
  local ssd_image="" witness_port="" pid_file=""
  cache=$(cache_default)
  local args=() shares=("$(readlink -f "$here/../..")")
  while [ $# -gt 0 ]; do
    case "$1" in
      --cache) cache=$2; shift 2 ;;
      --script) script=$2; shift 2 ;;
      --results) results=$2; shift 2 ;;
      --images) images=$2; shift 2 ;;
      --disks) disks=$2; shift 2 ;;
      --services) services=$2; shift 2 ;;
      --pass) pass=$2; shift 2 ;;
      --timeout) timeout=$2; shift 2 ;;
      --memory) memory=$2; shift 2 ;;
      --ssd-image) ssd_image=$(readlink -f "$2"); shift 2 ;;
      --witness-port) witness_port=$2; shift 2 ;;
      --pid-file) pid_file=$2; shift 2 ;;
      --share) [ -d "$2" ] || die "boot: --share $2 is not a folder"; shares+=("$(readlink -f "$2")"); shift 2 ;;
      --) shift; args=("$@"); break ;;
      *) die "boot: unknown option $1" ;;
    esac
  done
  [ -f "$script" ] || die "boot: --script FILE is required (an existing file)"
  [ -n "$results" ] || die "boot: --results DIR is required"
  qemu_can_run
  prepare --cache "$cache"
  cache=$(readlink -f "$cache")
  script=$(readlink -f "$script")
  mkdir -p "$results"
  results=$(readlink -f "$results")
  rm -f "$results/exit-code"
  # The guest sees the host's root, but its own /tmp and /run: it runs a copy of the script.
  cp "$script" "$results/job-script"
  images=${images:-$results/images}
  mkdir -p "$images"
  images=$(readlink -f "$images")

  # What the guest runs: boot.env for the initramfs (busybox sh), job.env for run.sh (bash).
  {
    printf 'LAB_TIMEOUT=%q\n' "$timeout"
    printf 'LAB_RUNNER=%q\n' "$here/guest/run.sh"
  } >"$results/boot.env"
  {
    printf 'LAB_SCRIPT=%q\n' /run/lab/results/job-script
    printf 'LAB_HOME=%q\n' "$here"
    printf 'LAB_PASS=%q\n' "$pass"
    printf 'LAB_SERVICES=%q\n' "$services"
    printf 'LAB_SLC_BPS=%q\n' "$slc_bps"
    printf 'LAB_ARGS=('
    [ ${#args[@]} -eq 0 ] || printf '%q ' "${args[@]}"
    printf ')\n'
  } >"$results/job.env"

  qemu_args=(-M q35 -accel tcg -cpu max -bios /usr/share/qemu/qboot.rom -smp 1 -m "$memory" -nodefaults -display none
    -serial stdio -monitor none -no-reboot
    -kernel "$cache/vmlinuz" -initrd "$cache/initrd.gz"
    -append "console=ttyS0 quiet loglevel=3 panic=-1 lab.pass=$pass"
    -virtfs "local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap"
    -virtfs "local,path=$results,mount_tag=results,security_model=none")
  # The guest puts its own tmpfs or overlays on /run, /tmp, /etc, /var and /root (lab
  # init): the project and the build, wherever they are, come as shares of their own that
  # init mounts at the same paths (shares.list: tag and path; parents before children).
  local i
  : >"$results/shares.list"
  for i in "${!shares[@]}"; do
    qemu_args+=(-virtfs "local,path=${shares[$i]},mount_tag=share$i,security_model=none,readonly=on,multidevs=remap")
    printf 'share%s %s\n' "$i" "${shares[$i]}" >>"$results/shares.list"
  done
  [ -z "$pid_file" ] || qemu_args+=(-pidfile "$pid_file")
  if [ -n "$witness_port" ]; then
    # restrict=on: the guest reaches nothing but the witness; guestfwd runs one nc per
    # connection the guest opens (a tcp: chardev would connect once, at start).
    # shellcheck disable=SC2054 # the commas are inside QEMU's options
    qemu_args+=(-netdev "user,id=n0,restrict=on,guestfwd=tcp:10.0.2.100:7070-cmd:nc 127.0.0.1 $witness_port"
      -device virtio-net-pci,netdev=n0)
  fi
  if [ "$disks" = all ]; then
    disks=hdd,ssd,vscsi,nvme,usb,uas,sas,slc
  elif [ "$disks" = none ]; then
    disks=""
  fi
  local d
  IFS=, read -ra disk_list <<<"$disks"
  for d in "${disk_list[@]}"; do
    add_disk "$d" "$images"
  done

  say "booting pass '$pass' ($disks; services $services; limit $timeout s)"
  local t0 rc=0
  t0=$(date +%s.%N)
  timeout -s KILL "$((timeout + 120))" qemu-system-x86_64 "${qemu_args[@]}" </dev/null \
    > >(tee "$results/console.log" | sed -u "s/^/[$pass] /" >&2) 2>&1 || rc=$?
  wait
  say "pass '$pass': guest ran $(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}') s"
  rm -f "$images"/*.img
  if [ ! -f "$results/exit-code" ]; then
    die "the guest of pass '$pass' gave no exit status (QEMU exited with $rc; console in $results/console.log)"
  fi
  return "$(cat "$results/exit-code")"
}

# --- test ----------------------------------------------------------------------------------

# wait_pass PID NAME: 0 when the pass's boot ended well, 77 skipped, 1 stopped early.
wait_pass() {
  local status=0
  wait "$1" || status=$?
  [ "$status" -eq 77 ] && return 77
  if [ "$status" -ne 0 ]; then
    say "pass '$2': the checks stopped early (exit $status); its table below is incomplete"
    return 1
  fi
}

lab_test() {
  local build="" cache work="" passes=workstation,server
  cache=$(cache_default)
  while [ $# -gt 0 ]; do
    case "$1" in
      --build) build=$2; shift 2 ;;
      --cache) cache=$2; shift 2 ;;
      --work) work=$2; shift 2 ;;
      --skip) skip "$2" ;;
      --passes) passes=$2; shift 2 ;;
      *) die "test: unknown option $1" ;;
    esac
  done
  [ -n "$build" ] || die "test: --build DIR is required"
  build=$(readlink -f "$build")
  [ -x "$build/app/cli/driveproof-cli" ] || die "test: no driveproof-cli in $build/app/cli"
  [ "$(id -u)" -eq 0 ] || skip "the lab needs root (9p export of / with the host's permissions)"
  qemu_can_run
  work=${work:-$build/tests/lab/work}
  mkdir -p "$work"
  work=$(readlink -f "$work")
  prepare --cache "$cache"

  # The passes boot side by side where there are two cores: a TCG guest keeps one busy.
  local t0 pass failed=0 skipped=0 files=() kids=() names=() jobs i
  jobs=$(($(nproc) > 1 ? 2 : 1))
  t0=$(date +%s)
  IFS=, read -ra pass_list <<<"$passes"
  for pass in "${pass_list[@]}"; do
    local services=udev
    [ "$pass" = workstation ] && services=udev,dbus,udisks
    rm -rf "${work:?}/$pass" "$work/images-$pass"
    mkdir -p "$work/$pass"
    (boot --cache "$cache" --script "$here/guest/checks.sh" --results "$work/$pass" \
      --images "$work/images-$pass" --services "$services" --pass "$pass" --timeout 900 \
      --share "$build" -- "$build") &
    kids+=($!)
    names+=("$pass")
    files+=("$work/$pass/checks.tsv")
    if [ "${#kids[@]}" -ge "$jobs" ]; then
      wait_pass "${kids[0]}" "${names[0]}" || { [ $? -eq 77 ] && skipped=1 || failed=1; }
      kids=("${kids[@]:1}")
      names=("${names[@]:1}")
    fi
  done
  for i in "${!kids[@]}"; do
    wait_pass "${kids[$i]}" "${names[$i]}" || { [ $? -eq 77 ] && skipped=1 || failed=1; }
  done
  [ "$skipped" -eq 1 ] && [ "$failed" -eq 0 ] && return 77
  say "the lab took $(($(date +%s) - t0)) s"
  "$here/report.sh" "${files[@]}" || failed=1
  return "$failed"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case "$cmd" in
  prepare) prepare "$@" ;;
  boot) boot "$@" ;;
  test) lab_test "$@" ;;
  powerloss) exec "$here/powerloss.sh" "$@" ;;
  -h | --help | "") sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' ;;
  *) die "unknown command '$cmd' (prepare, boot, test, powerloss)" ;;
esac
