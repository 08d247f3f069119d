#include "ui/lessonplayer.h"

#include "base/language.h"

#include "ui/chartstyle.h"
#include "ui/dashboard.h"
#include "ui/fleetview.h"
#include "ui/lessoncurves.h"
#include "ui/loadchart.h"
#include "ui/loadcontrols.h"
#include "ui/loadrunner.h"
#include "ui/loadview.h"
#include "ui/mainwindow.h"
#include "ui/mathmodel.h"
#include "ui/memorybarwidget.h"
#include "ui/scenariocontroller.h"

#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QTabWidget>
#include <QTableView>

#include <functional>

namespace kvb::ui {

namespace {

// A transparent outline over the widget a step is about; it follows the widget's size.
class Outline final : public QWidget
{
public:
    // `area`: the part of the target to outline, in its coordinates, asked at each paint (a memory
    // segment moves when the plan changes); none: the whole target.
    explicit Outline(QWidget* target, std::function<QRectF()> area = {})
        : QWidget(target)
        , m_area(std::move(area))
    {
        setObjectName(QStringLiteral("lesson_outline"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setGeometry(target->rect());
        target->installEventFilter(this);
        show();
        raise();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Resize)
            setGeometry(static_cast<QWidget*>(watched)->rect());
        return false;
    }
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 4));
        const QRectF area = m_area ? m_area().adjusted(-4, -4, 4, 4) : QRectF(rect()).adjusted(2, 2, -2, -2);
        setProperty("outlined", area); // what was drawn, for tests
        if (!area.isEmpty())
            painter.drawRoundedRect(area, 8, 8);
    }

private:
    std::function<QRectF()> m_area;
};

// The memory bar's segments a highlight names, united over every bar (rank) that shows them.
std::function<QRectF()> segmentArea(const MemoryBarWidget* bars, const std::vector<MemoryTerm>& terms)
{
    return [bars, terms] {
        QRectF area;
        for (int rank = 0; rank < static_cast<int>(bars->bars().size()); ++rank)
            for (MemoryTerm term : terms)
                area = area.united(bars->segmentRect(rank, term));
        return area;
    };
}

// The window's language (View → Language, --lang or the system's): captions follow it.
QString windowLessonLanguage()
{
    return currentUiLanguage();
}

} // namespace

LessonPlayer::LessonPlayer(MainWindow* window)
    : QWidget(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("lesson_player"));
    m_back = new QPushButton(tr("← Back"), this);
    m_back->setToolTip(tr("The previous step of the lesson (← or Page Up)"));
    m_next = new QPushButton(tr("Next →"), this);
    m_next->setToolTip(tr("The next step: sets its scenario and shows what it is about (→ or Page Down)"));
    auto* close = new QPushButton(tr("Close lesson"), this);
    close->setToolTip(tr("Leave the lesson; the scenario stays as the last step left it"));
    m_title = new QLabel(this);
    m_step = new QLabel(this);
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_caption->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    m_caption->setFont(big);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto* layout = new QHBoxLayout(this);
    auto* left = new QVBoxLayout;
    left->addWidget(m_title);
    left->addWidget(m_step);
    layout->addLayout(left);
    layout->addWidget(m_back);
    layout->addWidget(m_caption, 1);
    layout->addWidget(m_next);
    layout->addWidget(close);
    connect(m_back, &QPushButton::clicked, this, &LessonPlayer::previous);
    connect(m_next, &QPushButton::clicked, this, &LessonPlayer::next);
    connect(close, &QPushButton::clicked, this, &LessonPlayer::closeLesson);
    for (const auto key : {Qt::Key_Right, Qt::Key_PageDown})
        connect(new QShortcut(QKeySequence(key), window), &QShortcut::activated, this, [this] {
            if (isVisible())
                next();
        });
    for (const auto key : {Qt::Key_Left, Qt::Key_PageUp})
        connect(new QShortcut(QKeySequence(key), window), &QShortcut::activated, this, [this] {
            if (isVisible())
                previous();
        });
}

bool LessonPlayer::open(const Lesson& lesson)
{
    auto frames = playLesson(lesson, windowLessonLanguage());
    if (!frames) {
        QMessageBox::warning(m_window, tr("Cannot play the lesson"), frames.error().message);
        return false;
    }
    m_lesson = lesson;
    m_frames = std::move(frames).value();
    m_title->setText(lesson.title(windowLessonLanguage()));
    if (auto* dock = qobject_cast<QDockWidget*>(parentWidget()))
        dock->show();
    show();
    showStep(0);
    return true;
}

void LessonPlayer::next()
{
    if (m_current + 1 < stepCount())
        showStep(m_current + 1);
}

void LessonPlayer::previous()
{
    if (m_current > 0)
        showStep(m_current - 1);
}

QString LessonPlayer::caption() const
{
    return m_caption->text();
}

