// The writer of the power-loss test (docs/powerloss.md §2 "Writer"): fills the area with
// generation 0, then writes planned records and commits them with the chosen method,
// handing each committed batch to the link without ever waiting for the network.
#pragma once

#include "powerloss/types.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace DriveProof::PowerLoss {

struct WriterTarget
{
    // Opens the area's file or device with O_RDWR | O_CLOEXEC | extraFlags (O_DIRECT,
    // O_DSYNC, O_SYNC); returns the fd or -errno. The writer closes what it opened. For a
    // raw device this is the helper's OpenDevice, like Suites::SuiteTarget::reopen.
    std::function<int(int extraFlags)> open;
    QString path; // for messages

    static WriterTarget forPath(const QString &path);
};

struct WriterCallbacks
{
    // A batch just became durable (writerTimeNs set, witnessTimeNs 0). Called on the
    // writer's thread: it must queue and return, never block on the network.
    std::function<void(const std::vector<AckEntry> &)> onCommitted;
    // After every write issued and after every commit: for the heartbeats.
    std::function<void(std::uint64_t issuedSeq, std::uint32_t inFlight)> onIssued;
    // Called before each commit group; blocks while the witness is unreachable, so no
    // write is issued that the witness could not hear about. Must return on cancel too.
    std::function<void()> waitWhilePaused;
    // prepare: fraction of the area written, 0..1.
    std::function<void(double)> onPrepareProgress;
};

struct WriterResult
{
    bool ok = false; // finished as asked (or cancelled) without an I/O error
    bool cancelled = false;
    int errorNumber = 0; // errno of the failed write or flush; the run is invalid then
    QString errorText;   // translated, names the seq and the system's error text
    bool directIo = false;
    QString note; // translated, e.g. the buffered fallback
    std::uint64_t lastIssuedSeq = 0;
    std::uint64_t lastCommittedSeq = 0;
};

// Writes generation 0 over the whole area in large sequential writes, then fsync.
WriterResult prepareArea(const WriterTarget &target, const RunParameters &params,
                         const WriterCallbacks &callbacks, const std::atomic<bool> &cancel);

// Writes seq 1, 2, ... until cancel (or, when stopAfterSeq > 0, through that seq: tests).
// On any write or flush error it stops at once and never retries: after a failed fsync
// Linux may already have dropped the pages, so a retry could report a lie as success.
WriterResult runWriter(const WriterTarget &target, const RunParameters &params,
                       const WriterCallbacks &callbacks, const std::atomic<bool> &cancel,
                       std::uint64_t stopAfterSeq = 0);

// CLOCK_REALTIME in ns: the clock the ledger's times are in.
std::int64_t realtimeNs();

} // namespace DriveProof::PowerLoss
