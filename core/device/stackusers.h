// What uses a block device, following the block stack to any depth: a write to a device
// disturbs everything built on it. One function answers for the helper (which runs as root
// and opens devices for writing) and for every raw-device write target in the core.
//
// Users found, recursively from the device (and, for a whole disk, from each partition):
//  - mounts: /proc/self/mountinfo by major:minor (and by /dev source);
//  - swap: /proc/swaps, by the st_rdev of the listed node (and by its path);
//  - holders: /sys/class/block/<name>/holders (device-mapper, md, bcache, ...);
//  - loop devices backed by the device: the kernel does not list those as holders (loop
//    opens the node as a file, it does not claim the block device), so every
//    /sys/block/loop*/loop/backing_file is looked at, and its backing device number taken
//    from LOOP_GET_STATUS64 (lo_rdevice) when the loop node can be opened, else from
//    stat() of the backing path.
// A loop over a *file* on a filesystem of the device is covered by "mounted".
// For a partition, the disk's own users count too (a filesystem or holder on the whole disk),
// but not its sibling partitions. The walk stops at a depth of 16 and never visits a device
// twice, so a cycle in a (fake or hostile) tree ends.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <sys/types.h>

namespace DriveProof::Device {

struct StackRoots
{
    QString sys = QStringLiteral("/sys");
    QString dev = QStringLiteral("/dev"); // loop nodes opened for LOOP_GET_STATUS64
    QString mountInfo = QStringLiteral("/proc/self/mountinfo");
    QString swaps = QStringLiteral("/proc/swaps");
};

// One user of a device: the devices stacked from it up to the user, and what the user is.
struct DeviceUse
{
    enum class Kind {
        Mounted, // the last device in the chain is mounted
        Swap,    // ... is in use as swap space
        Stacked, // ... is a device built on the one before it (nothing mounted found above)
    };
    enum class Link {
        Partition, // a partition of the device before it
        Holder,    // listed in the device before it's holders/ (dm, md, bcache, ...)
        Loop,      // a loop device whose backing file is the device before it
    };
    struct Step
    {
        QString name;    // kernel name, "loop1", "dm-0"
        QString display; // how a person knows it: "/dev/loop1", "/dev/mapper/vg-data"
        Link link = Link::Holder;
    };

    QString name;    // the device the chain starts from (the one asked about, or its disk)
    QString display; // "/dev/loop0"
    QList<Step> chain;
    Kind kind = Kind::Stacked;
    QStringList mountpoints; // Mounted only

    // The kernel name at the top of the chain (the mounted or swapped device).
    QString topName() const { return chain.isEmpty() ? name : chain.constLast().name; }
    // "/dev/loop0 backs the loop device /dev/loop1. /dev/loop1 is mounted on /mnt/x."
    // (translated: one sentence per link, see joinSentences())
    QString text() const;
};

// Every user of the block device with this kernel name ("sdb", "sdb1", "loop0"), mounts and
// swap first. Empty when nothing uses it (or when the name is unknown: check that first).
// A sysfs `dev` attribute ("MAJOR:MINOR", already trimmed) as a device number;
// nullopt for anything else.
std::optional<dev_t> parseDevNumber(QStringView text);

QList<DeviceUse> findDeviceUses(const QString &name, const StackRoots &roots = {});

// One sentence for a list of uses: the first one's text, and how many more there are.
// Empty for an empty list.
QString describeDeviceUses(const QList<DeviceUse> &uses);

} // namespace DriveProof::Device
