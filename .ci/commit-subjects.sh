#!/usr/bin/env bash
# Commit messages a reader can use (docs/style.md): every commit after the last one made
# before this rule (b58341e) has a subject of at most 72 characters and, when it has a
# body, a blank line between the two. Merge commits are git's own words and are skipped.
# A shallow clone without that commit checks its newest commit only.
set -euo pipefail
export LC_ALL=C.UTF-8   # count characters, not bytes
cd "$(dirname "$(readlink -f "$0")")/.."
base=$(git rev-parse -q --verify "b58341e^{commit}" 2>/dev/null || true)
range=${base:+$base..}HEAD
[ -n "$base" ] || range="-1 HEAD"
bad=0
while IFS= read -r sha; do
  subject=$(git log -1 --format=%s "$sha")
  second=$(git log -1 --format=%B "$sha" | sed -n 2p)
  if [ ${#subject} -gt 72 ]; then
    echo "commit ${sha:0:10}: subject has ${#subject} characters (at most 72): $subject"
    bad=1
  fi
  if [ -n "$second" ]; then
    echo "commit ${sha:0:10}: no blank line after the subject: $subject"
    bad=1
  fi
done < <(git rev-list --no-merges $range)
[ "$bad" -eq 0 ] && echo "commit subjects: all $(git rev-list --no-merges --count $range) within 72 characters"
exit "$bad"
