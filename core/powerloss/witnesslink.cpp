#include "powerloss/witnesslink.h"

#include "powerloss/handshake.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/witnesssocket.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

constexpr qsizetype kReadChunkBytes = 64 * 1024;
constexpr qsizetype kOutHighWaterBytes = 1024 * 1024;
constexpr std::int64_t kMsNs = 1'000'000;
constexpr qsizetype kMaxLedgerBytes = qsizetype(1) << 30;

// Sends what the socket takes now; false when the connection is broken.
bool sendSome(int fd, QByteArray &out)
{
    while (!out.isEmpty()) {
        const ssize_t n =
            ::send(fd, out.constData(), std::size_t(out.size()), MSG_DONTWAIT | MSG_NOSIGNAL);
        if (n < 0)
            return errno == EAGAIN || errno == EINTR;
        out.remove(0, n);
    }
    return true;
}

} // namespace

struct WitnessLink::Private
{
    WitnessLinkOptions options;
    mutable std::mutex mutex;
    mutable std::condition_variable changed;
    // Shared with the writer's threads, under `mutex`.
    std::vector<AckEntry> incoming;
    std::uint64_t postedSeq = 0;
    bool preparedRequested = false;
    std::optional<std::string> errorText;
    bool byeRequested = false;
    bool stopping = false;
    State state = State::Connecting;
    RejectReason rejectReason = RejectReason::None;
    QString lastError;
    std::uint64_t durableSeq = 0;
    int connects = 0;
    std::atomic<std::uint64_t> issuedSeq{0};
    std::atomic<std::uint64_t> committedSeq{0};
    std::atomic<std::uint32_t> inFlight{0};
    Net::Waker waker;
    std::thread thread;

    // The link thread's own: every posted commit not yet durable on the witness, and how
    // many of them went out on the current connection.
    std::deque<AckEntry> unacked;
    std::size_t sentCount = 0;
    struct Session
    {
        bool handshaken = false;
        bool preparedSent = false;
        bool errorSent = false;
        bool byeSent = false;
        std::int64_t nextBeatNs = 0;
    };

    void run();
    bool session(int fd); // false: stop for good
    bool handleFrame(const Frame &frame, Session &session, bool *stop);
    // HELLO_OK and HWM may not claim more than was ever posted: such a frame did not come
    // from this run's witness, and believing it would drop commits it never stored.
    bool plausibleHwm(std::uint64_t seq)
    {
        std::lock_guard lock(mutex);
        if (seq <= postedSeq)
            return true;
        //: A high-water mark above the writer's own last commit: a forged or replayed answer.
        lastError = Tr::tr("The witness claimed commits this writer never sent; reconnecting.");
        return false;
    }
    void fillOut(FrameEncoder &encoder, QByteArray &out, Session &session);
    void acknowledge(std::uint64_t seq);
    void setState(State next, RejectReason reason = RejectReason::None, const QString &error = {})
    {
        std::lock_guard lock(mutex);
        if (state == State::Rejected || state == State::Finished)
            return;
        state = next;
        if (reason != RejectReason::None)
            rejectReason = reason;
        if (!error.isEmpty())
            lastError = error;
        changed.notify_all();
    }
    bool waitOrStop(int ms)
    {
        std::unique_lock lock(mutex);
        return changed.wait_for(lock, std::chrono::milliseconds(ms), [this] { return stopping; });
    }
};

WitnessLink::WitnessLink(WitnessLinkOptions options)
    : d(std::make_unique<Private>())
{
    d->options = std::move(options);
}

WitnessLink::~WitnessLink()
{
    abort();
}

void WitnessLink::start()
{
    if (!d->thread.joinable())
        d->thread = std::thread([this] { d->run(); });
}

bool WitnessLink::post(std::vector<AckEntry> entries)
{
    std::lock_guard lock(d->mutex);
    std::uint64_t previous = d->postedSeq;
    for (const AckEntry &e : entries) {
        if (e.seq <= previous)
            return false;
        previous = e.seq;
    }
    if (entries.empty())
        return true;
    const bool wasIdle = d->incoming.empty();
    d->incoming.insert(d->incoming.end(), entries.begin(), entries.end());
    d->postedSeq = previous;
    if (wasIdle)
        d->waker.wake(); // one wake per burst, not per commit
    return true;
}

