// The witness handshake of handshake.h: Argon2id of the pairing code with the witness's
// salt, the transcript HMACs of both sides, and the per-session keys they derive.
#include "powerloss/handshake.h"

#include "powerloss/pairing.h"
#include "powerloss/powerlosstr.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <sodium.h>

#include <chrono>
#include <cstring>
#include <map>
#include <mutex>

namespace DriveProof::PowerLoss {
namespace {

// Argon2id cost: libsodium's "interactive" limits, fixed by the protocol version (a witness
// cannot ask a writer for cheaper ones). About 0.1-0.3 s and 64 MiB once per process.
constexpr unsigned long long kOpsLimit = crypto_pwhash_OPSLIMIT_INTERACTIVE;
constexpr std::size_t kMemLimit = crypto_pwhash_MEMLIMIT_INTERACTIVE;
constexpr char kTranscriptLabel[] = "DriveProof witness handshake v2";

bool sodiumReady()
{
    static const bool ready = sodium_init() >= 0;
    return ready;
}

const unsigned char *bytes(const QByteArray &a)
{
    return reinterpret_cast<const unsigned char *>(a.constData());
}

QByteArray hmac(const QByteArray &key, std::initializer_list<QByteArrayView> parts)
{
    crypto_auth_hmacsha256_state state;
    crypto_auth_hmacsha256_init(&state, bytes(key), std::size_t(key.size()));
    for (const QByteArrayView part : parts)
        crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char *>(part.data()),
                                      std::size_t(part.size()));
    QByteArray mac(crypto_auth_hmacsha256_BYTES, Qt::Uninitialized);
    crypto_auth_hmacsha256_final(&state, reinterpret_cast<unsigned char *>(mac.data()));
    sodium_memzero(&state, sizeof state);
    return mac;
}

QByteArrayView view(const RunId &id)
{
    return QByteArrayView(reinterpret_cast<const char *>(id.data()), qsizetype(id.size()));
}

std::mutex g_cacheMutex;
std::map<QByteArray, QByteArray> g_cache; // SHA-256(secret ‖ salt) → K
std::int64_t g_lastDerivationNs = 0;
int g_derivations = 0;

} // namespace

QByteArray randomBytes(qsizetype size)
{
    sodiumReady();
    QByteArray out(size, Qt::Uninitialized);
    randombytes_buf(out.data(), std::size_t(size));
    return out;
}

std::optional<QByteArray> deriveWitnessKey(const QByteArray &pairingSecret, const QByteArray &salt)
{
    if (!sodiumReady() || salt.size() != crypto_pwhash_SALTBYTES || pairingSecret.isEmpty())
        return std::nullopt;
    QByteArray id(crypto_generichash_BYTES, Qt::Uninitialized);
    const QByteArray material = pairingSecret + salt;
    crypto_generichash(reinterpret_cast<unsigned char *>(id.data()), std::size_t(id.size()),
                       bytes(material), std::size_t(material.size()), nullptr, 0);
    // One derivation at a time: two at once would need twice the memory for nothing.
    std::lock_guard lock(g_cacheMutex);
    if (const auto it = g_cache.find(id); it != g_cache.end())
        return it->second;
    QByteArray key(kKeyBytes, Qt::Uninitialized);
    const auto start = std::chrono::steady_clock::now();
    if (crypto_pwhash(reinterpret_cast<unsigned char *>(key.data()), std::size_t(key.size()),
                      pairingSecret.constData(), std::size_t(pairingSecret.size()), bytes(salt),
                      kOpsLimit, kMemLimit, crypto_pwhash_ALG_ARGON2ID13) != 0)
        return std::nullopt;
    g_lastDerivationNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                             std::chrono::steady_clock::now() - start)
                             .count();
    ++g_derivations;
    if (g_cache.size() >= 8) {
        wipe(g_cache.begin()->second);
        g_cache.erase(g_cache.begin());
    }
    g_cache.emplace(id, key);
    return key;
}

std::int64_t lastDerivationNs()
{
    std::lock_guard lock(g_cacheMutex);
    return g_lastDerivationNs;
}

int derivationCount()
{
    std::lock_guard lock(g_cacheMutex);
    return g_derivations;
}

void forgetDerivedKeys()
{
    std::lock_guard lock(g_cacheMutex);
    for (auto &[id, key] : g_cache)
        wipe(key);
    g_cache.clear();
}

QByteArray runKey(const QByteArray &witnessKey, const RunId &runId)
{
    return hmac(witnessKey, {"DriveProof run key", view(runId)});
}

QByteArray encodeClientHello(const ClientHelloMessage &m)
{
    QByteArray out;
    out.append(char(m.role));
    out.append(view(m.runId));
    out.append(m.nonce);
    return out;
}

std::optional<ClientHelloMessage> decodeClientHello(QByteArrayView payload)
{
    ClientHelloMessage m;
    if (payload.size() != 1 + 16 + kNonceBytes)
        return std::nullopt;
    const auto role = std::uint8_t(payload[0]);
    if (role != std::uint8_t(PeerRole::Writer) && role != std::uint8_t(PeerRole::Verifier))
        return std::nullopt;
    m.role = PeerRole(role);
    std::memcpy(m.runId.data(), payload.data() + 1, m.runId.size());
    m.nonce = payload.sliced(17).toByteArray();
    if (!decodeRunId(view(m.runId)))
        return std::nullopt; // the zero run id names nothing
    return m;
}

QByteArray encodeChallenge(const ChallengeMessage &m)
{
    return m.salt + m.nonce;
}

