// A power-loss run on a raw device holds it exclusively from the check to the end (issue 25:
// the check's O_EXCL descriptor was closed and the writer reopened without it, so a
// benchmark wrote over the test area mid-run). On a loop device over an image this test
// made, with a real witness on 127.0.0.1: mid-run, a second O_EXCL open and a benchmark's
// target are refused; after the run the device is free again. Root only (77 otherwise).
#include "../root/loopdevice.h"
#include "powerloss/pairing.h"
#include "powerloss/session.h"
#include "powerloss/witness.h"
#include "suites/testtarget.h"
#include "testskip.h"

#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <thread>
#include <unistd.h>

using namespace DriveProof;
using namespace DriveProof::PowerLoss;

class TestPlExclusive : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static int openExclusive(const QString &device)
    {
        const int fd = ::open(QFile::encodeName(device).constData(), O_RDWR | O_EXCL | O_CLOEXEC);
        const int error = fd < 0 ? errno : 0;
        if (fd >= 0)
            ::close(fd);
        return error;
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(::geteuid() == 0, "needs root for a loop device");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "losetup and co. missing");
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("data"))));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("config"))));
    }

    void deviceStaysExclusiveForTheWholeRun()
    {
        const QString image = m_dir.filePath(QStringLiteral("disk.img"));
        {
            QFile f(image);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(64 << 20));
        }
        LoopDevice loop;
        const QString attached = loop.attach(image, 4096);
        DRIVEPROOF_SKIP_UNLESS(attached.isEmpty(), qPrintable(attached));
        QVERIFY(loop.isOurs());

        WitnessOptions o;
        o.listenAddress = QStringLiteral("127.0.0.1:0");
        o.journalRoot = m_dir.filePath(QStringLiteral("journal"));
        o.key = pairingKey(QStringLiteral("K7QD-M2XF-9HBT"));
        Witness witness(o);
        const auto port = witness.start();
        QVERIFY(port);

        SessionSetup s;
        s.targetPath = loop.path();
        s.sizeBytes = 16 << 20;
        s.witnessAddress = QStringLiteral("127.0.0.1:%1").arg(port.value());
        s.pairingCode = QStringLiteral("K7QD-M2XF-9HBT");
        s.destructiveConfirmed = true;
        s.practice = true; // no autostart entry
        s.warmAfterMs = 300;
        const auto pre = preflight(s);
        QVERIFY2(pre, qPrintable(pre ? QString() : pre.error().message));
        QVERIFY(pre->isDevice);
        QCOMPARE(openExclusive(loop.path()), 0); // free before the run

        PowerLossSession session;
        QVERIFY(session.start(s, pre.value()));
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (!session.status().warm &&
               session.status().phase != PowerLossSession::Phase::Failed &&
               std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        QVERIFY2(session.status().warm, qPrintable(session.status().error));

        // Mid-run: nobody else gets the device exclusively, so no benchmark starts on it.
        QCOMPARE(openExclusive(loop.path()), EBUSY);
        Suites::TargetRequest bench;
        bench.kind = Suites::TargetKind::Device;
        bench.path = loop.path();
        bench.write = true;
        bench.direct = true;
        bench.destructiveConfirmed = true;
        QVERIFY(!Suites::TestTarget::open(bench));
        QVERIFY(session.status().phase == PowerLossSession::Phase::Running);

        session.stop();
        session.wait();
        QCOMPARE(session.status().phase, PowerLossSession::Phase::Stopped);
        QCOMPARE(openExclusive(loop.path()), 0); // given back at the end
    }
};

QTEST_GUILESS_MAIN(TestPlExclusive)
#include "tst_plexclusive.moc"
