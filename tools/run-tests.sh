#!/usr/bin/env bash
# Sets everything up (see setup.sh), builds and runs every test: each Catch2 case is one ctest
# entry, run in parallel. NK_WERROR=1 treats warnings as errors. Widget tests run on Qt's
# offscreen platform: no display needed. Arguments go to ctest (e.g. -L core, -R chapter).
# The hour-long soak is labelled slow and left out here: ctest --test-dir build -L slow.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh build -DNK_WERROR="${NK_WERROR:-OFF}"
QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure --parallel "$(nproc)" \
    --label-exclude slow "$@"
