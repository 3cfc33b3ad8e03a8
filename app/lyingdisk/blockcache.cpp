#include "blockcache.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace DriveProof::LyingDisk {

namespace {

// pread/pwrite the whole range, retrying short transfers and EINTR; 0 or -errno.
int preadAll(int fd, char *buffer, std::size_t sizeBytes, off_t offsetBytes)
{
    while (sizeBytes > 0) {
        const ssize_t done = ::pread(fd, buffer, sizeBytes, offsetBytes);
        if (done < 0 && errno == EINTR)
            continue;
        if (done < 0)
            return -errno;
        if (done == 0) { // beyond the backing file's end: a fresh drive reads zeros
            std::memset(buffer, 0, sizeBytes);
            return 0;
        }
        buffer += done;
        sizeBytes -= static_cast<std::size_t>(done);
        offsetBytes += done;
    }
    return 0;
}

int pwriteAll(int fd, const char *buffer, std::size_t sizeBytes, off_t offsetBytes)
{
    while (sizeBytes > 0) {
        const ssize_t done = ::pwrite(fd, buffer, sizeBytes, offsetBytes);
        if (done < 0 && errno == EINTR)
            continue;
        if (done <= 0)
            return done < 0 ? -errno : -EIO;
        buffer += done;
        sizeBytes -= static_cast<std::size_t>(done);
        offsetBytes += done;
    }
    return 0;
}

// Through the fake's map (fakemap.h): the real part from the backing file, a dropped part as
// zeros (reads) or nowhere (writes).
int readMapped(int fd, const FakeMap &map, char *buffer, std::size_t sizeBytes,
               std::uint64_t offsetBytes)
{
    for (const MappedPiece &p : mapRange(map, offsetBytes, sizeBytes)) {
        char *into = buffer + (p.offset - offsetBytes);
        if (!p.present) {
            std::memset(into, 0, p.size);
            continue;
        }
        if (const int error = preadAll(fd, into, p.size, static_cast<off_t>(p.backing)))
            return error;
    }
    return 0;
}

int writeMapped(int fd, const FakeMap &map, const char *buffer, std::size_t sizeBytes,
                std::uint64_t offsetBytes)
{
    for (const MappedPiece &p : mapRange(map, offsetBytes, sizeBytes)) {
        if (!p.present)
            continue;
        if (const int error = pwriteAll(fd, buffer + (p.offset - offsetBytes), p.size,
                                        static_cast<off_t>(p.backing)))
            return error;
    }
    return 0;
}

} // namespace

BlockCache::BlockCache(int backingFd, const CachePolicy &policy)
    : m_backingFd(backingFd)
    , m_policy(policy)
    , m_random(policy.seed)
{}

std::size_t BlockCache::dirtyBlocks() const
{
    std::lock_guard lock(m_mutex);
    return m_dirty.size();
}

long BlockCache::read(char *buffer, std::size_t sizeBytes, std::uint64_t offsetBytes)
{
    std::lock_guard lock(m_mutex);
    if (isCut())
        return -EIO;
    if (offsetBytes >= m_policy.sizeBytes)
        return 0;
    sizeBytes = static_cast<std::size_t>(
        std::min<std::uint64_t>(sizeBytes, m_policy.sizeBytes - offsetBytes));
    const std::uint64_t blockSize = m_policy.blockSizeBytes;
    std::size_t done = 0;
    while (done < sizeBytes) {
        const std::uint64_t position = offsetBytes + done;
        const std::uint64_t blockIndex = position / blockSize;
        const std::uint64_t inBlock = position % blockSize;
        const std::size_t chunk = static_cast<std::size_t>(
            std::min<std::uint64_t>(blockSize - inBlock, sizeBytes - done));
        if (const auto it = m_dirty.find(blockIndex); it != m_dirty.end()) {
            std::memcpy(buffer + done, it->second.data.data() + inBlock, chunk);
        } else if (const int error =
                       readMapped(m_backingFd, m_policy.fake, buffer + done, chunk, position);
                   error != 0) {
            return error;
        }
        done += chunk;
    }
    return static_cast<long>(done);
}

