// The verifier's block checks (verifier.h "per block"): every block of the area holds a
// legal image or is misdirected, stale, shorn, bit-corrupted, zeroed, erased, garbage or
// unreadable; damaged blocks are compared image by image against their history.
#include "powerloss/plan.h"
#include "powerloss/record.h"
#include "powerloss/verification.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace DriveProof::PowerLoss {
namespace {

bool allBytes(const std::byte *p, std::size_t n, std::byte value)
{
    return p[0] == value && std::memcmp(p, p + 1, n - 1) == 0;
}

std::size_t prefixMatch(const std::byte *a, const std::byte *b, std::size_t n)
{
    std::size_t i = 0;
    while (i < n && a[i] == b[i])
        ++i;
    return i;
}

std::size_t suffixMatch(const std::byte *a, const std::byte *b, std::size_t n)
{
    std::size_t i = 0;
    while (i < n && a[n - 1 - i] == b[n - 1 - i])
        ++i;
    return i;
}

std::uint32_t hamming(const std::byte *a, const std::byte *b, std::size_t n)
{
    std::uint32_t bits = 0;
    for (std::size_t i = 0; i < n; ++i)
        bits += unsigned(std::popcount(unsigned(a[i] ^ b[i])));
    return bits;
}

} // namespace

void Verification::classifyBlock(std::uint64_t block, const std::byte *data)
{
    const std::uint32_t bs = m_params.blockSize;
    if (allBytes(data, bs, std::byte{0})) {
        m_class[block] = FindingClass::Zeroed;
        return;
    }
    if (allBytes(data, bs, std::byte{0xFF})) {
        m_class[block] = FindingClass::Erased;
        return;
    }
    const DecodedRecord record = decodeBlock(data, bs);
    if (record.status != DecodeStatus::Valid) {
        // Only the image-by-image comparison can tell a tear from flipped bits from noise.
        if (m_suspects.size() < m_options.maxAnalysedBlocks) {
            m_suspects.push_back(block);
            m_class[block] = FindingClass::Garbage; // until analysed
        } else {
            m_class[block] = FindingClass::Garbage;
        }
        return;
    }
    const RecordHeader &h = record.header;
    if (h.runId != m_params.runId) {
        m_class[block] = FindingClass::Stale;
        m_details.push_back({block, FindingClass::Stale, false, h.seq, h.lba, 0, 0, 0});
        return;
    }
    if (h.lba != block) {
        m_class[block] = FindingClass::Misdirected;
        m_misdirected.insert({h.lba, h.seq});
        m_details.push_back({block, FindingClass::Misdirected, false, h.seq, h.lba, 0, 0, 0});
        return;
    }
    // A valid record of this run at its own place: it must be exactly a planned image.
    bool planned = false;
    if (h.seq == 0) {
        planned = h.blockIndex == 0 && h.blockCount == 1 && h.prevSeq == 0;
    } else if (h.seq <= m_maxSeq + kIssueSlack) {
        const PlannedWrite w = planWrite(m_params, h.seq);
        planned = w.blockCount == h.blockCount && h.blockIndex < h.blockCount &&
                  w.lba + h.blockIndex == block;
    }
    if (planned) {
        // The CRC already vouches for the header bytes as read; compare what follows from
        // the plan, and the payload against a fresh keystream (no second CRC pass).
        const BlockImage image{h.seq, block, h.blockIndex, h.blockCount, h.prevSeq};
        const RecordHeader expected = headerFor(m_params, image);
        fillKeystream(m_params.runId, image, m_scratch.data(), bs - kRecordHeaderBytes);
        planned =
            expected.workerId == h.workerId && expected.flushEpoch == h.flushEpoch &&
            std::memcmp(m_scratch.data(), data + kRecordHeaderBytes, bs - kRecordHeaderBytes) == 0;
    }
    if (!planned) {
        anomaly(QStringLiteral("block %1 holds a valid record (seq %2) the plan does not explain")
                    .arg(block)
                    .arg(h.seq));
        m_class[block] = FindingClass::ProtocolAnomaly;
        return;
    }
    m_class[block] = FindingClass::Ok;
    m_found[block] = h.seq;
    m_prev[block] = h.prevSeq;
}

