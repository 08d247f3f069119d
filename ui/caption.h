#pragma once

#include "report/figures.h"

#include <QString>

namespace kvb::ui {

// The scenario in one line, for export captions and the window title: model, GPU (x count), the
// key vLLM settings and the kvbudget version, so an image in a review says what it shows.
QString scenarioCaption(const DashboardFigures& figures);

// "Llama-3.1-8B on NVIDIA H100 SXM5 80GB"
QString scenarioTitle(const Scenario& scenario);

} // namespace kvb::ui
