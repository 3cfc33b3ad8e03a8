// `driveproof-cli info --identify-file FILE [--json]` on every IDENTIFY fixture, as hdparm
// text and as raw 512 bytes: the documented JSON keys and their values, the same answer for
// both formats, the table, and one stderr line with exit code 2 for each kind of bad input.
#include "clirun.h"
#include "testskip.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject jsonFor(const QString &path)
{
    const Run r = runCli({u"--identify-file"_s, path, u"--json"_s});
    if (r.exitCode != 0 || !r.err.isEmpty())
        qWarning("%s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestIdentifyCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(QFileInfo(QStringLiteral(DRIVEPROOF_CLI)).isExecutable(),
                               "driveproof-cli is not built");
        QVERIFY(m_dir.isValid());
        QCOMPARE(fixtureNames().size(), 5);
    }

    void json_data();
    void json();
    void bothFormatsAgree();
    void table();
    void badInput_data();
    void badInput();
};

void TestIdentifyCli::json_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QJsonObject>("expected"); // the keys a fixture is about
    QTest::newRow("512e") << u"hdd-512e-7200rpm.txt"_s
                          << QJsonObject{{u"model"_s, u"HGST HDS721010DLE630"_s},
                                         {u"serial"_s, u"MSK4235H0TEST1"_s},
                                         {u"firmware"_s, u"MS2OA5Q0"_s},
                                         {u"sectors"_s, 1953525168LL},
                                         {u"size_bytes"_s, 1000204886016LL},
                                         {u"logical_block_size"_s, 512},
                                         {u"physical_block_size"_s, 4096},
                                         {u"alignment_offset"_s, 0},
                                         {u"rotational"_s, true},
                                         {u"rotation_rate_rpm"_s, 7200},
                                         {u"write_cache_supported"_s, true},
                                         {u"write_cache_enabled"_s, true},
                                         {u"ncq_supported"_s, true},
                                         {u"ncq_queue_depth"_s, 32},
                                         {u"trim_supported"_s, false},
                                         {u"checksum"_s, u"valid"_s}};
    QTest::newRow("ssd") << u"ssd-sata-trim-cache-off.txt"_s
                         << QJsonObject{{u"model"_s, u"Samsung SSD 870 QVO 4TB"_s},
                                        {u"sectors"_s, 7814037168LL},
                                        {u"physical_block_size"_s, 512},
                                        {u"rotational"_s, false},
                                        {u"rotation_rate_rpm"_s, 0},
                                        {u"write_cache_supported"_s, true},
                                        {u"write_cache_enabled"_s, false},
                                        {u"trim_supported"_s, true},
                                        {u"ncq_queue_depth"_s, 32}};
    QTest::newRow("4kn") << u"hdd-4kn.txt"_s
                         << QJsonObject{{u"logical_block_size"_s, 4096},
                                        {u"physical_block_size"_s, 4096},
                                        {u"sectors"_s, 2441609216LL},
                                        {u"size_bytes"_s, 10000831348736LL},
                                        {u"sector_sizes_reported"_s, true}};
    QTest::newRow("offset") << u"hdd-512e-offset.txt"_s
                            << QJsonObject{{u"alignment_offset"_s, 512},
                                           {u"physical_block_size"_s, 4096},
                                           {u"rotational"_s, QJsonValue::Null},
                                           {u"rotation_rate_rpm"_s, QJsonValue::Null}};
    QTest::newRow("pata") << u"legacy-pata.txt"_s
                          << QJsonObject{{u"lba48"_s, false},
                                         {u"sectors"_s, 240121728},
                                         {u"sector_sizes_reported"_s, false},
                                         {u"logical_block_size"_s, 512},
                                         {u"physical_block_size"_s, 512},
                                         {u"ncq_supported"_s, false},
                                         {u"ncq_queue_depth"_s, QJsonValue::Null},
                                         {u"checksum"_s, u"absent"_s},
                                         {u"write_cache_enabled"_s, true}};
}

