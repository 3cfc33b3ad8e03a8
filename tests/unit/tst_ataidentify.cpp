// IDENTIFY DEVICE data through the pure ATA codec: captured layouts (tests/fixtures/ata and
// tests/fixtures/identify) in both hdparm text and raw form, hex words both ways, and
// malformed input of every kind.
#include "ata/atacodec.h"

#include "hexfixture.h"
#include "identifyfixtures.h"

#include <QTest>

using namespace DriveProof::Ata;
using namespace IdentifyFixtures;
using DriveProof::Result;

namespace {

quint16 wordAt(const QByteArray &raw, int word)
{
    return quint16(quint8(raw[2 * word]) | quint8(raw[2 * word + 1]) << 8);
}

void setWord(QByteArray &raw, int word, quint16 value)
{
    raw[2 * word] = char(value & 0xFF);
    raw[2 * word + 1] = char(value >> 8);
}

// Word 255: A5h signature and a checksum byte that makes all 512 bytes sum to zero.
void fixChecksum(QByteArray &raw)
{
    raw[510] = char(0xA5);
    quint8 sum = 0;
    for (int i = 0; i < 511; ++i)
        sum = quint8(sum + quint8(raw[i]));
    raw[511] = char(quint8(0x100 - sum));
}

} // namespace

class TestAtaIdentify : public QObject
{
    Q_OBJECT
private slots:
    // QEMU's ide-hd with model=ST2000DM008-2FR102, rotation_rate=7200, as captured: the
    // full 40-character model that INQUIRY cuts to 16, word 217, and the WWN words.
    void capturedIdentifyHasFullModelRotationAndWwn()
    {
        const HexFixture fx = readHexFixture(QStringLiteral("ata/qemu-st2000-identify.hex"));
        QVERIFY2(fx.error.isEmpty(), qPrintable(fx.error));
        Result<AtaIdentifyData> id = parseAtaIdentify(fx.bytes);
        QVERIFY(id.ok());
        QCOMPARE(id->model, QStringLiteral("ST2000DM008-2FR102"));
        QCOMPARE(id->serial, QStringLiteral("ZFL0A1B2"));
        QCOMPARE(id->rotation, AtaRotation::Rotating);
        QCOMPARE(id->rotationRateRpm, 7200);
        QVERIFY(id->wwn.isEmpty()); // QEMU sets no WWN unless asked (word 87 bit 8 clear)
        // Word 87 bit 8 with NAA 5 in word 108: "0x" and the four words, word 108 first.
        QByteArray withWwn = fx.bytes;
        const auto setWord = [&withWwn](int word, quint16 value) {
            withWwn[2 * word] = char(value & 0xFF);
            withWwn[2 * word + 1] = char(value >> 8);
        };
        const quint16 w87 = quint16(quint8(withWwn[174]) | quint8(withWwn[175]) << 8);
        setWord(87, w87 | 0x0100);
        setWord(108, 0x5000);
        setWord(109, 0xC500);
        setWord(110, 0xA1B2);
        setWord(111, 0xC3D4);
        id = parseAtaIdentify(withWwn);
        QVERIFY(id.ok());
        QCOMPARE(id->wwn, QStringLiteral("0x5000c500a1b2c3d4"));
        const HexFixture ssd = readHexFixture(QStringLiteral("ata/qemu-samsung870-identify.hex"));
        const Result<AtaIdentifyData> s = parseAtaIdentify(ssd.bytes);
        QVERIFY(s.ok());
        QCOMPARE(s->model, QStringLiteral("Samsung SSD 870 EVO 1TB"));
        QCOMPARE(s->rotation, AtaRotation::NonRotating);
    }
    void identifyFixtures_data();
    void identifyFixtures();
    void hexWordsRoundTrip();
    void hexWordsLenient();
    void hexWordsErrors_data();
    void hexWordsErrors();
    void identifyErrors_data();
    void identifyErrors();
    void identifyOddButValid();
    void dumpFormatDetection();
};

void TestAtaIdentify::identifyFixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("serial");
    QTest::addColumn<QString>("firmware");
    QTest::addColumn<quint64>("sectors");
    QTest::addColumn<bool>("lba48");
    QTest::addColumn<int>("logical");
    QTest::addColumn<int>("physical");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("rpm");        // -1 not reported, 0 non-rotating
    QTest::addColumn<int>("writeCache"); // 0 unsupported, 1 supported+off, 2 supported+on
    QTest::addColumn<int>("ncqDepth");   // 0 = no NCQ
    QTest::addColumn<bool>("trim");
    QTest::addColumn<bool>("checksum");
    QTest::newRow("512e 7200 rpm") << "hdd-512e-7200rpm.txt"
                                   << "HGST HDS721010DLE630"
                                   << "MSK4235H0TEST1"
                                   << "MS2OA5Q0" << quint64(1953525168) << true << 512 << 4096 << 0
                                   << 7200 << 2 << 32 << false << true;
    QTest::newRow("SSD TRIM cache off") << "ssd-sata-trim-cache-off.txt"
                                        << "Samsung SSD 870 QVO 4TB"
                                        << "S5STNF0T000001X"
                                        << "SVQ02B6Q" << quint64(7814037168) << true << 512 << 512
                                        << 0 << 0 << 1 << 32 << true << true;
    QTest::newRow("4Kn") << "hdd-4kn.txt"
                         << "HGST HUH721010ALN604"
                         << "7JH0TEST"
                         << "LHGNW384" << quint64(2441609216) << true << 4096 << 4096 << 0 << 7200
                         << 2 << 32 << false << true;
    QTest::newRow("offset 512") << "hdd-512e-offset.txt"
                                << "WDC WD10EARS-00Y5B1"
                                << "WD-WCAV5TEST0001"
                                << "80.00A80" << quint64(1953525168) << true << 512 << 4096 << 512
                                << -1 << 2 << 32 << false << true;
    QTest::newRow("legacy PATA") << "legacy-pata.txt"
                                 << "Maxtor 6Y120P0"
                                 << "Y3TEST0E"
                                 << "YAR41BW0" << quint64(240121728) << false << 512 << 512 << 0
                                 << -1 << 2 << 0 << false << false;
}

