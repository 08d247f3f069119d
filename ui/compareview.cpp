#include "ui/compareview.h"

#include "io/presets.h"
#include "io/scenariofile.h"
#include "ui/caption.h"
#include "ui/comparebars.h"
#include "ui/comparecolumn.h"
#include "ui/comparecurves.h"
#include "ui/comparesession.h"
#include "ui/scenariocontroller.h"

#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace kvb::ui {

CompareView::CompareView(ScenarioController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_session(new CompareSession(this))
{
    setObjectName(QStringLiteral("compare_view"));
    buildToolbar();
    buildContent();
    connect(m_session, &CompareSession::columnsChanged, this, &CompareView::rebuild);
    connect(m_session, &CompareSession::columnReplanned, this, [this](int column) {
        showColumn(column);
        showDeltas();
    });
    connect(m_controller, &ScenarioController::figuresChanged, this, &CompareView::followController);
    rebuild();
}

CompareView::~CompareView() = default;

void CompareView::buildToolbar()
{
    m_pin = new QPushButton(tr("&Pin current as baseline"), this);
    m_pin->setToolTip(tr("Start a comparison with the Capacity tab's scenario as the baseline (Ctrl+B); "
                         "every other column's changes are measured from it"));
    m_addCurrent = new QPushButton(tr("Add &current"), this);
    m_addCurrent->setToolTip(tr("Add a copy of the Capacity tab's scenario as a new column (Ctrl+Shift+B), "
                                "then change a knob in it"));
    m_addFile = new QPushButton(tr("Add scenario &file…"), this);
    m_addFile->setToolTip(tr("Add a saved scenario file (.json) as a new column"));
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(m_pin, &QPushButton::clicked, this, &CompareView::pinCurrent);
    connect(m_addCurrent, &QPushButton::clicked, this, &CompareView::addCurrent);
    connect(m_addFile, &QPushButton::clicked, this, &CompareView::addFileRequested);
}

void CompareView::buildContent()
{
    m_content = new QWidget;
    m_gridHost = new QWidget(m_content);
    m_grid = new QGridLayout(m_gridHost);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(2);
    CompareColumn::addRowLabels(m_gridHost, m_grid);
    m_empty =
        new QLabel(tr("Pin the Capacity tab's scenario as the baseline (Edit → Pin as baseline, Ctrl+B), "
                      "then add up to three more: a copy of the current scenario to change a knob in, "
                      "or a scenario file. Each column shows every key figure and its change from the "
                      "baseline."),
                   m_content);
    m_empty->setWordWrap(true);
    m_bars = new CompareBarsChart(m_content);
    m_concurrency = new CompareCurvesChart(CompareCurvesChart::Kind::Concurrency, m_content);
    m_capacity = new CompareCurvesChart(CompareCurvesChart::Kind::Capacity, m_content);
    for (QWidget* chart : {static_cast<QWidget*>(m_concurrency), static_cast<QWidget*>(m_capacity)})
        chart->setMinimumHeight(320);
    auto* curves = new QHBoxLayout;
    curves->addWidget(m_concurrency);
    curves->addWidget(m_capacity);
    auto* content = new QVBoxLayout(m_content);
    content->addWidget(m_empty);
    content->addWidget(m_gridHost);
    content->addWidget(m_bars);
    content->addLayout(curves);
    content->addStretch(1);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(m_content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    auto* toolbar = new QHBoxLayout;
    toolbar->addWidget(m_pin);
    toolbar->addWidget(m_addCurrent);
    toolbar->addWidget(m_addFile);
    toolbar->addWidget(m_message, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(toolbar);
    layout->addWidget(m_scroll, 1);
}

QString CompareView::message() const
{
    return m_message->text();
}

void CompareView::showMessage(const QString& message)
{
    m_message->setText(message);
    Q_EMIT messageShown(message);
}

bool CompareView::pinCurrent()
{
    m_linked = -1;
    const Scenario& s = m_controller->scenario();
    m_session->pinBaseline(s, tr("the Capacity tab"));
    showMessage(tr("Pinned %1 as the baseline. Add up to %2 more to compare.")
                    .arg(scenarioTitle(s))
                    .arg(kMaxCompared - 1));
    return true;
}

bool CompareView::addCurrent()
{
    const QString refused = m_session->add(m_controller->scenario(), tr("a copy of the Capacity tab"));
    if (!refused.isEmpty()) {
        showMessage(refused);
        return false;
    }
    showMessage(tr("Added %1 as a copy of the current scenario: change a knob in its column.")
                    .arg(m_session->name(m_session->count() - 1)));
    return true;
}

bool CompareView::addFile(const QString& path)
{
    if (m_session->isFull() || m_session->count() == 0) {
        showMessage(m_session->add(Scenario{}, {})); // the session says why not, and adds nothing
        return false;
    }
    QStringList warnings;
    auto scenario = loadScenarioFile(path, PresetCatalog::builtin(), &warnings);
    if (!scenario) {
        showMessage(tr("Could not add %1: %2").arg(QFileInfo(path).fileName(), scenario.error().message));
        return false;
    }
    m_session->add(scenario.value(), QFileInfo(path).fileName());
    const int added = m_session->count() - 1;
    if (!scenario.value().name.isEmpty())
        m_session->rename(added, scenario.value().name);
    showMessage(tr("Added %1 from %2.").arg(m_session->name(added), QFileInfo(path).fileName()));
    return true;
}

} // namespace kvb::ui
