#!/usr/bin/env bash
# Sets everything up (see setup.sh), builds and runs every test. NK_WERROR=1 treats warnings
# as errors. Widget tests run on Qt's offscreen platform: no display needed.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh build -DNK_WERROR="${NK_WERROR:-OFF}"
QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure --parallel 2
