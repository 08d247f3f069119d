#include "lesson/lessonplay.h"

#include "budget/engine.h"
#include "fleet/fleetfile.h"
#include "fleet/repack.h"
#include "io/scenariofile.h"
#include "report/plantext.h"
#include "vllm/flagtable.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Lesson)
};

// What carries from one step to the next.
struct PlayState
{
    Scenario scenario;
    Fleet fleet;
    SavingsOptions savings;
    int focus = -1;
    std::optional<Plan> previousPlan;
    LoadControls loadControls;
    QMap<QString, double> previousFigures; // every figure the previous step has, for "{figure}" flags
};

Error stepError(const Lesson& lesson, int index, const QString& field, const QString& problem)
{
    return invalidInput(
        Text::tr("%1, step %2, \"%3\": %4").arg(lesson.origin).arg(index).arg(field, problem));
}

// The step's flags in the flag table's stages (model and GPU before the rest), as the command line.
std::optional<QString> applyFlags(const std::vector<std::pair<QString, QString>>& flags, Scenario& scenario,
                                  const PresetCatalog& catalog)
{
    std::vector<std::pair<const FlagSpec*, std::pair<QString, QString>>> specs;
    for (const auto& flag : flags) {
        const FlagSpec* spec = findPlanFlag(flag.first);
        if (!spec)
            return Text::tr("unknown flag %1 (see `kvbudget plan --help`)").arg(flag.first);
        specs.push_back({spec, flag});
    }
    std::stable_sort(specs.begin(), specs.end(),
                     [](const auto& a, const auto& b) { return a.first->stage < b.first->stage; });
    QStringList notes;
    FlagContext context{scenario, catalog, notes};
    for (const auto& [spec, flag] : specs)
        if (auto error = applyPlanFlag(*spec, flag.first, flag.second, context))
            return error->message;
    return std::nullopt;
}

// A flag value "{figure}" takes the previous step's figure, unformatted (a whole number as digits).
std::optional<QString> resolveFlagValues(std::vector<std::pair<QString, QString>>& flags,
                                         const PlayState& state)
{
    for (auto& [flag, value] : flags) {
        const QStringList keys = captionPlaceholders(value);
        if (keys.isEmpty())
            continue;
        if (!state.previousFigures.contains(keys.front()))
            return Text::tr("%1: {%2} has no value in the previous step").arg(flag, keys.front());
        const double figure = state.previousFigures.value(keys.front());
        value = figure == std::floor(figure) ? QString::number(std::llround(figure))
                                             : QString::number(figure, 'g', 17);
    }
    return std::nullopt;
}

std::optional<Error> startFrom(const Lesson& lesson, const LessonStep& step, int index, PlayState& state,
                               const PresetCatalog& catalog)
{
    if (step.scenario) {
        auto scenario = step.scenario->isString()
                            ? resolveScenario(step.scenario->toString(), catalog)
                            : scenarioFromJson(step.scenario->toObject(), catalog, lesson.origin);
        if (!scenario)
            return stepError(lesson, index, QStringLiteral("scenario"), scenario.error().message);
        state.scenario = std::move(scenario).value();
        state.savings = {};
        state.loadControls = {};
        state.previousPlan.reset();
    }
    if (step.fleet) {
        auto fleet = step.fleet->isString() ? resolveFleet(step.fleet->toString(), catalog)
                                            : fleetFromJson(step.fleet->toObject(), catalog, lesson.origin);
        if (!fleet)
            return stepError(lesson, index, QStringLiteral("fleet"), fleet.error().message);
        state.fleet = std::move(fleet).value();
        state.focus = -1;
        state.previousPlan.reset();
    }
    return std::nullopt;
}

std::optional<Error> applyFleetChanges(const Lesson& lesson, const LessonStep& step,
                                       const std::vector<std::pair<QString, QString>>& flags, int index,
                                       PlayState& state, const PresetCatalog& catalog)
{
    if (!step.deployment.isEmpty()) {
        state.focus = state.fleet.deploymentIndex(step.deployment);
        if (state.focus < 0)
            return stepError(lesson, index, QStringLiteral("deployment"),
                             Text::tr("the fleet has no deployment named %1").arg(step.deployment));
    }
    if (!flags.empty()) {
        if (state.focus < 0)
            return stepError(lesson, index, QStringLiteral("flags"),
                             Text::tr("say whose flags these are: \"deployment\""));
        Scenario& scenario = state.fleet.deployments[static_cast<std::size_t>(state.focus)].scenario;
        if (auto error = applyFlags(flags, scenario, catalog))
            return stepError(lesson, index, QStringLiteral("flags"), *error);
    }
    const QStringList unknown = failGpus(state.fleet, step.fail);
    if (!unknown.isEmpty())
        return stepError(lesson, index, QStringLiteral("fail"),
                         Text::tr("the fleet has no card %1").arg(unknown.join(QStringLiteral(", "))));
    if (step.repack) {
        const RepackResult repack = repackFleet(state.fleet);
        if (!repack.error.isEmpty() || repack.proposals.empty())
            return stepError(lesson, index, QStringLiteral("repack"),
                             repack.error.isEmpty() ? Text::tr("no re-pack proposal") : repack.error);
        state.fleet = repack.proposals.front().fleet;
    }
    return std::nullopt;
}

