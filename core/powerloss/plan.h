// Where each write of a power-loss run goes (docs/powerloss.md §2 "Writer"). The plan is a pure
// function of the run parameters and the write's seq, so the writer never has to tell
// anybody where it wrote, and the verifier can check every record and every ledger entry.
//
// Seqs run in rounds of four. In each round two writes append to the log ring and two
// overwrite random places in the hot region (which two is drawn per round). Ring writes
// come in pairs that together fill exactly one ring slot of T = maxWriteBlocks + 1 blocks, so
// the ring position of any ring write is known in O(1) and the ring wraps on a slot
// boundary, as a database's WAL does. The cold region is never planned.
#pragma once

#include "powerloss/types.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace DriveProof::PowerLoss {

struct PlannedWrite
{
    std::uint64_t seq = 0;
    std::uint64_t lba = 0; // area-relative block
    std::uint32_t blockCount = 0;
};

// Empty when the parameters can be run; else why not (for logs and tests; not shown).
std::string parameterProblem(const RunParameters &params);

// The write with this seq (≥ 1). The parameters must pass parameterProblem().
PlannedWrite planWrite(const RunParameters &params, std::uint64_t seq);

// Worker id and commit group ("flush epoch", 1-based; 0 for generation 0) of a seq.
std::uint32_t workerOf(const RunParameters &params, std::uint64_t seq);
std::uint64_t flushEpochOf(const RunParameters &params, std::uint64_t seq);

// Which writes touched which block, found by replaying the plan.
class AreaHistory
{
public:
    // Only blocks below trackedBlocks are kept (the verifier's: what the device really holds,
    // so a claimed area larger than the device costs no memory).
    explicit AreaHistory(const RunParameters &params, std::uint64_t trackedBlocks = UINT64_MAX);

    // The writer's view: the last seq that wrote each block (0: generation 0). 8 bytes a
    // block: 2 MiB for a 1 GiB area of 4 KiB blocks.
    std::uint64_t lastSeq(std::uint64_t block) const { return m_last[block]; }
    void apply(const PlannedWrite &write);
    // Replays seqs (appliedUpTo, upTo].
    void replayTo(std::uint64_t upTo);
    std::uint64_t appliedUpTo() const { return m_applied; }

    // The verifier's and the fault emulator's view: for each block asked for, every seq
    // that wrote it in order, starting with 0 (generation 0), up to seq upTo. Memory grows
    // with the blocks asked for and the writes to them, not with the area. With
    // `keepPerBlock` > 0 only the last keepPerBlock + 1 seqs of a block are kept: the first
    // of them then only names the previous image of the second (a block written a million
    // times in a tiny area must not take gigabytes).
    static std::unordered_map<std::uint64_t, std::vector<std::uint64_t>>
    chains(const RunParameters &params, const std::vector<std::uint64_t> &blocks,
           std::uint64_t upTo, std::size_t keepPerBlock = 0);

private:
    RunParameters m_params;
    std::vector<std::uint64_t> m_last;
    std::uint64_t m_applied = 0;
};

} // namespace DriveProof::PowerLoss
