// The full verify: a record on every block of the device, then every block read back, with
// each damaged range reported: the answer for a drive the quick probe cannot settle.
// Resumable: a small state file (JSON: the run, the phase, the next offset, the bad ranges
// so far) is saved every few seconds and when cancelled; a later run with the same state
// file and the same device carries on where it stopped. Removed when the verify finishes.
#pragma once

#include "capacity/classify.h"
#include "capacity/medium.h"
#include "capacity/progress.h"

#include <QString>

#include <vector>

namespace DriveProof::Capacity {

struct BadRange
{
    std::uint64_t offset = 0;
    std::uint64_t bytes = 0;
    BlockState state = BlockState::Zero;
    std::int64_t shift = 0; // Elsewhere: the records found here were written this far away
};

struct VerifyOptions
{
    QString statePath; // empty: not resumable
    QString deviceKey; // what must match to resume (serial, model, size)
    std::size_t chunkBytes = 8u << 20;
    // Written again at the start after the whole device, before the flush and the reads,
    // to push the last blocks out of a write-back cache (at most a quarter of the device).
    std::uint64_t defeatBytes = 1ull << 30;
    RunId run{}; // all zero: a random one (or the saved one when resuming)
};

struct VerifyResult
{
    Classification classification; // counts are blocks
    std::uint64_t claimedBytes = 0;
    std::uint32_t blockBytes = 0;
    std::vector<BadRange> bad;
    bool badTruncated = false; // more ranges than kept: the last one covers the rest
    std::uint64_t writeRequests = 0, bytesWritten = 0, bytesRead = 0;
    double writeSeconds = 0, readSeconds = 0, seconds = 0;
    bool cancelled = false;
    bool resumed = false;
    int errnum = 0;     // the flush failed
    ResetOutcome reset; // the drive reset before the reads, or why not
    RunId run{};
};

VerifyResult runFullVerify(Medium &medium, const VerifyOptions &options, const ProgressFn &progress,
                           const CancelFlag &cancel);

// "ok", "elsewhere", "zero", "foreign", "damaged", "unreadable" (JSON, the state file).
QString blockStateKey(BlockState state);

} // namespace DriveProof::Capacity
