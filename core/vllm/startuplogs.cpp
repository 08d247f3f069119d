#include "vllm/startuplogs.h"

#include "budget/modelkinds.h"

#include "base/limits.h"
#include "base/units_format.h"
#include "budget/engine.h"
#include "io/hfconfig.h"
#include "vllm/unloggedinputs.h"
#include "vllm/vllmlog.h"
#include "vllm/worldsize.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::StartupLogs)
};

QString shortest(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

// A bound as a plain figure: "1,000,000,000,000", "-16,384", "0.5".
QString bound(double value)
{
    return value == std::floor(value) && std::fabs(value) < 1e15
               ? formatCount(static_cast<std::int64_t>(value))
               : shortest(value);
}

// Reads one case's numbers, each checked against its range before any narrowing (a double beyond
// 2^63 cast to an integer is undefined). The first field out of range becomes the case's problem: the
// case is kept, but skipped with that reason rather than planned or scored.
struct CaseReader
{
    QString problem;

    void refuse(const char* key, double value, const QString& range)
    {
        if (problem.isEmpty())
            problem = Text::tr("field \"%1\" is %2; the allowed range is %3")
                          .arg(QLatin1String(key), shortest(value), range);
    }

    // Inclusive bounds, or above `min` when `aboveMin`.
    std::optional<double> number(const QJsonObject& o, const char* key, double min, double max,
                                 bool aboveMin = false)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isDouble())
            return std::nullopt;
        const double d = v.toDouble();
        if (std::isfinite(d) && (aboveMin ? d > min : d >= min) && d <= max)
            return d;
        refuse(key, d,
               (aboveMin ? Text::tr("above %1 and at most %2") : Text::tr("%1 to %2"))
                   .arg(bound(min), bound(max)));
        return std::nullopt;
    }

    std::optional<std::int64_t> integer(const QJsonObject& o, const char* key, std::int64_t min,
                                        std::int64_t max)
    {
        const auto d = number(o, key, static_cast<double>(min), static_cast<double>(max));
        if (!d)
            return std::nullopt;
        if (*d != std::floor(*d)) {
            refuse(key, *d, Text::tr("whole numbers from %1 to %2").arg(formatCount(min), formatCount(max)));
            return std::nullopt;
        }
        return static_cast<std::int64_t>(*d);
    }
};

// A GiB figure of a card or of a term on it (README "Limits": only the KV pool and CUDA graphs, as
// vLLM logs them, may be negative).
constexpr double kMaxCaseGiB = static_cast<double>(limits::kMaxGpuMemory / GiB);

// The case's "reported" figures, in the ranges a vLLM log may state (vllmlogcheck.cpp).
void readReported(const QJsonObject& r, CaseReader& read, LogCase& c)
{
    using limits::kMaxLoggedBlocks;
    using limits::kMaxLoggedTokens;
    LoggedFigures& f = c.reported;
    f.weightsGiB = read.number(r, "model_weights_gib", 0, kMaxCaseGiB);
    f.nonTorchGiB = read.number(r, "non_torch_gib", 0, kMaxCaseGiB);
    f.activationGiB = read.number(r, "activation_peak_gib", 0, kMaxCaseGiB);
    f.cudaGraphGiB = read.number(r, "cuda_graph_gib", -kMaxCaseGiB, kMaxCaseGiB);
    f.availableKvGiB = read.number(r, "available_kv_cache_gib", -kMaxCaseGiB, kMaxCaseGiB);
    f.numGpuBlocks = read.integer(r, "num_gpu_blocks", 0, kMaxLoggedBlocks);
    f.kvTokens = read.integer(r, "gpu_kv_cache_tokens", 0, kMaxLoggedTokens);
    f.maxConcurrency = read.number(r, "max_concurrency_x", 0, static_cast<double>(kMaxLoggedTokens));
    f.concurrencyForTokens = read.integer(r, "max_concurrency_for_tokens", 1, kMaxLoggedTokens);
    const QJsonObject other = r.value(QLatin1String("other")).toObject();
    f.estimatedMaxModelLen = read.integer(other, "estimated_max_model_len", 0, kMaxLoggedTokens);
    c.maxImagePixels = read.integer(other.value(QLatin1String("mm_processor_kwargs")).toObject(),
                                    "max_pixels", 1, limits::kMaxImagePixels);
    // Launch arguments a log names beyond the schema's columns: --runner and --limit-mm-per-prompt.
    const QString runner = other.value(QLatin1String("runner")).toString().section(QLatin1Char(' '), 0, 0);
    if (!runner.isEmpty())
        c.runner = parseRunner(runner);
    const QJsonObject mmLimits = other.value(QLatin1String("limit_mm_per_prompt")).toObject();
    if (const auto images = read.integer(mmLimits, "image", 0, limits::kMaxImagesPerPrompt))
        c.limitImagesPerPrompt = static_cast<int>(*images);
    c.videoLimitOpen =
        c.limitImagesPerPrompt == 0 && mmLimits.value(QLatin1String("video")).toDouble(-1) != 0;
    const QString result = other.value(QLatin1String("startup_result")).toString();
    if (result.startsWith(QLatin1String("FAIL")))
        f.started = false;
    else if (result.startsWith(QLatin1String("SUCCESS")))
        f.started = true;
    else if (f.numGpuBlocks && *f.numGpuBlocks > 0 && !result.contains(QLatin1String("FAIL")))
        f.started = true;
}

} // namespace

