#include "powerloss/protocol.h"

#include "powerloss/crc32c.h"
#include "powerloss/powerlosstr.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <sodium.h>

#include <bit>
#include <cstring>
#include <limits>
#include <span>

namespace DriveProof::PowerLoss {
namespace {

// Little-endian builder and bounds-checked reader: a short or overlong payload fails the
// reader instead of reading past the end.
class Writer
{
public:
    template <typename T> void put(T value)
    {
        char bytes[sizeof(T)];
        qToLittleEndian(value, bytes);
        m_bytes.append(bytes, sizeof(T));
    }
    void putBytes(const void *data, qsizetype size)
    {
        m_bytes.append(static_cast<const char *>(data), size);
    }
    void putString(const std::string &text)
    {
        put<std::uint16_t>(std::uint16_t(text.size()));
        putBytes(text.data(), qsizetype(text.size()));
    }
    QByteArray take() { return std::move(m_bytes); }

private:
    QByteArray m_bytes;
};

class Reader
{
public:
    explicit Reader(QByteArrayView bytes)
        : m_bytes(bytes)
    {}
    template <typename T> T get()
    {
        if (!need(sizeof(T)))
            return T{};
        const T value = qFromLittleEndian<T>(m_bytes.data() + m_pos);
        m_pos += qsizetype(sizeof(T));
        return value;
    }
    QByteArrayView getBytes(qsizetype size)
    {
        if (!need(size))
            return {};
        const QByteArrayView view = m_bytes.sliced(m_pos, size);
        m_pos += size;
        return view;
    }
    std::string getString(std::size_t maxBytes)
    {
        const std::size_t size = get<std::uint16_t>();
        if (size > maxBytes) {
            m_failed = true;
            return {};
        }
        const QByteArrayView bytes = getBytes(qsizetype(size));
        return std::string(bytes.data(), std::size_t(bytes.size()));
    }
    bool getBool()
    {
        const auto value = get<std::uint8_t>();
        if (value > 1)
            m_failed = true;
        return value == 1;
    }
    qsizetype remaining() const { return m_bytes.size() - m_pos; }
    // True when everything was read, nothing was missing and nothing is left over.
    bool done() const { return !m_failed && m_pos == m_bytes.size(); }
    bool failed() const { return m_failed; }
    void fail() { m_failed = true; }

private:
    bool need(std::size_t size)
    {
        if (m_failed || size > std::size_t(m_bytes.size() - m_pos)) {
            m_failed = true;
            return false;
        }
        return true;
    }

    QByteArrayView m_bytes;
    qsizetype m_pos = 0;
    bool m_failed = false;
};

// The session MAC (protocol.h): HMAC-SHA256 from libsodium over direction, run id, session
// id and the frame up to its MAC, cut to 16 bytes.
QByteArray sessionMac(const SessionBinding &b, Direction direction, QByteArrayView frame)
{
    crypto_auth_hmacsha256_state state;
    crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char *>(b.key.constData()),
                                std::size_t(b.key.size()));
    const auto dir = static_cast<unsigned char>(direction);
    crypto_auth_hmacsha256_update(&state, &dir, 1);
    crypto_auth_hmacsha256_update(&state, b.runId.data(), b.runId.size());
    crypto_auth_hmacsha256_update(&state,
                                  reinterpret_cast<const unsigned char *>(b.sessionId.constData()),
                                  std::size_t(b.sessionId.size()));
    crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char *>(frame.data()),
                                  std::size_t(frame.size()));
    unsigned char mac[crypto_auth_hmacsha256_BYTES];
    crypto_auth_hmacsha256_final(&state, mac);
    sodium_memzero(&state, sizeof state);
    return QByteArray(reinterpret_cast<const char *>(mac), kHmacBytes);
}

// Compare without an early exit, so timing does not tell how much of a forged MAC was right.
bool equalConstantTime(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size() && sodium_memcmp(a.data(), b.data(), std::size_t(a.size())) == 0;
}

