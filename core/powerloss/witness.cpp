#include "powerloss/witness.h"

#include "powerloss/handshake.h"
#include "powerloss/journal.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/witnesssocket.h"

#include <QCryptographicHash>
#include <QDir>
#include <QSaveFile>

#include <atomic>
#include <cerrno>
#include <map>
#include <mutex>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

constexpr qsizetype kReadChunkBytes = 64 * 1024;
constexpr int kReadsPerTurn = 4; // then let the other connections have a go
constexpr qsizetype kStreamLowWaterBytes = 256 * 1024;
constexpr qsizetype kMaxOutBytes = 4 * 1024 * 1024; // a peer that does not read is dropped
constexpr std::int64_t kMsNs = 1'000'000;
constexpr std::int64_t kClosingGraceNs = 1000 * kMsNs;

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

    std::uint64_t lastAckSeq() const { return ledger.acks.empty() ? 0 : ledger.acks.back().seq; }
};

struct Connection
{
    Connection(std::uint64_t connectionId, int socket, const QByteArray *key,
               const QByteArray *salt, std::int64_t nowNs)
        : id(connectionId)
        , fd(socket)
        , peer(Net::peerName(socket))
        , handshake(key, salt)
        , openedNs(nowNs)
        , lastFrameNs(nowNs)
        , lastProgressNs(nowNs)
    {}
    std::uint64_t id;
    int fd;
    QString peer;
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

    void send(MessageType type, QByteArrayView payload) { out += encoder.encode(type, payload); }
};

} // namespace

struct Witness::Private
{
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

    void loadJournals();
    void loop();
    void turn(const std::vector<pollfd> &polled);
    void acceptAll();
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
        events.push_back({kind, id, count, reason, text});
    }
};

Witness::Witness(WitnessOptions options)
    : d(std::make_unique<Private>())
{
    d->options = std::move(options);
}

Witness::~Witness()
{
    stop();
}

void Witness::setEventCallback(std::function<void(const WitnessEvent &)> callback)
{
    d->callback = std::move(callback);
}

Result<std::uint16_t> Witness::start()
{
    const auto endpoint = Net::parseEndpoint(d->options.listenAddress);
    if (!endpoint) {
        //: %1 is what the user typed as the witness address, e.g. 0.0.0.0:7070.
        return Error{d->options.listenAddress,
                     Tr::tr("Not an address: %1. Use HOST:PORT or [IPv6]:PORT.")
                         .arg(d->options.listenAddress),
                     EINVAL};
    }
    if (!QDir().mkpath(d->options.journalRoot)) {
        //: %1 is a folder path.
        return Error{
            d->options.journalRoot,
            Tr::tr("Cannot create the witness journal folder %1.").arg(d->options.journalRoot),
            errno};
    }
    QString error;
    const auto salt = loadOrCreateSalt(d->options.journalRoot, &error);
    if (!salt)
        return Error{d->options.journalRoot, error, errno};
    const auto key = deriveWitnessKey(d->options.key, *salt);
    if (!key) {
        //: The witness turns the pairing code into a key with Argon2id, which needs 64 MiB.
        return Error{d->options.journalRoot,
                     Tr::tr("Cannot derive the pairing key (not enough memory?)."), ENOMEM};
    }
    d->salt = *salt;
    d->witnessKey = *key;
    d->loadJournals();
    std::uint16_t port = 0;
    d->listenFd = Net::listenOn(*endpoint, &port, &error);
    if (d->listenFd < 0)
        return Error{d->options.listenAddress, error, errno};
    d->stopping = false;
    d->thread = std::thread([this] { d->loop(); });
    return port;
}

void Witness::stop()
{
    if (!d->thread.joinable())
        return;
    d->stopping = true;
    d->waker.wake();
    d->thread.join();
    std::lock_guard lock(d->mutex);
    for (auto &[id, run] : d->runs) {
        QString error;
        d->journalPendingBeat(*run, &error);
    }
    d->syncJournals(true);
    for (auto &c : d->connections)
        ::close(c->fd);
    d->connections.clear();
    for (auto &[id, run] : d->runs) {
        run->journal.close();
        run->writerConnection = 0;
    }
    ::close(d->listenFd);
    d->listenFd = -1;
}

