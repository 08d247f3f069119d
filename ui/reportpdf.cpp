// A report as a PDF: the document tree laid out by QTextDocument on the page's printable area, one
// page at a time into QPdfWriter, with the charts as text objects that paint the dashboard's own
// widgets into the PDF's painter (vector paths and text) and a footer with the page number.
#include "ui/reportrender.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <map>

namespace kvb::ui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ui::ReportPdf)
};

constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kChartIndex = QTextFormat::UserProperty + 1;
constexpr int kResolution = 300;

// Draws the chart a character stands for, scaled to the text column's width.
class ChartObject final : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    ChartObject(const ReportDocument& document, double columnWidth)
        : m_document(document)
        , m_charts(reportCharts(document))
        , m_columnWidth(columnWidth)
    {}

    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override
    {
        const QSize logical = reportChartSize(m_document, chart(format));
        const double width = m_columnWidth * 0.98;
        return QSizeF(width, width * logical.height() / logical.width());
    }

    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                    const QTextFormat& format) override
    {
        if (!rect.intersects(m_page)) // a chart the layout moved to the next page: drawn there
            return;
        const ReportChart& c = chart(format);
        // Drawn from its SVG rendering: QWidget::render straight into the page's painter leaves the
        // PDF engine's clip shifted for the text drawn after it. QSvgRenderer replays the same paths
        // and text into the PDF, so the chart stays vector.
        auto& svg = m_svg[format.intProperty(kChartIndex)];
        if (svg.isEmpty())
            svg = renderReportChart(m_document, c, ImageFormat::Svg);
        QSvgRenderer renderer(svg);
        painter->save();
        renderer.render(painter, rect);
        painter->restore();
    }

    // The page being drawn, in document coordinates.
    void setPage(const QRectF& page) { m_page = page; }

private:
    const ReportChart& chart(const QTextFormat& format) const
    {
        const int index =
            std::clamp(format.intProperty(kChartIndex), 0, static_cast<int>(m_charts.size()) - 1);
        return m_charts[static_cast<std::size_t>(index)];
    }

    const ReportDocument& m_document;
    std::vector<ReportChart> m_charts;
    double m_columnWidth;
    QRectF m_page;
    std::map<int, QByteArray> m_svg;
};

struct Fonts
{
    QFont body;
    QFont code;
    QFont small;
};

Fonts reportFonts()
{
    Fonts f;
    f.body = QFont(QStringLiteral("DejaVu Sans"));
    f.body.setStyleHint(QFont::SansSerif);
    f.body.setPointSizeF(9.5);
    f.code = QFont(QStringLiteral("DejaVu Sans Mono"));
    f.code.setStyleHint(QFont::Monospace);
    f.code.setPointSizeF(7.5);
    f.small = f.body;
    f.small.setPointSizeF(8);
    return f;
}

constexpr int kHeadingMark = QTextFormat::UserProperty + 2;

void insertHeading(QTextCursor& cursor, const QString& text, int level, const Fonts& fonts)
{
    QTextBlockFormat block;
    block.setProperty(kHeadingMark, true);
    block.setTopMargin(level == 1 ? 0 : level == 2 ? 14 : 8);
    block.setBottomMargin(4);
    QTextCharFormat chars;
    chars.setFont(fonts.body);
    chars.setFontWeight(QFont::Bold);
    chars.setFontPointSize(level == 1 ? 17 : level == 2 ? 13 : 11);
    if (cursor.document()->isEmpty()) { // the block every document starts with
        cursor.setBlockFormat(block);
        cursor.setCharFormat(chars);
    } else {
        cursor.insertBlock(block, chars);
    }
    cursor.insertText(text, chars);
}

void insertParagraph(QTextCursor& cursor, const QString& text, const QFont& font,
                     const QColor& color = Qt::black)
{
    QTextBlockFormat block;
    block.setBottomMargin(5);
    QTextCharFormat chars;
    chars.setFont(font);
    chars.setForeground(color);
    cursor.insertBlock(block, chars);
    cursor.insertText(text, chars);
}

