#include "load/tracefile.h"

#include "base/boundedread.h"
#include "base/limits.h"
#include "base/units_format.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>

namespace kvb {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::Trace)
};

enum Column
{
    Prompt,
    Output,
    Arrival,
    Ignored,
};

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// A field as it appears in a message: quoted, and cut short if it is long (binary junk, a huge cell).
QString shown(std::string_view field)
{
    constexpr std::size_t Max = 40;
    QString text = QString::fromUtf8(field.data(), static_cast<qsizetype>(std::min(field.size(), Max)));
    if (field.size() > Max)
        text += QStringLiteral("…");
    return QStringLiteral("\"%1\"").arg(text);
}

// A header starts with a name; data starts with a digit (or a sign, a dot: errors reported as data).
bool looksLikeHeader(std::string_view line)
{
    const char c = line.front();
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '"';
}

QString columnName(Column c)
{
    switch (c) {
    case Prompt:
        return QStringLiteral("prompt_tokens");
    case Output:
        return QStringLiteral("output_tokens");
    case Arrival:
        return QStringLiteral("arrival_s");
    case Ignored:
        break;
    }
    return {};
}

// The header's columns, or why it cannot be read.
std::optional<QString> readHeader(std::string_view line, std::vector<Column>& columns)
{
    std::size_t start = 0;
    while (start <= line.size()) {
        std::size_t comma = line.find(',', start);
        if (comma == std::string_view::npos)
            comma = line.size();
        std::string_view field = trimmed(line.substr(start, comma - start));
        if (field.size() >= 2 && field.front() == '"' && field.back() == '"')
            field = field.substr(1, field.size() - 2);
        Column c = Ignored;
        if (field == "prompt_tokens")
            c = Prompt;
        else if (field == "output_tokens")
            c = Output;
        else if (field == "arrival_s")
            c = Arrival;
        if (c != Ignored && std::find(columns.begin(), columns.end(), c) != columns.end())
            return Text::tr("the column %1 appears twice").arg(columnName(c));
        columns.push_back(c);
        start = comma + 1;
    }
    const auto has = [&](Column c) { return std::find(columns.begin(), columns.end(), c) != columns.end(); };
    if (!has(Prompt) || !has(Output))
        return Text::tr("the header must name the columns prompt_tokens and output_tokens (optionally "
                        "arrival_s); got %1")
            .arg(shown(line));
    return std::nullopt;
}

constexpr std::size_t kMaxFields = 16;

// The comma-separated fields of a data row (at most kMaxFields).
std::optional<QString> splitFields(std::string_view line, std::string_view (&fields)[kMaxFields],
                                   std::size_t& count)
{
    count = 0;
    std::size_t start = 0;
    while (start <= line.size()) {
        std::size_t comma = line.find(',', start);
        if (comma == std::string_view::npos)
            comma = line.size();
        if (count == kMaxFields)
            return Text::tr(
                "too many comma-separated values (expected prompt_tokens,output_tokens[,arrival_s])");
        fields[count++] = trimmed(line.substr(start, comma - start));
        start = comma + 1;
    }
    return std::nullopt;
}

// Without a header, the first row says whether arrival times are given.
std::optional<QString> checkFieldCount(std::size_t count, std::vector<Column>& columns)
{
    if (columns.empty()) {
        if (count != 2 && count != 3)
            return Text::
                tr("expected 2 or 3 comma-separated values (prompt_tokens,output_tokens[,arrival_s]), got %1")
                    .arg(count);
        columns = {Prompt, Output};
        if (count == 3)
            columns.push_back(Arrival);
    }
    if (count < columns.size())
        return Text::tr("missing %1: expected %2 comma-separated values, got %3")
            .arg(columnName(columns[count]))
            .arg(columns.size())
            .arg(count);
    if (count > columns.size())
        return Text::tr("expected %1 comma-separated values, got %2").arg(columns.size()).arg(count);
    return std::nullopt;
}

std::optional<QString> readTokens(std::string_view f, Column c, const TraceLimits& limits, TraceRow& row)
{
    std::int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(f.data(), f.data() + f.size(), value);
    const bool ok = ec == std::errc() && ptr == f.data() + f.size() && value >= 1;
    if (!ok || value > limits.maxTokens) {
        if (f.empty())
            return Text::tr("%1 is empty").arg(columnName(c));
        if (ok || (ec == std::errc::result_out_of_range && f.front() != '-'))
            return Text::tr("%1 must be at most %2 (got %3)")
                .arg(columnName(c), formatCount(limits.maxTokens), shown(f));
        return Text::tr("%1 must be a positive integer (got %2)").arg(columnName(c), shown(f));
    }
    (c == Prompt ? row.promptTokens : row.outputTokens) = value;
    return std::nullopt;
}