void Verification::scan()
{
    const std::uint32_t bs = m_params.blockSize;
    const std::uint64_t chunkBlocks = std::max<std::uint64_t>(1, m_options.chunkBytes / bs);
    Engine::AlignedBuffer buffer(std::size_t(chunkBlocks) * bs, 4096);
    std::uint64_t readable = 0;
    for (std::uint64_t first = 0; first < m_available; first += chunkBlocks) {
        const std::uint64_t count = std::min(chunkBlocks, m_available - first);
        const std::size_t bytes = std::size_t(count) * bs;
        const std::uint64_t offset = m_params.areaOffsetBytes + first * bs;
        if (m_reader->read(buffer.data(), bytes, offset) == ssize_t(bytes)) {
            for (std::uint64_t i = 0; i < count; ++i)
                classifyBlock(first + i, buffer.data() + i * bs);
            readable += count;
            continue;
        }
        // Something in this chunk failed: narrow it down block by block.
        for (std::uint64_t i = 0; i < count; ++i) {
            std::byte *data = buffer.data() + i * bs;
            if (m_reader->read(data, bs, offset + i * bs) == ssize_t(bs)) {
                classifyBlock(first + i, data);
                ++readable;
            } else {
                m_class[first + i] = FindingClass::Unreadable;
            }
        }
    }
    m_report.blocksChecked = m_available;
    if (m_available > 0 && readable == 0) {
        // Nothing at all comes back: the device is gone, not a few sectors.
        m_report.counts[FindingClass::DeadDevice] = 1;
        m_available = 0;
    }
}

void Verification::checkPrevSeqs()
{
    // Replay the plan once, as far as the newest record on the disk: each valid record must
    // name the write it overwrote. Bounded by what the disk holds, not by the ledger's word.
    std::uint64_t top = 0;
    for (std::uint64_t b = 0; b < m_available; ++b)
        if (m_class[b] == FindingClass::Ok)
            top = std::max(top, m_found[b]);
    m_maxSeq = std::max(m_maxSeq, top);
    AreaHistory history(m_params, m_available);
    for (std::uint64_t seq = 1; seq <= top; ++seq) {
        const PlannedWrite w = planWrite(m_params, seq);
        for (std::uint32_t i = 0; i < w.blockCount; ++i) {
            const std::uint64_t b = w.lba + i;
            if (b < m_available && m_class[b] == FindingClass::Ok && m_found[b] == seq &&
                m_prev[b] != history.lastSeq(b)) {
                anomaly(QStringLiteral("block %1 seq %2 names prev seq %3, plan says %4")
                            .arg(b)
                            .arg(seq)
                            .arg(m_prev[b])
                            .arg(history.lastSeq(b)));
                m_class[b] = FindingClass::ProtocolAnomaly;
            }
        }
        history.apply(w);
    }
}

