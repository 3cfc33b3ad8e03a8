// The writer's side of a power-loss test from start to verdict (docs/powerloss.md §2), for the
// CLI and the GUI wizard alike: preflight (identity, cache, counters, warnings), a session
// that prepares the area, pairs with the witness and writes until the plug is pulled, the
// pending test that survives the reboot (with an autostart entry), and the verification.
//
// Threads: PowerLossSession runs on a thread of its own; status() is a thread-safe snapshot
// the GUI polls at most ten times a second and the CLI once per line. verifyPending() blocks:
// call it from a worker in a GUI.
#pragma once

#include "common/findingtable.h"
#include "common/result.h"
#include "powerloss/types.h"
#include "powerloss/verifier.h"
#include "powerloss/witnesslink.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

namespace DriveProof::PowerLoss {

// What the person chose. A path that is a regular file (or does not exist yet) is a file
// target: created and preallocated to sizeBytes when missing, used in place when it exists
// (the area is the smaller of its size and sizeBytes). A block device is written only with
// destructiveConfirmed, never while mounted, held or swapped on (like suites/testtarget.h).
struct SessionSetup
{
    QString targetPath;
    quint64 sizeBytes = 1ull << 30;
    CommitMethod method = CommitMethod::Fdatasync;
    std::uint32_t writesPerCommit = 1; // > 1: batched group commit
    QString witnessAddress;            // "HOST:PORT" or "[v6]:PORT"
    QString pairingCode;               // as typed; normalised here
    bool destructiveConfirmed = false;
    // Practice mode (practice.h): the target is the FUSE lying disk; the warm-up is short.
    bool practice = false;
    // How long commits must flow with the witness connected before the run is warm (the
    // moment to say "Pull the plug now"). 0: 10 s, or 2 s in practice.
    int warmAfterMs = 0;
    // Called on the session's thread after the area is prepared, before PREPARED. Practice
    // mode lets the lying disk write its cache back here: generation 0 must be durable, or
    // every block would be damaged rather than the run's writes lost. An error stops the run.
    std::function<Result<bool>()> afterPrepare;
};

// A preflight remark: a row of preflightTable() (codes "virtual-machine", "on-battery",
// "usb-bridge", "cache-on", "no-unsafe-shutdown-counter"). Severity::Info for a fact to
// know, not a risk to the verdict ("cache-on"); Caution for the others. Its text is made in
// the language of the preflight; warningText() says it again in another.
using PreflightWarning = Finding;
const FindingTable &preflightTable();
inline bool isNote(const PreflightWarning &w)
{
    return w.severity == Severity::Info;
}

struct Preflight
{
    WriterFacts facts;
    QList<PreflightWarning> warnings;
    std::uint32_t logicalBlockSize = 4096; // of the device under the target
    bool isDevice = false;                 // the target is a block device
};

// Reads everything the run will report in HELLO and compares after the cut. Blocking
// (sysfs, and the helper for the drive's cache and counter, which may ask for a password).
// Errors only for what makes a run impossible (a missing folder, a mounted device).
Result<Preflight> preflight(const SessionSetup &setup);

// Makes the area ready without writing to it: a missing file is created and preallocated
// (sizeBytes), an existing one measured; a device is checked (confirmation, not in use) and
// measured. Returns the area's size in bytes. start() does the same before writing.
Result<quint64> reserveArea(const SessionSetup &setup, const Preflight &preflight);

// Reads the machine and the drive under `targetPath` as they are now, for verification.
ObservedFacts observeFacts(const QString &targetPath);

// Translated text of a warning code, for the GUI's lists and the CLI.
QString warningText(const QString &code);
QString warningText(const PreflightWarning &warning); // the same, for preflightTable()

// A test that was started and not yet verified: kept on disk the moment the run starts, so
// the verifier finds it after the reboot.
struct PendingTest
{
    RunId runId{};
    QString witnessAddress;
    QString pairingCode; // canonical
    QString targetPath;
    RunParameters parameters;
    WriterFacts facts; // at the start
    QDateTime started;
    bool practice = false;
    bool isDevice = false;
    // Saved about once a second during the run: the highest seq the witness confirmed as
    // durable. The witness's ledger may not end before it (a ledger cut short).
    std::uint64_t confirmedSeq = 0;
    // Verifications tried (counted before each try): after kMaxVerifyAttempts the autostart
    // entry goes, so a test that cannot be verified does not run at every login.
    int attempts = 0;
    QByteArray witnessSalt; // the witness's salt seen in the run's first handshake (pinned)
    // The run's receipt secret R (receipt.h): drawn at the start, never sent to the witness;
    // the verifier checks every acknowledgement's tag with it. Empty in older pending tests.
    QByteArray receiptSecret;
};
inline constexpr int kMaxVerifyAttempts = 3;

// Lower-case hex of the run id: names the pending file and the report.
QString runIdText(const RunId &id);
std::optional<RunId> runIdFromText(const QString &text);

// $XDG_DATA_HOME/driveproof/powerloss/{pending,reports}
QString pendingFolder();
QString reportsFolder();

// Mode 0600 in a 0700 folder: the file holds the pairing code and the receipt secret.
Result<bool> savePendingTest(const PendingTest &test);
QList<PendingTest> loadPendingTests(); // oldest first; unreadable files are skipped
bool clearPendingTest(const RunId &runId);

// $XDG_CONFIG_HOME/autostart/io.github.driveproof.DriveProof-powerloss.desktop, which runs
// "driveproof --verify-pending" at the next login while a test is pending.
QString autostartPath();
Result<bool> installAutostart();
bool removeAutostart();

class PowerLossSession
{
public:
    enum class Phase { Idle, Preparing, Connecting, Running, Paused, Stopped, Failed };

