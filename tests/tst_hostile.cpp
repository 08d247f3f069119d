// The hostile-input catalogue (issue 15): every row of tests/data/hostile/catalogue.json, every file
// kind (empty, truncated, 10 MB, 100k-deep, binary, wrong-typed, Unicode-named, device files, a
// folder) for every reader, and NaN, inf, -inf, negative, 0, 1e308, 2^31, 2^63, 99999999999 and
// garbage for every numeric plan flag of the flag table, each run through the built kvbudget. Each
// must end within 10 s, by exit code (never a signal), with its expected code and words, a message
// when it refuses, and no negative, NaN or infinite figure when it answers.

#include "vllm/flagtable.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

struct Row
{
    QString id;
    QStringList args;
    QList<int> exits; // any of these
    QStringList words;
};

struct Outcome
{
    bool finished = false;
    bool crashed = false;
    int exit = -1;
    QString out;
    QString err;
};

const QString kDataDir = QStringLiteral(KVBUDGET_TEST_DATA "/hostile");

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray configWith(const QJsonObject& spec)
{
    QFile base(QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs/") + spec.value(u"base").toString());
    if (!base.open(QIODevice::ReadOnly))
        return {};
    QJsonObject config = QJsonDocument::fromJson(base.readAll()).object();
    const QJsonObject set = spec.value(u"set").toObject();
    for (auto it = set.begin(); it != set.end(); ++it)
        config.insert(it.key(), it.value());
    return QJsonDocument(config).toJson();
}

QByteArray scenarioWith(const QJsonValue& value)
{
    if (!value.isObject())
        return QJsonDocument(value.toArray()).toJson();
    QJsonObject s{
        {u"kvbudget_scenario"_s, 1}, {u"model"_s, u"llama-3.1-8b"_s}, {u"gpu"_s, u"h100-sxm-80gb"_s}};
    const QJsonObject set = value.toObject();
    for (auto it = set.begin(); it != set.end(); ++it)
        s.insert(it.key(), it.value());
    return QJsonDocument(s).toJson();
}

// The catalogue's rows, their files written under `tmp`.
QList<Row> catalogueRows(const QString& tmp)
{
    QFile file(kDataDir + QStringLiteral("/catalogue.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Row> rows;
    for (const QJsonValue& v : QJsonDocument::fromJson(file.readAll()).object().value(u"rows").toArray()) {
        const QJsonObject o = v.toObject();
        Row row{o.value(u"id").toString(), {}, {o.value(u"exit").toInt()}, {}};
        const QString dir = tmp + QLatin1Char('/') + row.id;
        QDir().mkpath(dir);
        QMap<QString, QString> files;
        if (o.contains(u"config"))
            writeFile(files[QStringLiteral("{config}")] = dir + QStringLiteral("/config.json"),
                      configWith(o.value(u"config").toObject()));
        if (o.contains(u"log"))
            writeFile(files[QStringLiteral("{log}")] = dir + QStringLiteral("/vllm.log"),
                      o.value(u"log").toString().toUtf8());
        if (o.contains(u"scenario"))
            writeFile(files[QStringLiteral("{scenario}")] = dir + QStringLiteral("/scenario.json"),
                      scenarioWith(o.value(u"scenario")));
        for (const QJsonValue& a : o.value(u"args").toArray()) {
            QString arg = a.toString();
            for (auto it = files.begin(); it != files.end(); ++it)
                arg.replace(it.key(), it.value());
            arg.replace(QStringLiteral("{tmp}"), tmp).replace(QStringLiteral("{data}"), kDataDir);
            row.args << arg;
        }
        for (const QJsonValue& w : o.value(u"words").toArray())
            row.words << w.toString();
        rows << row;
    }
    return rows;
}

// Files no reader can use, generated here rather than committed (the 10 MB and 100k-deep ones).
QMap<QString, QString> hostileFiles(const QString& tmp)
{
    QMap<QString, QString> files;
    auto add = [&](const QString& name, const QByteArray& bytes) {
        const QString path = tmp + QStringLiteral("/files/") + name;
        writeFile(path, bytes);
        files.insert(name, path);
    };
    QDir().mkpath(tmp + QStringLiteral("/files/folder"));
    add(QStringLiteral("empty"), {});
    add(QStringLiteral("truncated.json"), R"({"hidden_size": 4096, "num_hidden_la)");
    add(QStringLiteral("10mb.json"), "{\"pad\": \"" + QByteArray(10 * 1024 * 1024, 'x') + "\"}");
    add(QStringLiteral("deep.json"), QByteArray(100000, '[') + QByteArray(100000, ']'));
    QByteArray binary(4096, '\0');
    for (int i = 0; i < binary.size(); ++i)
        binary[i] = static_cast<char>((i * 7919 + 13) % 256);
    add(QStringLiteral("binary.bin"), binary);
    add(QStringLiteral("wrongtype.json"), R"([1, "two", {"three": null}])");
    add(QStringLiteral("ünïcödé-模型-файл.json"), R"({"hidden_size": "four thousand"})");
    files.insert(QStringLiteral("folder"), tmp + QStringLiteral("/files/folder"));
    files.insert(QStringLiteral("missing"), tmp + QStringLiteral("/files/no-such-file"));
    for (const char* device : {"/dev/zero", "/dev/null", "/dev/urandom"})
        files.insert(QLatin1String(device), QLatin1String(device));
    return files;
}

QList<Row> fileRows(const QString& tmp)
{
    const QList<QStringList> readers = {{QStringLiteral("plan"), QStringLiteral("--model")},
                                        {QStringLiteral("plan"), QStringLiteral("--scenario")},
                                        {QStringLiteral("calibrate"), QStringLiteral("--log")},
                                        {QStringLiteral("validate")},
                                        {QStringLiteral("simulate"), QStringLiteral("--trace")},
                                        {QStringLiteral("fleet")}};
    QList<Row> rows;
    const QMap<QString, QString> files = hostileFiles(tmp);
    for (const QStringList& reader : readers)
        for (auto it = files.begin(); it != files.end(); ++it)
            rows << Row{reader.join(u' ') + QStringLiteral(" ") + it.key(),
                        reader + QStringList{it.value()},
                        {2, 4},
                        {}};
    return rows;
}

// For every numeric flag of the table (new flags are covered without a new row), and garbage for the
// rest.
QList<Row> flagRows()
{
    const QStringList numbers = {u"nan"_s,         u"inf"_s,      u"-inf"_s,       u"-1"_s,
                                 u"0"_s,           u"1e308"_s,    u"2147483648"_s, u"9223372036854775808"_s,
                                 u"99999999999"_s, u"x7garbage"_s};
    QList<Row> rows;
    for (const FlagSpec& flag : planFlags()) {
        const QString spelled = QStringLiteral("--") + QLatin1String(flag.name);
        if (flag.kind == FlagKind::Switch)
            continue;
        const QStringList values =
            flag.kind == FlagKind::Text ? QStringList{u"\x01garbage\x7f"_s, u"{]"_s} : numbers;
        for (const QString& value : values)
            rows << Row{spelled + u' ' + value, {u"plan"_s, spelled, value}, {0, 2, 3}, {}};
    }
    return rows;
}

// A figure no plan can have: a negative number, NaN or infinity in what was printed. A quotation of
// the input ("line 2: \"... inf x\" ... cannot be read") repeats what the user gave, not a figure.
bool printsNonsense(const QString& text)
{
    static const QRegularExpression quoted(QStringLiteral(R"("[^"\n]*")"));
    static const QRegularExpression bad(QStringLiteral(R"((?<![\w.\-])[\-−]\d|\b(nan|inf|infinity)\b)"),
                                        QRegularExpression::CaseInsensitiveOption);
    return bad.match(QString(text).remove(quoted)).hasMatch();
}

QList<Outcome> runAll(const QString& binary, const QList<Row>& rows)
{
    QList<Outcome> outcomes(rows.size());
    constexpr int kParallel = 6;
    for (qsizetype first = 0; first < rows.size(); first += kParallel) {
        std::vector<std::unique_ptr<QProcess>> batch;
        for (qsizetype i = first; i < std::min(rows.size(), first + kParallel); ++i) {
            auto p = std::make_unique<QProcess>();
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            p->setProcessEnvironment(env);
            p->setStandardInputFile(QProcess::nullDevice());
            p->start(binary, rows.at(i).args);
            batch.push_back(std::move(p));
        }
        for (std::size_t j = 0; j < batch.size(); ++j) {
            QProcess& p = *batch[j];
            Outcome& o = outcomes[first + static_cast<qsizetype>(j)];
            o.finished = p.waitForFinished(10000);
            if (!o.finished) {
                p.kill();
                p.waitForFinished(2000);
            }
            o.crashed = p.exitStatus() == QProcess::CrashExit;
            o.exit = p.exitCode();
            o.out = QString::fromUtf8(p.readAllStandardOutput());
            o.err = QString::fromUtf8(p.readAllStandardError());
        }
    }
    return outcomes;
}

QString exitList(const QList<int>& exits)
{
    QStringList codes;
    for (int code : exits)
        codes << QString::number(code);
    return codes.join(u',');
}

QString verdictOf(const Row& row, const Outcome& o)
{
    if (!o.finished)
        return QStringLiteral("hung (over 10 s)");
    if (o.crashed)
        return QStringLiteral("crashed (signal)");
    if (!row.exits.contains(o.exit))
        return QStringLiteral("exit %1, expected one of %2: %3")
            .arg(o.exit)
            .arg(exitList(row.exits))
            .arg(o.err.left(300));
    const QString said = o.out + o.err;
    for (const QString& word : row.words)
        if (!said.contains(word, Qt::CaseInsensitive))
            return QStringLiteral("the answer does not say \"%1\": %2").arg(word, said.left(300));
    if ((o.exit == 2 || o.exit == 4) && o.err.trimmed().isEmpty())
        return QStringLiteral("refused without a message");
    if (o.exit == 0 && printsNonsense(o.out))
        return QStringLiteral("printed a negative, NaN or infinite figure: %1").arg(o.out.left(600));
    return {};
}

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogue()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QList<Row> fromTable = catalogueRows(tmp.path());
        QVERIFY(fromTable.size() >= 60);
        const QList<Row> rows = fromTable + fileRows(tmp.path()) + flagRows();
        qInfo("hostile catalogue: %lld entries (%lld from catalogue.json)",
              static_cast<long long>(rows.size()), static_cast<long long>(fromTable.size()));
        QVERIFY(rows.size() >= 160);
        const QList<Outcome> outcomes = runAll(QStringLiteral(KVBUDGET_BINARY), rows);
        QStringList failures;
        for (qsizetype i = 0; i < rows.size(); ++i)
            if (const QString verdict = verdictOf(rows.at(i), outcomes.at(i)); !verdict.isEmpty())
                failures << rows.at(i).id + QStringLiteral(": ") + verdict;
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
