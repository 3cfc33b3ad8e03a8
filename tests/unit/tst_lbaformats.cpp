// NVMe LBA formats (issue 23): Identify Namespace images written from the spec
// (tests/fixtures/nvme/identify-namespace-*.hex) decoded field by field, the format in use
// (with FLBAS bits 6:5 beyond 16 formats), the bounds the parser keeps, the advice and the
// command it names (never run), and the records' a{sv} and JSON carrying them.
#include "health/health.h"
#include "health/lbaformats.h"
#include "hexfixture.h"
#include "report/drivestatejson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Health;

namespace {

QByteArray fixture(const QString &name)
{
    const HexFixture fx = readHexFixture(QStringLiteral("nvme/") + name);
    if (!fx.error.isEmpty())
        qFatal("%s", qPrintable(fx.error));
    return fx.bytes;
}

QStringList codes(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << f.code;
    return out;
}

const Finding *find(const QList<Finding> &findings, const char *code)
{
    for (const Finding &f : findings) {
        if (f.code == QLatin1String(code))
            return &f;
    }
    return nullptr;
}

QStringList words(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *w : list)
        out << QLatin1String(w);
    return out;
}

} // namespace

class TestLbaFormats : public QObject
{
    Q_OBJECT
private slots:
    void qemuNamespace()
    {
        const auto f = parseNvmeLbaFormats(fixture(QStringLiteral("identify-namespace-qemu.hex")));
        QVERIFY2(f.ok(), qPrintable(f ? QString() : f.error().message));
        QCOMPARE(f->formats.size(), 8);
        QCOMPARE(f->inUse, 0);
        QVERIFY(!f->metadataExtended);
        const int ms[] = {0, 8, 16, 64, 0, 8, 16, 64};
        for (int i = 0; i < 8; ++i) {
            const NvmeLbaFormat &lf = f->formats.at(i);
            QCOMPARE(lf.index, i);
            QCOMPARE(lf.metadataBytes, ms[i]);
            QCOMPARE(lf.dataBytes(), i < 4 ? 512 : 4096);
            QCOMPARE(lf.performance, LbaPerformance::Best);
        }
        QCOMPARE(fasterLbaFormat(f.value()), -1);
        const QList<Finding> a = assessLbaFormats(QStringLiteral("/dev/nvme0n1"), f.value());
        QCOMPARE(codes(a), (QStringList{QLatin1String(LbaFormatCode::kInUse),
                                        QLatin1String(LbaFormatCode::kFastestInUse)}));
        QCOMPARE(a.at(0).arguments, words({"0", "512", "0", "best"}));
        QCOMPARE(a.at(1).arguments, words({"8"}));
        QCOMPARE(a.at(1).severity, Severity::Good);
    }

