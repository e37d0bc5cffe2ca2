#!/usr/bin/env bash
# Builds the whole app (core, ui, app) with AddressSanitizer and UndefinedBehaviorSanitizer in
# build-sanitize (Debug) and runs every test executable under it with leak detection on: core,
# ui (the monkey and a shorter soak included), the presenter's two-screen tests, cli (which starts the sanitized normkitchen).
# Leaks inside Qt's, fontconfig's and Mesa's own libraries are suppressed by tools/lsan.supp,
# each entry with its reason; a leak with our code on its stack still fails.
#   tools/sanitize.sh [ui_tests arguments...]   (e.g. "[monkey]"; default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
build=build-sanitize
# NK_CORE_ONLY=OFF explicitly: an older build-sanitize was configured core-only.
cmake -S . -B "$build" -G Ninja -DNK_CORE_ONLY=OFF -DNK_SANITIZE=ON -DNK_WERROR=ON \
    -DCMAKE_BUILD_TYPE=Debug >/dev/null
cmake --build "$build" --parallel --target core_tests ui_tests cli_tests screens_tests normkitchen

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=0
export LSAN_OPTIONS="suppressions=$PWD/tools/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export QT_QPA_PLATFORM=offscreen
# Every frame is several times slower sanitized (on 2 cores the monkey's 1500 events took ~8 min,
# 10 soak minutes ~5): fewer events and a shorter soak keep CI within its time; the normal run
# keeps 1500 events and 60 minutes. Set them for a longer sanitized run.
export NK_MONKEY_EVENTS=${NK_MONKEY_EVENTS:-500}
export NK_SOAK_MINUTES=${NK_SOAK_MINUTES:-5}
"$build/tests/core_tests"
"$build/tests/ui_tests" "$@"
"$build/tests/screens_tests"
"$build/tests/cli_tests"