void WitnessLink::setProgress(std::uint64_t issuedSeq, std::uint64_t committedSeq,
                              std::uint32_t inFlight)
{
    d->issuedSeq = issuedSeq;
    d->committedSeq = committedSeq;
    d->inFlight = inFlight;
}

void WitnessLink::sendPrepared()
{
    std::lock_guard lock(d->mutex);
    d->preparedRequested = true;
    d->waker.wake();
}

void WitnessLink::sendWriterError(const std::string &text)
{
    std::lock_guard lock(d->mutex);
    d->errorText = text;
    d->waker.wake();
}

bool WitnessLink::finish(int timeoutMs)
{
    std::unique_lock lock(d->mutex);
    d->byeRequested = true;
    d->waker.wake();
    d->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs), [this] {
        return d->state == State::Finished || d->state == State::Rejected;
    });
    return d->state == State::Finished;
}

void WitnessLink::abort()
{
    {
        std::lock_guard lock(d->mutex);
        d->stopping = true;
        d->changed.notify_all();
    }
    d->waker.wake();
    if (d->thread.joinable())
        d->thread.join();
    d->setState(State::Finished);
}

WitnessLink::State WitnessLink::state() const
{
    std::lock_guard lock(d->mutex);
    return d->state;
}

bool WitnessLink::waitConnected(int timeoutMs) const
{
    std::unique_lock lock(d->mutex);
    d->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs), [this] {
        return d->state == State::Connected || d->state == State::Rejected ||
               d->state == State::Finished;
    });
    return d->state == State::Connected;
}

std::uint64_t WitnessLink::durableSeq() const
{
    std::lock_guard lock(d->mutex);
    return d->durableSeq;
}

std::uint64_t WitnessLink::postedSeq() const
{
    std::lock_guard lock(d->mutex);
    return d->postedSeq;
}

int WitnessLink::connects() const
{
    std::lock_guard lock(d->mutex);
    return d->connects;
}

RejectReason WitnessLink::rejectReason() const
{
    std::lock_guard lock(d->mutex);
    return d->rejectReason;
}

QString WitnessLink::lastError() const
{
    std::lock_guard lock(d->mutex);
    return d->lastError;
}

// ---- the link thread ----------------------------------------------------------------------

void WitnessLink::Private::run()
{
    const auto endpoint = Net::parseEndpoint(options.address);
    if (!endpoint) {
        //: %1 is the witness address the user typed.
        setState(State::Rejected, RejectReason::None,
                 Tr::tr("Not an address: %1. Use HOST:PORT or [IPv6]:PORT.").arg(options.address));
        return;
    }
    while (true) {
        {
            std::lock_guard lock(mutex);
            if (stopping)
                return;
        }
        QString error;
        const int fd = Net::connectTo(*endpoint, options.connectTimeoutMs, &error);
        if (fd >= 0) {
            const bool again = session(fd);
            ::close(fd);
            if (!again)
                return;
            error = Tr::tr("Lost the connection to the witness; reconnecting.");
        }
        setState(State::Unreachable, RejectReason::None, error);
        if (waitOrStop(options.reconnectMs))
            return;
    }
}

