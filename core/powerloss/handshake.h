// The witness handshake and its keys (docs/threat-model-witness.md): nothing signed goes to
// a peer before it has proven the pairing key, a recorded handshake cannot be replayed, and
// every session has keys of its own, bound to one run.
//
//   client → witness  CLIENT_HELLO  role, run id, nonce_c (32 random bytes)
//   witness → client  CHALLENGE     salt (the witness's, 16 bytes), nonce_s (32 random bytes)
//   client → witness  CLIENT_PROOF  HMAC(K_run, "client" ‖ T)
//   witness → client  SERVER_PROOF  HMAC(K_run, "server" ‖ T ‖ client proof)
//
//   K      = Argon2id(pairing code, salt; ops 2, 64 MiB)   once per witness, cached per process
//   K_run  = HMAC(K, "run" ‖ run id)
//   T      = version ‖ role ‖ run id ‖ nonce_c ‖ salt ‖ nonce_s
//   session key = HMAC(K_run, "session key" ‖ T); session id = HMAC(K_run, "session id" ‖ T)[16]
//
// The handshake frames go unsigned (protocol.h); all primitives are libsodium's.
#pragma once

#include "powerloss/protocol.h"
#include "powerloss/types.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>

namespace DriveProof::PowerLoss {

inline constexpr qsizetype kNonceBytes = 32;
inline constexpr qsizetype kSaltBytes = 16;
inline constexpr qsizetype kKeyBytes = 32;
inline constexpr qsizetype kSessionIdBytes = 16;

// What the client means to do on this connection; the witness allows each its own messages.
enum class PeerRole : std::uint8_t {
    Writer = 1,   // HELLO, PREPARED, COMMITTED, HEARTBEAT, WRITER_ERROR, BYE of its run
    Verifier = 2, // LEDGER_REQUEST and RESULT of its run
};

// libsodium's CSPRNG.
QByteArray randomBytes(qsizetype size);

// Argon2id of the pairing secret (pairingKey()) with `salt`. Slow on purpose (see the
// threat model); the result is cached for the process, so each (secret, salt) is derived
// once. nullopt when the system lacks the memory.
std::optional<QByteArray> deriveWitnessKey(const QByteArray &pairingSecret, const QByteArray &salt);
// The time the last uncached derivation took, for the report and the tests.
std::int64_t lastDerivationNs();
// How many uncached derivations this process has made (tests: a fake witness must not
// make a writer derive key after key).
int derivationCount();
// Wipes every cached key (sodium_memzero): call when the process is done with the witness.
void forgetDerivedKeys();
QByteArray runKey(const QByteArray &witnessKey, const RunId &runId);

struct ClientHelloMessage
{
    PeerRole role = PeerRole::Writer;
    RunId runId{};
    QByteArray nonce;
};
struct ChallengeMessage
{
    QByteArray salt;
    QByteArray nonce;
};
QByteArray encodeClientHello(const ClientHelloMessage &message);
std::optional<ClientHelloMessage> decodeClientHello(QByteArrayView payload);
QByteArray encodeChallenge(const ChallengeMessage &message);
std::optional<ChallengeMessage> decodeChallenge(QByteArrayView payload);

struct HandshakeKeys
{
    QByteArray clientProof;
    QByteArray serverProof;
    SessionBinding session;
};
HandshakeKeys handshakeKeys(const QByteArray &runKey, const ClientHelloMessage &hello,
                            const ChallengeMessage &challenge);

// The client's half: feed it the unsigned frames the witness sends until it says
// Established (then switch the encoder and decoder to session()) or Failed.
class ClientHandshake
{
public:
    enum class Step { Continue, Established, Failed };
    // pinnedSalt non-empty: the witness's salt seen earlier in this run. A CHALLENGE with
    // another salt fails at once (BadHmac, saltChanged()) without deriving a key: a fake
    // witness cannot make the client spend one Argon2id per connection.
    ClientHandshake(QByteArray pairingSecret, PeerRole role, const RunId &runId,
                    QByteArray pinnedSalt = {});
    // The CLIENT_HELLO frame that opens the connection.
    QByteArray start();
    // `send` gets the frame to send next (CLIENT_PROOF), if any.
    Step onFrame(const Frame &frame, QByteArray *send);
    const SessionBinding &session() const { return m_keys.session; }
    // Why it failed: BadHmac (the witness does not hold our code, or is not the witness),
    // the reason of an unsigned REJECT, or BadPayload / UnexpectedMessage.
    RejectReason failure() const { return m_failure; }
    bool saltChanged() const { return m_saltChanged; }
    const QByteArray &salt() const { return m_salt; } // the witness's, once challenged

private:
    QByteArray m_secret;
    QByteArray m_salt;
    bool m_saltChanged = false;
    ClientHelloMessage m_hello;
    HandshakeKeys m_keys;
    bool m_proofSent = false;
    RejectReason m_failure = RejectReason::None;
};

// The witness's half: one per connection.
class ServerHandshake
{
public:
    enum class Step { Continue, Established, Failed };
    // `witnessKey` (already derived) and `salt` outlive this object.
    ServerHandshake(const QByteArray *witnessKey, const QByteArray *salt);
    Step onFrame(const Frame &frame, QByteArray *send);
    const SessionBinding &session() const { return m_keys.session; }
    PeerRole role() const { return m_hello.role; }
    const RunId &runId() const { return m_hello.runId; }
    RejectReason failure() const { return m_failure; }

private:
    const QByteArray *m_witnessKey;
    const QByteArray *m_salt;
    ClientHelloMessage m_hello;
    ChallengeMessage m_challenge;
    HandshakeKeys m_keys;
    bool m_challenged = false;
    RejectReason m_failure = RejectReason::None;
};

// The witness's salt, kept as <journal root>/witness.salt (made on first use).
std::optional<QByteArray> loadOrCreateSalt(const QString &journalRoot, QString *error);

} // namespace DriveProof::PowerLoss