Result<std::vector<LogCase>> parseStartupLogCases(const QByteArray& json, const QString& origin)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return invalidInput(Text::tr("%1 is not valid JSON (%2): %3")
                                .arg(origin, jsonErrorLocation(json, error.offset), error.errorString()));
    if (!doc.isArray())
        return invalidInput(Text::tr("%1 must hold a JSON array of cases").arg(origin));
    std::vector<LogCase> cases;
    const QJsonArray array = doc.array();
    for (const QJsonValue& value : array) {
        const QJsonObject o = value.toObject();
        LogCase c;
        c.id = o.value(QLatin1String("id")).toString();
        if (c.id.isEmpty())
            return invalidInput(Text::tr("%1: case %2 has no \"id\"").arg(origin).arg(cases.size() + 1));
        c.sourceUrl = o.value(QLatin1String("source_url")).toString();
        c.engine = o.value(QLatin1String("vllm_engine")).toString().section(QLatin1Char(' '), 0, 0);
        c.vllmVersion = o.value(QLatin1String("vllm_version")).toString();
        c.gpuModel = o.value(QLatin1String("gpu_model")).toString();
        CaseReader read;
        c.gpuTotalGiB = read.number(o, "gpu_total_memory_gib_logged", 0, kMaxCaseGiB, true);
        using limits::kMaxParallelSize;
        c.tensorParallelSize =
            static_cast<int>(read.integer(o, "tensor_parallel_size", 1, kMaxParallelSize).value_or(1));
        c.pipelineParallelSize =
            static_cast<int>(read.integer(o, "pipeline_parallel_size", 1, kMaxParallelSize).value_or(1));
        c.dataParallelSize = static_cast<int>(
            read.integer(o, "data_parallel_size", 1, limits::kMaxDataParallelSize).value_or(1));
        c.expertParallel = o.value(QLatin1String("expert_parallel")).toBool(false);
        c.modelId = o.value(QLatin1String("model_id")).toString();
        c.quantization = o.value(QLatin1String("quantization")).toString();
        c.kvCacheDtype = o.value(QLatin1String("kv_cache_dtype")).toString();
        c.gpuMemoryUtilization = read.number(o, "gpu_memory_utilization", 0, 1, true);
        c.maxModelLen = read.integer(o, "max_model_len", 1, limits::kMaxLoggedTokens);
        c.maxNumSeqs = read.integer(o, "max_num_seqs", 1, limits::kMaxNumSeqs);
        c.maxNumBatchedTokens = read.integer(o, "max_num_batched_tokens", 1, limits::kMaxBatchedTokens);
        c.blockSize = read.integer(o, "block_size", 1, limits::kMaxBlockSize);
        if (o.value(QLatin1String("enforce_eager")).isBool())
            c.enforceEager = o.value(QLatin1String("enforce_eager")).toBool();
        c.rawLog = o.value(QLatin1String("raw_log")).toString();
        if (auto parsed = parseVllmLog(c.rawLog)) {
            c.flashInferSampler = parsed->flashInferSampler;
            c.mxfp4Marlin = parsed->mxfp4Marlin;
            c.flashInferInstalled = parsed->flashInferInstalled;
            c.startupFreeGiB = parsed->startupFreeGiB;
        }
        c.date = o.value(QLatin1String("date")).toString();
        const QJsonObject hint = o.value(QLatin1String("kvbudget")).toObject();
        c.presetHint = hint.value(QLatin1String("model")).toString();
        c.quantizationHint = hint.value(QLatin1String("quantization")).toString();
        if (const QString problem = readInputsNotLogged(hint.value(QLatin1String("inputs_not_logged")), c);
            !problem.isEmpty() && read.problem.isEmpty())
            read.problem = problem;

        readReported(o.value(QLatin1String("reported")).toObject(), read, c);
        c.problem = read.problem;
        cases.push_back(std::move(c));
    }
    if (cases.empty())
        return invalidInput(Text::tr("%1 holds no cases").arg(origin));
    return cases;
}

