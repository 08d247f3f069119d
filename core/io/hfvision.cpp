// Vision encoders: their parameters from the resolved vision_config (class defaults filled in), and
// the largest image the processor accepts, which vLLM's profiling run feeds them.
#include "io/hfarchparts.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include <QCoreApplication>
#include <QJsonArray>

namespace kvb::hfparts {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::HfArchitecture)
};

using Tower = VisionTower;

// Qwen2-VL's vision_config calls the encoder width embed_dim and its output hidden_size, and its
// defaults (1280 wide, 32 deep, MLP ratio 4) are often left out.
void qwen2Vision(const QJsonObject& v, const QString& type, const Tower& t, ModelSpec& m, QString& bad)
{
    VisionSpec& e = m.vision;
    const bool qwen2vl = type == u"qwen2_vl";
    const std::int64_t hv = t.hidden;
    const std::int64_t iv = t.inter;
    const std::int64_t out = qwen2vl ? intField(v, {"hidden_size"}, m.hiddenSize, bad)
                                     : intField(v, {"out_hidden_size"}, m.hiddenSize, bad);
    const std::int64_t merge = intField(v, {"spatial_merge_size"}, 2, bad);
    const std::int64_t temporal = intField(v, {"temporal_patch_size"}, 2, bad);
    const bool gated = type == u"qwen2_5_vl";
    const std::int64_t block = 3 * hv * hv + 3 * hv + hv * hv + hv +
                               (gated ? 3 * hv * iv + 2 * iv + hv : 2 * hv * iv + iv + hv) +
                               (gated ? 2 * hv : 4 * hv);
    const std::int64_t mergerIn = hv * merge * merge;
    e.parameters = t.depth * block + t.channels * temporal * t.patch * t.patch * hv + (gated ? hv : 2 * hv) +
                   mergerIn * mergerIn + mergerIn + mergerIn * out + out;
    e.spatialMergeSize = static_cast<int>(merge);
    e.maxPixels = 12845056; // the processor's default max_pixels: 16,384 LLM tokens
    e.videoModality = true; // qwen2_vl.py has taken "video" beside "image" since vLLM first served it
}

// Qwen3-VL's tower (vLLM qwen3_vl.py Qwen3_VisionTransformer, also under qwen3_vl_moe.py): a biased
// Conv3d patch embedding, a learned position table, LayerNorm blocks with biased qkv/proj and an
// ungated fc1/fc2 MLP, the merger (a norm over the patch width, then hv * merge^2 -> same -> the text
// width) and one more merger per deepstack_visual_indexes entry, normed after the shuffle.
void qwen3Vision(const QJsonObject& v, const Tower& t, ModelSpec& m, QString& bad)
{
    VisionSpec& e = m.vision;
    const std::int64_t hv = t.hidden;
    const std::int64_t iv = t.inter;
    const std::int64_t out = intField(v, {"out_hidden_size"}, m.hiddenSize, bad);
    const std::int64_t merge = intField(v, {"spatial_merge_size"}, 2, bad);
    const std::int64_t temporal = intField(v, {"temporal_patch_size"}, 2, bad);
    const std::int64_t positions = intField(v, {"num_position_embeddings"}, 2304, bad);
    const std::int64_t deepstack = v.value(QLatin1String("deepstack_visual_indexes")).toArray().size();
    const std::int64_t merged = hv * merge * merge;
    const std::int64_t block = 4 * hv * hv + 2 * hv * iv + iv + 9 * hv;
    const std::int64_t merger = merged * merged + merged + merged * out + out;
    e.parameters = t.channels * temporal * t.patch * t.patch * hv + hv + positions * hv + t.depth * block +
                   2 * hv + merger + deepstack * (2 * merged + merger);
    e.spatialMergeSize = static_cast<int>(merge);
    e.maxPixels = 16777216; // the Hub preprocessor's longest_edge (4096 x 4096): 16,384 LLM tokens
    e.deepstackMergers = static_cast<int>(deepstack);
}