std::optional<Error> applyChanges(const Lesson& lesson, const LessonStep& step, int index, PlayState& state,
                                  const PresetCatalog& catalog)
{
    if (auto error = startFrom(lesson, step, index, state, catalog))
        return error;
    if (step.context)
        state.savings.contextLength = *step.context;
    if (step.requests)
        state.savings.requests = *step.requests;
    if (step.integerKv)
        state.savings.integerKv = *step.integerKv;
    if (step.load) {
        if (step.load->arrival)
            state.loadControls.arrival = *step.load->arrival;
        if (step.load->numRequests)
            state.loadControls.numRequests = *step.load->numRequests;
        if (step.load->seed)
            state.loadControls.seed = *step.load->seed;
    }
    auto flags = step.flags;
    if (auto error = resolveFlagValues(flags, state))
        return stepError(lesson, index, QStringLiteral("flags"), *error);
    if (lesson.kind == LessonKind::Fleet)
        return applyFleetChanges(lesson, step, flags, index, state, catalog);
    if (auto error = applyFlags(flags, state.scenario, catalog))
        return stepError(lesson, index, QStringLiteral("flags"), *error);
    return std::nullopt;
}

// The engine's figures for the state the step has reached.
std::optional<Error> compute(const Lesson& lesson, const LessonStep& step, int index, const PlayState& state,
                             LessonFrame& frame)
{
    frame.savings = state.savings;
    if (lesson.kind == LessonKind::Fleet) {
        frame.fleet = state.fleet;
        frame.focus = state.focus;
        frame.replay = replayFleet(frame.fleet, false);
        if (!frame.replay.error.isEmpty())
            return stepError(lesson, index, QStringLiteral("fleet"), frame.replay.error);
        if (frame.focus >= 0) {
            frame.scenario = frame.fleet.deployments[static_cast<std::size_t>(frame.focus)].scenario;
            frame.plan = frame.replay.deployments[static_cast<std::size_t>(frame.focus)].plan;
        }
        return std::nullopt;
    }
    frame.scenario = state.scenario;
    frame.plan = computePlan(frame.scenario);
    if (frame.plan.verdict == Verdict::InvalidInput)
        return stepError(lesson, index, QStringLiteral("scenario"), frame.plan.inputError);
    if (lesson.kind == LessonKind::Hand) {
        frame.hand = computeHandBudget(handBudgetInputFor(frame.scenario));
        frame.waterfall = savingsWaterfall(frame.scenario, frame.savings);
    }
    if (step.load) {
        // The Load tab's run for these controls, without its search for a better max_num_seqs: a step
        // is about the scenario as it stands.
        frame.loadControls = state.loadControls;
        LoadSpec spec = loadSpecFor(frame.scenario.workload, frame.loadControls);
        spec.recommend = false;
        frame.load = computeLoadReport(frame.scenario, spec);
        if (!frame.load->simulated)
            return stepError(lesson, index, QStringLiteral("load"),
                             Text::tr("vLLM would not start this scenario, so there is no load to simulate"));
    }
    return std::nullopt;
}

LessonFigureContext contextFor(const LessonFrame& frame, const PlayState& state)
{
    LessonFigureContext c;
    const bool fleet = frame.kind == LessonKind::Fleet;
    // A deployment no card holds has no plan: its figures have no value (a caption citing them is an
    // error naming the step), rather than the zeros of a plan never computed.
    const bool hasPlan = !fleet || (frame.focus >= 0 &&
                                    frame.replay.deployments[static_cast<std::size_t>(frame.focus)].outcome !=
                                        StartOutcome::NotPlaced);
    c.scenario = hasPlan ? &frame.scenario : nullptr;
    c.plan = hasPlan ? &frame.plan : nullptr;
    c.previousPlan = hasPlan && state.previousPlan ? &*state.previousPlan : nullptr;
    if (frame.kind == LessonKind::Hand) {
        c.hand = &frame.hand;
        c.savings = &frame.waterfall;
        c.handContext =
            frame.savings.contextLength > 0 ? frame.savings.contextLength : frame.plan.settings.maxModelLen;
    }
    if (fleet) {
        c.fleet = &frame.fleet;
        c.replay = &frame.replay;
        c.focus = frame.focus;
    }
    if (frame.load) {
        c.load = &*frame.load;
        c.loadControls = &frame.loadControls;
    }
    return c;
}

} // namespace

