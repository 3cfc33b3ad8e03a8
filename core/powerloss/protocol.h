// The power-loss wire protocol (docs/powerloss.md §2 "Wire protocol"): one framing for the
// writer, the witness and the verifier, and the payload of every message.
//
// Frame (all integers little-endian):
//   0  magic "DPWF"        4 bytes
//   4  version             u16 (kProtocolVersion)
//   6  type                u16 (MessageType)
//   8  payload length      u32, capped per type and checked before anything is buffered
//  12  frame seq           u64: 0 in the handshake; then 1, 2, 3... per session and direction
//  20  payload             length bytes
//   .  CRC32C              u32 over everything before it
//   .  MAC                 16 bytes: zero in the handshake; then the first 16 bytes of
//                          HMAC-SHA256(session key, direction ‖ run id ‖ session id ‖
//                          everything before it)
//
// A connection starts unauthenticated: only the handshake types (handshake.h) and REJECT
// pass, unsigned. Once both sides have proven the pairing key, every frame is bound to its
// direction, run, session and position by the MAC, and the handshake types no longer pass.
// The CRC comes first so that a damaged frame (BadCrc) and a forged one (BadHmac) give
// different reasons. docs/threat-model-witness.md explains what this protects.
#pragma once

#include "powerloss/types.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace DriveProof::PowerLoss {

inline constexpr std::array<char, 4> kFrameMagic = {'D', 'P', 'W', 'F'};
// 3: every COMMITTED entry and every ledger ack carries the writer's receipt tag (16 bytes).
inline constexpr std::uint16_t kProtocolVersion = 3;
inline constexpr qsizetype kFrameHeaderBytes = 20;
inline constexpr qsizetype kFrameTrailerBytes = 4 + 16;
inline constexpr qsizetype kHmacBytes = 16;

enum class MessageType : std::uint16_t {
    Hello = 1,     // writer → witness: RunParameters + WriterFacts
    HelloOk = 2,   // witness → writer: durable high-water mark
    Prepared = 3,  // writer → witness: generation 0 is on the disk
    Committed = 4, // writer → witness: a batch of acknowledged writes
    Heartbeat = 5, // writer → witness: every ~200 ms
    WriterError = 6,
    Bye = 7,
    Hwm = 8,    // witness → writer: commits up to this seq are durable in the journal
    Reject = 9, // witness → peer: reason code + text, then the connection closes
    LedgerRequest = 10,
    LedgerChunk = 11,
    LedgerEnd = 12, // total size + SHA-256 of the concatenated chunks
    Result = 13,    // verifier → witness: the final report (JSON), kept beside the journal
    // The handshake (handshake.h), unsigned, before anything else:
    ClientHello = 14, // client → witness: role, run id, client nonce
    Challenge = 15,   // witness → client: the witness's salt, witness nonce
    ClientProof = 16, // client → witness: HMAC(run key, transcript)
    ServerProof = 17, // witness → client: HMAC(run key, transcript ‖ client proof)
};

// Why a frame, a message or a connection was refused. Sent in REJECT; numbers are wire values.
enum class RejectReason : std::uint16_t {
    None = 0,
    BadMagic = 1,
    BadVersion = 2,
    BadType = 3,
    BadLength = 4,
    BadCrc = 5,
    BadHmac = 6,
    FrameSeqNotIncreasing = 7,
    BadPayload = 8,        // a field out of range or a malformed payload
    UnexpectedMessage = 9, // e.g. COMMITTED before HELLO, or a witness-only type
    CommitSeqNotIncreasing = 10,
    ParametersMismatch = 11, // HELLO for a known run with other parameters
    UnknownRun = 12,
    RunFinished = 13,    // the writer already said BYE for this run
    JournalFailure = 14, // the witness cannot write, or the journal is damaged
    TooManyConnections = 15,
    Timeout = 16,
    Superseded = 17, // the same run connected again (e.g. after DHCP); this one is stale
    Busy = 18,       // too many ledger streams or verifiers at once: try again shortly
};
inline constexpr std::uint16_t kLastRejectReason = 18;

