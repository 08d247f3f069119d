#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test (unit, GUI offscreen, the real app under
# xvfb-run, the command line end to end), then prints the benchmarks' figures.
set -euo pipefail
cd "$(dirname "$0")"
source cmake/setup-common.sh

kvbudget_install_dependencies
kvbudget_build

jobs=$(nproc 2>/dev/null || echo 2)
ctest --preset release --parallel "$jobs" --label-exclude benchmark

echo
echo "Benchmarks (medians; informational, never pass/fail on time):"
for bench in build/release/tests/bench/bench_*; do
  [ -f "$bench" ] && [ -x "$bench" ] || continue # skip the *_autogen folders
  QT_QPA_PLATFORM=offscreen "$bench"
done
