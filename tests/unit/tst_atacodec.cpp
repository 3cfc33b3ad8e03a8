// The pure ATA codec: ATA PASS-THROUGH (16) CDBs byte by byte against the SAT-3 layout, and
// sense data from libata and bridges (descriptor and fixed format, success, ABORT, cut off,
// unknown). IDENTIFY DEVICE data is in tst_ataidentify.cpp.
#include "ata/atacodec.h"

#include <QTest>

using namespace DriveProof::Ata;
using DriveProof::Result;

namespace {

QByteArray bytes(std::initializer_list<int> values)
{
    QByteArray b;
    for (const int v : values)
        b.append(char(v));
    return b;
}

QByteArray cdbBytes(const AtaCdb16 &cdb)
{
    return QByteArray(reinterpret_cast<const char *>(cdb.data()), qsizetype(cdb.size()));
}

// A descriptor-format sense buffer with one ATA Status Return descriptor.
QByteArray descriptorSense(int key, int asc, int ascq, int error, int status, int device = 0x40)
{
    return bytes({0x72,  key, asc, ascq, 0, 0, 0, 0x0E, 0x09, 0x0C,   0x00,
                  error, 0,   0,   0,    0, 0, 0, 0,    0,    device, status});
}

} // namespace

class TestAtaCodec : public QObject
{
    Q_OBJECT
private slots:
    // The SMART commands as DriveProof sends them, byte for byte what QEMU's AHCI disk
    // answered on Linux 6.1 (tests/fixtures/ata): PIO data-in of one block for READ DATA
    // and READ THRESHOLDS, non-data for RETURN STATUS, signature C24Fh in LBA 23:8.
    void smartCdbs()
    {
        QCOMPARE(cdbBytes(buildAtaSmartCdb(AtaSmartCommand::ReadData)),
                 QByteArray::fromHex("85082e00d00001000000"
                                     "4f00c200b000"));
        QCOMPARE(cdbBytes(buildAtaSmartCdb(AtaSmartCommand::ReadThresholds)),
                 QByteArray::fromHex("85082e00d10001000000"
                                     "4f00c200b000"));
        QCOMPARE(cdbBytes(buildAtaSmartCdb(AtaSmartCommand::ReturnStatus)),
                 QByteArray::fromHex("85062000da0000000000"
                                     "4f00c200b000"));
    }
    void smartReturnStatusInBothSenseFormats()
    {
        // Descriptor format, captured: ATA Status Return descriptor, LBA 15:8 4Fh, 23:16 C2h.
        const Result<AtaSense> descriptor =
            parseAtaSense(QByteArray::fromHex("7201001d0000000e090c00000000000000"
                                              "4f00c20050"));
        QVERIFY(descriptor.ok() && descriptor->registers);
        QCOMPARE(ataSmartStatus(*descriptor->registers), AtaSmartStatus::Good);
        // Fixed format (SAT-5 12.2.2.8): LBA 7:0, 15:8, 23:16 in bytes 9-11, ASC/ASCQ 00h/1Dh.
        const Result<AtaSense> good =
            parseAtaSense(QByteArray::fromHex("f0000100500000"
                                              "0a00004fc2001d0000000000"));
        QVERIFY(good.ok() && good->registers);
        QCOMPARE(ataSmartStatus(*good->registers), AtaSmartStatus::Good);
        QCOMPARE(ataOutcome(*good->registers), AtaOutcome::Success);
        const Result<AtaSense> failing =
            parseAtaSense(QByteArray::fromHex("f0000100500000"
                                              "0a0000f42c001d0000000000"));
        QVERIFY(failing.ok() && failing->registers);
        QCOMPARE(ataSmartStatus(*failing->registers), AtaSmartStatus::ThresholdExceeded);
        AtaRegisters other;
        QCOMPARE(ataSmartStatus(other), AtaSmartStatus::Unknown);
    }
    void linux61PioInSenseStillSucceeds()
    {
        // Captured: Linux 6.1 answers IDENTIFY / SMART READ DATA with CK_COND on QEMU's AHCI
        // with fixed-format sense, ABORTED COMMAND, the registers at pre-6.10 offsets (the
        // INFORMATION field left zero). The data arrived whole: this must not be an error.
        const Result<AtaSense> s =
            parseAtaSense(QByteArray::fromHex("70000b000000000a0058000100000000"
                                              "0000"));
        QVERIFY(s.ok() && s->registers);
        QCOMPARE(ataOutcome(*s->registers), AtaOutcome::Success);
    }
    void cdbIdentify()
    {
        // SAT-3 ATA PASS-THROUGH (16): 85h; PROTOCOL 4 (PIO Data-In) << 1; CK_COND | T_DIR |
        // BYT_BLOK | T_LENGTH=10b; COUNT (7:0) = 1 block; COMMAND ECh.
        QCOMPARE(cdbBytes(buildAtaIdentifyCdb()),
                 bytes({0x85, 0x08, 0x2E, 0, 0, 0, 0x01, 0, 0, 0, 0, 0, 0, 0, 0xEC, 0}));
    }
    void cdbSetFeatures()
    {
        // PROTOCOL 3 (Non-data) << 1; CK_COND only; FEATURES (7:0) = 02h / 82h; EFh.
        QCOMPARE(cdbBytes(buildAtaSetWriteCacheCdb(true)),
                 bytes({0x85, 0x06, 0x20, 0, 0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xEF, 0}));
        QCOMPARE(cdbBytes(buildAtaSetWriteCacheCdb(false)),
                 bytes({0x85, 0x06, 0x20, 0, 0x82, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xEF, 0}));
    }
    void cdbFlush()
    {
        // FLUSH CACHE EXT is a 48-bit command: EXTEND set; FLUSH CACHE is not.
        QCOMPARE(cdbBytes(buildAtaFlushCacheCdb(true)),
                 bytes({0x85, 0x07, 0x20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xEA, 0}));
        QCOMPARE(cdbBytes(buildAtaFlushCacheCdb(false)),
                 bytes({0x85, 0x06, 0x20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xE7, 0}));
    }

