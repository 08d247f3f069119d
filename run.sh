#!/usr/bin/env bash
# Installs what is missing, builds, and starts kvbudget on the default scenario (Llama 3.1 8B on an
# H100 at vLLM's defaults). Without a display it renders the dashboard to kvbudget-dashboard.png and
# prints the plan instead. Arguments are passed to kvbudget: ./run.sh plan --model qwen3-32b
set -euo pipefail
cd "$(dirname "$0")"
source cmake/setup-common.sh

kvbudget_install_dependencies
kvbudget_build

app=build/release/app/kvbudget
if [ $# -gt 0 ]; then
  exec "$app" "$@"
fi
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$app"
fi

echo "kvbudget: no display; rendering the dashboard to kvbudget-dashboard.png and printing the plan."
QT_QPA_PLATFORM=offscreen "$app" export -o kvbudget-dashboard.png --size 1920x1080
echo "kvbudget: wrote $(pwd)/kvbudget-dashboard.png"
echo
status=0
"$app" plan || status=$?
# Exit 3 means "vLLM would refuse to start": a valid answer, not a failure of this script.
[ "$status" -eq 0 ] || [ "$status" -eq 3 ]