long BlockCache::write(const char *buffer, std::size_t sizeBytes, std::uint64_t offsetBytes)
{
    std::lock_guard lock(m_mutex);
    if (isCut())
        return -EIO;
    if (offsetBytes >= m_policy.sizeBytes)
        return -ENOSPC; // a disk does not grow
    sizeBytes = static_cast<std::size_t>(
        std::min<std::uint64_t>(sizeBytes, m_policy.sizeBytes - offsetBytes));
    const std::uint64_t blockSize = m_policy.blockSizeBytes;
    std::size_t done = 0;
    while (done < sizeBytes) {
        const std::uint64_t position = offsetBytes + done;
        const std::uint64_t inBlock = position % blockSize;
        const std::size_t chunk = static_cast<std::size_t>(
            std::min<std::uint64_t>(blockSize - inBlock, sizeBytes - done));
        int error = 0;
        if (m_policy.bypassWhenFull && m_dirty.size() >= m_policy.maxDirtyBlocks &&
            !m_dirty.count(position / blockSize)) {
            error = writeMapped(m_backingFd, m_policy.fake, buffer + done, chunk, position);
            if (error != 0)
                return done > 0 ? static_cast<long>(done) : error;
            done += chunk;
            continue;
        }
        DirtyBlock *block = dirtyBlockFor(position / blockSize, chunk == blockSize, error);
        if (block == nullptr)
            return done > 0 ? static_cast<long>(done) : error;
        std::memcpy(block->data.data() + inBlock, buffer + done, chunk);
        done += chunk;
    }
    // A full cache makes room the way a drive does: the oldest block goes out first.
    while (m_dirty.size() > m_policy.maxDirtyBlocks) {
        const auto oldest = m_dirty.find(m_queue.begin()->second);
        if (const int error = destageLocked(oldest); error != 0)
            return error;
    }
    return static_cast<long>(done);
}

BlockCache::DirtyBlock *BlockCache::dirtyBlockFor(std::uint64_t blockIndex, bool wholeBlock,
                                                  int &error)
{
    const auto found = m_dirty.find(blockIndex);
    if (found != m_dirty.end())
        return &found->second; // its deadline stays: re-dirtying must not starve a hot block
    DirtyBlock block;
    block.data.resize(m_policy.blockSizeBytes);
    if (!wholeBlock) { // read-modify-write: the rest of the block keeps its old image
        error = readMapped(m_backingFd, m_policy.fake, block.data.data(), block.data.size(),
                           blockIndex * m_policy.blockSizeBytes);
        if (error != 0)
            return nullptr;
    }
    block.deadline = {deadlineFor(Clock::now()), m_nextOrder++};
    m_queue.insert({block.deadline, blockIndex});
    return &m_dirty.emplace(blockIndex, std::move(block)).first->second;
}

BlockCache::Clock::time_point BlockCache::deadlineFor(Clock::time_point now)
{
    if (!m_policy.reorder)
        return now + m_policy.destageDelay;
    const auto spanMs = static_cast<std::uint64_t>(m_policy.destageDelay.count()) * 2;
    std::uniform_int_distribution<std::uint64_t> pick(0, spanMs);
    return now + std::chrono::milliseconds(pick(m_random));
}

int BlockCache::destageLocked(std::map<std::uint64_t, DirtyBlock>::iterator it)
{
    const DirtyBlock &block = it->second;
    if (const int error = writeMapped(m_backingFd, m_policy.fake, block.data.data(),
                                      block.data.size(), it->first * m_policy.blockSizeBytes);
        error != 0)
        return error;
    m_queue.erase({block.deadline, it->first});
    m_dirty.erase(it);
    return 0;
}

int BlockCache::flushAll()
{
    std::lock_guard lock(m_mutex);
    while (!m_queue.empty()) {
        if (isCut())
            return -EIO;
        if (const int error = destageLocked(m_dirty.find(m_queue.begin()->second)); error != 0)
            return error;
    }
    if (isCut())
        return -EIO;
    return ::fdatasync(m_backingFd) == 0 ? 0 : -errno;
}

int BlockCache::destageDue(Clock::time_point now)
{
    std::lock_guard lock(m_mutex);
    while (!m_queue.empty() && m_queue.begin()->first.first <= now) {
        if (isCut())
            return -EIO;
        if (const int error = destageLocked(m_dirty.find(m_queue.begin()->second)); error != 0)
            return error;
    }
    return 0;
}

long BlockCache::cut()
{
    // Raised before taking the lock so a flushAll() in progress stops at its next block.
    if (m_cut.exchange(true, std::memory_order_acq_rel))
        return -1;
    std::lock_guard lock(m_mutex);
    const auto dropped = static_cast<long>(m_dirty.size());
    m_dirty.clear();
    m_queue.clear();
    return dropped;
}

} // namespace DriveProof::LyingDisk
