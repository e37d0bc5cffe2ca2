#!/usr/bin/env bash
# Writes the seeds too big to keep in git into DIR/<target>/: a 100 000-element vector (typed
# and as a lesson file's input), beyond the 65 536 limit, so the too-many paths see real sizes.
#   tests/fuzz/make-big-seeds.sh DIR
set -euo pipefail
dir=$1
mkdir -p "$dir/vectorparser" "$dir/lessonfile" "$dir/commands"
# Deterministic values with signs, decimals and exponents; awk is in every Debian.
values() { awk -v sep="$1" 'BEGIN { for (i = 0; i < 100000; i++) printf "%s%s", (i ? sep : ""), ((i * 7919) % 2001 - 1000) / 8 "e" (i % 7 - 3) }'; }
values ", " >"$dir/vectorparser/vector_100k.txt"
values "、" >"$dir/vectorparser/vector_100k_ime.txt"
{ printf '{"format":"normkitchen-lesson","version":1,"input":['; values ","; printf ']}'; } \
    >"$dir/lessonfile/input_100k.json"
# The commands' target reads NUL-separated arguments.
{ printf 'trace\0--vector\0'; values ","; } >"$dir/commands/trace_vector_100k"