constexpr qsizetype kCommitEntryBytes = 8 + 8 + 4 + 8;
constexpr std::uint16_t kLedgerFormat = 1;

void putParameters(Writer &w, const RunParameters &p)
{
    w.putBytes(p.runId.data(), qsizetype(p.runId.size()));
    w.put<std::uint32_t>(p.blockSize);
    w.put<std::uint64_t>(p.areaOffsetBytes);
    w.put<std::uint64_t>(p.areaBlocks);
    w.put<std::uint64_t>(p.coldBlocks);
    w.put<std::uint64_t>(p.ringBlocks);
    w.put<std::uint32_t>(p.maxWriteBlocks);
    w.put<std::uint64_t>(p.seed);
    w.put<std::uint8_t>(std::uint8_t(p.method));
    w.put<std::uint32_t>(p.writesPerCommit);
    w.put<std::uint32_t>(p.workers);
}

RunParameters getParameters(Reader &r)
{
    RunParameters p;
    const QByteArrayView id = r.getBytes(qsizetype(p.runId.size()));
    if (!r.failed())
        std::memcpy(p.runId.data(), id.data(), p.runId.size());
    p.blockSize = r.get<std::uint32_t>();
    p.areaOffsetBytes = r.get<std::uint64_t>();
    p.areaBlocks = r.get<std::uint64_t>();
    p.coldBlocks = r.get<std::uint64_t>();
    p.ringBlocks = r.get<std::uint64_t>();
    p.maxWriteBlocks = r.get<std::uint32_t>();
    p.seed = r.get<std::uint64_t>();
    const auto method = r.get<std::uint8_t>();
    if (method > std::uint8_t(CommitMethod::OpenSync))
        r.fail();
    p.method = CommitMethod(method);
    p.writesPerCommit = r.get<std::uint32_t>();
    p.workers = r.get<std::uint32_t>();
    return p;
}

void putFacts(Writer &w, const WriterFacts &f)
{
    for (const std::string *s : {&f.hostName, &f.targetPath, &f.deviceModel, &f.deviceSerial,
                                 &f.deviceFirmware, &f.writeCache, &f.kernel, &f.bootId})
        w.putString(s->substr(0, kMaxFactBytes));
    w.put<std::uint64_t>(f.capacityBytes);
    w.put<std::int64_t>(f.unsafeShutdowns);
    w.put<std::uint8_t>(f.virtualMachine);
    w.put<std::uint8_t>(f.onBattery);
    w.put<std::uint8_t>(f.usbBridge);
}

WriterFacts getFacts(Reader &r)
{
    WriterFacts f;
    for (std::string *s : {&f.hostName, &f.targetPath, &f.deviceModel, &f.deviceSerial,
                           &f.deviceFirmware, &f.writeCache, &f.kernel, &f.bootId})
        *s = r.getString(kMaxFactBytes);
    f.capacityBytes = r.get<std::uint64_t>();
    f.unsafeShutdowns = r.get<std::int64_t>();
    if (f.unsafeShutdowns < -1)
        r.fail();
    f.virtualMachine = r.getBool();
    f.onBattery = r.getBool();
    f.usbBridge = r.getBool();
    return f;
}

bool nonZero(const RunId &id)
{
    for (auto b : id) {
        if (b != 0)
            return true;
    }
    return false;
}

} // namespace

