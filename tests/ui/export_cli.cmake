# `kvbudget export` end to end, without a display: exit codes and the written files.
# Run as: cmake -DKVBUDGET=path/to/kvbudget -DWORKDIR=dir -P export_cli.cmake
file(REMOVE_RECURSE "${WORKDIR}")
file(MAKE_DIRECTORY "${WORKDIR}")
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
unset(ENV{QT_QPA_PLATFORM}) # export must choose offscreen by itself

function(expect_exit code)
  execute_process(COMMAND "${KVBUDGET}" export ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL code)
    message(FATAL_ERROR "kvbudget export ${ARGN}: exit ${rc}, expected ${code}\n${out}\n${err}")
  endif()
endfunction()

# PNG: exactly the requested pixels (IHDR width and height, big-endian, at byte 16).
function(expect_png path width height)
  if(NOT EXISTS "${path}")
    message(FATAL_ERROR "${path} was not written")
  endif()
  file(READ "${path}" header LIMIT 24 HEX)
  string(SUBSTRING "${header}" 32 8 w)
  string(SUBSTRING "${header}" 40 8 h)
  math(EXPR w "0x${w}")
  math(EXPR h "0x${h}")
  if(NOT w EQUAL width OR NOT h EQUAL height)
    message(FATAL_ERROR "${path} is ${w}x${h}, expected ${width}x${height}")
  endif()
endfunction()

expect_exit(0 -o "${WORKDIR}/default.png" --size 1280x800)
expect_png("${WORKDIR}/default.png" 1280 800)
expect_exit(0 --max-model-len 8192 --kv-cache-dtype fp8 -o "${WORKDIR}/scaled" --size 640x400 --scale 2)
expect_png("${WORKDIR}/scaled.png" 1280 800) # the extension is appended
expect_exit(0 -o "${WORKDIR}/chart.svg" --chart concurrency --size 900x600)
expect_exit(0 "--output=${WORKDIR}/dark.pdf" --theme dark)
foreach(written chart.svg dark.pdf)
  if(NOT EXISTS "${WORKDIR}/${written}")
    message(FATAL_ERROR "${written} was not written")
  endif()
endforeach()
# vLLM would refuse: the image is still written, and the exit code says so, as `plan` does.
expect_exit(3 --model llama-3.1-70b -o "${WORKDIR}/refuses.png" --size 800x500)
expect_png("${WORKDIR}/refuses.png" 800 500)
expect_exit(0 --help)
expect_exit(2 --size 1920x1080)                                 # no -o
expect_exit(2 -o "${WORKDIR}/x.png" --size 12x12)               # size out of range
expect_exit(2 -o "${WORKDIR}/x.png" --chart pie)
expect_exit(2 -o "${WORKDIR}/x.png" -tp 3)                      # 32 heads do not split in 3
expect_exit(4 -o "${WORKDIR}/no/such/folder/x.png" --size 800x500)