    struct Status
    {
        Phase phase = Phase::Idle;
        double prepareFraction = 0; // 0..1
        std::uint64_t committedSeq = 0;
        std::uint64_t durableSeq = 0; // the witness's high-water mark
        std::uint64_t issuedSeq = 0;
        double commitsPerSecond = 0; // over the last second
        std::uint32_t inFlight = 0;
        WitnessLink::State link = WitnessLink::State::Connecting;
        bool warm = false; // commits have flowed steadily long enough: pull the plug now
        qint64 runningMs = 0;
        QString error; // translated; set in Failed
        QString note;  // translated; e.g. the buffered fallback
        RunId runId{};
    };

    PowerLossSession();
    ~PowerLossSession(); // cancel() and join
    PowerLossSession(const PowerLossSession &) = delete;
    PowerLossSession &operator=(const PowerLossSession &) = delete;

    // Starts the thread: prepare the area, connect the witness (HELLO), PREPARED, save the
    // pending test (and the autostart entry unless practice), then write until stop() or
    // cancel(). False while a session runs.
    bool start(const SessionSetup &setup, const Preflight &preflight);

    Status status() const;
    // A clean end: stop writing, wait for the witness to hold every commit, BYE. The
    // pending test is cleared (nothing to verify after a clean end).
    void stop();
    // Stops at once; during a run, the link is dropped without BYE.
    void cancel();
    // Practice mode's power cut: runs cutDrive (the FUSE disk's cut, so that no write after
    // it reaches the backing file), then drops the link at once without BYE (what a power
    // cut looks like to the witness) and stops the writer. The pending test stays.
    void simulateCut(const std::function<void()> &cutDrive = {});
    // Blocks until the thread has finished (after stop/cancel/simulateCut or a failure).
    void wait();

    // Valid once start() returned true.
    PendingTest pendingTest() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

QString phaseName(PowerLossSession::Phase phase); // translated, for the status line
QString linkStateName(WitnessLink::State state);  // translated

struct VerifyProgress
{
    QString step; // translated
    double fraction = 0;
};

// After the reboot: fetch the ledger from the witness, read the facts now, read the whole
// area (O_DIRECT where possible; a raw device through the helper), classify, send the report
// to the witness, keep it under reportsFolder() as <runid>.json, clear the pending test
// (and the autostart entry when nothing else is pending).
// `observed` null: observeFacts(test.targetPath); practice mode passes its own.
Result<VerifyReport> verifyPending(const PendingTest &test,
                                   const std::function<void(const VerifyProgress &)> &progress,
                                   const std::atomic<bool> &cancel,
                                   const ObservedFacts *observed = nullptr);

} // namespace DriveProof::PowerLoss
