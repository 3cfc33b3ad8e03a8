// The drive's volatile write cache: dirty blocks in RAM over a durable backing file.
// Reads see the cache over the backing file; writes only dirty the cache. What reaches the
// backing file, and when, decides what survives a cut: flushAll() (an honest FLUSH CACHE),
// destageDue() (the drive emptying its cache late), or nothing (SIGKILL, cut()).
//
// Thread-safe: the FUSE loop thread and the destager thread share one mutex.
#pragma once

#include "fakemap.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <utility>
#include <vector>

namespace DriveProof::LyingDisk {

struct CachePolicy
{
    std::uint64_t sizeBytes = 0;
    std::uint32_t blockSizeBytes = 4096;
    std::chrono::milliseconds destageDelay{1000};
    bool reorder = false; // each block's deadline drawn from [0, 2 × delay]
    std::uint64_t seed = 1;
    std::size_t maxDirtyBlocks = 65536;
    FakeMap fake; // a fake-capacity drive behind the cache
    // Full: keep the cached blocks and write new ones straight through, as Linux's
    // dm-writecache does in SSD mode, instead of destaging the oldest block.
    bool bypassWhenFull = false;
};

class BlockCache
{
public:
    using Clock = std::chrono::steady_clock;

    BlockCache(int backingFd, const CachePolicy &policy);

    // Both return the byte count done, or -errno. EIO once cut.
    long read(char *buffer, std::size_t sizeBytes, std::uint64_t offsetBytes);
    long write(const char *buffer, std::size_t sizeBytes, std::uint64_t offsetBytes);

    // Writes every dirty block to the backing file and fdatasyncs it: 0 or -errno. A cut
    // while it runs stops it with -EIO (the drive died mid-flush).
    int flushAll();
    // Writes back the dirty blocks whose deadline has passed, oldest deadline first.
    int destageDue(Clock::time_point now);

    // The power cut: drops every dirty block and fails every later call. Returns the number
    // of blocks dropped by this call, or -1 when power was already cut.
    long cut();
    bool isCut() const { return m_cut.load(std::memory_order_acquire); }
    std::size_t dirtyBlocks() const;

private:
    struct DirtyBlock
    {
        std::vector<char> data;
        std::pair<Clock::time_point, std::uint64_t> deadline; // (when, tie-break by age)
    };

    // All below: m_mutex held.
    DirtyBlock *dirtyBlockFor(std::uint64_t blockIndex, bool wholeBlock, int &error);
    int destageLocked(std::map<std::uint64_t, DirtyBlock>::iterator it);
    Clock::time_point deadlineFor(Clock::time_point now);

    const int m_backingFd;
    const CachePolicy m_policy;
    mutable std::mutex m_mutex;
    std::atomic<bool> m_cut{false};
    std::map<std::uint64_t, DirtyBlock> m_dirty;
    // Destage queue: (deadline, age order) → block index. Same entries as m_dirty.
    std::set<std::pair<std::pair<Clock::time_point, std::uint64_t>, std::uint64_t>> m_queue;
    std::uint64_t m_nextOrder = 0;
    std::mt19937_64 m_random;
};

} // namespace DriveProof::LyingDisk
