#include "engine/runner.h"

#include "engine/buffer.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <utility>

namespace DriveProof::Engine {

namespace {
constexpr std::size_t kMaxErrorsPerThread = 16; // the first few tell the story
constexpr std::uint64_t kNever = UINT64_MAX;
} // namespace

// Per-thread state. The worker thread records into `interval` under `mutex`; the
// coordinator swaps it out every interval, so neither waits on the other for long.
struct Runner::Worker
{
    unsigned index = 0;
    std::thread thread;
    std::mutex mutex;
    IntervalSnapshot interval;        // guarded by mutex
    std::uint64_t shortTransfers = 0; // guarded by mutex
    std::vector<RunError> errors;     // guarded by mutex
    std::uint64_t exitNs = 0;         // written before the thread ends, read after join
};

Runner::Runner(Job job, RunTarget target, BackendKind backend)
    : m_job(job)
    , m_target(std::move(target))
    , m_kind(backend)
{}

Runner::Runner(Job job, RunTarget target, BackendFactory make)
    : m_job(job)
    , m_target(std::move(target))
    , m_make(std::move(make))
{}

Runner::~Runner()
{
    cancel();
    wait();
}

bool Runner::start()
{
    if (m_started)
        return false;
    m_started = true;
    if (!m_make) {
        const BackendKind kind = resolveBackend(m_kind, &m_result.backendNote);
        m_make = [kind] { return makeBackend(kind); };
    }
    const std::unique_ptr<Backend> probe = m_make();
    std::string invalid = validateJob(m_job);
    if (invalid.empty() && (probe->capabilities() & CapRealIo) && m_target.fd < 0)
        invalid = "no target file is open";
    m_result.directIo = m_target.directIo;
    m_result.targetNote = m_target.note;
    if (!invalid.empty()) {
        m_result.errors.push_back({EINVAL, 0, false, 0, "invalid job: " + invalid});
        m_finished.store(true, std::memory_order_release);
        return false;
    }
    m_result.backend = probe->name();
    m_result.queueDepth = (probe->capabilities() & CapQueueDepth) ? m_job.queueDepth : 1;
    m_startNs = monotonicNs();
    m_intervalStartNs = m_startNs;
    m_running = m_job.threads;
    for (unsigned i = 0; i < m_job.threads; ++i) {
        m_workers.push_back(std::make_unique<Worker>());
        m_workers.back()->index = i;
    }
    for (auto &w : m_workers)
        w->thread = std::thread([this, worker = w.get()] { workerMain(*worker); });
    m_coordinator = std::thread([this] { coordinate(); });
    return true;
}

void Runner::cancel() noexcept
{
    m_cancelled.store(true);
    m_stop.store(true);
    std::lock_guard lock(m_wakeMutex);
    m_wake.notify_all();
}

std::vector<IntervalSnapshot> Runner::takeSnapshots()
{
    std::lock_guard lock(m_snapshotMutex);
    // While the run goes on, the newest slice stays here: a short last slice may still be
    // merged into it (collectInterval).
    if (m_finalCut || m_pending.size() <= 1)
        return m_finalCut ? std::exchange(m_pending, {}) : std::vector<IntervalSnapshot>{};
    std::vector<IntervalSnapshot> out(std::make_move_iterator(m_pending.begin()),
                                      std::make_move_iterator(m_pending.end() - 1));
    m_pending.erase(m_pending.begin(), m_pending.end() - 1);
    return out;
}

const RunResult &Runner::wait()
{
    if (m_coordinator.joinable())
        m_coordinator.join();
    return m_result;
}

// Sleeps to each 100 ms boundary (or the time limit), cuts a snapshot, and at the end
// builds the result. Intervals are cut by the clock, not by I/O counts, so a stalled
// drive shows up as empty intervals rather than as missing ones.
void Runner::coordinate()
{
    const auto interval = std::uint64_t(std::chrono::nanoseconds(kInterval).count());
    std::uint64_t deadline =
        m_job.timeLimit.count() > 0 ? m_startNs + std::uint64_t(m_job.timeLimit.count()) : kNever;
    std::unique_lock lock(m_wakeMutex);
    while (m_running > 0) {
        const std::uint64_t next = std::min(m_intervalStartNs + interval, deadline);
        const std::uint64_t now = monotonicNs();
        if (next > now)
            m_wake.wait_for(lock, std::chrono::nanoseconds(next - now));
        const std::uint64_t t = monotonicNs();
        if (t >= deadline) {
            m_stop.store(true);
            deadline = kNever; // once: then sleep to boundaries while the threads drain
        }
        if (t >= m_intervalStartNs + interval) {
            lock.unlock();
            collectInterval(t, false);
            lock.lock();
        }
    }
    lock.unlock();
    std::uint64_t endNs = m_startNs;
    for (auto &w : m_workers) {
        w->thread.join();
        endNs = std::max(endNs, w->exitNs);
    }
    collectInterval(std::max(endNs, m_intervalStartNs), true);

    RunResult &r = m_result;
    r.elapsed = std::chrono::nanoseconds(endNs - m_startNs);
    for (auto &w : m_workers) {
        r.shortTransfers += w->shortTransfers;
        r.errors.insert(r.errors.end(), w->errors.begin(), w->errors.end());
    }
    r.cancelled = m_cancelled.load();
    r.completed = !r.cancelled && r.errors.empty();
    const double seconds = std::chrono::duration<double>(r.elapsed).count();
    if (seconds > 0) {
        r.iops = double(r.ops) / seconds;
        r.bytesPerSecond = double(r.bytes) / seconds;
    }
    m_finished.store(true, std::memory_order_release);
}

// Called on the coordinator thread only. The totals are the sum of the snapshots, so the
// final numbers and the time series can never disagree.
void Runner::collectInterval(std::uint64_t nowNs, bool last)
{
    IntervalSnapshot snap;
    snap.index = m_intervalIndex;
    snap.start = std::chrono::nanoseconds(m_intervalStartNs - m_startNs);
    snap.end = std::chrono::nanoseconds(nowNs - m_startNs);
    for (auto &w : m_workers) {
        std::lock_guard lock(w->mutex);
        snap.ops += w->interval.ops;
        snap.readOps += w->interval.readOps;
        snap.writeOps += w->interval.writeOps;
        snap.bytes += w->interval.bytes;
        snap.latency.merge(w->interval.latency);
        w->interval.ops = w->interval.readOps = w->interval.writeOps = w->interval.bytes = 0;
        w->interval.latency.reset();
    }
    m_result.ops += snap.ops;
    m_result.readOps += snap.readOps;
    m_result.writeOps += snap.writeOps;
    m_result.bytes += snap.bytes;
    m_result.latency.merge(snap.latency);
    m_intervalStartNs = nowNs;
    std::lock_guard lock(m_snapshotMutex);
    m_finalCut = last;
    // The slice after the last boundary holds the I/O that was in flight when the run
    // stopped, completed within a few milliseconds: as a rate of its own it would be a
    // spike (8 x 1 MiB in 0.4 ms "is" 20 GB/s). Under half an interval it joins the slice
    // before it, which takeSnapshots() holds back for that reason.
    const auto span = snap.end - snap.start;
    if (last && !m_pending.empty() && span < kInterval / 2) {
        IntervalSnapshot &previous = m_pending.back();
        previous.end = snap.end;
        previous.ops += snap.ops;
        previous.readOps += snap.readOps;
        previous.writeOps += snap.writeOps;
        previous.bytes += snap.bytes;
        previous.latency.merge(snap.latency);
        return;
    }
    // A zero-length tail after the last boundary says nothing; drop it.
    if (last && snap.ops == 0 && span.count() == 0)
        return;
    ++m_intervalIndex;
    m_pending.push_back(snap);
}

namespace {
RunError makeError(int error, const IoSlot *slot, unsigned thread, const char *what)
{
    RunError e;
    e.error = error;
    e.thread = thread;
    std::string where;
    if (slot && slot->op != SlotOp::Transfer) {
        e.write = true;
        where = slot->op == SlotOp::Fsync ? " fsync" : " fdatasync";
    } else if (slot) {
        e.offset = slot->offset;
        e.write = slot->write;
        where = (slot->write ? " write" : " read") + std::string(" at offset ") +
                std::to_string(slot->offset);
    }
    e.message = std::string(what) + where + ": " + std::strerror(error);
    return e;
}
} // namespace

// One job thread: keep up to `depth` I/Os in flight until the op budget is used up or the
// run is stopped, then drain what is in flight (the kernel may still be writing into our
// buffers) before freeing anything. Any error stops the whole run, like fio's default.
void Runner::workerMain(Worker &w)
{
    auto fail = [&](RunError e) {
        std::lock_guard lock(w.mutex);
        if (w.errors.size() < kMaxErrorsPerThread)
            w.errors.push_back(std::move(e));
        m_stop.store(true);
    };
    auto backend = m_make();
    const unsigned depth = m_result.queueDepth; // set before the threads start
    const std::size_t bs = m_job.blockSize;
    const std::size_t buffers = std::max<std::size_t>(depth, m_job.commit.writes);
    AlignedBuffer memory(buffers * bs, m_job.bufferAlignment, m_job.bufferAlignOffset);
    Xoshiro256 rng(m_job.seed * 0x2545F4914F6CDD1DULL + w.index);
    std::vector<IoSlot> slots(depth);
    std::vector<IoSlot *> freeSlots, done(depth);
    if (int r = backend->open(m_target.fd, depth); r < 0) {
        fail(makeError(-r, nullptr, w.index, "cannot set up the I/O backend"));
    } else if (!memory) {
        fail(makeError(ENOMEM, nullptr, w.index, "cannot allocate I/O buffers"));
    } else if (m_job.commit.writes > 0) {
        fillRandom(memory.data(), memory.size(), rng);
        commitLoop(w, *backend, memory.data(), rng);
    } else {
        if (m_job.readPercent < 100)
            fillRandom(memory.data(), memory.size(), rng);
        for (unsigned i = 0; i < depth; ++i) {
            slots[i].buffer = memory.data() + i * bs;
            slots[i].length = static_cast<std::uint32_t>(bs);
            freeSlots.push_back(&slots[i]);
        }
        OffsetGenerator gen(m_job, w.index);
        const std::uint64_t opLimit = threadOpLimit(m_job, w.index);
        std::uint64_t submitted = 0;
        unsigned inFlight = 0;
        for (;;) {
            bool queued = false;
            while (!m_stop.load(std::memory_order_relaxed) && !freeSlots.empty() &&
                   (opLimit == 0 || submitted < opLimit)) {
                IoSlot *slot = freeSlots.back();
                const IoRequest req = gen.next();
                slot->offset = req.offset;
                slot->write = req.write;
                slot->result = 0;
                if (req.write)
                    refreshForWrite(slot->buffer, bs, rng);
                slot->startNs = monotonicNs();
                if (int qr = backend->queue(slot); qr < 0) {
                    fail(makeError(-qr, slot, w.index, "cannot queue"));
                    break;
                }
                freeSlots.pop_back();
                ++inFlight;
                ++submitted;
                queued = true;
            }
            if (queued) {
                if (int cr = backend->commit(); cr < 0) {
                    // Nothing reached the kernel, so nothing is in flight any more.
                    fail(makeError(-cr, nullptr, w.index, "cannot submit I/O"));
                    break;
                }
            }
            if (inFlight == 0)
                break;
            const int n = backend->reap(done.data(), depth, kPollWait);
            if (n < 0) {
                fail(makeError(-n, nullptr, w.index, "cannot collect completions"));
                break;
            }
            std::lock_guard lock(w.mutex);
            for (int i = 0; i < n; ++i) {
                IoSlot *s = done[std::size_t(i)];
                freeSlots.push_back(s);
                --inFlight;
                if (s->result < 0) {
                    if (w.errors.size() < kMaxErrorsPerThread)
                        w.errors.push_back(makeError(int(-s->result), s, w.index, "failed"));
                    m_stop.store(true);
                    continue;
                }
                ++w.interval.ops;
                ++(s->write ? w.interval.writeOps : w.interval.readOps);
                w.interval.bytes += std::uint64_t(s->result);
                if (s->result < s->length)
                    ++w.shortTransfers;
                w.interval.latency.record(s->endNs - s->startNs);
            }
        }
    }
    w.exitNs = monotonicNs();
    std::lock_guard lock(m_wakeMutex);
    --m_running;
    m_wake.notify_all();
}

std::int64_t Runner::runOne(Backend &backend, IoSlot &slot) noexcept
{
    slot.result = 0;
    slot.startNs = monotonicNs();
    if (const int r = backend.queue(&slot); r < 0)
        return r;
    if (const int r = backend.commit(); r < 0)
        return r;
    IoSlot *done = nullptr;
    for (;;) { // a sync on a slow drive may take longer than one bounded wait
        const int n = backend.reap(&done, 1, kPollWait);
        if (n < 0)
            return n;
        if (n == 1)
            return slot.result;
    }
}

// pg_test_fsync's loop on the engine: one clock read per commit, so each commit's time runs
// from the end of the one before and includes the loop's few nanoseconds, as its usecs/op
// does. The blocks go to the same offsets every time, the way a database rewrites the page
// of its log it is filling. A stop is seen between commits: a sync cannot be interrupted.
void Runner::commitLoop(Worker &w, Backend &backend, std::byte *buffer, Xoshiro256 &rng)
{
    const CommitShape &shape = m_job.commit;
    const std::uint32_t bs = m_job.blockSize;
    IoSlot slot;
    std::uint64_t now = monotonicNs();
    while (!m_stop.load(std::memory_order_relaxed)) {
        if (shape.refreshData)
            refreshForWrite(buffer, std::size_t(shape.writes) * bs, rng);
        const std::uint64_t start = now;
        std::int64_t result = 0;
        for (unsigned i = 0; i < shape.writes && result >= 0; ++i) {
            slot = IoSlot{};
            slot.buffer = buffer + std::size_t(i) * bs;
            slot.length = bs;
            slot.offset = m_job.offset + std::uint64_t(i) * bs;
            slot.write = true;
            slot.writeSync = shape.writeSync;
            result = runOne(backend, slot);
            if (result >= 0 && result != std::int64_t(bs))
                result = -EIO; // a short write on a block device or file: the disk is full
        }
        if (result >= 0 && shape.sync != CommitSync::None) {
            slot = IoSlot{};
            slot.op = shape.sync == CommitSync::Fsync ? SlotOp::Fsync : SlotOp::Fdatasync;
            result = runOne(backend, slot);
        }
        now = monotonicNs();
        std::lock_guard lock(w.mutex);
        if (result < 0) {
            if (w.errors.size() < kMaxErrorsPerThread)
                w.errors.push_back(makeError(int(-result), &slot, w.index, "failed"));
            m_stop.store(true);
            break;
        }
        ++w.interval.ops;
        ++w.interval.writeOps;
        w.interval.bytes += std::uint64_t(shape.writes) * bs;
        w.interval.latency.record(now - start);
    }
}

} // namespace DriveProof::Engine
