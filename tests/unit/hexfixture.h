// Reads the commented hex fixtures under tests/fixtures/scsi and tests/fixtures/nvme:
// `#` comments, hex bytes, "ASCII" strings, `@N` to move to offset N (zero padded, never
// backwards) and `size N` to pad the end. A malformed fixture fails the test loudly.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QRegularExpression>
#include <QString>

struct HexFixture
{
    QByteArray bytes;
    QString error; // empty when the file was read and understood
};

inline QString hexFixturePath(const QString &relative)
{
    return QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/") + relative;
}

inline QString stripHexComment(const QString &line)
{
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line[i] == QLatin1Char('"'))
            quoted = !quoted;
        else if (line[i] == QLatin1Char('#') && !quoted)
            return line.left(i);
    }
    return line;
}

inline HexFixture readHexFixture(const QString &relative)
{
    HexFixture fx;
    QFile file(hexFixturePath(relative));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        fx.error = QStringLiteral("cannot open ") + file.fileName();
        return fx;
    }
    static const QRegularExpression token(QStringLiteral("\"([^\"]*)\"|(\\S+)"));
    static const QRegularExpression hexByte(QStringLiteral("^[0-9A-Fa-f]{2}$"));
    qsizetype padTo = -1;
    bool sizeNext = false;
    const QStringList lines = QString::fromLatin1(file.readAll()).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        for (auto it = token.globalMatch(stripHexComment(line)); it.hasNext();) {
            const auto m = it.next();
            const QString t = m.captured(2);
            bool ok = true;
            if (m.hasCaptured(1)) {
                fx.bytes += m.captured(1).toLatin1();
            } else if (t == QLatin1String("size")) {
                sizeNext = true;
            } else if (sizeNext) {
                padTo = t.toLongLong(&ok, 0);
                sizeNext = false;
            } else if (t.startsWith(QLatin1Char('@'))) {
                const qsizetype offset = t.mid(1).toLongLong(&ok, 0);
                ok = ok && offset >= fx.bytes.size();
                if (ok)
                    fx.bytes.append(offset - fx.bytes.size(), '\0');
            } else if (hexByte.match(t).hasMatch()) {
                fx.bytes.append(char(t.toUInt(nullptr, 16)));
            } else {
                ok = false;
            }
            if (!ok) {
                fx.error = QStringLiteral("%1: bad token \"%2\"").arg(relative, t);
                return fx;
            }
        }
    }
    if (padTo >= 0 && padTo < fx.bytes.size())
        fx.error = QStringLiteral("%1: more bytes than its size").arg(relative);
    else if (padTo >= 0)
        fx.bytes.append(padTo - fx.bytes.size(), '\0');
    return fx;
}
