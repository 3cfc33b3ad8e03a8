// io_uring through liburing: the loop of liburing's examples/io_uring-test.c, plus what a
// benchmark needs: continued short transfers, -EAGAIN retried, and a bounded wait so the
// runner sees cancel within its deadline.
#include "engine/backend.h"

#include <cerrno>
#include <cstring>
#include <liburing.h>

namespace DriveProof::Engine {

namespace {

class UringBackend final : public Backend
{
public:
    ~UringBackend() override
    {
        if (m_ready)
            io_uring_queue_exit(&m_ring);
    }

    const char *name() const noexcept override { return "io_uring"; }
    std::uint32_t capabilities() const noexcept override
    {
        return CapQueueDepth | CapRealIo | CapDirectIo;
    }

    int open(int fd, unsigned depth) noexcept override
    {
        m_fd = fd;
        // Each ring is used only by the thread that made it, so the kernel may defer
        // completion work until we ask for events (fewer interrupts of the submitting
        // thread, Linux 6.1+). Older kernels reject the flags with EINVAL: plain ring then.
        int r = io_uring_queue_init(depth, &m_ring,
                                    IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN);
        if (r == -EINVAL)
            r = io_uring_queue_init(depth, &m_ring, 0);
        if (r < 0)
            return r;
        m_ready = true;
        return 0;
    }

    int queue(IoSlot *slot) noexcept override
    {
        slot->done = 0;
        return prepare(slot);
    }

    int commit() noexcept override
    {
        const int r = io_uring_submit(&m_ring);
        return r < 0 ? r : 0;
    }

    int reap(IoSlot **out, unsigned max, std::chrono::milliseconds wait) noexcept override
    {
        unsigned n = 0;
        bool waited = false;
        while (n < max) {
            io_uring_cqe *cqe = nullptr;
            int r = io_uring_peek_cqe(&m_ring, &cqe);
            if (r == -EAGAIN) {
                if (n > 0 || waited)
                    break;
                __kernel_timespec ts{};
                ts.tv_sec = wait.count() / 1000;
                ts.tv_nsec = (wait.count() % 1000) * 1000000;
                r = io_uring_wait_cqe_timeout(&m_ring, &cqe, &ts);
                waited = true;
                if (r == -ETIME || r == -EINTR)
                    break;
            }
            if (r < 0)
                return n > 0 ? static_cast<int>(n) : r;
            auto *slot = static_cast<IoSlot *>(io_uring_cqe_get_data(cqe));
            const int res = cqe->res;
            io_uring_cqe_seen(&m_ring, cqe);
            if (finish(slot, res))
                out[n++] = slot;
        }
        // Continuations queued by finish() go out now rather than at the next commit.
        if (m_pending) {
            m_pending = false;
            io_uring_submit(&m_ring);
        }
        return static_cast<int>(n);
    }

private:
    int prepare(IoSlot *slot) noexcept
    {
        io_uring_sqe *sqe = io_uring_get_sqe(&m_ring);
        if (!sqe) { // ring full of unsubmitted entries: push them and try once more
            io_uring_submit(&m_ring);
            sqe = io_uring_get_sqe(&m_ring);
            if (!sqe)
                return -EBUSY;
        }
        std::byte *p = slot->buffer + slot->done;
        const unsigned left = slot->length - slot->done;
        const std::uint64_t at = slot->offset + slot->done;
        if (slot->write)
            io_uring_prep_write(sqe, m_fd, p, left, at);
        else
            io_uring_prep_read(sqe, m_fd, p, left, at);
        io_uring_sqe_set_data(sqe, slot);
        return 0;
    }

    // True when the slot is finished (result set); false when it was resubmitted.
    bool finish(IoSlot *slot, int res) noexcept
    {
        if (res == -EAGAIN || res == -EINTR ||
            (res > 0 && slot->done + unsigned(res) < slot->length)) {
            if (res > 0)
                slot->done += static_cast<std::uint32_t>(res);
            if (prepare(slot) == 0) {
                m_pending = true;
                return false;
            }
            res = -EBUSY;
        }
        slot->endNs = monotonicNs();
        if (res < 0)
            slot->result = res;
        else if (res == 0 && slot->write)
            slot->result = -EIO; // no progress on a write: never retry forever
        else
            slot->result = slot->done + static_cast<std::uint32_t>(res); // 0 = end of file
        return true;
    }

    io_uring m_ring{};
    int m_fd = -1;
    bool m_ready = false;
    bool m_pending = false;
};

} // namespace

std::unique_ptr<Backend> makeUringBackend()
{
    return std::make_unique<UringBackend>();
}

bool uringAvailable(std::string *why)
{
    io_uring ring{};
    const int r = io_uring_queue_init(1, &ring, 0);
    if (r < 0) {
        if (why)
            *why = std::strerror(-r);
        return false;
    }
    io_uring_queue_exit(&ring);
    return true;
}

} // namespace DriveProof::Engine