std::vector<WitnessRunSummary> Witness::runs() const
{
    std::lock_guard lock(d->mutex);
    std::vector<WitnessRunSummary> out;
    for (const auto &[id, run] : d->runs) {
        const Ledger &l = run->ledger;
        WitnessRunSummary s;
        s.runId = id;
        s.parameters = l.parameters;
        s.writer = l.writer;
        s.ackCount = l.acks.size();
        s.lastAckSeq = run->lastAckSeq();
        s.durableSeq = run->durableSeq;
        s.lastIssuedSeq = l.lastIssuedSeq;
        s.inFlight = l.inFlightAtLastHeartbeat;
        s.firstCommitWitnessNs = l.firstCommitWitnessNs;
        s.lastHeardWitnessNs = l.lastHeardWitnessNs;
        s.prepared = l.prepared;
        s.writerConnected = run->writerConnection != 0;
        s.silent = run->silent;
        s.writerError = l.writerError;
        s.cleanEnd = l.cleanEnd;
        s.resultStored = run->resultStored;
        s.peerAddress = run->peer;
        s.damage = run->damage;
        out.push_back(std::move(s));
    }
    return out;
}

int Witness::openJournals() const
{
    std::lock_guard lock(d->mutex);
    int n = 0;
    for (const auto &[id, run] : d->runs)
        n += run->journal.isOpen();
    return n;
}

std::optional<Ledger> Witness::ledger(const RunId &runId) const
{
    std::lock_guard lock(d->mutex);
    const auto it = d->runs.find(runId);
    if (it == d->runs.end())
        return std::nullopt;
    return it->second->ledger;
}

// ---- the witness thread -------------------------------------------------------------------

void Witness::Private::loadJournals()
{
    std::lock_guard lock(mutex);
    runs.clear();
    const QDir root(options.journalRoot);
    for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const auto id = runIdFromHex(name);
        const QString path = journalFilePath(root.filePath(name));
        if (!id || !QFile::exists(path))
            continue;
        ReplayResult replay = replayJournal(path);
        if (!replay.ledger)
            continue;
        auto run = std::make_unique<RunState>();
        run->ledger = std::move(*replay.ledger);
        run->damage = replay.damage;
        if (run->ledger.runId != *id)
            run->damage = Tr::tr("The journal in folder %1 belongs to another run.").arg(name);
        run->durableSeq = run->lastAckSeq();
        run->reportedAcks = run->ledger.acks.size();
        run->silent = !run->ledger.cleanEnd;
        run->resultStored = QFile::exists(root.filePath(name + QStringLiteral("/result.json")));
        runs.emplace(*id, std::move(run));
    }
}

void Witness::Private::loop()
{
    while (!stopping) {
        std::vector<pollfd> fds;
        fds.push_back({waker.fd(), POLLIN, 0});
        // Out of descriptors: leave the listener alone for a while instead of spinning on it.
        const std::int64_t pausedMs = (acceptPausedUntilNs - Net::monotonicNs()) / kMsNs;
        fds.push_back({pausedMs > 0 ? -1 : listenFd, POLLIN, 0});
        bool busy = pausedMs > 0;
        for (const auto &c : connections) {
            const short want = short(POLLIN | (c->out.isEmpty() ? 0 : POLLOUT));
            fds.push_back({c->fd, want, 0});
            busy = busy || c->closing || c->streaming;
        }
        {
            std::lock_guard lock(mutex);
            for (const auto &[id, run] : runs)
                busy = busy || run->journal.dirty();
        }
        const int timeoutMs = busy ? std::min(20, options.syncIntervalMs) : 100;
        if (::poll(fds.data(), nfds_t(fds.size()), timeoutMs) < 0 && errno != EINTR)
            break;
        if (fds[0].revents)
            waker.drain();
        std::vector<WitnessEvent> emitted;
        {
            std::lock_guard lock(mutex);
            turn(fds);
            emitted.swap(events);
        }
        if (callback) {
            for (const WitnessEvent &e : emitted)
                callback(e);
        }
    }
}

