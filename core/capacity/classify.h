// From the blocks read back to a verdict (pure: the unit tests feed it made-up samples).
//
//  - genuine: every block read back held the record written there;
//  - wrap-around: a record turned up at another offset: the drive maps addresses beyond its
//    real size onto lower ones. The distance between where a record was written and where
//    it was found is the real size (the smallest such distance when it wraps several times);
//  - dropped writes: from one offset on, no block held what was written (zeros, old data,
//    read errors) and no good block follows: the drive throws writes beyond it away;
//  - damaged: records with a bad checksum, or bad blocks with good ones after them;
//  - undecided: nothing read back held its record, or the test was cut short.
#pragma once

#include "capacity/record.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace DriveProof::Capacity {

enum class Verdict { Genuine, WrapAround, DroppedWrites, Damaged, Undecided };

struct Sample
{
    std::uint64_t offset = 0;
    BlockCheck check;
};

struct Classification
{
    Verdict verdict = Verdict::Undecided;
    std::uint64_t usableBytes = 0; // proved: every block read below it held its record
    std::optional<std::uint64_t> firstBadOffset;
    std::optional<std::uint64_t> lastGoodOffset; // the last good block below the first bad one
    std::uint64_t realBytes = 0;                 // wrap-around: the size the drive really has
    std::uint64_t ok = 0, elsewhere = 0, zero = 0, foreign = 0, damaged = 0, unreadable = 0;
};

// `samples` in any order (one per block read); `blockBytes` is the record size.
Classification classify(std::vector<Sample> samples, std::uint64_t claimedBytes,
                        std::uint32_t blockBytes);

} // namespace DriveProof::Capacity
