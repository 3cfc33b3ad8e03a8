#include "powerloss/verifier.h"

#include "engine/buffer.h"
#include "powerloss/plan.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/record.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <limits>
#include <set>
#include <unistd.h>

namespace DriveProof::PowerLoss {

// ---- names and words ----------------------------------------------------------------------

QString className(FindingClass c)
{
    switch (c) {
    case FindingClass::Ok:
        return QStringLiteral("OK");
    case FindingClass::Misdirected:
        return QStringLiteral("MISDIRECTED");
    case FindingClass::Stale:
        return QStringLiteral("STALE");
    case FindingClass::Shorn:
        return QStringLiteral("SHORN");
    case FindingClass::BitCorruption:
        return QStringLiteral("BIT_CORRUPTION");
    case FindingClass::Zeroed:
        return QStringLiteral("ZEROED");
    case FindingClass::Erased:
        return QStringLiteral("ERASED");
    case FindingClass::Garbage:
        return QStringLiteral("GARBAGE");
    case FindingClass::Unreadable:
        return QStringLiteral("UNREADABLE");
    case FindingClass::LostAcked:
        return QStringLiteral("LOST_ACKED");
    case FindingClass::TornAcked:
        return QStringLiteral("TORN_ACKED");
    case FindingClass::Reordered:
        return QStringLiteral("REORDERED");
    case FindingClass::TailLoss:
        return QStringLiteral("TAIL_LOSS");
    case FindingClass::DeadDevice:
        return QStringLiteral("DEAD_DEVICE");
    case FindingClass::IdentityChanged:
        return QStringLiteral("IDENTITY_CHANGED");
    case FindingClass::DataAtRestDamage:
        return QStringLiteral("DATA_AT_REST_DAMAGE");
    case FindingClass::ProtocolAnomaly:
        return QStringLiteral("PROTOCOL_ANOMALY");
    }
    return {};
}

bool isFailure(FindingClass c)
{
    return c != FindingClass::Ok && c != FindingClass::ProtocolAnomaly;
}

QString describeClass(FindingClass c, std::uint64_t count)
{
    const int n = int(std::min<std::uint64_t>(count, std::numeric_limits<int>::max()));
    switch (c) {
    case FindingClass::Ok:
        return Tr::tr("%Ln block(s) hold exactly what they should.", nullptr, n);
    case FindingClass::Misdirected:
        return Tr::tr("%Ln block(s) hold data that was written to another place.", nullptr, n);
    case FindingClass::Stale:
        return Tr::tr("%Ln block(s) hold data from before this test: the drive forgot the "
                      "preparation.",
                      nullptr, n);
    case FindingClass::Shorn:
        return Tr::tr("%Ln block(s) are half old, half new: a write tore inside a block.", nullptr,
                      n);
    case FindingClass::BitCorruption:
        return Tr::tr("%Ln block(s) have flipped bits.", nullptr, n);
    case FindingClass::Zeroed:
        return Tr::tr("%Ln block(s) read back as zeros.", nullptr, n);
    case FindingClass::Erased:
        return Tr::tr("%Ln block(s) read back erased (all ones).", nullptr, n);
    case FindingClass::Garbage:
        return Tr::tr("%Ln block(s) hold data nobody wrote.", nullptr, n);
    case FindingClass::Unreadable:
        return Tr::tr("%Ln block(s) cannot be read.", nullptr, n);
    case FindingClass::LostAcked:
        return Tr::tr("%Ln acknowledged write(s) were lost.", nullptr, n);
    case FindingClass::TornAcked:
        return Tr::tr("%Ln acknowledged write(s) survived only in part.", nullptr, n);
    case FindingClass::Reordered:
        return Tr::tr("%Ln acknowledged write(s) were lost while later ones survived: the "
                      "drive reorders writes across flushes.",
                      nullptr, n);
    case FindingClass::TailLoss:
        return Tr::tr("%Ln acknowledged write(s) just before the cut were lost: the drive "
                      "acknowledges flushes before the data is safe.",
                      nullptr, n);
    case FindingClass::DeadDevice:
        return Tr::tr("The drive cannot be read at all after the power cut.");
    case FindingClass::IdentityChanged:
        return Tr::tr("The drive's identity or capacity changed after the power cut.");
    case FindingClass::DataAtRestDamage:
        return Tr::tr("%Ln block(s) written only before the test were damaged: data at rest "
                      "is not safe on this drive.",
                      nullptr, n);
    case FindingClass::ProtocolAnomaly:
        return Tr::tr("%Ln contradiction(s) between the witness's record and the test plan: "
                      "a bug in DriveProof, so this run proves nothing.",
                      nullptr, n);
    }
    return {};
}

QString writeStateName(WriteState s)
{
    switch (s) {
    case WriteState::Ok:
        return QStringLiteral("OK");
    case WriteState::Lost:
        return QStringLiteral("LOST_ACKED");
    case WriteState::Torn:
        return QStringLiteral("TORN_ACKED");
    case WriteState::Damaged:
        return QStringLiteral("DAMAGED");
    case WriteState::Misdirected:
        return QStringLiteral("MISDIRECTED");
    case WriteState::Unknown:
        return QStringLiteral("UNKNOWN");
    }
    return {};
}

QString verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return QStringLiteral("PASS");
    case Verdict::Fail:
        return QStringLiteral("FAIL");
    case Verdict::Inconclusive:
        return QStringLiteral("INCONCLUSIVE");
    }
    return {};
}

