#!/bin/sh
# Starts the real kvbudget dashboard under Xvfb (1280x800), waits for its window, captures the screen
# and checks that the capture is not blank. Fails loudly when xvfb-run or xwininfo is missing:
# ./test.sh installs them (packages xvfb, xauth, x11-utils).
# Usage: xvfb_smoke.sh KVBUDGET SCREENCHECK OUTPUT.png
set -eu
kvbudget=$1
screencheck=$2
output=$3

for tool in xvfb-run xwininfo; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "xvfb_smoke: $tool not found; install xvfb, xauth and x11-utils (./test.sh does)" >&2
        exit 1
    fi
done

# Never touch the user's settings: a fresh, throw-away configuration.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" XDG_RUNTIME_DIR="$scratch/runtime"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=xcb KVBUDGET_STARTUP_TIMING=1

xvfb-run -a -s "-screen 0 1280x800x24" sh -c '
    kvbudget=$1 screencheck=$2 output=$3
    # The main window: class "kvbudget", at least 600 pixels wide.
    window="\(\"kvbudget\" \"kvbudget\"\) +[0-9]{3,4}x[0-9]{3,4}"
    found=""
    # Up to three starts: a freshly started Xvfb can refuse the first client connection (the app
    # then exits at once with "no Qt platform plugin could be initialized"), which is the server, not
    # kvbudget. Each start waits up to a minute: on a loaded two-core CI machine it is slow.
    for attempt in 1 2 3; do
        "$kvbudget" &
        app=$!
        for _ in $(seq 1 600); do
            if xwininfo -root -tree | grep -Eq "$window"; then found=1; break; fi
            if ! kill -0 "$app" 2>/dev/null; then break; fi
            sleep 0.1
        done
        [ -n "$found" ] && break
        echo "xvfb_smoke: start $attempt showed no window; retrying" >&2
        kill "$app" 2>/dev/null || true
        sleep 1
    done
    if [ -z "$found" ]; then
        echo "xvfb_smoke: no kvbudget window appeared" >&2
        xwininfo -root -tree >&2 || true
        kill "$app" 2>/dev/null || true
        exit 1
    fi
    xwininfo -root -tree | grep -E "$window" | head -n 3
    # The window maps before its first paint: capture until the screen is drawn, for up to 10 s.
    status=1
    for _ in $(seq 1 10); do
        if "$screencheck" "$output" 20000; then status=0; break; fi
        sleep 1
    done
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    exit $status
' xvfb_smoke "$kvbudget" "$screencheck" "$output"
