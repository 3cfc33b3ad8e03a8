// io_uring through liburing: the loop of liburing's examples/io_uring-test.c, plus what a
// benchmark needs: each I/O submitted at once, completions taken in batches, continued
// short transfers, -EAGAIN retried, and a bounded wait so the runner sees cancel
// within its deadline.
#include "engine/backend.h"

#include <cerrno>
#include <cstring>
#include <liburing.h>
#include <sys/uio.h>

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

    // Each I/O goes to the kernel as soon as it is queued, like fio's default
    // (iodepth_batch_submit=1). Handing over a whole batch in one call costs fewer system
    // calls, but the device then starts on the batch only once all of it is there: on the
    // virtio disk here that kept ~10 % fewer I/Os in flight (69k vs 80k IOPS at QD32).
    int queue(IoSlot *slot) noexcept override
    {
        slot->done = 0;
        if (const int r = prepare(slot); r < 0)
            return r;
        const int r = io_uring_submit(&m_ring);
        return r < 0 ? r : 0;
    }

    int commit() noexcept override { return 0; }

    int reap(IoSlot **out, unsigned max, std::chrono::milliseconds wait) noexcept override
    {
        io_uring_cqe *cqe = nullptr;
        if (io_uring_peek_cqe(&m_ring, &cqe) != 0) {
            __kernel_timespec ts{};
            ts.tv_sec = wait.count() / 1000;
            ts.tv_nsec = (wait.count() % 1000) * 1000000;
            const int r = io_uring_wait_cqe_timeout(&m_ring, &cqe, &ts);
            if (r == -ETIME || r == -EINTR)
                return 0;
            if (r < 0)
                return r;
        }
        // Take every completion there is (up to max) and hand the ring back in one step.
        unsigned n = 0;
        unsigned seen = 0;
        unsigned head = 0;
        io_uring_for_each_cqe(&m_ring, head, cqe)
        {
            if (n >= max)
                break;
            ++seen;
            auto *slot = static_cast<IoSlot *>(io_uring_cqe_get_data(cqe));
            if (finish(slot, cqe->res))
                out[n++] = slot;
        }
        io_uring_cq_advance(&m_ring, seen);
        // Continuations queued by finish() go out now.
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
        if (slot->op != SlotOp::Transfer)
            io_uring_prep_fsync(sqe, m_fd,
                                slot->op == SlotOp::Fdatasync ? IORING_FSYNC_DATASYNC : 0u);
        else if (slot->write)
            io_uring_prep_write(sqe, m_fd, p, left, at);
        else
            io_uring_prep_read(sqe, m_fd, p, left, at);
        if (slot->op == SlotOp::Transfer && slot->write && slot->writeSync != WriteSync::None)
            sqe->rw_flags = slot->writeSync == WriteSync::Dsync ? RWF_DSYNC : RWF_SYNC;
        io_uring_sqe_set_data(sqe, slot);
        return 0;
    }

    // True when the slot is finished (result set); false when it was resubmitted.
    bool finish(IoSlot *slot, int res) noexcept
    {
        const bool transfer = slot->op == SlotOp::Transfer;
        if (res == -EAGAIN || res == -EINTR ||
            (transfer && res > 0 && slot->done + unsigned(res) < slot->length)) {
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
        else if (!transfer)
            slot->result = 0; // a sync done
        else if (res == 0 && slot->write)
            slot->result = -EIO; // no progress on a write: never retry forever
        else
            slot->result = slot->done + static_cast<std::uint32_t>(res); // 0 = end of file
        return true;
    }

    io_uring m_ring{};
    int m_fd = -1;
    bool m_ready = false;
    bool m_pending = false; // continuations prepared inside reap()
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
