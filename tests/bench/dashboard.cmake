# Included from tests/bench/CMakeLists.txt when the GUI is built.
# Slider change -> fully repainted dashboard at 1280x800, offscreen, against bare QChartViews with the
# same series and points repainted the same way. Prints medians and their ratio; asserts nothing.
add_executable(bench_dashboard bench_dashboard.cpp)
target_link_libraries(bench_dashboard PRIVATE kvbudget_ui Qt6::Charts)
kvbudget_set_target_options(bench_dashboard)
add_test(NAME bench_dashboard COMMAND bench_dashboard)
set_tests_properties(bench_dashboard PROPERTIES
  LABELS benchmark
  TIMEOUT 120
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANG=C.UTF-8;LC_ALL=C.UTF-8;QT_LOGGING_RULES=qt.qpa.*=false")

# The GPUs tab: the fleet chart of 16 GPUs x 3 tenants repainted in full, and an edit as the tab makes it.
add_executable(bench_fleetview bench_fleetview.cpp)
target_link_libraries(bench_fleetview PRIVATE kvbudget_ui)
kvbudget_set_target_options(bench_fleetview)
add_test(NAME bench_fleetview COMMAND bench_fleetview)
set_tests_properties(bench_fleetview PROPERTIES
  LABELS benchmark
  TIMEOUT 120
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANG=C.UTF-8;LC_ALL=C.UTF-8;QT_LOGGING_RULES=qt.qpa.*=false")

# The Compare tab: four scenarios, one scenario's utilization changed, repainted in full, against the
# single dashboard's time for the same change in the same run.
add_executable(bench_compareview bench_compareview.cpp)
target_link_libraries(bench_compareview PRIVATE kvbudget_ui)
kvbudget_set_target_options(bench_compareview)
add_test(NAME bench_compareview COMMAND bench_compareview)
set_tests_properties(bench_compareview PROPERTIES
  LABELS benchmark
  TIMEOUT 120
  ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANG=C.UTF-8;LC_ALL=C.UTF-8;QT_LOGGING_RULES=qt.qpa.*=false")
