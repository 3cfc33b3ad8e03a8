// Which block device a caller's path names, whether it may be opened, and the opening
// itself. Everything that decides on a path string lives here, and it decides from the
// kernel's view (sysfs, then fstat of the opened fd), never from string prefixes alone.
// Called on the helper's main thread only.
#pragma once

#include "helpererror.h"

#include <QDBusUnixFileDescriptor>
#include <QString>
#include <QStringList>

#include <optional>

#include <sys/types.h>

namespace DriveProof::Helper {

// A block device named by a validated path, as sysfs describes it.
struct BlockDevice
{
    QString path;     // "/dev/sdb1"
    QString name;     // "sdb1", the kernel name
    QString diskName; // "sdb": the whole disk holding it (its own name for a disk)
    dev_t number = 0; // major:minor from /sys/class/block/<name>/dev

    bool isPartition() const { return name != diskName; }
};

// Where the kernel's facts are read. Only tests change these (fixture trees); the path a
// caller gives must always be "/dev/<name>".
struct DeviceRoots
{
    QString sys = QStringLiteral("/sys");
    QString mountInfo = QStringLiteral("/proc/self/mountinfo");
    QString swaps = QStringLiteral("/proc/swaps");
    QString dev = QStringLiteral("/dev"); // loop nodes asked what backs them
};

class DeviceOpener
{
public:
    explicit DeviceOpener(DeviceRoots roots = {});

    // "/dev/<kernel name>" of a block device listed in /sys/class/block whose node is not a
    // symlink and carries the device number sysfs gives. Anything else is refused.
    Checked<BlockDevice> resolve(const QString &path) const;

    // Refuses partitions for methods that talk to the drive itself (cache, health).
    std::optional<Refusal> requireWholeDisk(const BlockDevice &device) const;

    // Refuses when a writable open could disturb a user of the device: anything stacked on
    // it at any depth (partitions, holders such as dm/md/bcache, loop devices backed by it)
    // is mounted, swapped on or exists (Device::findDeviceUses()); for a partition, also
    // what sits on its disk itself. The refusal says what uses it.
    std::optional<Refusal> checkNotInUse(const BlockDevice &device) const;

    // Opens the node with `flags` plus O_NOFOLLOW|O_CLOEXEC|O_NOCTTY, then checks the opened
    // file: a block device with the number resolve() found. A swapped node is refused. The
    // descriptor is closed when the last copy of the returned object goes (after the reply).
    Checked<QDBusUnixFileDescriptor> open(const BlockDevice &device, int flags) const;

private:
    DeviceRoots m_roots;
};

} // namespace DriveProof::Helper
