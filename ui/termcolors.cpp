#include "ui/termcolors.h"

#include <QCoreApplication>

namespace kvb::ui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ui::Terms)
};

bool g_highContrast = false;

// Okabe & Ito, "Color Universal Design" (2008): blue, bluish green, orange, vermillion, reddish purple,
// sky blue, yellow, with greys for what is not in use.
QColor highContrastTermColor(kvb::MemoryTerm term)
{
    using kvb::MemoryTerm;
    switch (term) {
    case MemoryTerm::Weights:
        return QColor(0x00, 0x72, 0xb2);
    case MemoryTerm::NonTorch:
        return QColor(0xcc, 0x79, 0xa7);
    case MemoryTerm::Activation:
        return QColor(0xe6, 0x9f, 0x00);
    case MemoryTerm::CudaGraphs:
        return QColor(0xf0, 0xe4, 0x42);
    case MemoryTerm::KvCache:
        return QColor(0x00, 0x9e, 0x73);
    case MemoryTerm::FreeAboveCeiling:
        return QColor(0xdd, 0xdd, 0xdd);
    case MemoryTerm::CudaContext:
        return QColor(0x55, 0x55, 0x55);
    case MemoryTerm::OtherProcesses:
        return QColor(0x56, 0xb4, 0xe9);
    }
    return Qt::gray;
}

} // namespace

void setHighContrastColors(bool on)
{
    g_highContrast = on;
}

bool highContrastColors()
{
    return g_highContrast;
}

QColor termColor(kvb::MemoryTerm term)
{
    using kvb::MemoryTerm;
    if (g_highContrast)
        return highContrastTermColor(term);
    switch (term) {
    case MemoryTerm::Weights:
        return QColor(0x4c, 0x72, 0xb0); // blue
    case MemoryTerm::NonTorch:
        return QColor(0x81, 0x72, 0xb3); // violet
    case MemoryTerm::Activation:
        return QColor(0xdd, 0x84, 0x52); // orange
    case MemoryTerm::CudaGraphs:
        return QColor(0xb5, 0x8b, 0x3c); // ochre
    case MemoryTerm::KvCache:
        return QColor(0x3e, 0x9c, 0x5a); // green: the pool everything else is about
    case MemoryTerm::FreeAboveCeiling:
        return QColor(0xc8, 0xcd, 0xd3); // light grey: unused on purpose
    case MemoryTerm::CudaContext:
        return QColor(0x6f, 0x75, 0x7d); // slate
    case MemoryTerm::OtherProcesses:
        return QColor(0xc9, 0x6f, 0xa8); // mauve
    }
    return Qt::gray;
}

QString termName(kvb::MemoryTerm term)
{
    using kvb::MemoryTerm;
    switch (term) {
    case MemoryTerm::Weights:
        return Text::tr("Weights");
    case MemoryTerm::NonTorch:
        return Text::tr("Non-torch");
    case MemoryTerm::Activation:
        return Text::tr("Activation peak");
    case MemoryTerm::CudaGraphs:
        return Text::tr("CUDA graphs");
    case MemoryTerm::KvCache:
        return Text::tr("KV cache pool");
    case MemoryTerm::FreeAboveCeiling:
        return Text::tr("Free above ceiling");
    case MemoryTerm::CudaContext:
        return Text::tr("CUDA context");
    case MemoryTerm::OtherProcesses:
        return Text::tr("Other processes");
    }
    return {};
}

QString termDescription(kvb::MemoryTerm term)
{
    using kvb::MemoryTerm;
    switch (term) {
    case MemoryTerm::Weights:
        return Text::tr("The model's parameters on this GPU (\"Model loading took X GiB\").");
    case MemoryTerm::NonTorch:
        return Text::tr(
            "CUDA, cuBLAS and NCCL buffers that PyTorch's allocator does not see, charged to the budget.");
    case MemoryTerm::Activation:
        return Text::tr("The torch peak of vLLM's profiling forward pass over max_num_batched_tokens.");
    case MemoryTerm::CudaGraphs:
        return Text::tr("Memory held by captured CUDA graphs; charged to the budget from vLLM 0.21.");
    case MemoryTerm::KvCache:
        return Text::tr("What is left under the ceiling: vLLM's \"Available KV cache memory\".");
    case MemoryTerm::FreeAboveCeiling:
        return Text::tr("Memory above gpu_memory_utilization that vLLM leaves alone.");
    case MemoryTerm::CudaContext:
        return Text::tr("The CUDA context created before vLLM's memory snapshot; not charged to the budget.");
    case MemoryTerm::OtherProcesses:
        return Text::tr("Memory other processes held on the GPU when vLLM started.");
    }
    return {};
}

QColor seriesColor(SeriesRole role)
{
    if (g_highContrast) {
        switch (role) {
        case SeriesRole::WorstCase:
        case SeriesRole::WorstCaseFp8:
            return QColor(0x00, 0x72, 0xb2);
        case SeriesRole::Realistic:
        case SeriesRole::Capacity:
            return QColor(0x00, 0x9e, 0x73);
        case SeriesRole::Refused:
            return QColor(0xd5, 0x5e, 0x00);
        }
    }
    switch (role) {
    case SeriesRole::WorstCase:
        return QColor(0x2f, 0x5d, 0xa8);
    case SeriesRole::Realistic:
        return termColor(kvb::MemoryTerm::KvCache);
    case SeriesRole::WorstCaseFp8:
        return QColor(0x2f, 0x5d, 0xa8);
    case SeriesRole::Capacity:
        return termColor(kvb::MemoryTerm::KvCache);
    case SeriesRole::Refused:
        return QColor(0xd6, 0x27, 0x28);
    }
    return Qt::gray;
}

QColor textColorOn(const QColor& background)
{
    // Relative luminance, sRGB weights; the threshold favours white on mid tones.
    const double luminance =
        0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.6 ? QColor(0x1a, 0x1a, 0x1a) : QColor(Qt::white);
}

} // namespace kvb::ui