    void fasterFormatOffered()
    {
        const auto f =
            parseNvmeLbaFormats(fixture(QStringLiteral("identify-namespace-client-512.hex")));
        QVERIFY(f.ok());
        QCOMPARE(f->formats.size(), 2);
        QCOMPARE(f->current().dataBytes(), 512);
        QCOMPARE(f->current().performance, LbaPerformance::Good);
        QCOMPARE(f->formats.at(1).performance, LbaPerformance::Better);
        QCOMPARE(fasterLbaFormat(f.value()), 1);
        const QList<Finding> a = assessLbaFormats(QStringLiteral("/dev/nvme0n1"), f.value());
        const Finding *advice = find(a, LbaFormatCode::kFasterOffered);
        QVERIFY(advice);
        QCOMPARE(advice->severity, Severity::Info);
        QCOMPARE(advice->arguments, words({"/dev/nvme0n1", "512", "good", "1", "4096", "better"}));
        const QString text = lbaFormatText(*advice);
        QVERIFY2(text.contains(QLatin1String("nvme format /dev/nvme0n1 --lbaf=1")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLocale().toString(4096)), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("never")), qPrintable(text));
    }

    // More than 16 formats: FLBAS bits 6:5 are the index's bits 5:4.
    void formatIndexAbove15()
    {
        const auto f = parseNvmeLbaFormats(fixture(QStringLiteral("identify-namespace-many.hex")));
        QVERIFY(f.ok());
        QCOMPARE(f->formats.size(), 20);
        QCOMPARE(f->inUse, 17);
        QVERIFY(f->metadataExtended);
        QCOMPARE(f->current().metadataBytes, 8);
        QCOMPARE(f->current().dataBytes(), 4096);
        QVERIFY(!f->formats.at(19).available());
        QCOMPARE(f->formats.at(19).dataBytes(), 0);
        QCOMPARE(fasterLbaFormat(f.value()), 18);
        const QList<Finding> a = assessLbaFormats(QStringLiteral("/dev/nvme1n2"), f.value());
        QVERIFY(find(a, LbaFormatCode::kMetadataInUse));
        QCOMPARE(find(a, LbaFormatCode::kFasterOffered)->arguments.value(3), QStringLiteral("18"));
    }

    // With 16 formats or fewer bits 6:5 were reserved: a drive setting them still means
    // the low bits' format.
    void highBitsIgnoredWithFewFormats()
    {
        QByteArray b = fixture(QStringLiteral("identify-namespace-client-512.hex"));
        b[26] = char(0x61); // bits 6:5 set, index 1
        const auto f = parseNvmeLbaFormats(b);
        QVERIFY(f.ok());
        QCOMPARE(f->inUse, 1);
        QCOMPARE(fasterLbaFormat(f.value()), -1);
    }

    void onlyOneFormat()
    {
        QByteArray b = fixture(QStringLiteral("identify-namespace-client-512.hex"));
        b[25] = 0;
        const auto f = parseNvmeLbaFormats(b);
        QVERIFY(f.ok());
        QCOMPARE(codes(assessLbaFormats(QStringLiteral("/dev/nvme0n1"), f.value())),
                 (QStringList{QLatin1String(LbaFormatCode::kInUse),
                              QLatin1String(LbaFormatCode::kOnlyOne)}));
    }

    void bounds()
    {
        const QByteArray good = fixture(QStringLiteral("identify-namespace-qemu.hex"));
        QVERIFY(!parseNvmeLbaFormats(QByteArray()).ok());
        QVERIFY(!parseNvmeLbaFormats(good.left(26)).ok());
        QVERIFY(parseNvmeLbaFormats(good.left(128 + 4 * 8)).ok());
        QVERIFY(!parseNvmeLbaFormats(good.left(128 + 4 * 8 - 1)).ok());
        QByteArray tooMany = good;
        tooMany[25] = char(64); // 65 formats: more than bytes 128..383 hold
        QVERIFY(!parseNvmeLbaFormats(tooMany).ok());
        QByteArray most = good;
        most[25] = char(63);
        QVERIFY(parseNvmeLbaFormats(most).ok());
        QVERIFY(!parseNvmeLbaFormats(most.left(383)).ok());
        QByteArray outside = good;
        outside[26] = char(0x08); // format 8 of 8 (0..7)
        QVERIFY(!parseNvmeLbaFormats(outside).ok());
    }

    void recordsCarryTheNamespace()
    {
        HealthRecords r;
        r.nvmeHealthLog = QByteArray(512, '\0');
        r.nvmeIdentifyNamespace = fixture(QStringLiteral("identify-namespace-client-512.hex"));
        const HealthRecords back = HealthRecords::fromVariantMap(r.toVariantMap());
        QCOMPARE(back.nvmeIdentifyNamespace, r.nvmeIdentifyNamespace);
    }

    void json()
    {
        HealthSummary h;
        h.device = QStringLiteral("/dev/nvme0n1");
        h.records.nvmeIdentifyNamespace =
            fixture(QStringLiteral("identify-namespace-client-512.hex"));
        const QJsonObject lbaf = Report::healthToJson(h, true)
                                     .value(QStringLiteral("records"))
                                     .toObject()
                                     .value(QStringLiteral("nvme_lba_formats"))
                                     .toObject();
        QCOMPARE(lbaf.value(QStringLiteral("in_use")).toInt(-1), 0);
        QCOMPARE(lbaf.value(QStringLiteral("faster")).toInt(-1), 1);
        const QJsonArray formats = lbaf.value(QStringLiteral("formats")).toArray();
        QCOMPARE(formats.size(), 2);
        const QJsonObject one = formats.at(1).toObject();
        QCOMPARE(one.value(QStringLiteral("data_bytes")).toInt(), 4096);
        QCOMPARE(one.value(QStringLiteral("metadata_bytes")).toInt(-1), 0);
        QCOMPARE(one.value(QStringLiteral("relative_performance")).toInt(-1), 1);
        QCOMPARE(one.value(QStringLiteral("performance")).toString(), QStringLiteral("better"));
        QCOMPARE(one.value(QStringLiteral("in_use")).toBool(true), false);
        const QJsonArray findings = lbaf.value(QStringLiteral("findings")).toArray();
        QCOMPARE(findings.size(), 2);
        QCOMPARE(findings.at(1).toObject().value(QStringLiteral("code")).toString(),
                 QLatin1String(LbaFormatCode::kFasterOffered));
        // Without the bytes (an older helper, an ATA drive) the key is absent.
        h.records.nvmeIdentifyNamespace.clear();
        QVERIFY(!Report::healthToJson(h, true)
                     .value(QStringLiteral("records"))
                     .toObject()
                     .contains(QStringLiteral("nvme_lba_formats")));
    }
};

QTEST_GUILESS_MAIN(TestLbaFormats)
#include "tst_lbaformats.moc"
