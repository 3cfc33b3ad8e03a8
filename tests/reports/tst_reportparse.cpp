// The report readers' pieces on their own: smartctl's printed raw values back to the drive's
// 48 bits, printed numbers in any locale's separators, and hostile input refused with the
// file (and the line) named, within bounds.
#include "drivereport/drivereport.h"
#include "drivereport/rawtext.h"
#include "drivereport/reporttext.h"
#include "health/ataattributes.h"

#include <QTest>

using namespace DriveProof;
using namespace DriveProof::DriveReport;
using Health::RawFormat;

namespace {

Health::SmartAttribute attribute(int id, quint64 raw)
{
    Health::SmartAttribute a;
    a.id = id;
    a.raw = raw;
    for (int b = 0; b < 6; ++b)
        a.rawBytes[size_t(b)] = quint8(raw >> (8 * b));
    return a;
}

} // namespace

class TestReportParse : public QObject
{
    Q_OBJECT
private slots:
    void printedTimesDecodeToThePrintedHours_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<RawFormat>("format");
        QTest::addColumn<double>("hours");
        // The milliseconds do not fit in the 48 raw bits (dialect.h): the hours stay whole.
        QTest::newRow("msec24hour32") << "18236h+21m+00.880s" << RawFormat::Msec24Hour32 << 18236.0;
        QTest::newRow("minutes") << "1234h+56m" << RawFormat::Minutes << 1234.0 + 56.0 / 60;
        QTest::newRow("half-minutes")
            << "1234h+56m" << RawFormat::HalfMinutes << 1234.0 + 56.0 / 60;
        QTest::newRow("seconds") << "20h+01m+02s" << RawFormat::Seconds << 20.0 + 62.0 / 3600;
        QTest::newRow("a family that counts hours") << "1234h+56m" << RawFormat::Raw24 << 1234.0;
        QTest::newRow("plain hours") << "41703" << RawFormat::Raw24Raw8 << 41703.0;
    }
    void printedTimesDecodeToThePrintedHours()
    {
        QFETCH(QString, text);
        QFETCH(RawFormat, format);
        QFETCH(double, hours);
        const std::optional<double> v =
            Health::decodeRaw(attribute(9, rawFromText(text, format)), format);
        QVERIFY(v);
        QVERIFY2(qAbs(*v - hours) < 1e-3, qPrintable(QString::number(*v, 'f', 4)));
    }
    void temperatureKeepsItsRange()
    {
        const Health::SmartAttribute a = attribute(
            194, rawFromText(QStringLiteral("23 (Min/Max 13/43)"), RawFormat::TempMinMax));
        const Health::TemperatureRange r = Health::ataTemperatureRange(a);
        QCOMPARE(r.current, 23);
        QCOMPARE(r.lowest, std::optional<int>(13));
        QCOMPARE(r.highest, std::optional<int>(43));
    }
    void rawValuesStayIn48Bits()
    {
        QCOMPARE(rawFromText(QStringLiteral("0x0000001c0032"), RawFormat::Raw48), 0x1c0032ull);
        QCOMPARE(rawFromText(QStringLiteral("99999999999999999999999"), RawFormat::Raw48),
                 0xFFFFFFFFFFFFull);
        QCOMPARE(rawFromText(QStringLiteral("4294967295999h+00m"), RawFormat::Msec24Hour32) >> 48,
                 0ull);
        QCOMPARE(rawFromText(QStringLiteral("garbage"), RawFormat::Raw48), 0ull);
    }
    void printedNumbersInAnyLocale_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("number");
        QTest::newRow("smartctl") << "86,115,037 [44.0 TB]" << qint64(86115037);
        QTest::newRow("dots") << "1.234.567" << qint64(1234567);
        QTest::newRow("narrow spaces") << QStringLiteral("1\u202f234") << qint64(1234);
        QTest::newRow("hex") << "0x04" << qint64(4);
        QTest::newRow("unit after") << "44 Celsius" << qint64(44);
        QTest::newRow("none") << "-" << qint64(-1);
        QTest::newRow("too large") << "99999999999999999999" << qint64(-1);
    }
    void printedNumbersInAnyLocale()
    {
        QFETCH(QString, text);
        QFETCH(qint64, number);
        QCOMPARE(printedNumber(text).value_or(-1), number);
    }
    void selfTestWordsBecomeTheLogsCodes()
    {
        QCOMPARE(selfTestSubcommand(QStringLiteral("Short offline")), quint8(0x01));
        QCOMPARE(selfTestSubcommand(QStringLiteral("Extended captive")), quint8(0x82));
        QCOMPARE(selfTestSubcommand(QStringLiteral("Vendor (0xff)")), quint8(0xFF));
        QCOMPARE(selfTestStatusCode(QStringLiteral("Completed: read failure")), 7);
        QCOMPARE(selfTestStatusCode(QStringLiteral("Interrupted (host reset)")), 2);
        QCOMPARE(selfTestStatusCode(QStringLiteral("Self-test routine in progress")), 15);
    }
    void hostileInputIsRefusedNamingTheFile_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("no drive report");
        QTest::newRow("binary") << QByteArray(4096, '\x01') << QStringLiteral("no drive report");
        QTest::newRow("too large")
            << QByteArray(kMaxReportBytes + 1, 'a') << QStringLiteral("larger");
        QTest::newRow("broken JSON") << QByteArray("{\"smartctl\": [") << QStringLiteral("JSON");
        QTest::newRow("JSON of something else")
            << QByteArray("{\"a\": 1}") << QStringLiteral("no drive report");
        QByteArray many("ID# ATTRIBUTE_NAME          FLAGS    VALUE WORST THRESH FAIL RAW_VALUE\n");
        for (int i = 1; i <= 31; ++i)
            many += QByteArray::number(i) + " Attr  PO--CK   100   100   000    -    0\n";
        QTest::newRow("31 attributes") << many << QStringLiteral("line 32");
    }
    void hostileInputIsRefusedNamingTheFile()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, says);
        const Result<ReportFacts> r = readReport(content, QStringLiteral("seller.txt"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(QLatin1String("seller.txt")),
                 qPrintable(r.error().message));
        QVERIFY2(r.error().message.contains(says), qPrintable(r.error().message));
    }
    void nvmeLogBytesRoundTrip()
    {
        Cache::NvmeHealthLog l;
        l.criticalWarning = 0x04;
        l.temperatureKelvin = 317;
        l.percentageUsed = 114;
        l.dataUnitsWritten = 337802357;
        l.powerOnHours = 5231;
        l.mediaErrors = 3;
        l.sensorKelvin[4] = 346;
        const Result<Cache::NvmeHealthLog> back = Cache::parseHealthLog(nvmeHealthLogBytes(l));
        QVERIFY(back.ok());
        QCOMPARE(back->criticalWarning, l.criticalWarning);
        QCOMPARE(back->temperatureKelvin, l.temperatureKelvin);
        QCOMPARE(back->percentageUsed, l.percentageUsed);
        QCOMPARE(back->dataUnitsWritten, l.dataUnitsWritten);
        QCOMPARE(back->powerOnHours, l.powerOnHours);
        QCOMPARE(back->mediaErrors, l.mediaErrors);
        QCOMPARE(back->sensorKelvin[4], l.sensorKelvin[4]);
    }
};

QTEST_GUILESS_MAIN(TestReportParse)
#include "tst_reportparse.moc"
