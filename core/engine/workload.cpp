#include "engine/workload.h"

#include <algorithm>
#include <bit>

namespace DriveProof::Engine {

std::string validateJob(const Job &job)
{
    if (job.blockSize == 0)
        return "block size must be greater than zero";
    if (job.readPercent > 100)
        return "read percentage must be between 0 and 100";
    if (job.queueDepth == 0 || job.queueDepth > 4096)
        return "queue depth must be between 1 and 4096";
    if (job.threads == 0 || job.threads > 1024)
        return "threads must be between 1 and 1024";
    if (job.size / job.blockSize < job.threads)
        return "the area must hold at least one block per thread";
    if (job.timeLimit.count() <= 0 && job.byteLimit == 0)
        return "a time limit or a byte limit is needed";
    if (job.byteLimit != 0 && job.byteLimit < job.blockSize)
        return "the byte limit is smaller than one block";
    if (job.commit.writes > 0 && (job.threads != 1 || job.queueDepth != 1))
        return "a commit job runs one thread at queue depth 1";
    if (job.commit.writes > 0 && job.timeLimit.count() <= 0)
        return "a commit job needs a time limit";
    if (job.commit.writes > 0 && job.size / job.blockSize < job.commit.writes)
        return "the area must hold the writes of one commit";
    if (job.bufferAlignment == 0 || !std::has_single_bit(job.bufferAlignment) ||
        job.bufferAlignment < sizeof(void *))
        return "buffer alignment must be a power of two";
    return {};
}

std::uint64_t threadOpLimit(const Job &job, unsigned threadIndex)
{
    if (job.byteLimit == 0)
        return 0;
    const std::uint64_t ops = job.byteLimit / job.blockSize;
    return ops / job.threads + (threadIndex < ops % job.threads ? 1 : 0);
}

OffsetGenerator::OffsetGenerator(const Job &job, unsigned threadIndex)
    // Mix the thread index in so threads draw independent streams from one job seed.
    : m_rng(job.seed ^ (0x9e3779b97f4a7c15ULL * (threadIndex + 1)))
    , m_pattern(job.pattern)
    , m_readPercent(job.readPercent)
    , m_blockSize(job.blockSize)
{
    const std::uint64_t totalBlocks = job.size / job.blockSize;
    if (m_pattern == AccessPattern::Random) {
        m_base = job.offset;
        m_blocks = totalBlocks;
    } else {
        // Spread the remainder so slices differ by at most one block.
        const std::uint64_t per = totalBlocks / job.threads;
        const std::uint64_t extra = totalBlocks % job.threads;
        const std::uint64_t first = threadIndex * per + std::min<std::uint64_t>(threadIndex, extra);
        m_base = job.offset + first * m_blockSize;
        m_blocks = per + (threadIndex < extra ? 1 : 0);
    }
    if (m_blocks == 0)
        m_blocks = 1; // validateJob() rejects this; stay safe if it was skipped
}

IoRequest OffsetGenerator::next() noexcept
{
    IoRequest r;
    std::uint64_t block;
    if (m_pattern == AccessPattern::Random) {
        block = m_rng.below(m_blocks);
    } else {
        block = m_next;
        m_next = (m_next + 1 == m_blocks) ? 0 : m_next + 1;
    }
    r.offset = m_base + block * m_blockSize;
    // Skip the draw for pure reads/writes so their offset streams do not depend on it.
    if (m_readPercent == 100)
        r.write = false;
    else if (m_readPercent == 0)
        r.write = true;
    else
        r.write = m_rng.below(100) >= m_readPercent;
    return r;
}

} // namespace DriveProof::Engine
