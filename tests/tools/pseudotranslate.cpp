// Writes a pseudo-translation of a Qt Linguist .ts file: every translation is its source wrapped in
// ⟦…⟧, so a test that loads it can tell a translated string from one the code never sends through
// tr(). Placeholders (%1, %n) stay inside the brackets and keep working.
//   usage: pseudotranslate SOURCE.ts OUTPUT.ts
#include <QCoreApplication>
#include <QFile>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <cstdio>

namespace {

QString pseudo(const QString& source)
{
    return QStringLiteral("⟦") + source + QStringLiteral("⟧");
}

// Copies the document, replacing each message's translation.
bool rewrite(QXmlStreamReader& in, QXmlStreamWriter& out)
{
    QString source;
    bool numerus = false;
    while (!in.atEnd()) {
        in.readNext();
        if (in.isStartElement() && in.name() == u"message") {
            numerus = in.attributes().value(QLatin1String("numerus")) == u"yes";
            out.writeCurrentToken(in);
        } else if (in.isStartElement() && in.name() == u"source") {
            source = in.readElementText();
            out.writeTextElement(QStringLiteral("source"), source);
        } else if (in.isStartElement() && in.name() == u"translation") {
            in.skipCurrentElement();
            out.writeStartElement(QStringLiteral("translation"));
            if (numerus) {
                for (int form = 0; form < 2; ++form) // English has two forms
                    out.writeTextElement(QStringLiteral("numerusform"), pseudo(source));
            } else {
                out.writeCharacters(pseudo(source));
            }
            out.writeEndElement();
        } else if (!in.isStartDocument() && !in.isDTD()) {
            out.writeCurrentToken(in);
        }
    }
    return !in.hasError();
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: pseudotranslate SOURCE.ts OUTPUT.ts\n");
        return 2;
    }
    QFile input(args.at(1));
    QFile output(args.at(2));
    if (!input.open(QIODevice::ReadOnly) || !output.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "pseudotranslate: cannot open %s or %s\n", qPrintable(args.at(1)),
                     qPrintable(args.at(2)));
        return 4;
    }
    QXmlStreamReader in(&input);
    QXmlStreamWriter out(&output);
    out.setAutoFormatting(true);
    out.writeStartDocument();
    out.writeDTD(QStringLiteral("<!DOCTYPE TS>"));
    if (!rewrite(in, out)) {
        std::fprintf(stderr, "pseudotranslate: %s: %s\n", qPrintable(args.at(1)),
                     qPrintable(in.errorString()));
        return 2;
    }
    out.writeEndDocument();
    return 0;
}
