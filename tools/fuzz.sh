#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz, clang, ASan + UBSan) in build-fuzz and runs each for
# SECONDS (default 60), as many at once as there are cores. Installs clang and what the targets
# need when missing. Exits non-zero when a target finds a crash, leak or timeout; the input that did it is
# saved as build-fuzz/artifacts/<target>-crash-* (replay: build-fuzz/tests/fuzz/fuzz_<target> FILE).
#   tools/fuzz.sh [SECONDS] [TARGET...]      targets: vectorparser lessonfile catalog commands
#                                            session
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(vectorparser lessonfile catalog commands session)

packages=(clang libclang-rt-14-dev cmake ninja-build ccache qt6-base-dev libeigen3-dev)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "fuzz: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
fi

build=build-fuzz
if [ ! -f "$build/build.ninja" ]; then
    CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DNK_FUZZ=ON -DNK_DEBUG_INFO=lines
fi
cmake --build "$build" --parallel
tests/fuzz/make-big-seeds.sh "$build/seeds"

# Inputs longer than this are cut while fuzzing: small inputs mutate fast. The big seeds run
# whole first, once.
declare -A max_len=([vectorparser]=4096 [lessonfile]=16384 [catalog]=32768 [commands]=2048 [session]=4096)
# fuzz_one TARGET: fuzzes one target for SECONDS, prints its figures, fails on a finding.
fuzz_one() {
    local t=$1
    local bin=$build/tests/fuzz/fuzz_$t
    local corpus=$build/corpus/$t # where new inputs go; the seeds in git stay as they are
    mkdir -p "$corpus" "$build/artifacts" "$build/logs"
    local seeds=(tests/fuzz/corpus/"$t")
    [ -d "$build/seeds/$t" ] && seeds+=("$build/seeds/$t")
    local dict=()
    [ -f "tests/fuzz/$t.dict" ] && dict=(-dict="tests/fuzz/$t.dict")
    local log=$build/logs/$t.log
    echo "fuzz: $t for ${seconds}s (log: $log)"
    if "$bin" -runs=0 -rss_limit_mb=4096 "${seeds[@]}" >"$log" 2>&1 &&
        "$bin" -max_total_time="$seconds" -max_len="${max_len[$t]}" -timeout=10 \
            -rss_limit_mb=2048 -print_final_stats=1 "${dict[@]}" -artifact_prefix="$build/artifacts/$t-" \
            "$corpus" "${seeds[@]}" >>"$log" 2>&1; then
        grep -E '^#[0-9]+[[:space:]]+DONE|^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' \
            "$log" | sed "s/^/fuzz: $t: /"
    else
        echo "fuzz: $t FAILED; the end of $log:"
        tail -n 40 "$log"
        return 1
    fi
}

# As many targets at once as there are cores (each fuzzer is one process on one core); each
# still gets its SECONDS.
jobs_at_once=$(nproc)
status=0
running=()
for t in "${targets[@]}"; do
    fuzz_one "$t" &
    running+=($!)
    if [ ${#running[@]} -ge "$jobs_at_once" ]; then
        wait "${running[0]}" || status=1
        running=("${running[@]:1}")
    fi
done
for pid in "${running[@]}"; do
    wait "$pid" || status=1
done
exit $status
