#!/usr/bin/env bash
# Installs the build into a scratch prefix (as `cmake --install` would on a user's machine),
# validates the desktop entry and the AppStream metainfo there, failing on any error or warning,
# and starts the installed binary from another folder: it must need nothing from the source or
# build tree.
#   check-install.sh BUILD_DIR STAGE_DIR
set -euo pipefail
build=$(realpath "$1")
stage=$(realpath -m "$2")
id=org.normkitchen.NormKitchen
fail() { echo "check-install: $*" >&2; exit 1; }

rm -rf "$stage"
cmake --install "$build" --prefix "$stage" >/dev/null

for f in bin/normkitchen share/applications/$id.desktop share/metainfo/$id.metainfo.xml \
         share/icons/hicolor/scalable/apps/$id.svg; do
    [ -s "$stage/$f" ] || fail "$f was not installed"
done
for size in 16 24 32 48 64 128 256 512; do
    png=$stage/share/icons/hicolor/${size}x$size/apps/$id.png
    [ -s "$png" ] || fail "the ${size} px icon was not installed"
    # PNG header: width and height are big-endian at bytes 16 and 20.
    read -r w h < <(od -An -tu1 -j16 -N8 "$png" |
        awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
    [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "the ${size} px icon is ${w}x$h"
done

# desktop-file-validate prints nothing for a clean file (hints included).
out=$(desktop-file-validate "$stage/share/applications/$id.desktop" 2>&1) ||
    fail "desktop-file-validate: $out"
[ -z "$out" ] || fail "desktop-file-validate: $out"

# appstreamcli: errors fail by status; warnings are reported as "W:" lines.
for cmd in "validate --no-net $stage/share/metainfo/$id.metainfo.xml" "validate-tree --no-net $stage"; do
    out=$(appstreamcli $cmd 2>&1) || fail "appstreamcli $cmd: $out"
    if grep -qE '^[EW]:' <<<"$out"; then
        fail "appstreamcli $cmd: $out"
    fi
done

# The installed app, started from an unrelated folder: the window renders (chapters, MathJax and
# translations are compiled in) and `train` finds its corpus.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
QT_QPA_PLATFORM=offscreen "$stage/bin/normkitchen" --lang zh --mode execute --chapter 2 --step 1 \
    --screenshot shot.png --size 800x600 || fail "the installed app did not render a screenshot"
[ -s shot.png ] || fail "the installed app wrote no screenshot"
"$stage/bin/normkitchen" train --norm rmsnorm --steps 2 --layers 1 --width 8 --heads 1 \
    --context 8 --batch 2 --eval-every 1 --format json > train.json ||
    fail "the installed app's train failed"
# The shipped Genesis text has 60 distinct characters.
grep -q '"vocabulary":60,' train.json || fail "train did not read the shipped corpus: $(head -c 200 train.json)"
echo "check-install: the install tree validates and the installed app runs"