void LessonPlayer::showStep(int index)
{
    if (index < 0 || index >= stepCount())
        return;
    m_current = index;
    const LessonFrame& frame = m_frames[static_cast<std::size_t>(index)];
    m_step->setText(tr("Step %1 of %2").arg(frame.index).arg(frame.count));
    m_caption->setText(frame.caption);
    m_back->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < stepCount());
    applyFrame(frame);
}

void LessonPlayer::applyFrame(const LessonFrame& frame)
{
    emphasizeSeries(m_emphasized, nullptr);
    m_emphasized = nullptr;
    if (frame.kind == LessonKind::Fleet) {
        m_window->fleetView()->setFleet(frame.fleet);
        m_window->tabs()->setCurrentWidget(m_window->fleetView());
        outline(m_window->fleetView());
        return;
    }
    m_window->controller()->setScenario(frame.scenario);
    // The whiteboard's waterfall (× N requests, teaching contexts, INT8 / INT4) until a knob moves.
    if (frame.kind == LessonKind::Hand)
        m_window->dashboard()->setFigures(lessonDashboardFigures(frame));
    const LessonView view = lessonView(frame.highlight);
    if (view == LessonView::Load) {
        // The Load tab runs the step's workload itself (and its search for a better max_num_seqs).
        LoadView* load = m_window->loadView();
        load->controls()->setControls(frame.loadControls);
        m_window->tabs()->setCurrentWidget(load);
        load->runner()->runNow();
        outline(load->chart());
        m_emphasized = emphasizeLessonCurve(load->chart(), lessonCurve(frame.highlight));
        return;
    }
    m_window->tabs()->setCurrentWidget(m_window->dashboard());
    if (view == LessonView::Math || view == LessonView::HandBudget) {
        m_window->mathDock()->show();
        auto* table = qobject_cast<QTableView*>(m_window->mathDock()->widget());
        const MathModel* model = m_window->mathModel();
        for (int row = 0; table && row < model->rowCount(); ++row)
            if (model->index(row, 0).data(MathModel::StepIdRole).toString() == lessonMathRow(frame.highlight))
                table->selectRow(row);
        outline(table);
        return;
    }
    QWidget* chart = m_window->dashboard()->contentWidget(lessonChart(frame.highlight));
    const std::vector<MemoryTerm> terms = lessonMemoryTerms(frame.highlight);
    auto* bars = chart ? qobject_cast<MemoryBarWidget*>(chart) : nullptr;
    if (chart && !bars)
        bars = chart->findChild<MemoryBarWidget*>();
    if (bars && !terms.empty()) {
        delete m_outline;
        m_outline = new Outline(bars, segmentArea(bars, terms));
        return;
    }
    outline(chart);
    m_emphasized = emphasizeLessonCurve(chart, lessonCurve(frame.highlight));
}

void LessonPlayer::outline(QWidget* target)
{
    delete m_outline;
    if (target)
        m_outline = new Outline(target);
}

void LessonPlayer::closeLesson()
{
    delete m_outline;
    emphasizeSeries(m_emphasized, nullptr);
    m_emphasized = nullptr;
    m_frames.clear();
    m_current = -1;
    if (auto* dock = qobject_cast<QDockWidget*>(parentWidget()))
        dock->hide();
}

LessonPlayer* lessonPlayer(MainWindow* window)
{
    if (auto* player = window->findChild<LessonPlayer*>())
        return player;
    auto* dock = new QDockWidget(LessonPlayer::tr("Lesson"), window);
    dock->setObjectName(QStringLiteral("lesson_dock"));
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    auto* player = new LessonPlayer(window);
    dock->setWidget(player);
    // The dock's × closes the lesson as "Close lesson" does: the outline goes, the curves come back.
    QObject::connect(dock, &QDockWidget::visibilityChanged, player, [dock, player](bool visible) {
        if (!visible && dock->isHidden() && player->currentStep() >= 0)
            player->closeLesson();
    });
    window->addDockWidget(Qt::TopDockWidgetArea, dock);
    return player;
}

void addLessonsMenu(QMenu* help, MainWindow* window)
{
    QMenu* lessons = help->addMenu(LessonPlayer::tr("&Lessons"));
    lessons->setToolTipsVisible(true);
    for (const Lesson& lesson : builtinLessons()) {
        QAction* action = lessons->addAction(lesson.title(windowLessonLanguage()), window,
                                             [window, lesson] { lessonPlayer(window)->open(lesson); });
        action->setToolTip(LessonPlayer::tr("%1 steps; → and ← step through them").arg(lesson.steps.size()));
    }
    lessons->addSeparator();
    lessons->addAction(LessonPlayer::tr("Open lesson &file…"), window, [window] {
        const QString path = QFileDialog::getOpenFileName(window, LessonPlayer::tr("Open lesson"), QString(),
                                                          LessonPlayer::tr("Lessons (*.json)"));
        if (path.isEmpty())
            return;
        const auto lesson = loadLessonFile(path);
        if (!lesson)
            QMessageBox::warning(window, LessonPlayer::tr("Cannot open the lesson"), lesson.error().message);
        else
            lessonPlayer(window)->open(*lesson);
    });
}

} // namespace kvb::ui