LessonView lessonView(const QString& highlight)
{
    if (highlight.startsWith(u"math."))
        return LessonView::Math;
    if (highlight == u"hand.budget")
        return LessonView::HandBudget;
    if (highlight.startsWith(u"fleet."))
        return LessonView::Fleet;
    if (highlight.startsWith(u"load."))
        return LessonView::Load;
    return LessonView::Chart;
}

DashboardContent lessonChart(const QString& highlight)
{
    if (highlight.startsWith(u"concurrency."))
        return DashboardContent::Concurrency;
    if (highlight.startsWith(u"utilization."))
        return DashboardContent::Utilization;
    if (highlight.startsWith(u"savings."))
        return DashboardContent::Savings;
    return DashboardContent::MemoryBars;
}

std::vector<MemoryTerm> lessonMemoryTerms(const QString& highlight)
{
    if (highlight == u"memory.weights")
        return {MemoryTerm::Weights};
    if (highlight == u"memory.overhead")
        return {MemoryTerm::NonTorch, MemoryTerm::Activation, MemoryTerm::CudaGraphs};
    if (highlight == u"memory.kv")
        return {MemoryTerm::KvCache};
    return {};
}

QString lessonCurve(const QString& highlight)
{
    static const QMap<QString, QString> curves = {
        {QStringLiteral("concurrency.max"), QStringLiteral("worst_case")},
        {QStringLiteral("concurrency.realistic"), QStringLiteral("realistic")},
        {QStringLiteral("utilization.curve"), QStringLiteral("capacity")},
        {QStringLiteral("load.kv"), QStringLiteral("kv_usage")},
        {QStringLiteral("load.waiting"), QStringLiteral("waiting")},
        {QStringLiteral("load.preemptions"), QStringLiteral("preemptions")}};
    return curves.value(highlight);
}

QString lessonMathRow(const QString& highlight)
{
    return highlight.startsWith(u"math.") ? highlight.mid(5) : QString();
}

DashboardFigures lessonDashboardFigures(const LessonFrame& frame)
{
    DashboardFigures figures = computeDashboardFigures(frame.scenario);
    if (frame.kind == LessonKind::Hand)
        figures.savings = frame.waterfall;
    return figures;
}

QStringList lessonHandBudgetLines(const LessonFrame& frame)
{
    QStringList lines = handBudgetToText(frame.scenario, frame.hand).split(u'\n', Qt::SkipEmptyParts);
    for (QString& line : lines)
        line = line.trimmed();
    return lines;
}

QString fillCaption(const QString& captionTemplate, const std::vector<LessonFigure>& figures)
{
    QString caption = captionTemplate;
    for (const LessonFigure& figure : figures)
        caption.replace(u'{' + figure.key + u'}', figure.text);
    return caption;
}

Result<std::vector<LessonFrame>> playLesson(const Lesson& lesson, const QString& language,
                                            const PresetCatalog& catalog)
{
    std::vector<LessonFrame> frames;
    PlayState state;
    const int count = static_cast<int>(lesson.steps.size());
    for (int index = 1; index <= count; ++index) {
        const LessonStep& step = lesson.steps[static_cast<std::size_t>(index - 1)];
        if (auto error = applyChanges(lesson, step, index, state, catalog))
            return *error;
        LessonFrame frame;
        frame.index = index;
        frame.count = count;
        frame.kind = lesson.kind;
        frame.highlight = step.highlight;
        if (auto error = compute(lesson, step, index, state, frame))
            return *error;
        frame.captionTemplate = pickLanguage(step.captions, language);
        const LessonFigureContext context = contextFor(frame, state);
        for (const QString& key : captionPlaceholders(frame.captionTemplate)) {
            const auto figure = lessonFigure(key, context);
            if (!figure)
                return stepError(lesson, index, QStringLiteral("caption"),
                                 Text::tr("{%1} has no value in this step").arg(key));
            frame.figures.push_back(*figure);
        }
        frame.caption = fillCaption(frame.captionTemplate, frame.figures);
        state.previousFigures.clear();
        for (const QString& key : lessonFigureKeys())
            if (const auto figure = lessonFigure(key, context))
                state.previousFigures.insert(key, figure->value);
        if (context.plan)
            state.previousPlan = frame.plan;
        frames.push_back(std::move(frame));
    }
    return frames;
}

} // namespace kvb