void Witness::Private::turn(const std::vector<pollfd> &polled)
{
    // Connections were polled in order; new ones accepted below are not in `polled`.
    for (std::size_t i = 2; i < polled.size(); ++i) {
        Connection &c = *connections[i - 2];
        if (polled[i].revents & (POLLIN | POLLHUP | POLLERR))
            readFrom(c);
    }
    if (polled[1].revents & POLLIN)
        acceptAll();
    syncJournals(false);
    checkTimers();
    for (auto &c : connections)
        flush(*c);
    dropDead();
}

void Witness::Private::acceptAll()
{
    const std::int64_t now = Net::monotonicNs();
    while (true) {
        const int fd = ::accept4(listenFd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            // The connection stays in the backlog and the listener stays readable: polling it
            // again at once would spin. Pause, and let closed journals and sockets free some.
            if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM)
                acceptPausedUntilNs = now + options.acceptBackoffMs * kMsNs;
            return;
        }
        const auto inHandshake = [](const Connection &c) { return !c.authenticated; };
        if (count(inHandshake) >= options.maxHandshakes ||
            int(connections.size()) >= options.maxConnections) {
            // Keep serving those who proved they hold the pairing code: evict the oldest
            // connection that has not, so a flood of idle sockets cannot lock writers out.
            Connection *oldest = nullptr;
            for (auto &c : connections) {
                if (!c->authenticated && !c->dead && (!oldest || c->openedNs < oldest->openedNs))
                    oldest = c.get();
            }
            if (!oldest) {
                // Unsigned, like every answer to a peer that has not proven the key.
                const QByteArray frame = FrameEncoder().encode(
                    MessageType::Reject,
                    encodeReject(
                        {RejectReason::TooManyConnections,
                         rejectReasonText(RejectReason::TooManyConnections).toStdString()}));
                [[maybe_unused]] const auto n = ::send(
                    fd, frame.constData(), std::size_t(frame.size()), MSG_DONTWAIT | MSG_NOSIGNAL);
                ::close(fd);
                event(WitnessEvent::Kind::Rejected, {}, 0, RejectReason::TooManyConnections);
                continue;
            }
            oldest->dead = true;
            event(WitnessEvent::Kind::Rejected, {}, 0, RejectReason::TooManyConnections,
                  oldest->peer);
            dropDead();
        }
        connections.push_back(
            std::make_unique<Connection>(nextConnectionId++, fd, &witnessKey, &salt, now));
    }
}

void Witness::Private::readFrom(Connection &c)
{
    char buffer[kReadChunkBytes];
    for (int i = 0; i < kReadsPerTurn && !c.dead; ++i) {
        const ssize_t n = ::recv(c.fd, buffer, sizeof buffer, MSG_DONTWAIT);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
            c.dead = true;
            return;
        }
        if (n < 0)
            return;
        // While closing, unread input is discarded: closing a socket with unread bytes
        // sends a reset that could destroy the REJECT before the peer reads it.
        if (c.closing)
            continue;
        c.decoder.feed(QByteArrayView(buffer, n));
        while (!c.closing && !c.dead) {
            FrameDecoder::Output o = c.decoder.next();
            if (o.status == FrameDecoder::Status::NeedMore)
                break;
            if (o.status == FrameDecoder::Status::Rejected) {
                reject(c, o.reason);
                break;
            }
            handleFrame(c, o.frame);
        }
    }
}

void Witness::Private::handleFrame(Connection &c, const Frame &frame)
{
    if (!c.authenticated)
        return handleHandshake(c, frame);
    c.lastFrameNs = Net::monotonicNs();
    const bool writer = c.role == PeerRole::Writer;
    switch (frame.type) {
    case MessageType::Hello:
        return writer ? handleHello(c, frame) : reject(c, RejectReason::UnexpectedMessage);
    case MessageType::Prepared:
    case MessageType::Committed:
    case MessageType::Heartbeat:
    case MessageType::WriterError:
    case MessageType::Bye:
        return writer ? handleWriterMessage(c, frame) : reject(c, RejectReason::UnexpectedMessage);
    case MessageType::LedgerRequest:
        return writer ? reject(c, RejectReason::UnexpectedMessage) : handleLedgerRequest(c, frame);
    case MessageType::Result:
        return writer ? reject(c, RejectReason::UnexpectedMessage) : handleResult(c, frame);
    default:
        return reject(c, RejectReason::UnexpectedMessage);
    }
}