// Gemma 3's SigLIP: layers with biased projections and LayerNorms, learned positions, a soft-embedding
// norm and the projection to the text width.
void siglipVision(const QJsonObject& root, const QJsonObject& v, const Tower& t, ModelSpec& m, QString& bad)
{
    VisionSpec& e = m.vision;
    const std::int64_t hv = t.hidden;
    const std::int64_t image = intField(v, {"image_size"}, 224, bad);
    const std::int64_t positions = (image / t.patch) * (image / t.patch);
    const std::int64_t block = 4 * hv * hv + 4 * hv + 2 * hv * t.inter + t.inter + hv + 4 * hv;
    e.parameters = t.depth * block + t.channels * t.patch * t.patch * hv + hv + positions * hv + 2 * hv +
                   hv * m.hiddenSize + hv;
    e.imageSize = static_cast<int>(image);
    e.tokensPerImage = intField(root, {"mm_tokens_per_image"}, 256, bad);
}

// The layers vLLM builds of a tower made by init_vision_tower_for_llava (llava.py): up to
// vision_feature_layer (negative: counted from the end; a list: its deepest entry; absent: the class
// default). Every entry must name a layer of the tower; otherwise 0, with `bad` naming the entry.
int layersUpToFeatureLayer(const QJsonObject& root, const Tower& t, int classDefault, QString& bad)
{
    const QJsonValue feature = root.value(QLatin1String("vision_feature_layer"));
    const QJsonArray stated = feature.isArray()
                                  ? feature.toArray()
                                  : QJsonArray{feature.isUndefined() ? QJsonValue(classDefault) : feature};
    int layers = 0;
    for (const QJsonValue& entry : stated) {
        const double index = entry.toDouble(0.5);
        const int built =
            index < 0 ? static_cast<int>(static_cast<double>(t.depth) + index + 1) : static_cast<int>(index);
        if (!entry.isDouble() || index != std::floor(index) || built <= 0 || built > t.depth) {
            const QString text =
                entry.isDouble() ? QString::number(index, 'g', 17) : entry.toVariant().toString();
            bad = Text::tr("vision_feature_layer %1 is outside the %2-layer vision tower")
                      .arg(text)
                      .arg(t.depth);
            return 0;
        }
        layers = std::max(layers, built);
    }
    return layers;
}

// Pixtral's tower (vLLM pixtral.py PixtralHFVisionModel): RMSNorms, a gated MLP, no biases, a
// bias-free patch conv and ln_pre, built up to vision_feature_layer. Mistral 3 (mistral3.py) adds an
// RMSNorm and a patch merger (spatial_merge_size^2 patches into one) before its projector; LLaVA's
// Pixtral-12B projects every patch. The two-layer projector is biased per multimodal_projector_bias
// (Mistral3Config: false, LlavaConfig: true).
void pixtralVision(const QJsonObject& root, const QJsonObject& v, const Tower& t, const QString& type,
                   ModelSpec& m, QString& bad)
{
    VisionSpec& e = m.vision;
    const std::int64_t hv = t.hidden;
    const std::int64_t h = m.hiddenSize;
    const std::int64_t image = intField(v, {"image_size"}, 1024, bad);
    const bool mistral3 = type == u"mistral3";
    const std::int64_t merge = mistral3 ? intField(root, {"spatial_merge_size"}, 2, bad) : 1;
    const int layers = layersUpToFeatureLayer(root, t, -1, bad); // Mistral3Config's default
    const bool projectorBias = root.value(QLatin1String("multimodal_projector_bias")).toBool(!mistral3);
    const std::int64_t block = 4 * hv * hv + 3 * hv * t.inter + 2 * hv;
    e.parameters = layers * block + t.channels * t.patch * t.patch * hv + hv +
                   (mistral3 ? hv + hv * merge * merge * hv : 0) + hv * h + h * h +
                   (projectorBias ? 2 * h : 0);
    e.depth = layers;
    e.imageSize = static_cast<int>(image);
    e.spatialMergeSize = static_cast<int>(merge);
}

