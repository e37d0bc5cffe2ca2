#!/usr/bin/env bash
# Sets everything up (see setup.sh), builds and runs every test: each Catch2 case is one ctest
# entry, run in parallel. NK_WERROR=1 treats warnings as errors; NK_DEBUG_INFO=lines keeps line
# tables only (CI: files compile faster, stack traces keep their lines). Widget tests run on Qt's
# offscreen platform: no display needed. Arguments go to ctest (e.g. -L core, -R chapter).
# The hour-long soak is labelled slow and left out here: ctest --test-dir build -L slow.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$SECONDS
tools/setup.sh build -DNK_WERROR="${NK_WERROR:-OFF}" -DNK_DEBUG_INFO="${NK_DEBUG_INFO:-full}"
echo "run-tests: set-up and build took $((SECONDS - t0)) s"
t0=$SECONDS
status=0
QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure --parallel "$(nproc)" \
    --label-exclude slow "$@" || status=$?
echo "run-tests: tests took $((SECONDS - t0)) s"
exit $status
