// In-memory drives for the capacity tests: genuine, wrap-around and drop-writes fakes at any
// real size, an optional write-back cache in front that ignores flushes (the fake stays
// hidden until its blocks are evicted), and a few damaged blocks. Sparse: only blocks
// written are kept, so a "1 GB" drive costs what the probe writes.
#pragma once

#include "capacity/medium.h"

#include <cerrno>
#include <cstring>
#include <deque>
#include <map>
#include <set>
#include <vector>

namespace CapacityTest {

using namespace DriveProof::Capacity;

class FakeMedium final : public Medium
{
public:
    enum class Kind { Genuine, Wrap, Drop };

    FakeMedium(std::uint64_t claimed, std::uint32_t block, Kind kind = Kind::Genuine,
               std::uint64_t real = 0, std::uint64_t cacheBytes = 0)
        : m_claimed(claimed)
        , m_block(block)
        , m_kind(kind)
        , m_real(kind == Kind::Genuine ? claimed : real)
        , m_cacheBlocks(cacheBytes / block)
    {}

    std::uint64_t sizeBytes() const override { return m_claimed; }
    std::uint32_t blockBytes() const override { return m_block; }

    int write(std::uint64_t offset, const std::byte *data, std::size_t size) override
    {
        ++writes;
        if (offset + size > m_claimed || offset % m_block || size % m_block)
            return -EINVAL;
        for (std::size_t i = 0; i < size; i += m_block) {
            std::vector<std::byte> b(data + i, data + i + m_block);
            if (m_cacheBlocks == 0) {
                store(offset + i, std::move(b));
                continue;
            }
            if (!m_cache.count(offset + i))
                m_order.push_back(offset + i);
            m_cache[offset + i] = std::move(b);
            while (m_cache.size() > m_cacheBlocks) { // evict the oldest
                const std::uint64_t old = m_order.front();
                m_order.pop_front();
                store(old, std::move(m_cache[old]));
                m_cache.erase(old);
            }
        }
        return 0;
    }

    int read(std::uint64_t offset, std::byte *data, std::size_t size) override
    {
        if (offset + size > m_claimed || offset % m_block || size % m_block)
            return -EINVAL;
        for (std::size_t i = 0; i < size; i += m_block) {
            const std::uint64_t at = offset + i;
            if (const auto c = m_cache.find(at); c != m_cache.end()) {
                std::memcpy(data + i, c->second.data(), m_block);
                continue;
            }
            const auto it = m_blocks.find(place(at));
            if (const auto r = m_ram.find(at); r != m_ram.end())
                std::memcpy(data + i, r->second.data(), m_block);
            else if (at >= m_real && m_kind == Kind::Drop)
                std::memset(data + i, 0, m_block);
            else if (it == m_blocks.end())
                std::memset(data + i, 0x5a, m_block); // "old data" of a used drive
            else
                std::memcpy(data + i, it->second.data(), m_block);
            if (damagedBlocks.count(at))
                data[i + 100] ^= std::byte{0x10};
        }
        return 0;
    }

    int flush() override { return 0; } // the cache ignores it: eviction is the only way out

    // A reset loses what the controller kept in RAM (ramBeyondReal); Unsupported unless
    // `resettable`.
    ResetOutcome reset() override
    {
        if (!resettable)
            return {};
        ++resets;
        m_ram.clear();
        return {ResetStatus::Done, 0, 1};
    }

    std::set<std::uint64_t> damagedBlocks; // read back with one bit flipped
    std::uint64_t writes = 0;
    // A drop fake whose controller keeps every write beyond the real size in its RAM (as
    // many as come, through flushes) and answers reads from it until a reset.
    bool ramBeyondReal = false;
    bool resettable = false;
    int resets = 0;

private:
    std::uint64_t place(std::uint64_t at) const { return m_kind == Kind::Wrap ? at % m_real : at; }
    void store(std::uint64_t at, std::vector<std::byte> b)
    {
        if (at >= m_real && m_kind == Kind::Drop) {
            if (ramBeyondReal)
                m_ram[at] = std::move(b);
            return;
        }
        m_blocks[place(at)] = std::move(b);
    }

    std::uint64_t m_claimed, m_block;
    Kind m_kind;
    std::uint64_t m_real;
    std::size_t m_cacheBlocks;
    std::map<std::uint64_t, std::vector<std::byte>> m_blocks;
    std::map<std::uint64_t, std::vector<std::byte>> m_cache;
    std::map<std::uint64_t, std::vector<std::byte>> m_ram;
    std::deque<std::uint64_t> m_order;
};

} // namespace CapacityTest
