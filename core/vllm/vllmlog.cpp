#include "vllm/vllmlog.h"

#include "base/limits.h"
#include "vllm/vllmlogformats.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <limits>

namespace kvb {

namespace vllmlogformats {

QRegularExpression rx(const QString& pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
}

} // namespace vllmlogformats

namespace {

using vllmlogformats::LineFormat;
using vllmlogformats::rx;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::VllmLog)
};

const QString kNumber = QStringLiteral(R"((-?\d+(?:\.\d+)?))");
// vLLM prints counts with f"{n:,}": plain digits or groups of three. "420,9" is a damaged line, not 4,209.
const QString kCount = QStringLiteral(R"((\d{1,3}(?:,\d{3})+|\d+)\b(?!,))");

std::optional<double> number(const QString& text)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

// A count as logged. Digits too many for 64 bits saturate rather than vanish, so that
// checkLoggedFigures refuses the figure by name instead of the line being silently dropped.
std::optional<std::int64_t> integer(QString text)
{
    text.remove(QLatin1Char(','));
    bool ok = false;
    const qlonglong value = text.toLongLong(&ok);
    if (ok)
        return value;
    static const QRegularExpression digits(QStringLiteral(R"(^\d+$)"));
    if (digits.match(text).hasMatch())
        return std::numeric_limits<std::int64_t>::max();
    return std::nullopt;
}

void setHint(ParsedVllmLog& log, const char* hint, VllmVersion version, EngineKind engine)
{
    if (!log.formatHint.isEmpty())
        return;
    log.formatHint = QLatin1String(hint);
    log.versionHint = version;
    log.engineHint = engine;
}

