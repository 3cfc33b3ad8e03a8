// Runs a Job: one thread per job thread, each with its own backend instance, queue depth
// and buffers, plus a coordinator thread that cuts 100 ms interval snapshots, enforces the
// time limit and collects the final result.
//
// Threads: start(), cancel(), takeSnapshots(), isFinished() and wait() may be called from
// any one consumer thread (e.g. the core's QObject controller polling at ≤ 10 Hz). Nothing
// here calls back into the consumer.
#pragma once

#include "engine/backend.h"
#include "engine/histogram.h"
#include "engine/workload.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace DriveProof::Engine {

struct IntervalSnapshot
{
    unsigned index = 0;
    std::chrono::nanoseconds start{0}; // since the run started
    std::chrono::nanoseconds end{0};
    std::uint64_t ops = 0;
    std::uint64_t readOps = 0;
    std::uint64_t writeOps = 0;
    std::uint64_t bytes = 0;
    LatencyHistogram latency;
};

struct RunError
{
    int error = 0;            // errno
    std::uint64_t offset = 0; // where the failing I/O was
    bool write = false;
    unsigned thread = 0;
    std::string message; // English, for logs; the UI builds its own from the fields
};

struct RunResult
{
    bool completed = false; // reached its limit without error or cancel
    bool cancelled = false;
    std::chrono::nanoseconds elapsed{0};
    std::uint64_t ops = 0;
    std::uint64_t readOps = 0;
    std::uint64_t writeOps = 0;
    std::uint64_t bytes = 0;
    std::uint64_t shortTransfers = 0; // fewer bytes than asked (end of file)
    double iops = 0.0;
    double bytesPerSecond = 0.0;
    LatencyHistogram latency; // all intervals and threads merged
    std::string backend;      // "io_uring", "psync" or "null"
    std::string backendNote;  // why a fallback happened, if one did
    unsigned queueDepth = 0;  // per thread, as run: psync runs 1 whatever was asked
    bool directIo = false;    // copied from RunTarget
    std::string targetNote;
    std::vector<RunError> errors;
};

// What the runner is pointed at. The fd stays owned by the caller and must outlive the run.
struct RunTarget
{
    int fd = -1;
    bool directIo = false;
    std::string note;
};

class Runner
{
public:
    static constexpr std::chrono::milliseconds kInterval{100};
    // Upper bound of a reap wait; cancel is seen within this plus one I/O.
    static constexpr std::chrono::milliseconds kPollWait{50};

    Runner(Job job, RunTarget target, BackendKind backend = BackendKind::Auto);
    // Every thread gets its own backend from `make`: for tests (nullbackend.h), which need
    // no target file when the backend does no real I/O.
    Runner(Job job, RunTarget target, BackendFactory make);
    ~Runner(); // cancels and joins
    Runner(const Runner &) = delete;
    Runner &operator=(const Runner &) = delete;

    // Validates the job and starts the threads. False (with the reason in the result's
    // errors, error EINVAL) when the job is invalid; the result is then final.
    bool start();
    void cancel() noexcept;
    bool isFinished() const noexcept { return m_finished.load(std::memory_order_acquire); }
    // Snapshots completed since the previous call, oldest first. The newest slice is held
    // back until the next one is cut (a short last slice is merged into it), so the live
    // view runs one interval behind; after the run, the rest comes out.
    std::vector<IntervalSnapshot> takeSnapshots();
    // Blocks until the run ends; then returns the result (again on later calls).
    const RunResult &wait();

private:
    struct Worker;
    void coordinate();
    void workerMain(Worker &worker);
    // A commit job's thread (Job::commit): writes, sync, one op per commit.
    void commitLoop(Worker &worker, Backend &backend, std::byte *buffer, Xoshiro256 &rng);
    // Queues one slot and waits for it; the slot's result. Only for QD 1 loops.
    static std::int64_t runOne(Backend &backend, IoSlot &slot) noexcept;
    void collectInterval(std::uint64_t nowNs, bool last);

    Job m_job;
    RunTarget m_target;
    BackendKind m_kind = BackendKind::Auto;
    BackendFactory m_make; // set by the test constructor, or at start() from m_kind
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::thread m_coordinator;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_cancelled{false};
    std::atomic<bool> m_finished{false};
    std::atomic<unsigned> m_running{0};
    std::uint64_t m_startNs = 0;
    std::uint64_t m_intervalStartNs = 0;
    unsigned m_intervalIndex = 0;
    std::mutex m_snapshotMutex; // guards m_pending and m_finalCut
    std::vector<IntervalSnapshot> m_pending;
    bool m_finalCut = false; // the last slice is cut: nothing more will be merged
    std::mutex m_wakeMutex;  // with m_wake: lets cancel/finish wake the coordinator
    std::condition_variable m_wake;
    RunResult m_result; // written by the coordinator, read after join
    bool m_started = false;
};

} // namespace DriveProof::Engine
