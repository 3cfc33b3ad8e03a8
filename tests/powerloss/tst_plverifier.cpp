// The power-loss verifier against every fault a cut can cause. One real image file in a
// temporary folder is prepared and written by the real writer (fdatasync, two writes per
// commit); each test then injects one fault into a fresh copy and checks that the verifier
// names exactly that fault, and nothing else. The validity rules decide PASS, never the
// data alone.
#include "powerloss/faultemulator.h"
#include "powerloss/plan.h"
#include "powerloss/record.h"
#include "powerloss/reportjson.h"
#include "powerloss/verifier.h"
#include "powerloss/writer.h"
#include "testskip.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <functional>
#include <memory>
#include <unistd.h>

using namespace DriveProof::PowerLoss;

namespace {

constexpr std::uint64_t kAreaOffset = 64 * 1024; // the area need not start the file
constexpr std::uint64_t kWrites = 600;

QSet<QString> failureClasses(const VerifyReport &report)
{
    QSet<QString> out;
    for (const auto &[c, n] : report.counts)
        if (n > 0 && c != FindingClass::Ok)
            out.insert(className(c));
    return out;
}

QString describe(const VerifyReport &report)
{
    QStringList parts;
    for (const auto &[c, n] : report.counts)
        parts << QStringLiteral("%1=%2").arg(className(c)).arg(n);
    return verdictName(report.verdict) + QLatin1Char(' ') + parts.join(QLatin1Char(' ')) +
           QLatin1Char(' ') + report.anomalies.join(QLatin1String("; "));
}

} // namespace

