// SysfsProbe's walk of sysfs: which disks to list, one disk's numbers, topology and
// partitions (with their mounts), and what ioctls on the node add. What the drive is
// (model, serial, WWN, rotation) is read in sysfsidentity.cpp.
#include "sysfsprobe.h"

#include "ata/atacodec.h"
#include "ata/atatransport.h"
#include "devicetr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace DriveProof::Device {

namespace {

int toInt(const QString &s, int fallback = 0)
{
    bool ok = false;
    const int v = s.toInt(&ok);
    return ok ? v : fallback;
}

qint64 toInt64(const QString &s)
{
    bool ok = false;
    const qint64 v = s.toLongLong(&ok);
    return ok ? v : 0;
}

bool isSkippedName(const QString &name)
{
    static const QRegularExpression skipped(
        QStringLiteral("^(dm-|md|ram|zram|sr|fd|nbd|drbd|bcache)"));
    return skipped.match(name).hasMatch();
}

} // namespace

Transport transportFromSysfsPath(const QString &name, const QString &devicePath)
{
    if (name.startsWith(QLatin1String("loop")))
        return Transport::Loop;
    if (devicePath.contains(QLatin1String("/usb")))
        return Transport::Usb; // a bridge: whatever is behind it speaks through USB
    if (name.startsWith(QLatin1String("nvme")))
        return Transport::Nvme;
    // A virtio-scsi host carries sd disks that speak SCSI (often a passed-through SAS/SATA
    // disk); virtio-blk's vdX do not.
    if (devicePath.contains(QLatin1String("/virtio")))
        return name.startsWith(QLatin1String("sd")) ? Transport::VirtioScsi : Transport::Virtio;
    if (name.startsWith(QLatin1String("mmcblk")))
        return Transport::Mmc;
    if (devicePath.contains(QLatin1String("/ata")))
        return Transport::Sata;
    if (devicePath.contains(QLatin1String("/end_device-")) ||
        devicePath.contains(QLatin1String("/sas_")))
        return Transport::Sas;
    if (name.startsWith(QLatin1String("sd")))
        return Transport::Scsi;
    return Transport::Unknown;
}

SysfsProbe::SysfsProbe(SysfsRoots roots)
    : m_roots(std::move(roots))
{}

QString SysfsProbe::readAttr(const QString &relPath) const
{
    QFile f(m_roots.sys + QLatin1Char('/') + relPath);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).trimmed();
}

QStringList SysfsProbe::diskNames() const
{
    QStringList names;
    const QDir blockDir(m_roots.sys + QStringLiteral("/block"));
    for (const QString &name :
         blockDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System, QDir::Name)) {
        if (isSkippedName(name) ||
            readAttr(QStringLiteral("block/%1/hidden").arg(name)) == QLatin1String("1"))
            continue;
        const bool loop = name.startsWith(QLatin1String("loop"));
        if (loop && readAttr(QStringLiteral("block/%1/loop/backing_file").arg(name)).isEmpty())
            continue; // unattached loop node
        const bool removable =
            readAttr(QStringLiteral("block/%1/removable").arg(name)) == QLatin1String("1");
        if (!loop && !removable &&
            toInt64(readAttr(QStringLiteral("block/%1/size").arg(name))) == 0)
            continue; // no media, nothing to test
        names.append(name);
    }
    return names;
}

QList<DeviceInfo> SysfsProbe::probeAll() const
{
    QList<DeviceInfo> result;
    for (const QString &name : diskNames()) {
        if (auto info = probe(name))
            result.append(*info);
    }
    return result;
}

QString SysfsProbe::diskOf(const QString &name) const
{
    const QString classPath = m_roots.sys + QStringLiteral("/class/block/") + name;
    const QFileInfo fi(classPath);
    if (!fi.exists())
        return {};
    if (!QFile::exists(classPath + QStringLiteral("/partition")))
        return name;
    // A partition's sysfs directory sits inside its disk's directory.
    return QFileInfo(fi.canonicalFilePath()).dir().dirName();
}

std::optional<DeviceInfo> SysfsProbe::probe(const QString &name) const
{
    const QString blockDir = QStringLiteral("block/") + name;
    if (!QFileInfo::exists(m_roots.sys + QLatin1Char('/') + blockDir))
        return std::nullopt;

    DeviceInfo info;
    info.name = name;
    info.path = m_roots.dev + QLatin1Char('/') + name;
    info.kind = name.startsWith(QLatin1String("loop")) ? DeviceKind::Loop : DeviceKind::Disk;
    const QStringList devNumber =
        readAttr(blockDir + QStringLiteral("/dev")).split(QLatin1Char(':'));
    if (devNumber.size() == 2) {
        info.major = toInt(devNumber[0]);
        info.minor = toInt(devNumber[1]);
    }
    info.sources << QStringLiteral("sysfs");

    readTopology(info, blockDir);
    readIdentity(info, blockDir);
    readLink(info, blockDir);
    const MountTable mounts = MountTable::fromMountInfo(m_roots.mountInfo);
    info.mountpoints = mounts.mountpointsOf(info.major, info.minor, info.path);
    info.holders =
        QDir(m_roots.sys + QLatin1Char('/') + blockDir + QStringLiteral("/holders"))
            .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
    readPartitions(info, blockDir, mounts);
    if (m_roots.useIoctls)
        readIoctls(info);
    return info;
}