    void senseSuccess()
    {
        // libata with CK_COND: RECOVERED ERROR, 00h/1Dh, status 50h (DRDY | DSC).
        const Result<AtaSense> s = parseAtaSense(descriptorSense(0x01, 0x00, 0x1D, 0x00, 0x50));
        QVERIFY(s.ok());
        QVERIFY(s->descriptorFormat);
        QCOMPARE(s->senseKey, quint8(0x01));
        QCOMPARE(s->ascq, quint8(0x1D));
        QVERIFY(s->registers.has_value());
        QCOMPARE(s->registers->status, quint8(0x50));
        QCOMPARE(s->registers->device, quint8(0x40));
        QCOMPARE(ataOutcome(*s->registers), AtaOutcome::Success);
    }
    void senseAbort()
    {
        // The drive refused SET FEATURES: status 51h (ERR), error 04h (ABRT).
        const Result<AtaSense> s = parseAtaSense(descriptorSense(0x0B, 0x00, 0x00, 0x04, 0x51));
        QVERIFY(s.ok());
        QCOMPARE(ataOutcome(*s->registers), AtaOutcome::Aborted);
        QVERIFY(describeAtaSense(s.value()).contains(QLatin1String("51h")));
        QVERIFY(describeAtaSense(s.value()).contains(QLatin1String("04h")));
    }
    void senseFixedFormatAbort()
    {
        // libata with D_SENSE = 0 (its default) reports errors in fixed format: ERROR,
        // STATUS, DEVICE, COUNT in bytes 3-6, EXTEND in byte 8, LBA in bytes 9-11.
        const QByteArray fixed = bytes({0xF0, 0, 0x0B, 0x04, 0x51, 0x40, 0x01, 0x0A, 0x80, 0x11,
                                        0x22, 0x33, 0x00, 0x00, 0, 0, 0, 0});
        const Result<AtaSense> s = parseAtaSense(fixed);
        QVERIFY(s.ok());
        QVERIFY(!s->descriptorFormat);
        QCOMPARE(s->senseKey, quint8(0x0B));
        QVERIFY(s->registers.has_value());
        QCOMPARE(s->registers->error, quint8(0x04));
        QCOMPARE(s->registers->status, quint8(0x51));
        QCOMPARE(s->registers->count, quint16(1));
        QVERIFY(s->registers->extend);
        QCOMPARE(s->registers->lba, quint64(0x332211));
        QCOMPARE(ataOutcome(*s->registers), AtaOutcome::Aborted);
    }
    void senseFixedIllegalRequestHasNoRegisters()
    {
        // A bridge that does not know 85h: ILLEGAL REQUEST, INVALID COMMAND OPERATION CODE.
        const QByteArray fixed =
            bytes({0x70, 0, 0x05, 0, 0, 0, 0, 0x0A, 0, 0, 0, 0, 0x20, 0x00, 0, 0, 0, 0});
        const Result<AtaSense> s = parseAtaSense(fixed);
        QVERIFY(s.ok());
        QCOMPARE(s->senseKey, quint8(0x05));
        QCOMPARE(s->asc, quint8(0x20));
        QVERIFY(!s->registers.has_value());
    }
    void senseDescriptorWithoutAtaReturn()
    {
        const Result<AtaSense> s = parseAtaSense(bytes({0x72, 0x05, 0x24, 0x00, 0, 0, 0, 0}));
        QVERIFY(s.ok());
        QCOMPARE(s->asc, quint8(0x24));
        QVERIFY(!s->registers.has_value());
    }
    void senseFindsDescriptorAfterAnother()
    {
        // An information descriptor (00h, 10 bytes) first, then the ATA Status Return one;
        // EXTEND set, with every LBA and COUNT byte distinct to check the byte order.
        const QByteArray s =
            bytes({0x72, 0x01, 0x00, 0x1D, 0,    0,    0,    0x1A, 0x00, 0x0A, 0x80, 0,
                   0,    0,    0,    0,    0,    0,    0,    0,    0x09, 0x0C, 0x01, 0x00,
                   0xAB, 0xCD, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x40, 0x50});
        const Result<AtaSense> parsed = parseAtaSense(s);
        QVERIFY(parsed.ok());
        QVERIFY(parsed->registers->extend);
        QCOMPARE(parsed->registers->count, quint16(0xABCD));
        // Bytes 6..11 are LBA 31:24, 7:0, 39:32, 15:8, 47:40, 23:16.
        QCOMPARE(parsed->registers->lba, quint64(0x553311664422));
        QCOMPARE(ataOutcome(*parsed->registers), AtaOutcome::Success);
    }
    void senseErrors_data()
    {
        QTest::addColumn<QByteArray>("sense");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("no sense data");
        QTest::newRow("not a sense format") << bytes({0x00, 0x0B, 0, 0, 0, 0, 0, 0})
                                            << QStringLiteral("unknown format (response code 00h)");
        QTest::newRow("vendor format")
            << bytes({0x7F, 0, 0, 0, 0, 0, 0, 0}) << QStringLiteral("response code 7Fh");
        QTest::newRow("descriptor header cut")
            << bytes({0x72, 0x01, 0x00}) << QStringLiteral("8-byte header");
        QTest::newRow("descriptor cut") << descriptorSense(0x01, 0, 0x1D, 0, 0x50).left(16)
                                        << QStringLiteral("inside the ATA Status Return");
        QTest::newRow("declared more") << bytes({0x72, 0x01, 0x00, 0x1D, 0, 0, 0, 0x20})
                                       << QStringLiteral("declares 40 bytes but 8 arrived");
        QTest::newRow("short descriptor")
            << bytes({0x72, 0x01, 0x00, 0x1D, 0, 0, 0, 0x06, 0x09, 0x04, 0, 0, 0, 0})
            << QStringLiteral("malformed (length 04h");
        QTest::newRow("fixed cut") << bytes({0x70, 0, 0x0B, 0x04, 0x51, 0x40, 0, 0x0A, 0, 0})
                                   << QStringLiteral("at least 14");
    }
    void senseErrors()
    {
        QFETCH(QByteArray, sense);
        QFETCH(QString, expected);
        const Result<AtaSense> s = parseAtaSense(sense);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().message.contains(expected), qPrintable(s.error().message));
    }
    void outcomes()
    {
        QCOMPARE(ataOutcome({0x50, 0x00}), AtaOutcome::Success);
        QCOMPARE(ataOutcome({0x51, 0x04}), AtaOutcome::Aborted);
        QCOMPARE(ataOutcome({0x51, 0x40}), AtaOutcome::Failed); // UNC, not ABORT
        QCOMPARE(ataOutcome({0x71, 0x04}), AtaOutcome::Failed); // DEVICE FAULT wins
        QCOMPARE(ataOutcome({0xD0, 0x00}), AtaOutcome::Failed); // still BUSY
    }
};

QTEST_GUILESS_MAIN(TestAtaCodec)
#include "tst_atacodec.moc"
