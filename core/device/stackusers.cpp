#include "stackusers.h"

#include "common/sentences.h"

#include "devicetr.h"
#include "mounttable.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <optional>

namespace DriveProof::Device {

namespace {

constexpr int kMaxDepth = 16;

QString readAttr(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.read(4096)).trimmed();
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
}

// The kernel's "new" 32-bit device encoding (huge_encode_dev), as LOOP_GET_STATUS64 reports
// lo_rdevice.
dev_t decodeKernelDev(quint64 encoded)
{
    const auto value = quint32(encoded);
    return makedev((value & 0xfff00u) >> 8, (value & 0xffu) | ((value >> 12) & 0xfff00u));
}

class StackWalk
{
public:
    explicit StackWalk(const StackRoots &roots)
        : m_roots(roots)
        , m_mounts(MountTable::fromMountInfo(roots.mountInfo))
    {
        readSwaps();
        readLoops();
    }

    QString classDir(const QString &name) const
    {
        return m_roots.sys + QStringLiteral("/class/block/") + name;
    }

    std::optional<dev_t> numberOf(const QString &name) const
    {
        return parseDevNumber(readAttr(classDir(name) + QStringLiteral("/dev")));
    }

    bool isPartition(const QString &name) const
    {
        return QFile::exists(classDir(name) + QStringLiteral("/partition"));
    }

    // "sda1" -> "sda": a partition's sysfs directory sits inside its disk's.
    QString diskOf(const QString &name) const
    {
        const QString canonical = QDir(classDir(name)).canonicalPath();
        return canonical.isEmpty() ? QString() : QFileInfo(QFileInfo(canonical).path()).fileName();
    }

    QString display(const QString &name) const
    {
        // Device-mapper devices are known by their /dev/mapper name, not dm-N.
        const QString dmName = readAttr(classDir(name) + QStringLiteral("/dm/name"));
        if (!dmName.isEmpty() && !dmName.contains(QLatin1Char('/')))
            return QStringLiteral("/dev/mapper/") + dmName;
        return QStringLiteral("/dev/") + name;
    }

    // Users of `name` and of everything built on it; `chain` is how `name` was reached.
    // Returns whether anything was found.
    bool visit(const DeviceUse &start, const QString &name, QList<DeviceUse::Step> chain,
               bool withPartitions)
    {
        if (chain.size() > kMaxDepth || m_visited.contains(name))
            return false;
        m_visited.insert(name);
        const qsizetype before = m_uses.size();
        const std::optional<dev_t> number = numberOf(name);
        const QString devPath = QStringLiteral("/dev/") + name;

        const auto add = [&](DeviceUse::Kind kind, const QStringList &places) {
            DeviceUse use = start;
            use.chain = chain;
            use.kind = kind;
            use.mountpoints = places;
            m_uses.append(use);
        };
        const QStringList mountpoints =
            number ? m_mounts.mountpointsOf(int(major(*number)), int(minor(*number)), devPath)
                   : m_mounts.mountpointsOf(-1, -1, devPath);
        if (!mountpoints.isEmpty())
            add(DeviceUse::Kind::Mounted, mountpoints);
        if (m_swapPaths.contains(devPath) || (number && m_swapNumbers.contains(*number)))
            add(DeviceUse::Kind::Swap, {});

        const auto descend = [&](const QString &child, DeviceUse::Link link) {
            QList<DeviceUse::Step> next = chain;
            next.append({child, display(child), link});
            visit(start, child, next, true);
        };
        for (const QString &holder : entries(classDir(name) + QStringLiteral("/holders")))
            descend(holder, DeviceUse::Link::Holder);
        if (number) {
            for (const QString &loop : m_loopsByBacking.value(*number))
                descend(loop, DeviceUse::Link::Loop);
        }
        if (withPartitions && !isPartition(name)) {
            for (const QString &sub :
                 QDir(classDir(name) + QLatin1Char('/'))
                     .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
                if (QFile::exists(classDir(name) + QLatin1Char('/') + sub +
                                  QStringLiteral("/partition")))
                    descend(sub, DeviceUse::Link::Partition);
            }
        }
        // A device stacked on the one asked about is a user even when nothing above it is
        // mounted (an md array being assembled, a dm table nobody mounted yet, a bare loop).
        const bool stacked =
            !chain.isEmpty() && chain.constLast().link != DeviceUse::Link::Partition;
        if (m_uses.size() == before && stacked)
            add(DeviceUse::Kind::Stacked, {});
        return m_uses.size() > before;
    }

    QList<DeviceUse> takeUses()
    {
        // Mounts and swap first: they say best what a write would destroy.
        std::stable_sort(m_uses.begin(), m_uses.end(), [](const DeviceUse &a, const DeviceUse &b) {
            return (a.kind == DeviceUse::Kind::Stacked) < (b.kind == DeviceUse::Kind::Stacked);
        });
        return std::move(m_uses);
    }

private:
    void readSwaps()
    {
        QFile file(m_roots.swaps);
        if (!file.open(QIODevice::ReadOnly))
            return;
        file.readLine(); // header: "Filename Type Size Used Priority"
        while (!file.atEnd()) {
            const QByteArray field = file.readLine().simplified().split(' ').value(0);
            if (field.isEmpty())
                continue;
            // Escaped like mountinfo; the kernel prints the path it was given.
            const QString path = unescapeMountInfoField(field);
            m_swapPaths.append(path);
            struct stat st = {};
            if (::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISBLK(st.st_mode))
                m_swapNumbers.append(st.st_rdev);
        }
    }