void SysfsProbe::readTopology(DeviceInfo &info, const QString &blockDir) const
{
    const QString q = blockDir + QStringLiteral("/queue/");
    info.sizeBytes = toInt64(readAttr(blockDir + QStringLiteral("/size"))) * 512;
    info.logicalBlockSize = toInt(readAttr(q + QStringLiteral("logical_block_size")));
    info.physicalBlockSize = toInt(readAttr(q + QStringLiteral("physical_block_size")));
    info.minimumIoSize = toInt(readAttr(q + QStringLiteral("minimum_io_size")));
    info.optimalIoSize = toInt(readAttr(q + QStringLiteral("optimal_io_size")));
    info.alignmentOffset = toInt(readAttr(blockDir + QStringLiteral("/alignment_offset")));
    info.rotational = readAttr(q + QStringLiteral("rotational")) == QLatin1String("1");
    info.removable = readAttr(blockDir + QStringLiteral("/removable")) == QLatin1String("1");
    info.readOnly = readAttr(blockDir + QStringLiteral("/ro")) == QLatin1String("1");
    info.writeCache = kernelCacheModeFromWords(readAttr(q + QStringLiteral("write_cache")));
    info.fua = readAttr(q + QStringLiteral("fua")) == QLatin1String("1");
}

void SysfsProbe::readPartitions(DeviceInfo &info, const QString &blockDir,
                                const MountTable &mounts) const
{
    const QDir dir(m_roots.sys + QLatin1Char('/') + blockDir);
    for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString partDir = blockDir + QLatin1Char('/') + sub;
        const QString number = readAttr(partDir + QStringLiteral("/partition"));
        if (number.isEmpty())
            continue;
        PartitionInfo p;
        p.number = toInt(number);
        p.name = sub;
        p.path = m_roots.dev + QLatin1Char('/') + sub;
        p.startBytes = toInt64(readAttr(partDir + QStringLiteral("/start"))) * 512;
        p.sizeBytes = toInt64(readAttr(partDir + QStringLiteral("/size"))) * 512;
        const QStringList devNumber =
            readAttr(partDir + QStringLiteral("/dev")).split(QLatin1Char(':'));
        if (devNumber.size() == 2)
            p.mountpoints = mounts.mountpointsOf(toInt(devNumber[0]), toInt(devNumber[1]), p.path);
        p.holders =
            QDir(dir.filePath(sub + QStringLiteral("/holders")))
                .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
        info.partitions.append(p);
    }
    std::sort(info.partitions.begin(), info.partitions.end(),
              [](const PartitionInfo &a, const PartitionInfo &b) { return a.number < b.number; });
}

void SysfsProbe::readIoctls(DeviceInfo &info) const
{
    // O_NONBLOCK: don't wait for media on removable drives; read-only: this is a probe.
    const int fd =
        ::open(QFile::encodeName(info.path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        const QString reason = QString::fromLocal8Bit(strerror(err));
        // Root being refused means a container or security policy blocks the node: saying
        // "run as root" then would send the user in circles.
        const QString why =
            ::geteuid() == 0
                //: %1 device path, %2 system error text
                ? Tr::tr("%1 could not be opened even as root (%2): the system blocks access to it "
                         "(a container or a security policy), so only what sysfs reports is shown.")
                      .arg(info.path, reason)
                //: %1 device path, %2 system error text
                : Tr::tr("%1 could not be opened (%2): only what sysfs reports is shown. "
                         "Run as root or through the DriveProof helper for more.")
                      .arg(info.path, reason);
        info.missing.append({QStringLiteral("device_node"), Tr::tr("device node"), why});
        return;
    }
    quint64 size64 = 0;
    int value = 0;
    unsigned int uvalue = 0;
    if (info.sizeBytes == 0 && ::ioctl(fd, BLKGETSIZE64, &size64) == 0)
        info.sizeBytes = qint64(size64);
    if (info.logicalBlockSize == 0 && ::ioctl(fd, BLKSSZGET, &value) == 0)
        info.logicalBlockSize = value;
    if (info.physicalBlockSize == 0 && ::ioctl(fd, BLKPBSZGET, &uvalue) == 0)
        info.physicalBlockSize = int(uvalue);
    if (info.minimumIoSize == 0 && ::ioctl(fd, BLKIOMIN, &uvalue) == 0)
        info.minimumIoSize = int(uvalue);
    if (info.optimalIoSize == 0 && ::ioctl(fd, BLKIOOPT, &uvalue) == 0)
        info.optimalIoSize = int(uvalue);
    if (::ioctl(fd, BLKROGET, &value) == 0)
        info.readOnly = info.readOnly || value != 0;
    // As root, a SCSI disk without the ATA Information VPD page (a USB-SATA bridge, an older
    // kernel) may still answer IDENTIFY DEVICE through ATA PASS-THROUGH, as udev's ata_id
    // asks it. Not removable media: some USB sticks' bridges misbehave on unknown commands.
    if (::geteuid() == 0 && info.name.startsWith(QLatin1String("sd")) && !info.removable &&
        !info.sources.contains(QLatin1String("ATA IDENTIFY"))) {
        if (const Result<Ata::AtaIdentifyData> id = Ata::ataIdentify(fd, info.path))
            applyAtaIdentify(info, id.value());
    }
    ::close(fd);
    info.sources << QStringLiteral("ioctl");
}

} // namespace DriveProof::Device
