#include "vllm/vllmlogformats.h"

namespace kvb::vllmlogformats {

// Which top-k/top-p sampler the V1 workers chose (topk_topp_sampler.py, 0.8-0.20): FlashInfer's warm-up
// costs far less than torch's sort (docs/vllm-accounting.md §6).
void addSamplerFormats(std::vector<LineFormat>& formats)
{
    formats.insert(
        formats.end(),
        {{"Using FlashInfer for top-p & top-k sampling",
          rx(QStringLiteral(R"(Using FlashInfer for top-p & top-k sampling)")),
          [](const QRegularExpressionMatch&, ParsedVllmLog& log) { log.flashInferSampler = true; }},
         {"implementation of top-p & top-k sampling",
          rx(QStringLiteral(
              R"(Falling back to the PyTorch-native implementation of top-p & top-k sampling)")),
          [](const QRegularExpressionMatch&, ParsedVllmLog& log) { log.flashInferSampler = false; }}});
}

// What the install has, where a release leaves a kernel to it. Every line under these anchors matches,
// so none is reported as damaged; only the statements below set anything.
void addInstallFormats(std::vector<LineFormat>& formats)
{
    formats.insert(
        formats.end(),
        // The kernel MXFP4 experts load into (mxfp4.py get_mxfp4_backend): "Using Marlin backend", also
        // under LoRA, or "Using Triton backend"; mxfp4.py's FlashInfer lines set nothing.
        {{"mxfp4.py",
          rx(QStringLiteral(
              R"(mxfp4\.py(?::\d+\] (?:\[get_mxfp4_backend_with_lora\] )?(?:Using (Marlin|Triton) backend$)?)?)")),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              if (!m.captured(1).isEmpty())
                  log.mxfp4Marlin = m.captured(1).compare(u"marlin", Qt::CaseInsensitive) == 0;
          }},
         // FlashInfer running the attention: the package is installed (samplerFromInstall).
         {"FlashInfer backend",
          rx(QStringLiteral(R"((?i)(Using )?(?:AttentionBackendEnum\.)?FlashInfer(?: attention)? backend)")),
          [](const QRegularExpressionMatch& m, ParsedVllmLog& log) {
              if (!m.captured(1).isEmpty())
                  log.flashInferInstalled = true;
          }}});
}

} // namespace kvb::vllmlogformats