QString rejectReasonText(RejectReason reason)
{
    switch (reason) {
    case RejectReason::None:
        return Tr::tr("No error.");
    case RejectReason::BadMagic:
        //: The power-loss witness received bytes that are not a DriveProof frame.
        return Tr::tr("Not a DriveProof power-loss frame (bad magic).");
    case RejectReason::BadVersion:
        return Tr::tr(
            "Unsupported power-loss protocol version: update DriveProof on both machines.");
    case RejectReason::BadType:
        return Tr::tr("Unknown power-loss message type.");
    case RejectReason::BadLength:
        return Tr::tr("Power-loss frame too long for its type.");
    case RejectReason::BadCrc:
        return Tr::tr("Power-loss frame damaged in transit (CRC mismatch).");
    case RejectReason::BadHmac:
        //: The pairing code is the code the witness shows and the user types on the writer.
        return Tr::tr("Wrong pairing code: type the code the witness shows.");
    case RejectReason::FrameSeqNotIncreasing:
        return Tr::tr("Power-loss frame replayed or out of order.");
    case RejectReason::BadPayload:
        return Tr::tr("Power-loss message malformed or with a value out of range.");
    case RejectReason::UnexpectedMessage:
        return Tr::tr("Power-loss message not expected at this point.");
    case RejectReason::CommitSeqNotIncreasing:
        return Tr::tr("Commit sequence numbers must increase.");
    case RejectReason::ParametersMismatch:
        return Tr::tr("This run is already known to the witness with other parameters.");
    case RejectReason::UnknownRun:
        return Tr::tr("The witness knows no run with this id.");
    case RejectReason::RunFinished:
        return Tr::tr("This run has already ended.");
    case RejectReason::JournalFailure:
        return Tr::tr(
            "The witness cannot keep this run's journal (disk error or damaged journal).");
    case RejectReason::TooManyConnections:
        return Tr::tr("The witness has too many connections.");
    case RejectReason::Timeout:
        return Tr::tr("The connection was silent for too long.");
    case RejectReason::Superseded:
        return Tr::tr("The same run connected again from elsewhere; this connection was closed.");
    case RejectReason::Busy:
        //: The witness limits how many verifiers and ledger downloads it serves at once.
        return Tr::tr("The witness is busy with other verifiers; try again shortly.");
    }
    return Tr::tr("Unknown reason.");
}

bool isKnownMessageType(std::uint16_t type)
{
    return type >= std::uint16_t(MessageType::Hello) &&
           type <= std::uint16_t(MessageType::ServerProof);
}

bool isHandshakeType(MessageType type)
{
    return type >= MessageType::ClientHello && type <= MessageType::ServerProof;
}

qsizetype maxPayloadBytes(MessageType type)
{
    switch (type) {
    case MessageType::Hello:
        return 16 * 1024;
    case MessageType::HelloOk:
    case MessageType::Hwm:
        return 8;
    case MessageType::Prepared:
    case MessageType::Bye:
        return 0;
    case MessageType::Committed:
        return 4 + qsizetype(kMaxCommitsPerFrame) * kCommitEntryBytes;
    case MessageType::Heartbeat:
        return 20;
    case MessageType::WriterError:
        return 2 + qsizetype(kMaxErrorTextBytes);
    case MessageType::Reject:
        return 4 + qsizetype(kMaxRejectTextBytes);
    case MessageType::LedgerRequest:
        return 16;
    case MessageType::LedgerChunk:
        return kMaxLedgerChunkBytes;
    case MessageType::LedgerEnd:
        return 8 + 32;
    case MessageType::Result:
        return 16 + 4 + kMaxResultJsonBytes;
    case MessageType::ClientHello:
        return 1 + 16 + 32;
    case MessageType::Challenge:
        return 16 + 32;
    case MessageType::ClientProof:
    case MessageType::ServerProof:
        return 32;
    }
    return 0;
}

// ---- framing ----------------------------------------------------------------------------

FrameEncoder::FrameEncoder(SessionBinding binding, Direction direction)
{
    setSession(std::move(binding), direction);
}

void FrameEncoder::setSession(SessionBinding binding, Direction direction)
{
    m_binding = std::move(binding);
    m_direction = direction;
    m_nextSeq = 1;
}

QByteArray FrameEncoder::encode(MessageType type, QByteArrayView payload)
{
    return encodeWithSeq(type, payload, hasSession() ? m_nextSeq++ : 0);
}

