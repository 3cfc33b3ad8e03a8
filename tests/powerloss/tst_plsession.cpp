// The writer's session (core/powerloss/session.h) against a real witness on
// 127.0.0.1 with a real file: preflight, commits reaching the witness, the warm-up, a clean
// stop, a wrong pairing code, and the pending test with its autostart entry.
#include "powerloss/pairing.h"
#include "powerloss/session.h"
#include "powerloss/witness.h"
#include "testskip.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <thread>

using namespace DriveProof::PowerLoss;

namespace {

const QString kCode = QStringLiteral("K7QD-M2XF-9HBT");

bool waitFor(const std::function<bool()> &condition, int timeoutMs)
{
    for (int waited = 0; waited < timeoutMs; waited += 20) {
        if (condition())
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return condition();
}

bool ended(const PowerLossSession &s)
{
    const auto phase = s.status().phase;
    return phase == PowerLossSession::Phase::Stopped || phase == PowerLossSession::Phase::Failed;
}

} // namespace

class TestPlSession : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Witness> m_witness;
    QString m_address;

    SessionSetup setup(const QString &name, const QString &code = kCode) const
    {
        SessionSetup s;
        s.targetPath = m_dir.filePath(name);
        s.sizeBytes = 8u << 20;
        s.witnessAddress = m_address;
        s.pairingCode = code;
        s.warmAfterMs = 500;
        return s;
    }

