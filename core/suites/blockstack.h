// The block devices under a file or a device node, nearest first and the physical disks
// last: a partition resolves to its disk, dm/md to their slaves, a loop device to the
// disk holding its backing file. Their /sys/block/X/stat flush counters (fields 16-17)
// say how many flushes each layer really sent (POWERLOSS.md §1).
#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <sys/types.h>

namespace DriveProof::Suites {

struct StackDevice
{
    QString name;                 // kernel name of the whole device: "sda", "loop0", "dm-1"
    QString writeCacheKernel;     // queue/write_cache
    bool fua = false;             // queue/fua
    quint32 logicalBlockSize = 0; // queue/logical_block_size
};

// `sysfsRoot` is "/sys" in production; tests may point it elsewhere.
QList<StackDevice> blockStackOf(dev_t device, const QString &sysfsRoot = QStringLiteral("/sys"));
// For a path: the stack under the file system holding it, or under the node itself when
// the path is a block device.
QList<StackDevice> blockStackOfPath(const QString &path,
                                    const QString &sysfsRoot = QStringLiteral("/sys"));

// Flush requests completed by the device so far; nullopt when the kernel does not count
// them (before 5.5) or the device has gone.
std::optional<quint64> flushCount(const QString &name,
                                  const QString &sysfsRoot = QStringLiteral("/sys"));

} // namespace DriveProof::Suites
