// The Compare view's columns: made again when scenarios are added, removed or renamed; filled again,
// one at a time, when a scenario is re-planned. The charts keep their series and replace the points
// of the column that changed.
#include "ui/compareview.h"

#include "ui/caption.h"
#include "ui/comparebars.h"
#include "ui/comparecolumn.h"
#include "ui/comparecurves.h"
#include "ui/comparesession.h"
#include "ui/scenariocontroller.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace kvb::ui {

void CompareView::rebuild()
{
    const int count = m_session->count();
    if (m_linked >= count)
        m_linked = -1;
    for (CompareColumn* column : m_columns)
        column->retire(m_grid);
    m_columns.clear();
    for (int c = 0; c < count; ++c) {
        m_columns.push_back(new CompareColumn(m_gridHost, m_grid, c, this));
        connectColumn(m_columns.back(), c);
    }
    for (int c = 0; c <= CompareCurvesChart::maxColumns; ++c)
        m_grid->setColumnStretch(c, c == 0 || c > count ? 0 : 1);
    m_bars->setCount(count);
    m_concurrency->setCount(count);
    m_capacity->setCount(count);
    for (int c = 0; c < count; ++c)
        showColumn(c);
    showDeltas();
    const bool any = count > 0;
    m_empty->setVisible(!any);
    for (QWidget* w : {m_gridHost, static_cast<QWidget*>(m_bars), static_cast<QWidget*>(m_concurrency),
                       static_cast<QWidget*>(m_capacity)})
        w->setVisible(any);
    m_addCurrent->setEnabled(any && !m_session->isFull());
    m_addFile->setEnabled(any && !m_session->isFull());
    // Tab order: the buttons, then each column top to bottom, as the columns read.
    QWidget* previous = m_addFile;
    for (CompareColumn* column : m_columns)
        for (QWidget* w : column->focusOrder()) {
            setTabOrder(previous, w);
            previous = w;
        }
}

void CompareView::showColumn(int c)
{
    const auto& entry = m_session->entry(c);
    const auto& figures = m_session->figures(c);
    m_columns[static_cast<std::size_t>(c)]->setScenario(entry, figures);
    m_columns[static_cast<std::size_t>(c)]->setLinked(c == m_linked);
    m_bars->setRow(c, entry.name, figures.memoryBars);
    m_concurrency->setColumn(c, entry.name, figures);
    m_capacity->setColumn(c, entry.name, figures);
}

void CompareView::showDeltas()
{
    const Comparison& comparison = m_session->comparison();
    for (std::size_t c = 0; c < m_columns.size(); ++c)
        m_columns[c]->setDeltas(c == 0 ? nullptr : &comparison.deltas[c - 1]);
}

void CompareView::connectColumn(CompareColumn* column, int index)
{
    connect(column, &CompareColumn::edited, this,
            [this, index](const std::function<void(Scenario&)>& change) {
                m_session->edit(index, change);
                if (index == m_linked) { // the Capacity tab shows this column: it follows
                    m_writingBack = true;
                    m_controller->setScenario(m_session->scenario(index));
                    m_writingBack = false;
                }
            });
    connect(column, &CompareColumn::renamed, this,
            [this, index](const QString& name) { m_session->rename(index, name); });
    connect(column, &CompareColumn::removeRequested, this, [this, index] {
        const QString name = m_session->name(index);
        if (m_linked == index)
            m_linked = -1;
        else if (m_linked > index)
            --m_linked;
        m_session->remove(index);
        showMessage(m_session->count() == 0 ? tr("Removed %1: the comparison is empty.").arg(name)
                    : index == 0 ? tr("Removed %1: %2 is the baseline now.").arg(name, m_session->name(0))
                                 : tr("Removed %1.").arg(name));
    });
    connect(column, &CompareColumn::editInCapacityRequested, this, [this, index] {
        linkColumn(m_linked == index ? -1 : index);
        if (m_linked == index)
            Q_EMIT capacityTabRequested();
    });
}

void CompareView::linkColumn(int column)
{
    const int previous = m_linked;
    m_linked = column >= 0 && column < m_session->count() ? column : -1;
    if (m_linked >= 0) {
        m_writingBack = true;
        m_controller->setScenario(m_session->scenario(m_linked));
        m_writingBack = false;
        showMessage(tr("The Capacity tab shows %1: every change made there is written back to its column. "
                       "Click Edit in Capacity again to stop.")
                        .arg(m_session->name(m_linked)));
    } else if (previous >= 0 && previous < m_session->count()) {
        showMessage(tr("%1 no longer follows the Capacity tab.").arg(m_session->name(previous)));
    }
    for (std::size_t c = 0; c < m_columns.size(); ++c)
        m_columns[c]->setLinked(static_cast<int>(c) == m_linked);
}

void CompareView::followController()
{
    if (m_linked < 0 || m_writingBack)
        return;
    m_session->setScenario(m_linked, m_controller->scenario());
}

} // namespace kvb::ui