QByteArray FrameEncoder::encodeWithSeq(MessageType type, QByteArrayView payload,
                                       std::uint64_t frameSeq)
{
    Writer w;
    w.putBytes(kFrameMagic.data(), 4);
    w.put<std::uint16_t>(kProtocolVersion);
    w.put<std::uint16_t>(std::uint16_t(type));
    w.put<std::uint32_t>(std::uint32_t(payload.size()));
    w.put<std::uint64_t>(frameSeq);
    w.putBytes(payload.data(), payload.size());
    QByteArray frame = w.take();
    const std::uint32_t crc = crc32c(frame.constData(), std::size_t(frame.size()));
    char crcBytes[4];
    qToLittleEndian(crc, crcBytes);
    frame.append(crcBytes, 4);
    frame.append(hasSession() ? sessionMac(m_binding, m_direction, frame)
                              : QByteArray(kHmacBytes, '\0'));
    return frame;
}

FrameDecoder::FrameDecoder(SessionBinding binding, Direction direction)
{
    setSession(std::move(binding), direction);
}

void FrameDecoder::setSession(SessionBinding binding, Direction direction)
{
    m_binding = std::move(binding);
    m_direction = direction;
    m_lastSeq = 0;
}

void FrameDecoder::feed(QByteArrayView bytes)
{
    if (rejected())
        return;
    if (m_offset > 0 && m_offset >= m_buffer.size() / 2) {
        m_buffer.remove(0, m_offset);
        m_offset = 0;
    }
    m_buffer.append(bytes);
}

FrameDecoder::Output FrameDecoder::fail(RejectReason reason)
{
    m_reason = reason;
    m_buffer.clear();
    m_buffer.squeeze();
    m_offset = 0;
    return {Status::Rejected, {}, reason};
}

FrameDecoder::Output FrameDecoder::next()
{
    if (rejected())
        return {Status::Rejected, {}, m_reason};
    const QByteArrayView pending = QByteArrayView(m_buffer).sliced(m_offset);
    // Judge each header field as soon as its bytes are here, so garbage is refused at once
    // and a huge length is refused before a single payload byte is kept.
    if (pending.isEmpty())
        return {};
    const qsizetype magicBytes = std::min<qsizetype>(pending.size(), 4);
    if (std::memcmp(pending.data(), kFrameMagic.data(), std::size_t(magicBytes)) != 0)
        return fail(RejectReason::BadMagic);
    if (pending.size() < kFrameHeaderBytes)
        return {};
    if (qFromLittleEndian<std::uint16_t>(pending.data() + 4) != kProtocolVersion)
        return fail(RejectReason::BadVersion);
    const auto type = qFromLittleEndian<std::uint16_t>(pending.data() + 6);
    if (!isKnownMessageType(type))
        return fail(RejectReason::BadType);
    // Before the handshake only its own frames and REJECT; after it, never a handshake
    // frame again. Judged from the header, so nothing big is buffered from a stranger.
    const bool handshakeFrame = isHandshakeType(MessageType(type));
    if (hasSession() ? handshakeFrame : !handshakeFrame && MessageType(type) != MessageType::Reject)
        return fail(RejectReason::UnexpectedMessage);
    const auto length = qFromLittleEndian<std::uint32_t>(pending.data() + 8);
    if (qint64(length) > maxPayloadBytes(MessageType(type)))
        return fail(RejectReason::BadLength);
    const qsizetype total = kFrameHeaderBytes + qsizetype(length) + kFrameTrailerBytes;
    if (pending.size() < total)
        return {};
    const qsizetype crcAt = kFrameHeaderBytes + qsizetype(length);
    const std::uint32_t crc = crc32c(pending.data(), std::size_t(crcAt));
    if (qFromLittleEndian<std::uint32_t>(pending.data() + crcAt) != crc)
        return fail(RejectReason::BadCrc);
    const auto seq = qFromLittleEndian<std::uint64_t>(pending.data() + 12);
    const QByteArrayView mac = pending.sliced(crcAt + 4, kHmacBytes);
    if (hasSession()) {
        if (!equalConstantTime(sessionMac(m_binding, m_direction, pending.first(crcAt + 4)), mac))
            return fail(RejectReason::BadHmac);
        // Exactly the next one: a frame cannot be dropped, repeated or moved.
        if (seq != m_lastSeq + 1)
            return fail(RejectReason::FrameSeqNotIncreasing);
        m_lastSeq = seq;
    } else if (seq != 0 || mac != QByteArrayView(QByteArray(kHmacBytes, '\0'))) {
        return fail(RejectReason::BadPayload);
    }
    Output out{Status::Frame, {}, RejectReason::None};
    out.frame.type = MessageType(type);
    out.frame.frameSeq = seq;
    out.frame.payload = pending.sliced(kFrameHeaderBytes, length).toByteArray();
    m_offset += total;
    if (m_offset == m_buffer.size()) {
        m_buffer.clear();
        m_offset = 0;
    }
    return out;
}

