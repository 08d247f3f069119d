#pragma once

#include "model/scenario.h"
#include "vllm/calibration.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTimer;

namespace kvb::ui {

class CalibrationAssumptions;
class ScenarioController;

// "Calibrate from a vLLM log": paste a startup log (or open or drop the file), see what the engine
// predicted against what vLLM logged and what calibration makes of it, then Apply to re-base the
// controller's scenario on the measured terms, so what-ifs start from the user's own machine.
// Cancel leaves the scenario alone. Everything shown comes from core/vllm/calibration.h.
class CalibrateDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit CalibrateDialog(ScenarioController* controller, QWidget* parent = nullptr);

    // Starts over from the controller's current scenario with an empty paste box.
    void reset();
    // Puts `text` in the paste box and calibrates at once (typing waits for a pause).
    void setLogText(const QString& text);
    // Reads a log file into the paste box; on failure the message says why and the box is unchanged.
    bool loadFile(const QString& path);
    // Calibrates from the paste box now.
    void recalibrate();
    // Sets the controller's scenario to the calibrated one and closes; false when there is none.
    bool apply();

    bool canApply() const { return m_calibration.has_value(); }
    const std::optional<Calibration>& calibration() const { return m_calibration; }
    QString message() const;
    bool messageIsError() const { return m_error; }
    QString details() const; // the adopted terms and the notes, as shown

    QPlainTextEdit* logEdit() const { return m_log; }
    QTableWidget* comparisonTable() const { return m_table; }
    QPushButton* openButton() const { return m_open; }
    QPushButton* applyButton() const { return m_apply; }
    CalibrationAssumptions* assumptions() const { return m_assumptions; }

    enum Columns
    {
        FigureColumn,
        LoggedColumn,
        PredictedColumn,
        ErrorColumn,
        CalibratedColumn,
        NUM_COLUMNS
    };

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildLayout();
    void buildResults(); // predicted against logged against calibrated, and the assumed inputs
    void showMessage(const QString& text, bool error);
    void showCalibration();
    void clearResults();
    void askForFile();

    ScenarioController* m_controller;
    Scenario m_base; // the scenario the dialog was opened on
    std::optional<Calibration> m_calibration;
    bool m_error = false;

    QPlainTextEdit* m_log = nullptr;
    QPushButton* m_open = nullptr;
    QLabel* m_message = nullptr;
    QTableWidget* m_table = nullptr;
    QPlainTextEdit* m_details = nullptr;
    QPushButton* m_apply = nullptr;
    CalibrationAssumptions* m_assumptions = nullptr; // what the log leaves to the window
    QTimer* m_debounce = nullptr;
};

} // namespace kvb::ui
