#include "io/pythonjson.h"

#include <cstring>
#include <iterator>

namespace kvb {

namespace {

bool isIdentifierByte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// The literal starting at `at`, when it stands alone (not part of a longer word).
const char* literalAt(const QByteArray& json, qsizetype at)
{
    static const char* const literals[] = {"-Infinity", "Infinity", "NaN"};
    if (at > 0 && isIdentifierByte(json.at(at - 1)))
        return nullptr;
    for (const char* literal : literals) {
        const auto length = static_cast<qsizetype>(std::strlen(literal));
        if (at + length > json.size() || std::memcmp(json.constData() + at, literal, length) != 0)
            continue;
        if (at + length < json.size() && isIdentifierByte(json.at(at + length)))
            continue;
        return literal;
    }
    return nullptr;
}

} // namespace

QByteArray pythonJsonToStrict(const QByteArray& json, QStringList* replaced)
{
    QByteArray out;
    out.reserve(json.size() + 16);
    bool inString = false;
    int line = 1;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json.at(i);
        if (c == '\n')
            ++line;
        if (inString) {
            out.append(c);
            if (c == '\\' && i + 1 < json.size())
                out.append(json.at(++i)); // an escaped quote does not end the string
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out.append(c);
            continue;
        }
        if (c == '-' || c == 'I' || c == 'N') {
            if (const char* literal = literalAt(json, i)) {
                out.append('"').append(literal).append('"');
                i += static_cast<qsizetype>(std::strlen(literal)) - 1;
                if (replaced)
                    *replaced << QStringLiteral("%1 at line %2").arg(QLatin1String(literal)).arg(line);
                continue;
            }
        }
        out.append(c);
    }
    return out;
}

} // namespace kvb
