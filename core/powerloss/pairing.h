// The pairing code the witness shows and the person types on the writer (docs/powerloss.md §2):
// both ends prove they hold it in the handshake (handshake.h), which derives the keys of
// every session from it through Argon2id, so only a writer that was told the code is heard.
//
// 12 characters of Crockford's base32 (no I, L, O, U: nothing to confuse when read aloud),
// shown in groups of four: "K7QD-M2XF-9HBT". 60 bits: enough to keep a neighbour on the
// same LAN out for the duration of a test, not a secret to keep for years; offline guessing
// costs one Argon2id per guess (docs/threat-model-witness.md).
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <optional>

namespace DriveProof::PowerLoss {

inline constexpr int kPairingCodeChars = 12;

// A fresh random code, already in canonical form.
QString generatePairingCode();

// Canonical form ("XXXX-XXXX-XXXX") of what a person typed: case, spaces and dashes do not
// matter, and O/I/L read as 0/1/1. nullopt when it is not a code.
std::optional<QString> normalizePairingCode(QStringView typed);

// The pairing secret for a canonical code: what the handshake feeds to Argon2id with the
// witness's salt. Not a key by itself; the name stays for the callers.
QByteArray pairingKey(const QString &canonicalCode);

// Overwrites a secret's bytes (sodium_memzero) and empties it. A copy that still shares
// the bytes with another owner is only dropped: that owner wipes it when done.
void wipe(QByteArray &secret);
void wipe(QString &secret);

// A secret (the pairing code's bytes, a key) wiped when it goes out of scope.
class SecretBytes
{
public:
    explicit SecretBytes(QByteArray bytes)
        : m_bytes(std::move(bytes))
    {}
    ~SecretBytes() { wipe(m_bytes); }
    SecretBytes(const SecretBytes &) = delete;
    SecretBytes &operator=(const SecretBytes &) = delete;
    const QByteArray &bytes() const { return m_bytes; }

private:
    QByteArray m_bytes;
};

} // namespace DriveProof::PowerLoss
