// Drives as core/device would describe them, for building pages without hardware.
#pragma once

#include "alignment/alignment.h"
#include "device/deviceinfo.h"
#include "device/devicetr.h"

namespace TestDevices {

using DriveProof::Device::DeviceInfo;
using DriveProof::Device::PartitionInfo;

constexpr qint64 kSector = 512;

inline PartitionInfo partition(const QString &disk, const QString &suffix, int number,
                               qint64 startSector, qint64 sizeBytes)
{
    PartitionInfo p;
    p.number = number;
    p.name = disk + suffix + QString::number(number);
    p.path = QStringLiteral("/dev/") + p.name;
    p.startBytes = startSector * kSector;
    p.sizeBytes = sizeBytes;
    return p;
}

// A 512e SATA hard disk (512 logical / 4096 physical) at 7200 rpm, partitioned by an old
// tool: its first partition starts at sector 63.
inline DeviceInfo sataHdd512e()
{
    DeviceInfo d;
    d.name = QStringLiteral("sda");
    d.path = QStringLiteral("/dev/sda");
    d.model = QStringLiteral("ST2000DM008-2FR102");
    d.vendor = QStringLiteral("ATA");
    d.serial = QStringLiteral("ZFL1ABCD");
    d.firmware = QStringLiteral("0001");
    d.wwn = QStringLiteral("0x5000c500c0ffee01");
    d.transport = QStringLiteral("sata");
    d.rotational = true;
    d.rotationRateRpm = 7200;
    d.sizeBytes = 2000398934016;
    d.logicalBlockSize = 512;
    d.physicalBlockSize = 4096;
    d.minimumIoSize = 4096;
    d.writeCache = QStringLiteral("write back");
    d.partitions = {partition(d.name, QString(), 1, 63, 1000000000000)};
    d.partitions[0].mountpoints = {QStringLiteral("/srv/data")};
    d.sources = {QStringLiteral("sysfs"), QStringLiteral("udisks2")};
    return d;
}

inline DeviceInfo nvmeSsd()
{
    DeviceInfo d;
    d.name = QStringLiteral("nvme0n1");
    d.path = QStringLiteral("/dev/nvme0n1");
    d.model = QStringLiteral("Samsung SSD 980 PRO 1TB");
    d.serial = QStringLiteral("S5GXNF0R123456");
    d.firmware = QStringLiteral("5B2QGXA7");
    d.wwn = QStringLiteral("eui.002538b111b22c33");
    d.transport = QStringLiteral("nvme");
    d.rotational = false;
    d.sizeBytes = 1000204886016;
    d.logicalBlockSize = 512;
    d.physicalBlockSize = 512;
    d.minimumIoSize = 512;
    d.writeCache = QStringLiteral("write back");
    d.fua = true;
    d.partitions = {partition(d.name, QStringLiteral("p"), 1, 2048, 536870912),
                    partition(d.name, QStringLiteral("p"), 2, 1050624, 999666221056)};
    d.partitions[1].mountpoints = {QStringLiteral("/")};
    return d;
}

inline DeviceInfo loopDevice()
{
    DeviceInfo d;
    d.name = QStringLiteral("loop3");
    d.path = QStringLiteral("/dev/loop3");
    d.kind = DriveProof::Device::DeviceKind::Loop;
    d.transport = QStringLiteral("loop");
    d.backingFile = QStringLiteral("/var/tmp/images/disk-test.img");
    d.rotational = false;
    d.sizeBytes = 64 * 1024 * 1024;
    d.logicalBlockSize = 512;
    d.physicalBlockSize = 512;
    d.minimumIoSize = 512;
    d.writeCache = QStringLiteral("write through");
    return d;
}

// A virtual disk that reports little: no model, serial, firmware or WWN through sysfs.
inline DeviceInfo virtioWithGaps()
{
    DeviceInfo d;
    d.name = QStringLiteral("vdb");
    d.path = QStringLiteral("/dev/vdb");
    d.transport = QStringLiteral("virtio");
    d.rotational = true;
    d.sizeBytes = 10737418240;
    d.logicalBlockSize = 512;
    d.physicalBlockSize = 512;
    const QString why = QStringLiteral("not reported by this virtio device through sysfs");
    namespace Dev = DriveProof::Device;
    d.missing = {{QStringLiteral("model"), Dev::Tr::tr("model"), why},
                 {QStringLiteral("serial"), Dev::Tr::tr("serial number"), why},
                 {QStringLiteral("firmware"), Dev::Tr::tr("firmware revision"), why},
                 {QStringLiteral("wwn"), Dev::Tr::tr("WWN"), why},
                 {QStringLiteral("rotation_rate"), Dev::Tr::tr("rotation rate"), why},
                 {QStringLiteral("device_node"), Dev::Tr::tr("device node"),
                  QStringLiteral("/dev/vdb could not be opened (Permission denied)")}};
    return d;
}

// What Alignment::analyzeDevice would say after reading the same table with libblkid; pure.
inline DriveProof::Alignment::AlignmentReport reportFor(const DeviceInfo &d)
{
    DriveProof::Alignment::Topology topology;
    topology.logicalBlockSize = d.logicalBlockSize;
    topology.physicalBlockSize = d.physicalBlockSize;
    topology.optimalIoSize = d.optimalIoSize;
    topology.alignmentOffset = d.alignmentOffset;
    DriveProof::Alignment::PartitionTable table;
    table.type = QStringLiteral("dos");
    for (const PartitionInfo &p : d.partitions)
        table.entries.append({p.number, p.startBytes, p.sizeBytes});
    return DriveProof::Alignment::analyze(d.path, topology, table);
}

} // namespace TestDevices