void TestAtaIdentify::identifyFixtures()
{
    QFETCH(QString, file);
    const QByteArray text = fixtureText(file);
    const Result<QByteArray> fromText = parseAtaHexWords(text);
    QVERIFY2(fromText.ok(), qPrintable(fromText ? QString() : fromText.error().message));
    const QByteArray raw = rawTwin(text);
    QCOMPARE(fromText.value(), raw); // both formats are the same 512 bytes

    const Result<AtaIdentifyData> parsed = parseAtaIdentify(raw);
    QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().message));
    const AtaIdentifyData &id = parsed.value();
    QTEST(id.model, "model");
    QTEST(id.serial, "serial");
    QTEST(id.firmware, "firmware");
    QTEST(id.sectors, "sectors");
    QTEST(id.lba48, "lba48");
    QTEST(id.logicalSectorBytes, "logical");
    QTEST(id.physicalSectorBytes, "physical");
    QTEST(id.alignmentOffsetBytes, "offset");
    QCOMPARE(id.capacityBytes, qint64(id.sectors) * id.logicalSectorBytes);
    QFETCH(int, rpm);
    const AtaRotation rotation = rpm < 0    ? AtaRotation::NotReported
                                 : rpm == 0 ? AtaRotation::NonRotating
                                            : AtaRotation::Rotating;
    QCOMPARE(id.rotation, rotation);
    QCOMPARE(id.rotationRateRpm, qMax(rpm, 0));
    QFETCH(int, writeCache);
    QCOMPARE(id.writeCacheSupported, std::optional<bool>(writeCache > 0));
    QCOMPARE(id.writeCacheEnabled, std::optional<bool>(writeCache == 2));
    QFETCH(int, ncqDepth);
    QCOMPARE(id.ncqSupported, ncqDepth > 0);
    QCOMPARE(id.ncqQueueDepth, ncqDepth);
    QTEST(id.trimSupported, "trim");
    QTEST(id.checksumPresent, "checksum");
    QVERIFY(!id.responseIncomplete);
}

void TestAtaIdentify::hexWordsRoundTrip()
{
    const QByteArray raw = rawTwin(fixtureText(QStringLiteral("hdd-4kn.txt")));
    const QByteArray text = formatAtaHexWords(raw);
    QCOMPARE(text.count('\n'), 32);
    QVERIFY(text.startsWith("045a 3fff c837 0010 0000 0000 003f 0000\n"));
    QCOMPARE(parseAtaHexWords(text).value(), raw);
}

void TestAtaIdentify::hexWordsLenient()
{
    // CRLF, tabs, upper case, several header lines and blank lines are all fine.
    const QByteArray raw = rawTwin(fixtureText(QStringLiteral("hdd-512e-7200rpm.txt")));
    QByteArray text = "\r\n/dev/sda:\r\n IO_support   =  0 (default 16-bit)\r\n\r\n";
    text += formatAtaHexWords(raw).toUpper().replace(' ', '\t').replace("\n", "\r\n");
    QCOMPARE(parseAtaHexWords(text).value(), raw);
}

void TestAtaIdentify::hexWordsErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const QByteArray good = formatAtaHexWords(rawTwin(fixtureText(QStringLiteral("hdd-4kn.txt"))));
    QByteArray badToken = good;
    badToken.replace(8 * 5 * 3 + 5, 4, "zz12"); // line 4, word 2
    QTest::newRow("bad token") << badToken << QStringLiteral("Line 4: 'zz12' is not a word");
    QByteArray fiveDigits = good;
    fiveDigits.replace(0, 4, "045a0");
    QTest::newRow("five digits") << fiveDigits << QStringLiteral("Line 1: '045a0'");
    QTest::newRow("prefixed") << QByteArray("0x045a 3fff\n") << QStringLiteral("Line 1: '0x045a'");
    QTest::newRow("garbage") << QByteArray("hello world\nthis is not a dump\n")
                             << QStringLiteral("No IDENTIFY words");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("No IDENTIFY words");
    QTest::newRow("binary") << QByteArray(1000, '\x01') << QStringLiteral("No IDENTIFY words");
    QTest::newRow("one short") << good.left(good.size() - 5) + '\n'
                               << QStringLiteral("Line 32: the words end after 255 word(s)");
    QTest::newRow("one more") << good + "0000\n" << QStringLiteral("Line 33: more than 256");
    QTest::newRow("two dumps") << good + good << QStringLiteral("Line 33: more than 256");
    QTest::newRow("text after") << good + "Checksum: correct\n"
                                << QStringLiteral("Line 33: 'Checksum:'");
    QTest::newRow("escape shown safely")
        << QByteArray("0000 \x1b[31m\n") << QStringLiteral("'?[31m'");
}

