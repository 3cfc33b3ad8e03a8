// What core/flash finds about TRIM (common/findingtable.h), worded here once in the
// reader's language. Arguments are device paths, mount points and file names.
#pragma once

#include "common/findingtable.h"

#include <QCoreApplication>

namespace DriveProof::Flash {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Flash)
};

struct TrimReport;

namespace Code {
// Good. Arguments: the top device, the drive.
inline constexpr char kReaches[] = "trim.reaches";
// Good. Argument: the drive, used directly (no layer above it).
inline constexpr char kDriveTakes[] = "trim.drive-takes";
// Info. Arguments: the top device, the loop device, its backing file.
inline constexpr char kLoopBackingFile[] = "trim.loop-backing-file";
// Caution. Arguments: the dm-crypt volume, the top device.
inline constexpr char kStoppedDmCrypt[] = "trim.stopped.dm-crypt";
// Caution. Arguments: the layer that drops discards, the top device.
inline constexpr char kStopped[] = "trim.stopped";
// Info. Argument: the drive (a hard disk, which needs none).
inline constexpr char kHardDisk[] = "trim.hard-disk";
// Caution. Argument: the drive, attached through usb-storage (Bulk-Only Transport).
inline constexpr char kUsbBot[] = "trim.usb-bot";
// Caution. Argument: the drive, attached through UAS.
inline constexpr char kUsbUas[] = "trim.usb-uas";
// Info. Argument: the drive.
inline constexpr char kNotSupported[] = "trim.not-supported";
// Info. Argument: the layer without discard limits in sysfs.
inline constexpr char kUnknown[] = "trim.unknown";
// Info. Argument: the mount point (mounted with discard, trimmed at every delete).
inline constexpr char kMountDiscard[] = "trim.mount.discard";
// Good. Argument: the mount point (btrfs' discard=async).
inline constexpr char kMountDiscardAsync[] = "trim.mount.discard-async";
// Good. Argument: the mount point (trimmed weekly by fstrim.timer).
inline constexpr char kMountFstrim[] = "trim.mount.fstrim";
// Caution. Argument: the mount point (neither).
inline constexpr char kMountUntrimmed[] = "trim.mount.untrimmed";
// Info; no arguments: systemd is not running, so fstrim.timer runs nothing.
inline constexpr char kNoSystemd[] = "trim.no-systemd";
// Info. Argument: the device asked about: none of its file systems is mounted.
inline constexpr char kNoneMounted[] = "trim.none-mounted";
} // namespace Code

const FindingTable &findingTable();
QString findingText(const Finding &finding);

// The findings for a report whose paths, mounts and timer are filled in.
QList<Finding> trimFindings(const TrimReport &report);

// "%1 is not on a block device DriveProof can see in sysfs."
QString trimNoDeviceText(const QString &target);

} // namespace DriveProof::Flash