void Witness::Private::handleHandshake(Connection &c, const Frame &frame)
{
    QByteArray answer;
    const ServerHandshake::Step step = c.handshake.onFrame(frame, &answer);
    if (step == ServerHandshake::Step::Failed)
        return reject(c, c.handshake.failure());
    if (step == ServerHandshake::Step::Continue) {
        c.out += answer; // CHALLENGE
        return;
    }
    if (c.handshake.role() == PeerRole::Verifier) {
        const auto verifier = [](const Connection &other) {
            return other.authenticated && other.role == PeerRole::Verifier && !other.closing;
        };
        if (count(verifier) >= options.maxVerifiers) {
            // Instead of SERVER_PROOF, unsigned: the client gives up this try and comes back.
            c.send(MessageType::Reject,
                   encodeReject(
                       {RejectReason::Busy, rejectReasonText(RejectReason::Busy).toStdString()}));
            c.closing = true;
            c.closingSinceNs = Net::monotonicNs();
            event(WitnessEvent::Kind::Rejected, c.handshake.runId(), 0, RejectReason::Busy, c.peer);
            return;
        }
    }
    c.out += answer; // SERVER_PROOF
    c.authenticated = true;
    c.role = c.handshake.role();
    c.sessionRun = c.handshake.runId();
    c.encoder.setSession(c.handshake.session(), Direction::ToClient);
    c.decoder.setSession(c.handshake.session(), Direction::ToWitness);
    c.lastFrameNs = Net::monotonicNs();
}

void Witness::Private::handleHello(Connection &c, const Frame &frame)
{
    const auto hello = decodeHello(frame.payload);
    if (!hello)
        return reject(c, RejectReason::BadPayload);
    if (c.run)
        return reject(c, RejectReason::UnexpectedMessage);
    const RunId id = hello->parameters.runId;
    // The handshake bound this session to one run: it cannot speak for another.
    if (id != c.sessionRun)
        return reject(c, RejectReason::BadPayload);
    auto it = runs.find(id);
    QString error;
    if (it == runs.end()) {
        auto run = std::make_unique<RunState>();
        const std::int64_t now = Net::realtimeNs();
        run->ledger.runId = id;
        if (!openJournal(*run, &error) ||
            !appendJournal(*run, MessageType::Hello, now, frame.payload, &error) ||
            !run->journal.sync(&error)) {
            event(WitnessEvent::Kind::JournalError, id, 0, RejectReason::JournalFailure, error);
            return reject(c, RejectReason::JournalFailure);
        }
        applyMessage(run->ledger, MessageType::Hello, now, frame.payload);
        it = runs.emplace(id, std::move(run)).first;
        event(WitnessEvent::Kind::RunStarted, id);
    } else {
        RunState &run = *it->second;
        if (!run.damage.isEmpty())
            return reject(c, RejectReason::JournalFailure);
        if (const RejectReason why = checkMessage(&run.ledger, MessageType::Hello, frame.payload);
            why != RejectReason::None)
            return reject(c, why);
        if (!openJournal(run, &error)) {
            // Not a damaged journal (perhaps out of descriptors for now): refuse this
            // connection, keep the run open to a later one.
            event(WitnessEvent::Kind::JournalError, id, 0, RejectReason::JournalFailure, error);
            return reject(c, RejectReason::Busy);
        }
        if (!run.journal.sync(&error)) {
            journalFailed(run, error);
            return reject(c, RejectReason::JournalFailure);
        }
        run.durableSeq = run.lastAckSeq();
        // The same run from a new connection (a reboot of the link, a new DHCP address):
        // the old connection is stale.
        for (auto &other : connections) {
            if (other.get() != &c && other->run == id && !other->closing)
                reject(*other, RejectReason::Superseded);
        }
        event(WitnessEvent::Kind::RunResumed, id, run.ledger.acks.size(), RejectReason::None,
              c.peer);
    }
    RunState &run = *it->second;
    c.run = id;
    run.writerConnection = c.id;
    run.peer = c.peer;
    run.lastFrameMonoNs = Net::monotonicNs();
    run.silent = false;
    c.send(MessageType::HelloOk, encodeSeq(run.durableSeq));
}

