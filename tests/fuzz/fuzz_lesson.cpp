// A lesson file as bytes: JSON, the lesson reader, then every step played (plans, whiteboards, fleets
// and load simulations), each figure a caption cites checked as a figure a user could be shown.
#include "fuzzcheck.h"

#include "lesson/lessonplay.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(kvb::fuzz::bytes(data, size));
    if (!doc.isObject())
        return 0;
    const auto lesson = kvb::lessonFromJson(doc.object(), QStringLiteral("fuzz"));
    if (!lesson)
        return 0;
    const auto frames = kvb::playLesson(*lesson, QStringLiteral("en"));
    if (!frames)
        return 0;
    for (const kvb::LessonFrame& frame : *frames) {
        const bool placed =
            frame.kind != kvb::LessonKind::Fleet ||
            (frame.focus >= 0 && frame.replay.deployments[static_cast<std::size_t>(frame.focus)].outcome !=
                                     kvb::StartOutcome::NotPlaced);
        if (placed) // a deployment on no card has no plan
            kvb::fuzz::checkPlan(frame.plan);
        for (const kvb::LessonFigure& figure : frame.figures)
            if (!std::isfinite(figure.value) || figure.text.isEmpty())
                kvb::fuzz::finding("a caption figure that is not finite or has no text");
        // A brace that names no figure ("{fai,ed_cards}", or "{load_kv78zh}" once a figure filled the
        // middle of "{load_kv{load_max_running}zh}") is text; a figure's placeholder must be filled.
        for (const QString& key : kvb::captionPlaceholders(frame.caption))
            if (kvb::lessonFigureKeys().contains(key))
                kvb::fuzz::finding("a placeholder left in a caption");
        if (frame.load) {
            const kvb::SimulationSummary& s = frame.load->simulation.summary;
            if (s.peakKvUsage < 0 || s.peakKvUsage > 1 || s.preemptions < 0 || s.maxWaiting < 0)
                kvb::fuzz::finding("a load figure outside its range");
        }
    }
    return 0;
}
