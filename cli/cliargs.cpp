#include "cli/cliargs.h"

#include "io/hfconfig.h"
#include "io/scenariofile.h"
#include "vllm/servingflags.h"
#include "vllm/vllmcommand.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace kvb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvb::Cli", text);
}

const QStringList& planValueFlags()
{
    static const QStringList flags = {QStringLiteral("scenario"),
                                      QStringLiteral("model"),
                                      QStringLiteral("gpu"),
                                      QStringLiteral("gpu-count"),
                                      QStringLiteral("gpu-memory-gib"),
                                      QStringLiteral("gpu-memory-utilization"),
                                      QStringLiteral("max-model-len"),
                                      QStringLiteral("kv-cache-dtype"),
                                      QStringLiteral("dtype"),
                                      QStringLiteral("quantization"),
                                      QStringLiteral("tensor-parallel-size"),
                                      QStringLiteral("pipeline-parallel-size"),
                                      QStringLiteral("max-num-seqs"),
                                      QStringLiteral("max-num-batched-tokens"),
                                      QStringLiteral("block-size"),
                                      QStringLiteral("other-gpu-memory-gib"),
                                      QStringLiteral("overhead-gib"),
                                      QStringLiteral("non-torch-gib"),
                                      QStringLiteral("activation-gib"),
                                      QStringLiteral("cuda-graph-gib"),
                                      QStringLiteral("weights-gib"),
                                      QStringLiteral("kv-cache-memory"),
                                      QStringLiteral("request-tokens"),
                                      QStringLiteral("request-tokens-p95"),
                                      QStringLiteral("safety-margin"),
                                      QStringLiteral("vllm-version"),
                                      QStringLiteral("format"),
                                      QStringLiteral("accounting"),
                                      QStringLiteral("headroom-gib"),
                                      QStringLiteral("headroom-percent"),
                                      QStringLiteral("data-parallel-size"),
                                      QStringLiteral("limit-mm-per-prompt"),
                                      QStringLiteral("mm-processor-kwargs"),
                                      QStringLiteral("max-image-pixels"),
                                      QStringLiteral("vllm-engine")};
    return flags;
}

QString canonicalFlag(QString flag)
{
    while (flag.startsWith(QLatin1Char('-')))
        flag.remove(0, 1);
    flag.replace(QLatin1Char('_'), QLatin1Char('-'));
    if (flag == u"tp")
        return QStringLiteral("tensor-parallel-size");
    if (flag == u"pp")
        return QStringLiteral("pipeline-parallel-size");
    if (flag == u"q")
        return QStringLiteral("quantization");
    return flag;
}

struct Flag
{
    QString name;
    QString spelled; // as the user typed it, for messages
    QString value;
};

Error badValue(const Flag& f, const QString& expected)
{
    return invalidInput(
        tr("%1 %2: expected %3").arg(f.spelled, f.value.isEmpty() ? tr("(no value)") : f.value, expected));
}

std::optional<double> number(const QString& text)
{
    bool ok = false;
    const double d = text.trimmed().toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return d; // NaN and infinities pass through to the engine, which names them
}

} // namespace

