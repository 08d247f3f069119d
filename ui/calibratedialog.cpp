#include "ui/calibratedialog.h"

#include "base/units_format.h"

#include "base/limits.h"

#include "ui/calibrationassumptions.h"
#include "ui/scenariocontroller.h"
#include "vllm/messages.h"
#include "vllm/vllmlog.h"

#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace kvb::ui {

namespace {

// A log pasted from `docker logs` can be long; what matters is in its first minutes.
constexpr qint64 maxLogBytes = limits::kMaxLogBytes;

// A figure as the log prints it: counts with separators, GiB and concurrency with two decimals.
QString formatFigure(const QString& id, double value)
{
    if (id == u"starts")
        return value != 0 ? CalibrateDialog::tr("yes") : CalibrateDialog::tr("no");
    if (id == u"num_blocks" || id == u"kv_tokens")
        return formatCount(std::llround(value));
    if (id == u"max_concurrency")
        return CalibrateDialog::tr("%1x").arg(formatFixed(value, 2));
    return figureLocale().toString(value, 'f', 2);
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignRight | Qt::AlignVCenter)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

CalibrateDialog::CalibrateDialog(ScenarioController* controller, QWidget* parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_base(controller->scenario())
    , m_debounce(new QTimer(this))
{
    setObjectName(QStringLiteral("calibrate_dialog"));
    setWindowTitle(tr("Calibrate from a vLLM log"));
    setAcceptDrops(true);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, &CalibrateDialog::recalibrate);
    buildLayout();
    clearResults();
    resize(900, 640);
}

void CalibrateDialog::buildResults()
{
    m_table = new QTableWidget(0, NUM_COLUMNS, this);
    m_table->setObjectName(QStringLiteral("comparison_table"));
    m_table->setHorizontalHeaderLabels(
        {tr("Figure"), tr("Logged"), tr("Predicted"), tr("Prediction error"), tr("Calibrated")});
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(FigureColumn, QHeaderView::Stretch);
    for (int c = LoggedColumn; c < NUM_COLUMNS; ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setToolTip(tr("kvbudget's prediction for the log's settings against what vLLM logged, with the "
                           "prediction's error; Calibrated is the plan after adopting the measured terms."));
    m_table->setAccessibleName(tr("Predicted against logged"));

    m_assumptions = new CalibrationAssumptions(this);
    connect(m_assumptions, &CalibrationAssumptions::edited, this, [this] {
        m_assumptions->applyTo(m_base);
        recalibrate();
    });
}

void CalibrateDialog::buildLayout()
{
    auto* intro = new QLabel(
        tr("Paste vLLM's startup log (or open or drop the file). The lines about memory are read, compared "
           "with kvbudget's prediction, and the measured terms become the scenario's, so that what-ifs "
           "start from your machine. Set the model and GPU first: the log does not name them."),
        this);
    intro->setWordWrap(true);

    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("log_text"));
    m_log->setPlaceholderText(tr("INFO … Model loading took 14.99 GiB memory and 31.46 seconds\n"
                                 "INFO … Available KV cache memory: 51.38 GiB\n"
                                 "INFO … GPU KV cache size: 420,912 tokens"));
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setTabChangesFocus(true); // keyboard users can leave the box
    m_log->setAcceptDrops(false);    // a dropped file goes to the dialog, which reads it
    m_log->setToolTip(tr("vLLM's startup log, any version from 0.5 to 0.21: the V0 profiling lines, V1's "
                         "\"Available KV cache memory\", \"GPU KV cache size\", \"Maximum concurrency\", "
                         "the block counts, the CUDA graph lines and vLLM's startup errors are read. Other "
                         "lines are ignored."));
    m_log->setAccessibleName(tr("vLLM log"));
    connect(m_log, &QPlainTextEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));

    m_open = new QPushButton(tr("&Open log file…"), this);
    m_open->setToolTip(tr("Read a saved vLLM log (for example `docker logs vllm > vllm.log`)."));
    connect(m_open, &QPushButton::clicked, this, &CalibrateDialog::askForFile);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setToolTip(tr("What could be read from the log"));

    buildResults();

    m_details = new QPlainTextEdit(this);
    m_details->setObjectName(QStringLiteral("calibration_details"));
    m_details->setReadOnly(true);
    m_details->setTabChangesFocus(true);
    m_details->setToolTip(tr("The terms taken from the log, and what could not be used and why"));
    m_details->setAccessibleName(tr("Adopted terms and notes"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setToolTip(tr("Use the calibrated scenario: the measured terms become overrides and every chart "
                           "starts from your machine."));
    buttons->button(QDialogButtonBox::Cancel)->setToolTip(tr("Close without changing the scenario"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { apply(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* results = new QWidget(this);
    auto* resultsLayout = new QHBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_table, 3);
    resultsLayout->addWidget(m_details, 2);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_log);
    splitter->addWidget(results);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 2); // the results need their rows more than the log needs its lines
    splitter->setStretchFactor(1, 3);

    auto* top = new QHBoxLayout;
    top->addWidget(intro, 1);
    top->addWidget(m_open, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);
    layout->addWidget(m_assumptions);
    layout->addWidget(buttons);
}

void CalibrateDialog::reset()
{
    m_base = m_controller->scenario();
    m_log->clear();
    m_debounce->stop();
    clearResults();
}

void CalibrateDialog::setLogText(const QString& text)
{
    m_log->setPlainText(text);
    m_debounce->stop();
    recalibrate();
}

bool CalibrateDialog::loadFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showMessage(tr("Could not read %1: %2").arg(QFileInfo(path).fileName(), file.errorString()), true);
        return false;
    }
    setLogText(QString::fromUtf8(file.read(maxLogBytes)));
    return true;
}

void CalibrateDialog::askForFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a vLLM log"), {},
                                                      tr("Logs (*.log *.txt);;All files (*)"));
    if (!path.isEmpty())
        loadFile(path);
}

