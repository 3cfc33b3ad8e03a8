// Partitioned disk images for the tests in tests/files: sparse files in a temporary folder,
// partitioned by util-linux (sfdisk; fdisk for 4096-byte sectors, which sfdisk 2.38
// cannot write to a file). Only files are written, never a block device.
#pragma once

#include "testskip.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sys/stat.h>

#include <utility>

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline Run run(const QString &program, const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    // English messages whatever the machine's locale: the CLI loads translations.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.remove(QStringLiteral("LANGUAGE"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForStarted(10000))
        return {};
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline QString findTool(const QString &name)
{
    // Non-root PATHs often lack the sbin directories where util-linux installs these.
    const QString path = QStandardPaths::findExecutable(name);
    return path.isEmpty() ? QStandardPaths::findExecutable(
                                name, {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")})
                          : path;
}

// The images, in 512-byte sectors unless said otherwise:
//   dos.img    MBR: 1 at 63 (the XP layout), 2 at 40960
//   ext.img    MBR: 1 at 2048, extended 2 at 12288, logical 5 at 14337 and 6 at 24584
//   gpt.img    GPT: 1 at 2048, 2 at 22536 (4 KiB but not 1 MiB), 3 at 30001
//   gpt4k.img  GPT for 4096-byte sectors: 1 at 256, 2 at 3000 (4 KiB sectors)
//   empty.img (0 bytes), blank.img (1 MiB of zeros), fifo (a named pipe)
class TestImages
{
public:
    static constexpr qint64 MiB = 1024 * 1024;

    // Exits 77 (skipped) when the tools are missing; else returns what failed, or nothing.
    QByteArray create()
    {
        m_sfdisk = findTool(QStringLiteral("sfdisk"));
        m_fdisk = findTool(QStringLiteral("fdisk"));
        DRIVEPROOF_SKIP_UNLESS(!m_sfdisk.isEmpty(), "sfdisk (util-linux) is not installed");
        DRIVEPROOF_SKIP_UNLESS(!m_fdisk.isEmpty(), "fdisk (util-linux) is not installed");
        if (!m_dir.isValid())
            return "cannot create a temporary folder";
        const std::pair<const char *, QByteArray> tables[] = {
            {"dos.img", "label: dos\nstart=63, size=20000, type=83\n"
                        "start=40960, size=20000, type=83\n"},
            // sfdisk refuses some odd starts for logical partitions; these it accepts.
            {"ext.img", "label: dos\nstart=2048, size=10240, type=83\n"
                        "start=12288, size=40960, type=5\nstart=14337, size=8192, type=83\n"
                        "start=24584, size=8192, type=83\n"},
            {"gpt.img", "label: gpt\nstart=2048, size=20480, type=L\n"
                        "start=22536, size=4096, type=L\nstart=30001, size=1000, type=L\n"},
        };
        for (const auto &[name, table] : tables) {
            const QString image = sparse(QString::fromLatin1(name), 64 * MiB);
            if (const QByteArray e = partition(m_sfdisk, {QStringLiteral("--quiet"), image}, table);
                !e.isEmpty())
                return e;
        }
        // fdisk -b 4096 loads an sfdisk script with its "I" command.
        QFile script(path(QStringLiteral("gpt4k.sfdisk")));
        if (!script.open(QIODevice::WriteOnly))
            return "cannot write the fdisk script";
        script.write("label: gpt\nstart=256, size=2560, type=L\nstart=3000, size=1000, type=L\n");
        script.close();
        const QString gpt4k = sparse(QStringLiteral("gpt4k.img"), 64 * MiB);
        if (const QByteArray e =
                partition(m_fdisk, {QStringLiteral("-b"), QStringLiteral("4096"), gpt4k},
                          "I\n" + QFile::encodeName(script.fileName()) + "\nw\n");
            !e.isEmpty())
            return e;
        sparse(QStringLiteral("empty.img"), 0);
        sparse(QStringLiteral("blank.img"), MiB);
        if (::mkfifo(QFile::encodeName(path(QStringLiteral("fifo"))).constData(), 0600) != 0)
            return "cannot create a named pipe";
        return {};
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString dir() const { return m_dir.path(); }

private:
    QString sparse(const QString &name, qint64 size) const
    {
        QFile f(path(name));
        if (f.open(QIODevice::WriteOnly))
            f.resize(size);
        return f.fileName();
    }

    static QByteArray partition(const QString &tool, const QStringList &args,
                                const QByteArray &input)
    {
        const Run r = run(tool, args, input);
        return r.exitCode == 0
                   ? QByteArray()
                   : QFile::encodeName(tool + QLatin1Char(' ') + args.join(QLatin1Char(' '))) +
                         ": " + r.err;
    }

    QTemporaryDir m_dir;
    QString m_sfdisk;
    QString m_fdisk;
};