bool WitnessLink::Private::session(int fd)
{
    // Unsigned handshake first; HELLO goes out only once the witness has proven the key.
    FrameEncoder encoder;
    FrameDecoder decoder;
    ClientHandshake handshake(options.key, PeerRole::Writer, options.parameters.runId);
    QByteArray out = handshake.start();
    Session session;
    std::int64_t lastHeardNs = Net::monotonicNs();
    sentCount = 0;
    while (true) {
        {
            std::lock_guard lock(mutex);
            if (stopping)
                return false;
        }
        if (session.handshaken)
            fillOut(encoder, out, session);
        if (!sendSome(fd, out))
            return true;
        pollfd fds[2] = {{fd, short(POLLIN | (out.isEmpty() ? 0 : POLLOUT)), 0},
                         {waker.fd(), POLLIN, 0}};
        const bool beating = session.handshaken && !session.byeSent;
        const std::int64_t untilBeatMs = (session.nextBeatNs - Net::monotonicNs()) / kMsNs;
        const int timeoutMs =
            beating ? int(std::clamp<std::int64_t>(untilBeatMs, 1, options.heartbeatMs))
                    : options.heartbeatMs;
        if (::poll(fds, 2, timeoutMs) < 0 && errno != EINTR)
            return true;
        if (fds[1].revents)
            waker.drain();
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            char buffer[kReadChunkBytes];
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, MSG_DONTWAIT);
            if (n == 0 && session.byeSent && unacked.empty()) {
                // The witness closes after it has journaled BYE and sent the last HWM.
                setState(State::Finished);
                return false;
            }
            if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
                return true;
            if (n > 0) {
                lastHeardNs = Net::monotonicNs();
                decoder.feed(QByteArrayView(buffer, n));
            }
            while (true) {
                const FrameDecoder::Output o = decoder.next();
                if (o.status == FrameDecoder::Status::NeedMore)
                    break;
                if (o.status == FrameDecoder::Status::Rejected) {
                    // A forged, replayed or damaged frame: drop this connection, try again.
                    std::lock_guard lock(mutex);
                    lastError = rejectReasonText(o.reason);
                    return true;
                }
                if (!decoder.hasSession()) {
                    QByteArray answer;
                    const auto step = handshake.onFrame(o.frame, &answer);
                    out += answer;
                    if (step == ClientHandshake::Step::Failed) {
                        const RejectReason why = handshake.failure();
                        // Wrong code (or not the witness) and refusals that will not get
                        // better end the run; a busy or timed-out witness is tried again.
                        if (why == RejectReason::TooManyConnections ||
                            why == RejectReason::Timeout || why == RejectReason::Busy)
                            return true;
                        setState(State::Rejected, why, rejectReasonText(why));
                        return false;
                    }
                    if (step == ClientHandshake::Step::Established) {
                        encoder.setSession(handshake.session(), Direction::ToWitness);
                        decoder.setSession(handshake.session(), Direction::ToClient);
                        out += encoder.encode(MessageType::Hello,
                                              encodeHello({options.parameters, options.facts}));
                    }
                    continue;
                }
                bool stop = false;
                if (!handleFrame(o.frame, session, &stop))
                    return !stop;
            }
        }
        if (Net::monotonicNs() - lastHeardNs > options.witnessSilentMs * kMsNs)
            return true;
    }
}

// False ends the session; *stop says whether to give up for good.
bool WitnessLink::Private::handleFrame(const Frame &frame, Session &session, bool *stop)
{
    switch (frame.type) {
    case MessageType::HelloOk: {
        const auto seq = decodeSeq(frame.payload);
        if (!seq || session.handshaken || !plausibleHwm(*seq))
            return false;
        acknowledge(*seq);
        session.handshaken = true;
        {
            std::lock_guard lock(mutex);
            ++connects;
        }
        setState(State::Connected);
        return true;
    }
    case MessageType::Hwm: {
        const auto seq = decodeSeq(frame.payload);
        if (!seq || !session.handshaken || !plausibleHwm(*seq))
            return false;
        acknowledge(*seq);
        return true;
    }
    case MessageType::Reject: {
        const auto reject = decodeReject(frame.payload);
        const RejectReason reason = reject ? reject->reason : RejectReason::BadPayload;
        // A stale connection or a pause: try again. Anything else will not get better.
        if (reason == RejectReason::Superseded || reason == RejectReason::Timeout ||
            reason == RejectReason::TooManyConnections || reason == RejectReason::Busy)
            return false;
        setState(State::Rejected, reason, rejectReasonText(reason));
        *stop = true;
        return false;
    }
    default:
        return false;
    }
}

void WitnessLink::Private::fillOut(FrameEncoder &encoder, QByteArray &out, Session &session)
{
    bool prepared = false;
    bool bye = false;
    std::optional<std::string> error;
    {
        std::lock_guard lock(mutex);
        unacked.insert(unacked.end(), incoming.begin(), incoming.end());
        incoming.clear();
        prepared = preparedRequested;
        bye = byeRequested;
        error = errorText;
    }
    // PREPARED and WRITER_ERROR are idempotent on the witness, so each new connection
    // simply sends them again. PREPARED goes before the commits it allows.
    if (prepared && !session.preparedSent) {
        out += encoder.encode(MessageType::Prepared, {});
        session.preparedSent = true;
    }
    while (out.size() < kOutHighWaterBytes && sentCount < unacked.size()) {
        const std::size_t count = std::min(kMaxCommitsPerFrame, unacked.size() - sentCount);
        const std::vector<AckEntry> batch(unacked.begin() + std::ptrdiff_t(sentCount),
                                          unacked.begin() + std::ptrdiff_t(sentCount + count));
        out += encoder.encode(MessageType::Committed, encodeCommitted(batch));
        sentCount += count;
    }
    const bool allSent = sentCount == unacked.size();
    if (error && !session.errorSent && allSent) {
        out += encoder.encode(MessageType::WriterError, encodeText(*error));
        session.errorSent = true;
    }
    if (session.byeSent)
        return; // the witness closes after BYE: no more heartbeats
    const std::int64_t now = Net::monotonicNs();
    if (now >= session.nextBeatNs) {
        const std::uint64_t issued = issuedSeq;
        // The witness refuses committed > issued: never let a racy pair of stores cause that.
        const std::uint64_t committed = std::min<std::uint64_t>(committedSeq, issued);
        out +=
            encoder.encode(MessageType::Heartbeat, encodeHeartbeat({issued, committed, inFlight}));
        session.nextBeatNs = now + options.heartbeatMs * kMsNs;
    }
    if (bye && allSent && (!error || session.errorSent)) {
        out += encoder.encode(MessageType::Bye, {});
        session.byeSent = true;
    }
}

