// The pairing code the witness shows and the person types on the writer (POWERLOSS.md §2):
// it keys the HMAC of every frame, so only a writer that was told the code is heard.
//
// 12 characters of Crockford's base32 (no I, L, O, U: nothing to confuse when read aloud),
// shown in groups of four: "K7QD-M2XF-9HBT". 60 bits: enough to keep a neighbour on the
// same LAN out for the duration of a test, not a secret to keep for years.
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

// The HMAC-SHA256 key for a canonical code (32 bytes).
QByteArray pairingKey(const QString &canonicalCode);

} // namespace DriveProof::PowerLoss