void insertTable(QTextCursor& cursor, const ReportTable& t, const Fonts& fonts)
{
    QTextTableFormat format;
    format.setHeaderRowCount(1); // repeated at the top of every page the table continues on
    format.setCellPadding(3);
    format.setCellSpacing(0);
    format.setBorder(0.5);
    format.setBorderBrush(QColor(0xd0, 0xd7, 0xde));
    format.setBorderCollapse(true);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setTopMargin(4);
    format.setBottomMargin(6);
    QTextTable* table =
        cursor.insertTable(static_cast<int>(t.rows.size()) + 1, static_cast<int>(t.header.size()), format);
    auto fill = [&](int row, const QStringList& cells, bool header) {
        for (int col = 0; col < cells.size() && col < table->columns(); ++col) {
            QTextTableCell cell = table->cellAt(row, col);
            QTextCharFormat chars;
            chars.setFont(fonts.small);
            if (header) {
                chars.setFontWeight(QFont::Bold);
                QTextCharFormat cellFormat = cell.format();
                cellFormat.setBackground(QColor(0xf3, 0xf5, 0xf7));
                cell.setFormat(cellFormat);
            }
            QTextCursor c = cell.firstCursorPosition();
            const bool numeric =
                static_cast<std::size_t>(col) < t.numeric.size() && t.numeric[static_cast<std::size_t>(col)];
            QTextBlockFormat block;
            block.setAlignment(numeric && !header ? Qt::AlignRight : Qt::AlignLeft);
            c.setBlockFormat(block);
            c.insertText(cells.at(col), chars);
        }
    };
    fill(0, t.header, true);
    for (std::size_t r = 0; r < t.rows.size(); ++r)
        fill(static_cast<int>(r) + 1, t.rows[r], false);
    cursor.movePosition(QTextCursor::End);
}

void insertCode(QTextCursor& cursor, const QString& text, const Fonts& fonts)
{
    QTextFrameFormat frame;
    frame.setBackground(QColor(0xf6, 0xf8, 0xfa));
    frame.setPadding(5);
    frame.setBorder(0);
    frame.setTopMargin(2);
    frame.setBottomMargin(6);
    cursor.insertFrame(frame);
    QTextCharFormat chars;
    chars.setFont(fonts.code);
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            cursor.insertBlock(QTextBlockFormat(), chars);
        cursor.insertText(lines.at(i), chars);
    }
    cursor.movePosition(QTextCursor::End);
}

void insertBlock(QTextCursor& cursor, const ReportBlock& b, int& chartIndex, const Fonts& fonts)
{
    switch (b.kind) {
    case ReportBlock::Kind::Paragraph:
        insertParagraph(cursor, b.text, fonts.body);
        return;
    case ReportBlock::Kind::Bullets: {
        QTextListFormat format;
        format.setStyle(QTextListFormat::ListDisc);
        format.setIndent(1);
        QTextCharFormat chars;
        chars.setFont(fonts.body);
        QTextList* list = nullptr;
        for (const QString& item : b.items) {
            QTextBlockFormat block;
            block.setBottomMargin(2);
            cursor.insertBlock(block, chars);
            if (list)
                list->add(cursor.block());
            else
                list = cursor.createList(format);
            cursor.insertText(item, chars);
        }
        return;
    }
    case ReportBlock::Kind::Table:
        insertTable(cursor, b.table, fonts);
        return;
    case ReportBlock::Kind::Code:
        insertCode(cursor, b.text, fonts);
        return;
    case ReportBlock::Kind::Chart: {
        QTextBlockFormat block;
        block.setAlignment(Qt::AlignHCenter);
        block.setTopMargin(6);
        cursor.insertBlock(block);
        QTextCharFormat object;
        object.setObjectType(kChartObject);
        object.setProperty(kChartIndex, chartIndex++);
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
        insertParagraph(cursor, b.chart.caption, fonts.small, QColor(0x57, 0x60, 0x6a));
        return;
    }
    }
}

void buildDocument(QTextDocument& doc, const ReportDocument& d, const Fonts& fonts)
{
    QTextCursor cursor(&doc);
    insertHeading(cursor, d.title, 1, fonts);
    insertParagraph(cursor, d.date, fonts.body, QColor(0x57, 0x60, 0x6a));
    QTextFrameFormat box;
    box.setBackground(QColor(0xee, 0xf4, 0xfb));
    box.setPadding(7);
    box.setBorder(0);
    box.setTopMargin(4);
    box.setBottomMargin(8);
    cursor.insertFrame(box);
    QTextCharFormat summary;
    summary.setFont(fonts.body);
    cursor.insertText(d.summary, summary);
    cursor.movePosition(QTextCursor::End);
    int chartIndex = 0;
    for (const ReportSection& section : d.sections) {
        insertHeading(cursor, section.title, section.level, fonts);
        for (const ReportBlock& block : section.blocks)
            insertBlock(cursor, block, chartIndex, fonts);
    }
}

