#!/usr/bin/env sh
# Regenerates the README's screenshots with `kvbudget export` and, for the whole window (panel, math
# dock and all), the test tool windowshot (offscreen, no display needed).
# Usage: resources/screenshots/make-screenshots.sh [path/to/kvbudget] [path/to/windowshot] [path/to/tst_presentation]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
kvbudget=${1:-"$here/../../build/release/app/kvbudget"}
windowshot=${2:-"$here/../../build/release/tests/ui/windowshot"}

# Exit code 3 means vLLM would refuse to start: the image is still written, and is what we want to show.
# English unless a shot asks for another language (the last --lang counts), whatever the system's is.
shot() {
    status=0
    "$kvbudget" export --lang en "$@" || status=$?
    [ "$status" -eq 0 ] || [ "$status" -eq 3 ]
}

shot -o "$here/dashboard-1920x1080.png" --size 1920x1080
shot -o "$here/dashboard-1280x800.png" --size 1280x800
# The dashboard in each language the window speaks (README, "Languages").
for lang in en vi zh_CN ru; do
    shot --lang "$lang" -o "$here/dashboard-1280x800-$lang.png" --size 1280x800
done
shot -o "$here/dashboard-dark-1920x1080.png" --size 1920x1080 --theme dark
shot --model llama-3.1-70b -tp 4 -pp 2 -o "$here/dashboard-70b-tp4-pp2-1280x800.png" --size 1280x800
shot --model gemma-3-27b-it --max-model-len 32768 -o "$here/dashboard-gemma3-27b-1280x800.png" --size 1280x800
# A vision model whose startup profiling peak, not steady serving, decides the verdict.
shot --model qwen2.5-vl-7b-instruct --gpu l4 --max-model-len 65536 \
    -o "$here/dashboard-qwen25-vl-startup-peak-1280x800.png" --size 1280x800

# The window as a user first sees it, at both review sizes, and eight GPUs at the default size.
QT_QPA_PLATFORM=offscreen "$windowshot" -o "$here/window-1920x1080.png" --size 1920x1080
QT_QPA_PLATFORM=offscreen "$windowshot" -o "$here/window-1280x800.png" --size 1280x800
QT_QPA_PLATFORM=offscreen "$windowshot" --model llama-3.1-70b -tp 4 -pp 2 \
    -o "$here/window-70b-tp4-pp2-1280x800.png" --size 1280x800

# Presentation mode at 1920x1080: tests/ui/tst_presentation saves its screens where it is told.
presentation=${3:-"$here/../../build/release/tests/ui/tst_presentation"}
shots=$(mktemp -d)
KVBUDGET_PRESENTATION_SHOTS="$shots" QT_QPA_PLATFORM=offscreen "$presentation" screenshots >/dev/null
cp "$shots/presentation-memory-1920x1080.png" "$here/"
rm -r "$shots"