void Verification::analyseSuspects()
{
    if (m_suspects.empty())
        return;
    const std::uint32_t bs = m_params.blockSize;
    // Every suspect is compared with the latest images written to it, about kChainBudget
    // of them in all (a second or so of block comparisons), at least two each: a ledger
    // with a tiny area and millions of writes asks for no more (a fuzzed one took 2 GB and
    // minutes). An older image than that reads as garbage, which is still damage.
    constexpr std::size_t kChainBudget = std::size_t(1) << 16;
    const std::size_t perBlock = std::max<std::size_t>(2, kChainBudget / m_suspects.size());
    const auto chains = AreaHistory::chains(m_params, m_suspects, m_maxSeq, perBlock);
    const std::vector<std::uint64_t> acked = lastAckedSeqs(m_suspects);
    // The unit a drive writes whole (docs/powerloss.md "Verify: classes"): a block larger
    // than it may be cut between two of them while its write is in flight.
    const std::uint32_t sector = m_now.logicalSectorBytes ? m_now.logicalSectorBytes : 512;
    Engine::AlignedBuffer block(bs, 4096);
    Engine::AlignedBuffer image(bs, 4096);
    const std::uint32_t maxFlips = std::max<std::uint32_t>(8, bs / 128);
    for (std::size_t i = 0; i < m_suspects.size(); ++i) {
        const std::uint64_t b = m_suspects[i];
        if (m_reader->read(block.data(), bs, m_params.areaOffsetBytes + b * bs) != ssize_t(bs)) {
            m_class[b] = FindingClass::Unreadable;
            continue;
        }
        const std::vector<std::uint64_t> &chain = chains.at(b);
        SectorFinding best{b, FindingClass::Garbage, false, 0, 0, 0, 0, 0};
        std::uint32_t fewestFlips = std::numeric_limits<std::uint32_t>::max();
        // The longest prefix and the two longest suffixes shared with a legal image.
        std::size_t prefixLen = 0, prefixAt = 0;
        std::size_t suffixLen[2] = {0, 0}, suffixAt[2] = {0, 0};
        // A chain cut short starts with the seq before its first image, named for its
        // successor's header only (plan.h chains()); generation 0 starts a whole one.
        for (std::size_t k = chain.front() == 0 ? 0 : 1; k < chain.size(); ++k) {
            const std::uint64_t seq = chain[k];
            const PlannedWrite w = seq == 0 ? PlannedWrite{0, b, 1} : planWrite(m_params, seq);
            encodeBlock(m_params,
                        BlockImage{seq, b, std::uint32_t(b - w.lba), w.blockCount,
                                   k == 0 ? 0 : chain[k - 1]},
                        image.data());
            const std::uint32_t flips = hamming(block.data(), image.data(), bs);
            if (flips < fewestFlips) {
                fewestFlips = flips;
                best.foundSeq = seq;
            }
            const std::size_t p = prefixMatch(block.data(), image.data(), bs);
            if (p > prefixLen) {
                prefixLen = p;
                prefixAt = k;
            }
            const std::size_t s = suffixMatch(block.data(), image.data(), bs);
            if (s > suffixLen[0]) {
                suffixLen[1] = suffixLen[0];
                suffixAt[1] = suffixAt[0];
                suffixLen[0] = s;
                suffixAt[0] = k;
            } else if (s > suffixLen[1]) {
                suffixLen[1] = s;
                suffixAt[1] = k;
            }
        }
        // A tear first: a block made of two legal images can differ from one of them by a
        // few bits only (when the tear cuts the header), but flipped bits practically never
        // look like the rest of another image. Each part must be more than a few bytes, or
        // a flip in the last byte would pass for a tear one time in 256.
        const int other = suffixAt[0] != prefixAt ? 0 : 1;
        if (chain.size() >= 2 && prefixLen >= 8 && suffixLen[other] >= 8 &&
            prefixLen + suffixLen[other] >= bs) {
            // Any boundary in [lower, upper] explains the block; prefer a sector boundary,
            // where real tears happen.
            const std::size_t lower = bs - suffixLen[other];
            const std::size_t upper = prefixLen;
            std::size_t at = (lower + sector - 1) / sector * sector;
            const bool betweenSectors = at > 0 && at <= upper && at < bs;
            if (!betweenSectors)
                at = lower;
            const std::uint64_t first = chain[prefixAt], second = chain[suffixAt[other]];
            // Both parts no older than the block's last acknowledged image: the newer one
            // was never acknowledged, and the drive promised nothing for it but whole
            // sectors. The acknowledged data is all there.
            if (betweenSectors && std::min(first, second) >= acked[i]) {
                ++m_report.inFlightTears;
                m_class[b] = FindingClass::Ok;
                m_found[b] = std::min(first, second);
                continue;
            }
            best.kind = FindingClass::Shorn;
            best.foundSeq = first;
            best.suffixSeq = second;
            best.shearOffsetBytes = std::uint32_t(at);
        } else if (fewestFlips <= maxFlips) {
            best.kind = FindingClass::BitCorruption;
            best.flippedBits = fewestFlips;
        } else {
            best.foundSeq = 0;
        }
        m_class[b] = best.kind;
        m_details.push_back(best);
    }
}

std::vector<std::uint64_t>
Verification::lastAckedSeqs(const std::vector<std::uint64_t> &blocks) const
{
    // blocks is in ascending order (scan() found them so); 0: no acknowledged write.
    std::vector<std::uint64_t> last(blocks.size(), 0);
    for (std::size_t i = 0; i < m_ledger.acks.size(); ++i) {
        const AckEntry &ack = m_ledger.acks[i];
        if (!m_validAck[i])
            continue;
        auto it = std::lower_bound(blocks.begin(), blocks.end(), ack.lba);
        for (; it != blocks.end() && *it < ack.lba + ack.blockCount; ++it) {
            std::uint64_t &seq = last[std::size_t(it - blocks.begin())];
            seq = std::max(seq, ack.seq);
        }
    }
    return last;
}

void Verification::countSectors()
{
    std::sort(m_details.begin(), m_details.end(),
              [](const SectorFinding &a, const SectorFinding &b) { return a.block < b.block; });
    auto detail = m_details.begin();
    for (std::uint64_t b = 0; b < m_available; ++b) {
        const FindingClass c = m_class[b];
        if (c == FindingClass::Ok || c == FindingClass::ProtocolAnomaly)
            continue;
        const bool cold = b < m_params.coldBlocks;
        // Damage to blocks nobody wrote during the run is a class of its own.
        ++m_report.counts[cold ? FindingClass::DataAtRestDamage : c];
        while (detail != m_details.end() && detail->block < b)
            ++detail;
        if (m_report.sectors.size() >= m_options.maxSectorFindings) {
            ++m_report.sectorsNotListed;
            continue;
        }
        SectorFinding f{b, c, cold, 0, 0, 0, 0, 0};
        if (detail != m_details.end() && detail->block == b)
            f = *detail;
        f.kind = c;
        f.cold = cold;
        m_report.sectors << f;
    }
}

} // namespace DriveProof::PowerLoss
