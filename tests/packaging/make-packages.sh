#!/bin/bash
# package_build: the .deb and the .rpm, made by cpack from the build tree's install rules
# (packaging/cpack.cmake) into OUT_DIR, for package_contents, package_lintian, package_rpm
# and package_install. A .deb needs dpkg-shlibdeps (dpkg-dev), an .rpm needs rpmbuild; with
# neither it skips (77). A sanitizer build is not packaged.
# Usage: make-packages.sh CPACK BUILD_DIR OUT_DIR SANITIZED(0|1)
set -u
[ $# -eq 4 ] || { echo "usage: $0 CPACK BUILD_DIR OUT_DIR SANITIZED" >&2; exit 2; }
CPACK=$1 BUILD=$2 OUT=$3
rm -rf "$OUT"   # never leave an older build's packages for the tests that follow
[ "$4" = 1 ] && { echo "SKIP: a sanitizer build is not packaged (the default and ci presets are)"; exit 77; }
gens=()
if command -v dpkg-shlibdeps >/dev/null; then gens+=(DEB); else echo "no dpkg-shlibdeps (dpkg-dev): no .deb"; fi
if command -v rpmbuild >/dev/null; then gens+=(RPM); else echo "no rpmbuild (rpm, rpm-build): no .rpm"; fi
[ ${#gens[@]} -gt 0 ] || { echo "SKIP: neither dpkg-shlibdeps nor rpmbuild is installed"; exit 77; }
mkdir -p "$OUT" || exit 1
start=$(date +%s)
"$CPACK" --config "$BUILD/CPackConfig.cmake" -G "$(IFS=';'; echo "${gens[*]}")" -B "$OUT" >"$OUT/cpack.log" 2>&1 ||
    { cat "$OUT/cpack.log"; echo "FAIL: cpack"; exit 1; }
grep -E "^CPack: - package: " "$OUT/cpack.log"
shopt -s nullglob
for gen in "${gens[@]}"; do
    case $gen in
        DEB) files=("$OUT"/driveproof_*.deb) ;;
        RPM) files=("$OUT"/driveproof-*.rpm) ;;
    esac
    [ ${#files[@]} -eq 1 ] || { cat "$OUT/cpack.log"; echo "FAIL: cpack made no $gen package"; exit 1; }
done
echo "made in $(( $(date +%s) - start )) s"
