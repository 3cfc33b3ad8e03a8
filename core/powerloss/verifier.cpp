// verifyArea() of verifier.h: checks the ledger against the plan and the device against
// the run, has every block and every acknowledged write classified, and decides. Also the
// fd reader the verifier reads the area through.
#include "powerloss/verifier.h"

#include "powerloss/plan.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/verification.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <unistd.h>

namespace DriveProof::PowerLoss {

std::int64_t FdAreaReader::sizeBytes()
{
    // SEEK_END works for regular files and block devices alike.
    const off_t end = ::lseek(m_fd, 0, SEEK_END);
    return end < 0 ? -errno : std::int64_t(end);
}

ssize_t FdAreaReader::read(void *buffer, std::size_t bytes, std::uint64_t offsetBytes)
{
    std::size_t done = 0;
    while (done < bytes) {
        const ssize_t n = ::pread(m_fd, static_cast<char *>(buffer) + done, bytes - done,
                                  off_t(offsetBytes + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -errno;
        if (n == 0)
            break;
        done += std::size_t(n);
    }
    return ssize_t(done);
}

void Verification::checkLedger()
{
    if (m_ledger.runId != m_params.runId)
        anomaly(QStringLiteral("ledger run id differs from its parameters' run id"));
    if (!m_ledger.acks.empty() && !m_ledger.prepared)
        anomaly(QStringLiteral("acknowledged writes without PREPARED"));
    m_validAck.assign(m_ledger.acks.size(), false);
    std::uint64_t previous = 0;
    std::uint64_t lastSeq = 0;
    for (std::size_t i = 0; i < m_ledger.acks.size(); ++i) {
        const AckEntry &ack = m_ledger.acks[i];
        if (ack.seq <= previous) {
            anomaly(QStringLiteral("ack seq %1 follows seq %2").arg(ack.seq).arg(previous));
            continue;
        }
        previous = ack.seq;
        if (forgedAck(ack))
            continue;
        const PlannedWrite w = planWrite(m_params, ack.seq);
        if (w.lba != ack.lba || w.blockCount != ack.blockCount) {
            anomaly(QStringLiteral("ack seq %1 at lba %2 × %3, plan says lba %4 × %5")
                        .arg(ack.seq)
                        .arg(ack.lba)
                        .arg(ack.blockCount)
                        .arg(w.lba)
                        .arg(w.blockCount));
            continue;
        }
        m_validAck[i] = true;
        lastSeq = ack.seq;
    }
    if (m_forgedAcks > 0)
        anomaly(QStringLiteral("%1 acknowledgements without this writer's receipt, from seq %2")
                    .arg(m_forgedAcks)
                    .arg(m_firstForgedSeq));
    // Every write is committed and reported in seq order, so the acknowledged seqs run about
    // as far as there are acknowledgements. A ledger of a few acks that claims seq 2^40 would
    // make every replay of the plan below (chains, prev seqs) run for hours: a fuzzed
    // 350-byte ledger did.
    const auto validAcks = std::uint64_t(std::count(m_validAck.begin(), m_validAck.end(), true));
    if (lastSeq > validAcks + kIssueSlack) {
        anomaly(QStringLiteral("acknowledged seqs reach %1 with only %2 acknowledgements")
                    .arg(lastSeq)
                    .arg(validAcks));
        lastSeq = validAcks + kIssueSlack;
    }
    // The writer issues at most a bounded number of writes beyond its last commit; a claim of
    // more (2^62) would make every replay of the plan below run for ever.
    std::uint64_t issued = m_ledger.lastIssuedSeq;
    if (issued > lastSeq + kIssueSlack) {
        anomaly(QStringLiteral("last issued seq %1 is far beyond the last acknowledged seq %2")
                    .arg(issued)
                    .arg(lastSeq));
        issued = lastSeq + kIssueSlack;
    }
    m_maxSeq = std::max(issued, lastSeq);
}

bool Verification::checkDevice()
{
    if (!m_reader) {
        m_report.counts[FindingClass::DeadDevice] = 1;
        return false;
    }
    const WriterFacts &before = m_own ? m_own->facts : m_ledger.writer;
    auto differs = [](const std::string &a, const std::string &b) {
        return !a.empty() && !b.empty() && a != b;
    };
    bool changed = differs(before.deviceModel, m_now.deviceModel) ||
                   differs(before.deviceSerial, m_now.deviceSerial) ||
                   (before.capacityBytes && m_now.capacityBytes &&
                    before.capacityBytes != m_now.capacityBytes);
    const std::int64_t size = m_reader->sizeBytes();
    if (size < 0) {
        m_report.counts[FindingClass::DeadDevice] = 1;
        return false;
    }
    const std::uint64_t usable = std::uint64_t(size) > m_params.areaOffsetBytes
                                     ? std::uint64_t(size) - m_params.areaOffsetBytes
                                     : 0;
    m_available = std::min<std::uint64_t>(m_params.areaBlocks, usable / m_params.blockSize);
    changed = changed || m_available < m_params.areaBlocks;
    if (changed)
        m_report.counts[FindingClass::IdentityChanged] = 1;
    return true;
}

void Verification::decide()
{
    if (m_report.count(FindingClass::ProtocolAnomaly) > 0) {
        // What the disk itself shows against this machine's own plan stands whatever the
        // ledger says: damaged blocks are a FAIL, reported beside the anomaly. Verdicts on
        // acknowledged writes rest on the ledger, which cannot be trusted now.
        const auto fromLedger = [](FindingClass c) {
            return c == FindingClass::LostAcked || c == FindingClass::TornAcked ||
                   c == FindingClass::Reordered || c == FindingClass::TailLoss;
        };
        bool damaged = false;
        for (const auto &[c, n] : m_report.counts)
            damaged = damaged || (n > 0 && isFailure(c) && !fromLedger(c));
        m_report.verdict = damaged ? Verdict::Fail : Verdict::Inconclusive;
        if (damaged) {
            for (const auto &[c, n] : m_report.counts)
                if (n > 0 && isFailure(c) && !fromLedger(c))
                    m_report.reasons << describeClass(c, n);
        }
        if (m_forgedAcks > 0)
            //: %n how many acknowledgements carry no valid receipt of this machine's writer,
            //: %1 the seq (a number) of the first of them
            m_report.reasons << Tr::tr("The witness reports %n acknowledgement(s) this writer "
                                       "never sent, from seq %1, so its record cannot be "
                                       "trusted and this run proves nothing about "
                                       "acknowledged writes.",
                                       nullptr, int(std::min<std::uint64_t>(m_forgedAcks, INT_MAX)))
                                    .arg(m_firstForgedSeq);
        if (!m_report.contradictions.isEmpty())
            //: %1 what the witness's record says against this machine's (in English, for a
            //: bug report)
            m_report.reasons << Tr::tr("The witness's record contradicts this machine's own "
                                       "record of the test (%1), so it cannot be trusted and "
                                       "this run proves nothing about acknowledged writes.")
                                    .arg(m_report.contradictions.constFirst());
        else if (m_forgedAcks == 0)
            m_report.reasons << describeClass(FindingClass::ProtocolAnomaly,
                                              m_report.count(FindingClass::ProtocolAnomaly));
        return;
    }
    if (m_report.hasFailure()) {
        m_report.verdict = Verdict::Fail;
        m_report.reasons = m_report.failureReasons();
        return;
    }
    if (!allValid(m_report.validity)) {
        m_report.verdict = Verdict::Inconclusive;
        for (const ValidityCheck &c : m_report.validity)
            if (!c.ok)
                m_report.reasons << c.reason;
        return;
    }
    m_report.verdict = Verdict::Pass;
}

VerifyReport Verification::run()
{
    // The boot id and the counter's baseline are this machine's own, never the witness's.
    m_report.validity = checkValidity(m_ledger, m_now, m_own ? &m_own->facts : nullptr);
    m_report.acknowledgedWrites = m_ledger.acks.size();
    m_report.cutEstimateNs = m_ledger.lastHeardWitnessNs;
    if (const std::string problem = parameterProblem(m_params); !problem.empty()) {
        anomaly(QStringLiteral("run parameters: %1").arg(QString::fromStdString(problem)));
        decide();
        return m_report;
    }
    if (m_own)
        crossCheck();
    checkLedger();
    if (checkDevice()) {
        m_class.assign(m_available, FindingClass::Ok);
        m_found.assign(m_available, kNoSeq);
        m_prev.assign(m_available, 0);
        m_scratch = Engine::AlignedBuffer(m_params.blockSize, 4096);
        scan();
        checkPrevSeqs();
        analyseSuspects();
        countSectors();
        analyseWrites();
    }
    decide();
    return m_report;
}

VerifyReport verifyArea(AreaReader *reader, const Ledger &ledger, const ObservedFacts &now,
                        const VerifyOptions &options)
{
    return Verification(reader, ledger, nullptr, now, options).run();
}

VerifyReport verifyArea(AreaReader *reader, const Ledger &ledger, const OwnRecord &own,
                        const ObservedFacts &now, const VerifyOptions &options)
{
    return Verification(reader, ledger, &own, now, options).run();
}

} // namespace DriveProof::PowerLoss
