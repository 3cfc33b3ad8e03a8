#!/usr/bin/env bash
# Pictures of DriveProof's window over the lab's drives (issue 13: the drive list, header
# and cards show the drives' full names and their health), under Xvfb in the guest, with
# the SATA SSD selected; in English and German. Boot it as the workstation pass does:
#   lab.sh boot --script tests/lab/guest/screenshot.sh --results DIR \
#       --services udev,dbus,udisks --pass workstation -- BUILD_DIR
# Writes $LAB_RESULTS/lab-main-window-en.png and lab-main-window-de.png, and each run's
# output in lab-main-window-LANG.log. Exits non-zero when a picture is missing.
# shellcheck source-path=SCRIPTDIR
set -euo pipefail
# shellcheck source=lib.sh
. "$LAB_HOME/guest/lib.sh"

build=$1
gui="$build/app/gui/driveproof"
[ -x "$gui" ] || {
  echo "screenshot: no driveproof in $build/app/gui" >&2
  exit 1
}
command -v xvfb-run >/dev/null || {
  echo "screenshot: xvfb-run is not installed" >&2
  exit 1
}
lab_find_disks
ssd=${LAB_DISK[ssd]:-}
[ -n "$ssd" ] || {
  echo "screenshot: the guest has no SATA SSD" >&2
  exit 1
}
# A new user's window: fresh settings and history, a real X platform.
export XDG_CONFIG_HOME=/tmp/lab-gui/config XDG_DATA_HOME=/tmp/lab-gui/data
export XDG_RUNTIME_DIR=/tmp/lab-gui/runtime QT_QPA_PLATFORM=xcb
mkdir -p "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
status=0
for lang in en de; do
  png="$LAB_RESULTS/lab-main-window-$lang.png"
  rm -f "$png"
  read -r t0 _ </proc/uptime
  # --screenshot saves the window once every probe has settled (at the latest after 30 s).
  # The guest runs in C.UTF-8; a German desktop formats numbers in German as well.
  locale=C.UTF-8
  [ "$lang" = de ] && locale=de_DE.UTF-8
  LANGUAGE=$lang LANG=$locale LC_ALL=$locale timeout 300 xvfb-run -a -s "-screen 0 1280x900x24" \
    "$gui" --select "$ssd" --screenshot "$png" >"$LAB_RESULTS/lab-main-window-$lang.log" 2>&1 ||
    status=$?
  read -r t1 _ </proc/uptime
  echo "screenshot: $lang ($ssd selected) in $(awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}') s: $([ -s "$png" ] && echo "$png" || echo missing)" >&2
  [ -s "$png" ] || status=1
done
exit "$status"
