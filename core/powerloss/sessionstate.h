// The session's state (session.h), private to session.cpp (the object the GUI and the CLI
// hold), sessionrun.cpp (its thread) and sessionarea.cpp (the test area and the run's
// parameters).
#pragma once

#include "powerloss/powerlosstr.h"
#include "powerloss/session.h"
#include "powerloss/witnesssocket.h"
#include "powerloss/writer.h"

#include <deque>
#include <mutex>
#include <thread>

namespace DriveProof::PowerLoss {

struct Area
{
    WriterTarget target;
    quint64 areaBytes = 0;
    // A raw device: the check's O_EXCL descriptor, held until the run ends, so that no
    // benchmark, mount or second test can open the device exclusively and write over the
    // area mid-run. The writer's own opens go beside it (sessionarea.cpp).
    std::shared_ptr<void> exclusive;
};

// The test area of a run: a file, created and preallocated when missing, or a block device,
// checked (confirmation, not in use) and measured.
Result<Area> sessionArea(const SessionSetup &setup, bool isDevice);

// A new run on `areaBytes` of blocks of `blockSize`: fresh run id and seed.
RunParameters planParameters(const SessionSetup &setup, std::uint32_t blockSize, quint64 areaBytes);

struct PowerLossSession::Private
{
    // Long enough for a slow machine (or a VM) to derive the key from the pairing code:
    // in the drive lab under TCG on a loaded host, 15 s ran out mid-handshake.
    static constexpr int kConnectTimeoutMs = 60000;
    static constexpr std::int64_t kSteadyGapNs =
        1'000'000'000; // a pause this long restarts the warm-up

    mutable std::mutex mutex;
    Status status;                     // guarded
    std::unique_ptr<WitnessLink> link; // guarded; created and destroyed on the thread
    PendingTest pending;               // guarded
    std::deque<std::pair<std::int64_t, std::uint64_t>> samples; // guarded: (ns, committed)
    std::int64_t startNs = 0;
    std::int64_t steadySinceNs = 0;      // guarded
    std::int64_t lastCommitNs = 0;       // guarded
    std::int64_t lastProgressSaveNs = 0; // the writer's thread's own
    // The run's receipt secret (receipt.h) and run id, the writer's thread's own: every
    // COMMITTED entry is tagged with it. Wiped when the run ends.
    QByteArray receiptSecret;
    RunId receiptRunId{};
    static constexpr std::int64_t kProgressSaveNs = 500'000'000;
    int warmAfterMs = 10000;

    std::thread thread;
    std::atomic<bool> cancel{false};
    std::atomic<bool> stopRequested{false};
    std::atomic<bool> cut{false};
    std::atomic<bool> rejected{false};

    SessionSetup setup;
    Preflight preflight;

    void setPhase(Phase phase)
    {
        const std::lock_guard lock(mutex);
        status.phase = phase;
    }
    void failWith(const QString &error)
    {
        const std::lock_guard lock(mutex);
        status.phase = Phase::Failed;
        status.error = error;
    }
    QString witnessRefused() const
    {
        const QString why = link->lastError();
        //: %1 the witness's address, %2 why it refused
        return Tr::tr("The witness at %1 refused this writer: %2")
            .arg(setup.witnessAddress,
                 why.isEmpty() ? rejectReasonText(link->rejectReason()) : why);
    }

    void run();
    bool connect(const QByteArray &key, const RunParameters &params);
    WriterCallbacks callbacks();
    void onCommitted(const std::vector<AckEntry> &batch);
    void saveProgress(); // the pending test with what the witness confirmed so far
    void dropPending(const RunId &id);
};

} // namespace DriveProof::PowerLoss
