// The user-visible texts of the built-in presets (presets/scenarios.json), listed for lupdate: a
// JSON file is not scanned, so every name and description is declared here and translated when
// shown. tst_presets fails when a preset's text is missing from this list.
#include "io/presets.h"

#include <QCoreApplication>

namespace kvb {

namespace {

const char* const kPresetTexts[] = {
    QT_TRANSLATE_NOOP("kvb::Presets", "Llama 3.1 8B on an H100 at vLLM's defaults"),
    QT_TRANSLATE_NOOP(
        "kvb::Presets",
        "The dashboard's starting point: vLLM's own defaults (util 0.92 from v0.21, the model's full "
        "131,072-token context, max_num_seqs 1,024) and the engine's estimated overhead."),
    QT_TRANSLATE_NOOP("kvb::Presets", "Seed 1: Llama 3.1 8B on an H100, the worked example"),
    QT_TRANSLATE_NOOP("kvb::Presets",
                      "79.2 GiB x 0.92 = 72.8 GiB ceiling; ~15 GiB of weights; ~3 GiB of overhead; ~54.8 GiB "
                      "KV pool; 128 KiB per token; ~449k tokens; 3.43x at 131,072 tokens."),
    QT_TRANSLATE_NOOP("kvb::Presets", "Seed 1b: the same deployment with an 8K context"),
    QT_TRANSLATE_NOOP(
        "kvb::Presets",
        "Only max_model_len changes: the pool is the same, so the worst-case concurrency rises to ~54.8x."),
    QT_TRANSLATE_NOOP("kvb::Presets", "Seed 1c: FP8 KV cache"),
    QT_TRANSLATE_NOOP("kvb::Presets",
                      "--kv-cache-dtype fp8 halves the bytes per token (64 KiB) and doubles the tokens."),
    QT_TRANSLATE_NOOP("kvb::Presets", "Seed 2: a hand budget on a 24 GB card"),
    QT_TRANSLATE_NOOP("kvb::Presets",
                      "The whiteboard version: a 24 GiB card, \"8B x 2 bytes = 16 GB\" of fp16 weights and 2 "
                      "GiB of headroom leave 6 GiB for KV: 49,152 tokens of 128 KiB, 12 requests at 4K, 6 at "
                      "8K. Drop the weights override to use the exact parameter count instead."),
    QT_TRANSLATE_NOOP("kvb::Presets", "24 GiB card"),
    QT_TRANSLATE_NOOP("kvb::Presets", "Seed 3: util 0.5 on a 24 GiB card with only 10 GiB free"),
    QT_TRANSLATE_NOOP("kvb::Presets",
                      "gpu_memory_utilization is a share of the whole card, not of what is free: 0.5 asks "
                      "for 12 GiB, and with 14 GiB held by another process vLLM refuses to start."),
    QT_TRANSLATE_NOOP("kvb::Presets", "Llama 3.1 70B on two H100s (TP 2)"),
    QT_TRANSLATE_NOOP("kvb::Presets",
                      "Tensor parallelism halves the sharded weights and the KV heads per GPU."),
};

} // namespace

std::span<const char* const> builtinPresetTexts()
{
    return kPresetTexts;
}

QString translatedPresetText(const QString& english)
{
    return QCoreApplication::translate("kvb::Presets", english.toUtf8().constData());
}

QString ScenarioPreset::displayName() const
{
    return translatedPresetText(name);
}

QString ScenarioPreset::displayDescription() const
{
    return translatedPresetText(description);
}

} // namespace kvb
