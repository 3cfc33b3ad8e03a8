// Is a whole drive empty? A new drive arrives with no partition table and no file-system,
// RAID, LVM or encryption signature; such a drive can be tested on its raw device after one
// confirmation, where a drive with data needs the typed device name (issues 22 and 24).
// "Empty" is judged by signatures, like GNOME Disks' "Unknown" / "No partitioning": a drive
// full of data that carries no known signature reads as empty, which is why every write
// still asks once.
#pragma once

#include "deviceinfo.h"

#include <QString>
#include <QStringList>

namespace DriveProof::Device {

struct DriveContents
{
    enum class State { Empty, HasData, Unknown };
    State state = State::Unknown;
    // What was found, in libblkid's names: a table type ("gpt", "dos"), a superblock type
    // ("ext4", "swap", "LVM2_member", "linux_raid_member", "crypto_LUKS"), and "partitions",
    // "holders" or "mounted" where the kernel shows them.
    QStringList signatures;
    QString source; // "libblkid" (the device itself was read) or "udev" (its database)
    QString why;    // translated, when state is Unknown: why nothing could be read

    bool isEmpty() const { return state == State::Empty; }
};

// Reads the device with libblkid (read-only) where it can be opened, else udev's record of
// what its own libblkid probe found; the kernel's partitions, holders and mounts count too.
DriveContents probeDriveContents(const DeviceInfo &info);

// libblkid's signatures on a device or an image file; Unknown with the reason when the
// path cannot be opened for reading.
DriveContents probeSignatures(const QString &path);

// udev's database record of a block device (b<major>:<minor>), from `root` (tests: a fake
// /run/udev/data folder). Unknown when there is no record.
DriveContents udevSignatures(int major, int minor,
                             const QString &root = QStringLiteral("/run/udev/data"));

} // namespace DriveProof::Device
