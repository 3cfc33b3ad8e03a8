// The power-loss verifier on acknowledged writes and whole runs: lost, torn and reordered
// writes, a changed or dead device, a ledger that contradicts the plan; the validity rules
// decide PASS, never the data alone; and the writer's fallback and stop on error.
#include "verifierrig.h"

using namespace DriveProof::PowerLoss;
using namespace PlVerifierRig;

class TestPlVerifierRuns : public QObject, public VerifierFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { prepareImage(); }

    void dropLastAckedIsTailLoss()
    {
        const VerifyReport report =
            faulted([](FaultEmulator &e) { return e.dropLastAcked(3); },
                    {QStringLiteral("LOST_ACKED"), QStringLiteral("TAIL_LOSS")});
        QCOMPARE(failureClasses(report),
                 QSet<QString>({QStringLiteral("LOST_ACKED"), QStringLiteral("TAIL_LOSS")}));
        QCOMPARE(report.count(FindingClass::LostAcked), std::uint64_t(3));
        QCOMPARE(report.count(FindingClass::TailLoss), std::uint64_t(3));
        QCOMPARE(report.tailLossCommits, std::uint64_t(2)); // seqs 598 | 599, 600
        // From the first lost write's acknowledgement to the cut (150 ms after the last one).
        const std::int64_t firstLostNs = m_ledger.acks[kWrites - 3].witnessTimeNs;
        QCOMPARE(report.tailLossMs, (m_ledger.lastHeardWitnessNs - firstLostNs) / 1000000);
        QVERIFY(report.tailLossMs >= 150);
        QCOMPARE(report.verdict, Verdict::Fail);
        const QJsonObject json = reportToJson(report);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), QStringLiteral("FAIL"));
        QCOMPARE(json.value(QStringLiteral("classes"))
                     .toObject()
                     .value(QStringLiteral("LOST_ACKED"))
                     .toInt(),
                 3);
        QCOMPARE(report.writes.size(), 3);
        QCOMPARE(report.writes.last().seq, kWrites);
        QCOMPARE(report.timeline.last().state, WriteState::Lost);
    }

    void dropMiddleAckedIsReordered()
    {
        const std::uint64_t seq = heldWrite(1);
        const VerifyReport report =
            faulted([&](FaultEmulator &e) { return e.dropWrite(seq); },
                    {QStringLiteral("LOST_ACKED"), QStringLiteral("REORDERED")});
        QCOMPARE(failureClasses(report),
                 QSet<QString>({QStringLiteral("LOST_ACKED"), QStringLiteral("REORDERED")}));
        QCOMPARE(report.count(FindingClass::LostAcked), std::uint64_t(1));
        QCOMPARE(report.writes.size(), 1);
        QCOMPARE(report.writes.first().seq, seq);
        QCOMPARE(report.writes.first().order, FindingClass::Reordered);
    }

    void tearAcrossBlocksIsTornAcked()
    {
        const std::uint64_t seq = heldWrite(3);
        const VerifyReport report =
            faulted([&](FaultEmulator &e) { return e.tearAcrossBlocks(seq, 1); },
                    {QStringLiteral("TORN_ACKED"), QStringLiteral("REORDERED")});
        QCOMPARE(failureClasses(report),
                 QSet<QString>({QStringLiteral("TORN_ACKED"), QStringLiteral("REORDERED")}));
        QCOMPARE(report.count(FindingClass::TornAcked), std::uint64_t(1));
        QCOMPARE(report.writes.first().seq, seq);
        QCOMPARE(report.writes.first().presentBlocks, 1u);
    }

    void shrunkAreaIsIdentityChanged()
    {
        const VerifyReport report = faulted([](FaultEmulator &e) { return e.shrinkArea(2000); },
                                            {QStringLiteral("IDENTITY_CHANGED")});
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("IDENTITY_CHANGED")}));
        QCOMPARE(report.blocksChecked, std::uint64_t(2000));
        QCOMPARE(report.verdict, Verdict::Fail);
    }

    void otherSerialIsIdentityChanged()
    {
        ObservedFacts other = m_now;
        other.deviceSerial = "SERIAL2";
        const VerifyReport report = verifyFile(freshCopy(), m_ledger, other);
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("IDENTITY_CHANGED")}));
    }

    void deadDevice()
    {
        VerifyReport report = verifyArea(nullptr, m_ledger, m_now);
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("DEAD_DEVICE")}));
        QCOMPARE(report.verdict, Verdict::Fail);
        // Every read failing is a dead device too, not 2048 unreadable sectors.
        std::unique_ptr<FailingReader> failing;
        report = faulted([](FaultEmulator &) { return 1; }, {QStringLiteral("DEAD_DEVICE")},
                         [&](AreaReader &inner) {
                             failing = std::make_unique<FailingReader>(inner, 0, 1ULL << 40);
                             return failing.get();
                         });
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("DEAD_DEVICE")}));
    }

    void ledgerContradictingPlanIsAnomaly()
    {
        Ledger bad = m_ledger;
        bad.acks[10].lba += 1;
        VerifyReport report = verifyFile(freshCopy(), bad, m_now);
        QCOMPARE(report.count(FindingClass::ProtocolAnomaly), std::uint64_t(1));
        QVERIFY(!report.hasFailure());
        QCOMPARE(report.verdict, Verdict::Inconclusive);

        bad = m_ledger;
        std::swap(bad.acks[20], bad.acks[21]);
        report = verifyFile(freshCopy(), bad, m_now);
        QVERIFY(report.count(FindingClass::ProtocolAnomaly) >= 1);
        QCOMPARE(report.verdict, Verdict::Inconclusive);

        bad = m_ledger;
        bad.prepared = false;
        report = verifyFile(freshCopy(), bad, m_now);
        QVERIFY(report.count(FindingClass::ProtocolAnomaly) >= 1);
        QCOMPARE(report.verdict, Verdict::Inconclusive);
    }

    void sameBootIsInconclusive()
    {
        ObservedFacts now = m_now;
        now.simulatedCut = false;
        now.bootId = m_ledger.writer.bootId;
        const VerifyReport report = verifyFile(freshCopy(), m_ledger, now);
        QVERIFY(failureClasses(report).isEmpty());
        QCOMPARE(report.verdict, Verdict::Inconclusive);
        bool named = false;
        for (const ValidityCheck &c : report.validity)
            if (c.key == QLatin1String("boot_id_changed")) {
                QVERIFY(!c.ok);
                named = report.reasons.contains(c.reason);
            }
        QVERIFY(named);
        const QJsonObject json = reportToJson(report);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), QStringLiteral("INCONCLUSIVE"));
        QVERIFY(!json.value(QStringLiteral("validity"))
                     .toObject()
                     .value(QStringLiteral("boot_id_changed"))
                     .toObject()
                     .value(QStringLiteral("ok"))
                     .toBool());
    }

    void unsafeShutdownCounter()
    {
        Ledger ledger = m_ledger;
        ledger.writer.unsafeShutdowns = 5;
        ObservedFacts now = m_now;
        now.simulatedCut = false;
        now.bootId = "boot-after";
        now.unsafeShutdowns = 5; // a clean shutdown
        VerifyReport report = verifyFile(freshCopy(), ledger, now);
        QCOMPARE(report.verdict, Verdict::Inconclusive);
        now.unsafeShutdowns = 6;
        report = verifyFile(freshCopy(), ledger, now);
        QCOMPARE(report.verdict, Verdict::Pass);
        // A drive without the counter is neither penalised nor trusted blindly: the rest decides.
        now.unsafeShutdowns = -1;
        report = verifyFile(freshCopy(), ledger, now);
        QCOMPARE(report.verdict, Verdict::Pass);
    }

    void otherInvalidRuns()
    {
        Ledger ledger = m_ledger;
        ledger.cleanEnd = true;
        QCOMPARE(verifyFile(m_image, ledger, m_now).verdict, Verdict::Inconclusive);
        ledger = m_ledger;
        ledger.lastHeardWitnessNs = ledger.acks.back().witnessTimeNs + 10'000'000'000; // idle 10 s
        QCOMPARE(verifyFile(m_image, ledger, m_now).verdict, Verdict::Inconclusive);
        ledger = m_ledger;
        ledger.inFlightAtLastHeartbeat = 0; // nothing pending at the cut
        QCOMPARE(verifyFile(m_image, ledger, m_now).verdict, Verdict::Inconclusive);
        ledger = m_ledger;
        ledger.writerError = true;
        QCOMPARE(verifyFile(m_image, ledger, m_now).verdict, Verdict::Inconclusive);
        // Invalid but damaged still fails: lost data is never excused.
        ledger = m_ledger;
        ledger.cleanEnd = true;
        const QString copy = freshCopy();
        {
            FaultEmulator(copy, ledger).dropLastAcked(1);
        }
        QCOMPARE(verifyFile(copy, ledger, m_now).verdict, Verdict::Fail);
    }

    void honestCutNeverFails()
    {
        // An honest disk cut at a random moment: every acknowledged write is there, and any
        // subset of the writes still in flight (issued, not acknowledged) landed, some torn
        // across blocks. That must never FAIL.
        std::uint64_t seed = 12345;
        auto next = [&] {
            return (seed = seed * 6364136223846793005ULL + 1442695040888963407ULL) >> 33;
        };
        for (int round = 0; round < 6; ++round) {
            Ledger ledger = m_ledger;
            const std::uint64_t acked = kWrites - 1 - next() % 20;
            ledger.acks.resize(acked);
            ledger.lastHeardWitnessNs = ledger.acks.back().witnessTimeNs + 50'000'000;
            const QString copy = freshCopy();
            {
                FaultEmulator emulator(copy, ledger);
                for (std::uint64_t seq = acked + 1; seq <= kWrites; ++seq) {
                    const std::uint32_t blocks = planWrite(ledger.parameters, seq).blockCount;
                    switch (next() % 3) {
                    case 0:
                        QVERIFY(emulator.dropWrite(seq) >= 0);
                        break;
                    case 1:
                        QVERIFY(emulator.tearAcrossBlocks(seq, std::uint32_t(next() % blocks)) >=
                                0);
                        break;
                    default:
                        break; // landed whole
                    }
                }
            }
            const VerifyReport report = verifyFile(copy, ledger, m_now);
            QVERIFY2(failureClasses(report).isEmpty(), qPrintable(describe(report)));
            QCOMPARE(report.verdict, Verdict::Pass);
        }
    }

    void writerFallsBackToBufferedAndSaysSo()
    {
        // A file system that refuses O_DIRECT (tmpfs before Linux 6.6, many FUSE ones).
        const QString copy = freshCopy();
        WriterTarget target = WriterTarget::forPath(copy);
        std::vector<int> asked;
        const auto open = target.open;
        target.open = [&](int flags) {
            asked.push_back(flags);
            return (flags & O_DIRECT) ? -EINVAL : open(flags);
        };
        Ledger ledger = m_ledger;
        ledger.parameters.method = CommitMethod::OpenDatasync;
        ledger.acks.clear();
        WriterCallbacks callbacks;
        callbacks.onCommitted = [&](const std::vector<AckEntry> &batch) {
            for (AckEntry entry : batch) {
                entry.witnessTimeNs = entry.writerTimeNs;
                ledger.acks.push_back(entry);
            }
        };
        std::atomic<bool> cancel{false};
        const WriterResult prepared = prepareArea(target, ledger.parameters, callbacks, cancel);
        QVERIFY2(prepared.ok, qPrintable(prepared.errorText));
        QVERIFY(!prepared.directIo);
        asked.clear();
        const WriterResult result = runWriter(target, ledger.parameters, callbacks, cancel, 20);
        QVERIFY2(result.ok, qPrintable(result.errorText));
        QVERIFY(!result.directIo);
        QVERIFY(!result.note.isEmpty());
        QCOMPARE(asked, (std::vector<int>{O_DSYNC | O_DIRECT, O_DSYNC}));
        QCOMPARE(ledger.acks.size(), std::size_t(20));
        // The buffered run's area verifies clean against its own ledger.
        ledger.lastIssuedSeq = 20;
        ledger.lastHeardWitnessNs = ledger.acks.back().witnessTimeNs + 100'000'000;
        const VerifyReport report = verifyFile(copy, ledger, m_now);
        QVERIFY2(failureClasses(report).isEmpty(), qPrintable(describe(report)));
        QCOMPARE(report.verdict, Verdict::Pass);
    }

    void writerStopsOnErrorWithoutRetry()
    {
        // A target that opens read-only: the first write fails with EBADF.
        const QString copy = freshCopy();
        WriterTarget target;
        target.path = copy;
        int opens = 0;
        target.open = [&](int flags) {
            ++opens;
            const int fd =
                ::open(copy.toLocal8Bit().constData(), O_RDONLY | O_CLOEXEC | (flags & O_DIRECT));
            return fd < 0 ? -errno : fd;
        };
        WriterCallbacks callbacks;
        int committed = 0;
        callbacks.onCommitted = [&](const std::vector<AckEntry> &) { ++committed; };
        std::atomic<bool> cancel{false};
        const WriterResult result = runWriter(target, m_ledger.parameters, callbacks, cancel, 50);
        QVERIFY(!result.ok);
        QCOMPARE(result.errorNumber, EBADF);
        QVERIFY(result.errorText.contains(QLatin1String("1")));
        QCOMPARE(result.lastIssuedSeq, std::uint64_t(1));
        QCOMPARE(committed, 0);
        QCOMPARE(opens, 1);
    }
};

QTEST_GUILESS_MAIN(TestPlVerifierRuns)
#include "tst_plverifierruns.moc"