// ---- payloads ---------------------------------------------------------------------------

bool validRunParameters(const RunParameters &p)
{
    constexpr std::uint64_t kMaxWriteBytes = 128 * 1024;
    if (!nonZero(p.runId))
        return false;
    if (p.blockSize < 512 || p.blockSize > 65536 || !std::has_single_bit(p.blockSize))
        return false;
    if (p.areaBlocks == 0 || p.areaOffsetBytes % p.blockSize != 0)
        return false;
    const std::uint64_t maxBlocks =
        (std::numeric_limits<std::uint64_t>::max() - p.areaOffsetBytes) / p.blockSize;
    if (p.areaBlocks > maxBlocks)
        return false;
    if (p.coldBlocks > p.areaBlocks || p.ringBlocks > p.areaBlocks - p.coldBlocks)
        return false;
    if (p.maxWriteBlocks == 0 || std::uint64_t(p.maxWriteBlocks) * p.blockSize > kMaxWriteBytes)
        return false;
    if (p.method > CommitMethod::OpenSync)
        return false;
    return p.writesPerCommit >= 1 && p.writesPerCommit <= 65536 && p.workers >= 1 &&
           p.workers <= 1024;
}

QByteArray encodeHello(const HelloMessage &m)
{
    Writer w;
    putParameters(w, m.parameters);
    putFacts(w, m.facts);
    return w.take();
}

std::optional<HelloMessage> decodeHello(QByteArrayView payload)
{
    Reader r(payload);
    HelloMessage m;
    m.parameters = getParameters(r);
    m.facts = getFacts(r);
    if (!r.done() || !validRunParameters(m.parameters))
        return std::nullopt;
    return m;
}

QByteArray encodeSeq(std::uint64_t seq)
{
    Writer w;
    w.put<std::uint64_t>(seq);
    return w.take();
}

std::optional<std::uint64_t> decodeSeq(QByteArrayView payload)
{
    Reader r(payload);
    const auto seq = r.get<std::uint64_t>();
    return r.done() ? std::optional(seq) : std::nullopt;
}

QByteArray encodeCommitted(const std::vector<AckEntry> &entries)
{
    Writer w;
    w.put<std::uint32_t>(std::uint32_t(entries.size()));
    for (const AckEntry &e : entries) {
        w.put<std::uint64_t>(e.seq);
        w.put<std::uint64_t>(e.lba);
        w.put<std::uint32_t>(e.blockCount);
        w.put<std::int64_t>(e.writerTimeNs);
    }
    return w.take();
}

std::optional<std::vector<AckEntry>> decodeCommitted(QByteArrayView payload)
{
    Reader r(payload);
    const auto count = r.get<std::uint32_t>();
    if (r.failed() || count == 0 || count > kMaxCommitsPerFrame ||
        r.remaining() != qsizetype(count) * kCommitEntryBytes)
        return std::nullopt;
    std::vector<AckEntry> entries(count);
    std::uint64_t previous = 0;
    for (AckEntry &e : entries) {
        e.seq = r.get<std::uint64_t>();
        e.lba = r.get<std::uint64_t>();
        e.blockCount = r.get<std::uint32_t>();
        e.writerTimeNs = r.get<std::int64_t>();
        if (e.seq <= previous || e.blockCount == 0)
            return std::nullopt;
        previous = e.seq;
    }
    return r.done() ? std::optional(std::move(entries)) : std::nullopt;
}

