// The frame codec of protocol.h: magic, version, type, length, frame seq, CRC32C and the
// session MAC around every payload, and the decoder that refuses a bad frame from its
// header. What the payloads mean is in protocol.cpp.
#include "powerloss/crc32c.h"
#include "powerloss/pairing.h"
#include "powerloss/protocol.h"
#include "powerloss/wirecodec.h"

#include <QtEndian>

#include <sodium.h>

#include <cstring>

namespace DriveProof::PowerLoss {
namespace {

using Wire::Writer;

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

} // namespace

// Compare without an early exit, so timing does not tell how much of a forged MAC was right.
bool equalConstantTime(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size() && sodium_memcmp(a.data(), b.data(), std::size_t(a.size())) == 0;
}

// ---- framing ----------------------------------------------------------------------------

FrameEncoder::FrameEncoder(SessionBinding binding, Direction direction)
{
    setSession(std::move(binding), direction);
}

FrameEncoder::~FrameEncoder()
{
    wipe(m_binding.key);
}

void FrameEncoder::setSession(SessionBinding binding, Direction direction)
{
    wipe(m_binding.key);
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

FrameDecoder::~FrameDecoder()
{
    wipe(m_binding.key);
}

void FrameDecoder::setSession(SessionBinding binding, Direction direction)
{
    wipe(m_binding.key);
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

} // namespace DriveProof::PowerLoss
