// InternVL (model_type internvl_chat, OpenGVLab's remote-code InternVLChatConfig): the InternViT tower,
// the mlp1 projector and the dynamic tiling, as vLLM's intern_vit.py and internvl.py build and profile
// them. The language model is the nested llm_config (InternLM2, Qwen2, Qwen3, Llama, ...).
#include "io/hfarchparts.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace kvb::hfparts {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfArchitecture)
};

// The layers vLLM builds (internvl.py _init_vision_model): num_hidden_layers_override from the wrapper's
// select_layer, the layer whose features feed mlp1 (-1: all of them). 0 when it names no layer.
std::int64_t builtLayers(const QJsonObject& root, const VisionTower& t)
{
    const QJsonValue stated = root.value(QLatin1String("select_layer"));
    const double select = stated.isUndefined() ? -1.0 : stated.toDouble(0.5);
    if (!std::isfinite(select) || select != std::floor(select) || std::abs(select) > 1e6)
        return 0;
    const auto index = static_cast<std::int64_t>(select);
    const std::int64_t layers = index < 0 ? t.depth + index + 1 : index + 1;
    return layers >= 1 && layers <= t.depth ? layers : 0;
}

// The release from which vLLM's InternVLProcessor has a video token for this language model
// (internvl.py InternVLProcessingInfo.get_video_token), and so a video modality: qwen2 from 0.9.1
// (#18499); qwen3, qwen3_moe and gpt_oss from 0.11.0 (#23658). Other backbones take images only.
std::optional<VllmVersion> videoModalityFrom(const QJsonObject& root)
{
    const QString text =
        root.value(QLatin1String("llm_config")).toObject().value(QLatin1String("model_type")).toString();
    if (text == u"qwen2")
        return VllmVersion{0, 9, 1};
    if (text == u"qwen3" || text == u"qwen3_moe" || text == u"gpt_oss")
        return VllmVersion{0, 11, 0};
    return std::nullopt;
}

// downsample_ratio: a number in (0, 1]; 0 when it is not (with `bad` naming it).
double downsampleRatio(const QJsonObject& root, QString& bad)
{
    const QJsonValue stated = root.value(QLatin1String("downsample_ratio"));
    const double ratio = stated.isUndefined() || stated.isNull() ? 0.5 : stated.toDouble(-1);
    if (ratio > 0 && ratio <= 1)
        return ratio;
    bad = Text::tr("InternVL's downsample_ratio must be a number in (0, 1]");
    return 0;
}

// The tiles of the largest image and the pixel shuffle (InternVLChatModel.__init__, _init_mlp1 and the
// processor's dynamic tiling), each value checked so that the counts below stay inside int64; empty,
// with `bad` naming the field, when one is unusable.
struct InternTiles
{
    std::int64_t towerImage = 0;    // the position table's image size: vision_config.image_size
    std::int64_t tile = 0;          // force_image_size, else the tower's
    std::int64_t tokensPerTile = 0; // (tile / patch)^2 x downsample_ratio^2
    std::int64_t tiles = 1;
    std::int64_t shuffledWidth = 0; // mlp1's input: vision hidden x int(1 / downsample_ratio)^2
};

std::optional<InternTiles> internTiles(const QJsonObject& root, const QJsonObject& v, const VisionTower& t,
                                       QString& bad)
{
    const double ratio = downsampleRatio(root, bad);
    const std::int64_t towerImage = intField(v, {"image_size"}, 224, bad);
    const std::int64_t forced = intField(root, {"force_image_size"}, 0, bad); // 0 or null: the tower's
    const std::int64_t tile = forced > 0 ? forced : towerImage;
    const std::int64_t maxTiles = intField(root, {"max_dynamic_patch"}, 6, bad, 4096);
    if (!bad.isEmpty())
        return std::nullopt;
    // vLLM's num_image_token = int((tile // patch) ** 2 * (downsample_ratio ** 2)); with int(1 / ratio)
    // at most the tile's side, the pixel shuffle's width stays below hidden x side^2.
    const std::int64_t side = tile / t.patch;
    const auto tokensPerTile = static_cast<std::int64_t>(static_cast<double>(side * side) * (ratio * ratio));
    const double shuffle = std::floor(1.0 / ratio);
    if (tokensPerTile <= 0 || shuffle > static_cast<double>(side)) {
        bad = Text::tr("InternVL's downsample_ratio %1 leaves no LLM token in a %2-pixel tile of %3-pixel "
                       "patches")
                  .arg(ratio)
                  .arg(tile)
                  .arg(t.patch);
        return std::nullopt;
    }
    const double shuffledWidth = static_cast<double>(t.hidden) * shuffle * shuffle;
    if (shuffledWidth > static_cast<double>(limits::kMaxConfigDimension)) {
        bad =
            Text::tr("InternVL's mlp1 would be %1 wide (the vision hidden_size x (1 / downsample_ratio)^2); "
                     "the allowed range is up to %2")
                .arg(shuffledWidth, 0, 'f', 0)
                .arg(limits::kMaxConfigDimension);
        return std::nullopt;
    }
    const bool dynamic = root.value(QLatin1String("dynamic_image_size")).toBool(false);
    const bool thumbnail = root.value(QLatin1String("use_thumbnail")).toBool(false);
    const std::int64_t tiles =
        dynamic ? std::max<std::int64_t>(1, maxTiles) + (thumbnail && maxTiles > 1 ? 1 : 0) : 1;
    if (tiles * tokensPerTile > std::numeric_limits<int>::max()) {
        bad = Text::tr("InternVL's %1 tiles of %2 LLM tokens make an image of more tokens than kvbudget "
                       "counts")
                  .arg(tiles)
                  .arg(tokensPerTile);
        return std::nullopt;
    }
    InternTiles r;
    r.towerImage = towerImage;
    r.tile = tile;
    r.tokensPerTile = tokensPerTile;
    r.tiles = tiles;
    r.shuffledWidth = static_cast<std::int64_t>(shuffledWidth);
    return r;
}

} // namespace