    // The block device a loop device reads and writes, if its backing file is one.
    std::optional<dev_t> loopBacking(const QString &loop, const QString &backingFile) const
    {
        // Best: ask the loop device itself. Its own path is not trusted blindly: the opened
        // node must be the loop sysfs names.
        const std::optional<dev_t> loopNumber = numberOf(loop);
        const int fd = ::open(QFile::encodeName(m_roots.dev + QLatin1Char('/') + loop).constData(),
                              O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY);
        if (fd >= 0) {
            struct stat st = {};
            loop_info64 info = {};
            const bool same = ::fstat(fd, &st) == 0 && S_ISBLK(st.st_mode) && loopNumber &&
                              st.st_rdev == *loopNumber;
            const bool ok = same && ::ioctl(fd, LOOP_GET_STATUS64, &info) == 0;
            ::close(fd);
            if (ok) {
                if (info.lo_rdevice == 0)
                    return std::nullopt; // a regular file
                return decodeKernelDev(info.lo_rdevice);
            }
        }
        // Without access to the loop node (not root): the path the kernel shows.
        struct stat st = {};
        if (::stat(QFile::encodeName(backingFile).constData(), &st) == 0)
            return S_ISBLK(st.st_mode) ? std::optional<dev_t>(st.st_rdev) : std::nullopt;
        // A path that does not resolve here ("(deleted)", another mount namespace): a
        // /dev/<kernel name> still names the device.
        if (backingFile.startsWith(QLatin1String("/dev/")))
            return numberOf(backingFile.mid(5).section(QLatin1Char(' '), 0, 0));
        return std::nullopt;
    }

    void readLoops()
    {
        const QString blockDir = m_roots.sys + QStringLiteral("/block");
        for (const QString &name :
             QDir(blockDir).entryList({QStringLiteral("loop*")},
                                      QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)) {
            const QString backing =
                readAttr(blockDir + QLatin1Char('/') + name + QStringLiteral("/loop/backing_file"));
            if (backing.isEmpty())
                continue; // not attached
            if (const std::optional<dev_t> number = loopBacking(name, backing))
                m_loopsByBacking[*number].append(name);
        }
    }

    const StackRoots &m_roots;
    MountTable m_mounts;
    QStringList m_swapPaths;
    QList<dev_t> m_swapNumbers;
    QHash<dev_t, QStringList> m_loopsByBacking;
    QSet<QString> m_visited;
    QList<DeviceUse> m_uses;
};

// One link of a chain as a sentence of its own: "/dev/sdb backs the loop device /dev/loop1."
// Whole sentences, not ", which ..." pieces: other languages order a relative clause
// differently, and a translator must see the sentence whole.
QString linkText(DeviceUse::Link link, const QString &from, const QString &to)
{
    switch (link) {
    case DeviceUse::Link::Loop:
        //: a loop device reads and writes its data on this device. %1 device path, %2 loop
        //: device path
        return Tr::tr("%1 backs the loop device %2.").arg(from, to);
    case DeviceUse::Link::Holder:
        //: %1 device path, %2 a device built on it (device-mapper, RAID, bcache)
        return Tr::tr("%1 is part of %2.").arg(from, to);
    case DeviceUse::Link::Partition:
        //: %1 disk path, %2 partition path
        return Tr::tr("%1 has the partition %2.").arg(from, to);
    }
    return {};
}

} // namespace

QString DeviceUse::text() const
{
    // A disk's partition is part of the disk: the sentences start at the partition.
    QString subject = display;
    qsizetype i = 0;
    while (i < chain.size() && chain.at(i).link == Link::Partition) {
        subject = chain.at(i).display;
        ++i;
    }
    QStringList sentences;
    QString from = subject;
    for (; i < chain.size(); ++i) {
        sentences << linkText(chain.at(i).link, from, chain.at(i).display);
        from = chain.at(i).display;
    }
    switch (kind) {
    case Kind::Mounted:
        //: %1 device path, %2 list of mount points
        sentences << Tr::tr("%1 is mounted on %2.").arg(from, mountpoints.join(u", "));
        break;
    case Kind::Swap:
        //: %1 device path
        sentences << Tr::tr("%1 is in use as swap space.").arg(from);
        break;
    case Kind::Stacked:
        break;
    }
    return joinSentences(sentences);
}

std::optional<dev_t> parseDevNumber(QStringView text)
{
    const QList<QStringView> parts = text.split(u':');
    bool okMajor = false;
    bool okMinor = false;
    const uint maj = parts.value(0).toUInt(&okMajor);
    const uint min = parts.value(1).toUInt(&okMinor);
    if (parts.size() != 2 || !okMajor || !okMinor)
        return std::nullopt;
    return makedev(maj, min);
}

QList<DeviceUse> findDeviceUses(const QString &name, const StackRoots &roots)
{
    StackWalk walk(roots);
    const auto startAt = [&walk](const QString &device) {
        DeviceUse start;
        start.name = device;
        start.display = walk.display(device);
        return start;
    };
    walk.visit(startAt(name), name, {}, true);
    if (walk.isPartition(name)) {
        // What sits on the whole disk itself is disturbed too; its other partitions are not.
        const QString disk = walk.diskOf(name);
        if (!disk.isEmpty() && disk != name)
            walk.visit(startAt(disk), disk, {}, false);
    }
    return walk.takeUses();
}

QString describeDeviceUses(const QList<DeviceUse> &uses)
{
    if (uses.isEmpty())
        return {};
    if (uses.size() == 1)
        return uses.constFirst().text();
    //: %1 a sentence saying what uses a device, %n how many other users there are
    return Tr::tr("%1 (And %n more.)", nullptr, int(uses.size() - 1)).arg(uses.constFirst().text());
}

} // namespace DriveProof::Device
