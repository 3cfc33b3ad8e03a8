// `driveproof-cli align` on real disk images: the JSON keys and values, the table, the
// options that change the topology, and one clear stderr line with exit code 2 for every
// kind of bad input.
#include "testimages.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 S512 = 512;
constexpr qint64 S4K = 4096;

Run cli(const QStringList &args)
{
    return run(QStringLiteral(DRIVEPROOF_CLI), QStringList{QStringLiteral("align")} + args);
}

QJsonObject partition(const QJsonObject &report, int index)
{
    return report.value(QStringLiteral("partitions")).toArray().at(index).toObject();
}

} // namespace

class TestAlignCli : public QObject
{
    Q_OBJECT

    TestImages m_images;
    QString path(const QString &name) const { return m_images.path(name); }

private slots:
    void initTestCase();
    void cliJsonDos();
    void cliJson4Kn();
    void cliOptionsChangeVerdicts_data();
    void cliOptionsChangeVerdicts();
    void cliHumanOutput();
    void cliBadInput_data();
    void cliBadInput();
};

void TestAlignCli::initTestCase()
{
    DRIVEPROOF_SKIP_UNLESS(QFileInfo(QStringLiteral(DRIVEPROOF_CLI)).isExecutable(),
                           "driveproof-cli is not built");
    const QByteArray error = m_images.create();
    QVERIFY2(error.isEmpty(), error.constData());
}