Result<PlanArguments> parsePlanArguments(const QStringList& args, const PresetCatalog& catalog,
                                         const QStringList& valueFlags, const QStringList& switches)
{
    PlanArguments result;
    std::vector<Flag> flags;
    QStringList serveWords;
    bool sawServe = false;

    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& word = args.at(i);
        if (word == u"--") {
            serveWords = args.mid(i + 1);
            sawServe = true;
            break;
        }
        if (!word.startsWith(QLatin1Char('-')) || word == u"-")
            return invalidInput(
                tr("Unexpected argument \"%1\" (flags start with --; a vllm command goes after --)")
                    .arg(word));
        Flag f;
        f.spelled = word;
        QString name = word;
        bool inlineValue = false;
        if (const qsizetype eq = word.indexOf(QLatin1Char('=')); eq > 0) {
            f.value = word.mid(eq + 1);
            name = word.left(eq);
            f.spelled = name;
            inlineValue = true;
        }
        f.name = canonicalFlag(name);
        if (f.name == u"enforce-eager" || isExtendedServingSwitch(f.name) || switches.contains(f.name)) {
            flags.push_back(f);
            continue;
        }
        if (!planValueFlags().contains(f.name) && !valueFlags.contains(f.name))
            return invalidInput(tr("Unknown flag %1 (see kvbudget plan --help)").arg(f.spelled));
        if (!inlineValue) {
            // "--max-model-len --gpu l4" forgot the value; "-1" is a value
            if (i + 1 >= args.size() || args.at(i + 1).startsWith(QLatin1String("--")))
                return invalidInput(tr("%1 needs a value").arg(f.spelled));
            f.value = args.at(++i);
        }
        if (f.value.trimmed().isEmpty())
            return invalidInput(tr("%1 needs a value").arg(f.spelled));
        flags.push_back(f);
    }

    // 1. The base scenario.
    QString scenarioName = QStringLiteral("default");
    for (const Flag& f : flags)
        if (f.name == u"scenario")
            scenarioName = f.value;
    QStringList warnings;
    auto base = resolveScenario(scenarioName, catalog, &warnings);
    if (!base)
        return base.error();
    result.scenario = base.value();
    result.notes << warnings;
    Scenario& s = result.scenario;

    // 2. A pasted vllm serve command.
    if (sawServe) {
        if (serveWords.size() == 1 && serveWords.first().contains(QLatin1Char(' '))) {
            auto split = splitShellWords(serveWords.first());
            if (!split)
                return split.error();
            serveWords = split.value();
        }
        auto command = applyVllmServeCommand(serveWords, catalog, s);
        if (!command)
            return command.error();
        s.name = tr("vllm serve %1").arg(command->model);
        s.description.clear();
        for (const QString& ignored : command->ignoredFlags)
            result.notes << tr("ignored (does not change memory): %1").arg(ignored);
        result.notes << command->notes;
    }

    // 3. Explicit flags: model and GPU first, so the others apply to them.
    for (const Flag& f : flags) {
        if (f.name == u"model") {
            if (auto preset = catalog.model(f.value)) {
                s.model = *preset;
            } else if (QFileInfo::exists(f.value)) {
                auto imported = importModelConfig(f.value);
                if (!imported)
                    return imported.error();
                s.model = imported->model;
                result.notes << imported->warnings;
            } else {
                return notFound(
                    tr("Unknown model \"%1\": not a preset id or Hugging Face repo (see kvbudget list "
                       "models), and no such config.json or folder")
                        .arg(f.value));
            }
            s.name.clear();
        } else if (f.name == u"gpu") {
            auto gpu = catalog.gpu(f.value);
            if (!gpu)
                return notFound(
                    tr("Unknown GPU \"%1\" (see kvbudget list gpus, or give --gpu-memory-gib)").arg(f.value));
            const int count = s.gpu.count;
            s.gpu = *gpu;
            s.gpu.count = count;
            s.name.clear();
        }
    }
    bool gpuCountGiven = false;
    for (const Flag& f : flags) {
        ServingConfig& c = s.serving;
        const QString& n = f.name;
        if (n == u"scenario" || n == u"model" || n == u"gpu") {
            continue;
        } else if (n == u"gpu-memory-gib") {
            const auto gib = number(f.value);
            if (!gib || !std::isfinite(*gib) || *gib <= 0 || *gib > 16384)
                return badValue(f, tr("the CUDA-visible memory per GPU in GiB, e.g. 79.2"));
            s.gpu.id = QStringLiteral("custom");
            s.gpu.name = tr("GPU with %1 GiB").arg(*gib);
            s.gpu.totalBytes = fromGiB(*gib);
        } else if (n == u"gpu-count") {
            const auto v = parseTokenCount(f.value);
            if (!v || *v < 1 || *v > 100000)
                return badValue(f, tr("a GPU count of at least 1"));
            s.gpu.count = static_cast<int>(*v);
            gpuCountGiven = true;
        } else if (n == u"gpu-memory-utilization") {
            const auto u = number(f.value);
            if (!u)
                return badValue(f, tr("a fraction such as 0.9"));
            c.gpuMemoryUtilization = *u;
        } else if (n == u"max-model-len") {
            const auto v = parseTokenCount(f.value);
            if (!v)
                return badValue(f, tr("a token count such as 32768 or 32K"));
            c.maxModelLen = *v;
        } else if (n == u"kv-cache-dtype") {
            const auto d = parseKvCacheDtype(f.value);
            if (!d)
                return badValue(f, QStringLiteral("auto, bfloat16, float16, fp8, fp8_e4m3 or fp8_e5m2"));
            c.kvCacheDtype = *d;
        } else if (n == u"dtype") {
            if (f.value == u"auto") {
                c.dtype.reset();
            } else if (const auto d = parseDType(f.value)) {
                c.dtype = *d;
            } else {
                return badValue(f, QStringLiteral("auto, bfloat16, float16 or float32"));
            }
        } else if (n == u"quantization") {
            const auto q = parseQuantMethod(f.value);
            if (!q)
                return badValue(f, QStringLiteral("none, fp8, int8, awq or gptq"));
            c.quantization = *q;
        } else if (n == u"tensor-parallel-size" || n == u"pipeline-parallel-size" || n == u"max-num-seqs" ||
                   n == u"block-size") {
            const auto v = parseTokenCount(f.value);
            if (!v || *v > 1'000'000'000 || *v < -1'000'000'000)
                return badValue(f, tr("an integer"));
            const int value = static_cast<int>(*v);
            if (n == u"tensor-parallel-size")
                c.tensorParallelSize = value;
            else if (n == u"pipeline-parallel-size")
                c.pipelineParallelSize = value;
            else if (n == u"max-num-seqs")
                c.maxNumSeqs = value;
            else
                c.blockSize = value;
        } else if (n == u"max-num-batched-tokens") {
            const auto v = parseTokenCount(f.value);
            if (!v)
                return badValue(f, tr("a token count"));
            c.maxNumBatchedTokens = *v;
        } else if (auto extended = applyExtendedServingFlag(n, f.value, c); !extended) {
            return extended.error();
        } else if (extended.value()) {
            continue;
        } else if (n == u"enforce-eager") {
            c.enforceEager = f.value.isEmpty() || f.value == u"true" || f.value == u"1";
        } else if (n == u"other-gpu-memory-gib" || n == u"overhead-gib" || n == u"non-torch-gib" ||
                   n == u"activation-gib" || n == u"cuda-graph-gib" || n == u"weights-gib" ||
                   n == u"headroom-gib") {
            const auto gib = number(f.value);
            if (!gib || !std::isfinite(*gib) || std::fabs(*gib) > 1e6)
                return badValue(f, tr("a size in GiB"));
            const Bytes bytes = fromGiB(*gib);
            if (n == u"other-gpu-memory-gib")
                c.otherProcessesBytes = bytes;
            else if (n == u"overhead-gib")
                c.overrides.total = bytes;
            else if (n == u"non-torch-gib")
                c.overrides.nonTorch = bytes;
            else if (n == u"activation-gib")
                c.overrides.activation = bytes;
            else if (n == u"cuda-graph-gib")
                c.overrides.cudaGraph = bytes;
            else if (n == u"weights-gib")
                c.overrides.weights = bytes;
            else if (*gib < 0)
                return badValue(f, tr("a non-negative size in GiB"));
            else
                s.handBudget.headroomBytes = bytes;
        } else if (n == u"headroom-percent") {
            const auto p = number(f.value);
            if (!p || !(*p >= 0 && *p < 100))
                return badValue(f, tr("a percentage of the card from 0 to 99"));
            s.handBudget.headroomFraction = *p / 100.0;
        } else if (n == u"kv-cache-memory") {
            const auto v = parseTokenCount(f.value);
            if (!v || *v <= 0)
                return badValue(f, tr("a positive byte count"));
            c.kvCacheMemoryBytes = *v;
        } else if (n == u"request-tokens" || n == u"request-tokens-p95") {
            const auto v = parseTokenCount(f.value);
            if (!v)
                return badValue(f, tr("a token count"));
            (n == u"request-tokens" ? s.workload.requestTokens : s.workload.requestTokensP95) = *v;
        } else if (n == u"safety-margin") {
            const auto m = number(f.value);
            if (!m)
                return badValue(f, tr("a fraction such as 0.85"));
            s.workload.safetyMargin = *m;
        } else if (n == u"vllm-version") {
            const auto v = VllmVersion::parse(f.value);
            if (!v)
                return badValue(f, tr("a vLLM version such as 0.21 or 0.10.1"));
            c.vllmVersion = *v;
        } else if (n == u"format") {
            if (f.value != u"text" && f.value != u"json" && f.value != u"markdown")
                return badValue(f, QStringLiteral("text, json or markdown"));
            result.format = f.value;
        } else if (n == u"accounting") {
            if (f.value == u"simple")
                s.accounting = AccountingMode::Simple;
            else if (f.value == u"vllm")
                s.accounting = AccountingMode::Vllm;
            else
                return badValue(f, QStringLiteral("vllm or simple"));
        } else {
            result.extras.insert(n, f.value);
        }
    }
    // One GPU per rank unless told otherwise: TP 2 means two GPUs.
    if (!gpuCountGiven && s.serving.worldSize() > s.gpu.count)
        s.gpu.count = s.serving.worldSize();
    if (s.name.isEmpty())
        s.name = tr("%1 on %2").arg(s.model.displayName, s.gpu.name);
    return result;
}

