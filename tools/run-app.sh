#!/usr/bin/env bash
# Sets everything up (see setup.sh) and starts NormKitchen. Arguments go to the app,
# e.g. tools/run-app.sh --lang zh --preset fp16-overflow
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh build
exec build/app/normkitchen "$@"
