#include "ui/lessondeck.h"

#include "base/atomicwrite.h"

#include "report/explain.h"
#include "ui/exporter.h"
#include "ui/fleetchart.h"
#include "ui/lessoncurves.h"
#include "ui/loadchart.h"
#include "ui/palettes.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace kvb::ui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ui::LessonDeck)
};

constexpr int kMargin = 48;
constexpr int kHeaderHeight = 80;
constexpr int kCaptionHeight = 250;
const QColor kAccent(0xd9, 0x5f, 0x02); // the outline of what a step is about, on the light export palette

QFont deckFont(const QPainter& painter, int pixelSize, bool bold = false)
{
    QFont font = painter.font();
    font.setPixelSize(pixelSize);
    font.setBold(bold);
    return font;
}

// Rows of "label  formula  value", the highlighted one outlined: the math panel as a slide.
void paintRows(QPainter& painter, const QRect& area, const QList<QStringList>& rows, int highlighted)
{
    const int rowHeight = std::min(64, area.height() / static_cast<int>(std::max<qsizetype>(1, rows.size())));
    const int fontSize = std::max(16, rowHeight * 9 / 20);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QRect row(area.left(), area.top() + static_cast<int>(i) * rowHeight, area.width(), rowHeight);
        const bool focus = i == highlighted;
        if (focus) {
            painter.setPen(QPen(kAccent, 4));
            painter.setBrush(QColor(kAccent.red(), kAccent.green(), kAccent.blue(), 28));
            painter.drawRoundedRect(row.adjusted(2, 2, -2, -2), 8, 8);
        }
        painter.setPen(Qt::black);
        painter.setFont(deckFont(painter, fontSize, focus));
        const QStringList& cells = rows.at(i);
        if (cells.size() == 1) {
            painter.drawText(row.adjusted(16, 0, -16, 0), Qt::AlignVCenter | Qt::AlignLeft, cells.at(0));
            continue;
        }
        const int labelWidth = row.width() * 3 / 10;
        const int valueWidth = row.width() * 2 / 10;
        painter.drawText(QRect(row.left() + 16, row.top(), labelWidth - 16, row.height()),
                         Qt::AlignVCenter | Qt::AlignLeft, cells.value(0));
        painter.drawText(
            QRect(row.left() + labelWidth, row.top(), row.width() - labelWidth - valueWidth, row.height()),
            Qt::AlignVCenter | Qt::AlignLeft, cells.value(1));
        painter.drawText(QRect(row.right() - valueWidth, row.top(), valueWidth - 16, row.height()),
                         Qt::AlignVCenter | Qt::AlignRight, cells.value(2));
    }
}

void paintMath(QPainter& painter, const QRect& area, const LessonFrame& frame)
{
    const std::vector<ExplanationStep> steps = explainPlan(frame.scenario, frame.plan);
    QList<QStringList> rows;
    int highlighted = -1;
    for (const ExplanationStep& step : steps) {
        if (step.id == lessonMathRow(frame.highlight))
            highlighted = static_cast<int>(rows.size());
        rows.append({step.label, step.formula, step.value});
    }
    paintRows(painter, area, rows, highlighted);
}

// Charts are laid out at a third less than the page gives them and drawn enlarged, so that their
// labels read from the back of a room as the caption does.
constexpr double kChartZoom = 1.5;

QSize chartLayoutSize(const QRect& area)
{
    return (QSizeF(area.size()) / kChartZoom).toSize();
}

void paintWidget(QPainter& painter, const QRect& area, QWidget& widget)
{
    painter.save();
    painter.translate(area.topLeft());
    painter.scale(kChartZoom, kChartZoom);
    widget.render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.restore();
}

void outlineArea(QPainter& painter, const QRect& area)
{
    painter.setPen(QPen(kAccent, 4));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(area.adjusted(-6, -6, 6, 6), 10, 10);
}