// The weights as loading reports them ("Loading model weights took", "Model loading took").
void addWeightsFormats(std::vector<LineFormat>& formats)
{
    formats.insert(
        formats.end(),
        {{"Loading model weights took",
          rx(QStringLiteral(R"(Loading model weights took\s+%1\s*GB)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.weightsGiB = number(m.captured(1));
              log.engineHint = log.engineHint.value_or(EngineKind::V0);
          }},
         {"Model loading took", rx(QStringLiteral(R"(Model loading took:?\s+%1\s*Gi?B)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.weightsGiB = number(m.captured(1));
          }}});
}

// V0's profiling results: the one-line 0.6.4 record and the three-line record of 0.6.5+ (also its
// tabular variant, one figure per line).
void addProfileFormats(std::vector<LineFormat>& formats)
{
    formats.insert(
        formats.end(),
        {{"Memory profiling results:",
          rx(QStringLiteral(
                 R"(Memory profiling results:.*total_gpu_memory=%1\s*GiB.*initial_memory_usage=%1\s*GiB.*)"
                 R"(peak_torch_memory=%1\s*GiB.*non_torch_memory=%1\s*GiB.*kv_cache_size=%1\s*GiB.*)"
                 R"(gpu_memory_utilization=%1)")
                 .arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.totalGiB = number(m.captured(1));
              log.initialUsageGiB = number(m.captured(2));
              log.peakTorchGiB = number(m.captured(3));
              log.figures.nonTorchGiB = number(m.captured(4));
              log.figures.availableKvGiB = number(m.captured(5));
              log.utilization = number(m.captured(6));
              setHint(log, "V0 0.6.4 (one-line profiling results)", {0, 6, 4}, EngineKind::V0);
          }},
         {"x gpu_memory_utilization",
          rx(QStringLiteral(R"(total_gpu_memory \(%1\s*GiB\) x gpu_memory_utilization \(%1\) = %1\s*GiB)")
                 .arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.totalGiB = number(m.captured(1));
              log.utilization = number(m.captured(2));
              log.requestedGiB = number(m.captured(3));
              setHint(log, "V0 0.6.5+ (three-line profiling results)", {0, 7, 0}, EngineKind::V0);
          }},
         {"model weights take",
          rx(QStringLiteral(
                 R"(model weights take %1\s*GiB; non_torch_memory takes %1\s*GiB; PyTorch activation peak )"
                 R"(memory takes %1\s*GiB; the rest of the memory reserved for KV Cache is %1\s*GiB)")
                 .arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.weightsGiB = number(m.captured(1));
              log.figures.nonTorchGiB = number(m.captured(2));
              log.figures.activationGiB = number(m.captured(3));
              log.figures.availableKvGiB = number(m.captured(4));
              setHint(log, "V0 0.6.5+ (three-line profiling results)", {0, 7, 0}, EngineKind::V0);
          }},
         // The tabular variant of the first 0.6.5 builds ("model weights take   14.96GiB" on its own line).
         {"total_gpu_memory ", rx(QStringLiteral(R"(\btotal_gpu_memory\s+%1\s*GiB)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.totalGiB = number(m.captured(1));
              setHint(log, "V0 0.6.5 (tabular profiling results)", {0, 6, 5}, EngineKind::V0);
          }},
         {"gpu_memory_utilization ", rx(QStringLiteral(R"(\bgpu_memory_utilization\s+%1\s*$)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.utilization = number(m.captured(1));
          }},
         {"instance can use ",
          rx(QStringLiteral(R"(the current vLLM instance can use\s+%1\s*GiB\s*$)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.requestedGiB = number(m.captured(1));
          }},
         {"model weights take ", rx(QStringLiteral(R"(model weights take\s+%1\s*GiB\s*$)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.weightsGiB = number(m.captured(1));
          }},
         {"non_torch_memory ", rx(QStringLiteral(R"(\bnon_torch_memory\s+%1\s*GiB\s*$)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.nonTorchGiB = number(m.captured(1));
          }},
         {"activation peak memory ",
          rx(QStringLiteral(R"(PyTorch activation peak memory\s+%1\s*GiB\s*$)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.activationGiB = number(m.captured(1));
          }},
         {"available_kv_cache_memory ",
          rx(QStringLiteral(R"(available_kv_cache_memory\s+%1\s*GiB)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.availableKvGiB = number(m.captured(1));
          }}});
}

// The KV cache: its memory, blocks, tokens and the maximum concurrency.
void addKvFormats(std::vector<LineFormat>& formats)
{
    formats.insert(
        formats.end(),
        {{"Available KV cache memory",
          rx(QStringLiteral(R"(Available KV cache memory:?\s+%1\s*GiB)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.availableKvGiB = number(m.captured(1));
              log.engineHint = log.engineHint.value_or(EngineKind::V1);
          }},
         {"Actual usage is",
          rx(QStringLiteral(
                 R"(Actual usage is %1\s*GiB for weight, %1\s*GiB for peak activation, %1\s*GiB for non-torch )"
                 R"(memory, and %1\s*GiB for CUDAGraph memory)")
                 .arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.weightsGiB = number(m.captured(1));
              log.figures.activationGiB = number(m.captured(2));
              log.figures.nonTorchGiB = number(m.captured(3));
              log.figures.cudaGraphGiB = number(m.captured(4));
              setHint(log, "V1 0.11+ (#21489 memory breakdown)", {0, 11, 0}, EngineKind::V1);
          }},
         {" blocks:",
          rx(QStringLiteral(R"(#\s*(GPU|CUDA|cuda) blocks:\s*(\d+)(?:,\s*#\s*CPU blocks:\s*(\d+))?)")),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.numGpuBlocks = integer(m.captured(2));
              if (!m.captured(3).isEmpty())
                  log.cpuBlocks = integer(m.captured(3));
              if (m.captured(1) == u"cuda")
                  setHint(log, "V0 0.7.3+ (\"# cuda blocks\")", {0, 7, 3}, EngineKind::V0);
              else if (m.captured(1) == u"CUDA")
                  setHint(log, "V0 0.7.0-0.7.2 (\"# CUDA blocks\")", {0, 7, 0}, EngineKind::V0);
          }},
         {"GPU KV cache size", rx(QStringLiteral(R"(GPU KV cache size:?\s+%1\s*tokens)").arg(kCount)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.kvTokens = integer(m.captured(1));
              log.engineHint = log.engineHint.value_or(EngineKind::V1);
          }},
         {"Maximum concurrency for",
          rx(QStringLiteral(R"(Maximum concurrency for\s+%1\s+tokens per request:?\s+%2\s*x)")
                 .arg(kCount, kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.concurrencyForTokens = integer(m.captured(1));
              log.maxModelLen = log.figures.concurrencyForTokens;
              log.figures.maxConcurrency = number(m.captured(2));
          }}});
}

// CUDA graphs: capture, the pool's estimate (0.21) and the equivalent-utilization notice.
void addGraphsFormats(std::vector<LineFormat>& formats)
{
    formats.insert(
        formats.end(),
        {{"Graph capturing finished",
          rx(QStringLiteral(R"(Graph capturing finished in .*took\s+%1\s*GiB)").arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.cudaGraphGiB = number(m.captured(1));
          }},
         {"CUDA graph pool memory",
          rx(QStringLiteral(R"(CUDA graph pool memory:\s*%1\s*GiB \(actual\),\s*%1\s*GiB \(estimated\))")
                 .arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.figures.cudaGraphGiB = number(m.captured(1));
              setHint(log, "V1 0.21+ (CUDA graph memory profiling)", {0, 21, 0}, EngineKind::V1);
          }},
         {"is equivalent to --gpu-memory-utilization",
          rx(QStringLiteral(
                 R"(current --gpu-memory-utilization=%1 is equivalent to --gpu-memory-utilization=%1)")
                 .arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.utilization = number(m.captured(1));
              setHint(log, "V1 0.21+ (CUDA graph memory profiling)", {0, 21, 0}, EngineKind::V1);
          }}});
}

// vLLM's startup errors: the free-memory guard, no memory for blocks, a context too long.
void addErrorsFormats(std::vector<LineFormat>& formats)
{
    formats.insert(
        formats.end(),
        {{"on startup is less than desired",
          rx(QStringLiteral(
                 R"(Free memory on device(?: \S+)? \(%1/%1 GiB\) on startup is less than desired GPU memory )"
                 R"(utilization \(%1, %1 GiB\))")
                 .arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.startupFreeGiB = number(m.captured(1));
              log.totalGiB = number(m.captured(2));
              log.utilization = number(m.captured(3));
              log.requestedGiB = number(m.captured(4));
              log.error = QStringLiteral("insufficient_free_memory");
              log.figures.started = false;
              log.engineHint = EngineKind::V1;
          }},
         {"Free memory on device",
          rx(QStringLiteral(R"(Free memory on device(?: cuda:\d+)?:?\s*\(?%1/%1 GiB\)? on startup)")
                 .arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.startupFreeGiB = number(m.captured(1));
              log.totalGiB = number(m.captured(2));
          }},
         // v0.2.x: the paged-attention kernel's shared memory bounds max_model_len per card; raised
         // after the blocks are logged, in _init_cache (vllm/engine/llm_engine.py).
         {"vLLM cannot currently support max_model_len",
          rx(QStringLiteral(R"(vLLM cannot currently support max_model_len=\d+ with block_size=\d+)")),
          [](const QRegularExpressionMatch&, ParsedVllmLog& log) {
              log.error = QStringLiteral("max_model_len_shared_memory");
              log.figures.started = false;
          }},
         {"No available memory for the cache blocks",
          rx(QStringLiteral(R"(No available memory for the cache blocks)")),
          [](const QRegularExpressionMatch&, ParsedVllmLog& log) {
              log.error = QStringLiteral("no_memory_for_cache_blocks");
              log.figures.started = false;
          }},
         {"max seq len",
          rx(QStringLiteral(
                 R"(max seq len \((\d+)\),? \(%1\s*Gi?B KV cache is needed, which is larger than the available KV )"
                 R"(cache memory \(%1\s*Gi?B\)(?:\. Based on the available memory, the estimated maximum model )"
                 R"(length is (\d+))?)")
                 .arg(kNumber)),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.maxModelLen = integer(m.captured(1));
              log.kvNeededGiB = number(m.captured(2));
              log.figures.availableKvGiB = number(m.captured(3));
              if (!m.captured(4).isEmpty())
                  log.figures.estimatedMaxModelLen = integer(m.captured(4));
              log.error = QStringLiteral("max_model_len_too_large");
              log.figures.started = false;
              log.engineHint = EngineKind::V1;
          }},
         {"is larger than the maximum number of tokens",
          rx(QStringLiteral(
              R"(max seq len \((\d+)\) is larger than the maximum number of tokens that can be stored in KV )"
              R"(cache \((\d+)\))")),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              log.maxModelLen = integer(m.captured(1));
              log.figures.kvTokens = integer(m.captured(2));
              log.error = QStringLiteral("max_model_len_too_large");
              log.figures.started = false;
              log.engineHint = EngineKind::V0;
          }}});
}

const std::vector<LineFormat>& lineFormats()
{
    static const std::vector<LineFormat> formats = [] {
        std::vector<LineFormat> all;
        addWeightsFormats(all);
        addProfileFormats(all);
        addKvFormats(all);
        addGraphsFormats(all);
        vllmlogformats::addSamplerFormats(all);
        vllmlogformats::addInstallFormats(all);
        addErrorsFormats(all);
        return all;
    }();
    return formats;
}

} // namespace

Result<ParsedVllmLog> parseVllmLog(const QString& text)
{
    ParsedVllmLog log;
    if (text.size() > limits::kMaxLogBytes)
        return invalidInput(
            Text::tr("The log is over 64 MiB; paste the startup part (up to \"Maximum concurrency\")"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        // Every format that reads the line applies (llm-d style summaries put several statements on one
        // line); a line that carries a known anchor but matches no format is reported once.
        const char* anchorHit = nullptr;
        bool matched = false;
        for (const LineFormat& format : lineFormats()) {
            if (!line.contains(QLatin1String(format.anchor), Qt::CaseInsensitive))
                continue;
            const QRegularExpressionMatch match = format.pattern.match(line);
            if (match.hasMatch()) {
                format.apply(match, log);
                if (!matched)
                    log.recognized << Text::tr("line %1: %2").arg(i + 1).arg(line.left(160));
                matched = true;
                continue;
            }
            if (!anchorHit)
                anchorHit = format.anchor;
        }
        if (!matched && anchorHit)
            log.problems
                << Text::tr("line %1: \"%2\" looks like vLLM's \"%3\" line but its figures cannot be read "
                            "(truncated or edited?)")
                       .arg(i + 1)
                       .arg(line.left(120), QLatin1String(anchorHit).trimmed());
    }
    if (log.recognized.isEmpty()) {
        QString message =
            Text::tr("No vLLM memory lines found in the log. Paste the startup output from \"Model loading "
                     "took\" to \"Maximum concurrency\" (or vLLM's error).");
        if (!log.problems.isEmpty())
            message += QLatin1Char(' ') + log.problems.join(QLatin1String("; "));
        return invalidInput(message);
    }
    // A successful start prints blocks/tokens without an error.
    if (!log.figures.started && log.error.isEmpty() && (log.figures.kvTokens || log.figures.numGpuBlocks))
        log.figures.started = log.figures.numGpuBlocks.value_or(1) > 0;
    if (log.formatHint.isEmpty() && log.engineHint == EngineKind::V1)
        log.formatHint = QStringLiteral("V1 (\"Available KV cache memory\" / \"GPU KV cache size\")");
    if (QString problem = checkLoggedFigures(log); !problem.isEmpty())
        return invalidInput(problem);
    return log;
}

} // namespace kvb
