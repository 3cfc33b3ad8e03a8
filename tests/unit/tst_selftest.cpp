// Self-tests (issue 23) against scripted transports: MOCK drives, not captures. The ATA mock
// answers SMART READ DATA with QEMU's captured table and a self-test execution status (byte
// 363) it keeps, and takes SMART EXECUTE OFF-LINE IMMEDIATE as ACS-3 7.44.4 says a drive
// does; the NVMe mock keeps a Device Self-test log (Base 1.4 5.14.1.6) and takes Device
// Self-test commands. Checked: progress, refusals (running, not offered), aborts, results.
#include "device/testlock.h"
#include "health/selftest.h"
#include "hexfixture.h"

#include <QTemporaryDir>
#include <sys/sysmacros.h>

#include <QLocale>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Health;

namespace {

// A MOCK ATA drive: the commands it was sent, by name and subcommand.
struct MockAtaDrive
{
    QByteArray smartData;
    quint8 status = 0x00; // byte 363: done, no error
    QStringList sent;

    MockAtaDrive()
    {
        const HexFixture fx = readHexFixture(QStringLiteral("ata/qemu-st2000-smart-data.hex"));
        smartData = fx.bytes;
    }

    AtaCommandFn transport()
    {
        return [this](const Ata::AtaCdb16 &cdb, QByteArray *dataIn,
                      const QString &command) -> Result<Ata::AtaReply> {
            if (cdb[14] == 0xB0 && cdb[4] == 0xD0 && dataIn) {
                sent << command;
                *dataIn = smartData;
                (*dataIn)[363] = char(status);
                return Ata::AtaReply{};
            }
            if (cdb[14] == 0xB0 && cdb[4] == 0xD4 && !dataIn) {
                const quint8 sub = cdb[8];
                sent << QStringLiteral("EXECUTE %1").arg(sub, 2, 16, QLatin1Char('0'));
                if (sub == 0x7F)
                    status = 0x10; // aborted by the host
                else if (sub >= 1 && sub <= 3)
                    status = 0xF9; // running, 90 % left
                else
                    return Error{QStringLiteral("/dev/sdx"), command, EOPNOTSUPP};
                return Ata::AtaReply{};
            }
            return Error{QStringLiteral("/dev/sdx"), command, EIO};
        };
    }
};

// A MOCK NVMe controller with a Device Self-test log.
struct MockNvme
{
    bool supported = true;
    quint8 operation = 0; // the running test's code, 0 none
    quint8 percent = 0;
    QList<quint8> results; // newest first: code << 4 | result
    QList<quint32> sent;   // opcodes

    NvmeAdminFn transport()
    {
        return [this](const nvme_admin_cmd &cmd,
                      Cache::NvmeOperation) -> Result<Cache::NvmeAdminReply> {
            sent << cmd.opcode;
            Cache::NvmeAdminReply reply;
            reply.data = QByteArray(qsizetype(cmd.data_len), '\0');
            if (cmd.opcode == 0x06) {                            // Identify Controller
                reply.data[256] = char(supported ? 0x10 : 0x00); // OACS bit 4
                reply.data[316] = 30;                            // EDSTT: 30 minutes
                return reply;
            }
            if (cmd.opcode == 0x02 && (cmd.cdw10 & 0xFF) == 0x06) {
                reply.data[0] = char(operation);
                reply.data[1] = char(percent);
                for (int n = 0; n < 20; ++n)
                    reply.data[4 + 28 * n] = char(n < results.size() ? results[n] : 0x0F);
                return reply;
            }
            if (cmd.opcode == 0x14) {
                const quint8 code = cmd.cdw10 & 0xF;
                if (code == 0xF) {
                    results.prepend(quint8(operation << 4 | 0x1)); // aborted by the command
                    operation = 0;
                } else {
                    operation = code;
                    percent = 0;
                }
                return reply;
            }
            return Error{QStringLiteral("/dev/nvme0"), QStringLiteral("unexpected"), EIO};
        };
    }
};

const QString kSda = QStringLiteral("/dev/sda");
const QString kNvme = QStringLiteral("/dev/nvme0n1");

} // namespace

class TestSelfTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void ataStatusStatesDurations()
    {
        MockAtaDrive drive;
        const auto s = ataSelfTest(drive.transport(), SelfTestAction::Status, kSda);
        QVERIFY(s.ok());
        QVERIFY(s->supported);
        QVERIFY(!s->conveyanceSupported); // QEMU's capability byte 367 = 19h
        QVERIFY(!s->running);
        QCOMPARE(s->shortMinutes, 2);
        QCOMPARE(s->extendedMinutes, 54);
        QCOMPARE(s->lastResultText(), QStringLiteral("Completed without error"));
        QCOMPARE(drive.sent, QStringList{QStringLiteral("SMART READ DATA")});
    }

    void ataStartProgressAbort()
    {
        MockAtaDrive drive;
        auto s = ataSelfTest(drive.transport(), SelfTestAction::Extended, kSda);
        QVERIFY(s.ok());
        QVERIFY(drive.sent.contains(QStringLiteral("EXECUTE 02")));
        QVERIFY(s->running);
        QCOMPARE(s->percentDone, 10);
        drive.status = 0xF3; // 30 % left
        QCOMPARE(ataSelfTest(drive.transport(), SelfTestAction::Status, kSda)->percentDone, 70);
        // A second start while one runs: refused, nothing sent.
        drive.sent.clear();
        const auto again = ataSelfTest(drive.transport(), SelfTestAction::Short, kSda);
        QVERIFY(!again.ok());
        QCOMPARE(again.error().errnum, EBUSY);
        QVERIFY(again.error().message.contains(QLatin1String("70%")));
        QVERIFY(!drive.sent.contains(QStringLiteral("EXECUTE 01")));
        s = ataSelfTest(drive.transport(), SelfTestAction::Abort, kSda);
        QVERIFY(drive.sent.contains(QStringLiteral("EXECUTE 7f")));
        QVERIFY(!s->running);
        QCOMPARE(s->lastResult, 1);
        QVERIFY(!s->lastFailed);
        QCOMPARE(s->lastResultText(), QStringLiteral("Aborted by the host"));
        // Nothing runs now: an abort sends nothing.
        drive.sent.clear();
        QVERIFY(ataSelfTest(drive.transport(), SelfTestAction::Abort, kSda).ok());
        QCOMPARE(drive.sent, QStringList{QStringLiteral("SMART READ DATA")});
    }

    void ataConveyanceOnlyWhereOffered()
    {
        MockAtaDrive drive;
        const auto refused = ataSelfTest(drive.transport(), SelfTestAction::Conveyance, kSda);
        QCOMPARE(refused.error().errnum, EOPNOTSUPP);
        QVERIFY(refused.error().message.contains(QLatin1String("conveyance")));
        drive.smartData[367] = char(0x39); // bit 5: conveyance offered
        QVERIFY(ataSelfTest(drive.transport(), SelfTestAction::Conveyance, kSda).ok());
        QVERIFY(drive.sent.contains(QStringLiteral("EXECUTE 03")));
        drive.smartData[367] = char(0x01); // no self-tests at all
        drive.status = 0;
        QCOMPARE(ataSelfTest(drive.transport(), SelfTestAction::Short, kSda).error().errnum,
                 EOPNOTSUPP);
    }

    void ataFailureInWords()
    {
        MockAtaDrive drive;
        drive.status = 0x70; // read element failed
        const auto s = ataSelfTest(drive.transport(), SelfTestAction::Status, kSda);
        QVERIFY(s->lastFailed);
        QCOMPARE(s->lastResultText(), QStringLiteral("Failed: read error"));
        const SelfTestState back = SelfTestState::fromVariantMap(s->toVariantMap());
        QCOMPARE(back.lastResult, 7);
        QVERIFY(back.lastFailed);
        QCOMPARE(back.extendedMinutes, 54);
    }

    void nvmeStartProgressAbort()
    {
        MockNvme nvme;
        auto s = nvmeSelfTest(nvme.transport(), SelfTestAction::Short, kNvme);
        QVERIFY(s.ok());
        QVERIFY(nvme.sent.contains(0x14));
        QVERIFY(s->running);
        QCOMPARE(s->shortMinutes, 2);
        QCOMPARE(s->extendedMinutes, 30);
        nvme.percent = 42;
        QCOMPARE(nvmeSelfTest(nvme.transport(), SelfTestAction::Status, kNvme)->percentDone, 42);
        QCOMPARE(nvmeSelfTest(nvme.transport(), SelfTestAction::Extended, kNvme).error().errnum,
                 EBUSY);
        s = nvmeSelfTest(nvme.transport(), SelfTestAction::Abort, kNvme);
        QVERIFY(!s->running);
        QCOMPARE(s->lastResult, 1);
        QCOMPARE(s->lastResultText(), QStringLiteral("Aborted by the host"));
        QCOMPARE(nvmeSelfTest(nvme.transport(), SelfTestAction::Conveyance, kNvme).error().errnum,
                 EOPNOTSUPP);
    }

    void nvmeWithoutSelfTestsSaysSo()
    {
        MockNvme nvme;
        nvme.supported = false;
        const auto status = nvmeSelfTest(nvme.transport(), SelfTestAction::Status, kNvme);
        QVERIFY(status.ok());
        QVERIFY(!status->supported);
        nvme.sent.clear();
        QCOMPARE(nvmeSelfTest(nvme.transport(), SelfTestAction::Short, kNvme).error().errnum,
                 EOPNOTSUPP);
        QVERIFY(!nvme.sent.contains(0x14));
    }

    // Never while a DriveProof test (a benchmark, a power-loss run) holds the drive: refused
    // before any command, whoever asks (root, or the helper for a user).
    void refusedWhileADriveProofTestHoldsTheDrive()
    {
        QTemporaryDir locks;
        qputenv("DRIVEPROOF_LOCK_DIR", locks.path().toLocal8Bit());
        Device::DeviceInfo info;
        info.name = QStringLiteral("sdz");
        info.path = QStringLiteral("/dev/sdz");
        info.major = 8;
        info.minor = 2400;
        const Device::TestLock test = Device::TestLock::forDisks({makedev(8, 2400)});
        QCOMPARE(test.heldCount(), 1);
        const auto r = runSelfTest(-1, info, SelfTestAction::Extended);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().errnum, EBUSY);
        QVERIFY(r.error().message.contains(QLatin1String("/dev/sdz")));
        qunsetenv("DRIVEPROOF_LOCK_DIR");
    }

    void actionKeys()
    {
        QCOMPARE(selfTestActionFromKey(QStringLiteral("extended")), SelfTestAction::Extended);
        QVERIFY(!selfTestActionFromKey(QStringLiteral("long")));
        QCOMPARE(selfTestActionKey(SelfTestAction::Abort), QStringLiteral("abort"));
    }
};

QTEST_GUILESS_MAIN(TestSelfTest)
#include "tst_selftest.moc"