// QTextDocument has no "keep with next": a heading in the last part of a page moves to the next one,
// so that it stands over what it names. One pass from the top, each move laid out before the next.
void keepHeadingsWithNext(QTextDocument& doc, double pageHeight)
{
    const double reserve = pageHeight * 0.12;
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        if (!block.blockFormat().boolProperty(kHeadingMark))
            continue;
        doc.pageCount(); // lays the whole document out: the layout is otherwise lazy
        const QRectF rect = doc.documentLayout()->blockBoundingRect(block);
        const QTextBlock next = block.next();
        // Where the next block's first line is: the layout moves a line that does not fit to the next
        // page inside its block, so the block's own rectangle may still start on this one; a line moved
        // there starts a rounding error above the page top.
        double nextTop = 0;
        if (next.isValid()) {
            nextTop = doc.documentLayout()->blockBoundingRect(next).top();
            if (next.layout() && next.layout()->lineCount() > 0)
                nextTop += next.layout()->lineAt(0).y();
        }
        const bool nextOnLaterPage =
            std::floor((nextTop + 1) / pageHeight) > std::floor(rect.top() / pageHeight);
        if (rect.top() > 0 &&
            (std::fmod(rect.bottom(), pageHeight) > pageHeight - reserve || nextOnLaterPage)) {
            QTextBlockFormat format;
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(block).mergeBlockFormat(format);
        }
    }
}

void paintFooter(QPainter& painter, const QRectF& area, const QString& title, int page, int pages,
                 const Fonts& fonts)
{
    painter.save();
    painter.setFont(fonts.small);
    painter.setPen(QColor(0x57, 0x60, 0x6a));
    painter.drawLine(area.topLeft(), area.topRight());
    const QRectF text = area.adjusted(0, area.height() * 0.25, 0, 0);
    painter.drawText(
        text, Qt::AlignLeft | Qt::AlignTop,
        QFontMetricsF(fonts.small, painter.device()).elidedText(title, Qt::ElideRight, area.width() * 0.7));
    painter.drawText(text, Qt::AlignRight | Qt::AlignTop, Text::tr("Page %1 of %2").arg(page).arg(pages));
    painter.restore();
}

} // namespace

QByteArray renderReportPdf(const ReportDocument& d, ExportPage page)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(d.title);
    writer.setCreator(QStringLiteral("kvbudget %1").arg(QStringLiteral(KVBUDGET_VERSION)));
    writer.setResolution(kResolution);
    const ExportPage paper = page == ExportPage::Fit ? localPaper() : page;
    writer.setPageLayout(
        QPageLayout(QPageSize(paper == ExportPage::Letter ? QPageSize::Letter : QPageSize::A4),
                    QPageLayout::Portrait, QMarginsF(18, 16, 18, 12), QPageLayout::Millimeter));
    const Fonts fonts = reportFonts();
    const double footer = QFontMetricsF(fonts.small, &writer).height() * 2.2;
    const QSizeF body(writer.width(), writer.height() - footer);
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    doc.setDefaultFont(fonts.body);
    doc.setDocumentMargin(0);
    doc.setPageSize(body);
    ChartObject charts(d, body.width());
    doc.documentLayout()->registerHandler(kChartObject, &charts);
    buildDocument(doc, d, fonts);
    keepHeadingsWithNext(doc, body.height());
    QPainter painter;
    if (!painter.begin(&writer))
        return {};
    const int pages = doc.pageCount();
    for (int p = 0; p < pages; ++p) {
        if (p > 0)
            writer.newPage();
        painter.save();
        const QRectF clip(0, p * body.height(), body.width(), body.height());
        painter.translate(0, -clip.top());
        painter.setClipRect(clip);
        charts.setPage(clip);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip;
        doc.documentLayout()->draw(&painter, context);
        painter.restore();
        paintFooter(painter, QRectF(0, body.height() + footer * 0.2, body.width(), footer * 0.8), d.title,
                    p + 1, pages, fonts);
    }
    if (!painter.end())
        return {};
    return bytes;
}

} // namespace kvb::ui

#include "reportpdf.moc"