void Witness::Private::handleWriterMessage(Connection &c, const Frame &frame)
{
    if (!c.run)
        return reject(c, RejectReason::UnexpectedMessage);
    RunState &run = *runs.at(*c.run);
    if (run.writerConnection != c.id)
        return reject(c, RejectReason::Superseded);
    if (!run.damage.isEmpty())
        return reject(c, RejectReason::JournalFailure);
    if (const RejectReason why = checkMessage(&run.ledger, frame.type, frame.payload);
        why != RejectReason::None)
        return reject(c, why);
    const std::int64_t now = Net::realtimeNs();
    QString error;
    if (frame.type == MessageType::Heartbeat) {
        // Liveness in memory; the journal gets the latest one at most once per
        // heartbeatJournalMs, and when the writer goes silent or says BYE.
        applyMessage(run.ledger, frame.type, now, frame.payload);
        run.pendingBeat = frame.payload;
        run.pendingBeatNs = now;
    } else if (changesLedger(&run.ledger, frame.type)) {
        if (frame.type == MessageType::Bye && !journalPendingBeat(run, &error))
            return journalFailed(run, error);
        if (!appendJournal(run, frame.type, now, frame.payload, &error))
            return journalFailed(run, error);
        applyMessage(run.ledger, frame.type, now, frame.payload);
    }
    run.lastFrameMonoNs = Net::monotonicNs();
    if (run.silent)
        event(WitnessEvent::Kind::RunResumed, *c.run, run.ledger.acks.size());
    run.silent = false;
    switch (frame.type) {
    case MessageType::Heartbeat:
        c.send(MessageType::Hwm, encodeSeq(run.durableSeq));
        break;
    case MessageType::WriterError:
        event(WitnessEvent::Kind::WriterError, *c.run, 0, RejectReason::None,
              QString::fromStdString(run.ledger.writerErrorText));
        break;
    case MessageType::Bye:
        if (!run.journal.sync(&error))
            return journalFailed(run, error);
        run.durableSeq = run.lastAckSeq();
        run.journal.close(); // the run is over: no descriptor kept for it
        c.send(MessageType::Hwm, encodeSeq(run.durableSeq));
        // Closing after the last HWM tells the writer that BYE is in the journal.
        c.closing = true;
        c.closingSinceNs = Net::monotonicNs();
        event(WitnessEvent::Kind::Ended, *c.run, run.ledger.acks.size());
        break;
    default:
        break;
    }
}

void Witness::Private::handleLedgerRequest(Connection &c, const Frame &frame)
{
    const auto id = decodeRunId(frame.payload);
    if (!id || *id != c.sessionRun)
        return reject(c, RejectReason::BadPayload);
    const auto it = runs.find(*id);
    if (it == runs.end())
        return reject(c, RejectReason::UnknownRun);
    if (c.streaming || c.ledgerSent)
        return reject(c, RejectReason::UnexpectedMessage);
    const auto streaming = [](const Connection &other) { return other.streaming; };
    if (count(streaming) >= options.maxLedgerStreams)
        return reject(c, RejectReason::Busy);
    // A snapshot of the header and of how many acks there are; the acks themselves are
    // encoded from the run's own (append-only) list as the peer reads them.
    RunState &run = *it->second;
    c.streamRun = &run;
    c.streamAcks = run.ledger.acks.size();
    c.streamHeader = encodeLedgerHeader(run.ledger, c.streamAcks);
    c.streamNext = 0;
    c.streamBytes = 0;
    c.streamDigest.reset();
    c.streaming = true;
    c.ledgerSent = true;
    c.lastProgressNs = Net::monotonicNs();
}

void Witness::Private::handleResult(Connection &c, const Frame &frame)
{
    const auto result = decodeResult(frame.payload);
    if (!result || result->runId != c.sessionRun)
        return reject(c, RejectReason::BadPayload);
    if (c.resultSent)
        return reject(c, RejectReason::UnexpectedMessage);
    c.resultSent = true;
    const auto it = runs.find(result->runId);
    if (it == runs.end())
        return reject(c, RejectReason::UnknownRun);
    QSaveFile file(QDir(runFolderPath(options.journalRoot, result->runId))
                       .filePath(QStringLiteral("result.json")));
    if (!file.open(QIODevice::WriteOnly) || file.write(result->json) != result->json.size() ||
        !file.commit()) {
        event(WitnessEvent::Kind::JournalError, result->runId, 0, RejectReason::JournalFailure,
              file.errorString());
        return reject(c, RejectReason::JournalFailure);
    }
    it->second->resultStored = true;
    c.send(MessageType::Hwm, encodeSeq(it->second->durableSeq));
    event(WitnessEvent::Kind::ResultStored, result->runId);
}

