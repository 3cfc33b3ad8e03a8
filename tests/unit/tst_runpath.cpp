// The pieces of the one run path (issue 26) that hold for the window and the CLI alike:
// one size parser (the window's copy rejected "1GiB"), and an array judged by all the
// drives under it (an md RAID1 of a 7200 rpm HDD and an SSD was described as the SSD).
#include "common/datasize.h"
#include "suites/runplan.h"

#include <QtTest>

using namespace DriveProof;

namespace {

Device::DeviceInfo drive(bool rotational, std::optional<int> rpm)
{
    Device::DeviceInfo d;
    d.rotational = rotational;
    d.rotationRateRpm = rpm;
    return d;
}

} // namespace

class TestRunPath : public QObject
{
    Q_OBJECT

private slots:
    void sizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qulonglong>("bytes"); // 0: refused
        QTest::newRow("plain") << QStringLiteral("4096") << 4096ull;
        QTest::newRow("k") << QStringLiteral("64k") << 65536ull;
        QTest::newRow("M") << QStringLiteral("256M") << 268435456ull;
        QTest::newRow("G") << QStringLiteral("1G") << 1073741824ull;
        QTest::newRow("GiB") << QStringLiteral("1GiB") << 1073741824ull;
        QTest::newRow("gb") << QStringLiteral(" 2gb ") << 2147483648ull;
        QTest::newRow("T") << QStringLiteral("1T") << 1099511627776ull;
        QTest::newRow("zero") << QStringLiteral("0") << 0ull;
        QTest::newRow("junk") << QStringLiteral("lots") << 0ull;
        QTest::newRow("unit only") << QStringLiteral("G") << 0ull;
        QTest::newRow("negative") << QStringLiteral("-1M") << 0ull;
        QTest::newRow("over 1 PiB") << QStringLiteral("1025T") << 0ull;
    }
    void sizes()
    {
        QFETCH(QString, text);
        QFETCH(qulonglong, bytes);
        const std::optional<quint64> parsed = parseDataSize(text);
        if (bytes == 0)
            QVERIFY2(!parsed, qPrintable(QString::number(parsed.value_or(0))));
        else
            QCOMPARE(parsed.value_or(0), quint64(bytes));
    }

    void slowestPlatterBoundsCommits_data()
    {
        QTest::addColumn<QList<Device::DeviceInfo>>("disks");
        QTest::addColumn<int>("rpm");
        const auto ssd = drive(false, 0);
        const auto ssdUnknown = drive(false, std::nullopt);
        const auto hdd7200 = drive(true, 7200);
        const auto hdd5400 = drive(true, 5400);
        const auto hddUnknown = drive(true, std::nullopt);
        QTest::newRow("none") << QList<Device::DeviceInfo>{} << 0;
        QTest::newRow("ssd") << QList{ssd} << 0;
        QTest::newRow("ssd, rate unread") << QList{ssdUnknown} << 0;
        QTest::newRow("raid1 hdd+ssd") << QList{ssd, hdd7200} << 7200;
        QTest::newRow("raid1 ssd+hdd") << QList{hdd7200, ssd} << 7200;
        QTest::newRow("two platters") << QList{hdd7200, hdd5400} << 5400;
        QTest::newRow("unknown platter") << QList{ssd, hddUnknown} << -1;
        QTest::newRow("known beats unknown") << QList{hddUnknown, hdd7200} << 7200;
    }
    void slowestPlatterBoundsCommits()
    {
        QFETCH(QList<Device::DeviceInfo>, disks);
        QFETCH(int, rpm);
        QCOMPARE(Suites::slowestRotationRpm(disks), rpm);
    }
};

QTEST_GUILESS_MAIN(TestRunPath)
#include "tst_runpath.moc"
