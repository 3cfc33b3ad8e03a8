// One verification of verifier.h, private to the verifier's files: verifier.cpp runs it
// (the ledger, the device, the verdict), verifysectors.cpp classifies every block and
// verifywrites.cpp every acknowledged write and their order.
#pragma once

#include "engine/buffer.h"
#include "powerloss/verifier.h"

#include <cstdint>
#include <limits>
#include <set>
#include <utility>
#include <vector>

namespace DriveProof::PowerLoss {

class Verification
{
public:
    Verification(AreaReader *reader, const Ledger &ledger, const OwnRecord *own,
                 const ObservedFacts &now, const VerifyOptions &options)
        : m_reader(reader)
        , m_ledger(ledger)
        , m_own(own)
        , m_params(own ? own->parameters : ledger.parameters)
        , m_now(now)
        , m_options(options)
    {}

    VerifyReport run();

    static constexpr std::uint64_t kNoSeq = std::numeric_limits<std::uint64_t>::max();
    // Writes the writer may have issued after its last heartbeat: a record beyond this is not
    // a late write but a contradiction.
    static constexpr std::uint64_t kIssueSlack = 1u << 20;

private:
    void anomaly(const QString &text)
    {
        ++m_report.counts[FindingClass::ProtocolAnomaly];
        if (m_report.anomalies.size() < 100)
            m_report.anomalies << text;
    }
    void contradiction(const QString &text)
    {
        if (m_report.contradictions.size() < 100)
            m_report.contradictions << text;
        anomaly(QStringLiteral("the ledger contradicts this machine's record: %1").arg(text));
    }
    void checkLedger();
    void crossCheck(); // ledgercheck.cpp: the ledger against m_own
    // ledgercheck.cpp: whether this ack lacks the writer's receipt (counted as forged).
    bool forgedAck(const AckEntry &ack);
    bool checkDevice();
    void scan();
    void classifyBlock(std::uint64_t block, const std::byte *data);
    void checkPrevSeqs();
    void analyseSuspects();
    // Per block: the newest valid acknowledged write that covers it.
    std::vector<std::uint64_t> lastAckedSeqs(const std::vector<std::uint64_t> &blocks) const;
    void countSectors();
    void analyseWrites();
    void decide();

    AreaReader *m_reader;
    const Ledger &m_ledger;
    const OwnRecord *m_own; // null: the ledger is believed (tests, practice of old)
    const RunParameters &m_params;
    const ObservedFacts &m_now;
    const VerifyOptions &m_options;
    VerifyReport m_report;

    std::uint64_t m_available = 0; // blocks of the area present on the device
    std::uint64_t m_maxSeq = 0;    // highest seq that may legally be on the area
    std::vector<FindingClass> m_class;
    std::vector<std::uint64_t> m_found;    // seq of the valid record in each block
    std::vector<std::uint64_t> m_prev;     // its prev_seq
    std::vector<std::uint64_t> m_suspects; // blocks to compare image by image
    std::set<std::pair<std::uint64_t, std::uint64_t>> m_misdirected; // (home block, seq)
    std::vector<SectorFinding> m_details; // SHORN / BIT_CORRUPTION / MISDIRECTED details
    std::vector<bool> m_validAck;         // per ledger entry: consistent with the plan
    std::uint64_t m_forgedAcks = 0;       // acks without this writer's receipt
    std::uint64_t m_firstForgedSeq = 0;
    Engine::AlignedBuffer m_scratch;
};

} // namespace DriveProof::PowerLoss
