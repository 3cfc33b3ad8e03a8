// The block devices under a file or a device node, nearest first and the physical disks
// last: a partition resolves to its disk, dm/md to their slaves, a loop device to the
// disk holding its backing file. An NVMe multipath head (nvme0n1 on
// /sys/devices/virtual/nvme-subsystem) is served by per-controller paths (nvme0c0n1, hidden).
// The head stays the last device (it is the disk a person names); its paths are listed in
// flushPaths. Their /sys/block/X/stat flush counters (fields 16-17) say how many flushes
// each layer really sent (docs/powerloss.md §1) -- but only request-based (blk-mq) queues count them:
// bio-based layers (md, bio-based dm, the NVMe multipath head) pass flushes down as bios
// and their counters stay 0 (measured on Linux 6.1: md0 0 for 50 fdatasyncs while both
// members counted 50; nvme0n1 0 while nvme0c0n1 counted 50).
#pragma once

#include "device/transport.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <sys/types.h>

namespace DriveProof::Device {

struct StackDevice
{
    QString name; // kernel name of the whole device: "sda", "loop0", "dm-1"
    KernelCacheMode writeCacheKernel = KernelCacheMode::Unknown; // queue/write_cache
    bool fua = false;                                            // queue/fua
    quint32 logicalBlockSize = 0;                                // queue/logical_block_size
    // Nothing below it in the stack: a drive (or a virtual disk) that flushes must reach.
    bool leaf = false;
    // A request-based (blk-mq) queue, which has an `mq` folder in sysfs and counts the
    // flushes it completes. False for bio-based layers, whose counters say nothing.
    bool countsFlushes = true;
    // An NVMe multipath head: the hidden per-controller disks that do its I/O and count its
    // flushes ("nvme0c0n1"). Empty otherwise.
    QStringList flushPaths;
    // The partition of this device that the layer above sits on ("sda2"), or that the walk
    // started from; empty when the whole device is used.
    QString partition;
    // queue/discard_granularity and queue/discard_max_bytes (0: this layer drops discards);
    // nullopt where the kernel shows none.
    std::optional<quint64> discardGranularity;
    std::optional<quint64> discardMaxBytes;
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

} // namespace DriveProof::Device
