// Progress and cancel of the capacity test (quick probe and full verify). The callback runs
// on the test's thread; a GUI forwards it to its own thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

namespace DriveProof::Capacity {

enum class Phase {
    Writing,  // the probe records (or the whole device, full verify)
    Flushing, // writing past the drive's cache, then FLUSH
    Reading,  // reading back and checking
    Refining, // quick probe: closing in on a boundary
    Waiting,  // quick probe: the drive idle, so that a cache writes back (probe.h)
};

struct Progress
{
    Phase phase = Phase::Writing;
    std::uint64_t doneBytes = 0;  // of this phase
    std::uint64_t totalBytes = 0; // of this phase
    double bytesPerSecond = 0;    // the rate over the last second or so (0: not known yet)
};

using ProgressFn = std::function<void(const Progress &)>;
using CancelFlag = std::atomic<bool>;

// "writing", "flushing", "reading", "refining", "waiting" (JSON, the CLI's --json progress).
const char *phaseKey(Phase phase);

} // namespace DriveProof::Capacity
