// A loop device over an image file that this test created, detached on destruction.
// Every command that touches a block device first checks, through sysfs, that the device
// is the loop device we attached to our own file (safety rule: never write elsewhere).
#pragma once

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QThread>

struct CommandResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline CommandResult runCommand(const QString &program, const QStringList &args,
                                const QByteArray &input = {})
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted(5000))
        return {};
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// Runs a command when it goes out of scope: undoes a mount or a swapon.
class Undo
{
public:
    Undo(QString program, QStringList args)
        : m_program(std::move(program))
        , m_args(std::move(args))
    {}
    ~Undo() { runCommand(m_program, m_args); }
    Undo(const Undo &) = delete;
    Undo &operator=(const Undo &) = delete;

private:
    QString m_program;
    QStringList m_args;
};

class LoopDevice
{
public:
    LoopDevice() = default;
    LoopDevice(const LoopDevice &) = delete;
    LoopDevice &operator=(const LoopDevice &) = delete;
    ~LoopDevice() { detach(); }

    // Attaches `image` with the given logical sector size. Returns an error text or empty.
    QString attach(const QString &image, int sectorSize)
    {
        const CommandResult r =
            runCommand(QStringLiteral("losetup"),
                       {QStringLiteral("-f"), QStringLiteral("--show"),
                        QStringLiteral("--sector-size"), QString::number(sectorSize), image});
        if (r.exitCode != 0)
            return QStringLiteral("losetup failed: ") + QString::fromLocal8Bit(r.err);
        m_path = QString::fromLocal8Bit(r.out).trimmed();
        m_image = QFileInfo(image).canonicalFilePath();
        if (!isOurs())
            return QStringLiteral("losetup returned %1, which is not backed by %2")
                .arg(m_path, image);
        return {};
    }

    // Writes a partition table through the device with sfdisk (so it uses the device's
    // sector size), after checking again that the device is ours.
    QString partition(const QByteArray &sfdiskScript)
    {
        if (!isOurs())
            return QStringLiteral("refusing to partition %1: not our loop device").arg(m_path);
        const CommandResult r = runCommand(
            QStringLiteral("sfdisk"),
            {QStringLiteral("--quiet"), QStringLiteral("--no-reread"), m_path}, sfdiskScript);
        if (r.exitCode != 0)
            return QStringLiteral("sfdisk failed: ") + QString::fromLocal8Bit(r.err);
        return {};
    }

    // Partition nodes through partx: this kernel has no partition parsers.
    void addPartitionNodes()
    {
        if (isOurs())
            runCommand(QStringLiteral("partx"), {QStringLiteral("-a"), m_path});
    }

    bool isOurs() const
    {
        if (!m_path.startsWith(QLatin1String("/dev/loop")))
            return false;
        QFile backing(QStringLiteral("/sys/block/%1/loop/backing_file").arg(name()));
        return backing.open(QIODevice::ReadOnly) &&
               QString::fromLocal8Bit(backing.readAll()).trimmed() == m_image;
    }

    void detach()
    {
        if (m_path.isEmpty() || !isOurs())
            return;
        runCommand(QStringLiteral("partx"), {QStringLiteral("-d"), m_path});
        runCommand(QStringLiteral("losetup"), {QStringLiteral("-d"), m_path});
        // Where udevd and udisksd run (a workstation), they open a device to probe it after
        // each change: losetup -d then only marks it to go when they close it. Wait for that
        // (at most 10 s), so that the next step finds it detached (issue 26).
        const QString backing = QStringLiteral("/sys/block/%1/loop/backing_file").arg(name());
        for (int i = 0; i < 100 && QFileInfo::exists(backing); ++i)
            QThread::msleep(100);
        m_path.clear();
    }

    QString path() const { return m_path; }
    QString name() const { return QFileInfo(m_path).fileName(); }

    static QString missingTools()
    {
        for (const char *tool : {"losetup", "partx", "sfdisk", "lsblk", "truncate"}) {
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
                return QLatin1String(tool);
        }
        return {};
    }

private:
    QString m_path;
    QString m_image;
};
