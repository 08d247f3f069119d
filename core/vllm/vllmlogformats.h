#pragma once

// The line formats parseVllmLog reads (vllmlog.cpp), for the files that define some of them
// (vllmloginstall.cpp). Internal to core/vllm.

#include "vllm/vllmlog.h"

#include <QRegularExpression>

#include <vector>

namespace kvb::vllmlogformats {

// One recognisable line format: an anchor that says "this line is about X", and the pattern that
// reads it. An anchor without a match is a malformed or truncated line.
struct LineFormat
{
    const char* anchor;
    QRegularExpression pattern;
    void (*apply)(const QRegularExpressionMatch&, ParsedVllmLog&);
};

// A case-insensitive pattern, as every format is.
QRegularExpression rx(const QString& pattern);

// Which top-k/top-p sampler the V1 workers chose.
void addSamplerFormats(std::vector<LineFormat>& formats);
// What the install has where a release leaves a kernel to it: the MXFP4 backend, FlashInfer.
void addInstallFormats(std::vector<LineFormat>& formats);

} // namespace kvb::vllmlogformats
