#include "suites/blockstack.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace DriveProof::Suites {

namespace {

QString readLine(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

// /sys/dev/block/MAJ:MIN -> the whole device's sysfs folder (a partition's parent).
QString wholeDeviceDir(dev_t device, const QString &sysfsRoot)
{
    const QString link =
        QStringLiteral("%1/dev/block/%2:%3").arg(sysfsRoot).arg(major(device)).arg(minor(device));
    const QFileInfo info(link);
    if (!info.exists())
        return {};
    QString dir = info.canonicalFilePath();
    if (QFile::exists(dir + QStringLiteral("/partition")))
        dir = QFileInfo(dir).path();
    return dir;
}

void walk(const QString &dir, const QString &sysfsRoot, QList<StackDevice> &out,
          QSet<QString> &seen, int depth)
{
    const QString name = QFileInfo(dir).fileName();
    if (name.isEmpty() || seen.contains(name) || depth > 16)
        return;
    seen.insert(name);
    StackDevice device;
    device.name = name;
    device.writeCacheKernel = readLine(dir + QStringLiteral("/queue/write_cache"));
    device.fua = readLine(dir + QStringLiteral("/queue/fua")) == QLatin1String("1");
    device.logicalBlockSize = readLine(dir + QStringLiteral("/queue/logical_block_size")).toUInt();
    out.append(device);

    // dm, md: the devices they are built on.
    const QStringList slaves =
        QDir(dir + QStringLiteral("/slaves")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &slave : slaves) {
        QString slaveDir = QFileInfo(dir + QStringLiteral("/slaves/") + slave).canonicalFilePath();
        if (QFile::exists(slaveDir + QStringLiteral("/partition")))
            slaveDir = QFileInfo(slaveDir).path();
        walk(slaveDir, sysfsRoot, out, seen, depth + 1);
    }
    // loop: the disk under its backing file.
    const QString backing = readLine(dir + QStringLiteral("/loop/backing_file"));
    if (!backing.isEmpty()) {
        struct stat st
        {
        };
        if (::stat(QFile::encodeName(backing).constData(), &st) == 0) {
            const QString next = wholeDeviceDir(st.st_dev, sysfsRoot);
            if (!next.isEmpty())
                walk(next, sysfsRoot, out, seen, depth + 1);
        }
    }
}

} // namespace

QList<StackDevice> blockStackOf(dev_t device, const QString &sysfsRoot)
{
    QList<StackDevice> out;
    QSet<QString> seen;
    const QString dir = wholeDeviceDir(device, sysfsRoot);
    if (!dir.isEmpty())
        walk(dir, sysfsRoot, out, seen, 0);
    return out;
}

QList<StackDevice> blockStackOfPath(const QString &path, const QString &sysfsRoot)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    return blockStackOf(S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev, sysfsRoot);
}

std::optional<quint64> flushCount(const QString &name, const QString &sysfsRoot)
{
    // Fields (1-based): 16 flush requests completed, 17 time spent flushing (ms).
    const QStringList fields = readLine(QStringLiteral("%1/block/%2/stat").arg(sysfsRoot, name))
                                   .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (fields.size() < 17)
        return std::nullopt;
    bool ok = false;
    const quint64 value = fields.at(15).toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

} // namespace DriveProof::Suites
