#!/usr/bin/env bash
# Fails when a C++ source under version control is not formatted as .clang-format says;
# prints the files. Fix with: tools/check-format.sh --fix
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || {
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q clang-format
}
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [ "${1:-}" = "--fix" ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
if ! out=$(clang-format --dry-run --Werror "${files[@]}" 2>&1); then
    echo "format: not clang-format clean (fix: tools/check-format.sh --fix):"
    grep -oE '^[^: ]+:[0-9]+:[0-9]+: (error|warning)' <<<"$out" | cut -d: -f1 | sort -u | sed 's/^/  /'
    exit 1
fi
echo "format: ${#files[@]} files clean"
