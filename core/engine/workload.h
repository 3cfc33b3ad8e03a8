// A job description (what fio calls a job) and the per-thread offset generators.
// Plain data: the runner copies it, the suites and the CLI fill it in.
#pragma once

#include "engine/backend.h"
#include "engine/buffer.h"

#include <chrono>
#include <cstdint>
#include <string>

namespace DriveProof::Engine {

enum class AccessPattern { Sequential, Random };

// The sync call that ends a commit (pg_test_fsync's methods): none for descriptors opened
// with O_DSYNC / O_SYNC, for RWF_DSYNC writes and for the non-durable baselines.
enum class CommitSync { None, Fsync, Fdatasync };

// A commit job writes `writes` blocks at the start of the area, in order, one at a time,
// then makes the sync call, and does it again until the time limit: one op is one commit,
// its latency the whole commit. Zero writes: not a commit job.
struct CommitShape
{
    unsigned writes = 0;
    CommitSync sync = CommitSync::None;
    WriteSync writeSync = WriteSync::None; // each write durable on its own (RWF_DSYNC)
    // New data for every commit, so a drive that compresses or deduplicates gains nothing;
    // off only where nothing reaches a drive (the page-cache baseline), as the refresh
    // would be a measurable part of a 0.6 µs write.
    bool refreshData = true;
};

struct Job
{
    // 100 = read only, 0 = write only, anything between = mixed (fio's rwmixread).
    unsigned readPercent = 100;
    AccessPattern pattern = AccessPattern::Sequential;
    // The area used: [offset, offset + size). offset must be a multiple of blockSize
    // unless a test wants the kernel to reject it.
    std::uint64_t offset = 0;
    std::uint64_t size = 0;
    std::uint32_t blockSize = 4096;
    unsigned queueDepth = 1; // per thread
    unsigned threads = 1;
    // The run ends at whichever limit comes first; 0 means "no such limit", and at least
    // one must be set. The byte limit is for all threads together and counts whole blocks.
    std::chrono::nanoseconds timeLimit{0};
    std::uint64_t byteLimit = 0;
    bool direct = true;     // O_DIRECT: the target decides whether it could be honoured
    std::uint64_t seed = 1; // fixed by default so runs are repeatable
    std::uint32_t bufferAlignment = 4096; // power of two; the logical block size or more
    std::uint32_t bufferAlignOffset = 0;  // bytes past alignment (fio's iomem_align tests)
    CommitShape commit;                   // writes > 0: a commit job (one thread, QD 1)
};

// Empty when the job can run; otherwise why not, in one English line (the CLI/GUI map
// these to translated text by checking fields themselves; this is for logs and tests).
std::string validateJob(const Job &job);

// Operations for one thread under the byte limit: the blocks are shared out so that the
// threads together do exactly byteLimit / blockSize operations. 0 = unlimited.
std::uint64_t threadOpLimit(const Job &job, unsigned threadIndex);

struct IoRequest
{
    std::uint64_t offset = 0;
    bool write = false;
};

// One per thread; not thread-safe. Sequential: each thread walks its own slice of the
// area (the area split into `threads` contiguous runs of blocks) and wraps around.
// Random: uniform over every block of the whole area. Direction: per request, read with
// probability readPercent/100. Deterministic for a given (job.seed, threadIndex).
class OffsetGenerator
{
public:
    OffsetGenerator(const Job &job, unsigned threadIndex);
    IoRequest next() noexcept;

private:
    Xoshiro256 m_rng;
    AccessPattern m_pattern;
    unsigned m_readPercent;
    std::uint64_t m_base; // byte offset of block 0 of this generator's range
    std::uint64_t m_blockSize;
    std::uint64_t m_blocks;   // blocks in the range
    std::uint64_t m_next = 0; // sequential cursor, in blocks
};

} // namespace DriveProof::Engine