void WitnessLink::Private::acknowledge(std::uint64_t seq)
{
    std::lock_guard lock(mutex);
    durableSeq = std::max(durableSeq, seq);
    while (!unacked.empty() && unacked.front().seq <= durableSeq) {
        unacked.pop_front();
        if (sentCount > 0)
            --sentCount;
    }
    changed.notify_all();
}

// ---- the verifier's requests ------------------------------------------------------------

namespace {

// One request/answer exchange on a connection of its own, bounded by a deadline.
class Exchange
{
public:
    Exchange(const QString &address, std::int64_t deadlineNs)
        : m_address(address)
        , m_deadlineNs(deadlineNs)
    {
        const int timeoutMs =
            int(std::max<std::int64_t>(1, (deadlineNs - Net::monotonicNs()) / kMsNs));
        const auto endpoint = Net::parseEndpoint(address);
        if (!endpoint) {
            m_error = Tr::tr("Not an address: %1. Use HOST:PORT or [IPv6]:PORT.").arg(address);
            return;
        }
        m_fd = Net::connectTo(*endpoint, timeoutMs, &m_error);
    }
    ~Exchange()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Exchange(const Exchange &) = delete;
    Exchange &operator=(const Exchange &) = delete;

    // The verifier's handshake for `runId`. False with error() set, or Busy in `busy`.
    bool handshake(const QByteArray &secret, const RunId &runId, bool *busy)
    {
        ClientHandshake handshake(secret, PeerRole::Verifier, runId);
        if (!sendRaw(handshake.start()))
            return false;
        while (const auto frame = receive()) {
            QByteArray answer;
            const auto step = handshake.onFrame(*frame, &answer);
            if (step == ClientHandshake::Step::Failed) {
                *busy = handshake.failure() == RejectReason::Busy;
                //: %1 is the reason the witness gave.
                return fail(
                    Tr::tr("The witness refused: %1").arg(rejectReasonText(handshake.failure())));
            }
            if (!sendRaw(answer))
                return false;
            if (step == ClientHandshake::Step::Established) {
                m_encoder.setSession(handshake.session(), Direction::ToWitness);
                m_decoder.setSession(handshake.session(), Direction::ToClient);
                return true;
            }
        }
        return false;
    }

    bool send(MessageType type, QByteArrayView payload)
    {
        return sendRaw(m_encoder.encode(type, payload));
    }

    bool sendRaw(QByteArray out)
    {
        while (m_fd >= 0 && !out.isEmpty()) {
            if (!sendSome(m_fd, out) || !waitFor(POLLOUT))
                return fail(Tr::tr("Lost the connection to the witness."));
        }
        return m_fd >= 0;
    }

    std::optional<Frame> receive()
    {
        while (m_fd >= 0) {
            const FrameDecoder::Output o = m_decoder.next();
            if (o.status == FrameDecoder::Status::Frame)
                return o.frame;
            if (o.status == FrameDecoder::Status::Rejected) {
                fail(rejectReasonText(o.reason));
                return std::nullopt;
            }
            if (!waitFor(POLLIN)) {
                fail(Tr::tr("The witness did not answer in time."));
                return std::nullopt;
            }
            char buffer[kReadChunkBytes];
            const ssize_t n = ::recv(m_fd, buffer, sizeof buffer, MSG_DONTWAIT);
            if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
                fail(Tr::tr("Lost the connection to the witness."));
                return std::nullopt;
            }
            if (n > 0)
                m_decoder.feed(QByteArrayView(buffer, n));
        }
        return std::nullopt;
    }

