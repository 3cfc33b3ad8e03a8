// Fuzz target: the power-loss witness's frame decoder and every payload codec
// (suites/powerloss/protocol.h). Seeds: corpus/witnessframe/, valid frames of each type
// under the pairing code K7QD-M2XF-9HBT (written by tst_plprotocol's seed generator).
//
// Two paths: the whole input as a byte stream (fed in two parts, split by its first byte),
// and the input as a raw payload of the type named by its first byte, so the codecs are
// reached even when a mutation breaks the HMAC. Every payload that decodes must encode
// back to the very same bytes.
#include "suites/powerloss/pairing.h"
#include "suites/powerloss/protocol.h"

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
    case MessageType::Prepared:
    case MessageType::Bye:
        break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QByteArray key = pairingKey(QStringLiteral("K7QD-M2XF-9HBT"));
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));

    FrameDecoder decoder(key);
    const qsizetype split = input.isEmpty() ? 0 : qsizetype(data[0]) % (input.size() + 1);
    for (const QByteArrayView part : {input.first(split), input.sliced(split)}) {
        decoder.feed(part);
        for (auto o = decoder.next(); o.status != FrameDecoder::Status::NeedMore;
             o = decoder.next()) {
            if (o.status == FrameDecoder::Status::Rejected) {
                require(o.reason != RejectReason::None && decoder.bufferedBytes() == 0);
                break;
            }
            require(o.frame.payload.size() <= maxPayloadBytes(o.frame.type));
            decodePayload(o.frame.type, o.frame.payload);
        }
        // Never more buffered than one largest frame plus what was just fed.
        require(decoder.bufferedBytes() <= part.size() + kFrameHeaderBytes + kFrameTrailerBytes +
                                               maxPayloadBytes(MessageType::Result));
    }
    if (!input.isEmpty())
        decodePayload(MessageType(1 + data[0] % 13), input.sliced(1));
    return 0;
}
