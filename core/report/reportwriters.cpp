#include "report/reportwriters.h"

#include "base/atomicwrite.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Report)
};

QString markdownCell(QString text)
{
    return text.replace(QLatin1Char('|'), QLatin1String("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString markdownBlock(const ReportBlock& b, const std::function<QString(const ReportChart&)>& imageName)
{
    switch (b.kind) {
    case ReportBlock::Kind::Paragraph:
        return b.text + QStringLiteral("\n\n");
    case ReportBlock::Kind::Bullets: {
        QString out;
        for (const QString& item : b.items)
            out += QStringLiteral("- %1\n").arg(item);
        return out + QLatin1Char('\n');
    }
    case ReportBlock::Kind::Table:
        return markdownTable(b.table) + QLatin1Char('\n');
    case ReportBlock::Kind::Code:
        return QStringLiteral("```\n%1\n```\n\n").arg(b.text);
    case ReportBlock::Kind::Chart:
        return QStringLiteral("![%1](%2)\n\n*%1*\n\n").arg(b.chart.caption, imageName(b.chart));
    }
    return {};
}

const char* const kCss =
    R"(body{font-family:"Segoe UI",Helvetica,Arial,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1f24;line-height:1.45}
h1{font-size:1.7rem;margin-bottom:.2rem}h2{border-bottom:1px solid #d0d7de;padding-bottom:.2rem;margin-top:2rem}
.date{color:#57606a;margin-top:0}.summary{font-size:1.05rem;background:#f6f8fa;border-left:4px solid #0969da;padding:.6rem .9rem}
table{border-collapse:collapse;margin:.6rem 0;font-size:.9rem}th,td{border:1px solid #d0d7de;padding:.25rem .5rem;vertical-align:top}
th{background:#f6f8fa;text-align:left}td.num{text-align:right;white-space:nowrap}
pre{background:#f6f8fa;padding:.6rem;overflow-x:auto;font-size:.85rem}figure{margin:1rem 0}figure svg{max-width:100%;height:auto;display:block}
figcaption{color:#57606a;font-size:.9rem})";

QString htmlTable(const ReportTable& t)
{
    QString out = QStringLiteral("<table>\n<thead><tr>");
    for (const QString& h : t.header)
        out += QStringLiteral("<th>%1</th>").arg(h.toHtmlEscaped());
    out += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const QStringList& row : t.rows) {
        out += QStringLiteral("<tr>");
        for (qsizetype i = 0; i < row.size(); ++i) {
            const bool numeric =
                static_cast<std::size_t>(i) < t.numeric.size() && t.numeric[static_cast<std::size_t>(i)];
            out +=
                QStringLiteral("<td%1>%2</td>")
                    .arg(numeric ? QStringLiteral(" class=\"num\"") : QString(), row.at(i).toHtmlEscaped());
        }
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</tbody>\n</table>\n");
}

// The <svg> element of an SVG document: no XML declaration or DOCTYPE (which names a DTD by URL).
QString inlineSvg(const QByteArray& svg)
{
    const QString text = QString::fromUtf8(svg);
    const qsizetype start = text.indexOf(QLatin1String("<svg"));
    return start < 0 ? QString() : text.mid(start);
}

QString htmlBlock(const ReportBlock& b, const std::function<QByteArray(const ReportChart&)>& svg)
{
    switch (b.kind) {
    case ReportBlock::Kind::Paragraph:
        return QStringLiteral("<p>%1</p>\n").arg(b.text.toHtmlEscaped());
    case ReportBlock::Kind::Bullets: {
        QString out = QStringLiteral("<ul>\n");
        for (const QString& item : b.items)
            out += QStringLiteral("<li>%1</li>\n").arg(item.toHtmlEscaped());
        return out + QStringLiteral("</ul>\n");
    }
    case ReportBlock::Kind::Table:
        return htmlTable(b.table);
    case ReportBlock::Kind::Code:
        return QStringLiteral("<pre><code>%1</code></pre>\n").arg(b.text.toHtmlEscaped());
    case ReportBlock::Kind::Chart:
        return QStringLiteral("<figure>\n%1\n<figcaption>%2</figcaption>\n</figure>\n")
            .arg(inlineSvg(svg(b.chart)), b.chart.caption.toHtmlEscaped());
    }
    return {};
}

} // namespace

QString markdownTable(const ReportTable& t)
{
    QStringList header, rule;
    for (qsizetype i = 0; i < t.header.size(); ++i) {
        header << markdownCell(t.header.at(i));
        const bool numeric =
            static_cast<std::size_t>(i) < t.numeric.size() && t.numeric[static_cast<std::size_t>(i)];
        rule << (numeric ? QStringLiteral("---:") : QStringLiteral("---"));
    }
    QString out =
        QStringLiteral("| %1 |\n|%2|\n").arg(header.join(QLatin1String(" | ")), rule.join(QLatin1Char('|')));
    for (const QStringList& row : t.rows) {
        QStringList cells;
        for (const QString& cell : row)
            cells << markdownCell(cell);
        out += QStringLiteral("| %1 |\n").arg(cells.join(QLatin1String(" | ")));
    }
    return out;
}

std::optional<ReportFormat> reportFormatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"pdf")
        return ReportFormat::Pdf;
    if (suffix == u"html" || suffix == u"htm")
        return ReportFormat::Html;
    if (suffix == u"md" || suffix == u"markdown")
        return ReportFormat::Markdown;
    return std::nullopt;
}

QString reportToMarkdown(const ReportDocument& d, const std::function<QString(const ReportChart&)>& imageName)
{
    QString out = QStringLiteral("# %1\n\n*%2*\n\n%3\n\n").arg(d.title, d.date, d.summary);
    for (const ReportSection& section : d.sections) {
        out += QStringLiteral("%1 %2\n\n").arg(QString(section.level, QLatin1Char('#')), section.title);
        for (const ReportBlock& block : section.blocks)
            out += markdownBlock(block, imageName);
    }
    return out + Text::tr("*Written by kvbudget %1.*\n").arg(QStringLiteral(KVBUDGET_VERSION));
}

QString reportToHtml(const ReportDocument& d, const std::function<QByteArray(const ReportChart&)>& svg)
{
    QString out = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                                 "<title>%2</title>\n<style>\n%3\n</style>\n</head>\n<body>\n")
                      .arg(QLocale().bcp47Name(), d.title.toHtmlEscaped(), QLatin1String(kCss));
    out += QStringLiteral("<h1>%1</h1>\n<p class=\"date\">%2</p>\n<p class=\"summary\">%3</p>\n")
               .arg(d.title.toHtmlEscaped(), d.date.toHtmlEscaped(), d.summary.toHtmlEscaped());
    for (const ReportSection& section : d.sections) {
        out += QStringLiteral("<h%1>%2</h%1>\n").arg(section.level).arg(section.title.toHtmlEscaped());
        for (const ReportBlock& block : section.blocks)
            out += htmlBlock(block, svg);
    }
    out +=
        QStringLiteral("<p class=\"date\">%1</p>\n</body>\n</html>\n")
            .arg(Text::tr("Written by kvbudget %1.").arg(QStringLiteral(KVBUDGET_VERSION)).toHtmlEscaped());
    return out;
}

QString markdownImageName(const QString& markdownPath, const ReportChart& chart)
{
    return QStringLiteral("%1-%2.png").arg(QFileInfo(markdownPath).completeBaseName(), chart.fileStem);
}

Result<QStringList> writeReport(const ReportDocument& d, const QString& path, ExportPage page,
                                const ReportRenderer& renderer)
{
    const auto format = reportFormatForPath(path);
    if (!format)
        return invalidInput(Text::tr("%1: a report is .pdf, .html or .md").arg(path));
    if (!renderer.chart || !renderer.pdf)
        return invalidInput(Text::tr("this build of kvbudget cannot draw charts (built without the GUI)"));
    QByteArray bytes;
    // A Markdown report's chart PNGs are drawn into memory and written together with the document,
    // which goes last: a document that cannot be written (read-only, a folder, a full disk) leaves no
    // new PNG behind and no earlier one replaced.
    std::vector<std::pair<QString, QByteArray>> images;
    if (*format == ReportFormat::Pdf) {
        bytes = renderer.pdf(d, page);
        if (bytes.isEmpty())
            return ioError(Text::tr("Cannot lay out the PDF for %1").arg(path));
    } else if (*format == ReportFormat::Html) {
        bytes = reportToHtml(d, [&](const ReportChart& c) {
                    return renderer.chart(d, c, ImageFormat::Svg);
                }).toUtf8();
    } else {
        const QString dir = QFileInfo(path).absolutePath();
        for (const ReportChart& chart : reportCharts(d)) {
            const QString image = dir + QLatin1Char('/') + markdownImageName(path, chart);
            QByteArray png = renderer.chart(d, chart, ImageFormat::Png);
            if (png.isEmpty())
                return ioError(Text::tr("Cannot draw %1").arg(image));
            images.emplace_back(image, std::move(png));
        }
        bytes =
            reportToMarkdown(d, [&](const ReportChart& c) { return markdownImageName(path, c); }).toUtf8();
    }
    images.emplace_back(path, bytes);
    auto saved = writeFilesAtomically(images);
    if (!saved)
        return saved.error();
    // The document first, as the command prints them.
    QStringList written = saved.value();
    written.move(written.size() - 1, 0);
    return written;
}

} // namespace kvb
