// What the capacity test writes to and reads from: a block device (FdMedium, O_DIRECT) or,
// in the unit tests, an in-memory fake. Offsets and sizes are multiples of blockBytes().
// Called from the test's own thread only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

namespace DriveProof::Capacity {

// Whether the drive was reset between writing its records and reading them back (so that a
// cache in its controller's RAM is lost), or why not (docs/capacity.md, "The reset").
enum class ResetStatus {
    Done,         // reset; the drive came back
    Unsupported,  // the medium cannot be reset (a file, a test's fake)
    NotUsb,       // not a USB drive: no reset the kernel offers for it alone
    NeedsRoot,    // only a run as root can reset it; the helper does not
    Partition,    // a partition was checked: a reset would touch the whole drive
    Shared,       // its USB device carries other drives too
    Refused,      // the kernel refused the reset (errnum)
    DidNotReturn, // reset, but the drive did not come back
};
struct ResetOutcome
{
    ResetStatus status = ResetStatus::Unsupported;
    int errnum = 0;
    int count = 0; // resets done in this run
    bool done() const { return status == ResetStatus::Done || status == ResetStatus::DidNotReturn; }
};
// "done", "unsupported", "not-usb", "needs-root", "partition", "shared", "refused",
// "did-not-return" (JSON).
const char *resetStatusKey(ResetStatus status);

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
    // Resets the drive where that is possible and safe (after the flush, before the reads);
    // says why not otherwise. Blocks until the drive is back.
    virtual ResetOutcome reset() { return {}; }
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
    ResetOutcome reset() override { return m_reset ? m_reset() : ResetOutcome{}; }
    void setReset(std::function<ResetOutcome()> reset) { m_reset = std::move(reset); }

private:
    std::function<ResetOutcome()> m_reset;
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
