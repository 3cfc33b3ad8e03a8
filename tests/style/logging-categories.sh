#!/usr/bin/env bash
# A logging category per module (docs/style.md, issue 26): every folder of core/ defines
# one named driveproof.core.FOLDER (or below it) and logs through it. The two exceptions
# say why. A module without one is named with what to add.
#
#   tests/style/logging-categories.sh [SOURCE_DIR]
set -euo pipefail

src=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
exempt() {
  case "$1" in
    common) echo "value types and helpers: errors are returned, never logged" ;;
    engine) echo "the I/O hot loop: it returns counters and errors, and logs nothing" ;;
    *) return 1 ;;
  esac
}

failed=0
checked=0
for dir in "$src"/core/*/; do
  module=$(basename "$dir")
  if why=$(exempt "$module"); then
    echo "core/$module: exempt ($why)"
    continue
  fi
  checked=$((checked + 1))
  if ! grep -rhoE "Q_LOGGING_CATEGORY\(\s*\w+,\s*\"driveproof\.core\.$module(\.[a-z.]+)?\"" \
      "$dir" --include='*.cpp' >/dev/null; then
    echo "core/$module: no logging category; add Q_LOGGING_CATEGORY(lcX," \
      "\"driveproof.core.$module\", QtWarningMsg) and log its failures through it" >&2
    failed=1
    continue
  fi
  if ! grep -rqE "qC(Debug|Info|Warning|Critical)\(" "$dir" --include='*.cpp' --include='*.h'; then
    echo "core/$module: defines a logging category but never logs through it" >&2
    failed=1
  fi
done
[ "$checked" -gt 0 ] || { echo "no core modules under $src/core" >&2; exit 1; }
[ "$failed" -eq 0 ] && echo "logging categories: $checked modules, each with its own"
exit "$failed"