void Witness::Private::reject(Connection &c, RejectReason reason)
{
    if (c.closing || c.dead)
        return;
    // Before the handshake the encoder has no session: the REJECT goes unsigned, the same
    // words for everyone, and tells nothing about the key.
    c.send(MessageType::Reject, encodeReject({reason, rejectReasonText(reason).toStdString()}));
    c.closing = true;
    c.streaming = false;
    c.streamRun = nullptr;
    c.streamHeader = QByteArray();
    c.closingSinceNs = Net::monotonicNs();
    event(WitnessEvent::Kind::Rejected, c.run.value_or(RunId{}), 0, reason, c.peer);
}

void Witness::Private::journalFailed(RunState &run, const QString &text)
{
    // Nothing more goes into this journal: a half-written record may sit at its end, and
    // a restart treats it as a torn tail only if nothing follows it.
    run.damage = text;
    run.journal.close();
    event(WitnessEvent::Kind::JournalError, run.ledger.runId, 0, RejectReason::JournalFailure,
          text);
    for (auto &c : connections) {
        if (c->id == run.writerConnection)
            reject(*c, RejectReason::JournalFailure);
    }
}

void Witness::Private::flush(Connection &c)
{
    constexpr std::uint64_t kAcksPerChunk = std::uint64_t(kMaxLedgerChunkBytes / kLedgerAckBytes);
    while (c.streaming && c.out.size() < kStreamLowWaterBytes) {
        QByteArray chunk;
        if (!c.streamHeader.isEmpty()) {
            chunk = std::move(c.streamHeader);
            c.streamHeader = QByteArray();
        } else if (c.streamNext < c.streamAcks) {
            const std::uint64_t n = std::min(kAcksPerChunk, c.streamAcks - c.streamNext);
            chunk = encodeLedgerAcks(c.streamRun->ledger.acks.data() + c.streamNext, n);
            c.streamNext += n;
        } else {
            c.send(MessageType::LedgerEnd,
                   encodeLedgerEnd({c.streamBytes, c.streamDigest.result()}));
            c.streaming = false;
            c.streamRun = nullptr;
            c.lastFrameNs = Net::monotonicNs();
            break;
        }
        c.streamDigest.addData(chunk);
        c.streamBytes += std::uint64_t(chunk.size());
        c.send(MessageType::LedgerChunk, chunk);
    }
    while (!c.out.isEmpty() && !c.dead) {
        const ssize_t n =
            ::send(c.fd, c.out.constData(), std::size_t(c.out.size()), MSG_DONTWAIT | MSG_NOSIGNAL);
        if (n < 0) {
            if (errno != EAGAIN && errno != EINTR)
                c.dead = true;
            break;
        }
        c.out.remove(0, n);
        c.lastProgressNs = Net::monotonicNs();
    }
    // Only what is queued, never yet sent, counts: a peer that stops reading is dropped
    // below by time, and one that lets answers pile up by size.
    if (c.out.isEmpty())
        c.lastProgressNs = Net::monotonicNs();
    if (c.out.size() > kMaxOutBytes)
        c.dead = true;
    if (c.closing && c.out.isEmpty() && !c.shutDown) {
        ::shutdown(c.fd, SHUT_WR); // the peer reads the REJECT, then EOF
        c.shutDown = true;
    }
}

