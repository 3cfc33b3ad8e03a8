#!/usr/bin/env bash
# clang-tidy (.clang-tidy) on the C++ files of core/ and app/ that changed since b58341e,
# the last commit before this check, with the build's compile_commands.json. A finding is
# an error. Usage: tidy-changed.sh BUILD_DIR. Without clang-tidy it says so and exits 77.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/.."
build=${1:?build folder with compile_commands.json}
command -v clang-tidy >/dev/null || { echo "tidy: clang-tidy is not installed" >&2; exit 77; }
[ -f "$build/compile_commands.json" ] || { echo "tidy: no $build/compile_commands.json" >&2; exit 2; }
base=$(git rev-parse -q --verify "b58341e^{commit}" 2>/dev/null || git rev-parse HEAD~1)
mapfile -t files < <(git diff --name-only --diff-filter=AM "$base" HEAD -- 'core/*.cpp' 'app/*.cpp' |
  while read -r f; do grep -qF "\"file\": \"$PWD/$f\"" "$build/compile_commands.json" && echo "$f"; done)
echo "tidy: ${#files[@]} changed file(s) since ${base:0:10}"
[ ${#files[@]} -gt 0 ] || exit 0
# clang cannot read GCC's precompiled headers: the same commands without the PCH (every
# file includes what it uses; the fuzz preset builds without PCH to keep that true).
db=$(mktemp -d)
trap 'rm -rf "$db"' EXIT
/usr/bin/python3 - "$build/compile_commands.json" "$db/compile_commands.json" <<'PY'
import json, re, sys
entries = json.load(open(sys.argv[1]))
for e in entries:
    e["command"] = re.sub(r" -Winvalid-pch| -include \S*cmake_pch\.hxx", "", e["command"])
json.dump(entries, open(sys.argv[2], "w"))
PY
printf '%s\n' "${files[@]}" |
  xargs -P "$(nproc)" -n 4 clang-tidy -p "$db" --quiet --header-filter="^$PWD/(core|app)/" 2>/dev/null
