#!/usr/bin/env bash
# Shows that CI's sanitizer pass fails on undefined behaviour: runs `.ci/run --sanitizers-only` with a
# test of deliberate UB added (KVBUDGET_CI_INJECT_UB=1) and succeeds only if that run fails, and fails
# on the injected test. The asan build is then configured back without it.
set -uo pipefail
cd "$(dirname "$0")/../.."
log=$(mktemp)
KVBUDGET_CI_INJECT_UB=1 .ci/run --sanitizers-only >"$log" 2>&1
status=$?
cmake --preset asan -DKVBUDGET_SANITIZER_INJECT_UB=OFF >/dev/null
if [ "$status" -eq 0 ]; then
  echo "ci-selftest: FAILED: the sanitizer pass passed with deliberate undefined behaviour in it"
  exit 1
fi
if ! grep -q "injected_ub (Failed)" "$log" || ! grep -q "runtime error: signed integer overflow" "$log"; then
  echo "ci-selftest: FAILED: the sanitizer pass failed (exit $status), but not on the injected UB:"
  tail -20 "$log"
  exit 1
fi
echo "ci-selftest: the sanitizer pass fails on deliberate UB (exit $status), as it must:"
grep -E "runtime error|injected_ub" "$log" | head -3
rm -f "$log"
