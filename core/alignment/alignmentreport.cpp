// Putting tables and rules together for a drive or an image.
#include "alignment.h"

#include "alignmenttr.h"

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

    // The kernel's view is second best (it may lag behind the table on disk), but it is
    // what the drive is used with right now, and better than nothing.
    AlignmentReport report = analyze(info.path, topology, kernelView(info.partitions));
    report.note =
        info.partitions.isEmpty() ? table.error().message : fallbackNote(info.path, table.error());
    return report;
}

} // namespace DriveProof::Alignment
