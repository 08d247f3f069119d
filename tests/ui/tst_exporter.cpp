// The one exporter: PNG, SVG and PDF of the requested size with real content, and the caption.
#include "io/presets.h"
#include "ui/caption.h"
#include "ui/exporter.h"
#include "ui/termcolors.h"
#include "uitesthelpers.h"
#include "vllm/flagstate.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace kvb;
using namespace kvb::ui;

namespace {

bool containsColour(const QImage& image, const QColor& colour)
{
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            if (QColor(image.pixel(x, y)) == colour)
                return true;
    return false;
}

} // namespace

class TestExporter : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    DashboardFigures m_figures = kvbtest::figuresFrom({});

private Q_SLOTS:
    void pngHasTheRequestedPixelSize_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<qreal>("scale");
        QTest::addRow("1920x1080") << QSize(1920, 1080) << 1.0;
        QTest::addRow("1280x800") << QSize(1280, 800) << 1.0;
        QTest::addRow("1280x800 at 2x") << QSize(1280, 800) << 2.0;
    }
    void pngHasTheRequestedPixelSize()
    {
        QFETCH(QSize, size);
        QFETCH(qreal, scale);
        ExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("dashboard.png"));
        options.size = size;
        options.scale = scale;
        const auto written = exportDashboard(m_figures, options);
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
        QCOMPARE(written.value(), options.path);
        const QImage image(options.path);
        QCOMPARE(image.size(), size * scale);
        QVERIFY(kvbtest::distinctColours(image) > 100);
        QCOMPARE(QColor(image.pixel(1, 1)), QColor(Qt::white)); // white background for reviews
        QVERIFY(containsColour(image, termColor(MemoryTerm::KvCache)));
        QVERIFY(containsColour(image, termColor(MemoryTerm::Weights)));
    }

    void svgIsValidWithTheRequestedViewBox()
    {
        ExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("dashboard.svg"));
        options.size = QSize(1920, 1080);
        QVERIFY(exportDashboard(m_figures, options));
        QSvgRenderer renderer(options.path);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox(), QRect(0, 0, 1920, 1080));
        QFile file(options.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        // Its physical size is the requested size in CSS pixels (96 per inch).
        static const QRegularExpression size(
            QStringLiteral("<svg width=\"([0-9.]+)mm\" height=\"([0-9.]+)mm\""));
        const auto m = size.match(svg);
        QVERIFY(m.hasMatch());
        QVERIFY(qAbs(m.captured(1).toDouble() / 25.4 * 96 - 1920) < 1);
        QVERIFY(qAbs(m.captured(2).toDouble() / 25.4 * 96 - 1080) < 1);
        QVERIFY(svg.size() > 20000);
        QVERIFY(svg.contains(QStringLiteral("<title>")));
        QVERIFY(svg.contains(scenarioCaption(m_figures).toHtmlEscaped()));
        // Drawn, not blank: rasterize it and look.
        QImage image(480, 270, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        renderer.render(&painter);
        painter.end();
        QVERIFY(kvbtest::distinctColours(image, 2) > 20);
    }

    void pdfIsOnePageOfTheRequestedAspect()
    {
        ExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("dashboard.pdf"));
        options.size = QSize(1920, 1080);
        QVERIFY(exportDashboard(m_figures, options));
        QFile file(options.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF"));
        QVERIFY(pdf.size() > 20 * 1024);
        static const QRegularExpression mediaBox(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
        const auto boxes = mediaBox.globalMatch(QString::fromLatin1(pdf));
        int pages = 0;
        for (auto it = boxes; it.hasNext();) {
            const auto m = it.next();
            const double w = m.captured(1).toDouble();
            const double h = m.captured(2).toDouble();
            QVERIFY2(qAbs(w / h - 1920.0 / 1080.0) < 0.01, qPrintable(m.captured(0)));
            QVERIFY(qAbs(w - 1920 * 0.75) < 2); // 96 dpi: one pixel is 0.75 pt
            ++pages;
        }
        QCOMPARE(pages, 1);
    }

    // The PDF carries the same legends as PNG and SVG, every entry (read back with pdftotext), on
    // the page asked for: the on-screen size (fit), A4 or Letter.
    void pdfHasEveryLegendEntry_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<QSizeF>("points");
        QTest::addRow("fit") << static_cast<int>(ExportPage::Fit) << QSizeF(1920 * 0.75, 1080 * 0.75);
        QTest::addRow("a4") << static_cast<int>(ExportPage::A4) << QSizeF(841.89, 595.28); // landscape
        QTest::addRow("letter") << static_cast<int>(ExportPage::Letter) << QSizeF(792, 612);
    }
    void pdfHasEveryLegendEntry()
    {
        QFETCH(int, page);
        QFETCH(QSizeF, points);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils, installed by the set-up) is not on PATH");
        ExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("legends-%1.pdf").arg(page));
        options.size = QSize(1920, 1080);
        options.page = static_cast<ExportPage>(page);
        QVERIFY(exportDashboard(m_figures, options));
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   {QStringLiteral("-layout"), options.path, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString extracted = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        for (const char* entry : {"worst case", "realistic (1,800 tokens)", "worst case, fp8 KV", "current",
                                  "GPU KV cache size", "current utilization", "Weights", "KV cache pool",
                                  "KV cache of the request", "Saved by the step"})
            QVERIFY2(extracted.contains(QLatin1String(entry)),
                     qPrintable(QLatin1String(entry) + QStringLiteral(" not in ") + extracted));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {options.path});
        QVERIFY(info.waitForFinished(30000));
        static const QRegularExpression size(QStringLiteral("Page size:\\s+([0-9.]+) x ([0-9.]+) pts"));
        const auto m = size.match(QString::fromUtf8(info.readAllStandardOutput()));
        QVERIFY(m.hasMatch());
        QVERIFY2(qAbs(m.captured(1).toDouble() - points.width()) < 2 &&
                     qAbs(m.captured(2).toDouble() - points.height()) < 2,
                 qPrintable(m.captured(0)));
    }

    void eachChartAlone_data()
    {
        QTest::addColumn<int>("content");
        QTest::addRow("memory") << static_cast<int>(DashboardContent::MemoryBars);
        QTest::addRow("concurrency") << static_cast<int>(DashboardContent::Concurrency);
        QTest::addRow("utilization") << static_cast<int>(DashboardContent::Utilization);
        QTest::addRow("savings") << static_cast<int>(DashboardContent::Savings);
    }
    void eachChartAlone()
    {
        QFETCH(int, content);
        const QImage image =
            renderDashboardImage(m_figures, QSize(900, 560), 1.0, static_cast<DashboardContent>(content));
        QCOMPARE(image.size(), QSize(900, 560));
        QVERIFY(kvbtest::distinctColours(image) > 40);
    }

    void darkExportKeepsTheTermColours()
    {
        const QImage image =
            renderDashboardImage(m_figures, QSize(1280, 800), 1.0, DashboardContent::Full, true);
        QVERIFY(QColor(image.pixel(1, 1)).lightness() < 80);
        QVERIFY(containsColour(image, termColor(MemoryTerm::KvCache)));
    }

    void extensionIsAppended()
    {
        ExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("noextension"));
        options.size = QSize(800, 500);
        const auto written = exportDashboard(m_figures, options);
        QVERIFY(written);
        QCOMPARE(written.value(), options.path + QStringLiteral(".png"));
        QVERIFY(QFile::exists(written.value()));
        QCOMPARE(imageFormatForPath(QStringLiteral("a.SVG")), std::optional<ImageFormat>(ImageFormat::Svg));
    }

    void unwritablePathIsAnIoError()
    {
        ExportOptions options;
        options.path = m_dir.filePath(QStringLiteral("no/such/folder/x.png"));
        options.size = QSize(800, 500);
        const auto written = exportDashboard(m_figures, options);
        QVERIFY(!written);
        QCOMPARE(written.error().kind, ErrorKind::Io);
    }

    void captionNamesTheScenario()
    {
        const DashboardFigures f =
            kvbtest::figuresFrom({QStringLiteral("--gpu-memory-utilization"), QStringLiteral("0.85"),
                                  QStringLiteral("--kv-cache-dtype"), QStringLiteral("fp8"),
                                  QStringLiteral("--max-model-len"), QStringLiteral("32768")});
        const QString caption = scenarioCaption(f);
        for (const QString& part :
             {QStringLiteral("Llama-3.1-8B"), QStringLiteral("H100"),
              QStringLiteral("gpu_memory_utilization 0.85"), QStringLiteral("max_model_len 32,768"),
              QStringLiteral("fp8"), QStringLiteral("TP 1"), QStringLiteral("kvbudget " KVBUDGET_VERSION)})
            QVERIFY2(caption.contains(part), qPrintable(part + QStringLiteral(" in ") + caption));
    }

    // Every non-default setting is in the caption, so a screenshot carries what decided its verdict.
    void captionListsEveryNonDefaultSetting_data()
    {
        QTest::addColumn<QStringList>("args");
        auto words = [](const char* text) { return QString::fromLatin1(text).split(QLatin1Char(' ')); };
        QTest::addRow("vision on L4") << words("--model qwen2.5-vl-7b --gpu l4 --gpu-memory-utilization 0.85 "
                                               "--max-image-pixels 50000000 --limit-mm-per-prompt image=2");
        QTest::addRow("busy card with overrides") << words(
            "--other-gpu-memory-gib 2.5 --overhead-gib 3 --block-size 32 --enforce-eager --dtype float16 "
            "--kv-cache-memory 20000000000");
        for (const ScenarioPreset& preset : PresetCatalog::builtin().scenarios())
            QTest::addRow("%s", qPrintable(preset.id))
                << QStringList{QStringLiteral("--scenario"), preset.id};
    }
    void captionListsEveryNonDefaultSetting()
    {
        QFETCH(QStringList, args);
        const DashboardFigures f = kvbtest::figuresFrom(args);
        const QString caption = scenarioCaption(f);
        for (const FlagSpec* flag : modifiedFlags(f.scenario)) {
            const QString value = flagDisplayValue(*flag, f.scenario);
            QVERIFY2(caption.contains(value), qPrintable(QLatin1String(flag->name) + QStringLiteral(" ") +
                                                         value + QStringLiteral(" not in ") + caption));
        }
        if (f.scenario.serving.otherProcessesBytes > 0)
            QVERIFY(caption.contains(QLatin1String("other processes")));
        if (f.scenario.serving.maxImagePixels)
            QVERIFY(caption.contains(QLatin1String("max_image_pixels 50,000,000")));
        if (f.scenario.serving.overrides.total)
            QVERIFY(caption.contains(QLatin1String("overhead override 3.00 GiB")));
    }

    // A fixed-size encoder (InternViT's 448-pixel tiles) has no pixel limit: the caption names the
    // images per prompt only, not a "max_image_pixels 0".
    void captionOmitsPixelsOfFixedSizeEncoders()
    {
        const DashboardFigures f = kvbtest::figuresFrom(
            QStringLiteral("--model internvl3-78b --gpu l40s --gpu-count 8 --tensor-parallel-size 8 "
                           "--vllm-version 0.6.6")
                .split(QLatin1Char(' ')));
        const QString caption = scenarioCaption(f);
        QVERIFY2(caption.contains(QLatin1String("images per prompt 1")), qPrintable(caption));
        QVERIFY2(!caption.contains(QLatin1String("max_image_pixels")), qPrintable(caption));
    }

    void parseExportSize_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QSize>("expected");
        QTest::addRow("1920x1080") << QStringLiteral("1920x1080") << QSize(1920, 1080);
        QTest::addRow("upper X") << QStringLiteral("1280X800") << QSize(1280, 800);
        QTest::addRow("too small") << QStringLiteral("100x100") << QSize();
        QTest::addRow("garbage") << QStringLiteral("big") << QSize();
        QTest::addRow("one number") << QStringLiteral("1920") << QSize();
    }
    void parseExportSize()
    {
        QFETCH(QString, text);
        QFETCH(QSize, expected);
        QCOMPARE(kvb::parseExportSize(text).value_or(QSize()), expected);
    }
};

QTEST_MAIN(TestExporter)
#include "tst_exporter.moc"
