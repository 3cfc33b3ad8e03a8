// Shared by the verifier tests (tst_plverifier, tst_plverifierruns): one real image file
// in a temporary folder, prepared and written by the real writer (fdatasync, two writes per
// commit) with its ledger, and fresh copies of it for one injected fault each.
#pragma once

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

namespace PlVerifierRig {

using namespace DriveProof::PowerLoss;

inline constexpr std::uint64_t kAreaOffset = 64 * 1024; // the area need not start the file
inline constexpr std::uint64_t kWrites = 600;

inline QSet<QString> failureClasses(const VerifyReport &report)
{
    QSet<QString> out;
    for (const auto &[c, n] : report.counts)
        if (n > 0 && c != FindingClass::Ok)
            out.insert(className(c));
    return out;
}

inline QString describe(const VerifyReport &report)
{
    QStringList parts;
    for (const auto &[c, n] : report.counts)
        parts << QStringLiteral("%1=%2").arg(className(c)).arg(n);
    return verdictName(report.verdict) + QLatin1Char(' ') + parts.join(QLatin1Char(' ')) +
           QLatin1Char(' ') + report.anomalies.join(QLatin1String("; "));
}

class VerifierFixture
{
protected:
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

    // The image and its ledger: call from initTestCase.
    void prepareImage()
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
};

} // namespace PlVerifierRig
