// pread/pwrite: the fallback when io_uring is missing or disabled (fio's psync). Each
// I/O is done in queue(), so a thread has exactly one in flight: QD 1 per thread.
#include "engine/backend.h"

#include <cerrno>
#include <ctime>
#include <sys/uio.h>
#include <unistd.h>
#include <vector>

namespace DriveProof::Engine {

std::uint64_t monotonicNs() noexcept
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::uint64_t(ts.tv_sec) * 1000000000ULL + std::uint64_t(ts.tv_nsec);
}

namespace {

class PsyncBackend final : public Backend
{
public:
    const char *name() const noexcept override { return "psync"; }
    std::uint32_t capabilities() const noexcept override { return CapRealIo | CapDirectIo; }

    int open(int fd, unsigned depth) noexcept override
    {
        m_fd = fd;
        m_ready.reserve(depth);
        return 0;
    }

    int queue(IoSlot *slot) noexcept override
    {
        if (slot->op == SlotOp::Transfer)
            transfer(slot);
        else
            sync(slot);
        slot->endNs = monotonicNs();
        m_ready.push_back(slot);
        return 0;
    }

    int commit() noexcept override { return 0; }

    int reap(IoSlot **out, unsigned max, std::chrono::milliseconds) noexcept override
    {
        unsigned n = 0;
        while (n < max && !m_ready.empty()) {
            out[n++] = m_ready.back();
            m_ready.pop_back();
        }
        return static_cast<int>(n);
    }

private:
    void sync(IoSlot *slot) const noexcept
    {
        const int r = slot->op == SlotOp::Fsync ? ::fsync(m_fd) : ::fdatasync(m_fd);
        slot->result = r == 0 ? 0 : -errno;
    }

    // One write or read; a durable write goes through pwritev2 with its flag.
    ssize_t once(const IoSlot *slot, std::byte *p, std::size_t left, off_t at) const noexcept
    {
        if (!slot->write)
            return ::pread(m_fd, p, left, at);
        if (slot->writeSync == WriteSync::None)
            return ::pwrite(m_fd, p, left, at);
        iovec iov{p, left};
        return ::pwritev2(m_fd, &iov, 1, at,
                          slot->writeSync == WriteSync::Dsync ? RWF_DSYNC : RWF_SYNC);
    }

    // Loops over short transfers (a read stops early only at end of file: result 0).
    void transfer(IoSlot *slot) noexcept
    {
        slot->done = 0;
        while (slot->done < slot->length) {
            std::byte *p = slot->buffer + slot->done;
            const std::size_t left = slot->length - slot->done;
            const off_t at = static_cast<off_t>(slot->offset + slot->done);
            const ssize_t r = once(slot, p, left, at);
            if (r < 0) {
                if (errno == EINTR || errno == EAGAIN)
                    continue;
                slot->result = -errno;
                return;
            }
            if (r == 0) {
                if (slot->write) { // a write that makes no progress would loop forever
                    slot->result = -EIO;
                    return;
                }
                break; // end of file
            }
            slot->done += static_cast<std::uint32_t>(r);
        }
        slot->result = slot->done;
    }

    int m_fd = -1;
    std::vector<IoSlot *> m_ready;
};

} // namespace

std::unique_ptr<Backend> makePsyncBackend()
{
    return std::make_unique<PsyncBackend>();
}

} // namespace DriveProof::Engine
