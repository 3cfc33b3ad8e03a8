// Fuzz target: the power-loss witness's frame decoder, the handshake and every payload
// codec (powerloss/protocol.h, handshake.h). Seeds: corpus/witnessframe/, valid
// frames of each type — unsigned handshake frames, and session frames under a fixed session
// (written by tst_plprotocol's seed generator).
//
// Three paths: the whole input as a byte stream (fed in two parts, split by its first byte)
// to a decoder in the fixed session; the same stream to an unauthenticated decoder, whose
// handshake frames go to a witness's half of the handshake; and the input as a raw payload
// of the type named by its first byte, so the codecs are reached even when a mutation
// breaks the MAC. Every payload that decodes must encode back to the very same bytes.
#include "powerloss/handshake.h"
#include "powerloss/pairing.h"
#include "powerloss/protocol.h"

#include <cstdint>
#include <cstdlib>

using namespace DriveProof::PowerLoss;

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

void decodePayload(MessageType type, QByteArrayView payload)
{
    switch (type) {
    case MessageType::Hello:
        if (const auto m = decodeHello(payload))
            require(encodeHello(*m) == payload && validRunParameters(m->parameters));
        break;
    case MessageType::HelloOk:
    case MessageType::Hwm:
        if (const auto m = decodeSeq(payload))
            require(encodeSeq(*m) == payload);
        break;
    case MessageType::Committed:
        if (const auto m = decodeCommitted(payload))
            require(encodeCommitted(*m) == payload && m->size() <= kMaxCommitsPerFrame);
        break;
    case MessageType::Heartbeat:
        if (const auto m = decodeHeartbeat(payload))
            require(encodeHeartbeat(*m) == payload);
        break;
    case MessageType::WriterError:
        if (const auto m = decodeText(payload, kMaxErrorTextBytes))
            require(encodeText(*m) == payload);
        break;
    case MessageType::Reject:
        if (const auto m = decodeReject(payload))
            require(encodeReject(*m) == payload && !rejectReasonText(m->reason).isEmpty());
        break;
    case MessageType::LedgerRequest:
        if (const auto m = decodeRunId(payload))
            require(encodeRunId(*m) == payload && runIdFromHex(runIdHex(*m)) == *m);
        break;
    case MessageType::LedgerChunk:
        if (const auto m = decodeLedger(payload))
            require(encodeLedger(*m) == payload);
        break;
    case MessageType::LedgerEnd:
        if (const auto m = decodeLedgerEnd(payload))
            require(encodeLedgerEnd(*m) == payload);
        break;
    case MessageType::Result:
        if (const auto m = decodeResult(payload))
            require(encodeResult(*m) == payload);
        break;
    case MessageType::ClientHello:
        if (const auto m = decodeClientHello(payload))
            require(encodeClientHello(*m) == payload);
        break;
    case MessageType::Challenge:
        if (const auto m = decodeChallenge(payload))
            require(encodeChallenge(*m) == payload);
        break;
    case MessageType::Prepared:
    case MessageType::Bye:
    case MessageType::ClientProof:
    case MessageType::ServerProof:
        break;
    }
}

// The fixed session of the seeds (kSession in tests/powerloss/protocolrig.h).
SessionBinding seedSession()
{
    SessionBinding b{QByteArray(32, 'k'), {}, QByteArray(16, 's')};
    for (std::size_t i = 0; i < b.runId.size(); ++i)
        b.runId[i] = std::uint8_t(0xA0 + i);
    return b;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // A witness key from the seeds' code with a fixed salt: derived once (Argon2id is slow).
    static const QByteArray salt(16, 'S');
    static const QByteArray witnessKey =
        *deriveWitnessKey(pairingKey(QStringLiteral("K7QD-M2XF-9HBT")), salt);
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));

    FrameDecoder session(seedSession(), Direction::ToWitness);
    FrameDecoder stranger;
    ServerHandshake handshake(&witnessKey, &salt);
    const qsizetype split = input.isEmpty() ? 0 : qsizetype(data[0]) % (input.size() + 1);
    for (const QByteArrayView part : {input.first(split), input.sliced(split)}) {
        for (FrameDecoder *decoder : {&session, &stranger}) {
            decoder->feed(part);
            for (auto o = decoder->next(); o.status != FrameDecoder::Status::NeedMore;
                 o = decoder->next()) {
                if (o.status == FrameDecoder::Status::Rejected) {
                    require(o.reason != RejectReason::None && decoder->bufferedBytes() == 0);
                    break;
                }
                require(o.frame.payload.size() <= maxPayloadBytes(o.frame.type));
                // A session never yields a handshake frame, a stranger nothing else but REJECT.
                require(isHandshakeType(o.frame.type) == (decoder == &stranger) ||
                        (decoder == &stranger && o.frame.type == MessageType::Reject));
                decodePayload(o.frame.type, o.frame.payload);
                if (decoder == &stranger) {
                    QByteArray answer;
                    // Nothing a stranger sends establishes a session (it cannot know the key).
                    require(handshake.onFrame(o.frame, &answer) !=
                            ServerHandshake::Step::Established);
                }
            }
            // Never more buffered than one largest frame plus what was just fed.
            require(decoder->bufferedBytes() <= part.size() + kFrameHeaderBytes +
                                                    kFrameTrailerBytes +
                                                    maxPayloadBytes(MessageType::Result));
        }
    }
    if (!input.isEmpty())
        decodePayload(MessageType(1 + data[0] % 17), input.sliced(1));
    return 0;
}
