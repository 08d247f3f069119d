#pragma once

// The family parsers behind parseArchitecture (hfarchitecture.h), one file per kind of layer:
// hfarchitecture.cpp (MLA, attention layouts, heterogeneous blocks, mllama, Llama 4), hfmoe.cpp (experts),
// hfstatespace.cpp (Mamba, Mamba2, Nemotron-H, Granite 4.0-H, Jamba, Qwen3-Next, LFM2) and hfvision.cpp
// (encoders). Each reads what it recognises into the spec, records what it recognises but kvbudget does not
// model in model.unmodelledFeatures, and sets `bad` (first problem only) for a value that makes the config
// unusable.

#include "base/limits.h"
#include "model/modelspec.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <initializer_list>
#include <optional>

namespace kvb::hfparts {

// An integer field from the first present alias, from 0 to `max` (at most kMaxConfigDimension, so products
// of a few fit 64 bits); `bad` names a present field of the wrong type or out of range, with its value and
// the range.
std::optional<std::int64_t> integerField(const QJsonObject& o, std::initializer_list<const char*> names,
                                         QString& bad, std::int64_t max = limits::kMaxConfigDimension);
int intField(const QJsonObject& o, std::initializer_list<const char*> names, int fallback, QString& bad,
             std::int64_t max = limits::kMaxConfigDimension);

// A vision tower's widths, read the same way for every family (hfvision.cpp parseVision).
struct VisionTower
{
    std::int64_t hidden = 0;
    std::int64_t inter = 0;
    std::int64_t depth = 0;
    std::int64_t patch = 14;
    std::int64_t channels = 3;
};

// A switch vLLM reads with getattr: true, or a number above 0.
bool switchedOn(const QJsonValue& v);

void parseMoe(const QJsonObject& config, const QJsonObject& layout, const QString& type, ModelSpec& m,
              QString& bad);
void parseStateSpace(const QJsonObject& config, const QString& type, ModelSpec& m, QString& bad);
void parseVision(const QJsonObject& root, const QJsonObject& vision, const QString& type, ModelSpec& m,
                 QString& bad);
// InternVL (internvl_chat, hfinternvl.cpp): InternViT, the mlp1 projector and the dynamic tiling.
void parseInternVision(const QJsonObject& root, const QJsonObject& vision, const VisionTower& t, ModelSpec& m,
                       QString& bad);

} // namespace kvb::hfparts
