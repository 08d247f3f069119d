// Reading a plan flag's value: its spellings, its kind and range, and the texts that explain it.
#include "vllm/flagtable.h"

#include "vllm/flagstate.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::PlanFlags)
};

bool isFalse(const QString& value)
{
    return value == u"false" || value == u"False" || value == u"0";
}

// "auto" resets `choice`, a word in `yes` or `no` fixes it, anything else is refused naming `expected`.
std::optional<Error> applyInstallChoice(const FlagValue& v, std::optional<bool>& choice,
                                        std::initializer_list<const char16_t*> yes,
                                        std::initializer_list<const char16_t*> no, const QString& expected)
{
    const auto among = [&v](std::initializer_list<const char16_t*> words) {
        return std::any_of(words.begin(), words.end(), [&v](const char16_t* w) { return v.text == w; });
    };
    if (v.text == u"auto")
        choice.reset();
    else if (among(yes))
        choice = true;
    else if (among(no))
        choice = false;
    else
        return invalidInput(Text::tr("%1 %2: expected %3").arg(v.spelled, v.text, expected));
    return std::nullopt;
}

} // namespace

std::optional<Error> applyFlashInferSampler(const FlagValue& v, FlagContext& c)
{
    return applyInstallChoice(v, c.scenario.serving.flashInferSampler, {u"on", u"1", u"true"},
                              {u"off", u"0", u"false"}, QStringLiteral("auto, on or off"));
}

std::optional<Error> applyMxfp4Backend(const FlagValue& v, FlagContext& c)
{
    return applyInstallChoice(v, c.scenario.serving.mxfp4Marlin, {u"marlin"}, {u"triton"},
                              QStringLiteral("auto, marlin or triton"));
}

std::optional<double> wholeNumberValue(const QString& text)
{
    // vLLM's human_readable_int: k/m/g/t are powers of 1000 and take decimals ("1.5k" = 1,500,
    // truncated like Python's int()); K/M/G/T are powers of 1024 and take whole numbers only.
    QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    static const QString decimalSuffixes = QStringLiteral("kmgt");
    static const QString binarySuffixes = QStringLiteral("KMGT");
    const qsizetype decimalPower = decimalSuffixes.indexOf(t.back());
    const qsizetype binaryPower = binarySuffixes.indexOf(t.back());
    if (decimalPower >= 0 || binaryPower >= 0) {
        t.chop(1);
        if (t.isEmpty() || !t.at(0).isDigit() || (binaryPower >= 0 && t.contains(QLatin1Char('.'))))
            return std::nullopt;
        for (const QChar ch : std::as_const(t))
            if (!ch.isDigit() && ch != u'.')
                return std::nullopt;
    }
    bool ok = false;
    double value = t.toDouble(&ok);
    if (decimalPower >= 0)
        value = std::trunc(value * std::pow(1000.0, static_cast<double>(decimalPower + 1)));
    else if (binaryPower >= 0)
        value *= std::pow(1024.0, static_cast<double>(binaryPower + 1));
    if (!ok || !std::isfinite(value) || value != std::floor(value))
        return std::nullopt;
    return value;
}

std::optional<std::int64_t> parseTokenCount(const QString& text)
{
    // Beyond 9e15 a double no longer holds every integer, so the count would not be the one typed.
    const auto value = wholeNumberValue(text);
    if (!value || std::fabs(*value) > kMaxTokenCount)
        return std::nullopt;
    return static_cast<std::int64_t>(*value);
}

QString allowedRangeText(const FlagRange& range)
{
    const auto shown = [](double bound) {
        return bound == std::floor(bound) && std::fabs(bound) < 1e18
                   ? QString::number(bound, 'f', 0)
                   : QString::number(bound, 'g', QLocale::FloatingPointShortest);
    };
    const QString low = shown(range.min);
    const QString high = shown(range.max);
    if (range.max >= 1e299)
        return range.minOpen ? Text::tr("above %1").arg(low) : Text::tr("at least %1").arg(low);
    if (range.minOpen)
        return range.maxOpen ? Text::tr("above %1 and below %2").arg(low, high)
                             : Text::tr("above %1 and at most %2").arg(low, high);
    return range.maxOpen ? Text::tr("%1 to below %2").arg(low, high) : Text::tr("%1 to %2").arg(low, high);
}

QString canonicalFlagName(QString spelled)
{
    while (spelled.startsWith(QLatin1Char('-')))
        spelled.remove(0, 1);
    spelled.replace(QLatin1Char('_'), QLatin1Char('-'));
    return spelled;
}

const FlagSpec* findPlanFlag(const QString& spelled)
{
    const QString name = canonicalFlagName(spelled);
    for (const FlagSpec& flag : planFlags())
        if (name == QLatin1String(flag.name) || (flag.alias && name == QLatin1String(flag.alias)))
            return &flag;
    return nullptr;
}

QString flagExpected(const FlagSpec& flag)
{
    return flag.expected ? QCoreApplication::translate("kvb::PlanFlags", flag.expected) : QString();
}

QString flagHelp(const FlagSpec& flag)
{
    return QCoreApplication::translate("kvb::PlanFlags", flag.help);
}

QString flagGroupTitle(FlagGroup group)
{
    switch (group) {
    case FlagGroup::Scenario:
        return Text::tr("Scenario");
    case FlagGroup::Serving:
        return Text::tr("vLLM settings (as vllm serve spells them)");
    case FlagGroup::Memory:
        return Text::tr("Memory outside the model");
    case FlagGroup::Workload:
        return Text::tr("Workload");
    case FlagGroup::Accounting:
        return Text::tr("Accounting");
    }
    return {};
}

Result<FlagValue> readFlagValue(const FlagSpec& flag, const QString& spelled, const QString& text)
{
    FlagValue value{spelled, text.trimmed()};
    auto bad = [&] {
        return invalidInput(Text::tr("%1 %2: expected %3").arg(spelled, text, flagExpected(flag)));
    };
    switch (flag.kind) {
    case FlagKind::Switch:
        value.on = !isFalse(value.text);
        return value;
    case FlagKind::Text:
        if (value.text.isEmpty())
            return invalidInput(Text::tr("%1 needs a value").arg(spelled));
        return value;
    case FlagKind::Integer:
    case FlagKind::TokenCount: {
        const auto n = parseTokenCount(value.text);
        if (!n || !flag.range.contains(static_cast<double>(*n)))
            return bad();
        value.number = static_cast<double>(*n);
        return value;
    }
    case FlagKind::Number: {
        bool ok = false;
        value.number = value.text.toDouble(&ok);
        if (!ok || !flag.range.contains(value.number))
            return bad();
        return value;
    }
    }
    return bad();
}

std::optional<Error> applyPlanFlag(const FlagSpec& flag, const QString& spelled, const QString& text,
                                   FlagContext& context)
{
    // The range the engine and the window accept, read before the flag writes the scenario (the
    // pipeline's depends on the model).
    const FlagRange allowed = flagAcceptedRange(flag, context.scenario);
    auto value = readFlagValue(flag, spelled, text);
    std::optional<Error> error = value ? flag.apply(value.value(), context) : value.error();
    // A whole number the flag could not take is out of range, not malformed: say which range, the
    // way a file's field does. A Number flag's "expected" text already names its range.
    if (error && error->kind == ErrorKind::InvalidInput && flag.kind != FlagKind::Number && allowed.enforced)
        if (const auto whole = wholeNumberValue(text); whole && !allowed.contains(*whole))
            return invalidInput(
                Text::tr("%1 %2: the allowed range is %3").arg(spelled, text, allowedRangeText(allowed)));
    return error;
}

} // namespace kvb
