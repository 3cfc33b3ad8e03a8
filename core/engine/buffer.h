// Aligned I/O buffers and the data written from them. O_DIRECT needs the buffer address,
// length and file offset aligned to the logical block size; 4096 covers every drive we
// meet. Written data must be incompressible and differ per write, or a compressing or
// deduplicating drive/file system would report speeds it cannot sustain on real data.
#pragma once

#include <cstddef>
#include <cstdint>

namespace DriveProof::Engine {

// xoshiro256** (Blackman & Vigna): fast, good enough to defeat compression; not crypto.
class Xoshiro256
{
public:
    explicit Xoshiro256(std::uint64_t seed = 1) noexcept { reseed(seed); }
    void reseed(std::uint64_t seed) noexcept; // expands the seed with splitmix64
    std::uint64_t next() noexcept;
    // Uniform in [0, bound), bound > 0 (Lemire's multiply-shift; bias is below 2^-64*bound).
    std::uint64_t below(std::uint64_t bound) noexcept;

private:
    std::uint64_t m_s[4];
};

// Owns one aligned allocation. Move-only; a null buffer (allocation failed) has data()==nullptr.
class AlignedBuffer
{
public:
    AlignedBuffer() = default;
    // alignOffset shifts the usable start by that many bytes past an aligned address, so
    // tests (and fio's iomem_align users) can produce a deliberately misaligned buffer.
    AlignedBuffer(std::size_t size, std::size_t alignment, std::size_t alignOffset = 0) noexcept;
    ~AlignedBuffer();
    AlignedBuffer(AlignedBuffer &&other) noexcept;
    AlignedBuffer &operator=(AlignedBuffer &&other) noexcept;
    AlignedBuffer(const AlignedBuffer &) = delete;
    AlignedBuffer &operator=(const AlignedBuffer &) = delete;

    std::byte *data() const noexcept { return m_data; }
    std::size_t size() const noexcept { return m_size; }
    explicit operator bool() const noexcept { return m_data != nullptr; }

private:
    void *m_allocation = nullptr;
    std::byte *m_data = nullptr;
    std::size_t m_size = 0;
};

// Fills all of [data, data+size) with random bytes. Done once per buffer.
void fillRandom(std::byte *data, std::size_t size, Xoshiro256 &rng) noexcept;
// Makes a previously filled buffer different from every earlier write by replacing one
// 64-bit word in each 512-byte sector: every sector differs, so dedup at any granularity
// sees new data, at the cost of size/512 generator calls instead of size/8.
void refreshForWrite(std::byte *data, std::size_t size, Xoshiro256 &rng) noexcept;

} // namespace DriveProof::Engine
