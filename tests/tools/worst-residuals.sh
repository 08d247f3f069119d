#!/bin/sh
# The largest leave-one-out errors of `kvbudget validate --cross-validate` (docs/vllm-accounting.md §11):
#   tests/tools/worst-residuals.sh [N]     (from the repository root, after a release build)
./build/release/app/kvbudget validate --cross-validate --format json 2>/dev/null | python3 -c "
import json, sys
cv = json.load(sys.stdin)['cross_validation']
cases = [c for c in cv['per_case'] if c.get('abs_error') is not None]
cases.sort(key=lambda c: -c['abs_error'])
for c in cases[:${1:-20}]:
    print('%-70s %-12s %7.2f%% in_band=%s' % (c['id'][:70], c.get('group'), 100 * c['abs_error'], c.get('in_band')))
print({k: v for k, v in cv.items() if k != 'per_case'})
"
