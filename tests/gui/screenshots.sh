#!/usr/bin/env bash
# Pictures of every page of the real DriveProof window under Xvfb (a real X server, real
# fonts), in English, German, Japanese, Arabic and Hebrew (right to left), and a check that none is blank or mostly empty.
#
#   tests/gui/screenshots.sh DRIVEPROOF TST_TESTPAGES OUTDIR [TST_POWERLOSSWIZARD [TST_EMPTYDRIVE
#       [TST_LBAFORMATCARD]]]
#
# The driveproof binary draws the main window, Preferences, About, a short test's result
# and a whole quick check's tiles (--run-test); tst_testpages' saveScreenshots draws the picker, run, result, history and
# compare pages (light and dark); tst_powerlosswizard's saveScreenshots draws each step of
# the power-loss wizard through a practice run (needs FUSE) and the witness page, in both
# languages, and the binary draws the wizard and witness page as they open (--powerloss-wizard,
# --witness); tst_emptydrive's saveScreenshots takes a brand-new, empty drive (a loop device
# over an image of its own; root only) from the drive page through the one confirmation to
# the result and a comparison, light and dark, in English, German, Japanese and Arabic
# (issue 22); tst_lbaformatcard's saveScreenshots draws an NVMe drive's page and its
# Topology card with the LBA formats and their advice, in English and German (issue 23). A
# picture fails when it has fewer than 24 colours, a grey standard deviation under 0.03, or
# one colour on more than 97% of its pixels. The PNGs stay
# in OUTDIR for people to look at. Exits 77 (skipped) without xvfb-run or ImageMagick.
set -euo pipefail

bin=$1 pages=$2 out=$3 powerloss=${4:-} emptydrive=${5:-} lbaf=${6:-}
command -v xvfb-run >/dev/null || { echo "SKIP: xvfb-run is not installed" >&2; exit 77; }
command -v identify >/dev/null || { echo "SKIP: ImageMagick (identify) is not installed" >&2; exit 77; }
histogram=$(command -v convert-im6.q16 || true)

rm -rf "$out"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Fresh settings and history: what a new user sees. A real X platform, not offscreen.
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" QT_QPA_PLATFORM=xcb
unset QT_QPA_PLATFORMTHEME
mkdir -p "$work/tests"

xrun() { xvfb-run -a -s "-screen 0 1600x1000x24" "$@"; }

for lang in en de ja ar he; do
  dir="$out/$lang"
  mkdir -p "$dir"
  export LANGUAGE=$lang
  xrun "$bin" --screenshot "$dir/main.png"
  xrun "$bin" --preferences --screenshot "$dir/preferences.png"
  xrun "$bin" --about --screenshot "$dir/about.png"
  xrun "$bin" --run-test quick --only rnd4kq32t1.read,seq1mq8t1.read --target "$work/tests" \
      --size 16M --duration 1 --screenshot "$dir/run-test-result.png"
  # All four CrystalDiskMark rows, read and write: the quick check's tiles (issue 15).
  xrun "$bin" --run-test quick --target "$work/tests" --size 16M --duration 0.5 \
      --screenshot "$dir/quick-check-tiles.png"
  xrun "$bin" --powerloss-wizard --screenshot "$dir/powerloss-wizard.png"
  xrun "$bin" --witness --screenshot "$dir/witness-page.png"
  if [ -n "$powerloss" ] && [ -e /dev/fuse ]; then
    DRIVEPROOF_SCREENSHOT_DIR="$dir" xrun "$powerloss" saveScreenshots >/dev/null ||
      { echo "FAILED: power-loss wizard pictures ($lang)" >&2; exit 1; }
  fi
done
unset LANGUAGE
# The empty-drive journey (issue 22): skipped inside the test when not root.
if [ -n "$emptydrive" ]; then
  for lang in en de ja ar; do
    DRIVEPROOF_SCREENSHOT_DIR="$out/$lang" DRIVEPROOF_SCREENSHOT_LANGUAGE=$lang \
        xrun "$emptydrive" saveScreenshots >/dev/null ||
      { echo "FAILED: empty-drive pictures ($lang)" >&2; exit 1; }
  done
fi
# The test pages, light and dark, in English, German and Japanese.
for lang in en de ja; do
  DRIVEPROOF_SCREENSHOT_DIR="$out/$lang" DRIVEPROOF_SCREENSHOT_LANGUAGE=$lang \
      xrun "$pages" saveScreenshots >/dev/null ||
    { echo "FAILED: test page pictures ($lang)" >&2; exit 1; }
done

# The NVMe LBA formats by the sector sizes (both languages in one run).
if [ -n "$lbaf" ]; then
  mkdir -p "$out/lbaf"
  DRIVEPROOF_SCREENSHOT_DIR="$out/lbaf" xrun "$lbaf" saveScreenshots >/dev/null ||
    { echo "FAILED: LBA format pictures" >&2; exit 1; }
fi

failed=0
for png in "$out"/*/*.png; do
  read -r colours deviation < <(identify -format '%k %[fx:standard_deviation]\n' "$png" | head -1)
  top=0
  if [ -n "$histogram" ]; then
    # The share of the commonest colour: "  12345: (...) #RRGGBB ..." lines, counts first.
    top=$("$histogram" "$png" -format %c histogram:info:- |
          awk -F: '{n=$1+0; s+=n; if (n>m) m=n} END {printf "%.3f", s ? m/s : 1}')
  fi
  verdict=ok
  if [ "$colours" -lt 24 ] ||
     awk -v d="$deviation" -v t="$top" 'BEGIN {exit !(d < 0.03 || t > 0.97)}'; then
    verdict=EMPTY
    failed=1
  fi
  printf '%-48s %7s colours  grey sd %.3f  commonest %s  %s\n' "${png#"$out"/}" "$colours" \
      "$deviation" "$top" "$verdict"
done
exit $failed
