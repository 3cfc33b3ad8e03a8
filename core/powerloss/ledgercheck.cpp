// The witness's ledger against the verifier's own record of the run (verifier.h OwnRecord,
// docs/threat-model-witness.md "What someone with the code can do"): a witness that holds
// the code, or a stale or damaged journal, must not decide the verdict. Every field the
// verifier can check is checked; a contradiction makes the run INCONCLUSIVE with the reason.
#include "powerloss/protocol.h"
#include "powerloss/receipt.h"
#include "powerloss/verification.h"

namespace DriveProof::PowerLoss {
namespace {

// The ledger's strings went through HELLO (cut at kMaxFactBytes), the pending test through
// JSON (UTF-8): compare what both ways keep.
QString fact(const std::string &s)
{
    return QString::fromStdString(s.substr(0, kMaxFactBytes));
}

} // namespace

void Verification::crossCheck()
{
    const RunParameters &a = m_ledger.parameters;
    const RunParameters &b = m_own->parameters;
    if (m_ledger.runId != b.runId || a.runId != b.runId)
        contradiction(QStringLiteral("the run id differs"));
    const struct
    {
        const char *name;
        std::uint64_t ledger, own;
    } numbers[] = {
        {"block size", a.blockSize, b.blockSize},
        {"area offset", a.areaOffsetBytes, b.areaOffsetBytes},
        {"area blocks", a.areaBlocks, b.areaBlocks},
        {"cold blocks", a.coldBlocks, b.coldBlocks},
        {"ring blocks", a.ringBlocks, b.ringBlocks},
        {"blocks per write", a.maxWriteBlocks, b.maxWriteBlocks},
        {"plan seed", a.seed, b.seed},
        {"commit method", std::uint64_t(a.method), std::uint64_t(b.method)},
        {"writes per commit", a.writesPerCommit, b.writesPerCommit},
        {"workers", a.workers, b.workers},
        {"capacity", m_ledger.writer.capacityBytes, m_own->facts.capacityBytes},
        {"unsafe-shutdown baseline", std::uint64_t(m_ledger.writer.unsafeShutdowns),
         std::uint64_t(m_own->facts.unsafeShutdowns)},
        {"virtual machine", m_ledger.writer.virtualMachine, m_own->facts.virtualMachine},
        {"on battery", m_ledger.writer.onBattery, m_own->facts.onBattery},
        {"USB bridge", m_ledger.writer.usbBridge, m_own->facts.usbBridge},
    };
    for (const auto &n : numbers) {
        if (n.ledger != n.own)
            contradiction(QStringLiteral("%1 is %2 in the ledger, %3 here")
                              .arg(QLatin1String(n.name))
                              .arg(n.ledger)
                              .arg(n.own));
    }
    const WriterFacts &x = m_ledger.writer;
    const WriterFacts &y = m_own->facts;
    const struct
    {
        const char *name;
        const std::string &ledger, &own;
    } texts[] = {
        {"boot id", x.bootId, y.bootId},
        {"host name", x.hostName, y.hostName},
        {"target", x.targetPath, y.targetPath},
        {"device model", x.deviceModel, y.deviceModel},
        {"device serial", x.deviceSerial, y.deviceSerial},
        {"firmware", x.deviceFirmware, y.deviceFirmware},
        {"write cache", x.writeCache, y.writeCache},
        {"kernel", x.kernel, y.kernel},
    };
    for (const auto &t : texts) {
        if (fact(t.ledger) != fact(t.own))
            contradiction(
                QStringLiteral("the %1 is '%2' in the ledger, '%3' here")
                    .arg(QLatin1String(t.name), fact(t.ledger).left(64), fact(t.own).left(64)));
    }

    // The writer reports every commit, in order, from seq 1 on; the witness stamps each with
    // its own clock, never after the moment it last heard the writer.
    const std::vector<AckEntry> &acks = m_ledger.acks;
    for (std::size_t i = 0; i < acks.size(); ++i) {
        if (acks[i].seq != i + 1) {
            contradiction(QStringLiteral("acknowledgement %1 has seq %2: a commit is missing")
                              .arg(i + 1)
                              .arg(acks[i].seq));
            break;
        }
        if (acks[i].witnessTimeNs > m_ledger.lastHeardWitnessNs) {
            contradiction(QStringLiteral("seq %1 was acknowledged after the writer went silent")
                              .arg(acks[i].seq));
            break;
        }
    }
    if (!acks.empty() && m_ledger.firstCommitWitnessNs != acks.front().witnessTimeNs)
        contradiction(QStringLiteral("the first commit's time differs from seq 1's"));
    const std::uint64_t lastAck = acks.empty() ? 0 : acks.back().seq;
    if (lastAck < m_own->confirmedSeq)
        contradiction(QStringLiteral("the ledger ends at seq %1, but during the run the witness "
                                     "confirmed seq %2 as safely stored")
                          .arg(lastAck)
                          .arg(m_own->confirmedSeq));
}

bool Verification::forgedAck(const AckEntry &ack)
{
    // Only the writer holds R: a witness that holds the pairing code can invent an ack, but
    // not its tag. A pending test from before receipts has no R and checks nothing here.
    if (!m_own || m_own->receiptSecret.size() != kReceiptSecretBytes ||
        genuineReceipt(m_own->receiptSecret, m_params.runId, ack))
        return false;
    if (m_forgedAcks++ == 0)
        m_firstForgedSeq = ack.seq;
    return true;
}

} // namespace DriveProof::PowerLoss
