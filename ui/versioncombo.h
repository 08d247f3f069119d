#pragma once

#include "model/vllmversion.h"

class QComboBox;
class QWidget;

namespace kvb::ui {

// The scenario panel's vLLM version picker: one representative version per modelled accounting era
// (core's representativeVersions), newest last, each labelled with its era. A version that is not
// offered (from a scenario file or a calibrated log) is added as its own item when it is shown.
QComboBox* createVersionCombo(QWidget* parent);
// Selects `version`, adding it if needed; does not block signals (the caller does).
void showVersion(QComboBox* combo, const VllmVersion& version);
// The version of the current item; the newest modelled one when nothing is selected.
VllmVersion selectedVersion(const QComboBox* combo);

} // namespace kvb::ui