std::optional<GpuSpec> gpuForDeviceName(const QString& name, const PresetCatalog& catalog)
{
    // Whole words, most specific first: "L4" is not "L4T", "H20" is not "H200".
    static const struct
    {
        const char* pattern;
        const char* id;
    } table[] = {{"H100 NVL", "h100-nvl-94gb"},
                 {"H100 PCIE", "h100-pcie-80gb"},
                 {"H100", "h100-sxm-80gb"},
                 {"H200", "h200-141gb"},
                 {"H20 141GB", "h200-141gb"},
                 {"H20 141", "h200-141gb"},
                 {"H20-3E", "h200-141gb"},
                 {"H20", "h20-96gb"},
                 {"B200", "b200-180gb"},
                 {"A100-PCIE-40GB", "a100-40gb"},
                 {"A100 40GB", "a100-40gb"},
                 {"A100-SXM4-40GB", "a100-40gb"},
                 {"A100", "a100-80gb"},
                 {"L40S", "l40s"},
                 {"L4", "l4"},
                 {"A10G", "a10g"},
                 {"A10", "a10"},
                 {"T4", "t4"},
                 {"V100", "v100-32gb"},
                 {"RTX 4090", "rtx-4090"},
                 {"RTX 4080", "rtx-4080"},
                 {"RTX 3090", "rtx-3090"},
                 {"RTX 5090", "rtx-5090"},
                 {"RTX PRO 6000", "rtx-pro-6000-blackwell-server"},
                 {"RTX 6000 ADA", "rtx-6000-ada"},
                 {"RTX A5000", "rtx-a5000"},
                 {"GTX 1080", "gtx-1080"},
                 {"W7900", "radeon-pro-w7900"},
                 {"9070 XT", "radeon-rx-9070-xt"},
                 {"GB10", "dgx-spark-gb10"},
                 {"THOR", "jetson-agx-thor"},
                 {"MI300X", "mi300x"},
                 {"MI250X", "mi250x"}};
    // The card named first is the one the run used; later words may mention others ("an A10, not an L4").
    // Where two patterns match at the same place, the table's order keeps the more specific one.
    const QString n = name.toUpper();
    const char* first = nullptr;
    qsizetype firstAt = n.size();
    for (const auto& row : table) {
        const QRegularExpression word(QStringLiteral("(?<![A-Z0-9])%1(?![A-Z0-9])")
                                          .arg(QRegularExpression::escape(QLatin1String(row.pattern))));
        const QRegularExpressionMatch match = word.match(n);
        if (match.hasMatch() && match.capturedStart() < firstAt) {
            first = row.id;
            firstAt = match.capturedStart();
        }
    }
    if (!first)
        return std::nullopt;
    return catalog.gpu(QLatin1String(first));
}

