#include "report/explainkv.h"

#include "base/units_format.h"
#include "budget/kvcache.h"

#include <QCoreApplication>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Explain)
};

} // namespace

QString kvLayoutSummary(const Scenario& s, const Plan& plan)
{
    const KvPerToken& kv = plan.kv;
    QStringList parts;
    if (kv.slidingLayers > 0)
        parts << Text::tr("%1 sliding-window layers hold at most %2 tokens")
                     .arg(kv.slidingLayers)
                     .arg(formatCount(kv.slidingWindow));
    if (kv.slidingLayers > 0 && kv.fullLayers > 0)
        parts << Text::tr("%1 full-attention layers hold the whole context").arg(kv.fullLayers);
    if (kv.mambaLayers > 0)
        parts << Text::tr("%1 %2 layers hold a constant %3 per request")
                     .arg(kv.mambaLayers)
                     .arg(s.model.mamba.kind == u"gated_deltanet" ? Text::tr("linear-attention")
                          : s.model.mamba.kind == u"short_conv"   ? Text::tr("short-convolution")
                                                                  : Text::tr("Mamba"))
                     .arg(formatBytes(kv.mambaStateBytesPerLayer * kv.mambaLayers));
    if (s.model.mla.cachesLatent() && plan.settings.compressedMla && plan.settings.mlaCacheAligned)
        parts << Text::tr("MLA keeps one %1-value latent per token and layer on every GPU, padded to %2 "
                          "values (256-byte entries, vLLM 0.7.2-0.7.3)")
                     .arg(s.model.mla.latentDim())
                     .arg(kv.headDim);
    else if (s.model.mla.cachesLatent() && plan.settings.compressedMla)
        parts << Text::tr("MLA keeps one %1-value latent per token and layer on every GPU").arg(kv.headDim);
    else if (s.model.mla.cachesLatent()) // before 0.7.1
        parts << Text::tr("MLA before vLLM 0.7.1 keeps full K and V for each of the GPU's %1 heads, the "
                          "head size padded to %2")
                     .arg(kv.kvHeadsPerRank)
                     .arg(kv.headDim);
    if (s.model.isHybrid() && plan.settings.disableHybridKvCacheManager && kv.slidingLayers == 0)
        parts << Text::tr("hybrid KV-cache manager disabled: every layer holds the whole context");
    return parts.join(QStringLiteral("; "));
}

std::vector<ExplanationStep> kvLayoutSteps(const Scenario& s, const Plan& plan)
{
    std::vector<ExplanationStep> steps;
    const KvPerToken& kv = plan.kv;
    const ResolvedSettings& rs = plan.settings;
    if (const QString summary = kvLayoutSummary(s, plan); !summary.isEmpty())
        steps.push_back({QStringLiteral("kv_layout"), Text::tr("What each layer keeps"), summary,
                         kv.hybridManager ? Text::tr("hybrid") : Text::tr("uniform")});
    if (kv.hybridManager) {
        QStringList groups;
        if (kv.fullGroups > 0)
            groups << Text::tr("%1 full").arg(kv.fullGroups);
        if (kv.slidingGroups > 0)
            groups << Text::tr("%1 sliding").arg(kv.slidingGroups);
        if (kv.mambaGroups > 0)
            groups << Text::tr("%1 state").arg(kv.mambaGroups);
        if (kv.crossGroups > 0)
            groups << Text::tr("%1 cross-attention (%2 encoder tokens per request)")
                          .arg(kv.crossGroups)
                          .arg(formatCount(kv.crossTokens));
        steps.push_back({QStringLiteral("kv_groups"), Text::tr("Hybrid KV groups"),
                         Text::tr("groups of %1 layers: %2; %3 padding layers")
                             .arg(kv.groupSize)
                             .arg(groups.join(QStringLiteral(" + ")))
                             .arg(kv.paddingLayers),
                         Text::tr("%1 groups").arg(kv.groups())});
    }
    if (kv.mambaLayers > 0 && kv.layers > 0)
        steps.push_back({QStringLiteral("block_size"), Text::tr("Block size"),
                         Text::tr("raised until an attention page holds one %1 state (multiple of 16)")
                             .arg(formatBytes(kv.mambaStateBytesPerLayer)),
                         Text::tr("%1 tokens").arg(rs.blockSize)});
    else if (s.model.mla.cachesLatent() && rs.blockSizeDefaulted && rs.blockSize != 16)
        steps.push_back(
            {QStringLiteral("block_size"), Text::tr("Block size"),
             Text::tr(
                 "forced by the MLA attention backend (FlashMLA 64 on Hopper, CUTLASS-MLA 128 on Blackwell)"),
             Text::tr("%1 tokens").arg(rs.blockSize)});
    steps.push_back({QStringLiteral("block_bytes"), Text::tr("One KV block"),
                     kv.groupSize == kv.layers && kv.mambaLayers == 0
                         ? Text::tr("%1 tokens × %2").arg(rs.blockSize).arg(formatBytes(kv.bytesPerToken))
                         : Text::tr("%1 page per layer × %2 layers per group")
                               .arg(formatBytes(kv.pageBytesPerLayer))
                               .arg(kv.groupSize),
                     formatBytes(kv.bytesPerBlock)});
    return steps;
}

} // namespace kvb
