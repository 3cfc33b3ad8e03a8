// The dialect file (resources/dialects/ata-dialects.json) parses, every family cites its
// source and matches the models it is for, and each raw format decodes as its definition
// says; a damaged file is refused with the family named.
#include "health/dialect.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Health;

namespace {

SmartAttribute attribute(int id, quint64 raw, int value = 100)
{
    SmartAttribute a;
    a.id = id;
    a.value = value;
    a.worst = value;
    a.raw = raw;
    for (int b = 0; b < 6; ++b)
        a.rawBytes[size_t(b)] = quint8(raw >> (8 * b));
    return a;
}

QByteArray builtInFile()
{
    QFile f(QStringLiteral(DRIVEPROOF_SOURCE_DIR "/resources/dialects/ata-dialects.json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestDialect : public QObject
{
    Q_OBJECT
private slots:
    void builtInFileParses()
    {
        const Result<DialectDatabase> db = DialectDatabase::parse(builtInFile());
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().message));
        QVERIFY(db->families().size() >= 60);
        // The copy built in is the file in the tree.
        QCOMPARE(DialectDatabase::builtIn().families().size(), db->families().size());
        QVERIFY(db->databaseSource().startsWith(QLatin1String("smartmontools drivedb.h")));
    }
    void everyFamilyCitesItsSourceAndHasOneAttributePerRole()
    {
        const DialectDatabase &db = DialectDatabase::builtIn();
        QList<DriveFamily> all = db.families();
        all.prepend(db.defaults());
        for (const DriveFamily &f : all) {
            QVERIFY2(f.source.contains(QLatin1String("drivedb.h")), qPrintable(f.name));
            QVERIFY2(f.model.isValid() && !f.model.pattern().isEmpty(), qPrintable(f.name));
            QSet<int> roles;
            QSet<int> ids;
            for (const AttributeDialect &a : f.attributes) {
                QVERIFY2(!ids.contains(a.id), qPrintable(f.name + QString::number(a.id)));
                ids.insert(a.id);
                if (a.role) {
                    QVERIFY2(!roles.contains(int(*a.role)), qPrintable(f.name));
                    roles.insert(int(*a.role));
                }
            }
        }
    }
    void damagedFilesAreRefusedNamingTheFamily_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("named");
        const QByteArray good =
            "{\"families\":[{\"family\":\"DEFAULT\",\"source\":\"s\",\"model\":\".*\", \"attributes\":[{\"id\":9,\"name\":\"Power_On_Hours\",\"format\":\"raw24\",\"unit\":\"hours\"}]}]}";
        QTest::newRow("not JSON") << QByteArray("{") << QString();
        QTest::newRow("no DEFAULT")
            << QByteArray("{\"families\":[{\"family\":\"X\",\"source\":\"s\",\"model\":\"A\"}]}")
            << QStringLiteral("DEFAULT");
        QTest::newRow("no source")
            << QByteArray("{\"families\":[{\"family\":\"X\",\"model\":\"A\"}]}")
            << QStringLiteral("X");
        QTest::newRow("bad pattern")
            << QByteArray("{\"families\":[{\"family\":\"X\",\"source\":\"s\",\"model\":\"(A\"}]}")
            << QStringLiteral("X");
        QTest::newRow("unknown format")
            << QByteArray(good).replace("raw24", "raw99") << QStringLiteral("DEFAULT");
        QTest::newRow("unknown role")
            << QByteArray(good).replace("\"unit\":\"hours\"", "\"unit\":\"hours\",\"role\":\"x\"")
            << QStringLiteral("DEFAULT");
    }
    void damagedFilesAreRefusedNamingTheFamily()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, named);
        const Result<DialectDatabase> db = DialectDatabase::parse(json);
        QVERIFY(!db.ok());
        QVERIFY2(db.error().message.contains(named), qPrintable(db.error().message));
    }
    void formatsDecodeAsDefined_data()
    {
        QTest::addColumn<RawFormat>("format");
        QTest::addColumn<quint64>("raw");
        QTest::addColumn<double>("decoded");
        QTest::newRow("raw48") << RawFormat::Raw48 << 0x123456789ABCull
                               << double(0x123456789ABCull);
        QTest::newRow("raw24 drops the upper bytes")
            << RawFormat::Raw24 << 0x0500000186A0ull << 100000.0;
        QTest::newRow("raw16") << RawFormat::Raw16 << 0x000700000010ull << 16.0;
        QTest::newRow("minutes: 90 min") << RawFormat::Minutes << 90ull << 1.5;
        QTest::newRow("half-minutes: 7200 = 60 h") << RawFormat::HalfMinutes << 7200ull << 60.0;
        QTest::newRow("seconds: 36000 = 10 h") << RawFormat::Seconds << 36000ull << 10.0;
        // Hours in bytes 3:0, milliseconds above: 18236 h and 1,260,880 ms (21 min 0.88 s).
        // Hours in bytes 3:0; the milliseconds above them run past the 48 bits.
        QTest::newRow("msec24hour32")
            << RawFormat::Msec24Hour32 << (quint64(0x1234) << 32 | 18236) << 18236.0;
        QTest::newRow("temp10x") << RawFormat::Temp10x << 355ull << 35.5;
        QTest::newRow("tempminmax: byte 0") << RawFormat::TempMinMax << 0x00002D140023ull << 35.0;
    }
    void formatsDecodeAsDefined()
    {
        QFETCH(RawFormat, format);
        QFETCH(quint64, raw);
        QFETCH(double, decoded);
        const std::optional<double> v = decodeRaw(attribute(9, raw), format);
        QVERIFY(v.has_value());
        QVERIFY2(qAbs(*v - decoded) < 1e-6, qPrintable(QString::number(*v, 'f', 6)));
        QVERIFY(!decodeRaw(attribute(9, raw), RawFormat::Normalized).has_value());
    }
    void modelsFindTheirFamily_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("firmware");
        QTest::addColumn<QString>("family");
        // Models of the recorded reports (tests/fixtures/reports) and the family smartctl named.
        QTest::newRow("Intel 530") << "INTEL SSDSC2BW240A4"
                                   << "DC12"
                                   << "Intel 53x and Pro 1500/2500 Series SSDs";
        QTest::newRow("Samsung SSD 850 EVO 500GB") << "Samsung SSD 850 EVO 500GB"
                                                   << "EMT02B6Q"
                                                   << "Samsung based SSDs";
        QTest::newRow("CT500MX500SSD1") << "CT500MX500SSD1"
                                        << "M3CR023"
                                        << "Crucial/Micron Client SSDs";
        QTest::newRow("M4-CT256M4SSD2") << "M4-CT256M4SSD2"
                                        << "0309"
                                        << "Crucial/Micron RealSSD m4/C400/P400";
        QTest::newRow("KINGSTON SV300S37A120G") << "KINGSTON SV300S37A120G"
                                                << "505ABBF0"
                                                << "SandForce Driven SSDs";
        QTest::newRow("KINGSTON SA400S37240G") << "KINGSTON SA400S37240G"
                                               << "SBFK71E0"
                                               << "Phison Driven SSDs";
        QTest::newRow("ST8000DM004-2CX188") << "ST8000DM004-2CX188"
                                            << "0001"
                                            << "Seagate BarraCuda 3.5 (SMR)";
        QTest::newRow("Maxtor 6L250S0") << "Maxtor 6L250S0"
                                        << "BANC1G10"
                                        << "Maxtor DiamondMax 10 (ATA/133 and SATA/150)";
        QTest::newRow("SAMSUNG HM080HC") << "SAMSUNG HM080HC"
                                         << "HP100-10"
                                         << "SAMSUNG SpinPoint M40/60/80";
        QTest::newRow("FUJITSU MHV2080AH") << "FUJITSU MHV2080AH"
                                           << "00000000"
                                           << "Fujitsu MHV";
        // A Seagate-made DiamondMax without "MAXTOR" in its model counts hours: DEFAULT.
        QTest::newRow("STM3500418AS") << "STM3500418AS"
                                      << "CC38" << QString();
        QTest::newRow("unknown model") << "NO SUCH DRIVE 1"
                                       << "1" << QString();
    }
    void modelsFindTheirFamily()
    {
        QFETCH(QString, model);
        QFETCH(QString, firmware);
        QFETCH(QString, family);
        const DriveFamily *f = DialectDatabase::builtIn().match(model, firmware);
        QCOMPARE(f ? f->name : QString(), family);
    }
    void unknownModelKeepsDefaultNamesAndNoDataUnit()
    {
        SmartData data;
        data.attributes << attribute(9, 1234) << attribute(241, 5'000'000);
        const DialectFacts f = dialectFacts(data, QStringLiteral("NO SUCH DRIVE"), QString());
        QCOMPARE(f.family, nullptr);
        QCOMPARE(f.powerOnHours, std::optional<qint64>(1234));
        // 241 counts 512-byte sectors on one maker and 32 MiB on another: not guessed.
        QVERIFY(!f.bytesWritten.has_value());
        const AttributeDialect a = DialectDatabase::builtIn().attribute(nullptr, 241);
        QVERIFY(!a.unitKnown());
    }
    void intelCountsWritesIn32MiB()
    {
        // Attribute 241 of the recorded Intel 530 report: 8,662,334 units of 32 MiB.
        SmartData data;
        data.attributes << attribute(9, quint64(1260880) << 32 | 18236) << attribute(241, 8662334)
                        << attribute(233, 0, 18);
        const DialectFacts f =
            dialectFacts(data, QStringLiteral("INTEL SSDSC2BW240A4"), QStringLiteral("DC12"));
        QVERIFY(f.family);
        QCOMPARE(f.powerOnHours, std::optional<qint64>(18236));
        QCOMPARE(f.bytesWritten, std::optional<qint64>(qint64(8662334) * 32 * 1024 * 1024));
        QCOMPARE(f.wearPercentUsed, std::optional<int>(82)); // normalised 18 of 100 left
    }
};

QTEST_GUILESS_MAIN(TestDialect)
#include "tst_dialect.moc"
