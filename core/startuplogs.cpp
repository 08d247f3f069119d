#include "startuplogs.h"

#include "hfconfig.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kvb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvb::StartupLogs", text);
}

std::optional<double> optionalNumber(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

std::optional<std::int64_t> optionalInteger(const QJsonObject& o, const char* key)
{
    const auto d = optionalNumber(o, key);
    return d ? std::optional<std::int64_t>(static_cast<std::int64_t>(*d)) : std::nullopt;
}

} // namespace

Result<std::vector<LogCase>> parseStartupLogCases(const QByteArray& json, const QString& origin)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return invalidInput(tr("%1 is not valid JSON (%2): %3")
                                .arg(origin, jsonErrorLocation(json, error.offset), error.errorString()));
    if (!doc.isArray())
        return invalidInput(tr("%1 must hold a JSON array of cases").arg(origin));
    std::vector<LogCase> cases;
    const QJsonArray array = doc.array();
    for (const QJsonValue& value : array) {
        const QJsonObject o = value.toObject();
        LogCase c;
        c.id = o.value(QLatin1String("id")).toString();
        if (c.id.isEmpty())
            return invalidInput(tr("%1: case %2 has no \"id\"").arg(origin).arg(cases.size() + 1));
        c.sourceUrl = o.value(QLatin1String("source_url")).toString();
        c.engine = o.value(QLatin1String("vllm_engine")).toString().section(QLatin1Char(' '), 0, 0);
        c.vllmVersion = o.value(QLatin1String("vllm_version")).toString();
        c.gpuModel = o.value(QLatin1String("gpu_model")).toString();
        c.gpuTotalGiB = optionalNumber(o, "gpu_total_memory_gib_logged");
        c.tensorParallelSize = static_cast<int>(optionalInteger(o, "tensor_parallel_size").value_or(1));
        c.pipelineParallelSize = static_cast<int>(optionalInteger(o, "pipeline_parallel_size").value_or(1));
        c.modelId = o.value(QLatin1String("model_id")).toString();
        c.quantization = o.value(QLatin1String("quantization")).toString();
        c.kvCacheDtype = o.value(QLatin1String("kv_cache_dtype")).toString();
        c.gpuMemoryUtilization = optionalNumber(o, "gpu_memory_utilization");
        c.maxModelLen = optionalInteger(o, "max_model_len");
        c.maxNumSeqs = optionalInteger(o, "max_num_seqs");
        c.maxNumBatchedTokens = optionalInteger(o, "max_num_batched_tokens");
        c.blockSize = optionalInteger(o, "block_size");
        if (o.value(QLatin1String("enforce_eager")).isBool())
            c.enforceEager = o.value(QLatin1String("enforce_eager")).toBool();
        c.rawLog = o.value(QLatin1String("raw_log")).toString();

        const QJsonObject r = o.value(QLatin1String("reported")).toObject();
        LoggedFigures& f = c.reported;
        f.weightsGiB = optionalNumber(r, "model_weights_gib");
        f.nonTorchGiB = optionalNumber(r, "non_torch_gib");
        f.activationGiB = optionalNumber(r, "activation_peak_gib");
        f.cudaGraphGiB = optionalNumber(r, "cuda_graph_gib");
        f.availableKvGiB = optionalNumber(r, "available_kv_cache_gib");
        f.numGpuBlocks = optionalInteger(r, "num_gpu_blocks");
        f.kvTokens = optionalInteger(r, "gpu_kv_cache_tokens");
        f.maxConcurrency = optionalNumber(r, "max_concurrency_x");
        f.concurrencyForTokens = optionalInteger(r, "max_concurrency_for_tokens");
        const QJsonObject other = r.value(QLatin1String("other")).toObject();
        f.estimatedMaxModelLen = optionalInteger(other, "estimated_max_model_len");
        const QString result = other.value(QLatin1String("startup_result")).toString();
        if (result.startsWith(QLatin1String("FAIL")))
            f.started = false;
        else if (result.startsWith(QLatin1String("SUCCESS")))
            f.started = true;
        else if (f.numGpuBlocks && *f.numGpuBlocks > 0 && !result.contains(QLatin1String("FAIL")))
            f.started = true;
        cases.push_back(std::move(c));
    }
    return cases;
}

std::optional<GpuSpec> gpuForDeviceName(const QString& name, const PresetCatalog& catalog)
{
    const QString n = name.toUpper();
    const struct
    {
        const char* pattern;
        const char* id;
    } table[] = {{"H100 NVL", "h100-nvl-94gb"}, {"H100 PCIE", "h100-pcie-80gb"}, {"H100", "h100-sxm-80gb"},
                 {"H200", "h200-141gb"},        {"H20 ", "h200-141gb"},         {"B200", "b200-180gb"},
                 {"A100-PCIE-40GB", "a100-40gb"}, {"A100 40GB", "a100-40gb"}, {"A100", "a100-80gb"},
                 {"L40S", "l40s"},              {"L4", "l4"},                   {"A10G", "a10g"},
                 {"A10", "a10"},                {"T4", "t4"},                   {"V100", "v100-32gb"},
                 {"RTX 4090", "rtx-4090"},      {"RTX 3090", "rtx-3090"},       {"RTX 5090", "rtx-5090"},
                 {"RTX 6000 ADA", "rtx-6000-ada"}, {"MI300X", "mi300x"},        {"MI250X", "mi250x"}};
    for (const auto& row : table)
        if (n.contains(QLatin1String(row.pattern)))
            return catalog.gpu(QLatin1String(row.id));
    return std::nullopt;
}

Result<Scenario> scenarioForCase(const LogCase& c, const PresetCatalog& catalog)
{
    Scenario s;
    s.name = c.id;
    auto model = catalog.model(c.modelId);
    if (!model)
        return notFound(tr("%1: model %2 is not a preset").arg(c.id, c.modelId));
    s.model = *model;

    auto gpu = gpuForDeviceName(c.gpuModel, catalog);
    if (!gpu && !c.gpuTotalGiB)
        return notFound(tr("%1: GPU \"%2\" is not a preset and the log gives no total").arg(c.id, c.gpuModel));
    s.gpu = gpu.value_or(GpuSpec{});
    if (c.gpuTotalGiB) {
        s.gpu.totalBytes = fromGiB(*c.gpuTotalGiB);
        if (!gpu)
            s.gpu.name = c.gpuModel;
    }

    ServingConfig& sc = s.serving;
    sc.tensorParallelSize = c.tensorParallelSize;
    sc.pipelineParallelSize = c.pipelineParallelSize;
    s.gpu.count = sc.worldSize();
    sc.gpuMemoryUtilization = c.gpuMemoryUtilization;
    sc.maxModelLen = c.maxModelLen;
    if (c.maxNumSeqs)
        sc.maxNumSeqs = static_cast<int>(*c.maxNumSeqs);
    sc.maxNumBatchedTokens = c.maxNumBatchedTokens;
    if (c.blockSize)
        sc.blockSize = static_cast<int>(*c.blockSize);
    sc.enforceEager = c.enforceEager.value_or(false);
    if (!c.kvCacheDtype.isEmpty()) {
        if (const auto dtype = parseKvCacheDtype(c.kvCacheDtype))
            sc.kvCacheDtype = *dtype;
    }
    if (const auto version = VllmVersion::parse(c.vllmVersion))
        sc.vllmVersion = *version;
    return s;
}

} // namespace kvb
