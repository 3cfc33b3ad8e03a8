// Pairing codes of pairing.h: new random codes, normalising what a person typed, and the
// secret both ends derive their keys from.
#include "powerloss/pairing.h"

#include <QRandomGenerator>

#include <sodium.h>

namespace DriveProof::PowerLoss {
namespace {

constexpr char16_t kAlphabet[] = u"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
static_assert(sizeof(kAlphabet) / sizeof(kAlphabet[0]) == 33);

QString grouped(const QString &chars)
{
    return chars.mid(0, 4) + u'-' + chars.mid(4, 4) + u'-' + chars.mid(8, 4);
}

} // namespace

QString generatePairingCode()
{
    QString chars;
    for (int i = 0; i < kPairingCodeChars; ++i)
        chars += QChar(kAlphabet[QRandomGenerator::system()->bounded(32)]);
    return grouped(chars);
}

std::optional<QString> normalizePairingCode(QStringView typed)
{
    QString chars;
    for (QChar c : typed) {
        if (c.isSpace() || c == u'-')
            continue;
        c = c.toUpper();
        if (c == u'O')
            c = u'0';
        else if (c == u'I' || c == u'L')
            c = u'1';
        if (QStringView(kAlphabet).indexOf(c) < 0 || chars.size() == kPairingCodeChars)
            return std::nullopt;
        chars += c;
    }
    if (chars.size() != kPairingCodeChars)
        return std::nullopt;
    return grouped(chars);
}

QByteArray pairingKey(const QString &canonicalCode)
{
    // A fixed label separates this use of the code from any other; the slow, salted
    // derivation happens in the handshake (handshake.h), where the witness's salt is known.
    QByteArray code = canonicalCode.toUtf8();
    QByteArray secret = QByteArrayLiteral("DriveProof power-loss pairing v2:");
    secret.append(code);
    wipe(code);
    return secret;
}

void wipe(QByteArray &secret)
{
    if (secret.isDetached() && !secret.isEmpty())
        sodium_memzero(secret.data(), std::size_t(secret.size()));
    secret = QByteArray();
}

void wipe(QString &secret)
{
    if (secret.isDetached() && !secret.isEmpty())
        sodium_memzero(secret.data(), std::size_t(secret.size()) * sizeof(QChar));
    secret = QString();
}

} // namespace DriveProof::PowerLoss