QByteArray encodeHeartbeat(const HeartbeatMessage &m)
{
    Writer w;
    w.put<std::uint64_t>(m.issuedSeq);
    w.put<std::uint64_t>(m.committedSeq);
    w.put<std::uint32_t>(m.inFlight);
    return w.take();
}

std::optional<HeartbeatMessage> decodeHeartbeat(QByteArrayView payload)
{
    Reader r(payload);
    HeartbeatMessage m;
    m.issuedSeq = r.get<std::uint64_t>();
    m.committedSeq = r.get<std::uint64_t>();
    m.inFlight = r.get<std::uint32_t>();
    if (!r.done() || m.committedSeq > m.issuedSeq)
        return std::nullopt;
    return m;
}

QByteArray encodeText(const std::string &text)
{
    Writer w;
    w.putString(text.substr(0, kMaxErrorTextBytes));
    return w.take();
}

std::optional<std::string> decodeText(QByteArrayView payload, std::size_t maxBytes)
{
    Reader r(payload);
    std::string text = r.getString(maxBytes);
    return r.done() ? std::optional(std::move(text)) : std::nullopt;
}

QByteArray encodeReject(const RejectMessage &m)
{
    Writer w;
    w.put<std::uint16_t>(std::uint16_t(m.reason));
    w.putString(m.text.substr(0, kMaxRejectTextBytes));
    return w.take();
}

std::optional<RejectMessage> decodeReject(QByteArrayView payload)
{
    Reader r(payload);
    RejectMessage m;
    const auto code = r.get<std::uint16_t>();
    m.reason = RejectReason(code);
    m.text = r.getString(kMaxRejectTextBytes);
    if (!r.done() || code == 0 || code > kLastRejectReason)
        return std::nullopt;
    return m;
}

QByteArray encodeRunId(const RunId &runId)
{
    return QByteArray(reinterpret_cast<const char *>(runId.data()), qsizetype(runId.size()));
}

std::optional<RunId> decodeRunId(QByteArrayView payload)
{
    RunId id{};
    if (payload.size() != qsizetype(id.size()))
        return std::nullopt;
    std::memcpy(id.data(), payload.data(), id.size());
    return nonZero(id) ? std::optional(id) : std::nullopt;
}

QByteArray encodeLedgerEnd(const LedgerEndMessage &m)
{
    Writer w;
    w.put<std::uint64_t>(m.totalBytes);
    w.putBytes(m.sha256.constData(), m.sha256.size());
    return w.take();
}

std::optional<LedgerEndMessage> decodeLedgerEnd(QByteArrayView payload)
{
    Reader r(payload);
    LedgerEndMessage m;
    m.totalBytes = r.get<std::uint64_t>();
    m.sha256 = r.getBytes(32).toByteArray();
    return r.done() ? std::optional(std::move(m)) : std::nullopt;
}

QByteArray encodeResult(const ResultMessage &m)
{
    Writer w;
    w.putBytes(m.runId.data(), qsizetype(m.runId.size()));
    w.put<std::uint32_t>(std::uint32_t(m.json.size()));
    w.putBytes(m.json.constData(), m.json.size());
    return w.take();
}

std::optional<ResultMessage> decodeResult(QByteArrayView payload)
{
    Reader r(payload);
    ResultMessage m;
    const auto id = decodeRunId(r.getBytes(16));
    const auto size = r.get<std::uint32_t>();
    if (r.failed() || !id || size > std::uint32_t(kMaxResultJsonBytes) || size == 0)
        return std::nullopt;
    m.runId = *id;
    m.json = r.getBytes(qsizetype(size)).toByteArray();
    // The witness keeps it as a file others open: only a JSON object is worth keeping.
    if (!r.done() || m.json.front() != '{')
        return std::nullopt;
    return m;
}

