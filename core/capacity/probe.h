// The quick probe: is the drive as big as it says, in minutes.
//
// Plan (docs/capacity.md): `giants` single-block records spread over the whole claimed size at
// a stride that is no power of two (each jittered by the run id), and a contiguous "base"
// run of records at the start, at least two strides long and at least `defeatBytes`. The
// spread records are written between the base's two halves, so
//  - on a wrap-around fake the first spread record beyond the real size R lands less than
//    a stride above offset 0, inside the first half, and overwrites it there: the base
//    block read back shows the spread record, whose offset gives R to the block, at any R;
//  - the first half fills a write-back cache that keeps its first writes and sends later
//    ones past it (Linux's dm-writecache in SSD mode), and the second half pushes out one
//    that makes room by writing its oldest blocks back, each up to half the base, so the
//    spread records are read from the medium, not from the cache.
// Then every record is read back (O_DIRECT) and classified (classify.h). A boundary of
// dropped writes or damage lies between the last good and the first bad spread record: up
// to `rounds` refining passes write `gridPoints` records evenly between the two (between
// the base's halves again), and read them, until the boundary is known to the block. After each flush
// and before the reads the drive is reset where it can be (Medium::reset: a USB drive, as
// root), so that a cache in its controller's RAM is lost. When every record read back
// right, the probe leaves the drive idle for `idleSeconds` and reads them all again: a
// cache that writes back only when no write goes past it (dm-writecache) may have kept
// the spread records through the second half, and writes them to the fake's medium then.
#pragma once

#include "capacity/classify.h"
#include "capacity/medium.h"
#include "capacity/progress.h"

namespace DriveProof::Capacity {

struct ProbeOptions
{
    int giants = 4096;
    std::uint64_t defeatBytes = 1ull << 30;
    int gridPoints = 255;
    int rounds = 4;
    int idleSeconds = 10; // the wait before the second look (0: none)
    RunId run{};          // all zero: a random one
};

struct ProbeResult
{
    Classification classification;
    std::uint64_t claimedBytes = 0;
    std::uint32_t blockBytes = 0;
    std::uint64_t probeWrites = 0; // write requests
    std::uint64_t probeReads = 0;  // read requests
    std::uint64_t bytesWritten = 0;
    std::uint64_t baseBytes = 0; // the run at the start (and what pushes the cache out)
    std::uint64_t boundaryPrecisionBytes = 0; // a boundary is known to within this
    int refiningRounds = 0;
    int idleSeconds = 0; // waited before reading everything again (0: no second look)
    double seconds = 0;
    bool cancelled = false;
    int errnum = 0;     // a flush failed (with errno); the verdict is then undecided
    ResetOutcome reset; // the drive reset after the flush, before the reads, or why not
    RunId run{};
};

ProbeResult runQuickProbe(Medium &medium, const ProbeOptions &options, const ProgressFn &progress,
                          const CancelFlag &cancel);

// A random run id (getrandom).
RunId newRunId();

} // namespace DriveProof::Capacity
