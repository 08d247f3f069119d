#include "vllm/vllmcommand.h"

#include "io/hfconfig.h"
#include "vllm/servingflags.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace kvb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvb::VllmCommand", text);
}

// vLLM flags that take no value; any other unknown flag followed by a non-flag word takes it.
bool isKnownSwitch(const QString& flag)
{
    static const QStringList switches = {QStringLiteral("enforce-eager"),
                                         QStringLiteral("trust-remote-code"),
                                         QStringLiteral("enable-prefix-caching"),
                                         QStringLiteral("no-enable-prefix-caching"),
                                         QStringLiteral("enable-chunked-prefill"),
                                         QStringLiteral("no-enable-chunked-prefill"),
                                         QStringLiteral("disable-log-requests"),
                                         QStringLiteral("disable-log-stats"),
                                         QStringLiteral("enable-expert-parallel"),
                                         QStringLiteral("enable-auto-tool-choice"),
                                         QStringLiteral("disable-custom-all-reduce"),
                                         QStringLiteral("disable-hybrid-kv-cache-manager"),
                                         QStringLiteral("enable-lora"),
                                         QStringLiteral("enable-log-requests"),
                                         QStringLiteral("async-scheduling"),
                                         QStringLiteral("disable-frontend-multiprocessing"),
                                         QStringLiteral("enable-sleep-mode"),
                                         QStringLiteral("headless"),
                                         QStringLiteral("language-model-only")};
    return switches.contains(flag);
}

} // namespace

std::optional<std::int64_t> parseTokenCount(const QString& text)
{
    // vLLM's human_readable_int: k/m/g/t are powers of 1000 and take decimals ("1.5k" = 1,500,
    // truncated like Python's int()); K/M/G/T are powers of 1024 and take whole numbers only.
    QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    static const QString decimalSuffixes = QStringLiteral("kmgt");
    static const QString binarySuffixes = QStringLiteral("KMGT");
    const qsizetype decimalPower = decimalSuffixes.indexOf(t.back());
    const qsizetype binaryPower = binarySuffixes.indexOf(t.back());
    if (decimalPower >= 0 || binaryPower >= 0) {
        t.chop(1);
        if (t.isEmpty() || !t.at(0).isDigit() || (binaryPower >= 0 && t.contains(QLatin1Char('.'))))
            return std::nullopt;
        for (const QChar ch : std::as_const(t))
            if (!ch.isDigit() && ch != u'.')
                return std::nullopt;
    }
    bool ok = false;
    double value = t.toDouble(&ok);
    if (decimalPower >= 0)
        value = std::trunc(value * std::pow(1000.0, static_cast<double>(decimalPower + 1)));
    else if (binaryPower >= 0)
        value *= std::pow(1024.0, static_cast<double>(binaryPower + 1));
    if (!ok || !std::isfinite(value) || value != std::floor(value) || std::fabs(value) > 9.0e15)
        return std::nullopt;
    return static_cast<std::int64_t>(value);
}

Result<QStringList> splitShellWords(const QString& line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar ch = line.at(i);
        if (!quote.isNull()) {
            if (ch == quote) {
                quote = QChar();
            } else if (ch == u'\\' && quote == u'"' && i + 1 < line.size() &&
                       QStringView(u"\"\\$`").contains(line.at(i + 1))) {
                word += line.at(++i);
            } else if (ch == u'\\' && quote == u'"' && i + 1 < line.size() &&
                       (line.at(i + 1) == u'\n' || line.at(i + 1) == u'\r')) {
                // a line continuation inside double quotes disappears, as in sh
                ++i;
                if (line.at(i) == u'\r' && i + 1 < line.size() && line.at(i + 1) == u'\n')
                    ++i;
            } else {
                word += ch;
            }
            continue;
        }
        if (ch == u'\\' && i + 1 < line.size()) {
            const QChar next = line.at(++i);
            if (next == u'\n' || next == u'\r') { // line continuation
                if (next == u'\r' && i + 1 < line.size() && line.at(i + 1) == u'\n')
                    ++i;
                continue;
            }
            word += next;
            inWord = true;
        } else if (ch == u'"' || ch == u'\'') {
            quote = ch;
            inWord = true;
        } else if (ch.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += ch;
            inWord = true;
        }
    }
    if (!quote.isNull())
        return invalidInput(tr("The command line has an unterminated %1 quote").arg(quote));
    if (inWord)
        words << word;
    return words;
}

