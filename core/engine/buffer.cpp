#include "engine/buffer.h"

#include <algorithm>
#include <sys/mman.h>

#include <cstdlib>
#include <cstring>
#include <utility>

namespace DriveProof::Engine {

namespace {
std::uint64_t splitmix64(std::uint64_t &state) noexcept
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t rotl(std::uint64_t x, int k) noexcept
{
    return (x << k) | (x >> (64 - k));
}
} // namespace

void Xoshiro256::reseed(std::uint64_t seed) noexcept
{
    for (auto &word : m_s)
        word = splitmix64(seed);
}

std::uint64_t Xoshiro256::next() noexcept
{
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

std::uint64_t Xoshiro256::below(std::uint64_t bound) noexcept
{
    __extension__ typedef unsigned __int128 Wide;
    return static_cast<std::uint64_t>((static_cast<Wide>(next()) * bound) >> 64);
}

AlignedBuffer::AlignedBuffer(std::size_t size, std::size_t alignment,
                             std::size_t alignOffset) noexcept
{
    // Large buffers (QD8 × 1 MiB) go on transparent huge pages where the kernel has them:
    // a 1 MiB O_DIRECT transfer over 256 scattered 4 KiB pages exceeds a queue's segment
    // limit (254 on the virtio disk here) and is split in two requests. Measured there:
    // SEQ1M Q8T1 read 1.0k → 3.0k IOPS, write 2.3k → 4.8k, CPU per I/O 60 → 25 µs. fio's
    // default malloc'd buffers get that only by luck, which is why its SEQ1M numbers swing.
    constexpr std::size_t kHugePage = std::size_t(2) << 20;
    const bool huge = size >= kHugePage;
    if (huge)
        alignment = std::max(alignment, kHugePage);
    void *p = nullptr;
    if (posix_memalign(&p, alignment, size + alignOffset) != 0)
        return;
    if (huge)
        (void)::madvise(p, size + alignOffset, MADV_HUGEPAGE); // a hint: fine if refused
    m_allocation = p;
    m_data = static_cast<std::byte *>(p) + alignOffset;
    m_size = size;
}

AlignedBuffer::~AlignedBuffer()
{
    std::free(m_allocation);
}

AlignedBuffer::AlignedBuffer(AlignedBuffer &&other) noexcept
    : m_allocation(std::exchange(other.m_allocation, nullptr))
    , m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
{}

AlignedBuffer &AlignedBuffer::operator=(AlignedBuffer &&other) noexcept
{
    if (this != &other) {
        std::free(m_allocation);
        m_allocation = std::exchange(other.m_allocation, nullptr);
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

void fillRandom(std::byte *data, std::size_t size, Xoshiro256 &rng) noexcept
{
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        const std::uint64_t word = rng.next();
        std::memcpy(data + i, &word, 8); // memcpy: the buffer may be misaligned on purpose
    }
    if (i < size) {
        const std::uint64_t word = rng.next();
        std::memcpy(data + i, &word, size - i);
    }
}

void refreshForWrite(std::byte *data, std::size_t size, Xoshiro256 &rng) noexcept
{
    for (std::size_t i = 0; i + 8 <= size; i += 512) {
        const std::uint64_t word = rng.next();
        std::memcpy(data + i, &word, 8);
    }
}

} // namespace DriveProof::Engine
