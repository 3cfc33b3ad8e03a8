// The IDENTIFY DEVICE fixtures (tests/fixtures/identify: hdparm --Istdin text of captured
// layouts) and their raw twins, for the codec's unit tests and the `info --identify-file`
// tests alike: one loader, one conversion.
#pragma once

#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace IdentifyFixtures {

inline QString fixtureDir()
{
    return QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/identify");
}

// The fixtures' file names ("hdd-4kn.txt", ...), sorted.
inline QStringList fixtureNames()
{
    return QDir(fixtureDir()).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// One fixture's text by file name; a missing fixture ends the test at once.
inline QByteArray fixtureText(const QString &name)
{
    QFile f(fixtureDir() + QLatin1Char('/') + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", qPrintable(name));
    return f.readAll();
}

// The 512 bytes a drive would send, converted from the hex words independently of the
// code under test: every line that is not hdparm's "/dev/sdX:" header holds words; each
// word goes out little-endian.
inline QByteArray rawTwin(const QByteArray &text)
{
    QByteArray raw;
    for (const QByteArray &line : text.split('\n')) {
        if (line.trimmed().isEmpty() || line.startsWith('/'))
            continue;
        for (const QByteArray &token : line.simplified().split(' ')) {
            const quint16 word = token.toUShort(nullptr, 16);
            raw.append(char(word & 0xFF));
            raw.append(char(word >> 8));
        }
    }
    return raw;
}

// Writes the raw twin of `fixture` as NAME.bin into `dir` and returns its path.
inline QString writeRawTwin(const QTemporaryDir &dir, const QString &fixture)
{
    const QString path =
        dir.filePath(QString(fixture).replace(QLatin1String(".txt"), QLatin1String(".bin")));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(rawTwin(fixtureText(fixture)));
    return path;
}

} // namespace IdentifyFixtures