// LLaVA's CLIP tower (vLLM llava.py init_vision_tower_for_llava, clip.py): only the layers up to
// vision_feature_layer are built (-2: all but the last; a list: its deepest), with no post-layernorm
// (require_post_norm=False). Biased q/k/v/o and fc1/fc2, two LayerNorms per layer, a class token, a
// bias-free patch conv, (image / patch)^2 + 1 positions and the pre-layernorm; then the two-layer
// projector to the text width, biased unless multimodal_projector_bias is false. A list of feature
// layers is concatenated along the channels, so the projector takes hidden x entries.
void clipVision(const QJsonObject& root, const QJsonObject& v, const Tower& t, ModelSpec& m, QString& bad)
{
    VisionSpec& e = m.vision;
    const std::int64_t hv = t.hidden;
    const std::int64_t image = intField(v, {"image_size"}, 224, bad);
    const int layers = layersUpToFeatureLayer(root, t, -2, bad); // LlavaConfig's default
    if (layers == 0)
        return;
    const QJsonValue feature = root.value(QLatin1String("vision_feature_layer"));
    const std::int64_t projectorIn = hv * (feature.isArray() ? feature.toArray().size() : 1);
    const std::int64_t positions = (image / t.patch) * (image / t.patch) + 1;
    const std::int64_t layer = 4 * (hv * hv + hv) + 2 * hv * t.inter + t.inter + hv + 4 * hv;
    const std::int64_t h = m.hiddenSize;
    const bool projectorBias = root.value(QLatin1String("multimodal_projector_bias")).toBool(true);
    e.parameters = hv + t.channels * t.patch * t.patch * hv + positions * hv + 2 * hv + layers * layer +
                   projectorIn * h + h * h + (projectorBias ? 2 * h : 0);
    e.depth = layers;
    e.imageSize = static_cast<int>(image);
    // "default" drops the class token from the image's features, "full" keeps it (vLLM
    // _apply_feature_select_strategy).
    const bool full = root.value(QLatin1String("vision_feature_select_strategy")).toString() == u"full";
    e.tokensPerImage = static_cast<int>((image / t.patch) * (image / t.patch) + (full ? 1 : 0));
}

// One (height, width) entry of LLaVA-NeXT's image_grid_pinpoints, in pixels.
struct Resolution
{
    std::int64_t height = 0;
    std::int64_t width = 0;
};

// transformers' select_best_resolution, through which vLLM's get_anyres_image_grid_shape picks the
// pinpoint an image is resized to: the most effective pixels, then the fewest wasted.
Resolution bestResolution(const Resolution& image, const std::vector<Resolution>& pinpoints)
{
    Resolution best;
    std::int64_t mostEffective = 0;
    std::int64_t leastWasted = std::numeric_limits<std::int64_t>::max();
    for (const Resolution& p : pinpoints) {
        const double scale = std::min(static_cast<double>(p.width) / static_cast<double>(image.width),
                                      static_cast<double>(p.height) / static_cast<double>(image.height));
        const auto width = static_cast<std::int64_t>(static_cast<double>(image.width) * scale);
        const auto height = static_cast<std::int64_t>(static_cast<double>(image.height) * scale);
        const std::int64_t effective = std::min(width * height, image.width * image.height);
        const std::int64_t wasted = p.width * p.height - effective;
        if (effective > mostEffective || (effective == mostEffective && wasted < leastWasted)) {
            best = p;
            mostEffective = effective;
            leastWasted = wasted;
        }
    }
    return best;
}

// Python's int(round(x, 7)).
std::int64_t roundedTowardZero(double x)
{
    return static_cast<std::int64_t>(std::round(x * 1e7) / 1e7);
}