    bool fail(const QString &message)
    {
        if (m_error.isEmpty())
            m_error = message;
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
        return false;
    }
    Error error() const { return Error{m_address, m_error, 0}; }

private:
    bool waitFor(short events)
    {
        const std::int64_t leftMs = (m_deadlineNs - Net::monotonicNs()) / kMsNs;
        pollfd p{m_fd, events, 0};
        return leftMs > 0 && ::poll(&p, 1, int(leftMs)) > 0;
    }

    QString m_address;
    FrameEncoder m_encoder;
    FrameDecoder m_decoder;
    std::int64_t m_deadlineNs;
    int m_fd = -1;
    QString m_error;
};

QString rejectedText(const Frame &frame)
{
    const auto reject = decodeReject(frame.payload);
    //: %1 is the reason the witness gave.
    return Tr::tr("The witness refused: %1")
        .arg(rejectReasonText(reject ? reject->reason : RejectReason::BadPayload));
}

// A verifier's connection, handshaken; a busy witness is asked again until the deadline.
std::unique_ptr<Exchange> verifierExchange(const QString &address, const QByteArray &key,
                                           const RunId &runId, std::int64_t deadlineNs)
{
    while (true) {
        auto exchange = std::make_unique<Exchange>(address, deadlineNs);
        bool busy = false;
        if (exchange->handshake(key, runId, &busy) || !busy ||
            Net::monotonicNs() + 200 * kMsNs >= deadlineNs)
            return exchange;
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
}

Result<Ledger> receiveLedger(Exchange &exchange, const RunId &runId, bool *busy)
{
    QByteArray bytes;
    while (const auto frame = exchange.receive()) {
        if (frame->type == MessageType::LedgerChunk &&
            bytes.size() + frame->payload.size() <= kMaxLedgerBytes) {
            bytes += frame->payload;
            continue;
        }
        if (frame->type == MessageType::Reject) {
            const auto reject = decodeReject(frame->payload);
            *busy = reject && reject->reason == RejectReason::Busy;
            exchange.fail(rejectedText(*frame));
            break;
        }
        const auto end =
            frame->type == MessageType::LedgerEnd ? decodeLedgerEnd(frame->payload) : std::nullopt;
        std::optional<Ledger> ledger;
        if (end && end->totalBytes == std::uint64_t(bytes.size()) &&
            end->sha256 == ledgerDigest(bytes))
            ledger = decodeLedger(bytes);
        if (ledger && ledger->runId == runId)
            return std::move(*ledger);
        exchange.fail(Tr::tr("The ledger from the witness is damaged (size or digest mismatch)."));
        break;
    }
    return exchange.error();
}

} // namespace

Result<Ledger> fetchLedger(const QString &address, const QByteArray &key, const RunId &runId,
                           int timeoutMs)
{
    const std::int64_t deadlineNs = Net::monotonicNs() + timeoutMs * kMsNs;
    while (true) {
        const auto exchange = verifierExchange(address, key, runId, deadlineNs);
        if (!exchange->send(MessageType::LedgerRequest, encodeRunId(runId)))
            return exchange->error();
        bool busy = false;
        auto ledger = receiveLedger(*exchange, runId, &busy);
        if (ledger || !busy || Net::monotonicNs() + 200 * kMsNs >= deadlineNs)
            return ledger;
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
}

Result<bool> sendResult(const QString &address, const QByteArray &key, const RunId &runId,
                        const QByteArray &json, int timeoutMs)
{
    if (json.isEmpty() || json.size() > kMaxResultJsonBytes)
        return Error{address, Tr::tr("The report is too large to keep on the witness."), EMSGSIZE};
    const auto exchange =
        verifierExchange(address, key, runId, Net::monotonicNs() + timeoutMs * kMsNs);
    if (!exchange->send(MessageType::Result, encodeResult({runId, json})))
        return exchange->error();
    // The witness answers HWM once the report is safely on its disk.
    if (const auto frame = exchange->receive()) {
        if (frame->type == MessageType::Hwm)
            return true;
        exchange->fail(frame->type == MessageType::Reject
                           ? rejectedText(*frame)
                           : Tr::tr("Unexpected answer from the witness."));
    }
    return exchange->error();
}

} // namespace DriveProof::PowerLoss
