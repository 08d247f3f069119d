# The command line end to end: runs the real executable and checks exit codes and output.
# Usage: cmake -DKVBUDGET=<path of the kvbudget executable> -P cli_smoke.cmake
cmake_minimum_required(VERSION 3.19) # string(JSON)

if(NOT KVBUDGET OR NOT EXISTS "${KVBUDGET}")
  message(FATAL_ERROR "cli_smoke: pass -DKVBUDGET=<path of the kvbudget executable> (got \"${KVBUDGET}\")")
endif()

# kvbudget_run(<expected exit code> <args>...): runs kvbudget, leaves its output in OUT and ERR.
function(kvbudget_run expected)
  execute_process(COMMAND "${KVBUDGET}" ${ARGN}
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
  string(REPLACE ";" " " shown "${ARGN}")
  if(NOT code STREQUAL "${expected}")
    message(FATAL_ERROR "cli_smoke: `kvbudget ${shown}` exited with ${code}, expected ${expected}\n"
                        "stdout:\n${out}\nstderr:\n${err}")
  endif()
  set(OUT "${out}" PARENT_SCOPE)
  set(ERR "${err}" PARENT_SCOPE)
  set(SHOWN "${shown}" PARENT_SCOPE)
endfunction()

function(expect_contains where text needle)
  string(FIND "${text}" "${needle}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "cli_smoke: `kvbudget ${SHOWN}` ${where} lacks \"${needle}\":\n${text}")
  endif()
endfunction()

# Seed example 1: Llama 3.1 8B on an H100 serves 3.43 requests of 131,072 tokens at once.
kvbudget_run(0 plan --scenario seed-llama31-8b-h100)
expect_contains("stdout" "${OUT}" "Maximum concurrency for 131,072 tokens per request: 3.43x")

# --lang: every subcommand and the window; an unknown language is invalid input naming the four.
# vLLM's own line stays as vLLM prints it in every language.
kvbudget_run(0 plan --scenario seed-llama31-8b-h100 --lang ru)
expect_contains("stdout" "${OUT}" "Maximum concurrency for 131,072 tokens per request: 3.43x")
kvbudget_run(2 plan --lang xx)
expect_contains("stderr" "${ERR}" "vi, zh_CN, ru, en")
kvbudget_run(2 --lang klingon)
expect_contains("stderr" "${ERR}" "vi, zh_CN, ru, en")

# Invalid input: exit 2, the reason on stderr and nothing on stdout.
kvbudget_run(2 plan --gpu-memory-utilization 0)
expect_contains("stderr" "${ERR}" "kvbudget plan: --gpu-memory-utilization must be greater than 0 and at most 1")
if(NOT OUT STREQUAL "")
  message(FATAL_ERROR "cli_smoke: `kvbudget ${SHOWN}` printed to stdout:\n${OUT}")
endif()

# vLLM would refuse to start: exit 3, and the plan is still printed.
kvbudget_run(3 plan --model llama-3.1-405b --gpu l4)
expect_contains("stdout" "${OUT}" "CUDA out of memory")

# The JSON interface parses and has integer byte and token counts.
kvbudget_run(0 plan --format json)
string(JSON tokens ERROR_VARIABLE json_error GET "${OUT}" kv_tokens)
if(json_error)
  message(FATAL_ERROR "cli_smoke: `kvbudget ${SHOWN}` is not JSON with kv_tokens: ${json_error}\n${OUT}")
endif()
if(NOT tokens MATCHES "^[1-9][0-9]*$")
  message(FATAL_ERROR "cli_smoke: kv_tokens is \"${tokens}\", expected a positive integer")
endif()
string(JSON fits GET "${OUT}" fits)
if(NOT fits STREQUAL "ON")
  message(FATAL_ERROR "cli_smoke: the default scenario should fit (fits is \"${fits}\")")
endif()

kvbudget_run(0 list gpus)
expect_contains("stdout" "${OUT}" "h100-sxm-80gb")

kvbudget_run(0 list models --format json)
string(JSON first GET "${OUT}" 0 id)
if(first STREQUAL "")
  message(FATAL_ERROR "cli_smoke: `kvbudget ${SHOWN}` lists no model ids:\n${OUT}")
endif()

kvbudget_run(2 frobnicate)
expect_contains("stderr" "${ERR}" "unknown command \"frobnicate\"")

kvbudget_run(0 plan --help)
expect_contains("stdout" "${OUT}" "--gpu-memory-utilization")

# Fleets: the story's startup, two failed cards (exit 3), and the GPUs view exported without a display.
kvbudget_run(0 fleet gpu-tetris)
expect_contains("stdout" "${OUT}" "Every deployment starts.")
kvbudget_run(3 fleet gpu-tetris --fail gpu0 gpu1)
expect_contains("stdout" "${OUT}" "vision [gpu0, start 4]: not placed: GPU gpu0 has failed")
kvbudget_run(2 fleet gpu-tetris --fail gpu7)
expect_contains("stderr" "${ERR}" "--fail gpu7: the fleet has no such GPU")
kvbudget_run(0 list fleets)
expect_contains("stdout" "${OUT}" "gpu-tetris")
set(fleet_png "${CMAKE_CURRENT_BINARY_DIR}/cli_smoke_fleet.png")
file(REMOVE "${fleet_png}")
kvbudget_run(0 export --fleet gpu-tetris --fail gpu0 gpu1 --repack -o "${fleet_png}" --size 1280x800)
if(NOT EXISTS "${fleet_png}")
  message(FATAL_ERROR "cli_smoke: `kvbudget ${SHOWN}` wrote no ${fleet_png}")
endif()
file(REMOVE "${fleet_png}")

message(STATUS "cli_smoke: all checks passed")
