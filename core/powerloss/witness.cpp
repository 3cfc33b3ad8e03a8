// Witness of witness.h: the public object, and the server loop on the witness thread —
// accept, read, flush and time out connections. What each message does is in
// witnessmessages.cpp, the journals in witnessjournals.cpp.
#include "powerloss/witnessstate.h"

#include "powerloss/powerlosstr.h"

#include <QDir>

#include <cerrno>
#include <sys/socket.h>
#include <unistd.h>

namespace DriveProof::PowerLoss {

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
        acceptSome();
    syncJournals(false);
    checkTimers();
    for (auto &c : connections)
        flush(*c);
    dropDead();
}

void Witness::Private::acceptSome()
{
    const std::int64_t now = Net::monotonicNs();
    for (int accepted = 0; accepted < kAcceptsPerTurn; ++accepted) {
        const int fd = ::accept4(listenFd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            // The connection stays in the backlog and the listener stays readable: polling it
            // again at once would spin. Pause, and let closed journals and sockets free some.
            if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM)
                acceptPausedUntilNs = now + options.acceptBackoffMs * kMsNs;
            return;
        }
        const QString peer = Net::peerName(fd);
        const QString host = peer.left(peer.lastIndexOf(u':'));
        const auto inHandshake = [](const Connection &c) { return !c.authenticated; };
        int fromHost = 0;
        for (const auto &c : connections)
            fromHost += !c->dead && !c->authenticated && c->host == host;
        if (fromHost >= options.maxHandshakesPerAddress ||
            count(inHandshake) >= options.maxHandshakes ||
            int(connections.size()) >= options.maxConnections) {
            // Keep serving those who proved they hold the pairing code, and keep one flooding
            // address from pushing out everybody else's handshakes: evict the oldest
            // handshake of this address when it has its share, else of the address with the
            // most, so a flood of idle sockets cannot lock writers or verifiers out.
            Connection *oldest =
                handshakeToEvict(fromHost >= options.maxHandshakesPerAddress ? host : QString());
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

Witness::Private::Connection *Witness::Private::handshakeToEvict(const QString &host) const
{
    std::map<QString, int> perHost;
    for (const auto &c : connections)
        if (!c->authenticated && !c->dead)
            ++perHost[c->host];
    int most = 0;
    for (const auto &[h, n] : perHost)
        most = std::max(most, n);
    Connection *oldest = nullptr;
    for (const auto &c : connections) {
        if (c->authenticated || c->dead)
            continue;
        if (host.isEmpty() ? perHost[c->host] != most : c->host != host)
            continue;
        if (!oldest || c->openedNs < oldest->openedNs)
            oldest = c.get();
    }
    return oldest;
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
