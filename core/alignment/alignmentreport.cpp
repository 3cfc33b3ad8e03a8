// Putting tables and rules together for a drive or an image.
#include "alignment.h"

#include "alignmenttr.h"

#include "device/drivecontents.h"

#include <QFile>

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace DriveProof::Alignment {

namespace {

// sysfs always reports the block sizes of a real drive; a zero means the probe could not
// read them, and the rules then assume no emulation.
Topology topologyOf(const Device::DeviceInfo &info)
{
    Topology t;
    t.logicalBlockSize = info.logicalBlockSize > 0 ? info.logicalBlockSize : 512;
    t.physicalBlockSize = info.physicalBlockSize > 0 ? info.physicalBlockSize : t.logicalBlockSize;
    t.optimalIoSize = info.optimalIoSize;
    t.alignmentOffset = info.alignmentOffset;
    return t;
}

PartitionTable kernelView(const QList<Device::PartitionInfo> &partitions)
{
    PartitionTable table;
    for (const Device::PartitionInfo &p : partitions)
        table.entries.append({p.number, p.startBytes, p.sizeBytes});
    return table;
}

QString fallbackNote(const QString &device, const Error &error)
{
    if ((error.errnum == EACCES || error.errnum == EPERM) && ::geteuid() != 0) {
        //: %1 device path, %2 the system's reason
        return Tr::tr("%1 could not be opened (%2), so these are the partitions the kernel "
                      "lists for it. Run as root to read the partition table itself.")
            .arg(device, QString::fromLocal8Bit(strerror(error.errnum)));
    }
    if (error.errnum != 0) {
        //: %1 device path, %2 the system's reason
        return Tr::tr("%1 could not be opened (%2), so these are the partitions the kernel "
                      "lists for it; the partition table itself was not read.")
            .arg(device, QString::fromLocal8Bit(strerror(error.errnum)));
    }
    //: %1 device path, %2 why the table could not be read (a full sentence)
    return Tr::tr("These are the partitions the kernel lists for %1, because its partition "
                  "table could not be read: %2")
        .arg(device, error.message);
}

// The type of the file system the kernel mounted straight from `device` (/proc/self/mounts),
// or empty.
QString mountedFileSystem(const QString &device)
{
    QFile mounts(QStringLiteral("/proc/self/mounts"));
    if (!mounts.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : mounts.readAll().split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() > 2 && QFile::decodeName(f.at(0)) == device)
            return QString::fromLatin1(f.at(2));
    }
    return {};
}

// No partition table and no partitions: an empty drive, or a file system written onto the
// whole device (mkfs on /dev/sdb): both valid, never "partition it first".
std::optional<AlignmentReport> analyzeBareDevice(const Device::DeviceInfo &info,
                                                 const Topology &topology)
{
    const Device::DriveContents contents = Device::probeDriveContents(info);
    AlignmentReport report;
    report.device = info.path;
    report.topology = topology;
    if (contents.isEmpty()) {
        report.emptyDrive = true;
        //: %1 device path
        report.note = Tr::tr("%1 is empty: no partition table and no file system, as a new "
                             "drive arrives. There is nothing to align yet; partitioning tools "
                             "start the first partition at 1 MiB, which suits this drive.")
                          .arg(info.path);
        return report;
    }
    static const QStringList notFileSystems = {
        QStringLiteral("partitions"), QStringLiteral("holders"), QStringLiteral("mounted"),
        QStringLiteral("gpt"),        QStringLiteral("dos"),     QStringLiteral("PMBR")};
    QString type;
    for (const QString &s : contents.signatures)
        if (!notFileSystems.contains(s) && type.isEmpty())
            type = s;
    if (type.isEmpty() && !info.mountpoints.isEmpty())
        type = mountedFileSystem(info.path); // unreadable device: the kernel mounted it whole
    if (type.isEmpty())
        return std::nullopt;
    report.wholeDeviceFileSystem = type;
    const PartitionAlignment start = checkPartition(0, 0, topology, info.path);
    report.wholeDeviceVerdict = start.verdict;
    if (start.verdict == Verdict::Misaligned)
        //: %1 device path, %2 file-system type ("ext4"), %3 alignment offset in bytes
        report.note = Tr::tr("%1 holds its %2 file system written straight onto the whole drive, "
                             "without a partition table. That is a valid layout, but the drive "
                             "reports its sector 0 %3 bytes past a physical sector boundary, so "
                             "the file system's blocks straddle physical sectors. Only a new "
                             "layout fixes that: back up, then create a partition table whose "
                             "first partition starts at 1 MiB.")
                          .arg(info.path, type, QString::number(topology.alignmentOffset));
    else
        //: %1 device path, %2 file-system type ("ext4")
        report.note = Tr::tr("%1 holds its %2 file system written straight onto the whole drive, "
                             "without a partition table. That is a valid layout: the file "
                             "system starts at byte 0, on a boundary of every sector size, so "
                             "it is aligned. Nothing to do.")
                          .arg(info.path, type);
    return report;
}

} // namespace

AlignmentReport analyze(const QString &device, const Topology &topology,
                        const PartitionTable &table)
{
    AlignmentReport report;
    report.device = device;
    report.topology = topology;
    report.tableType = table.type;
    for (const TableEntry &e : table.entries)
        report.partitions.append(checkPartition(e.number, e.startBytes, topology, device));
    return report;
}

Result<AlignmentReport> analyzeImage(const QString &path, const Topology &topology)
{
    const Result<PartitionTable> table = readPartitionTable(path, topology.logicalBlockSize);
    if (!table)
        return table.error();
    return analyze(path, topology, table.value());
}

AlignmentReport analyzeDevice(const Device::DeviceInfo &info)
{
    const Topology topology = topologyOf(info);
    const Result<PartitionTable> table = readPartitionTable(info.path, topology.logicalBlockSize);
    if (table)
        return analyze(info.path, topology, table.value());

    if (info.partitions.isEmpty()) {
        if (std::optional<AlignmentReport> bare = analyzeBareDevice(info, topology))
            return *bare;
    }
    // The kernel's view is second best (it may lag behind the table on disk), but it is
    // what the drive is used with right now, and better than nothing.
    AlignmentReport report = analyze(info.path, topology, kernelView(info.partitions));
    report.note =
        info.partitions.isEmpty() ? table.error().message : fallbackNote(info.path, table.error());
    return report;
}

} // namespace DriveProof::Alignment
