// The writer's link thread (witnesslink.h): connects and reconnects, does the handshake and
// HELLO, batches posted commits into COMMITTED frames, beats, and drops every commit the
// witness's HWM says is durable.
#include "powerloss/handshake.h"
#include "powerloss/witnesslinkstate.h"

#include <algorithm>
#include <cerrno>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

constexpr qsizetype kReadChunkBytes = 64 * 1024;
constexpr qsizetype kOutHighWaterBytes = 1024 * 1024;
constexpr std::int64_t kMsNs = 1'000'000;

} // namespace

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
            error = retryReason.isEmpty()
                        ? Tr::tr("Lost the connection to the witness; reconnecting.")
                        : retryReason;
            retryReason.clear();
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
    QByteArray pinned;
    {
        std::lock_guard lock(mutex);
        pinned = salt;
    }
    ClientHandshake handshake(options.key, PeerRole::Writer, options.parameters.runId, pinned);
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
        if (!Net::sendSome(fd, out))
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
                    // Not "wrong pairing code": the handshake proved the code.
                    //: %1 what was wrong with it, e.g. "HMAC" or "CRC mismatch"
                    retryReason =
                        Tr::tr("A frame from the witness arrived damaged or altered "
                               "(%1); reconnecting.")
                            .arg(o.reason == RejectReason::BadHmac ? QStringLiteral("HMAC")
                                                                   : rejectReasonText(o.reason));
                    return true;
                }
                if (!decoder.hasSession()) {
                    QByteArray answer;
                    const auto step = handshake.onFrame(o.frame, &answer);
                    out += answer;
                    if (step == ClientHandshake::Step::Failed)
                        return handshakeFailed(handshake);
                    if (step == ClientHandshake::Step::Established) {
                        {
                            std::lock_guard lock(mutex);
                            salt = handshake.salt();
                            badHandshakes = 0;
                        }
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

// The handshake failed: try again, or give up for good.
bool WitnessLink::Private::handshakeFailed(const ClientHandshake &handshake)
{
    const RejectReason why = handshake.failure();
    std::lock_guard lock(mutex);
    if (handshake.saltChanged()) {
        // Not the run's witness (or its CHALLENGE was altered): no key derived, try again.
        retryReason = Tr::tr("This is not the run's witness: it answered with another salt than "
                             "during the run.");
        return true;
    }
    // A wrong code shows at the first handshake, every time; once a handshake succeeded the
    // code is known to be right, and a failed proof is tampering or a fake witness. A single
    // altered CHALLENGE must not pass for a wrong code either: three in a row do.
    if (why == RejectReason::BadHmac && connects == 0 && ++badHandshakes >= 3) {
        state = State::Rejected;
        rejectReason = why;
        lastError = rejectReasonText(why);
        changed.notify_all();
        return false;
    }
    if (why == RejectReason::BadHmac)
        retryReason = Tr::tr("The witness could not prove the pairing code (a fake witness or "
                             "altered traffic); reconnecting.");
    else if (why != RejectReason::TooManyConnections && why != RejectReason::Timeout &&
             why != RejectReason::Busy && connects == 0) {
        state = State::Rejected;
        rejectReason = why;
        lastError = rejectReasonText(why);
        changed.notify_all();
        return false;
    }
    return true;
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
        // The run itself cannot go on there: stop, and say why.
        if (reason == RejectReason::ParametersMismatch || reason == RejectReason::RunFinished ||
            reason == RejectReason::JournalFailure || reason == RejectReason::UnknownRun) {
            setState(State::Rejected, reason, rejectReasonText(reason));
            *stop = true;
            return false;
        }
        // A stale connection, a pause, or a frame that reached the witness damaged or
        // altered (on-path tampering: the witness's REJECT is signed, but it only says what
        // arrived there): reconnect and resend. Not the pairing code: that was proven.
        std::lock_guard lock(mutex);
        if (reason != RejectReason::Superseded && reason != RejectReason::Timeout &&
            reason != RejectReason::TooManyConnections && reason != RejectReason::Busy) {
            //: %1 the witness's reason, e.g. "Power-loss frame damaged in transit"
            retryReason = Tr::tr("The witness refused a frame that reached it damaged or altered "
                                 "(%1); reconnecting.")
                              .arg(reason == RejectReason::BadHmac ? QStringLiteral("HMAC")
                                                                   : rejectReasonText(reason));
        }
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

} // namespace DriveProof::PowerLoss
