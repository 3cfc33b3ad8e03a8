// Shared by the `info --identify-file` tests: the IDENTIFY fixtures (tests/fixtures/identify),
// their raw twins written to a temporary folder, and running programs with stdin.
#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline Run runProgram(const QString &program, const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted(10000))
        return {};
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline Run runCli(const QStringList &args)
{
    return runProgram(QStringLiteral(DRIVEPROOF_CLI), QStringList{QStringLiteral("info")} + args);
}

inline QString fixtureDir()
{
    return QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/identify");
}

inline QStringList fixtureNames()
{
    return QDir(fixtureDir()).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The 512 bytes a drive would send, converted from the hex words independently of the
// code under test: each word little-endian; hdparm's "/dev/sdX:" line skipped.
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

// Writes NAME.bin beside nothing else in `dir` and returns its path.
inline QString writeRawTwin(const QTemporaryDir &dir, const QString &fixture)
{
    const QString path =
        dir.filePath(QString(fixture).replace(QLatin1String(".txt"), QLatin1String(".bin")));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(rawTwin(readFile(fixtureDir() + QLatin1Char('/') + fixture)));
    return path;
}
