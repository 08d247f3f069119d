// Importing a model folder (importModelConfig): config.json beside a model.safetensors.index.json or a
// single model.safetensors, whose exact byte count becomes the checkpoint size; damaged files cost the
// exact size with a warning, never the import.
#include "io/hfconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

using namespace kvb;
using namespace Qt::StringLiterals;

namespace {

QByteArray configBytes(const QString& name)
{
    QFile file(QStringLiteral(KVBUDGET_TEST_DATA "/hf-configs/") + name + u".json"_s);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing config %s", qPrintable(name));
    return file.readAll();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray lengthPrefix(quint64 length)
{
    QByteArray bytes(8, '\0');
    qToLittleEndian<quint64>(length, bytes.data());
    return bytes;
}

// The safetensors layout: an 8-byte little-endian header length, the JSON header, then the tensors.
QByteArray fakeSafetensors(qint64 payload)
{
    QByteArray header = R"({"__metadata__":{"format":"pt"},"w":{"dtype":"BF16","shape":[)" +
                        QByteArray::number(payload / 2) + R"(],"data_offsets":[0,)" +
                        QByteArray::number(payload) + "]}}";
    while (header.size() % 8 != 0)
        header += ' ';
    return lengthPrefix(static_cast<quint64>(header.size())) + header +
           QByteArray(static_cast<qsizetype>(payload), '\x11');
}

} // namespace

class TestHfImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importMissingPath()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"nowhere/config.json"_s);
        const auto result = importModelConfig(path);
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::NotFound);
        QVERIFY(result.error().message.contains(path));
    }

    void importFolderWithoutConfig()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(u"model.safetensors"_s), fakeSafetensors(16));
        const auto result = importModelConfig(dir.path());
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::NotFound);
        QVERIFY(result.error().message.contains(u"config.json"_s));
    }

    void importFolderWithIndex()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(u"config.json"_s), configBytes(u"llama-3.1-8b-instruct"_s));
        writeFile(dir.filePath(u"model.safetensors.index.json"_s),
                  R"({"metadata": {"total_size": 16060522496}, "weight_map": {}})");
        for (const QString& path : {dir.path(), dir.filePath(u"config.json"_s)}) {
            const auto result = importModelConfig(path);
            QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
            QCOMPARE(result->model.checkpointBytes, std::optional<Bytes>(16060522496));
            QCOMPARE(result->model.id, QFileInfo(dir.filePath(u"config.json"_s)).absoluteFilePath());
            QCOMPARE(result->model.numLayers, 32);
        }
    }

    void importFolderWithSingleSafetensors()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(u"config.json"_s), configBytes(u"qwen2.5-1.5b-instruct"_s));
        writeFile(dir.filePath(u"model.safetensors"_s), fakeSafetensors(1000));
        const auto result = importModelConfig(dir.path());
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->model.checkpointBytes, std::optional<Bytes>(1000));
    }

    // A damaged checkpoint file costs the exact size, with a warning, never the import.
    void importCorruptCheckpointFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        const QString index = u"model.safetensors.index.json"_s;
        const QString single = u"model.safetensors"_s;
        QTest::newRow("index is not JSON") << index << QByteArray("{\"metadata\": {\"total_size\": 12");
        QTest::newRow("index without total_size") << index << QByteArray(R"({"weight_map": {}})");
        QTest::newRow("index total_size as a string")
            << index << QByteArray(R"({"metadata": {"total_size": "9"}})");
        QTest::newRow("index total_size negative")
            << index << QByteArray(R"({"metadata": {"total_size": -9}})");
        QTest::newRow("index total_size 1e300")
            << index << QByteArray(R"({"metadata": {"total_size": 1e300}})");
        QTest::newRow("index is an array") << index << QByteArray("[1]");
        QTest::newRow("safetensors of three bytes") << single << QByteArray("abc");
        QTest::newRow("safetensors header past the end") << single << lengthPrefix(1'000'000'000'000) + "{}";
        QTest::newRow("safetensors header of 2^64-1") << single << lengthPrefix(~quint64{0}) + "{}";
        QTest::newRow("safetensors without payload") << single << lengthPrefix(2) + "{}";
    }

    void importCorruptCheckpointFiles()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        writeFile(dir.filePath(u"config.json"_s), configBytes(u"qwen3-8b"_s));
        writeFile(dir.filePath(file), content);
        const auto result = importModelConfig(dir.path());
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->model.checkpointBytes, std::nullopt);
        QVERIFY2(result->warnings.join(u'\n').contains(file), qPrintable(result->warnings.join(u'\n')));
    }

    void importRejectsOddConfigFiles()
    {
        QTemporaryDir dir;
        QFile huge(dir.filePath(u"config.json"_s));
        QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(65 * MiB)); // sparse
        huge.close();
        auto result = importModelConfig(dir.path());
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(u"MiB"_s), qPrintable(result.error().message));

        QTemporaryDir folder;
        QVERIFY(QDir(folder.path()).mkdir(u"config.json"_s));
        result = importModelConfig(folder.path());
        QVERIFY(!result.ok());
        QVERIFY(!result.error().message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHfImport)
#include "tst_hfimport.moc"
