#include "device/blockstack.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace DriveProof::Device {

namespace {

QString readLine(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

std::optional<quint64> readNumber(const QString &path)
{
    bool ok = false;
    const quint64 value = readLine(path).toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

// /sys/dev/block/MAJ:MIN -> the whole device's sysfs folder (a partition's parent); the
// partition's name goes to `partition`.
QString wholeDeviceDir(dev_t device, const QString &sysfsRoot, QString *partition = nullptr)
{
    const QString link =
        QStringLiteral("%1/dev/block/%2:%3").arg(sysfsRoot).arg(major(device)).arg(minor(device));
    const QFileInfo info(link);
    if (!info.exists())
        return {};
    QString dir = info.canonicalFilePath();
    if (QFile::exists(dir + QStringLiteral("/partition"))) {
        if (partition)
            *partition = QFileInfo(dir).fileName();
        dir = QFileInfo(dir).path();
    }
    return dir;
}

// An NVMe multipath head nvme<S>n<N> is served by one hidden disk per controller path,
// nvme<S>c<C>n<N>, and only those count I/O (the head, bio-based, counts none). Newer kernels link them in the head's
// `multipath` folder; Linux 6.1 does not, so the names are matched as well.
QStringList nvmePathsOf(const QString &name, const QString &dir, const QString &sysfsRoot)
{
    static const QRegularExpression head(QStringLiteral("^nvme(\\d+)n(\\d+)$"));
    const QRegularExpressionMatch m = head.match(name);
    if (!m.hasMatch() || QFileInfo(dir + QStringLiteral("/mq")).isDir())
        return {}; // not a head: a plain namespace counts its own flushes
    QStringList paths;
    const QRegularExpression path(
        QStringLiteral("^nvme%1c\\d+n%2$").arg(m.captured(1), m.captured(2)));
    const QDir block(sysfsRoot + QStringLiteral("/block"));
    for (const QString &entry :
         block.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System, QDir::Name)) {
        if (path.match(entry).hasMatch())
            paths << entry;
    }
    return paths;
}

struct Below
{
    QString dir;
    QString partition;
};

void walk(const Below &at, const QString &sysfsRoot, QList<StackDevice> &out, QSet<QString> &seen,
          int depth)
{
    const QString &dir = at.dir;
    const QString name = QFileInfo(dir).fileName();
    if (name.isEmpty() || seen.contains(name) || depth > 16)
        return;
    seen.insert(name);
    StackDevice device;
    device.name = name;
    device.writeCacheKernel =
        kernelCacheModeFromWords(readLine(dir + QStringLiteral("/queue/write_cache")));
    device.fua = readLine(dir + QStringLiteral("/queue/fua")) == QLatin1String("1");
    device.logicalBlockSize = readLine(dir + QStringLiteral("/queue/logical_block_size")).toUInt();
    device.countsFlushes = QFileInfo(dir + QStringLiteral("/mq")).isDir();
    device.partition = at.partition;
    device.discardGranularity = readNumber(dir + QStringLiteral("/queue/discard_granularity"));
    device.discardMaxBytes = readNumber(dir + QStringLiteral("/queue/discard_max_bytes"));
    const qsizetype index = out.size();
    out.append(device);

    // The devices below: dm / md slaves, the disk under a loop device's backing file.
    QList<Below> below;
    const QStringList slaves =
        QDir(dir + QStringLiteral("/slaves")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &slave : slaves) {
        Below next{QFileInfo(dir + QStringLiteral("/slaves/") + slave).canonicalFilePath(), {}};
        if (QFile::exists(next.dir + QStringLiteral("/partition"))) {
            next.partition = QFileInfo(next.dir).fileName();
            next.dir = QFileInfo(next.dir).path();
        }
        below << next;
    }
    const QString backing = readLine(dir + QStringLiteral("/loop/backing_file"));
    if (!backing.isEmpty()) {
        struct stat st
        {
        };
        // A loop over a device node (losetup /dev/sdb) sits on that device, not on the
        // file system that holds its node.
        if (::stat(QFile::encodeName(backing).constData(), &st) == 0) {
            Below next;
            next.dir = wholeDeviceDir(S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev, sysfsRoot,
                                      &next.partition);
            if (!next.dir.isEmpty())
                below << next;
        }
    }
    out[index].flushPaths = nvmePathsOf(name, dir, sysfsRoot);
    out[index].leaf = below.isEmpty();
    for (const Below &next : below)
        walk(next, sysfsRoot, out, seen, depth + 1);
}

} // namespace

QList<StackDevice> blockStackOf(dev_t device, const QString &sysfsRoot)
{
    QList<StackDevice> out;
    QSet<QString> seen;
    Below start;
    start.dir = wholeDeviceDir(device, sysfsRoot, &start.partition);
    if (!start.dir.isEmpty())
        walk(start, sysfsRoot, out, seen, 0);
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

} // namespace DriveProof::Device
