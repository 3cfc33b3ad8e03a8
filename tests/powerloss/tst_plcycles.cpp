// The power-loss test end to end on the FUSE lying disk (issue 6, "Tests"): the real
// session, witness, writer and verifier, cut at random moments. An honest disk must never
// FAIL; a lying one must always FAIL with acknowledged writes lost at the tail. And a cut
// that proves nothing (no reboot, no unsafe shutdown counted) must never PASS.
#include "powerloss/pairing.h"
#include "powerloss/practice.h"
#include "powerloss/verifierclient.h"
#include "powerloss/witness.h"
#include "powerloss/witnesslink.h"
#include "testskip.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using namespace DriveProof::PowerLoss;

namespace {

constexpr int kCycles = 20;

PracticeOptions cycleOptions(LyingDiskMode mode)
{
    PracticeOptions o;
    o.mode = mode;
    o.sizeBytes = 8ull << 20;
    o.warmAfterMs = 100;
    // Commits flow for 0.3 to 1.5 s before the cut; the lying disk holds writes far longer.
    o.cutAfterWarmMs = 200 + int(QRandomGenerator::global()->bounded(1200));
    o.destageDelayMs = 60000;
    return o;
}

QString describe(const VerifyReport &r)
{
    QStringList lines{verdictName(r.verdict)};
    lines << r.reasons;
    for (const ValidityCheck &c : r.validity)
        if (!c.ok)
            lines << c.key + QStringLiteral(": ") + c.reason;
    lines << r.anomalies;
    return lines.join(u'\n');
}

} // namespace

class TestPlCycles : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
#ifdef DRIVEPROOF_LYINGDISK
        qputenv("DRIVEPROOF_LYINGDISK", DRIVEPROOF_LYINGDISK);
#endif
        QVERIFY(m_home.isValid());
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("data"))));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
        const QString why = PracticeRun::unavailableReason();
        DRIVEPROOF_SKIP_UNLESS(why.isEmpty(), qPrintable(why));
    }

    void honestDiskNeverFails()
    {
        int passes = 0;
        for (int i = 0; i < kCycles; ++i) {
            PracticeRun run;
            const auto report = run.run(cycleOptions(LyingDiskMode::Honest));
            QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().message));
            const VerifyReport &r = report.value();
            QVERIFY2(r.verdict != Verdict::Fail, qPrintable(describe(r)));
            QVERIFY2(r.acknowledgedWrites > 0, "no write was acknowledged before the cut");
            QVERIFY(r.blocksChecked > 0);
            passes += r.verdict == Verdict::Pass;
            if (r.verdict != Verdict::Pass)
                qWarning("cycle %d: %s", i, qPrintable(describe(r)));
        }
        qInfo("honest: %d of %d cycles PASS", passes, kCycles);
        // The simulated cut makes a practice run valid: INCONCLUSIVE would mean a bug.
        QCOMPARE(passes, kCycles);
    }

    void lyingDiskAlwaysFails()
    {
        for (int i = 0; i < kCycles; ++i) {
            PracticeRun run;
            const auto report = run.run(cycleOptions(LyingDiskMode::Lying));
            QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().message));
            const VerifyReport &r = report.value();
            QVERIFY2(r.verdict == Verdict::Fail, qPrintable(describe(r)));
            QVERIFY2(r.count(FindingClass::LostAcked) > 0, qPrintable(describe(r)));
            QVERIFY2(r.count(FindingClass::TailLoss) > 0, qPrintable(describe(r)));
            // Generation 0 was written back before the run: the old images are intact, so the
            // loss shows as lost writes, not as damaged blocks.
            QCOMPARE(r.count(FindingClass::DataAtRestDamage), 0u);
            QCOMPARE(r.count(FindingClass::ProtocolAnomaly), 0u);
        }
    }

    // One honest cycle, then its ledger and area judged as if the machine had not been
    // restarted, or as if the drive had seen a clean shutdown.
    void cutsThatProveNothingAreInconclusive()
    {
        QTemporaryDir work;
        QVERIFY(work.isValid());
        PracticeOptions options = cycleOptions(LyingDiskMode::Honest);
        options.workDir = work.path();
        options.pairingCode = QStringLiteral("K7QD-M2XF-9HBT");
        PracticeRun run;
        const auto practised = run.run(options);
        QVERIFY2(practised.ok(),
                 qPrintable(practised.ok() ? QString() : practised.error().message));
        QCOMPARE(practised.value().verdict, Verdict::Pass);

        // The witness replays its journal after a restart.
        WitnessOptions wo;
        wo.listenAddress = QStringLiteral("127.0.0.1:0");
        wo.journalRoot = work.filePath(QStringLiteral("journal"));
        wo.key = pairingKey(options.pairingCode);
        Witness witness(wo);
        const auto port = witness.start();
        QVERIFY(port.ok());
        const auto runs = witness.runs();
        QCOMPARE(runs.size(), std::size_t(1));
        const auto fetched = fetchLedger(QStringLiteral("127.0.0.1:%1").arg(port.value()), wo.key,
                                         runs.front().runId);
        QVERIFY(fetched.ok());
        Ledger ledger = fetched.value();
        QVERIFY(!ledger.acks.empty());

        const int fd = ::open(QFile::encodeName(work.filePath(QStringLiteral("backing.img"))),
                              O_RDONLY | O_CLOEXEC);
        QVERIFY(fd >= 0);
        FdAreaReader reader(fd);

        const auto checkOf = [](const VerifyReport &r, const char *key) {
            for (const ValidityCheck &c : r.validity)
                if (c.key == QLatin1String(key))
                    return c;
            return ValidityCheck{};
        };

        // Same boot, no simulated cut: the plug was never pulled.
        ObservedFacts sameBoot;
        sameBoot.bootId = ledger.writer.bootId;
        QVERIFY(!sameBoot.bootId.empty());
        VerifyReport r = verifyArea(&reader, ledger, sameBoot);
        QCOMPARE(r.verdict, Verdict::Inconclusive);
        QVERIFY(!checkOf(r, "boot_id_changed").ok);
        QVERIFY(!checkOf(r, "boot_id_changed").reason.isEmpty());
        QVERIFY(!r.reasons.isEmpty());

        // Rebooted, but the drive's counter did not rise: a clean shutdown.
        ledger.writer.unsafeShutdowns = 5;
        ObservedFacts cleanShutdown;
        cleanShutdown.bootId = "another-boot";
        cleanShutdown.unsafeShutdowns = 5;
        r = verifyArea(&reader, ledger, cleanShutdown);
        QCOMPARE(r.verdict, Verdict::Inconclusive);
        QVERIFY(!checkOf(r, "unsafe_shutdowns_rose").ok);
        QVERIFY(checkOf(r, "unsafe_shutdowns_rose").reason.contains(QLatin1String("5")));

        // The same data with a rising counter after a reboot passes: the checks decided.
        cleanShutdown.unsafeShutdowns = 6;
        r = verifyArea(&reader, ledger, cleanShutdown);
        QVERIFY2(r.verdict == Verdict::Pass, qPrintable(describe(r)));
        ::close(fd);
        witness.stop();
    }
};

QTEST_GUILESS_MAIN(TestPlCycles)
#include "tst_plcycles.moc"
