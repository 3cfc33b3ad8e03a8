// Whether TRIM reaches the drive (issue 23, "set up for flash"): from each device a file
// system, swap or a person uses on the drive, down the block stack (core/device/blockstack.h)
// to the drive, every layer's discard limits as the kernel shows them in sysfs
// (queue/discard_granularity, queue/discard_max_bytes: 0 means the layer drops discards).
// A dm-crypt volume opened without allow_discards shows 0 there, so no root is needed to
// see it (its table, which names the option, is readable only as root). A USB disk's driver
// says whether it is attached through UAS or Bulk-Only (usb-storage), which passes none.
// A loop device turns discards into holes in its backing file: what reaches the drive under
// that file is up to the file system holding it.
#pragma once

#include "common/finding.h"
#include "common/result.h"
#include "device/mounttable.h"
#include "flash/fstrimtimer.h"

#include <QList>
#include <QString>

#include <optional>
#include <sys/types.h>

namespace DriveProof::Flash {

// What a layer is: "disk", "nvme", "dm-crypt", "lvm", "multipath", "dm", "md", "loop".
struct TrimLayer
{
    QString name;      // kernel name: "dm-2", "sda", "loop0"
    QString display;   // how a person knows it: "/dev/mapper/luks-…", "/dev/sda"
    QString kind;      // one of the words above
    QString partition; // the partition of it the layer above uses ("sda2"), else empty
    QString detail;    // dm: its name; md: its level; loop: its backing file
    QString usbDriver; // a drive on USB: "uas" or "usb-storage"; else empty
    bool leaf = false; // nothing below: the drive
    bool rotational = false;
    std::optional<quint64> discardGranularity;
    std::optional<quint64> discardMaxBytes;
    bool passesDiscards() const { return discardMaxBytes.value_or(0) > 0; }
};

enum class Reach {
    Drive,        // every layer passes discards down to the drive, which takes them
    BackingFile,  // down to a loop device, which frees the space in its backing file
    Stopped,      // a layer above the drive drops them (`stop`)
    NotSupported, // the drive (`stop`) does not take them
    Unknown,      // a layer shows no discard limits
};

// One way down: from a device in use (or the one asked about) to the drive.
struct TrimPath
{
    QString top;                      // kernel name of the device at the top
    QString topDisplay;               // "/dev/mapper/vg-home"
    QList<TrimLayer> layers;          // top first, the drive last
    QList<Device::MountEntry> mounts; // file systems mounted from the top device
    Reach reach = Reach::Unknown;
    int stop = -1; // the layer that stops them (Stopped, NotSupported, BackingFile: the loop)
};

struct TrimReport
{
    QString target; // what was asked about: "/dev/sda", a mount point
    QString device; // its kernel name
    QList<TrimPath> paths;
    FstrimTimer timer;
    QList<Finding> findings; // codes of trimfindings.h
    // The overall answer: the worst path's (Stopped before NotSupported before Unknown...).
    Reach reach = Reach::Unknown;
};

struct TrimRoots
{
    QString sys = QStringLiteral("/sys");
    QString dev = QStringLiteral("/dev");
    QString mountInfo = QStringLiteral("/proc/self/mountinfo");
    QString swaps = QStringLiteral("/proc/swaps");
    TimerRoots timer;
};

// For a block device (a drive, a partition, a dm, md or loop device) or any other path (the
// file system holding it). An error names the path when it is neither.
Result<TrimReport> trimReport(const QString &target, const TrimRoots &roots = {});
// The same for the device with this number, `target` only named in the report: a block
// device (`isBlock`: its users' stacks too) or the file system holding a path.
Result<TrimReport> trimReportOf(const QString &target, dev_t device, bool isBlock,
                                const TrimRoots &roots = {});

// "drive", "backing-file", "stopped", "not-supported", "unknown" (JSON).
QString reachKey(Reach reach);

// Whether a mount's options ask the file system to discard freed blocks itself
// ("discard", "discard=async", "discard=sync"; not "nodiscard").
bool mountDiscards(const Device::MountEntry &mount);

} // namespace DriveProof::Flash