    WitnessRunSummary runOf(const RunId &id) const
    {
        for (const WitnessRunSummary &r : m_witness->runs())
            if (r.runId == id)
                return r;
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("data"))));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("config"))));
        WitnessOptions o;
        o.listenAddress = QStringLiteral("127.0.0.1:0");
        o.journalRoot = m_dir.filePath(QStringLiteral("journal"));
        o.key = pairingKey(kCode);
        o.silentAfterMs = 500;
        m_witness = std::make_unique<Witness>(o);
        const auto port = m_witness->start();
        DRIVEPROOF_SKIP_UNLESS(port.ok(), "cannot listen on 127.0.0.1");
        m_address = QStringLiteral("127.0.0.1:%1").arg(port.value());
    }

    void preflightOfAFileInATemporaryFolder()
    {
        const auto pre = preflight(setup(QStringLiteral("missing.img")));
        QVERIFY2(pre.ok(), qPrintable(pre.ok() ? QString() : pre.error().message));
        const WriterFacts &f = pre->facts;
        QCOMPARE(QString::fromStdString(f.targetPath),
                 m_dir.filePath(QStringLiteral("missing.img")));
        QVERIFY(!f.kernel.empty());
        QCOMPARE(f.bootId.size(), std::size_t(36)); // a UUID
        QVERIFY(!pre->isDevice);
        QVERIFY(pre->logicalBlockSize >= 4096);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("missing.img")))); // no writes
        for (const PreflightWarning &w : pre->warnings) {
            QVERIFY(!w.code.isEmpty());
            QVERIFY(!w.text.isEmpty());
        }
        // A folder that does not exist is an error, not a crash.
        SessionSetup bad = setup(QStringLiteral("no/such/folder/area.img"));
        QVERIFY(!preflight(bad).ok());
    }

    void commitsReachTheWitnessAndStopEndsCleanly()
    {
        const SessionSetup s = setup(QStringLiteral("area.img"));
        const auto pre = preflight(s);
        QVERIFY(pre.ok());
        PowerLossSession session;
        QVERIFY(session.start(s, pre.value()));
        QVERIFY(!session.start(s, pre.value())); // one at a time
        QVERIFY2(waitFor([&] { return session.status().warm || ended(session); }, 30000),
                 "the run never became warm");
        const PowerLossSession::Status warm = session.status();
        QVERIFY2(warm.phase == PowerLossSession::Phase::Running, qPrintable(warm.error));
        QCOMPARE(warm.link, WitnessLink::State::Connected);
        QVERIFY(warm.committedSeq > 0);
        QVERIFY(warm.commitsPerSecond > 0);
        QVERIFY(warm.runningMs >= 500);
        QCOMPARE(QFileInfo(s.targetPath).size(), qint64(s.sizeBytes)); // created, preallocated

        // Pending while it runs, with the autostart entry.
        const QList<PendingTest> pending = loadPendingTests();
        QCOMPARE(pending.size(), 1);
        QCOMPARE(pending.front().runId, warm.runId);
        QCOMPARE(pending.front().targetPath, s.targetPath);
        QCOMPARE(pending.front().pairingCode, kCode);
        QCOMPARE(pending.front().parameters.areaBlocks,
                 session.pendingTest().parameters.areaBlocks);
        QVERIFY(QFile::exists(autostartPath()));
        QFile entry(autostartPath());
        QVERIFY(entry.open(QIODevice::ReadOnly));
        QVERIFY(entry.readAll().contains("Exec=driveproof --verify-pending"));

        // The witness hears the commits while the writer runs.
        QVERIFY(waitFor([&] { return runOf(warm.runId).ackCount >= warm.committedSeq; }, 5000));
        QVERIFY(runOf(warm.runId).prepared);

        session.stop();
        session.wait();
        const PowerLossSession::Status end = session.status();
        QCOMPARE(end.phase, PowerLossSession::Phase::Stopped);
        QVERIFY(waitFor([&] { return runOf(warm.runId).cleanEnd; }, 5000));
        // Every commit the writer made is durable on the witness.
        QCOMPARE(runOf(warm.runId).durableSeq, end.committedSeq);
        QCOMPARE(runOf(warm.runId).ackCount, end.committedSeq);
        // A clean end leaves nothing to verify.
        QVERIFY(loadPendingTests().isEmpty());
        QVERIFY(!QFile::exists(autostartPath()));
    }

    void wrongPairingCodeFailsNamingTheWitness()
    {
        const SessionSetup s = setup(QStringLiteral("wrong.img"), QStringLiteral("ZZZZ-ZZZZ-ZZZZ"));
        const auto pre = preflight(s);
        QVERIFY(pre.ok());
        PowerLossSession session;
        QVERIFY(session.start(s, pre.value()));
        QVERIFY(waitFor([&] { return ended(session); }, 20000));
        const PowerLossSession::Status st = session.status();
        QCOMPARE(st.phase, PowerLossSession::Phase::Failed);
        QVERIFY2(st.error.contains(m_address), qPrintable(st.error));
        QCOMPARE(st.committedSeq, 0u);
        QVERIFY(loadPendingTests().isEmpty());
    }

    void pendingTestIsVerifiedAndCleared()
    {
        const SessionSetup s = setup(QStringLiteral("cut.img"));
        const auto pre = preflight(s);
        QVERIFY(pre.ok());
        PowerLossSession session;
        QVERIFY(session.start(s, pre.value()));
        QVERIFY(waitFor([&] { return session.status().warm || ended(session); }, 30000));
        // What a cut looks like to the witness: the link just goes.
        session.simulateCut();
        session.wait();
        QCOMPARE(session.status().phase, PowerLossSession::Phase::Stopped);

        const QList<PendingTest> pending = loadPendingTests();
        QCOMPARE(pending.size(), 1);
        QVERIFY(QFile::exists(autostartPath()));
        const PendingTest test = pending.front();
        QCOMPARE(test.runId, session.status().runId);

        std::atomic<bool> cancel{false};
        int steps = 0;
        const auto report = verifyPending(
            test, [&](const VerifyProgress &) { ++steps; }, cancel);
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().message));
        QVERIFY(steps >= 3);
        // Same boot, nothing really cut: never PASS, and nothing was lost on a real file.
        QCOMPARE(report->verdict, Verdict::Inconclusive);
        QVERIFY(!report->hasFailure());
        QVERIFY(report->acknowledgedWrites > 0);
        QVERIFY(loadPendingTests().isEmpty());
        QVERIFY(!QFile::exists(autostartPath()));
        QVERIFY(QFile::exists(reportsFolder() + u'/' + runIdText(test.runId) +
                              QStringLiteral(".json")));
        QVERIFY(waitFor([&] { return runOf(test.runId).resultStored; }, 5000));
    }

    void runIdsRoundTrip()
    {
        RunId id{};
        for (std::size_t i = 0; i < id.size(); ++i)
            id[i] = std::uint8_t(i * 17);
        QCOMPARE(runIdFromText(runIdText(id)), std::optional<RunId>(id));
        QVERIFY(!runIdFromText(QStringLiteral("xyz")));
        QVERIFY(!runIdFromText(runIdText(id) + QStringLiteral("00")));
    }

    void cleanupTestCase()
    {
        if (m_witness)
            m_witness->stop();
    }
};

QTEST_GUILESS_MAIN(TestPlSession)
#include "tst_plsession.moc"