QString rejectReasonText(RejectReason reason);
bool isKnownMessageType(std::uint16_t type);
// ClientHello, Challenge, ClientProof, ServerProof: the only types before authentication
// (with REJECT), and never after it.
bool isHandshakeType(MessageType type);
// The largest payload a frame of this type may carry (0 for unknown types).
qsizetype maxPayloadBytes(MessageType type);
// Compares without an early exit, so timing does not tell how much of a forged MAC or proof
// was right (frame.cpp, handshake.cpp).
bool equalConstantTime(QByteArrayView a, QByteArrayView b);

struct Frame
{
    MessageType type = MessageType::Bye;
    std::uint64_t frameSeq = 0;
    QByteArray payload;
};

// Which way a frame goes: part of every session MAC, so a frame cannot be reflected.
enum class Direction : std::uint8_t { ToWitness = 1, ToClient = 2 };

// What every frame of an authenticated session is bound to (handshake.h derives it).
struct SessionBinding
{
    QByteArray key; // 32-byte HMAC-SHA256 key of this session
    RunId runId{};
    QByteArray sessionId; // 16 bytes
};

// Builds frames of one direction of one connection. Without a session only unsigned
// handshake frames and REJECT (seq 0, zero MAC); with one, MAC'd frames numbered from 1.
class FrameEncoder
{
public:
    FrameEncoder() = default;
    FrameEncoder(SessionBinding binding, Direction direction);
    ~FrameEncoder(); // wipes the session key (pairing.h wipe()) when this is its last owner
    FrameEncoder(FrameEncoder &&) = default;
    FrameEncoder &operator=(FrameEncoder &&) = default;
    FrameEncoder(const FrameEncoder &) = delete;
    FrameEncoder &operator=(const FrameEncoder &) = delete;
    void setSession(SessionBinding binding, Direction direction);
    bool hasSession() const { return !m_binding.key.isEmpty(); }
    QByteArray encode(MessageType type, QByteArrayView payload);
    // For tests and the fuzz corpus: a frame with a chosen seq.
    QByteArray encodeWithSeq(MessageType type, QByteArrayView payload, std::uint64_t frameSeq);

private:
    SessionBinding m_binding;
    Direction m_direction = Direction::ToWitness;
    std::uint64_t m_nextSeq = 1;
};

// Takes bytes as they arrive and yields frames. After a rejection it stays rejected: a byte
// stream cannot be resynchronised safely, so the connection must close. Without a session
// it passes only unsigned handshake frames and REJECT, refused from their header alone
// otherwise; setSession() (between two next() calls, once the handshake is done) switches
// to MAC'd frames whose seq must be exactly one more than the last.
class FrameDecoder
{
public:
    enum class Status { NeedMore, Frame, Rejected };
    struct Output
    {
        Status status = Status::NeedMore;
        Frame frame;
        RejectReason reason = RejectReason::None;
    };

    FrameDecoder() = default;
    FrameDecoder(SessionBinding binding, Direction direction);
    ~FrameDecoder(); // wipes the session key (pairing.h wipe()) when this is its last owner
    FrameDecoder(FrameDecoder &&) = default;
    FrameDecoder &operator=(FrameDecoder &&) = default;
    FrameDecoder(const FrameDecoder &) = delete;
    FrameDecoder &operator=(const FrameDecoder &) = delete;
    void setSession(SessionBinding binding, Direction direction);
    bool hasSession() const { return !m_binding.key.isEmpty(); }
    void feed(QByteArrayView bytes);
    Output next();
    qsizetype bufferedBytes() const { return m_buffer.size() - m_offset; }
    bool rejected() const { return m_reason != RejectReason::None; }
    RejectReason reason() const { return m_reason; }

private:
    Output fail(RejectReason reason);

    SessionBinding m_binding;
    Direction m_direction = Direction::ToWitness;
    QByteArray m_buffer;
    qsizetype m_offset = 0;
    std::uint64_t m_lastSeq = 0;
    RejectReason m_reason = RejectReason::None;
};

// ---- payloads -------------------------------------------------------------------------
// Each decoder returns nullopt when the payload is malformed or a field is out of range.

