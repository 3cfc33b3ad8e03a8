// The verifier's write checks (verifier.h "per acknowledged write, and their order"): each
// acknowledged write is whole, torn or lost, and a lost one is reordered or tail loss; the
// timeline for the chart.
#include "powerloss/plan.h"
#include "powerloss/verification.h"

#include <algorithm>

namespace DriveProof::PowerLoss {

void Verification::analyseWrites()
{
    std::uint64_t lastOkSeq = 0;
    std::vector<WriteFinding> all;
    all.reserve(m_ledger.acks.size());
    for (std::size_t i = 0; i < m_ledger.acks.size(); ++i) {
        const AckEntry &ack = m_ledger.acks[i];
        WriteFinding f{ack.seq,          ack.lba,          ack.blockCount, 0, WriteState::Unknown,
                       FindingClass::Ok, ack.witnessTimeNs};
        if (m_validAck[i] && ack.lba + ack.blockCount <= m_available) {
            std::uint32_t damaged = 0, elsewhere = 0;
            for (std::uint32_t k = 0; k < ack.blockCount; ++k) {
                const std::uint64_t b = ack.lba + k;
                if (m_class[b] == FindingClass::Ok && m_found[b] >= ack.seq)
                    ++f.presentBlocks; // this write, or a legal later one over it
                else if (m_class[b] != FindingClass::Ok)
                    ++damaged;
                else if (m_misdirected.count({b, ack.seq}))
                    ++elsewhere;
            }
            if (f.presentBlocks == ack.blockCount)
                f.state = WriteState::Ok;
            else if (damaged)
                f.state = WriteState::Damaged;
            else if (elsewhere)
                f.state = WriteState::Misdirected;
            else
                f.state = f.presentBlocks == 0 ? WriteState::Lost : WriteState::Torn;
        }
        if (f.state == WriteState::Ok)
            lastOkSeq = ack.seq;
        all.push_back(f);
    }
    std::int64_t firstTailNs = 0;
    std::set<std::uint64_t> tailEpochs;
    for (WriteFinding &f : all) {
        if (f.state != WriteState::Lost && f.state != WriteState::Torn)
            continue;
        ++m_report.counts[f.state == WriteState::Lost ? FindingClass::LostAcked
                                                      : FindingClass::TornAcked];
        f.order = f.seq < lastOkSeq ? FindingClass::Reordered : FindingClass::TailLoss;
        ++m_report.counts[f.order];
        if (f.order == FindingClass::TailLoss) {
            tailEpochs.insert(flushEpochOf(m_params, f.seq));
            if (firstTailNs == 0)
                firstTailNs = f.witnessTimeNs;
        }
    }
    m_report.tailLossCommits = tailEpochs.size();
    if (firstTailNs > 0 && m_ledger.lastHeardWitnessNs >= firstTailNs)
        m_report.tailLossMs = (m_ledger.lastHeardWitnessNs - firstTailNs) / 1000000;

    // The chart shows the whole run up to the cut: every write of the last timelineLast, every
    // damaged one (up to a bound), and one kept write in `stride` before them.
    const std::size_t tailFrom =
        all.size() > std::size_t(m_options.timelineLast) ? all.size() - m_options.timelineLast : 0;
    const std::size_t stride =
        std::max<std::size_t>(1, tailFrom / std::size_t(m_options.timelineLast));
    for (std::size_t i = 0; i < all.size(); ++i) {
        const WriteFinding &f = all[i];
        if (f.state != WriteState::Ok) {
            if (m_report.writes.size() < m_options.maxWriteFindings)
                m_report.writes << f;
            else
                ++m_report.writesNotListed;
        }
        if (i >= tailFrom || i % stride == 0 ||
            (f.state != WriteState::Ok && m_report.timeline.size() < 3 * m_options.timelineLast))
            m_report.timeline << TimelinePoint{f.seq, f.witnessTimeNs, f.state};
        else
            ++m_report.timelineNotListed;
    }
}

} // namespace DriveProof::PowerLoss