class TestPlVerifier : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_image;
    Ledger m_ledger;
    ObservedFacts m_now;
    int m_copies = 0;
    int m_pauses = 0;

    QString freshCopy()
    {
        const QString copy = m_dir.filePath(QStringLiteral("copy%1.img").arg(++m_copies));
        if (!QFile::copy(m_image, copy))
            qFatal("cannot copy the image");
        return copy;
    }

    VerifyReport verifyFile(const QString &path, const Ledger &ledger, const ObservedFacts &now,
                            const std::function<AreaReader *(AreaReader &)> &wrap = {})
    {
        const int fd = ::open(path.toLocal8Bit().constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            qFatal("cannot open the copy");
        FdAreaReader reader(fd);
        AreaReader *used = wrap ? wrap(reader) : &reader;
        VerifyReport report = verifyArea(used, ledger, now);
        ::close(fd);
        return report;
    }

    // One fault on a fresh copy; the report must show exactly the expected classes.
    VerifyReport faulted(const std::function<int(FaultEmulator &)> &inject,
                         const QSet<QString> &expected,
                         const std::function<AreaReader *(AreaReader &)> &wrap = {})
    {
        const QString copy = freshCopy();
        {
            FaultEmulator emulator(copy, m_ledger);
            const int changed = inject(emulator);
            if (changed <= 0)
                qWarning("the fault changed nothing (%d)", changed);
        }
        const VerifyReport report = verifyFile(copy, m_ledger, m_now, wrap);
        if (failureClasses(report) != expected)
            qWarning("%s", qPrintable(describe(report)));
        return report;
    }

    // A write in the middle of the run whose every block still holds it, so that dropping
    // or tearing it is visible, with at least minBlocks blocks.
    std::uint64_t heldWrite(std::uint32_t minBlocks, std::uint64_t below = kWrites / 2)
    {
        FaultEmulator emulator(m_image, m_ledger);
        for (std::uint64_t seq = below; seq > 1; --seq) {
            const PlannedWrite w = planWrite(m_ledger.parameters, seq);
            if (w.blockCount >= minBlocks && emulator.blocksHeld(seq) == w.blockCount)
                return seq;
        }
        qFatal("no held write");
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(m_dir.isValid(), "no temporary folder");
        m_image = m_dir.filePath(QStringLiteral("area.img"));

        RunParameters &p = m_ledger.parameters;
        for (std::size_t i = 0; i < p.runId.size(); ++i)
            p.runId[i] = std::uint8_t(0xA0 + i);
        p.blockSize = 4096;
        p.areaOffsetBytes = kAreaOffset;
        p.areaBlocks = 2048; // 8 MiB
        p.coldBlocks = 256;
        p.ringBlocks = 512;
        p.maxWriteBlocks = 16;
        p.seed = 7;
        p.method = CommitMethod::Fdatasync;
        p.writesPerCommit = 2;
        m_ledger.runId = p.runId;

        QFile file(m_image);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(kAreaOffset + p.areaBlocks * p.blockSize + 8192)));
        file.close();

        const WriterTarget target = WriterTarget::forPath(m_image);
        std::atomic<bool> cancel{false};
        WriterCallbacks callbacks;
        double lastProgress = 0;
        callbacks.onPrepareProgress = [&](double f) { lastProgress = f; };
        const WriterResult prepared = prepareArea(target, p, callbacks, cancel);
        QVERIFY2(prepared.ok, qPrintable(prepared.errorText));
        QCOMPARE(lastProgress, 1.0);
        m_ledger.prepared = true;

        std::uint64_t lastIssued = 0;
        callbacks.onIssued = [&](std::uint64_t seq, std::uint32_t) { lastIssued = seq; };
        callbacks.waitWhilePaused = [&] { ++m_pauses; };
        callbacks.onCommitted = [&](const std::vector<AckEntry> &batch) {
            for (AckEntry entry : batch) {
                // The witness hears it a little later, on its own clock.
                entry.witnessTimeNs = entry.writerTimeNs + 1'000'000;
                m_ledger.acks.push_back(entry);
            }
        };
        const WriterResult run = runWriter(target, p, callbacks, cancel, kWrites);
        QVERIFY2(run.ok, qPrintable(run.errorText));
        qInfo("writer: direct I/O %s %s", run.directIo ? "yes" : "no", qPrintable(run.note));
        QCOMPARE(run.lastCommittedSeq, kWrites);
        QCOMPARE(lastIssued, kWrites);
        QCOMPARE(m_ledger.acks.size(), std::size_t(kWrites));
        QCOMPARE(m_pauses, int(kWrites / 2)); // asked before every commit group

        m_ledger.lastIssuedSeq = kWrites;
        m_ledger.inFlightAtLastHeartbeat = 1;
        m_ledger.firstCommitWitnessNs = m_ledger.acks.front().witnessTimeNs;
        m_ledger.lastHeardWitnessNs = m_ledger.acks.back().witnessTimeNs + 150'000'000;
        m_ledger.writer.bootId = "boot-before";
        m_ledger.writer.deviceModel = "Model";
        m_ledger.writer.deviceSerial = "SERIAL1";
        m_ledger.writer.capacityBytes = 1ULL << 30;
        m_now.simulatedCut = true;
        m_now.deviceModel = "Model";
        m_now.deviceSerial = "SERIAL1";
        m_now.capacityBytes = 1ULL << 30;
    }

    void writerRecordsAreOnDisk()
    {
        // Read back one acknowledged write independently of the verifier.
        const AckEntry &ack = m_ledger.acks.back();
        QFile file(m_image);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.seek(qint64(kAreaOffset + ack.lba * 4096)));
        const QByteArray block = file.read(4096);
        const DecodedRecord r =
            decodeBlock(reinterpret_cast<const std::byte *>(block.constData()), 4096);
        QCOMPARE(r.status, DecodeStatus::Valid);
        QCOMPARE(r.header.seq, ack.seq);
        QCOMPARE(r.header.lba, ack.lba);
        QCOMPARE(r.header.flushEpoch, flushEpochOf(m_ledger.parameters, ack.seq));
    }

    void untouchedImagePasses()
    {
        const VerifyReport report = verifyFile(freshCopy(), m_ledger, m_now);
        QVERIFY2(failureClasses(report).isEmpty(), qPrintable(describe(report)));
        QCOMPARE(report.verdict, Verdict::Pass);
        QCOMPARE(report.blocksChecked, std::uint64_t(2048));
        QCOMPARE(report.acknowledgedWrites, kWrites);
        QVERIFY(report.writes.isEmpty());
        QVERIFY(report.sectors.isEmpty());

        const QJsonObject json = reportToJson(report);
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), QStringLiteral("PASS"));
        QCOMPARE(json.value(QStringLiteral("acknowledged_writes")).toInt(), int(kWrites));
        const QJsonObject classes = json.value(QStringLiteral("classes")).toObject();
        QCOMPARE(classes.value(QStringLiteral("LOST_ACKED")).toInt(-1), 0);
        QCOMPARE(classes.size(), 16);
        const QJsonObject validity = json.value(QStringLiteral("validity")).toObject();
        QVERIFY(validity.value(QStringLiteral("simulated_cut"))
                    .toObject()
                    .value(QStringLiteral("ok"))
                    .toBool());
        QCOMPARE(json.value(QStringLiteral("timeline")).toArray().size(), int(kWrites));
    }

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

    void tearInsideBlockIsShorn()
    {
        const std::uint64_t seq = heldWrite(2);
        const VerifyReport report =
            faulted([&](FaultEmulator &e) { return e.tearInsideBlock(seq, 1, 2048); },
                    {QStringLiteral("SHORN")});
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("SHORN")}));
        QCOMPARE(report.count(FindingClass::Shorn), std::uint64_t(1));
        QCOMPARE(report.sectors.size(), 1);
        const SectorFinding &f = report.sectors.first();
        QCOMPARE(f.block, planWrite(m_ledger.parameters, seq).lba + 1);
        QCOMPARE(f.shearOffsetBytes, 2048u);
        QCOMPARE(f.foundSeq, seq);  // the new image up to the tear
        QVERIFY(f.suffixSeq < seq); // the old one after it
        // Not a lost write: the damage is counted once, at the block.
        QCOMPARE(report.writes.first().state, WriteState::Damaged);
    }

    void tearInsideHeaderIsShornToo()
    {
        const std::uint64_t seq = heldWrite(1);
        const VerifyReport report =
            faulted([&](FaultEmulator &e) { return e.tearInsideBlock(seq, 0, 30); },
                    {QStringLiteral("SHORN")});
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("SHORN")}));
    }

    void flippedBitsAreBitCorruption()
    {
        const std::uint64_t seq = heldWrite(1);
        const std::uint64_t block = planWrite(m_ledger.parameters, seq).lba;
        const VerifyReport report =
            faulted([&](FaultEmulator &e) { return e.flipBits(block, 3, 99); },
                    {QStringLiteral("BIT_CORRUPTION")});
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("BIT_CORRUPTION")}));
        QCOMPARE(report.sectors.size(), 1);
        QCOMPARE(report.sectors.first().flippedBits, 3u);
        QCOMPARE(report.sectors.first().foundSeq, seq);
    }

    void redirectedWriteIsMisdirected()
    {
        const std::uint64_t seq = heldWrite(2);
        const PlannedWrite w = planWrite(m_ledger.parameters, seq);
        // Land it in the hot region, away from its own blocks.
        const std::uint64_t to = w.lba >= 1500 ? 800 : 1900;
        const VerifyReport report = faulted([&](FaultEmulator &e) { return e.redirect(seq, to); },
                                            {QStringLiteral("MISDIRECTED")});
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("MISDIRECTED")}));
        QCOMPARE(report.count(FindingClass::Misdirected), std::uint64_t(w.blockCount));
        QCOMPARE(report.sectors.first().block, to);
        QCOMPARE(report.sectors.first().foundLba, w.lba);
        bool seen = false;
        for (const WriteFinding &f : report.writes)
            seen = seen || (f.seq == seq && f.state == WriteState::Misdirected);
        QVERIFY(seen);
    }

    void zeroedRange()
    {
        const VerifyReport report = faulted([](FaultEmulator &e) { return e.zeroRange(1000, 10); },
                                            {QStringLiteral("ZEROED")});
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("ZEROED")}));
        QCOMPARE(report.count(FindingClass::Zeroed), std::uint64_t(10));
    }

    void erasedRange()
    {
        const VerifyReport report = faulted([](FaultEmulator &e) { return e.eraseRange(300, 7); },
                                            {QStringLiteral("ERASED")});
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("ERASED")}));
        QCOMPARE(report.count(FindingClass::Erased), std::uint64_t(7));
    }

    void unreadableRange()
    {
        std::unique_ptr<FailingReader> failing;
        const std::uint64_t first = kAreaOffset + 1200 * 4096;
        const VerifyReport report =
            faulted([](FaultEmulator &) { return 1; }, {QStringLiteral("UNREADABLE")},
                    [&](AreaReader &inner) {
                        failing = std::make_unique<FailingReader>(inner, first, 5 * 4096);
                        return failing.get();
                    });
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("UNREADABLE")}));
        QCOMPARE(report.count(FindingClass::Unreadable), std::uint64_t(5));
        QCOMPARE(report.sectors.first().block, std::uint64_t(1200));
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

    void coldDamageIsDataAtRest()
    {
        const VerifyReport report = faulted([](FaultEmulator &e) { return e.damageCold(10, 4, 5); },
                                            {QStringLiteral("DATA_AT_REST_DAMAGE")});
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("DATA_AT_REST_DAMAGE")}));
        QCOMPARE(report.count(FindingClass::DataAtRestDamage), std::uint64_t(4));
        QVERIFY(report.sectors.first().cold);
        QCOMPARE(report.sectors.first().kind, FindingClass::Garbage);
    }

    void otherRunIsStaleAndNoiseIsGarbage()
    {
        const QString copy = freshCopy();
        RunParameters other = m_ledger.parameters;
        other.runId[0] ^= 0xFF;
        QByteArray block(4096, '\0');
        encodeBlock(other, BlockImage{0, 1700, 0, 1, 0},
                    reinterpret_cast<std::byte *>(block.data()));
        QFile file(copy);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(qint64(kAreaOffset + 1700 * 4096)));
        QCOMPARE(file.write(block), qint64(4096));
        file.close();
        VerifyReport report = verifyFile(copy, m_ledger, m_now);
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("STALE")}));

        for (int i = 0; i < block.size(); ++i)
            block[i] = char((i * 7919 + 13) % 251);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(qint64(kAreaOffset + 1700 * 4096)));
        QCOMPARE(file.write(block), qint64(4096));
        file.close();
        report = verifyFile(copy, m_ledger, m_now);
        QCOMPARE(failureClasses(report), QSet<QString>({QStringLiteral("GARBAGE")}));
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

QTEST_GUILESS_MAIN(TestPlVerifier)
#include "tst_plverifier.moc"