// LLaVA-NeXT ("anyres", vLLM llava_next.py LlavaNextProcessingInfo): an image is resized to its best
// pinpoint and cut into tiles of the tower's image size, each encoded beside one downscaled copy of
// the whole image. Its LLM tokens (get_num_image_tokens): the tiles' patch grid with the padding
// removed (_get_num_unpadded_features), one image_newline per grid row, and the base image's
// features. vLLM profiles the pinpoint with the most tokens (get_image_size_with_most_features);
// the newline is one text-width parameter vector.
void llavaNextTiling(const QJsonObject& root, const Tower& t, ModelSpec& m, QString& bad)
{
    VisionSpec& e = m.vision;
    std::vector<Resolution> pinpoints;
    for (const QJsonValue& entry : root.value(QLatin1String("image_grid_pinpoints")).toArray()) {
        const QJsonArray pair = entry.toArray();
        const Resolution r{pair.at(0).toInteger(0), pair.at(1).toInteger(0)};
        // vLLM fails on a pinpoint smaller than one tile (a grid of no tiles); kvbudget refuses it.
        if (pair.size() != 2 || r.height < e.imageSize || r.width < e.imageSize || r.height > 1 << 16 ||
            r.width > 1 << 16) {
            bad = Text::tr("image_grid_pinpoints needs [height, width] pairs of pixels");
            return;
        }
        pinpoints.push_back(r);
    }
    const std::int64_t tile = e.imageSize;
    const std::int64_t side = tile / t.patch; // patches along one side of a tile
    if (pinpoints.empty() || side <= 0) {
        bad = Text::tr("image_grid_pinpoints needs [height, width] pairs of pixels");
        return;
    }
    std::int64_t mostTokens = 0;
    std::int64_t tilesOfMost = 1;
    for (const Resolution& image : pinpoints) {
        const Resolution grid = bestResolution(image, pinpoints);
        std::int64_t height = side * (grid.height / tile);
        std::int64_t width = side * (grid.width / tile);
        const double aspect = static_cast<double>(image.width) / static_cast<double>(image.height);
        if (aspect > static_cast<double>(width) / static_cast<double>(height))
            height -= 2 * ((height - roundedTowardZero(static_cast<double>(image.height * width) /
                                                       static_cast<double>(image.width))) /
                           2);
        else
            width -= 2 * ((width - roundedTowardZero(static_cast<double>(image.width * height) /
                                                     static_cast<double>(image.height))) /
                          2);
        const std::int64_t tokens = height * width + height + e.tokensPerImage;
        if (tokens > mostTokens) {
            mostTokens = tokens;
            tilesOfMost = 1 + (grid.height / tile) * (grid.width / tile);
        }
    }
    if (mostTokens > std::numeric_limits<int>::max()) {
        bad = Text::tr("image_grid_pinpoints needs [height, width] pairs of pixels");
        return;
    }
    e.parameters += m.hiddenSize; // image_newline
    e.tokensPerImage = static_cast<int>(mostTokens);
    e.tilesPerImage = static_cast<int>(tilesOfMost);
}

