#!/usr/bin/env bash
# Runs the [xscreens] case of screens_tests on Xvfb with two X screens, a laptop (:N.0,
# 1280×800) and a projector (:N.1, 1920×1080): the set-up on which the projector stayed black.
#   two-x-screens.sh SCREENS_TESTS [CASE]   (CASE: a case's name; all [xscreens] cases without)
set -euo pipefail
tests=$1
spec=${2:-[xscreens]}
spec=${spec//,/\\,} # Catch2 reads a comma as "or"
command -v Xvfb >/dev/null || { echo "two-x-screens: Xvfb is missing (tools/setup.sh installs it)" >&2; exit 1; }
fifo=$(mktemp -u)
mkfifo "$fifo"
Xvfb -displayfd 3 -nolisten tcp -screen 0 1280x800x24 -screen 1 1920x1080x24 3>"$fifo" \
    >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -f "$fifo"' EXIT
read -r -t 20 display <"$fifo" || { echo "two-x-screens: Xvfb did not start" >&2; exit 1; }
DISPLAY=:$display QT_QPA_PLATFORM=xcb "$tests" "$spec" --warn NoTests
