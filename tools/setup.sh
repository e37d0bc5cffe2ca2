#!/usr/bin/env bash
# Sets up a Debian 12 machine for NormKitchen and builds it. Idempotent: installs only what is
# missing, reuses the build directory, and is quick when nothing changed.
#   tools/setup.sh [BUILD_DIR] [extra cmake arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}
shift || true

packages=(build-essential cmake ninja-build pkg-config ccache
          qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-declarative-dev
          qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
          libeigen3-dev catch2 libgl-dev
          fonts-noto-core fonts-noto-cjk
          desktop-file-utils appstream poppler-utils xvfb python3-numpy
          chromium chromium-driver python3-selenium python3-websockets
          qt6-base-private-dev)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node.js and npm build the MathJax bundle and the student page; any Node >= 18 will do (Debian's or another).
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    missing+=(nodejs npm)
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
fi

# The MathJax bundle's npm packages, pinned by the lockfile.
mj=tools/mathjax
if [ ! -d "$mj/node_modules" ] || [ "$mj/package-lock.json" -nt "$mj/node_modules/.package-lock.json" ]; then
    echo "setup: npm ci in $mj"
    npm ci --prefix "$mj" --no-audit --no-fund
fi

# The student page's bundler (esbuild), pinned by its lockfile.
sp=web/student
if [ ! -d "$sp/node_modules" ] || [ "$sp/package-lock.json" -nt "$sp/node_modules/.package-lock.json" ]; then
    echo "setup: npm ci in $sp"
    npm ci --prefix "$sp" --no-audit --no-fund
fi

if [ ! -f "$build_dir/build.ninja" ]; then
    cmake -S . -B "$build_dir" -G Ninja "$@"
elif [ $# -gt 0 ]; then
    cmake "$build_dir" "$@" >/dev/null
fi
cmake --build "$build_dir" --parallel
