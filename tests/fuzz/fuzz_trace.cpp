// A request trace (CSV) as bytes: the trace reader; every row it accepts is a request the simulation
// can replay.
#include "fuzzcheck.h"

#include "load/tracefile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray csv = kvb::fuzz::bytes(data, size);
    const auto rows = kvb::parseTrace(QByteArrayView(csv), QStringLiteral("fuzz.csv"));
    if (!rows)
        return 0;
    for (const kvb::TraceRow& r : *rows)
        if (r.promptTokens <= 0 || r.outputTokens <= 0 || !std::isfinite(r.arrivalS) ||
            (r.arrivalS < 0 && r.arrivalS != -1)) // -1: the row has no arrival time
            kvb::fuzz::finding("a trace row no request can have");
    return 0;
}