std::optional<ChallengeMessage> decodeChallenge(QByteArrayView payload)
{
    if (payload.size() != kSaltBytes + kNonceBytes)
        return std::nullopt;
    return ChallengeMessage{payload.first(kSaltBytes).toByteArray(),
                            payload.sliced(kSaltBytes).toByteArray()};
}

HandshakeKeys handshakeKeys(const QByteArray &runKeyBytes, const ClientHelloMessage &hello,
                            const ChallengeMessage &challenge)
{
    const QByteArray version(1, char(kProtocolVersion));
    const QByteArray role(1, char(hello.role));
    const QByteArray transcript = QByteArray(kTranscriptLabel) + version + role +
                                  view(hello.runId).toByteArray() + hello.nonce + challenge.salt +
                                  challenge.nonce;
    HandshakeKeys keys;
    keys.clientProof = hmac(runKeyBytes, {"client proof", transcript});
    keys.serverProof = hmac(runKeyBytes, {"server proof", transcript, keys.clientProof});
    keys.session.key = hmac(runKeyBytes, {"session key", transcript});
    keys.session.runId = hello.runId;
    keys.session.sessionId = hmac(runKeyBytes, {"session id", transcript}).left(kSessionIdBytes);
    return keys;
}

ClientHandshake::ClientHandshake(QByteArray pairingSecret, PeerRole role, const RunId &runId,
                                 QByteArray pinnedSalt)
    : m_secret(std::move(pairingSecret))
    , m_salt(std::move(pinnedSalt))
{
    m_hello.role = role;
    m_hello.runId = runId;
}

QByteArray ClientHandshake::start()
{
    m_hello.nonce = randomBytes(kNonceBytes);
    return FrameEncoder().encode(MessageType::ClientHello, encodeClientHello(m_hello));
}

ClientHandshake::Step ClientHandshake::onFrame(const Frame &frame, QByteArray *send)
{
    auto failed = [this](RejectReason why) {
        m_failure = why;
        return Step::Failed;
    };
    if (m_failure != RejectReason::None)
        return Step::Failed;
    if (frame.type == MessageType::Reject) {
        const auto reject = decodeReject(frame.payload);
        return failed(reject ? reject->reason : RejectReason::BadPayload);
    }
    if (frame.type == MessageType::Challenge && !m_proofSent) {
        const auto challenge = decodeChallenge(frame.payload);
        if (!challenge)
            return failed(RejectReason::BadPayload);
        if (!m_salt.isEmpty() && challenge->salt != m_salt) {
            m_saltChanged = true;
            return failed(RejectReason::BadHmac);
        }
        m_salt = challenge->salt;
        const auto key = deriveWitnessKey(m_secret, challenge->salt);
        if (!key)
            return failed(RejectReason::BadPayload);
        m_keys = handshakeKeys(runKey(*key, m_hello.runId), m_hello, *challenge);
        *send = FrameEncoder().encode(MessageType::ClientProof, m_keys.clientProof);
        m_proofSent = true;
        return Step::Continue;
    }
    if (frame.type == MessageType::ServerProof && m_proofSent) {
        // A witness that does not hold the code cannot make this: do not talk to it.
        if (!equalConstantTime(frame.payload, m_keys.serverProof))
            return failed(RejectReason::BadHmac);
        return Step::Established;
    }
    return failed(RejectReason::UnexpectedMessage);
}

ServerHandshake::ServerHandshake(const QByteArray *witnessKey, const QByteArray *salt)
    : m_witnessKey(witnessKey)
    , m_salt(salt)
{}

ServerHandshake::Step ServerHandshake::onFrame(const Frame &frame, QByteArray *send)
{
    auto failed = [this](RejectReason why) {
        m_failure = why;
        return Step::Failed;
    };
    if (m_failure != RejectReason::None)
        return Step::Failed;
    if (frame.type == MessageType::ClientHello && !m_challenged) {
        const auto hello = decodeClientHello(frame.payload);
        if (!hello)
            return failed(RejectReason::BadPayload);
        m_hello = *hello;
        m_challenge = {*m_salt, randomBytes(kNonceBytes)};
        // Unsigned: a stranger learns the salt and a fresh nonce, nothing keyed.
        *send = FrameEncoder().encode(MessageType::Challenge, encodeChallenge(m_challenge));
        m_challenged = true;
        return Step::Continue;
    }
    if (frame.type == MessageType::ClientProof && m_challenged) {
        m_keys = handshakeKeys(runKey(*m_witnessKey, m_hello.runId), m_hello, m_challenge);
        if (!equalConstantTime(frame.payload, m_keys.clientProof))
            return failed(RejectReason::BadHmac);
        *send = FrameEncoder().encode(MessageType::ServerProof, m_keys.serverProof);
        return Step::Established;
    }
    return failed(RejectReason::UnexpectedMessage);
}

std::optional<QByteArray> loadOrCreateSalt(const QString &journalRoot, QString *error)
{
    const QString path = QDir(journalRoot).filePath(QStringLiteral("witness.salt"));
    QFile in(path);
    if (in.open(QIODevice::ReadOnly)) {
        const QByteArray salt = in.read(kSaltBytes + 1);
        if (salt.size() == kSaltBytes)
            return salt;
    }
    const QByteArray salt = randomBytes(kSaltBytes);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(salt) != salt.size() || !out.commit()) {
        //: %1 is a file path, %2 the system's error message.
        *error = Tr::tr("Cannot write the witness's salt %1: %2").arg(path, out.errorString());
        return std::nullopt;
    }
    return salt;
}

} // namespace DriveProof::PowerLoss
