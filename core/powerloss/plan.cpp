// The write plan of plan.h: where write seq of a run goes, as a pure function of the run
// parameters, for the writer, the verifier and the fault emulator alike.
#include "powerloss/plan.h"

#include <algorithm>
#include <bit>

namespace DriveProof::PowerLoss {
namespace {

// A stateless hash of (seed, value, stream): the plan must be reproducible from any seq
// without replaying the ones before it. Part of the format, like the keystream.
std::uint64_t mix(std::uint64_t seed, std::uint64_t value, std::uint64_t stream)
{
    std::uint64_t z = seed ^ (value * 0x9e3779b97f4a7c15ULL) ^ (stream * 0xc2b2ae3d27d4eb4fULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    z = (z ^ (z >> 29)) * 0xbf58476d1ce4e5b9ULL;
    return z ^ (z >> 32);
}

struct Layout
{
    std::uint64_t ringStart = 0;
    std::uint64_t slotBlocks = 0; // T; 0 = no ring
    std::uint64_t slotCount = 0;
    std::uint64_t hotStart = 0;
    std::uint64_t hotBlocks = 0;
};

Layout layoutOf(const RunParameters &p)
{
    Layout l;
    l.ringStart = p.coldBlocks;
    if (p.ringBlocks >= 2) {
        // T = maxWriteBlocks + 1: both writes of a pair can take any size 1..maxWriteBlocks.
        l.slotBlocks = std::min<std::uint64_t>(std::uint64_t(p.maxWriteBlocks) + 1, p.ringBlocks);
        l.slotCount = p.ringBlocks / l.slotBlocks;
    }
    l.hotStart = p.coldBlocks + p.ringBlocks;
    l.hotBlocks = p.areaBlocks > l.hotStart ? p.areaBlocks - l.hotStart : 0;
    return l;
}

// Two of the four seqs of a round go to the ring.
constexpr unsigned kRingMasks[6] = {0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100};

PlannedWrite ringWrite(const RunParameters &p, const Layout &l, std::uint64_t seq,
                       std::uint64_t ringIndex)
{
    const std::uint64_t pair = ringIndex / 2;
    const std::uint64_t start = l.ringStart + (pair % l.slotCount) * l.slotBlocks;
    const std::uint64_t first = 1 + mix(p.seed, pair, 1) % (l.slotBlocks - 1);
    if (ringIndex % 2 == 0)
        return {seq, start, std::uint32_t(first)};
    return {seq, start + first, std::uint32_t(l.slotBlocks - first)};
}

PlannedWrite hotWrite(const RunParameters &p, const Layout &l, std::uint64_t seq)
{
    const std::uint64_t maxBlocks = std::min<std::uint64_t>(p.maxWriteBlocks, l.hotBlocks);
    const std::uint64_t count = 1 + mix(p.seed, seq, 2) % maxBlocks;
    const std::uint64_t lba = l.hotStart + mix(p.seed, seq, 3) % (l.hotBlocks - count + 1);
    return {seq, lba, std::uint32_t(count)};
}

} // namespace

std::string parameterProblem(const RunParameters &p)
{
    if (p.blockSize < 512 || p.blockSize % 512 != 0)
        return "block size must be a multiple of 512";
    if (p.areaBlocks == 0)
        return "empty area";
    if (p.coldBlocks > p.areaBlocks || p.ringBlocks > p.areaBlocks - p.coldBlocks)
        return "cold and ring regions exceed the area";
    if (p.maxWriteBlocks == 0 || p.writesPerCommit == 0 || p.workers == 0)
        return "maxWriteBlocks, writesPerCommit and workers must be at least 1";
    const Layout l = layoutOf(p);
    if (l.slotBlocks == 0 && l.hotBlocks == 0)
        return "no writable region: ring needs 2 blocks or the hot region 1";
    return {};
}

PlannedWrite planWrite(const RunParameters &p, std::uint64_t seq)
{
    const Layout l = layoutOf(p);
    if (l.slotBlocks == 0)
        return hotWrite(p, l, seq);
    if (l.hotBlocks == 0)
        return ringWrite(p, l, seq, seq - 1);
    const std::uint64_t round = (seq - 1) / 4;
    const unsigned slot = unsigned((seq - 1) % 4);
    const unsigned mask = kRingMasks[mix(p.seed, round, 0) % 6];
    if ((mask >> slot & 1) == 0)
        return hotWrite(p, l, seq);
    const unsigned before = unsigned(std::popcount(mask & ((1u << slot) - 1)));
    return ringWrite(p, l, seq, 2 * round + before);
}

std::uint32_t workerOf(const RunParameters &p, std::uint64_t seq)
{
    return seq == 0 ? 0 : std::uint32_t((seq - 1) % std::max<std::uint32_t>(1, p.workers));
}

std::uint64_t flushEpochOf(const RunParameters &p, std::uint64_t seq)
{
    return seq == 0 ? 0 : (seq - 1) / std::max<std::uint32_t>(1, p.writesPerCommit) + 1;
}

AreaHistory::AreaHistory(const RunParameters &params, std::uint64_t trackedBlocks)
    : m_params(params)
    , m_last(std::min(params.areaBlocks, trackedBlocks), 0)
{}

void AreaHistory::apply(const PlannedWrite &write)
{
    for (std::uint32_t i = 0; i < write.blockCount; ++i)
        if (write.lba + i < m_last.size())
            m_last[write.lba + i] = write.seq;
    m_applied = std::max(m_applied, write.seq);
}

void AreaHistory::replayTo(std::uint64_t upTo)
{
    for (std::uint64_t seq = m_applied + 1; seq <= upTo; ++seq)
        apply(planWrite(m_params, seq));
}

std::unordered_map<std::uint64_t, std::vector<std::uint64_t>>
AreaHistory::chains(const RunParameters &params, const std::vector<std::uint64_t> &blocks,
                    std::uint64_t upTo, std::size_t keepPerBlock)
{
    std::unordered_map<std::uint64_t, std::vector<std::uint64_t>> out;
    // A bitmap keeps the replay to one memory access per planned block; the hash map is
    // touched only for blocks somebody asked about.
    std::uint64_t end = 0;
    for (std::uint64_t b : blocks)
        end = std::max(end, std::min(b + 1, params.areaBlocks));
    std::vector<bool> wanted(end, false);
    for (std::uint64_t b : blocks) {
        if (b < params.areaBlocks) {
            wanted[b] = true;
            out[b] = {0};
        }
    }
    if (out.empty())
        return out;
    // Dropping the older half at twice the bound keeps the work per seq constant.
    const std::size_t keep = keepPerBlock > 0 ? keepPerBlock + 1 : 0;
    for (std::uint64_t seq = 1; seq <= upTo; ++seq) {
        const PlannedWrite w = planWrite(params, seq);
        for (std::uint32_t i = 0; i < w.blockCount; ++i) {
            if (w.lba + i >= end || !wanted[w.lba + i])
                continue;
            std::vector<std::uint64_t> &chain = out[w.lba + i];
            chain.push_back(seq);
            if (keep > 0 && chain.size() >= 2 * keep)
                chain.erase(chain.begin(), chain.end() - std::ptrdiff_t(keep));
        }
    }
    if (keep > 0)
        for (auto &[block, chain] : out)
            if (chain.size() > keep)
                chain.erase(chain.begin(), chain.end() - std::ptrdiff_t(keep));
    return out;
}

} // namespace DriveProof::PowerLoss
