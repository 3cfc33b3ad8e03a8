// The witness's state, shared by witness.cpp (the server loop and its connections),
// witnessmessages.cpp (what each message does) and witnessjournals.cpp (the ledger store:
// one journal per run). Private to those three files; everything runs on the witness
// thread under Private::mutex.
#pragma once

#include "powerloss/handshake.h"
#include "powerloss/journal.h"
#include "powerloss/witness.h"
#include "powerloss/witnesssocket.h"

#include <QCryptographicHash>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <poll.h>
#include <thread>
#include <vector>

namespace DriveProof::PowerLoss {

struct Witness::Private
{
    static constexpr qsizetype kReadChunkBytes = 64 * 1024;
    static constexpr int kReadsPerTurn = 4; // then let the other connections have a go
    // A flood can connect as fast as the witness accepts: accepting until the backlog is
    // empty would never end, and the connections already in would never be read.
    static constexpr int kAcceptsPerTurn = 32;
    static constexpr qsizetype kStreamLowWaterBytes = 256 * 1024;
    static constexpr qsizetype kMaxOutBytes =
        4 * 1024 * 1024; // a peer that does not read is dropped
    static constexpr std::int64_t kMsNs = 1'000'000;
    static constexpr std::int64_t kClosingGraceNs = 1000 * kMsNs;

    struct RunState
    {
        Ledger ledger;
        Journal journal;
        std::uint64_t durableSeq = 0;
        std::uint64_t reportedAcks = 0;
        std::uint64_t writerConnection = 0; // id of the writer's connection; 0: none
        std::int64_t lastFrameMonoNs = 0;
        std::int64_t lastAppendMonoNs = 0;
        // The latest heartbeat, already in `ledger`, not yet in the journal.
        QByteArray pendingBeat;
        std::int64_t pendingBeatNs = 0;
        std::int64_t lastBeatJournaledMonoNs = 0;
        QString peer;
        QString damage;
        bool silent = false;
        bool resultStored = false;

        std::uint64_t lastAckSeq() const
        {
            return ledger.acks.empty() ? 0 : ledger.acks.back().seq;
        }
    };

    struct Connection
    {
        Connection(std::uint64_t connectionId, int socket, const QByteArray *key,
                   const QByteArray *salt, std::int64_t nowNs)
            : id(connectionId)
            , fd(socket)
            , peer(Net::peerName(socket))
            , host(peer.left(peer.lastIndexOf(u':')))
            , handshake(key, salt)
            , openedNs(nowNs)
            , lastFrameNs(nowNs)
            , lastProgressNs(nowNs)
        {}
        std::uint64_t id;
        int fd;
        QString peer;
        QString host; // the source address without the port: handshakes are limited per host
        ServerHandshake handshake;
        FrameDecoder decoder; // unsigned handshake frames until `authenticated`
        FrameEncoder encoder;
        QByteArray out;
        std::int64_t openedNs;
        std::int64_t lastFrameNs;
        std::int64_t lastProgressNs; // the peer last took bytes from us
        std::int64_t closingSinceNs = 0;
        bool authenticated = false; // finished the handshake: proved the pairing key
        bool closing = false;       // REJECT queued: flush it, then close
        bool shutDown = false;      // our side is closed; waiting for the peer's EOF (bounded)
        bool dead = false;
        PeerRole role = PeerRole::Writer;
        RunId sessionRun{};       // the run named in the handshake
        std::optional<RunId> run; // the run this connection writes for (after HELLO)
        bool ledgerSent = false;  // a verifier gets one ledger and one result per connection
        bool resultSent = false;
        // A ledger being sent, encoded piece by piece from the run's ledger (never a copy).
        bool streaming = false;
        RunState *streamRun = nullptr;
        QByteArray streamHeader;
        std::uint64_t streamAcks = 0; // acks [0, streamAcks) go out
        std::uint64_t streamNext = 0;
        std::uint64_t streamBytes = 0;
        QCryptographicHash streamDigest{QCryptographicHash::Sha256};

        void send(MessageType type, QByteArrayView payload)
        {
            out += encoder.encode(type, payload);
        }
    };

    WitnessOptions options;
    std::function<void(const WitnessEvent &)> callback;
    mutable std::mutex mutex; // guards runs; the witness thread holds it while it works
    std::map<RunId, std::unique_ptr<RunState>> runs;
    std::vector<std::unique_ptr<Connection>> connections;
    std::vector<WitnessEvent> events; // emitted after the mutex is released
    int listenFd = -1;
    std::int64_t acceptPausedUntilNs = 0;
    QByteArray salt;       // the witness's, sent in every challenge
    QByteArray witnessKey; // Argon2id(pairing secret, salt)
    Net::Waker waker;
    std::thread thread;
    std::atomic<bool> stopping{false};
    std::uint64_t nextConnectionId = 1;
    std::int64_t lastSyncNs = 0;
    qint64 acksInMemory = 0; // over all runs, bounded by options.maxAcksInMemory

    void loadJournals();
    void loop();
    void turn(const std::vector<pollfd> &polled);
    void acceptSome();
    Connection *handshakeToEvict(const QString &host) const;
    void readFrom(Connection &c);
    void handleFrame(Connection &c, const Frame &frame);
    void handleHandshake(Connection &c, const Frame &frame);
    bool openJournal(RunState &run, QString *error);
    bool appendJournal(RunState &run, MessageType type, std::int64_t timeNs, QByteArrayView payload,
                       QString *error);
    bool journalPendingBeat(RunState &run, QString *error);
    void closeIdleJournals();
    int count(bool (*what)(const Connection &)) const
    {
        int n = 0;
        for (const auto &c : connections)
            n += !c->dead && what(*c);
        return n;
    }
    void handleHello(Connection &c, const Frame &frame);
    void handleWriterMessage(Connection &c, const Frame &frame);
    void handleLedgerRequest(Connection &c, const Frame &frame);
    void handleResult(Connection &c, const Frame &frame);
    void reject(Connection &c, RejectReason reason);
    void journalFailed(RunState &run, const QString &text);
    void flush(Connection &c);
    void syncJournals(bool force);
    void checkTimers();
    void dropDead();
    void event(WitnessEvent::Kind kind, const RunId &id, std::uint64_t count = 0,
               RejectReason reason = RejectReason::None, const QString &text = {})
    {
        logEvent(WitnessEvent{kind, id, count, reason, text});
        events.push_back({kind, id, count, reason, text});
    }
    void logEvent(const WitnessEvent &e); // witnessmessages.cpp
    // A flood of refused connections must not become a flood of log lines: at most one a
    // second, with the count of those not logged.
    std::int64_t lastRefusalLogNs = 0;
    std::uint64_t refusalsNotLogged = 0;
};

} // namespace DriveProof::PowerLoss