void TestIdentifyCli::json()
{
    QFETCH(QString, fixture);
    QFETCH(QJsonObject, expected);
    const QString path = fixtureDir() + u'/' + fixture;
    const Run r = runCli({u"--identify-file"_s, path, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    // Exactly the keys docs/json.md lists, so a rename cannot slip through.
    QCOMPARE(o.keys(), (QStringList{u"alignment_offset"_s,
                                    u"checksum"_s,
                                    u"file"_s,
                                    u"firmware"_s,
                                    u"format"_s,
                                    u"lba48"_s,
                                    u"logical_block_size"_s,
                                    u"model"_s,
                                    u"ncq_queue_depth"_s,
                                    u"ncq_supported"_s,
                                    u"physical_block_size"_s,
                                    u"response_incomplete"_s,
                                    u"rotation_rate_rpm"_s,
                                    u"rotational"_s,
                                    u"sector_sizes_reported"_s,
                                    u"sectors"_s,
                                    u"serial"_s,
                                    u"size_bytes"_s,
                                    u"smart_enabled"_s,
                                    u"smart_supported"_s,
                                    u"trim_supported"_s,
                                    u"write_cache_enabled"_s,
                                    u"write_cache_supported"_s}));
    QCOMPARE(o.value(u"file"_s).toString(), path);
    QCOMPARE(o.value(u"format"_s).toString(), u"hex_words"_s);
    for (auto it = expected.constBegin(); it != expected.constEnd(); ++it)
        QVERIFY2(o.value(it.key()) == it.value(), qPrintable(it.key()));
}

void TestIdentifyCli::bothFormatsAgree()
{
    for (const QString &fixture : fixtureNames()) {
        const QString raw = writeRawTwin(m_dir, fixture);
        QCOMPARE(QFileInfo(raw).size(), 512);
        QJsonObject fromText = jsonFor(fixtureDir() + u'/' + fixture);
        QJsonObject fromRaw = jsonFor(raw);
        QCOMPARE(fromRaw.value(u"format"_s).toString(), u"raw"_s);
        for (QJsonObject *o : {&fromText, &fromRaw}) {
            o->remove(u"file"_s);
            o->remove(u"format"_s);
        }
        QVERIFY(!fromText.isEmpty());
        QVERIFY2(fromText == fromRaw, qPrintable(fixture));
    }
}

void TestIdentifyCli::table()
{
    const Run r = runCli({u"--identify-file"_s, fixtureDir() + u"/ssd-sata-trim-cache-off.txt"_s});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 16);
    const qsizetype column = lines.first().indexOf(fixtureDir());
    QVERIFY(column > 0);
    for (const QString &line : lines) // an aligned table: every value in one column
        QVERIFY2(line.size() > column && line.at(column - 1) == u' ' && line.at(column) != u' ',
                 qPrintable(line));
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(QRegularExpression(u"Model +Samsung SSD 870 QVO 4TB\n"_s)));
    QVERIFY(text.contains(QRegularExpression(u"Rotation rate +non-rotating"_s)));
    QVERIFY(text.contains(QRegularExpression(u"Write cache enabled +no\n"_s)));
    QVERIFY(text.contains(QRegularExpression(u"NCQ +yes, queue depth 32\n"_s)));
    QVERIFY(text.contains(QRegularExpression(u"TRIM +yes\n"_s)));
}

void TestIdentifyCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTemporaryDir &dir = m_dir;
    const QByteArray good = rawTwin(readFile(fixtureDir() + u"/hdd-4kn.txt"_s));
    auto write = [&dir](const QString &name, const QByteArray &data) {
        QFile f(dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(data);
        return f.fileName();
    };
    QByteArray damaged = good;
    damaged[54] = 'X'; // inside the model: the checksum no longer adds up
    QTest::newRow("checksum") << QStringList{write(u"damaged.bin"_s, damaged)}
                              << u"checksum in word 255 is wrong"_s;
    QTest::newRow("short raw") << QStringList{write(u"short.bin"_s, good.left(500))}
                               << u"No IDENTIFY words"_s;
    QTest::newRow("zeros") << QStringList{write(u"zeros.bin"_s, QByteArray(512, '\0'))}
                           << u"all zeros"_s;
    QTest::newRow("garbage text") << QStringList{write(u"notes.txt"_s, "my drive is broken\n")}
                                  << u"No IDENTIFY words"_s;
    QTest::newRow("bad token") << QStringList{write(u"bad.txt"_s, "0000 00g0\n")}
                               << u"Line 1: '00g0'"_s;
    QTest::newRow("too big") << QStringList{write(u"big.txt"_s, QByteArray(70000, ' '))}
                             << u"too large for an IDENTIFY dump"_s;
    QTest::newRow("missing") << QStringList{dir.filePath(u"nothing-here"_s)} << u"does not exist"_s;
    QTest::newRow("folder") << QStringList{dir.path()} << u"not a regular file"_s;
    QTest::newRow("device node") << QStringList{u"/dev/null"_s} << u"not a regular file"_s;
    QTest::newRow("with DEVICE") << QStringList{fixtureDir() + u"/hdd-4kn.txt"_s, u"/dev/sda"_s}
                                 << u"takes no DEVICE"_s;
}

void TestIdentifyCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    for (const bool json : {false, true}) {
        QStringList all = QStringList{u"--identify-file"_s} + args;
        if (json)
            all << u"--json"_s;
        const Run r = runCli(all);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count(u'\n'), 1); // one line
        QVERIFY2(err.startsWith(u"driveproof-cli: "_s) && err.contains(expected), qPrintable(err));
    }
}

QTEST_GUILESS_MAIN(TestIdentifyCli)
#include "tst_identifycli.moc"
