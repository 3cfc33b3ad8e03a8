// The power-loss witness (docs/powerloss.md §2 "Roles", "Witness robustness"): serves many
// writers and verifiers on ADDR:PORT from its own thread until stopped, journals every
// accepted frame per run, and tells the GUI/CLI what it sees through a thread-safe snapshot
// and an event callback.
//
// Per connection: the handshake (handshake.h) names a role and a run; then writer  HELLO →
// HELLO_OK(durable seq), then COMMITTED / HEARTBEAT / PREPARED / WRITER_ERROR / BYE,
// answered by HWM after each journal sync (and to every HEARTBEAT, so the writer knows the
// witness is alive); verifier  LEDGER_REQUEST → chunks + LEDGER_END, RESULT → HWM, for its
// run only. Anything refused gets REJECT(reason) — unsigned before the handshake is done —
// and the connection closes.
//
// Bounded (docs/threat-model-witness.md): connections in the handshake, verifiers and
// ledger streams in count; every connection in time and buffered bytes; heartbeats are
// journaled at most once per heartbeatJournalMs; a journal is closed after BYE or when idle
// and reopened on demand; accept() failing for want of descriptors pauses accepting.
#pragma once

#include "common/result.h"
#include "powerloss/protocol.h"
#include "powerloss/types.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace DriveProof::PowerLoss {

struct WitnessOptions
{
    QString listenAddress = QStringLiteral("0.0.0.0:7070"); // "HOST:PORT" or "[v6]:PORT"
    QString journalRoot;             // one folder per run below it, named by the run id
    QByteArray key;                  // pairingKey(code): the secret, derived with Argon2id at start
    int maxConnections = 64;         // in all
    int maxHandshakes = 16;          // beyond it, the oldest connection still in the handshake goes
    int maxHandshakesPerAddress = 4; // from one source address; beyond it, its own oldest goes
    int maxVerifiers = 8;            // authenticated verifier connections at once (then Busy)
    int maxLedgerStreams = 4;        // ledgers being streamed at once (then Busy)
    int handshakeTimeoutMs = 5000;   // to finish the handshake
    int idleTimeoutMs = 10000;       // between valid frames, or without progress while streaming
    int syncIntervalMs = 50;         // journal fdatasync cadence (docs/powerloss.md: ≤ 100 ms)
    int silentAfterMs = 1000;        // a writer quiet this long is reported silent
    int heartbeatJournalMs = 1000;   // the latest heartbeat is journaled at most this often
    int journalIdleCloseMs = 5000;   // a journal with nothing appended this long is closed
    int acceptBackoffMs = 100;       // accept() out of descriptors: wait this long before retrying
    qint64 maxJournalBytes = qint64(4) << 30; // one run's journal; beyond it the run is refused
    // Code holders too: runs known at once (then a new run is refused), and acknowledged
    // writes held in memory over all runs (56 bytes each with the receipt tag: 896 MiB at
    // the default; beyond it COMMITTED is refused). Old runs' journals can be moved away to
    // make room.
    int maxRuns = 1024;
    qint64 maxAcksInMemory = qint64(1) << 24;
};

struct WitnessRunSummary
{
    RunId runId{};
    RunParameters parameters;
    WriterFacts writer;
    std::uint64_t ackCount = 0;
    std::uint64_t lastAckSeq = 0;
    std::uint64_t durableSeq = 0; // in the journal and fdatasync'ed
    std::uint64_t lastIssuedSeq = 0;
    std::uint32_t inFlight = 0;
    std::int64_t firstCommitWitnessNs = 0;
    std::int64_t lastHeardWitnessNs = 0;
    bool prepared = false;
    bool writerConnected = false;
    bool silent = false; // connected or not, the writer has not been heard for silentAfterMs
    bool writerError = false;
    bool cleanEnd = false;
    bool resultStored = false;
    QString peerAddress; // for display only
    QString damage;      // non-empty: the journal is damaged; the run is read-only
};

struct WitnessEvent
{
    enum class Kind {
        RunStarted,
        RunResumed, // the writer came back (maybe from another address)
        Commits,    // at most once per journal sync; `count` = acks so far
        Silent,     // the writer went quiet: the estimated cut
        WriterError,
        Ended,        // BYE
        ResultStored, // a verifier sent the final report
        Rejected,     // a frame or connection was refused; `reason` says why
        JournalError,
    };
    Kind kind = Kind::RunStarted;
    RunId runId{};
    std::uint64_t count = 0;
    RejectReason reason = RejectReason::None;
    QString text;
};

class Witness
{
public:
    explicit Witness(WitnessOptions options);
    ~Witness();
    Witness(const Witness &) = delete;
    Witness &operator=(const Witness &) = delete;

    // Called on the witness thread; keep it short. Set before start().
    void setEventCallback(std::function<void(const WitnessEvent &)> callback);

    // Replays the journals under journalRoot, binds, starts the thread. The bound port.
    Result<std::uint16_t> start();
    void stop(); // syncs every journal and closes every connection

    // Thread-safe snapshots.
    std::vector<WitnessRunSummary> runs() const;
    int openJournals() const; // how many journal files are open now
    std::optional<Ledger> ledger(const RunId &runId) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace DriveProof::PowerLoss
