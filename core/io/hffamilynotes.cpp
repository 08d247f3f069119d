#include "io/hffamilynotes.h"

#include <QCoreApplication>
#include <QJsonValue>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfConfig)
};

// vLLM builds a gated MLP through get_act_and_mul_fn (silu, gelu, gelu_tanh, ...), which has no
// squared-ReLU or xIELU variant: the families that use them (Nemotron's relu2, Arcee's relu2, Apertus'
// xielu) build up_proj and down_proj only.
bool ungatedActivation(const QString& act)
{
    return act == u"relu2" || act == u"xielu" || act == u"squared_relu" || act == u"relu_squared";
}

} // namespace

// One line naming the class defaults that filled fields kvbudget reads.
void noteFilledDefaults(const ResolvedConfig& resolved, const QString& origin, QStringList& warnings)
{
    if (resolved.filledKeys.isEmpty() || resolved.textClass.isEmpty())
        return;
    QStringList filled;
    for (const QString& key : resolved.filledKeys) {
        const QJsonValue value = resolved.text.value(key);
        const QString shown = value.isBool()     ? QLatin1String(value.toBool() ? "true" : "false")
                              : value.isDouble() ? QString::number(value.toDouble(), 'g', 12)
                              : value.isArray()  ? QStringLiteral("[...]")
                                                 : value.toString();
        filled << QStringLiteral("%1 = %2").arg(key, shown);
    }
    warnings << Text::tr("%1 leaves out %2; transformers' %3 defaults apply")
                    .arg(origin, filled.join(QLatin1String(", ")), resolved.textClass);
}

// A family without a researched entry is read as a Llama-style decoder. That is right for most, but a
// plain-MLP family read this way gains half its MLP weights again (GPT-NeoX: +30%), so the user is told.
void noteUnresearchedFamily(const ResolvedConfig& resolved, const QString& origin, QStringList& warnings)
{
    if (!resolved.textClass.isEmpty())
        return;
    if (resolved.textModelType.isEmpty())
        warnings << Text::tr(
                        "%1 has no model_type, so kvbudget cannot tell which family's defaults and layer "
                        "layout apply; it is counted as a Llama-style decoder (gated MLP, RMSNorm, no "
                        "biases), so its parameter count may be off")
                        .arg(origin);
    else
        warnings << Text::tr(
                        "%1: model_type \"%2\" is not a family kvbudget has read transformers' defaults "
                        "and vLLM's layer layout for; it is counted as a Llama-style decoder (gated MLP, "
                        "RMSNorm, no biases), so its parameter count may be off")
                        .arg(origin, resolved.textModelType);
    const QString act = resolved.text.value(QLatin1String("hidden_act")).toString();
    if (ungatedActivation(act))
        warnings << Text::tr("%1: hidden_act \"%2\" is an activation vLLM applies without a gate, so the MLP "
                             "is counted with up and down projections only")
                        .arg(origin, act);
}

// Families vLLM serves that kvbudget recognises but does not model, refused by name before their fields
// are read (their configs would otherwise fail on a field kvbudget reads another way, or be counted as a
// plain decoder): what is missing, in the user's words.
QString unmodelledFamily(const QString& rootType)
{
    if (rootType == u"lfm2_moe" || rootType == u"lfm2_vl")
        return Text::tr("the mixture-of-experts layers and the vision encoder of LFM2's MoE and VL models");
    if (rootType == u"gemma3n" || rootType == u"gemma3n_text")
        return Text::tr("Gemma 3n's per-layer embeddings, AltUp, LAuReL, the KV cache its last layers "
                        "share with earlier ones, and its audio and vision encoders");
    if (rootType == u"phi4mm" || rootType == u"phi4_multimodal")
        return Text::tr("Phi-4-multimodal's vision and audio encoders and their LoRA adapters");
    return {};
}

void readUnresearchedMlp(const ResolvedConfig& resolved, ModelSpec& m)
{
    if (resolved.textClass.isEmpty() &&
        ungatedActivation(resolved.text.value(QLatin1String("hidden_act")).toString()))
        m.gatedMlp = false;
}

} // namespace kvb