std::optional<QString> readArrival(std::string_view f, TraceRow& row)
{
    double value = 0;
    const auto [ptr, ec] = std::from_chars(f.data(), f.data() + f.size(), value);
    if (f.empty())
        return Text::tr("arrival_s is empty");
    if (ec != std::errc() || ptr != f.data() + f.size() || !std::isfinite(value) || value < 0)
        return Text::tr("arrival_s must be a number of seconds, 0 or more (got %1)").arg(shown(f));
    if (value > limits::kMaxArrivalSeconds)
        return Text::tr("arrival_s must be at most %1 seconds, a year (got %2)")
            .arg(formatCount(static_cast<std::int64_t>(limits::kMaxArrivalSeconds)), shown(f));
    row.arrivalS = value;
    return std::nullopt;
}

// One data row, read by its columns.
std::optional<QString> readRow(std::string_view line, std::vector<Column>& columns, const TraceLimits& limits,
                               TraceRow& row)
{
    std::string_view fields[kMaxFields];
    std::size_t count = 0;
    if (auto problem = splitFields(line, fields, count))
        return problem;
    if (auto problem = checkFieldCount(count, columns))
        return problem;
    for (std::size_t i = 0; i < count; ++i) {
        const Column c = columns[i];
        std::optional<QString> problem;
        if (c == Prompt || c == Output)
            problem = readTokens(fields[i], c, limits, row);
        else if (c == Arrival)
            problem = readArrival(fields[i], row);
        if (problem)
            return problem;
    }
    return std::nullopt;
}

} // namespace

Result<std::vector<TraceRow>> parseTrace(QByteArrayView data, const QString& name, const TraceLimits& limits)
{
    if (data.size() > limits.maxBytes)
        return invalidInput(Text::tr("%1 is %2; a trace may be at most %3")
                                .arg(name, formatBytes(data.size()), formatBytes(limits.maxBytes)));
    std::string_view text(data.data(), static_cast<std::size_t>(data.size()));
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);

    std::vector<TraceRow> rows;
    std::vector<Column> columns; // empty until the first non-comment line decides
    std::int64_t lineNo = 0;
    const auto at = [&](const QString& message) {
        return invalidInput(Text::tr("%1 line %2: %3").arg(name).arg(lineNo).arg(message));
    };
    for (std::size_t pos = 0; pos < text.size();) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = trimmed(text.substr(pos, end - pos));
        pos = end + 1;
        ++lineNo;
        if (line.empty() || line.front() == '#')
            continue;
        if (columns.empty() && looksLikeHeader(line)) {
            if (auto problem = readHeader(line, columns))
                return at(*problem);
            continue;
        }
        if (rows.size() >= static_cast<std::size_t>(limits.maxRows))
            return at(Text::tr("more than %1 requests; a trace may hold at most %1")
                          .arg(formatCount(limits.maxRows)));
        TraceRow row;
        if (auto problem = readRow(line, columns, limits, row))
            return at(*problem);
        rows.push_back(row);
    }
    if (rows.empty()) {
        if (columns.empty())
            return invalidInput(
                Text::tr("%1: the trace is empty (expected lines of prompt_tokens,output_tokens[,arrival_s])")
                    .arg(name));
        return invalidInput(Text::tr("%1: the trace has a header but no requests").arg(name));
    }
    return rows;
}

Result<std::vector<TraceRow>> readTraceFile(const QString& path, const TraceLimits& limits)
{
    // Checked before reading, so a huge file or a device is refused without loading it.
    if (const QFileInfo info(path); info.isFile() && info.size() > limits.maxBytes)
        return invalidInput(Text::tr("%1 is %2; a trace may be at most %3 (sample it, or split it)")
                                .arg(path, formatBytes(info.size()), formatBytes(limits.maxBytes)));
    auto data = readBoundedFile(path, limits.maxBytes, Text::tr("trace file"));
    if (!data)
        return data.error();
    return parseTrace(data.value(), path, limits);
}

} // namespace kvb
