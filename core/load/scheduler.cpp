#include "load/scheduler.h"

#include "load/schedulerrun.h"

namespace kvb {

SchedulerConfig schedulerConfigFor(const Plan& plan)
{
    SchedulerConfig c;
    c.numBlocks = plan.numBlocks;
    c.nullBlock = plan.rules.nullBlock;
    c.v0Plan = plan.rules.isV0();
    c.blockSize = plan.settings.blockSize;
    c.maxNumSeqs = plan.settings.maxNumSeqs;
    c.maxNumBatchedTokens = plan.settings.maxNumBatchedTokens;
    c.maxModelLen = plan.settings.maxModelLen;
    return c;
}

SimulationResult simulate(const SimulationInput& input, const std::atomic<bool>* cancel)
{
    return detail::SchedulerRun(input, cancel).run();
}

} // namespace kvb