void Witness::Private::syncJournals(bool force)
{
    const std::int64_t now = Net::monotonicNs();
    if (!force && now - lastSyncNs < options.syncIntervalMs * kMsNs)
        return;
    lastSyncNs = now;
    for (auto &[id, run] : runs) {
        QString error;
        if (!run->pendingBeat.isEmpty() && run->damage.isEmpty() &&
            now - run->lastBeatJournaledMonoNs >= options.heartbeatJournalMs * kMsNs &&
            !journalPendingBeat(*run, &error)) {
            journalFailed(*run, error);
            continue;
        }
        if (!run->journal.sync(&error)) {
            journalFailed(*run, error);
            continue;
        }
        const std::uint64_t durable = run->lastAckSeq();
        if (durable != run->durableSeq) {
            run->durableSeq = durable;
            for (auto &c : connections) {
                if (c->id == run->writerConnection && !c->closing)
                    c->send(MessageType::Hwm, encodeSeq(durable));
            }
        }
        if (run->reportedAcks != run->ledger.acks.size()) {
            run->reportedAcks = run->ledger.acks.size();
            event(WitnessEvent::Kind::Commits, id, run->reportedAcks);
        }
    }
    closeIdleJournals();
}

bool Witness::Private::openJournal(RunState &run, QString *error)
{
    if (run.journal.isOpen())
        return true;
    if (!run.journal.open(options.journalRoot, run.ledger.runId, error))
        return false;
    run.lastAppendMonoNs = Net::monotonicNs();
    return true;
}

bool Witness::Private::appendJournal(RunState &run, MessageType type, std::int64_t timeNs,
                                     QByteArrayView payload, QString *error)
{
    if (!openJournal(run, error))
        return false;
    if (run.journal.size() + payload.size() + 64 > options.maxJournalBytes) {
        //: %1 is a size in bytes.
        *error = Tr::tr("The journal of this run reached its limit of %1 bytes.")
                     .arg(options.maxJournalBytes);
        return false;
    }
    if (!run.journal.append(type, timeNs, payload, error))
        return false;
    run.lastAppendMonoNs = Net::monotonicNs();
    return true;
}

bool Witness::Private::journalPendingBeat(RunState &run, QString *error)
{
    if (run.pendingBeat.isEmpty() || !run.damage.isEmpty())
        return true;
    // Stamped with the time it was heard, so a replayed journal knows when the writer was
    // last alive to within one heartbeat.
    if (!appendJournal(run, MessageType::Heartbeat, run.pendingBeatNs, run.pendingBeat, error))
        return false;
    run.pendingBeat = QByteArray();
    run.lastBeatJournaledMonoNs = Net::monotonicNs();
    return true;
}

void Witness::Private::closeIdleJournals()
{
    const std::int64_t now = Net::monotonicNs();
    for (auto &[id, run] : runs) {
        if (run->journal.isOpen() && !run->journal.dirty() && run->pendingBeat.isEmpty() &&
            now - run->lastAppendMonoNs > options.journalIdleCloseMs * kMsNs)
            run->journal.close();
    }
}

void Witness::Private::checkTimers()
{
    const std::int64_t now = Net::monotonicNs();
    for (auto &c : connections) {
        if (c->closing && now - c->closingSinceNs > kClosingGraceNs)
            c->dead = true;
        else if (!c->authenticated && now - c->openedNs > options.handshakeTimeoutMs * kMsNs)
            reject(*c, RejectReason::Timeout);
        else if (now - c->lastProgressNs > options.idleTimeoutMs * kMsNs)
            c->dead = true; // it does not read what we send: no REJECT could reach it either
        else if (!c->streaming && now - c->lastFrameNs > options.idleTimeoutMs * kMsNs)
            reject(*c, RejectReason::Timeout);
    }
    for (auto &[id, run] : runs) {
        if (!run->silent && !run->ledger.cleanEnd && run->lastFrameMonoNs != 0 &&
            now - run->lastFrameMonoNs > options.silentAfterMs * kMsNs) {
            QString error;
            if (!journalPendingBeat(*run, &error))
                journalFailed(*run, error);
            run->silent = true;
            event(WitnessEvent::Kind::Silent, id, run->ledger.acks.size());
        }
    }
}

void Witness::Private::dropDead()
{
    for (auto it = connections.begin(); it != connections.end();) {
        Connection &c = **it;
        if (!c.dead) {
            ++it;
            continue;
        }
        if (c.run) {
            RunState &run = *runs.at(*c.run);
            if (run.writerConnection == c.id)
                run.writerConnection = 0;
        }
        ::close(c.fd);
        it = connections.erase(it);
    }
}

} // namespace DriveProof::PowerLoss