QString planFlagsHelp()
{
    return tr(R"(Scenario:
  --scenario NAME|FILE          start from a built-in scenario (kvbudget list scenarios) or a scenario file
  --model ID|PATH               a preset id or Hugging Face repo, or a config.json / model folder to import
  --gpu ID                      a GPU preset (kvbudget list gpus)
  --gpu-memory-gib X            the CUDA-visible memory per GPU in GiB (for cards not in the presets)
  --gpu-count N                 GPUs available (default: tensor x pipeline parallel size)
  --vllm-version X.Y[.Z]        vLLM version whose accounting to follow (default: newest modelled)
vLLM settings (as vllm serve spells them):
  --gpu-memory-utilization F    share of the whole GPU vLLM may use (0 < F <= 1)
  --max-model-len N             context length per request (32768, 32k = 32,000, 32K = 32,768)
  --kv-cache-dtype D            auto | bfloat16 | float16 | fp8 | fp8_e4m3 | fp8_e5m2
  --dtype D                     auto | bfloat16 | float16 | float32
  --quantization Q              none | fp8 | int8 | awq | gptq (what-if for an unquantized checkpoint)
  --tensor-parallel-size N      -tp N
  --pipeline-parallel-size N    -pp N
  --max-num-seqs N              --max-num-batched-tokens N      --block-size N      --enforce-eager
  --kv-cache-memory BYTES       fixed KV cache size; skips profiling like vLLM's --kv-cache-memory
  --disable-hybrid-kv-cache-manager   sliding-window layers keep the whole context
  --data-parallel-size N        -dp N: replicas (each GPU's plan is the same)
  --enable-expert-parallel      whole experts per GPU across TP x DP ranks
  --limit-mm-per-prompt '{"image": N}'    images per prompt vLLM profiles (0: text only)
  --mm-processor-kwargs '{"max_pixels": N}'  or --max-image-pixels N: the largest image
  --vllm-engine v0|v1           force the engine where a version had both (VLLM_USE_V1)
  --enable-chunked-prefill      V0 only: profile max_num_batched_tokens instead of max_model_len
Memory outside the model:
  --other-gpu-memory-gib X      memory other processes already hold on each GPU
  --overhead-gib X              fix non-torch + activation + CUDA graphs at X GiB (e.g. from a log)
  --non-torch-gib X  --activation-gib X  --cuda-graph-gib X  --weights-gib X   override one term
Workload:
  --request-tokens N            typical tokens per request (prompt + output)
  --request-tokens-p95 N        95th percentile, sizes the recommended max_num_seqs
  --safety-margin F             share of the p95 fit to recommend (default 0.85)
Output:
  --format text|json|markdown
  --accounting vllm|simple      simple: card - weights - headroom, the whiteboard budget
  --headroom-gib X  --headroom-percent P   headroom for --accounting simple
A pasted launch command goes last:   -- vllm serve MODEL [vLLM flags...]
)");
}

} // namespace kvb