void TestAlignCli::cliJsonDos()
{
    const QString image = path(QStringLiteral("dos.img"));
    const Run r = cli({image, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QStringList keys = o.keys();
    QCOMPARE(keys, (QStringList{u"alignment_offset"_s, u"device"_s, u"empty"_s,
                                u"logical_block_size"_s, u"optimal_io_size"_s, u"partitions"_s,
                                u"physical_block_size"_s, u"table_type"_s,
                                u"whole_device_file_system"_s, u"whole_device_verdict"_s}));
    // An image with a table: neither empty nor a file system on the whole of it (issue 22).
    QCOMPARE(o.value(QStringLiteral("empty")), QJsonValue(false));
    QVERIFY(o.value(QStringLiteral("whole_device_file_system")).isNull());
    QCOMPARE(o.value(QStringLiteral("device")).toString(), image);
    QCOMPARE(o.value(QStringLiteral("logical_block_size")).toInt(), 512);
    QCOMPARE(o.value(QStringLiteral("physical_block_size")).toInt(), 4096);
    QCOMPARE(o.value(QStringLiteral("optimal_io_size")).toInt(), 0);
    QCOMPARE(o.value(QStringLiteral("alignment_offset")).toInt(), 0);
    QCOMPARE(o.value(QStringLiteral("table_type")).toString(), QStringLiteral("dos"));
    QCOMPARE(o.value(QStringLiteral("partitions")).toArray().size(), 2);

    // Sector 63 on 4 KiB physical sectors: 63 * S512 = 7 * 4096 + 3584.
    const QJsonObject p1 = partition(o, 0);
    QCOMPARE(p1.keys(), (QStringList{u"advice"_s, u"aligned_1mib"_s, u"aligned_logical"_s,
                                     u"aligned_optimal"_s, u"aligned_physical"_s, u"number"_s,
                                     u"offset_bytes"_s, u"start_bytes"_s,
                                     u"suggested_start_sector"_s, u"verdict"_s}));
    QCOMPARE(p1.value(QStringLiteral("number")).toInt(), 1);
    QCOMPARE(p1.value(QStringLiteral("start_bytes")).toInteger(), qint64(32256));
    QCOMPARE(p1.value(QStringLiteral("aligned_logical")), QJsonValue(true));
    QCOMPARE(p1.value(QStringLiteral("aligned_physical")), QJsonValue(false));
    QVERIFY(p1.value(QStringLiteral("aligned_optimal")).isNull());
    QCOMPARE(p1.value(QStringLiteral("aligned_1mib")), QJsonValue(false));
    QCOMPARE(p1.value(QStringLiteral("offset_bytes")).toInteger(), qint64(3584));
    QCOMPARE(p1.value(QStringLiteral("verdict")).toString(), QStringLiteral("misaligned"));
    QCOMPARE(p1.value(QStringLiteral("suggested_start_sector")).toInteger(), qint64(2048));
    const QString advice = p1.value(QStringLiteral("advice")).toString();
    QVERIFY2(advice.contains(image) && advice.contains(QStringLiteral("sector 2048")),
             qPrintable(advice));

    const QJsonObject p2 = partition(o, 1);
    QCOMPARE(p2.value(QStringLiteral("number")).toInt(), 2);
    QCOMPARE(p2.value(QStringLiteral("start_bytes")).toInteger(), 40960 * S512);
    QCOMPARE(p2.value(QStringLiteral("aligned_physical")), QJsonValue(true));
    QCOMPARE(p2.value(QStringLiteral("aligned_1mib")), QJsonValue(true));
    QCOMPARE(p2.value(QStringLiteral("offset_bytes")).toInteger(), qint64(0));
    QCOMPARE(p2.value(QStringLiteral("verdict")).toString(), QStringLiteral("ok"));
    QCOMPARE(p2.value(QStringLiteral("suggested_start_sector")).toInteger(), qint64(40960));
}

void TestAlignCli::cliJson4Kn()
{
    const Run r = cli({path(QStringLiteral("gpt4k.img")), QStringLiteral("--json"),
                       QStringLiteral("--logical-block-size"), QStringLiteral("4096")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("table_type")).toString(), QStringLiteral("gpt"));
    QCOMPARE(o.value(QStringLiteral("logical_block_size")).toInt(), 4096);
    QCOMPARE(o.value(QStringLiteral("physical_block_size")).toInt(), 4096);
    QCOMPARE(partition(o, 0).value(QStringLiteral("start_bytes")).toInteger(), 256 * S4K);
    QCOMPARE(partition(o, 0).value(QStringLiteral("verdict")).toString(), QStringLiteral("ok"));
    QCOMPARE(partition(o, 1).value(QStringLiteral("start_bytes")).toInteger(), 3000 * S4K);
    QCOMPARE(partition(o, 1).value(QStringLiteral("verdict")).toString(),
             QStringLiteral("warning"));
    QCOMPARE(partition(o, 1).value(QStringLiteral("suggested_start_sector")).toInteger(),
             qint64(3072));
}

void TestAlignCli::cliOptionsChangeVerdicts_data()
{
    QTest::addColumn<QString>("image");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("verdicts");
    QTest::addColumn<QList<qint64>>("suggested");
    const QStringList none;
    QTest::newRow("512n: 63 only misses 1 MiB")
        << u"dos.img"_s << QStringList{u"--physical-block-size"_s, u"512"_s}
        << QStringList{u"warning"_s, u"ok"_s} << QList<qint64>{2048, 40960};
    QTest::newRow("offset 3584: 63 aligned, 40960 not")
        << u"dos.img"_s << QStringList{u"--alignment-offset"_s, u"3584"_s}
        << QStringList{u"warning"_s, u"misaligned"_s} << QList<qint64>{2055, 40967};
    QTest::newRow("192 KiB stripes")
        << u"gpt.img"_s << QStringList{u"--optimal-io-size"_s, u"196608"_s}
        << QStringList{u"warning"_s, u"warning"_s, u"misaligned"_s}
        << QList<qint64>{6144, 24576, 30720};
    QTest::newRow("logical partitions")
        << u"ext.img"_s << none << QStringList{u"ok"_s, u"misaligned"_s, u"warning"_s}
        << QList<qint64>{2048, 16384, 26624};
}

void TestAlignCli::cliOptionsChangeVerdicts()
{
    QFETCH(QString, image);
    QFETCH(QStringList, options);
    QFETCH(QStringList, verdicts);
    QFETCH(QList<qint64>, suggested);
    const Run r = cli(QStringList{path(image), QStringLiteral("--json")} + options);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonArray parts =
        QJsonDocument::fromJson(r.out).object().value(QStringLiteral("partitions")).toArray();
    QCOMPARE(parts.size(), verdicts.size());
    for (int i = 0; i < parts.size(); ++i) {
        const QJsonObject p = parts.at(i).toObject();
        QCOMPARE(p.value(QStringLiteral("verdict")).toString(), verdicts[i]);
        QCOMPARE(p.value(QStringLiteral("suggested_start_sector")).toInteger(), suggested[i]);
    }
}

void TestAlignCli::cliHumanOutput()
{
    const QString image = path(QStringLiteral("dos.img"));
    const Run r = cli({image});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QString out = QString::fromUtf8(r.out);
    const QStringList lines = out.split(QLatin1Char('\n'));
    QVERIFY2(lines.value(0).startsWith(image + QStringLiteral(": dos partition table")),
             qPrintable(out));
    QVERIFY(lines.value(0).contains(QStringLiteral("logical sector 512 bytes")));
    QVERIFY(lines.value(0).contains(QStringLiteral("physical sector 4096 bytes")));
    QVERIFY(out.contains(QStringLiteral("PARTITION")) && out.contains(QStringLiteral("VERDICT")));
    // Number columns are right-aligned: the partition number comes after its padding.
    QVERIFY(out.contains(
        QRegularExpression(QStringLiteral("\\n *1 +63 +32256 +yes +no +- +no +Misaligned\\n"))));
    QVERIFY(out.contains(
        QRegularExpression(QStringLiteral("\\n *2 +40960 +20971520 +yes +yes +- +yes +OK\\n"))));
    // Advice only for what needs attention.
    QVERIFY(out.contains(QStringLiteral("Partition 1 on %1 starts at sector 63").arg(image)));
    QVERIFY(!out.contains(QStringLiteral("Partition 2 on")));
}

void TestAlignCli::cliBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString dos = path(QStringLiteral("dos.img"));
    const auto opt = [&](const char *name, const char *value) {
        return QStringList{dos, QString::fromLatin1(name), QString::fromLatin1(value)};
    };
    QTest::newRow("missing file") << QStringList{path(QStringLiteral("missing.img"))}
                                  << u"missing.img"_s;
    QTest::newRow("directory") << QStringList{m_images.dir()} << m_images.dir();
    QTest::newRow("empty file") << QStringList{path(QStringLiteral("empty.img"))} << u"empty.img"_s;
    QTest::newRow("no table") << QStringList{path(QStringLiteral("blank.img"))}
                              << u"No partition table"_s;
    QTest::newRow("fifo") << QStringList{path(QStringLiteral("fifo"))} << u"fifo"_s;
    QTest::newRow("/dev/null") << QStringList{QStringLiteral("/dev/null")} << u"/dev/null"_s;
    QTest::newRow("4Kn read as 512") << QStringList{path(QStringLiteral("gpt4k.img"))} << u"4096"_s;
    QTest::newRow("physical 1000")
        << opt("--physical-block-size", "1000") << u"--physical-block-size 1000"_s;
    QTest::newRow("physical 0") << opt("--physical-block-size", "0")
                                << u"--physical-block-size 0"_s;
    QTest::newRow("physical abc") << opt("--physical-block-size", "abc")
                                  << u"--physical-block-size abc"_s;
    QTest::newRow("physical -4096")
        << opt("--physical-block-size", "-4096") << u"--physical-block-size -4096"_s;
    QTest::newRow("physical 2^40")
        << opt("--physical-block-size", "1099511627776") << u"1099511627776"_s;
    QTest::newRow("logical 256") << opt("--logical-block-size", "256")
                                 << u"--logical-block-size 256"_s;
    QTest::newRow("physical < logical") << QStringList{dos, u"--physical-block-size"_s, u"512"_s,
                                                       u"--logical-block-size"_s, u"4096"_s}
                                        << u"--physical-block-size 512"_s;
    QTest::newRow("optimal 1000") << opt("--optimal-io-size", "1000")
                                  << u"--optimal-io-size 1000"_s;
    QTest::newRow("offset 4096") << opt("--alignment-offset", "4096")
                                 << u"--alignment-offset 4096"_s;
    QTest::newRow("offset 100") << opt("--alignment-offset", "100") << u"--alignment-offset 100"_s;
    QTest::newRow("no target") << QStringList{} << u"align"_s;
    QTest::newRow("two targets") << QStringList{dos, dos} << u"align"_s;
    QTest::newRow("unknown option") << QStringList{dos, u"--frobnicate"_s} << u"frobnicate"_s;
}

void TestAlignCli::cliBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1, qPrintable(err));
    QVERIFY2(err.startsWith(QStringLiteral("driveproof-cli: ")), qPrintable(err));
    QVERIFY2(err.contains(mentions), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestAlignCli)
#include "tst_aligncli.moc"
