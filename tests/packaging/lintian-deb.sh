#!/bin/bash
# package_lintian: lintian on the .deb that package_build made: no error and no warning
# (info-level tags are shown, and allowed). The overrides, each with its reason, are in
# packaging/deb/lintian-overrides.
# Usage: lintian-deb.sh PACKAGE_DIR       Exit: 0 passed, 1 failed, 77 skipped.
set -u
command -v lintian >/dev/null || { echo "SKIP: lintian is not installed"; exit 77; }
shopt -s nullglob
debs=("$1"/driveproof_*.deb)
[ ${#debs[@]} -eq 1 ] || { echo "SKIP: no .deb in $1 (see package_build)"; exit 77; }
echo "lintian $(lintian --version | awk '{print $2}') on $(basename "${debs[0]}"):"
# --tag-display-limit 0: every tag, even repeated ones. As root lintian says that it would
# rather not run as root; that note is not a tag.
lintian --fail-on error,warning --display-info --tag-display-limit 0 "${debs[0]}" 2>&1 |
    grep -v 'running with root privileges is not recommended'
rc=${PIPESTATUS[0]}
[ "$rc" -eq 0 ] && echo "lintian: no errors, no warnings"
exit "$rc"