Result<VllmCommand> applyVllmServeCommand(const QStringList& words, const PresetCatalog& catalog, Scenario& s)
{
    VllmCommand command;
    qsizetype i = 0;
    // Skip the launcher: "vllm serve", "python -m vllm.entrypoints.openai.api_server", env assignments.
    while (i < words.size() &&
           (words.at(i).contains(QLatin1Char('=')) && !words.at(i).startsWith(QLatin1Char('-')))) {
        // VLLM_USE_V1=0 chose the V0 engine where both existed.
        if (words.at(i) == u"VLLM_USE_V1=0")
            s.serving.engine = EngineKind::V0;
        else if (words.at(i) == u"VLLM_USE_V1=1")
            s.serving.engine = EngineKind::V1;
        ++i;
    }
    for (qsizetype j = i; j < words.size(); ++j) {
        const QString& w = words.at(j);
        if (w == u"serve" || w.endsWith(QLatin1String("api_server")) ||
            w.endsWith(QLatin1String("vllm.entrypoints.cli.main"))) {
            i = j + 1;
            break;
        }
        if (w.startsWith(QLatin1Char('-')) && w != u"-m") // python -m vllm.entrypoints...
            break;
    }

    ServingConfig& c = s.serving;
    std::optional<QString> modelName;
    auto fail = [](const QString& flag, const QString& value, const char* expected) {
        if (value.isEmpty())
            return invalidInput(tr("vllm serve %1 needs a value: %2").arg(flag, QLatin1String(expected)));
        return invalidInput(tr("vllm serve %1 %2: expected %3").arg(flag, value, QLatin1String(expected)));
    };

    for (; i < words.size(); ++i) {
        QString word = words.at(i);
        if (!word.startsWith(QLatin1Char('-'))) {
            if (!modelName)
                modelName = word;
            else
                command.ignoredFlags << word;
            continue;
        }
        QString value;
        bool hasInlineValue = false;
        if (const qsizetype eq = word.indexOf(QLatin1Char('=')); eq > 0) {
            value = word.mid(eq + 1);
            word = word.left(eq);
            hasInlineValue = true;
        }
        QString flag = word;
        while (flag.startsWith(QLatin1Char('-')))
            flag.remove(0, 1);
        flag.replace(QLatin1Char('_'), QLatin1Char('-'));
        if (flag == u"tp")
            flag = QStringLiteral("tensor-parallel-size");
        else if (flag == u"pp")
            flag = QStringLiteral("pipeline-parallel-size");
        else if (flag == u"q")
            flag = QStringLiteral("quantization");
        else if (flag == u"dp")
            flag = QStringLiteral("data-parallel-size");

        const bool isSwitch = isKnownSwitch(flag);
        if (!isSwitch && !hasInlineValue && i + 1 < words.size() &&
            !words.at(i + 1).startsWith(QLatin1Char('-')))
            value = words.at(++i);
        else if (!isSwitch && !hasInlineValue && i + 1 < words.size() &&
                 words.at(i + 1).startsWith(QLatin1Char('-')) && words.at(i + 1).size() > 1 &&
                 (words.at(i + 1).at(1).isDigit() || words.at(i + 1).at(1) == u'.'))
            value = words.at(++i); // a negative number is still a value

        if (flag == u"model") {
            if (value.isEmpty())
                return fail(word, value, "a model id, Hugging Face repo or local path");
            modelName = value;
        } else if (flag == u"gpu-memory-utilization") {
            bool ok = false;
            const double u = value.toDouble(&ok);
            if (!ok)
                return fail(word, value, "a number such as 0.9");
            c.gpuMemoryUtilization = u;
        } else if (flag == u"max-model-len") {
            if (value == u"auto" || value == u"-1") {
                command.notes << tr(
                    "--max-model-len auto: vLLM fits the context to the memory; the plan uses the "
                    "model's maximum and reports the estimate");
                c.maxModelLen.reset();
            } else if (const auto n = parseTokenCount(value)) {
                c.maxModelLen = *n;
            } else {
                return fail(word, value, "a token count such as 32768 or 32k");
            }
        } else if (flag == u"max-num-seqs") {
            const auto n = parseTokenCount(value);
            if (!n || *n > 1'000'000'000)
                return fail(word, value, "an integer");
            c.maxNumSeqs = static_cast<int>(*n);
        } else if (flag == u"max-num-batched-tokens") {
            const auto n = parseTokenCount(value);
            if (!n)
                return fail(word, value, "a token count");
            c.maxNumBatchedTokens = *n;
        } else if (flag == u"block-size") {
            const auto n = parseTokenCount(value);
            if (!n || *n > 1'000'000)
                return fail(word, value, "an integer");
            c.blockSize = static_cast<int>(*n);
        } else if (flag == u"kv-cache-dtype") {
            const auto dtype = parseKvCacheDtype(value);
            if (!dtype)
                return fail(word, value, "auto, bfloat16, float16, fp8, fp8_e4m3 or fp8_e5m2");
            c.kvCacheDtype = *dtype;
        } else if (flag == u"dtype") {
            if (value != u"auto") {
                const auto dtype = parseDType(value);
                if (!dtype)
                    return fail(word, value, "auto, bfloat16, float16 or float32");
                c.dtype = *dtype;
            }
        } else if (flag == u"quantization") {
            if (value.isEmpty())
                return fail(word, value, "none, fp8, int8, awq or gptq");
            const auto method = parseQuantMethod(value);
            if (!method)
                return invalidInput(
                    tr("vllm serve --quantization %1: kvbudget models fp8, int8, awq and gptq "
                       "weights")
                        .arg(value));
            c.quantization = *method;
        } else if (flag == u"tensor-parallel-size" || flag == u"pipeline-parallel-size") {
            bool ok = false;
            const int n = value.toInt(&ok);
            if (!ok)
                return fail(word, value, "an integer");
            (flag == u"tensor-parallel-size" ? c.tensorParallelSize : c.pipelineParallelSize) = n;
        } else if (flag == u"enforce-eager") {
            c.enforceEager = !(hasInlineValue && (value == u"false" || value == u"False" || value == u"0"));
        } else if (flag == u"kv-cache-memory" || flag == u"kv-cache-memory-bytes") {
            const auto n = parseTokenCount(value);
            if (!n || *n <= 0)
                return fail(word, value, "a byte count");
            c.kvCacheMemoryBytes = *n;
        } else if (auto extended = applyExtendedServingFlag(flag, value, c); !extended) {
            return extended.error();
        } else if (extended.value()) {
            if (flag == u"data-parallel-size")
                command.notes
                    << tr("data parallelism (%1 replicas) repeats the same per-GPU plan on each replica, "
                          "unless --enable-expert-parallel spreads the experts over them")
                           .arg(value);
        } else {
            command.ignoredFlags << (value.isEmpty() ? word : word + QLatin1Char(' ') + value);
        }
    }
    if (c.worldSize() > s.gpu.count)
        s.gpu.count = c.worldSize();

    if (!modelName)
        return invalidInput(tr("The vllm serve command names no model"));
    command.model = *modelName;
    if (auto preset = catalog.model(*modelName)) {
        s.model = *preset;
    } else if (QFileInfo::exists(*modelName)) {
        auto imported = importModelConfig(*modelName);
        if (!imported)
            return imported.error();
        s.model = imported->model;
        command.notes << imported->warnings;
    } else {
        return notFound(
            tr("Unknown model \"%1\": it is not a preset (see `kvbudget list models`) and not a local "
               "config.json or model folder. Pass --model path/to/config.json to import it.")
                .arg(*modelName));
    }
    return command;
}

} // namespace kvb
