// The writer's side of the witness connection (docs/powerloss.md §2 "Writer", "Wire protocol").
// The writer never waits for the network per write: it posts commits and goes on; this
// link's own thread batches them into COMMITTED frames, beats every ~200 ms, and keeps
// every commit until the witness says it is durable (HWM). When the witness goes away the
// link says Unreachable — the writer pauses new writes — reconnects with the same run id
// and resends everything above the witness's high-water mark.
//
// The verifier's client, which fetches a run's ledger and sends the RESULT, is in
// verifierclient.h.
#pragma once

#include "common/result.h"
#include "powerloss/protocol.h"
#include "powerloss/types.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace DriveProof::PowerLoss {

struct WitnessLinkOptions
{
    QString address; // the witness, "HOST:PORT" or "[v6]:PORT"
    QByteArray key;  // pairingKey(code)
    RunParameters parameters;
    WriterFacts facts;
    int heartbeatMs = 200;
    int reconnectMs = 300;
    int connectTimeoutMs = 2000;
    int witnessSilentMs = 2000; // no word from the witness this long: it is gone
};

class WitnessLink
{
public:
    enum class State {
        Connecting,  // before the first HELLO_OK
        Connected,   // commits flow
        Unreachable, // the witness is away: pause new writes; the link keeps trying
        Rejected,    // refused for good (wrong pairing code at the first handshake, a run the
                     // witness cannot take): stop. A damaged or altered frame reconnects.
        Finished,    // BYE acknowledged, or aborted
    };

    explicit WitnessLink(WitnessLinkOptions options);
    ~WitnessLink(); // abort()
    WitnessLink(const WitnessLink &) = delete;
    WitnessLink &operator=(const WitnessLink &) = delete;

    void start();

    // Any thread, never blocks on the network. Seqs must increase across all posts (the
    // witness refuses a commit at or below one it has); false, and nothing queued, if not.
    bool post(std::vector<AckEntry> entries);
    // Writer progress for HEARTBEAT; any thread.
    void setProgress(std::uint64_t issuedSeq, std::uint64_t committedSeq, std::uint32_t inFlight);
    void sendPrepared();
    void sendWriterError(const std::string &text);
    // Sends BYE once every posted commit is durable on the witness, and waits for its
    // acknowledgement. True when the witness has everything.
    bool finish(int timeoutMs);
    // Drops the connection at once, without BYE (what a power cut looks like).
    void abort();

    State state() const;
    // Blocks until Connected (true), Rejected/Finished or the timeout (false).
    bool waitConnected(int timeoutMs) const;
    std::uint64_t durableSeq() const; // the witness's high-water mark
    std::uint64_t postedSeq() const;  // highest seq posted
    int connects() const;             // successful handshakes so far
    // The witness's salt from the first good handshake of this run (empty before): pinned,
    // so a fake witness with another salt is refused without deriving a key. Kept in the
    // pending test for the verifier.
    QByteArray witnessSalt() const;
    RejectReason rejectReason() const;
    QString lastError() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace DriveProof::PowerLoss
