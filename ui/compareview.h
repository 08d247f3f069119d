#pragma once

#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace kvb::ui {

class CompareBarsChart;
class CompareColumn;
class CompareCurvesChart;
class CompareSession;
class ScenarioController;

// The Compare tab: the baseline and up to three more scenarios side by side. A grid with a column per
// scenario (its name, knobs and every key figure of core/report/compare with the delta to the
// baseline), the memory bars on one scale, and the concurrency and capacity curves overlaid. A knob
// re-plans its own column only; "Edit in Capacity" loads a column into the main panel and writes
// every change made there back to it.
class CompareView final : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(ScenarioController* controller, QWidget* parent = nullptr);
    ~CompareView() override;

    CompareSession* session() const { return m_session; }
    int columnCount() const { return static_cast<int>(m_columns.size()); }
    CompareColumn* column(int index) const { return m_columns.at(static_cast<std::size_t>(index)); }
    CompareBarsChart* memoryBars() const { return m_bars; }
    CompareCurvesChart* concurrencyChart() const { return m_concurrency; }
    CompareCurvesChart* capacityChart() const { return m_capacity; }
    // Everything under the buttons, as one widget: what a full repaint or a screenshot grabs.
    QWidget* content() const { return m_content; }
    QScrollArea* scrollArea() const { return m_scroll; }
    // The last message the view showed (what was pinned or added, or why not).
    QString message() const;

    // The window's scenario as the baseline, or as one more column; a scenario file as one more
    // column. Each returns whether it happened; the message says what (or why not).
    bool pinCurrent();
    bool addCurrent();
    bool addFile(const QString& path);

    // The column whose scenario follows the Capacity tab's (-1: none).
    int linkedColumn() const { return m_linked; }
    void linkColumn(int column);

Q_SIGNALS:
    void messageShown(const QString& message);
    void addFileRequested();
    void capacityTabRequested();

private:
    void buildToolbar();
    void buildContent();
    void rebuild();
    void showColumn(int column);
    void showDeltas();
    void showMessage(const QString& message);
    void connectColumn(CompareColumn* column, int index);
    void followController();

    ScenarioController* m_controller;
    CompareSession* m_session;
    std::vector<CompareColumn*> m_columns; // children; retired with deleteLater (one may be emitting)
    QPushButton* m_pin = nullptr;
    QPushButton* m_addCurrent = nullptr;
    QPushButton* m_addFile = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_empty = nullptr;
    QScrollArea* m_scroll = nullptr;
    QWidget* m_content = nullptr;
    QWidget* m_gridHost = nullptr;
    QGridLayout* m_grid = nullptr;
    CompareBarsChart* m_bars = nullptr;
    CompareCurvesChart* m_concurrency = nullptr;
    CompareCurvesChart* m_capacity = nullptr;
    int m_linked = -1;
    bool m_writingBack = false; // a linked column's own edit, sent on to the Capacity tab
};

} // namespace kvb::ui
