#!/usr/bin/env bash
# Builds the libFuzzer targets (the `fuzz` preset) and runs each one, from its seed corpus and
# dictionary, for a number of executions or a time limit, whichever comes first:
#
#   tests/fuzz/run-fuzzers.sh [--runs N] [--seconds S] [--jobs J] [target ...]
#
# Defaults: 10,000,000 runs or 2 hours per target, every target. Findings (crash-*, timeout-*, oom-*)
# land in build/fuzz/findings/<target>/; copy each one to tests/data/fuzz-regressions/<target>/ after
# fixing it, and the normal test suite replays it from then on. A summary line per target is printed
# at the end (executions, executions per second, findings).
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=10000000
seconds=7200
jobs=1
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) targets+=("$1"); shift ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(hfconfig scenario fleet lesson vllmlog vllmserve trace planargs)

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

dictionary() {
  case "$1" in
    hfconfig|scenario|fleet|lesson) echo tests/fuzz/json.dict ;;
    vllmlog) echo tests/fuzz/vllmlog.dict ;;
    vllmserve|planargs) echo tests/fuzz/cli.dict ;;
    *) echo "" ;;
  esac
}

summary=()
for target in "${targets[@]}"; do
  corpus="build/fuzz/corpus/$target"
  findings="build/fuzz/findings/$target"
  mkdir -p "$corpus" "$findings"
  cp -n tests/fuzz/seeds/"$target"/* "$corpus"/ 2>/dev/null || true
  [ -d "tests/data/fuzz-regressions/$target" ] && cp -n tests/data/fuzz-regressions/"$target"/* "$corpus"/ 2>/dev/null || true
  dict=$(dictionary "$target")
  log="build/fuzz/$target.log"
  echo "== fuzz_$target: up to $runs runs or ${seconds}s"
  set +e
  # One job runs in this process (its log is $log); more run as libFuzzer's workers, each logging to
  # fuzz-N.log in the working directory (so run one multi-job invocation at a time).
  parallel=()
  if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
  build/fuzz/tests/fuzz/fuzz_"$target" "$corpus" ${dict:+-dict="$dict"} -runs="$runs" -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -max_len=65536 "${parallel[@]}" \
    -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1
  status=$?
  set -e
  others=()
  if [ "$jobs" -gt 1 ]; then others=(fuzz-*.log); fi
  execs=$(grep -h "stat::number_of_executed_units" "$log" "${others[@]}" 2>/dev/null | awk '{s+=$2} END {print s+0}')
  rate=$(grep -h "stat::average_exec_per_sec" "$log" "${others[@]}" 2>/dev/null | awk '{s+=$2} END {print s+0}')
  found=$(find "$findings" -type f | wc -l)
  summary+=("fuzz_$target: $execs executions, $rate exec/s, $found findings (exit $status)")
  if [ "$jobs" -gt 1 ]; then rm -f fuzz-*.log; fi
done
echo
printf '%s\n' "${summary[@]}"