QByteArray encodeLedger(const Ledger &l)
{
    return encodeLedgerHeader(l, l.acks.size()) + encodeLedgerAcks(l.acks.data(), l.acks.size());
}

QByteArray encodeLedgerHeader(const Ledger &l, std::uint64_t ackCount)
{
    Writer w;
    w.put<std::uint16_t>(kLedgerFormat);
    putParameters(w, l.parameters);
    putFacts(w, l.writer);
    w.put<std::uint8_t>(l.prepared);
    w.put<std::uint64_t>(l.lastIssuedSeq);
    w.put<std::uint32_t>(l.inFlightAtLastHeartbeat);
    w.put<std::int64_t>(l.firstCommitWitnessNs);
    w.put<std::int64_t>(l.lastHeardWitnessNs);
    w.put<std::uint8_t>(l.writerError);
    w.putString(l.writerErrorText.substr(0, kMaxErrorTextBytes));
    w.put<std::uint8_t>(l.cleanEnd);
    w.put<std::uint64_t>(ackCount);
    return w.take();
}

QByteArray encodeLedgerAcks(const AckEntry *acks, std::size_t count)
{
    Writer w;
    for (const AckEntry &e : std::span(acks, count)) {
        w.put<std::uint64_t>(e.seq);
        w.put<std::uint64_t>(e.lba);
        w.put<std::uint32_t>(e.blockCount);
        w.put<std::int64_t>(e.writerTimeNs);
        w.put<std::int64_t>(e.witnessTimeNs);
    }
    return w.take();
}

std::optional<Ledger> decodeLedger(QByteArrayView bytes)
{
    Reader r(bytes);
    Ledger l;
    if (r.get<std::uint16_t>() != kLedgerFormat)
        return std::nullopt;
    l.parameters = getParameters(r);
    l.runId = l.parameters.runId;
    l.writer = getFacts(r);
    l.prepared = r.getBool();
    l.lastIssuedSeq = r.get<std::uint64_t>();
    l.inFlightAtLastHeartbeat = r.get<std::uint32_t>();
    l.firstCommitWitnessNs = r.get<std::int64_t>();
    l.lastHeardWitnessNs = r.get<std::int64_t>();
    l.writerError = r.getBool();
    l.writerErrorText = r.getString(kMaxErrorTextBytes);
    l.cleanEnd = r.getBool();
    const auto count = r.get<std::uint64_t>();
    // Check the count against the bytes that are really there before reserving for it.
    if (r.failed() || !validRunParameters(l.parameters) ||
        count != std::uint64_t(r.remaining()) / kLedgerAckBytes ||
        std::uint64_t(r.remaining()) % kLedgerAckBytes != 0)
        return std::nullopt;
    l.acks.resize(count);
    std::uint64_t previous = 0;
    for (AckEntry &e : l.acks) {
        e.seq = r.get<std::uint64_t>();
        e.lba = r.get<std::uint64_t>();
        e.blockCount = r.get<std::uint32_t>();
        e.writerTimeNs = r.get<std::int64_t>();
        e.witnessTimeNs = r.get<std::int64_t>();
        if (e.seq <= previous)
            return std::nullopt;
        previous = e.seq;
    }
    return r.done() ? std::optional(std::move(l)) : std::nullopt;
}

QByteArray ledgerDigest(QByteArrayView bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

QString runIdHex(const RunId &runId)
{
    return QString::fromLatin1(
        QByteArray(reinterpret_cast<const char *>(runId.data()), qsizetype(runId.size())).toHex());
}

std::optional<RunId> runIdFromHex(QStringView hex)
{
    if (hex.size() != 32)
        return std::nullopt;
    for (QChar c : hex) {
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return std::nullopt;
    }
    const QByteArray bytes = QByteArray::fromHex(hex.toLatin1());
    return decodeRunId(bytes);
}

} // namespace DriveProof::PowerLoss
