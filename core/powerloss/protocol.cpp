// The messages of protocol.h: every type's payload cap and codec, the reject reasons in
// words, and run ids in hex. The frame around them is in frame.cpp, the ledger's bytes in
// ledgercodec.cpp.
#include "powerloss/protocol.h"

#include "powerloss/powerlosstr.h"
#include "powerloss/wirecodec.h"

#include <bit>
#include <cstring>
#include <limits>

namespace DriveProof::PowerLoss {
namespace {

using Wire::Reader;
using Wire::Writer;

constexpr qsizetype kCommitEntryBytesV2 = 8 + 8 + 4 + 8;
constexpr qsizetype kCommitEntryBytes = kCommitEntryBytesV2 + 16; // + the receipt tag

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
        w.putBytes(e.receipt.data(), qsizetype(e.receipt.size()));
    }
    return w.take();
}

std::optional<QByteArray> upgradeCommittedV2(QByteArrayView payload)
{
    Reader r(payload);
    const auto count = r.get<std::uint32_t>();
    if (r.failed() || count == 0 || count > kMaxCommitsPerFrame ||
        r.remaining() != qsizetype(count) * kCommitEntryBytesV2)
        return std::nullopt;
    Writer w;
    w.put<std::uint32_t>(count);
    const QByteArray zeroTag(16, '\0');
    for (std::uint32_t i = 0; i < count; ++i) {
        w.putBytes(r.getBytes(kCommitEntryBytesV2).data(), kCommitEntryBytesV2);
        w.putBytes(zeroTag.data(), zeroTag.size());
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
        if (const QByteArrayView tag = r.getBytes(qsizetype(e.receipt.size())); !r.failed())
            std::memcpy(e.receipt.data(), tag.data(), e.receipt.size());
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
