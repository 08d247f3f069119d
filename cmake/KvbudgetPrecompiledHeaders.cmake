# Precompiled headers. Parsing Qt's and fmt's headers is most of what a build costs here: a test
# that includes <QtTest> reads about 225,000 preprocessed lines before its own 250. Precompiling the
# headers most sources share halves the compile time of a file (measured on core/budget/engine.cpp,
# 7.7 s to 3.1 s, and tests/tst_compare.cpp, 18.6 s to 10.1 s, on the 2-core CI machine), which keeps
# the two builds of .ci/run (release and asan) inside the CI budget from a cold compiler cache.
#
# The lists hold only system headers (Qt, fmt, the standard library), never the project's own, so a
# source that forgets an include of its own still fails to compile, and tst_includerules still sees
# exactly what each file includes. KVBUDGET_PRECOMPILED_HEADERS=OFF builds without them.
option(KVBUDGET_PRECOMPILED_HEADERS "Precompile the Qt, fmt and standard headers most sources include" ON)

set(KVBUDGET_PCH_CORE
  <QCoreApplication> <QString> <QStringList> <QJsonArray> <QJsonDocument> <QJsonObject> <QFile>
  <QFileInfo> <QRegularExpression> <QLocale> <fmt/format.h> <algorithm> <cmath> <optional> <string>
  <vector>)
set(KVBUDGET_PCH_WIDGETS ${KVBUDGET_PCH_CORE}
  <QApplication> <QWidget> <QLabel> <QPainter> <QPushButton> <QToolButton> <QComboBox> <QMenu>
  <QAction> <QHBoxLayout> <QVBoxLayout> <QFormLayout> <QTabWidget> <QTimer> <QChartView>
  <QLineSeries> <QValueAxis>)
set(KVBUDGET_PCH_TEST ${KVBUDGET_PCH_CORE} <QtTest> <QTemporaryDir>)
set(KVBUDGET_PCH_UI_TEST ${KVBUDGET_PCH_WIDGETS} <QtTest> <QTemporaryDir> <QStandardPaths> <QSettings>)

# kvbudget_precompile_headers(<target> <CORE|WIDGETS>): a library's own precompiled header.
function(kvbudget_precompile_headers target kind)
  if(KVBUDGET_PRECOMPILED_HEADERS)
    target_precompile_headers(${target} PRIVATE ${KVBUDGET_PCH_${kind}})
  endif()
endfunction()

# kvbudget_share_test_headers(<target> <TEST|UI_TEST>): the tests of one directory share one
# precompiled header, made by the first of them. They must: Qt Test's headers read
# QT_TESTCASE_BUILDDIR, which Qt sets per directory, and GCC ignores a precompiled header made with
# another value of a macro it reads (it then parses the headers as usual; nothing breaks).
function(kvbudget_share_test_headers target kind)
  if(NOT KVBUDGET_PRECOMPILED_HEADERS)
    return()
  endif()
  set(property "KVBUDGET_PCH_OWNER_${kind}")
  get_property(owner DIRECTORY PROPERTY ${property})
  if(owner)
    target_precompile_headers(${target} REUSE_FROM ${owner})
  else()
    target_precompile_headers(${target} PRIVATE ${KVBUDGET_PCH_${kind}})
    set_property(DIRECTORY PROPERTY ${property} ${target})
  endif()
endfunction()
