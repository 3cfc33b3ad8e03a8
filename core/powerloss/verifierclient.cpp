// The verifier's client of verifierclient.h: one connection per request, the verifier's
// handshake (asked again while the witness is busy), the ledger with its digest checked,
// and the final report.
#include "powerloss/verifierclient.h"

#include "powerloss/handshake.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/witnesssocket.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <memory>
#include <optional>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

constexpr qsizetype kReadChunkBytes = 64 * 1024;
constexpr std::int64_t kMsNs = 1'000'000;
constexpr qsizetype kMaxLedgerBytes = qsizetype(1) << 30;

QString saltChangedText()
{
    return Tr::tr("This is not the run's witness: it answered with another salt than during "
                  "the run.");
}

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
        m_addressValid = true;
        m_fd = Net::connectTo(*endpoint, timeoutMs, &m_error);
    }
    ~Exchange()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Exchange(const Exchange &) = delete;
    Exchange &operator=(const Exchange &) = delete;

    // The verifier's handshake for `runId`. False with error() set, or, in `busy`, whether
    // asking again may help: a busy witness, or one that timed the handshake out while this
    // machine derived the key from the pairing code (slow machines, VMs: Argon2id can take
    // longer than the witness waits; the key is cached, so the next try is quick), or that
    // evicted it among too many handshakes. The writer retries on the same reasons.
    bool handshake(const QByteArray &secret, const RunId &runId, const QByteArray &salt, bool *busy)
    {
        ClientHandshake handshake(secret, PeerRole::Verifier, runId, salt);
        // Refused or dropped before the handshake ended (a flood of strangers evicts the
        // oldest handshakes), or not reached yet: asking again may help. Not an address: no.
        *busy = m_addressValid;
        if (!sendRaw(handshake.start()))
            return false;
        while (const auto frame = receive()) {
            QByteArray answer;
            const auto step = handshake.onFrame(*frame, &answer);
            if (step == ClientHandshake::Step::Failed) {
                const RejectReason why = handshake.failure();
                *busy = why == RejectReason::Busy || why == RejectReason::Timeout ||
                        why == RejectReason::TooManyConnections;
                if (handshake.saltChanged())
                    return fail(saltChangedText());
                //: %1 is the reason the witness gave.
                return fail(Tr::tr("The witness refused: %1").arg(rejectReasonText(why)));
            }
            if (!sendRaw(answer))
                return false;
            if (step == ClientHandshake::Step::Established) {
                m_encoder.setSession(handshake.session(), Direction::ToWitness);
                m_decoder.setSession(handshake.session(), Direction::ToClient);
                *busy = false;
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
            if (!Net::sendSome(m_fd, out) || !waitFor(POLLOUT))
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
    bool m_addressValid = false;
    QString m_error;
};

// Growing pauses between tries, as the writer's link reconnects: 200 ms, doubling to 2 s,
// with jitter so that many clients do not come back in step.
void pauseBeforeTry(int attempt, std::int64_t deadlineNs)
{
    const std::int64_t base =
        std::min<std::int64_t>(2000, std::int64_t(200) << std::min(attempt, 4));
    const std::int64_t ms = base / 2 + std::int64_t(randomBytes(1).at(0) & 0x7F) * base / 256;
    const std::int64_t leftMs = (deadlineNs - Net::monotonicNs()) / kMsNs;
    std::this_thread::sleep_for(
        std::chrono::milliseconds(std::max<std::int64_t>(0, std::min(ms, leftMs))));
}

QString rejectedText(const Frame &frame)
{
    const auto reject = decodeReject(frame.payload);
    //: %1 is the reason the witness gave.
    return Tr::tr("The witness refused: %1")
        .arg(rejectReasonText(reject ? reject->reason : RejectReason::BadPayload));
}

// A verifier's connection, handshaken; a busy witness (or a handshake it timed out) is
// asked again until the deadline.
std::unique_ptr<Exchange> verifierExchange(const QString &address, const QByteArray &key,
                                           const RunId &runId, const QByteArray &salt,
                                           std::int64_t deadlineNs)
{
    for (int attempt = 0;; ++attempt) {
        auto exchange = std::make_unique<Exchange>(address, deadlineNs);
        bool busy = false;
        if (exchange->handshake(key, runId, salt, &busy) || !busy ||
            Net::monotonicNs() + 200 * kMsNs >= deadlineNs)
            return exchange;
        pauseBeforeTry(attempt, deadlineNs);
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
                           int timeoutMs, const QByteArray &pinnedSalt)
{
    const std::int64_t deadlineNs = Net::monotonicNs() + timeoutMs * kMsNs;
    for (int attempt = 0;; ++attempt) {
        const auto exchange = verifierExchange(address, key, runId, pinnedSalt, deadlineNs);
        if (!exchange->send(MessageType::LedgerRequest, encodeRunId(runId)))
            return exchange->error();
        bool busy = false;
        auto ledger = receiveLedger(*exchange, runId, &busy);
        if (ledger || !busy || Net::monotonicNs() + 200 * kMsNs >= deadlineNs)
            return ledger;
        pauseBeforeTry(attempt, deadlineNs);
    }
}

Result<bool> sendResult(const QString &address, const QByteArray &key, const RunId &runId,
                        const QByteArray &json, int timeoutMs, const QByteArray &pinnedSalt)
{
    if (json.isEmpty() || json.size() > kMaxResultJsonBytes)
        return Error{address, Tr::tr("The report is too large to keep on the witness."), EMSGSIZE};
    const auto exchange =
        verifierExchange(address, key, runId, pinnedSalt, Net::monotonicNs() + timeoutMs * kMsNs);
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