void TestAtaIdentify::hexWordsErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const Result<QByteArray> r = parseAtaHexWords(text);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().message.contains(expected), qPrintable(r.error().message));
}

void TestAtaIdentify::identifyErrors_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");
    const QByteArray good = rawTwin(fixtureText(QStringLiteral("hdd-512e-7200rpm.txt")));
    QTest::newRow("empty") << QByteArray() << QStringLiteral("this has 0 byte(s)");
    QTest::newRow("short") << good.left(511) << QStringLiteral("exactly 512 bytes; this has 511");
    QTest::newRow("long") << good + '\0' << QStringLiteral("this has 513 byte(s)");
    QTest::newRow("zeros") << QByteArray(512, '\0') << QStringLiteral("all zeros");
    QTest::newRow("ones") << QByteArray(512, char(0xFF)) << QStringLiteral("all FFh");
    QByteArray flipped = good;
    flipped[100] = char(flipped[100] ^ 0x20);
    QTest::newRow("bad checksum") << flipped << QStringLiteral("checksum in word 255 is wrong");
    QByteArray atapi = good;
    setWord(atapi, 0, 0x85C0); // IDENTIFY PACKET DEVICE of a CD-ROM
    fixChecksum(atapi);
    QTest::newRow("ATAPI") << atapi << QStringLiteral("Word 0 is 85c0h");
    QByteArray tinySector = good;
    setWord(tinySector, 106, 0x5000); // logical sector size in words 117-118 ...
    setWord(tinySector, 117, 0x0000); // ... of zero
    fixChecksum(tinySector);
    QTest::newRow("logical 0") << tinySector << QStringLiteral("logical sector size of 0 bytes");
    QByteArray hugePhysical = good;
    setWord(hugePhysical, 106, 0x600F); // 2^15 logical sectors per physical sector
    fixChecksum(hugePhysical);
    QTest::newRow("physical 16 MiB")
        << hugePhysical << QStringLiteral("physical sector size of 16777216");
}

void TestAtaIdentify::identifyErrors()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    const Result<AtaIdentifyData> r = parseAtaIdentify(data);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().message.contains(expected), qPrintable(r.error().message));
}

void TestAtaIdentify::identifyOddButValid()
{
    QByteArray raw = rawTwin(fixtureText(QStringLiteral("hdd-512e-7200rpm.txt")));
    setWord(raw, 0, 0x848A);   // CompactFlash signature: an ATA device after all
    setWord(raw, 27, 0x1B5B);  // ESC '[' in the model: never reaches a terminal
    setWord(raw, 83, 0x0000);  // words 82-84 not valid: cache support unknown
    setWord(raw, 217, 0x0400); // reserved rotation value: not reported
    setWord(raw, 76, 0xFFFF);  // not a SATA device: no NCQ, whatever bit 8 says
    fixChecksum(raw);
    const Result<AtaIdentifyData> r = parseAtaIdentify(raw);
    QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().message));
    QVERIFY(r->model.startsWith(QLatin1String("?[")));
    QVERIFY(!r->writeCacheSupported.has_value());
    QCOMPARE(r->writeCacheEnabled, std::optional<bool>(true)); // word 87 is still valid
    QVERIFY(!r->lba48);
    QCOMPARE(r->sectors, quint64(0x0FFFFFFF)); // words 60-61 when 48-bit is unknown
    QCOMPARE(r->rotation, AtaRotation::NotReported);
    QVERIFY(!r->ncqSupported);
    QCOMPARE(wordAt(raw, 255) & 0xFF, 0xA5);
}

void TestAtaIdentify::dumpFormatDetection()
{
    const QByteArray text = fixtureText(QStringLiteral("ssd-sata-trim-cache-off.txt"));
    AtaDumpFormat format = AtaDumpFormat::Raw;
    QCOMPARE(decodeAtaIdentifyDump(text, &format).value(), rawTwin(text));
    QCOMPARE(format, AtaDumpFormat::HexWords);
    QCOMPARE(decodeAtaIdentifyDump(rawTwin(text), &format).value(), rawTwin(text));
    QCOMPARE(format, AtaDumpFormat::Raw);
    const Result<QByteArray> bad = decodeAtaIdentifyDump(QByteArray(600, '\x7f'), &format);
    QVERIFY(!bad.ok());
    QCOMPARE(format, AtaDumpFormat::HexWords);
}

QTEST_GUILESS_MAIN(TestAtaIdentify)
#include "tst_ataidentify.moc"
