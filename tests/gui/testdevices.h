// Drives as core/device would describe them, and what the window reads about them (write
// cache states, health summaries, errors), for building pages without hardware. Written
// once for every GUI test; testpages.h builds the pages.
#pragma once

#include "alignment/alignment.h"
#include "cache/writecache.h"
#include "common/result.h"
#include "device/deviceinfo.h"
#include "device/devicetr.h"
#include "health/health.h"
#include "health/healthreasons.h"

#include <QCoreApplication>

namespace TestDevices {

using DriveProof::Error;
using DriveProof::Cache::Persistence;
using DriveProof::Cache::Protocol;
using DriveProof::Cache::WriteCacheState;
using DriveProof::Device::DeviceInfo;
using DriveProof::Device::PartitionInfo;
using DriveProof::Health::HealthSummary;
using DriveProof::Health::Overall;

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
    d.transport = DriveProof::Device::Transport::Sata;
    d.rotational = true;
    d.rotationRateRpm = 7200;
    d.sizeBytes = 2000398934016;
    d.logicalBlockSize = 512;
    d.physicalBlockSize = 4096;
    d.minimumIoSize = 4096;
    d.writeCache = DriveProof::Device::KernelCacheMode::WriteBack;
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
    d.transport = DriveProof::Device::Transport::Nvme;
    d.rotational = false;
    d.sizeBytes = 1000204886016;
    d.logicalBlockSize = 512;
    d.physicalBlockSize = 512;
    d.minimumIoSize = 512;
    d.writeCache = DriveProof::Device::KernelCacheMode::WriteBack;
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
    d.transport = DriveProof::Device::Transport::Loop;
    d.backingFile = QStringLiteral("/var/tmp/images/disk-test.img");
    d.rotational = false;
    d.sizeBytes = 64 * 1024 * 1024;
    d.logicalBlockSize = 512;
    d.physicalBlockSize = 512;
    d.minimumIoSize = 512;
    d.writeCache = DriveProof::Device::KernelCacheMode::WriteThrough;
    return d;
}

// A virtual disk that reports little: no model, serial, firmware or WWN through sysfs.
inline DeviceInfo virtioWithGaps()
{
    DeviceInfo d;
    d.name = QStringLiteral("vdb");
    d.path = QStringLiteral("/dev/vdb");
    d.transport = DriveProof::Device::Transport::Virtio;
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

// The 512e disk as a SAS drive at /dev/sdb, kernel view write through, with FUA.
inline DeviceInfo sasDisk()
{
    DeviceInfo d = sataHdd512e();
    d.name = QStringLiteral("sdb");
    d.path = QStringLiteral("/dev/sdb");
    d.transport = DriveProof::Device::Transport::Sas;
    d.writeCache = DriveProof::Device::KernelCacheMode::WriteThrough;
    d.fua = true;
    return d;
}

// A SATA hard disk whose only file system is "mounted" on `folder`, so that the test picker
// offers that folder first. `ownSerial`: a serial of this test process, so that its runs
// land in a history of their own.
inline DeviceInfo diskOn(const QString &folder, bool ownSerial = false)
{
    DeviceInfo d = sataHdd512e();
    if (ownSerial)
        d.serial = QStringLiteral("DPTEST%1").arg(QCoreApplication::applicationPid());
    d.partitions[0].mountpoints = {folder};
    return d;
}

// An ATA drive with its cache on, udisks2 running (it keeps the setting across reboots).
inline WriteCacheState ataOn()
{
    WriteCacheState s;
    s.device = QStringLiteral("/dev/sda");
    s.protocol = Protocol::Ata;
    s.supported = true;
    s.enabled = true;
    s.savedEnabled = true;
    s.changeable = true;
    s.persistence = Persistence::Udisks2;
    s.kernelView = DriveProof::Device::KernelCacheMode::WriteBack;
    s.kernelFua = false;
    s.sources = {QStringLiteral("sysfs"), QStringLiteral("ATA IDENTIFY (SG_IO)"),
                 QStringLiteral("udisks2")};
    s.findings = DriveProof::Cache::compareDriveAndKernel(s);
    return s;
}

// A SAS drive, cache off now, but its saved caching page turns it on at the next power cycle.
inline WriteCacheState scsiOffSavedOn()
{
    WriteCacheState s;
    s.device = QStringLiteral("/dev/sdb");
    s.protocol = Protocol::Scsi;
    s.supported = true;
    s.enabled = false;
    s.savedEnabled = true;
    s.changeable = true;
    s.persistence = Persistence::DriveSaved;
    s.kernelView = DriveProof::Device::KernelCacheMode::WriteThrough;
    s.kernelFua = true;
    s.sources = {QStringLiteral("sysfs"), QStringLiteral("SCSI MODE SENSE page 08h (SG_IO)")};
    s.findings = DriveProof::Cache::compareDriveAndKernel(s);
    return s;
}

// The dangerous one: the drive's cache is on, the kernel believes write through.
inline WriteCacheState kernelDisagrees()
{
    WriteCacheState s = ataOn();
    s.savedEnabled.reset();
    s.persistence = Persistence::None;
    s.kernelView = DriveProof::Device::KernelCacheMode::WriteThrough;
    s.findings = DriveProof::Cache::compareDriveAndKernel(s);
    return s;
}

inline Error error(int errnum, const QString &message)
{
    return Error{QStringLiteral("/dev/sda"), message, errnum};
}

inline HealthSummary ataGood()
{
    HealthSummary h;
    h.device = QStringLiteral("/dev/sda");
    h.overall = Overall::Good;
    h.temperatureCelsius = 38.4;
    h.powerOnHours = 23456;
    h.powerCycles = 1234;
    h.unsafeShutdowns = 17;
    h.badSectors = 0;
    h.source = QStringLiteral("libatasmart");
    return h;
}

inline HealthSummary nvmeCaution()
{
    HealthSummary h;
    h.device = QStringLiteral("/dev/nvme0n1");
    h.overall = Overall::Caution;
    namespace Code = DriveProof::Health::ReasonCode;
    h.reasons = {
        DriveProof::Health::healthReason(Code::kNvmeSpareLow,
                                         {QStringLiteral("9"), QStringLiteral("10")}),
        DriveProof::Health::healthReason(Code::kNvmeEnduranceNear, {QStringLiteral("97")})};
    h.temperatureCelsius = 51;
    h.powerOnHours = 8760;
    h.powerCycles = 420;
    h.unsafeShutdowns = 3;
    h.mediaErrors = 0;
    h.availableSparePercent = 9;
    h.percentageUsed = 97;
    h.criticalWarning = 1;
    h.source = QStringLiteral("NVMe health log");
    return h;
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