// Llama 3.2 Vision (MllamaVisionModel): a 32-layer local and an 8-layer gated global transformer over
// max_num_tiles tiles of (image_size / patch_size)^2 + 1 patches, tile and aspect-ratio embeddings,
// and a biased projection of vision_output_dim to the text width.
void mllamaVision(const QJsonObject& v, const Tower& t, ModelSpec& m, QString& bad)
{
    VisionSpec& e = m.vision;
    const std::int64_t hv = t.hidden;
    const std::int64_t image = intField(v, {"image_size"}, 448, bad);
    const std::int64_t tiles = intField(v, {"max_num_tiles"}, 4, bad);
    const std::int64_t global = intField(v, {"num_global_layers"}, 8, bad);
    const std::int64_t output = intField(v, {"vision_output_dim"}, 7680, bad);
    const std::int64_t ratios = v.value(QLatin1String("supported_aspect_ratios")).toArray().size();
    const std::int64_t patches = (image / t.patch) * (image / t.patch) + 1; // + the class token
    const std::int64_t layer = 4 * hv * hv + 2 * hv * t.inter + t.inter + hv + 4 * hv;
    const std::int64_t embeddings = t.channels * t.patch * t.patch * hv + hv + patches * hv + 1 +
                                    (ratios + 1) * tiles * patches * hv + 2 * ((ratios + 1) * tiles * hv + 1);
    e.parameters =
        embeddings + 4 * hv + t.depth * layer + global * (layer + 2) + output * m.hiddenSize + m.hiddenSize;
    e.imageSize = static_cast<int>(image);
    e.tilesPerImage = static_cast<int>(tiles);
    e.tokensPerImage = static_cast<int>(tiles * patches); // the cross-attention states of one image
}

// Llama 4's vision model: biased q/k/v/o and fc1/fc2 with LayerNorms, a pixel-shuffle adapter MLP and
// the projector to the text width (no biases).
void llama4Vision(const QJsonObject& v, const Tower& t, ModelSpec& m, QString& bad)
{
    VisionSpec& e = m.vision;
    const std::int64_t hv = t.hidden;
    const std::int64_t image = intField(v, {"image_size"}, 448, bad);
    const double shuffle = v.value(QLatin1String("pixel_shuffle_ratio")).toDouble(0.5);
    const std::int64_t adapterIn = static_cast<std::int64_t>(static_cast<double>(hv) / (shuffle * shuffle));
    const std::int64_t projectorIn = intField(v, {"projector_input_dim"}, 4096, bad);
    const std::int64_t projectorOut = intField(v, {"projector_output_dim"}, 4096, bad);
    const std::int64_t output = intField(v, {"vision_output_dim"}, 7680, bad);
    const std::int64_t patches = (image / t.patch) * (image / t.patch) + 1;
    const std::int64_t layer = 4 * (hv * hv + hv) + hv * t.inter + t.inter + t.inter * hv + hv + 4 * hv;
    e.parameters = t.channels * t.patch * t.patch * hv + hv + patches * hv + 4 * hv + t.depth * layer +
                   adapterIn * projectorIn + projectorIn * projectorOut + output * m.hiddenSize;
    e.imageSize = static_cast<int>(image);
    e.tokensPerImage = static_cast<int>(static_cast<double>(patches - 1) * shuffle * shuffle);
}

// vLLM's language-model-only mode, per family: with every modality the tower serves at
// --limit-mm-per-prompt 0, vLLM builds neither the tower nor the projector and skips their weights.
// - #22299 (2025-08-08, 0.10.1): llava.py, mistral3.py, mllama4.py, qwen2_vl.py, qwen2_5_vl.py build
//   `self.visual` only `if multimodal_config.get_limit_per_prompt("image") [or ...("video")]`.
// - #26000 (2025-09-30, ≈0.11.0): qwen3_vl.py, qwen3_vl_moe.py. It merged after 0.11.0's main cut
//   (not in da63274d9), so the release has it only if the branch took it: vLLM's Qwen3-VL recipe of
//   2025-10-01, written for 0.11.0, documents the mode, and the 0.11.0 Qwen3-VL-Embedding-2B log (a
//   custom build) loads 3.46 GiB, 0.57 GiB below any count that keeps the tower. An inference, not read.
// - #32641 and #32650 (2026-01-20, 0.15.0): gemma3_mm.py, llava_next.py and internvl.py build the tower
//   inside `_mark_tower_model(vllm_config, modalities)`, on the meta device when all of `modalities`
//   are 0; internvl.py names {"image", "video"} whatever its language model.
// mllama never had the mode: it left vLLM with V0 (after 0.10.2).
void languageOnlyMode(const QString& type, VisionSpec& e)
{
    struct Family
    {
        const char* modelType;
        VllmVersion from;
        bool servesVideo;
    };
    static constexpr Family kFamilies[] = {
        {"qwen2_vl", {0, 10, 1}, true},     {"qwen2_5_vl", {0, 10, 1}, true},
        {"llava", {0, 10, 1}, false},       {"mistral3", {0, 10, 1}, false},
        {"llama4", {0, 10, 1}, false},      {"qwen3_vl", {0, 11, 0}, true},
        {"qwen3_vl_moe", {0, 11, 0}, true}, {"gemma3", {0, 15, 0}, false},
        {"llava_next", {0, 15, 0}, false},  {"internvl_chat", {0, 15, 0}, true},
    };
    for (const Family& f : kFamilies)
        if (type == QLatin1String(f.modelType)) {
            e.towerSkippedFrom = f.from;
            e.towerServesVideo = f.servesVideo;
        }
}

} // namespace

