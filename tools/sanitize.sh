#!/usr/bin/env bash
# Builds the whole app (core, ui, app) with AddressSanitizer and UndefinedBehaviorSanitizer in
# build-sanitize (-O1 -g1, assertions on, warnings as errors) and runs every ctest entry under
# it, one process per test case, in parallel, leak detection on: core, ui (the monkey and the
# soak included), the presenter's two-screen tests, cli (which starts the sanitized normkitchen).
# Leaks inside Qt's, fontconfig's and Mesa's own libraries are suppressed by tools/lsan.supp,
# each entry with its reason; a leak with our code on its stack still fails.
#   tools/sanitize.sh [ctest arguments...]   (e.g. -L monkey; default: all but the slow label)
set -euo pipefail
cd "$(dirname "$0")/.."
build=build-sanitize
# NK_CORE_ONLY=OFF explicitly: an older build-sanitize was configured core-only.
t0=$SECONDS
cmake -S . -B "$build" -G Ninja -DNK_CORE_ONLY=OFF -DNK_SANITIZE=ON -DNK_WERROR=ON \
    -DNK_BENCH=OFF -DCMAKE_BUILD_TYPE=Debug -DNK_DEBUG_INFO=lines >/dev/null
cmake --build "$build" --parallel
echo "sanitize: build took $((SECONDS - t0)) s"

# quarantine_size_mb: freed memory is kept poisoned, so a use after free is caught, until 32 MB
# more has been freed (ASan keeps 256 MB by default). A widget test then faults in fewer fresh
# pages: 20 % less CPU per test (3.0 s -> 2.4 s for a window test), the kernel's page faults
# being a third of a sanitized test's time; every object a test holds is far smaller.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=0:quarantine_size_mb=32}
export LSAN_OPTIONS="suppressions=$PWD/tools/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export QT_QPA_PLATFORM=offscreen
# Every frame is slower sanitized: fewer monkey events keep CI within its time (the normal run
# keeps 1500); the soak plays its short length there (test_soak.cpp). Set them for a longer run.
export NK_MONKEY_EVENTS=${NK_MONKEY_EVENTS:-500}
# The install tree's check is about files, not memory: the normal run has it.
t0=$SECONDS
status=0
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" \
    --label-exclude 'slow|install' "$@" || status=$?
echo "sanitize: tests took $((SECONDS - t0)) s"
exit $status