inline constexpr std::size_t kMaxFactBytes = 1024;
inline constexpr std::size_t kMaxErrorTextBytes = 4096;
inline constexpr std::size_t kMaxRejectTextBytes = 1024;
inline constexpr std::size_t kMaxCommitsPerFrame = 4096;
inline constexpr qsizetype kMaxLedgerChunkBytes = 64 * 1024;
inline constexpr qsizetype kMaxResultJsonBytes = 1024 * 1024;

// A writer's parameters make sense: block size a power of two in 512..65536, a non-empty
// area that fits in 64 bits, cold + ring inside it, writes of 1 block .. 128 KiB.
bool validRunParameters(const RunParameters &parameters);

struct HelloMessage
{
    RunParameters parameters; // parameters.runId names the run
    WriterFacts facts;
};
struct HeartbeatMessage
{
    std::uint64_t issuedSeq = 0;
    std::uint64_t committedSeq = 0;
    std::uint32_t inFlight = 0;
};
struct RejectMessage
{
    RejectReason reason = RejectReason::None;
    std::string text;
};
struct LedgerEndMessage
{
    std::uint64_t totalBytes = 0;
    QByteArray sha256; // 32 bytes
};
struct ResultMessage
{
    RunId runId{};
    QByteArray json; // a JSON object
};

QByteArray encodeHello(const HelloMessage &message);
std::optional<HelloMessage> decodeHello(QByteArrayView payload);

// HELLO_OK and HWM: one u64 seq.
QByteArray encodeSeq(std::uint64_t seq);
std::optional<std::uint64_t> decodeSeq(QByteArrayView payload);

// COMMITTED: witnessTimeNs is not sent (the witness stamps its own clock). Seqs strictly
// increase inside a batch, are non-zero, and every write has at least one block. Entry:
// seq u64, lba u64, block count u32, writer time i64, receipt tag 16 bytes (receipt.h).
QByteArray encodeCommitted(const std::vector<AckEntry> &entries);
std::optional<std::vector<AckEntry>> decodeCommitted(QByteArrayView payload);
// A COMMITTED payload of protocol version 2 (entries without a tag), as older witness
// journals hold it, in today's layout with zero tags; nullopt when it is malformed.
std::optional<QByteArray> upgradeCommittedV2(QByteArrayView payload);

QByteArray encodeHeartbeat(const HeartbeatMessage &message);
std::optional<HeartbeatMessage> decodeHeartbeat(QByteArrayView payload);

// WRITER_ERROR: UTF-8 text.
QByteArray encodeText(const std::string &text);
std::optional<std::string> decodeText(QByteArrayView payload, std::size_t maxBytes);

QByteArray encodeReject(const RejectMessage &message);
std::optional<RejectMessage> decodeReject(QByteArrayView payload);

QByteArray encodeRunId(const RunId &runId); // LEDGER_REQUEST
std::optional<RunId> decodeRunId(QByteArrayView payload);

QByteArray encodeLedgerEnd(const LedgerEndMessage &message);
std::optional<LedgerEndMessage> decodeLedgerEnd(QByteArrayView payload);

QByteArray encodeResult(const ResultMessage &message);
std::optional<ResultMessage> decodeResult(QByteArrayView payload);

// The ledger as streamed in LEDGER_CHUNKs (concatenated); its SHA-256 goes in LEDGER_END.
QByteArray encodeLedger(const Ledger &ledger);
// The same bytes in parts, so the witness streams a ledger without copying it: the header
// (everything up to and including the count of `ackCount` acks), then the acks in slices.
QByteArray encodeLedgerHeader(const Ledger &ledger, std::uint64_t ackCount);
QByteArray encodeLedgerAcks(const AckEntry *acks, std::size_t count);
// Ledger format 2: seq, lba, block count, writer time, witness time, receipt tag.
inline constexpr qsizetype kLedgerAckBytes = 8 + 8 + 4 + 8 + 8 + 16;
std::optional<Ledger> decodeLedger(QByteArrayView bytes);
QByteArray ledgerDigest(QByteArrayView bytes);

QString runIdHex(const RunId &runId);
std::optional<RunId> runIdFromHex(QStringView hex);

} // namespace DriveProof::PowerLoss