void parseVision(const QJsonObject& root, const QJsonObject& v, const QString& type, ModelSpec& m,
                 QString& bad)
{
    if (v.isEmpty())
        return;
    const bool qwen2vl = type == u"qwen2_vl";
    Tower t;
    t.hidden =
        qwen2vl ? intField(v, {"embed_dim"}, 1280, bad) : intField(v, {"hidden_size", "embed_dim"}, 0, bad);
    t.inter = qwen2vl ? static_cast<std::int64_t>(static_cast<double>(t.hidden) *
                                                  v.value(QLatin1String("mlp_ratio")).toDouble(4.0))
                      : intField(v, {"intermediate_size"}, static_cast<int>(4 * t.hidden), bad);
    t.depth = intField(v, {"depth", "num_hidden_layers"}, qwen2vl ? 32 : 0, bad);
    t.patch = intField(v, {"patch_size", "spatial_patch_size"}, 14, bad);
    t.channels = intField(v, {"in_chans", "num_channels", "in_channels"}, 3, bad);
    if (t.patch <= 0) { // every tower divides the image by it
        bad = Text::tr("vision_config's patch_size must be a positive number of pixels");
        return;
    }
    VisionSpec& e = m.vision;
    e.hiddenSize = static_cast<int>(t.hidden);
    e.intermediateSize = static_cast<int>(t.inter);
    e.depth = static_cast<int>(t.depth);
    e.numHeads = intField(v, {"num_heads", "num_attention_heads", "attention_heads"}, 16, bad);
    e.patchSize = static_cast<int>(t.patch);
    if (type == u"qwen2_5_vl" || qwen2vl)
        qwen2Vision(v, type, t, m, bad);
    else if (type == u"qwen3_vl" || type == u"qwen3_vl_moe")
        qwen3Vision(v, t, m, bad);
    else if (type.startsWith(QLatin1String("gemma3")))
        siglipVision(root, v, t, m, bad);
    else if (type == u"mistral3" || v.value(QLatin1String("model_type")).toString() == u"pixtral")
        pixtralVision(root, v, t, type, m, bad);
    else if (type == u"mllama")
        mllamaVision(v, t, m, bad);
    else if ((type == u"llava" || type == u"llava_next") &&
             (v.value(QLatin1String("model_type")).toString().isEmpty() ||
              v.value(QLatin1String("model_type")).toString() == u"clip_vision_model")) {
        clipVision(root, v, t, m, bad); // LlavaConfig reads a vision_config without model_type as CLIP
        if (type == u"llava_next" && bad.isEmpty() && e.active())
            llavaNextTiling(root, t, m, bad);
    } else if (type == u"llama4")
        llama4Vision(v, t, m, bad);
    else if (type == u"internvl_chat")
        parseInternVision(root, v, t, m, bad);
    else {
        e = VisionSpec{};
        m.unmodelledFeatures << Text::tr("the vision encoder of model type \"%1\"").arg(type);
        return;
    }
    languageOnlyMode(type, e);
}

} // namespace kvb::hfparts
