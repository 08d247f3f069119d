// No overhead term can be physically absurd by construction: every model preset on every GPU preset,
// under every release whose rules differ (both engines where both existed), at TP 1, 2, 4 and 8, gets
// an activation peak, non-torch memory and CUDA graphs that are finite, not negative and below the
// card's memory, and weights above zero. The KV pool may be negative (vLLM logs that too).

#include "testhelpers.h"

#include "budget/accountingrules.h"

using namespace kvb;

class TestPhysicalBounds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPresetGpuReleaseAndTp();
};

namespace {

struct Sweep
{
    int plans = 0;
    int invalid = 0; // refused as input (TP not dividing the heads, a context beyond the model)
    int outOfBounds = 0;
    QStringList failures; // the first few, named

    void check(const Scenario& s, const Plan& plan)
    {
        ++plans;
        if (plan.verdict == Verdict::InvalidInput) {
            ++invalid;
            return;
        }
        const QString where =
            QStringLiteral("%1 on %2, vLLM %3 %4, TP %5")
                .arg(s.model.id, s.gpu.id, plan.rules.version.toString(), engineName(plan.rules.engine))
                .arg(s.serving.tensorParallelSize);
        for (const RankPlan& r : plan.ranks) {
            const MemoryTerms& m = r.memory;
            const auto bad = [&](const char* term, Bytes value) {
                ++outOfBounds;
                if (failures.size() < 20)
                    failures << QStringLiteral("%1: %2 = %3 bytes (card %4)")
                                    .arg(where, QLatin1String(term))
                                    .arg(value)
                                    .arg(m.total);
            };
            for (const auto& [term, value] :
                 {std::pair{"activation", m.activation}, std::pair{"non-torch", m.nonTorch},
                  std::pair{"CUDA graphs", m.cudaGraph}})
                if (value < 0 || value >= m.total)
                    bad(term, value);
            if (m.weights <= 0)
                bad("weights", m.weights);
            // Bytes are integers; a NaN or infinity would have reached them as a wrapped value, and
            // the derived figures must stay finite too.
            if (!std::isfinite(plan.maxConcurrency) || !std::isfinite(toGiB(m.kvCache)))
                bad("a derived figure that is not finite", m.kvCache);
        }
    }
};

} // namespace

void TestPhysicalBounds::everyPresetGpuReleaseAndTp()
{
    const PresetCatalog& catalog = PresetCatalog::builtin();
    std::vector<std::pair<VllmVersion, std::optional<EngineKind>>> releases;
    for (const VllmVersion& v : ruleBoundaries()) {
        releases.emplace_back(v, std::nullopt);
        // V0 and V1 both shipped from 0.8 to 0.10 (VLLM_USE_V1).
        if (v >= VllmVersion{0, 8, 0} && v < VllmVersion{0, 11, 0})
            releases.emplace_back(v, EngineKind::V0);
    }
    QVERIFY(releases.size() > 30);

    Sweep sweep;
    for (const ModelSpec& model : catalog.models())
        for (const GpuSpec& gpu : catalog.gpus())
            for (const auto& [version, engine] : releases)
                for (int tp : {1, 2, 4, 8}) {
                    Scenario s;
                    s.model = model;
                    s.gpu = gpu;
                    s.gpu.count = tp;
                    s.serving.tensorParallelSize = tp;
                    s.serving.vllmVersion = version;
                    s.serving.engine = engine;
                    sweep.check(s, computePlan(s));
                }
    qInfo("%d plans, %d refused as invalid input, %d terms out of bounds", sweep.plans, sweep.invalid,
          sweep.outOfBounds);
    QVERIFY2(sweep.outOfBounds == 0, qPrintable(sweep.failures.join(QLatin1Char('\n'))));
    // Most combinations are valid plans: the sweep checks the terms, not only the refusals.
    QVERIFY2(sweep.invalid * 2 < sweep.plans, qPrintable(QString::number(sweep.invalid)));
}

QTEST_GUILESS_MAIN(TestPhysicalBounds)
#include "tst_physicalbounds.moc"
