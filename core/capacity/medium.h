// What the capacity test writes to and reads from: a block device (FdMedium, O_DIRECT) or,
// in the unit tests, an in-memory fake. Offsets and sizes are multiples of blockBytes().
// Called from the test's own thread only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace DriveProof::Capacity {

class Medium
{
public:
    virtual ~Medium() = default;
    virtual std::uint64_t sizeBytes() const = 0;
    virtual std::uint32_t blockBytes() const = 0;
    // 0 or -errno; a short transfer is an error (-EIO).
    virtual int write(std::uint64_t offset, const std::byte *data, std::size_t size) = 0;
    virtual int read(std::uint64_t offset, std::byte *data, std::size_t size) = 0;
    // The drive's cache to the medium (fdatasync: a FLUSH CACHE / NVMe Flush).
    virtual int flush() = 0;
};

// A file descriptor opened by the caller (O_DIRECT where it could); not closed here.
class FdMedium final : public Medium
{
public:
    FdMedium(int fd, std::uint64_t sizeBytes, std::uint32_t blockBytes);
    std::uint64_t sizeBytes() const override { return m_size; }
    std::uint32_t blockBytes() const override { return m_block; }
    int write(std::uint64_t offset, const std::byte *data, std::size_t size) override;
    int read(std::uint64_t offset, std::byte *data, std::size_t size) override;
    int flush() override;

private:
    int m_fd = -1;
    std::uint64_t m_size = 0;
    std::uint32_t m_block = 512;
};

// A buffer aligned for O_DIRECT (4096 bytes).
struct AlignedBlocks
{
    explicit AlignedBlocks(std::size_t bytes);
    std::byte *data() const { return m_data.get(); }
    std::size_t size() const { return m_size; }

private:
    struct Free
    {
        void operator()(std::byte *p) const;
    };
    std::unique_ptr<std::byte, Free> m_data;
    std::size_t m_size = 0;
};

} // namespace DriveProof::Capacity