void paintView(QPainter& painter, const QRect& area, const LessonFrame& frame)
{
    switch (lessonView(frame.highlight)) {
    case LessonView::Math:
        paintMath(painter, area, frame);
        return;
    case LessonView::HandBudget: {
        QList<QStringList> rows;
        for (const QString& line : lessonHandBudgetLines(frame))
            rows.append({line});
        paintRows(painter, area, rows, -1);
        return;
    }
    case LessonView::Fleet: {
        FleetChart chart;
        chart.setPalette(exportPalette(false));
        chart.setAutoFillBackground(true);
        chart.setFleet(frame.fleet, frame.replay);
        chart.resize(chartLayoutSize(area));
        paintWidget(painter, area, chart);
        return;
    }
    case LessonView::Load: {
        LoadChart chart;
        chart.setPalette(exportPalette(false));
        chart.resize(chartLayoutSize(area));
        if (frame.load)
            chart.setFigures(
                loadFigures(*frame.load, LoadTimeAxis::Steps, frame.loadControls.targetKvPercent / 100.0));
        emphasizeLessonCurve(&chart, lessonCurve(frame.highlight));
        paintWidget(painter, area, chart);
        outlineArea(painter, area);
        return;
    }
    case LessonView::Chart: {
        const auto dashboard = prepareDashboard(lessonDashboardFigures(frame), chartLayoutSize(area),
                                                lessonChart(frame.highlight));
        emphasizeLessonCurve(dashboard->contentWidget(lessonChart(frame.highlight)),
                             lessonCurve(frame.highlight));
        paintWidget(painter, area, *dashboard);
        outlineArea(painter, area);
        return;
    }
    }
}

} // namespace

void paintLessonPage(QPainter& painter, const Lesson& lesson, const LessonFrame& frame,
                     const QString& language, QSize size)
{
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    painter.setPen(Qt::black);
    painter.setFont(deckFont(painter, 36, true));
    const QRect header(kMargin, kMargin / 2, size.width() - 2 * kMargin, kHeaderHeight);
    painter.drawText(header, Qt::AlignVCenter | Qt::AlignLeft, lesson.title(language));
    painter.setFont(deckFont(painter, 28));
    painter.drawText(header, Qt::AlignVCenter | Qt::AlignRight,
                     Text::tr("Step %1 of %2").arg(frame.index).arg(frame.count));
    const int viewTop = header.bottom() + kMargin / 2;
    const QRect view(kMargin, viewTop, size.width() - 2 * kMargin,
                     size.height() - viewTop - kCaptionHeight - kMargin / 2);
    paintView(painter, view, frame);
    const QRect caption(kMargin, size.height() - kCaptionHeight, size.width() - 2 * kMargin,
                        kCaptionHeight - kMargin / 2);
    painter.setPen(Qt::black);
    // Big type for the back of the room; long captions step down until they fit the strip.
    for (int pixels = 44; pixels >= 24; pixels -= 4) {
        painter.setFont(deckFont(painter, pixels));
        if (painter.boundingRect(caption, Qt::TextWordWrap, frame.caption).height() <= caption.height())
            break;
    }
    painter.drawText(caption, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignVCenter, frame.caption);
}

Result<QString> exportLessonDeck(const Lesson& lesson, const std::vector<LessonFrame>& frames,
                                 const QString& language, const QString& path)
{
    if (frames.empty())
        return invalidInput(Text::tr("The lesson has no steps"));
    const QSize size(1920, 1080);
    // No ".pdf" is appended: "-o adir" (a folder) or "-o deck" must not write a file the user did not
    // name. A device or a pipe (/dev/stdout, /dev/full) takes the PDF as it is.
    const QString file = path;
    if (imageFormatForPath(file) != ImageFormat::Pdf && !isSpecialFile(file))
        return invalidInput(Text::tr("A slide deck is a PDF: -o FILE.pdf"));
    // Drawn into memory and written by the one atomic helper: a failed write leaves no half deck behind.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(lesson.title(language));
    writer.setCreator(QStringLiteral("kvbudget %1").arg(QStringLiteral(KVBUDGET_VERSION)));
    writer.setResolution(96);
    writer.setPageSize(QPageSize(QSizeF(size) * 0.75, QPageSize::Point, QString(), QPageSize::ExactMatch));
    writer.setPageOrientation(QPageLayout::Portrait); // the page itself is wider than tall
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter;
    if (!painter.begin(&writer))
        return ioError(Text::tr("Cannot write %1").arg(file));
    for (const LessonFrame& frame : frames) {
        if (frame.index > 1)
            writer.newPage();
        paintLessonPage(painter, lesson, frame, language, size);
    }
    if (!painter.end())
        return ioError(Text::tr("Cannot write %1").arg(file));
    return writeFileAtomically(file, buffer.data());
}

} // namespace kvb::ui
