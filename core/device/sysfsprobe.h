// Reads what the kernel knows about block devices from sysfs, and what ioctls on the
// device node add when it can be opened. Works with no udisks2 at all: that is the
// default on servers and in containers. Roots are injectable so unit tests can point it
// at fixture trees.
#pragma once

#include "deviceinfo.h"
#include "mounttable.h"

#include <QString>

#include <optional>

namespace DriveProof::Device {

struct SysfsRoots
{
    QString sys = QStringLiteral("/sys");
    QString dev = QStringLiteral("/dev");
    QString mountInfo = QStringLiteral("/proc/self/mountinfo");
    bool useIoctls = true; // off for fixture trees: their /dev nodes do not exist
};

class SysfsProbe
{
public:
    explicit SysfsProbe(SysfsRoots roots = {});

    // Kernel names of whole disks worth listing: sd, nvme, vd, mmcblk, loop with a backing
    // file, and others with media; not dm/md/ram/zram/optical or hidden namespaces.
    QStringList diskNames() const;

    // One disk with its partitions; nullopt when /sys/block/<name> does not exist.
    std::optional<DeviceInfo> probe(const QString &name) const;
    QList<DeviceInfo> probeAll() const;

    // Kernel name of the whole disk that holds `name` ("sda1" -> "sda", "sda" -> "sda");
    // empty when no such block device exists.
    QString diskOf(const QString &name) const;

private:
    QString readAttr(const QString &relPath) const;
    void readIdentity(DeviceInfo &info, const QString &blockDir) const;
    void readTopology(DeviceInfo &info, const QString &blockDir) const;
    void readPartitions(DeviceInfo &info, const QString &blockDir, const MountTable &mounts) const;
    void readIoctls(DeviceInfo &info) const;

    SysfsRoots m_roots;
};

// Transport from the resolved sysfs device path, e.g.
// "/sys/devices/pci0000:00/0000:00:14.0/usb2/2-1/.../block/sdb" -> "usb".
// Adds a MissingFact for each identity value still unknown. Call after every source merged.
void noteMissingFacts(DeviceInfo &info);

QString transportFromSysfsPath(const QString &name, const QString &devicePath);

} // namespace DriveProof::Device