bool VerifyReport::hasFailure() const
{
    return std::any_of(counts.begin(), counts.end(),
                       [](const auto &entry) { return isFailure(entry.first) && entry.second; });
}

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

// ---- the verification ----------------------------------------------------------------------

namespace {

constexpr std::uint64_t kNoSeq = std::numeric_limits<std::uint64_t>::max();
// Writes the writer may have issued after its last heartbeat: a record beyond this is not
// a late write but a contradiction.
constexpr std::uint64_t kIssueSlack = 1u << 20;

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

class Verification
{
public:
    Verification(AreaReader *reader, const Ledger &ledger, const ObservedFacts &now,
                 const VerifyOptions &options)
        : m_reader(reader)
        , m_ledger(ledger)
        , m_params(ledger.parameters)
        , m_now(now)
        , m_options(options)
    {}

    VerifyReport run();

private:
    void anomaly(const QString &text)
    {
        ++m_report.counts[FindingClass::ProtocolAnomaly];
        if (m_report.anomalies.size() < 100)
            m_report.anomalies << text;
    }
    void checkLedger();
    bool checkDevice();
    void scan();
    void classifyBlock(std::uint64_t block, const std::byte *data);
    void checkPrevSeqs();
    void analyseSuspects();
    void countSectors();
    void analyseWrites();
    void decide();

    AreaReader *m_reader;
    const Ledger &m_ledger;
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
    Engine::AlignedBuffer m_scratch;
};

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
    m_maxSeq = std::max(m_ledger.lastIssuedSeq, lastSeq);
}

bool Verification::checkDevice()
{
    if (!m_reader) {
        m_report.counts[FindingClass::DeadDevice] = 1;
        return false;
    }
    const WriterFacts &before = m_ledger.writer;
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
    // Replay the plan once: each valid record must name the write it overwrote.
    std::uint64_t top = m_maxSeq;
    for (std::uint64_t b = 0; b < m_available; ++b)
        if (m_class[b] == FindingClass::Ok)
            top = std::max(top, m_found[b]);
    m_maxSeq = top;
    AreaHistory history(m_params);
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
    const auto chains = AreaHistory::chains(m_params, m_suspects, m_maxSeq);
    Engine::AlignedBuffer block(bs, 4096);
    Engine::AlignedBuffer image(bs, 4096);
    const std::uint32_t maxFlips = std::max<std::uint32_t>(8, bs / 128);
    for (std::uint64_t b : m_suspects) {
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
        for (std::size_t k = 0; k < chain.size(); ++k) {
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
            // Any boundary in [lower, upper] explains the block; prefer a 512-byte sector
            // boundary, where real tears happen.
            const std::size_t lower = bs - suffixLen[other];
            const std::size_t upper = prefixLen;
            std::size_t at = (lower + 511) / 512 * 512;
            if (at > upper || at == 0 || at >= bs)
                at = lower;
            best.kind = FindingClass::Shorn;
            best.foundSeq = chain[prefixAt];
            best.suffixSeq = chain[suffixAt[other]];
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

    const std::size_t tailFrom =
        all.size() > std::size_t(m_options.timelineLast) ? all.size() - m_options.timelineLast : 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const WriteFinding &f = all[i];
        if (f.state != WriteState::Ok) {
            if (m_report.writes.size() < m_options.maxWriteFindings)
                m_report.writes << f;
            else
                ++m_report.writesNotListed;
        }
        if (i >= tailFrom ||
            (f.state != WriteState::Ok && m_report.timeline.size() < 2 * m_options.timelineLast))
            m_report.timeline << TimelinePoint{f.seq, f.witnessTimeNs, f.state};
        else
            ++m_report.timelineNotListed;
    }
}

void Verification::decide()
{
    if (m_report.count(FindingClass::ProtocolAnomaly) > 0) {
        m_report.verdict = Verdict::Inconclusive;
        m_report.reasons << describeClass(FindingClass::ProtocolAnomaly,
                                          m_report.count(FindingClass::ProtocolAnomaly));
        return;
    }
    if (m_report.hasFailure()) {
        m_report.verdict = Verdict::Fail;
        for (const auto &[c, n] : m_report.counts)
            if (isFailure(c) && n > 0)
                m_report.reasons << describeClass(c, n);
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
    m_report.validity = checkValidity(m_ledger, m_now);
    m_report.acknowledgedWrites = m_ledger.acks.size();
    m_report.cutEstimateNs = m_ledger.lastHeardWitnessNs;
    if (const std::string problem = parameterProblem(m_params); !problem.empty()) {
        anomaly(QStringLiteral("run parameters: %1").arg(QString::fromStdString(problem)));
        decide();
        return m_report;
    }
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

} // namespace

VerifyReport verifyArea(AreaReader *reader, const Ledger &ledger, const ObservedFacts &now,
                        const VerifyOptions &options)
{
    return Verification(reader, ledger, now, options).run();
}

} // namespace DriveProof::PowerLoss
