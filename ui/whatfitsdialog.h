#pragma once

#include "budget/capacitysearch.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace kvb::ui {

class ScenarioController;

// Tools → What fits…: the inverse questions for the model and settings shown. For N requests of T
// tokens at once and the GPU types ticked, the fewest GPUs and the TP/PP/DP split that start and hold
// them (core/budget/capacitysearch.h), cheapest first, with the longest max_model_len and the
// utilization range that start. Apply loads the chosen option's scenario into the window. Every row
// is a plan the engine computed; the dialog only shows it.
class WhatFitsDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit WhatFitsDialog(ScenarioController* controller, QWidget* parent = nullptr);

    // Starts over from the controller's scenario: its request size, its GPU and every priced GPU.
    void reset();
    // Runs the search with the values shown and fills the table.
    void search();
    // Loads the selected option's scenario into the controller; false when no option is selected.
    bool apply();

    const CapacityAnswer& answer() const { return m_answer; }
    QSpinBox* concurrencyBox() const { return m_concurrency; }
    QSpinBox* requestTokensBox() const { return m_requestTokens; }
    QSpinBox* maxModelLenBox() const { return m_maxModelLen; }
    QListWidget* gpuList() const { return m_gpus; }
    QTableWidget* optionsTable() const { return m_table; }
    QPushButton* applyButton() const { return m_apply; }
    QLabel* summaryLabel() const { return m_summary; }

    enum Columns
    {
        GpuColumn,
        CountColumn,
        SplitColumn,
        CostColumn,
        ConcurrencyColumn,
        VerdictColumn,
        NUM_COLUMNS
    };

private:
    void buildLayout();
    CapacityQuestion question() const;
    void showAnswer();
    void showSummary();

    ScenarioController* m_controller;
    CapacityAnswer m_answer;
    QSpinBox* m_concurrency = nullptr;
    QSpinBox* m_requestTokens = nullptr;
    QSpinBox* m_maxModelLen = nullptr;
    QListWidget* m_gpus = nullptr;
    QPushButton* m_search = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_summary = nullptr;
    QPushButton* m_apply = nullptr;
};

} // namespace kvb::ui