// InternViT (vLLM intern_vit.py InternVisionModel): a class token, a biased patch conv and
// (image / patch)^2 + 1 learned positions (the tower's own image_size; vLLM interpolates them to
// force_image_size); per layer q/k/v (biased per qkv_bias), RMSNorms over the whole q and k width
// (qk_normalization), a biased output projection, a biased fc1/fc2 MLP, two norms (RMSNorm or LayerNorm
// per norm_type) and two layer-scale vectors; no post-layernorm. mlp1 is a LayerNorm over the
// pixel-shuffled width (hidden x r^2, r = int(1 / downsample_ratio)) and two biased Linears to the text
// width. Each tile of force_image_size (else image_size) pixels becomes (tile / patch)^2 x
// downsample_ratio^2 LLM tokens (256); the largest image is max_dynamic_patch tiles plus a thumbnail
// (dynamic_image_size, use_thumbnail), and vLLM profiles it.
void parseInternVision(const QJsonObject& root, const QJsonObject& v, const VisionTower& t, ModelSpec& m,
                       QString& bad)
{
    VisionSpec& e = m.vision;
    const QJsonObject llm = root.value(QLatin1String("llm_config")).toObject();
    const QString llmClass = llm.value(QLatin1String("architectures")).toArray().at(0).toString();
    if (llmClass == u"InternLM2VEForCausalLM") { // Mono-InternVL: the visual experts live in the LLM
        e = VisionSpec{};
        m.unmodelledFeatures << Text::tr("Mono-InternVL's visual experts (InternLM2VEForCausalLM)");
        return;
    }
    const std::int64_t layers = builtLayers(root, t);
    if (layers == 0) {
        bad = Text::tr("select_layer %1 is outside the %2-layer vision tower")
                  .arg(root.value(QLatin1String("select_layer")).toVariant().toString())
                  .arg(t.depth);
        return;
    }
    const std::optional<InternTiles> tiling = internTiles(root, v, t, bad);
    if (!tiling)
        return;
    const std::int64_t hv = t.hidden;
    const bool layerNorm = v.value(QLatin1String("norm_type")).toString() == u"layer_norm";
    const bool qkvBias = v.value(QLatin1String("qkv_bias")).toBool(false);
    const bool qkNorm = v.value(QLatin1String("qk_normalization")).toBool(true);
    // Per layer, by how vLLM shards it: q/k/v and the output projection split by heads (whole on every
    // rank when TP does not divide the heads); fc1 and fc2 split by width; the rest whole everywhere
    // (the output projection's and fc2's biases, the q/k RMSNorms, norm1/norm2, ls1/ls2).
    const std::int64_t attention = 4 * hv * hv + (qkvBias ? 3 * hv : 0);
    const std::int64_t mlp = 2 * hv * t.inter + t.inter;
    const std::int64_t whole = hv + (qkNorm ? 2 * hv : 0) + hv + (layerNorm ? 4 * hv : 2 * hv) + 2 * hv;
    const std::int64_t positionSide = tiling->towerImage / t.patch;
    const std::int64_t embeddings = hv + 3 * t.patch * t.patch * hv + hv +
                                    (positionSide * positionSide + 1) * hv; // in_channels=3 in vLLM
    const std::int64_t shuffled = tiling->shuffledWidth;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t projector = 2 * shuffled + shuffled * h + h + h * h + h; // mlp1, plain torch layers
    e.parameters = embeddings + layers * (attention + mlp + whole) + projector;
    e.headSplitParameters = layers * attention;
    e.replicatedParameters = embeddings + layers * whole + projector;
    e.depth = static_cast<int>(layers);
    e.imageSize = static_cast<int>(tiling->tile);
    e.tilesPerImage = static_cast<int>(tiling->tiles);
    e.tokensPerImage = static_cast<int>(tiling->tiles * tiling->tokensPerTile);
    e.videoFrom = videoModalityFrom(root);
}

} // namespace kvb::hfparts
