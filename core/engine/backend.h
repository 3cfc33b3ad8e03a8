// The I/O backend interface, after fio's ioengines.h: the runner queues slots, commits
// them, and reaps completions; a backend says what it can do with capability flags.
// One backend instance per runner thread; none of these are shared between threads.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace DriveProof::Engine {

// What a slot asks of the kernel: a data transfer (read or write, by `write`), or a sync of
// the whole file (no buffer, no offset), as the commit test and pg_test_fsync use them.
enum class SlotOp : std::uint8_t { Transfer, Fsync, Fdatasync };

// A write that is durable on its own: pwritev2's RWF_DSYNC / RWF_SYNC (io_uring's rw_flags),
// the per-write form of opening with O_DSYNC / O_SYNC.
enum class WriteSync : std::uint8_t { None, Dsync, Sync };

// One I/O in flight. The runner owns the slots (and their buffers) and keeps a slot alive
// until the backend hands it back from reap().
struct IoSlot
{
    std::byte *buffer = nullptr;
    std::uint32_t length = 0;
    std::uint64_t offset = 0;
    bool write = false;
    SlotOp op = SlotOp::Transfer;
    WriteSync writeSync = WriteSync::None; // for a write only
    std::uint64_t startNs = 0;             // set by the runner when queued (CLOCK_MONOTONIC)
    // Set by the backend on completion:
    std::uint64_t endNs = 0;
    // Bytes transferred (may be short at end of file), 0 for a sync done, or -errno.
    std::int64_t result = 0;
    // Backend-private progress for short transfers that are continued.
    std::uint32_t done = 0;
};

enum BackendCapability : std::uint32_t {
    CapQueueDepth = 1u << 0, // several I/Os in flight per thread (psync: no)
    CapRealIo = 1u << 1,     // touches the file (null: no)
    CapDirectIo = 1u << 2,   // honours O_DIRECT on the fd it is given
};

class Backend
{
public:
    virtual ~Backend() = default;
    virtual const char *name() const noexcept = 0;
    virtual std::uint32_t capabilities() const noexcept = 0;
    // Prepare for up to `depth` I/Os in flight on fd. 0 or -errno.
    virtual int open(int fd, unsigned depth) noexcept = 0;
    // Queue one I/O. A synchronous backend does it here. 0 or -errno (the slot was not queued).
    virtual int queue(IoSlot *slot) noexcept = 0;
    // Hand queued I/Os to the kernel. 0 or -errno.
    virtual int commit() noexcept = 0;
    // Collect up to `max` finished slots into out, waiting at most `wait` for the first.
    // Returns the count (0 on timeout) or -errno. The wait is bounded so that a cancel is
    // seen promptly even when the device is slow.
    virtual int reap(IoSlot **out, unsigned max, std::chrono::milliseconds wait) noexcept = 0;
};

enum class BackendKind { Auto, IoUring, Psync };

// Makes one backend instance; the runner calls it once per thread (and once to read the
// capabilities). Tests hand the runner a factory of the null backend (nullbackend.h).
using BackendFactory = std::function<std::unique_ptr<Backend>()>;

std::unique_ptr<Backend> makePsyncBackend();
std::unique_ptr<Backend> makeUringBackend();

// Whether io_uring can be set up here (kernel, seccomp, io_uring_disabled sysctl). On
// failure, `why` gets the errno text. Cheap: creates and destroys a 1-entry ring.
bool uringAvailable(std::string *why = nullptr);

// Picks the backend that will run: Auto means io_uring when available, else psync.
// `note` explains a fallback ("io_uring unavailable (Operation not permitted); used psync").
BackendKind resolveBackend(BackendKind wanted, std::string *note = nullptr);
std::unique_ptr<Backend> makeBackend(BackendKind resolved);
const char *backendName(BackendKind kind) noexcept;

std::uint64_t monotonicNs() noexcept;

} // namespace DriveProof::Engine