VllmVersion versionForCase(const LogCase& c)
{
    if (const auto logged = VllmVersion::parse(c.vllmVersion))
        return *logged;
    if (auto parsed = parseVllmLog(c.rawLog); parsed && parsed->versionHint) {
        VllmVersion hint = *parsed->versionHint;
        // Three-line V0 profiles span 0.6.5-0.10: the date narrows it.
        if (parsed->formatHint.startsWith(QLatin1String("V0 0.6.5+")) && c.date < u"2025-01-27")
            hint = {0, 6, 5};
        return hint;
    }
    // Releases by date (the newest release on or before the day the case ran).
    static const struct
    {
        const char* date;
        VllmVersion version;
    } releases[] = {{"2023-06-20", {0, 1, 0}},  {"2023-08-02", {0, 1, 3}},  {"2023-08-25", {0, 1, 4}},
                    {"2023-09-28", {0, 2, 0}},  {"2023-10-16", {0, 2, 1}},  {"2023-11-19", {0, 2, 2}},
                    {"2023-12-03", {0, 2, 3}},  {"2023-12-11", {0, 2, 4}},  {"2023-12-17", {0, 2, 6}},
                    {"2024-01-04", {0, 2, 7}},  {"2024-01-31", {0, 3, 0}},  {"2024-02-16", {0, 3, 1}},
                    {"2024-03-01", {0, 3, 3}},  {"2024-03-30", {0, 4, 0}},  {"2024-04-24", {0, 4, 1}},
                    {"2024-05-05", {0, 4, 2}},  {"2024-06-01", {0, 4, 3}},  {"2024-06-11", {0, 5, 0}},
                    {"2024-07-23", {0, 5, 3}},  {"2024-08-05", {0, 5, 4}},  {"2024-08-23", {0, 5, 5}},
                    {"2024-09-04", {0, 6, 0}},  {"2024-09-11", {0, 6, 1}},  {"2024-09-25", {0, 6, 2}},
                    {"2024-10-14", {0, 6, 3}},  {"2024-11-15", {0, 6, 4}},  {"2024-12-17", {0, 6, 5}},
                    {"2024-12-27", {0, 6, 6}},  {"2025-01-27", {0, 7, 0}},  {"2025-02-20", {0, 7, 3}},
                    {"2025-03-18", {0, 8, 0}},  {"2025-04-06", {0, 8, 3}},  {"2025-04-14", {0, 8, 4}},
                    {"2025-04-28", {0, 8, 5}},  {"2025-05-15", {0, 9, 0}},  {"2025-06-10", {0, 9, 1}},
                    {"2025-07-07", {0, 9, 2}},  {"2025-07-24", {0, 10, 0}}, {"2025-08-18", {0, 10, 1}},
                    {"2025-09-13", {0, 10, 2}}, {"2025-10-02", {0, 11, 0}}, {"2025-11-18", {0, 11, 1}},
                    {"2025-12-03", {0, 12, 0}}, {"2025-12-18", {0, 13, 0}}, {"2026-01-20", {0, 14, 0}},
                    {"2026-01-29", {0, 15, 0}}, {"2026-02-12", {0, 16, 0}}, {"2026-03-08", {0, 17, 0}},
                    {"2026-03-24", {0, 18, 0}}, {"2026-04-07", {0, 19, 0}}, {"2026-04-21", {0, 20, 0}},
                    {"2026-05-08", {0, 21, 0}}};
    // A version named in the date field ("2025 (vllm/vllm-openai:latest, ~0.11)").
    static const QRegularExpression approximate(QStringLiteral(R"(~\s*v?(\d+\.\d+(?:\.\d+)?))"));
    if (const auto match = approximate.match(c.date); match.hasMatch())
        if (const auto named = VllmVersion::parse(match.captured(1)))
            return *named;
    static const QRegularExpression isoDate(QStringLiteral(R"(^\d{4}-\d{2}-\d{2})"));
    VllmVersion version{0, 11, 0};
    if (isoDate.match(c.date).hasMatch())
        for (const auto& release : releases)
            if (c.date >= QLatin1String(release.date))
                version = release.version;
    if (c.engine == u"V0" && version >= VllmVersion{0, 11, 0})
        version = {0, 10, 1};
    if (c.engine == u"V1" && version < VllmVersion{0, 8, 0})
        version = {0, 8, 0};
    return version;
}

QString inconsistencyOf(const LogCase& c, const AccountingRules& rules)
{
    const LoggedFigures& f = c.reported;
    if (!f.weightsGiB || !f.activationGiB || !f.nonTorchGiB || !f.availableKvGiB || !c.gpuMemoryUtilization ||
        !c.gpuTotalGiB || rules.charge != ChargeModel::Increments || rules.cudaGraphsInBudget)
        return {};
    const double expected =
        *c.gpuMemoryUtilization * *c.gpuTotalGiB - *f.weightsGiB - *f.activationGiB - *f.nonTorchGiB;
    // Five figures each rounded to 0.01 GiB, and the total: 0.05 GiB covers the rounding.
    if (std::fabs(expected - *f.availableKvGiB) <= 0.05)
        return {};
    return Text::
        tr("the log's figures do not add up: %1 × %2 − %3 − %4 − %5 = %6 GiB, but it reports %7 GiB of KV "
           "cache")
            .arg(*c.gpuMemoryUtilization)
            .arg(*c.gpuTotalGiB)
            .arg(*f.weightsGiB)
            .arg(*f.activationGiB)
            .arg(*f.nonTorchGiB)
            .arg(expected, 0, 'f', 2)
            .arg(*f.availableKvGiB);
}

