#include "lesson/lessonfileparts.h"

#include "report/loadfigures.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cmath>

namespace kvb::lessonfile {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Lesson)
};

} // namespace

// "load": {"arrival": "poisson:10", "num_requests": 1024, "seed": 1}, each optional. The request count
// is bounded so that playing a lesson (and exporting its deck) stays well under a second a step.
std::optional<Error> readLoad(const QJsonValue& value, const QString& origin, int index, LessonStep& step)
{
    const QString field = QStringLiteral("load");
    if (!value.isObject())
        return fieldError(origin, index, field,
                          Text::tr("expected an object such as {\"arrival\": \"poisson:10\"}"));
    const QJsonObject json = value.toObject();
    static const QStringList known = {QStringLiteral("arrival"), QStringLiteral("num_requests"),
                                      QStringLiteral("seed")};
    for (const QString& key : json.keys())
        if (!known.contains(key))
            return fieldError(origin, index, field,
                              Text::tr("unknown field %1 (expected one of %2)").arg(key, known.join(u", ")));
    LessonLoad load;
    if (json.contains(u"arrival")) {
        auto arrival = parseArrivalPattern(json.value(u"arrival").toString());
        if (!arrival)
            return fieldError(origin, index, field, Text::tr("arrival: %1").arg(arrival.error().message));
        // The Load tab's controls (report/loadfigures.h): the window runs what the caption cites.
        const double rate = arrival->ratePerSecond * std::pow(10, loadRateDecimals);
        if (arrival->kind == ArrivalKind::Poisson &&
            (arrival->ratePerSecond < loadMinRate || arrival->ratePerSecond > loadMaxRate ||
             rate != std::round(rate)))
            return fieldError(origin, index, field,
                              Text::tr("arrival: a Poisson rate from %1 to %2 requests a second, at most "
                                       "one decimal")
                                  .arg(loadMinRate)
                                  .arg(loadMaxRate));
        if (arrival->kind == ArrivalKind::ClosedLoop && arrival->users > loadMaxUsers)
            return fieldError(origin, index, field, Text::tr("arrival: at most %1 users").arg(loadMaxUsers));
        load.arrival = *arrival;
    }
    // Below the tab's own bound, so that playing a lesson (and exporting its deck) stays quick.
    constexpr int kMaxRequests = 10'000;
    if (json.contains(u"num_requests")) {
        const double v = json.value(u"num_requests").toDouble(-1);
        if (v < 1 || v > kMaxRequests || v != std::floor(v))
            return fieldError(
                origin, index, field,
                Text::tr("num_requests: expected a whole number from 1 to %1").arg(kMaxRequests));
        load.numRequests = static_cast<int>(v);
    }
    if (json.contains(u"seed")) {
        const double v = json.value(u"seed").toDouble(-1);
        if (v < 0 || v > loadMaxSeed || v != std::floor(v))
            return fieldError(origin, index, field,
                              Text::tr("seed: expected a whole number from 0 to %1").arg(loadMaxSeed));
        load.seed = static_cast<std::uint64_t>(v);
    }
    step.load = load;
    return std::nullopt;
}

} // namespace kvb::lessonfile
