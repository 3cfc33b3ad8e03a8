// The receipt tags of receipt.h.
#include "powerloss/receipt.h"

#include "powerloss/protocol.h"

#include <QtEndian>

#include <sodium.h>

#include <cstring>

namespace DriveProof::PowerLoss {
namespace {

constexpr char kReceiptDomain[] = "DriveProof receipt v1";

} // namespace

QByteArray newReceiptSecret()
{
    QByteArray secret(kReceiptSecretBytes, Qt::Uninitialized);
    randombytes_buf(secret.data(), std::size_t(secret.size()));
    return secret;
}

ReceiptTag receiptTag(QByteArrayView secret, const RunId &runId, const AckEntry &ack)
{
    // Little-endian, as on the wire: domain ‖ run id ‖ seq ‖ lba ‖ block count ‖ writer time.
    unsigned char message[sizeof(kReceiptDomain) - 1 + 16 + 8 + 8 + 4 + 8];
    unsigned char *at = message;
    std::memcpy(at, kReceiptDomain, sizeof(kReceiptDomain) - 1);
    at += sizeof(kReceiptDomain) - 1;
    std::memcpy(at, runId.data(), runId.size());
    at += runId.size();
    qToLittleEndian<std::uint64_t>(ack.seq, at);
    qToLittleEndian<std::uint64_t>(ack.lba, at + 8);
    qToLittleEndian<std::uint32_t>(ack.blockCount, at + 16);
    qToLittleEndian<std::int64_t>(ack.writerTimeNs, at + 20);
    unsigned char mac[crypto_auth_hmacsha256_BYTES];
    crypto_auth_hmacsha256_state state;
    crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char *>(secret.data()),
                                std::size_t(secret.size()));
    crypto_auth_hmacsha256_update(&state, message, sizeof message);
    crypto_auth_hmacsha256_final(&state, mac);
    ReceiptTag tag{};
    std::memcpy(tag.data(), mac, tag.size());
    sodium_memzero(mac, sizeof mac);
    sodium_memzero(&state, sizeof state);
    return tag;
}

bool genuineReceipt(QByteArrayView secret, const RunId &runId, const AckEntry &ack)
{
    const ReceiptTag expected = receiptTag(secret, runId, ack);
    return equalConstantTime(
        QByteArrayView(reinterpret_cast<const char *>(expected.data()), qsizetype(expected.size())),
        QByteArrayView(reinterpret_cast<const char *>(ack.receipt.data()),
                       qsizetype(ack.receipt.size())));
}

} // namespace DriveProof::PowerLoss