Result<Scenario> scenarioForCase(const LogCase& c, const PresetCatalog& catalog)
{
    if (!c.problem.isEmpty())
        return invalidInput(c.problem);
    Scenario s;
    s.name = c.id;
    auto model = catalog.model(c.presetHint.isEmpty() ? c.modelId : c.presetHint);
    if (!model)
        return notFound(Text::tr("%1: model %2 is not a preset").arg(c.id, c.modelId));
    s.model = *model;
    // The hint, or the case's own field: an online --quantization or a pre-quantized checkpoint of the
    // preset's shapes.
    const QString quantization = c.quantizationHint.isEmpty() ? c.quantization : c.quantizationHint;
    if (const auto method = parseQuantMethod(quantization);
        method && *method != QuantMethod::None && !s.model.quantization.isQuantized())
        s.serving.quantization = *method;

    auto gpu = gpuForDeviceName(c.gpuModel, catalog);
    if (!gpu && !c.gpuTotalGiB)
        return notFound(
            Text::tr("%1: GPU \"%2\" is not a preset and the log gives no total").arg(c.id, c.gpuModel));
    s.gpu = gpu.value_or(GpuSpec{});
    if (c.gpuTotalGiB) {
        s.gpu.totalBytes = fromGiB(*c.gpuTotalGiB);
        if (!gpu)
            s.gpu.name = c.gpuModel;
    }

    ServingConfig& sc = s.serving;
    sc.tensorParallelSize = c.tensorParallelSize;
    sc.pipelineParallelSize = c.pipelineParallelSize;
    sc.dataParallelSize = std::max(1, c.dataParallelSize);
    sc.enableExpertParallel = c.expertParallel;
    sc.maxImagePixels = c.maxImagePixels;
    sc.limitImagesPerPrompt = c.limitImagesPerPrompt;
    sc.videoLimitOpen = c.videoLimitOpen;
    sc.runner = c.runner;
    s.gpu.count = requestedGpuCount(sc, true);
    sc.gpuMemoryUtilization = c.gpuMemoryUtilization;
    sc.maxModelLen = c.maxModelLen;
    if (c.maxNumSeqs)
        sc.maxNumSeqs = static_cast<int>(*c.maxNumSeqs);
    sc.maxNumBatchedTokens = c.maxNumBatchedTokens;
    if (c.blockSize)
        sc.blockSize = static_cast<int>(*c.blockSize);
    sc.enforceEager = c.enforceEager.value_or(false);
    sc.flashInferSampler = c.flashInferSampler;
    sc.mxfp4Marlin = c.mxfp4Marlin;
    if (!c.kvCacheDtype.isEmpty()) {
        if (const auto dtype = parseKvCacheDtype(c.kvCacheDtype))
            sc.kvCacheDtype = *dtype;
    }
    sc.vllmVersion = versionForCase(c);
    if (c.engine == u"V0")
        sc.engine = EngineKind::V0;
    else if (c.engine == u"V1")
        sc.engine = EngineKind::V1;
    sc.flashInferSampler =
        samplerFromInstall(c.flashInferSampler, c.flashInferInstalled, sc.vllmVersion, sc.engine);
    // A run kvbudget refuses to plan (a profiling run it does not model) is skipped like a model it
    // cannot import, not scored.
    if (const QString problem = modelKindSupportProblem(s.model, sc); !problem.isEmpty())
        return invalidInput(Text::tr("%1: %2").arg(c.id, problem));
    // "Free memory on device (F/T GiB) on startup": what is not free is the CUDA context plus other
    // processes on the card (another vLLM, a notebook), an input a user replaying the run knows.
    if (c.startupFreeGiB && s.gpu.totalBytes > 0) {
        const Bytes used = s.gpu.totalBytes - fromGiB(*c.startupFreeGiB);
        sc.otherProcessesBytes = std::max<Bytes>(0, used - computePlan(s).memory.cudaContext);
    }
    return s;
}

} // namespace kvb
