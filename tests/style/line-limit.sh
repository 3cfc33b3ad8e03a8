#!/usr/bin/env bash
# No source file over 400 lines (issue 18): every tracked *.cpp, *.h, *.sh, *.py and
# extensionless script (a first line starting with #!) in the checkout. A longer file is
# named with its count and what to do. There is no list of exceptions.
#
#   tests/style/line-limit.sh [SOURCE_DIR]
#
# Exits 77 (skipped) where SOURCE_DIR is not a git checkout (a release tarball).
set -euo pipefail

limit=400
src=${1:-$(cd "$(dirname "$0")/../.." && pwd)}

if ! command -v git >/dev/null || ! git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "SKIP: $src is not a git checkout; nothing to list" >&2
  exit 77
fi

failed=0
while IFS= read -r -d '' file; do
  path="$src/$file"
  [ -f "$path" ] || continue # deleted in the work tree, not yet committed
  case "$file" in
    *.cpp | *.h | *.sh | *.py) ;;
    *)
      case "${file##*/}" in *.*) continue ;; esac # another kind of file (.md, .txt, .svg)
      head -n 1 "$path" | grep -q '^#!' || continue # a script without an extension
      ;;
  esac
  lines=$(wc -l <"$path")
  if [ "$lines" -gt "$limit" ]; then
    echo "FAIL: $file has $lines lines, over the limit of $limit. Split it along a real seam" \
      "(one class, one part of a protocol, one family of tests per file), not by cutting."
    failed=1
  fi
done < <(git -C "$src" ls-files -z)

[ "$failed" -eq 0 ] && echo "ok: no source file over $limit lines"
exit "$failed"