void CalibrateDialog::clearResults()
{
    m_calibration.reset();
    m_table->setRowCount(0);
    m_details->clear();
    m_apply->setEnabled(false);
    m_assumptions->clear();
    showMessage(tr("Paste a vLLM startup log above, open one, or drop the file here."), false);
}

void CalibrateDialog::recalibrate()
{
    const QString text = m_log->toPlainText();
    if (text.trimmed().isEmpty()) {
        clearResults();
        return;
    }
    const auto parsed = parseVllmLog(text);
    if (!parsed) {
        clearResults();
        showMessage(parsed.error().message, true);
        return;
    }
    auto calibrated = calibrateFromLog(m_base, parsed.value());
    if (!calibrated) {
        clearResults();
        m_assumptions->showFor(parsed.value(), m_base); // an assumed value may be why
        showMessage(tr("The log was read but cannot be used: %1").arg(calibrated.error().message), true);
        return;
    }
    m_calibration = std::move(calibrated).value();
    m_assumptions->showFor(parsed.value(), m_base);
    showCalibration();
}

void CalibrateDialog::showCalibration()
{
    const Calibration& cal = *m_calibration;
    const std::vector<ComparisonRow> rows = compareWithLog(cal);
    m_table->setRowCount(static_cast<int>(rows.size()));
    const QString none = tr("—");
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const ComparisonRow& row = rows[static_cast<std::size_t>(r)];
        auto* label = cell(row.label, Qt::AlignLeft | Qt::AlignVCenter);
        label->setData(Qt::UserRole, row.id);
        m_table->setItem(r, FigureColumn, label);
        m_table->setItem(r, LoggedColumn, cell(row.logged ? formatFigure(row.id, *row.logged) : none));
        m_table->setItem(r, PredictedColumn, cell(formatFigure(row.id, row.predicted)));
        const auto error = row.errorPercent();
        m_table->setItem(r, ErrorColumn,
                         cell(error ? tr("%1%").arg(figureLocale().toString(*error, 'f', 2)) : none));
        m_table->setItem(r, CalibratedColumn, cell(formatFigure(row.id, row.calibrated)));
    }

    QStringList lines;
    lines << tr("Adopted from the log:");
    for (const QString& a : cal.adopted)
        lines << QStringLiteral("  • ") + a;
    if (cal.adopted.isEmpty())
        lines << tr("  (nothing)");
    if (!cal.notes.isEmpty()) {
        lines << QString() << tr("Notes:");
        for (const QString& n : cal.notes)
            lines << QStringLiteral("  • ") + n;
    }
    m_details->setPlainText(lines.join(QLatin1Char('\n')));

    const ParsedVllmLog& log = cal.log;
    const int recognized = static_cast<int>(log.recognized.size());
    QString text =
        log.formatHint.isEmpty()
            ? tr("Read %Ln vLLM line(s).", nullptr, recognized)
            : tr("Read %Ln vLLM line(s) in the format of %1.", nullptr, recognized).arg(log.formatHint);
    if (!log.problems.isEmpty())
        text += tr(" %n line(s) look like vLLM's but could not be read (see the notes); the rest was used.",
                   nullptr, static_cast<int>(log.problems.size()));
    showMessage(text, false);
    m_apply->setEnabled(true);
}

bool CalibrateDialog::apply()
{
    if (!m_calibration)
        return false;
    m_controller->setScenario(m_calibration->scenario);
    accept();
    return true;
}

QString CalibrateDialog::message() const
{
    return m_message->text();
}

QString CalibrateDialog::details() const
{
    return m_details->toPlainText();
}

void CalibrateDialog::showMessage(const QString& text, bool error)
{
    m_error = error;
    m_message->setText(text);
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    m_message->setPalette(p);
}

void CalibrateDialog::dragEnterEvent(QDragEnterEvent* event)
{
    const QMimeData* mime = event->mimeData();
    const QList<QUrl> urls = mime->urls();
    if ((urls.size() == 1 && urls.first().isLocalFile()) || (urls.isEmpty() && mime->hasText()))
        event->acceptProposedAction();
}

void CalibrateDialog::dropEvent(QDropEvent* event)
{
    const QMimeData* mime = event->mimeData();
    const QList<QUrl> urls = mime->urls();
    if (urls.size() == 1 && urls.first().isLocalFile()) {
        event->acceptProposedAction();
        loadFile(urls.first().toLocalFile());
    } else if (urls.isEmpty() && mime->hasText()) {
        event->acceptProposedAction();
        setLogText(mime->text());
    }
}

} // namespace kvb::ui
