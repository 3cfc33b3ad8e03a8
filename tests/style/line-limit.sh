#!/usr/bin/env bash
# No source file over 400 lines (issue 18): every tracked *.cpp, *.h, *.sh, *.py and
# extensionless script (a first line starting with #!) in the checkout. A longer file is
# named with its count and what to do. line-limit-exceptions.txt lists the files still
# being split elsewhere; that list only shrinks: a listed file that is no longer over the
# limit (or gone) fails too, so that its line is removed.
#
#   tests/style/line-limit.sh [SOURCE_DIR]
#
# Exits 77 (skipped) where SOURCE_DIR is not a git checkout (a release tarball).
set -euo pipefail

limit=400
src=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
exceptions="$src/tests/style/line-limit-exceptions.txt"

if ! command -v git >/dev/null || ! git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "SKIP: $src is not a git checkout; nothing to list" >&2
  exit 77
fi

declare -A allowed=()
if [ -f "$exceptions" ]; then
  while IFS= read -r line; do
    line=${line%%#*}
    line=${line//[[:space:]]/}
    [ -n "$line" ] && allowed[$line]=1
  done <"$exceptions"
fi

failed=0
declare -A seen=()
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
  if [ -n "${allowed[$file]:-}" ]; then
    seen[$file]=1
    if [ "$lines" -le "$limit" ]; then
      echo "FAIL: $file has $lines lines now, within the limit of $limit: remove it from" \
        "tests/style/line-limit-exceptions.txt (the list only shrinks)."
      failed=1
    fi
  elif [ "$lines" -gt "$limit" ]; then
    echo "FAIL: $file has $lines lines, over the limit of $limit. Split it along a real seam" \
      "(one class, one part of a protocol, one family of tests per file), not by cutting;" \
      "do not add it to tests/style/line-limit-exceptions.txt."
    failed=1
  fi
done < <(git -C "$src" ls-files -z)

for file in "${!allowed[@]}"; do
  if [ -z "${seen[$file]:-}" ]; then
    echo "FAIL: $file is listed in tests/style/line-limit-exceptions.txt but is not a tracked" \
      "source file any more: remove its line (the list only shrinks)."
    failed=1
  fi
done

[ "$failed" -eq 0 ] && echo "ok: no source file over $limit lines (${#allowed[@]} still being split)"
exit "$failed"
