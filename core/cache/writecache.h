// The drive's volatile write cache: what the drive says, what the kernel believes, what
// can change and how a change can last. One value type shared by the core, the helper
// (over D-Bus as a{sv}), the CLI and the GUI.
#pragma once

#include "common/finding.h"
#include "common/result.h"
#include "device/deviceinfo.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace DriveProof::Cache {

// How a change of the setting can survive a power cycle.
enum class Persistence {
    None,       // only until the next power cycle (ATA without udisks2, non-saveable pages)
    Udisks2,    // ATA: udisks2 drive configuration, re-applied at every boot
    DriveSaved, // SCSI caching page saved (SP bit) / NVMe feature saved (SV bit)
};

// The command set the drive was asked with (device/transport.h commandSetFor()).
using Protocol = Device::CommandSet;

struct WriteCacheState
{
    QString device; // /dev/sda
    Protocol protocol = Protocol::Unknown;
    std::optional<bool> supported;    // drive has a volatile write cache
    std::optional<bool> enabled;      // drive's current setting
    std::optional<bool> savedEnabled; // SCSI saved page / NVMe saved value / udisks2 config
    std::optional<bool> changeable;   // the drive accepts a change
    Persistence persistence = Persistence::None;
    Device::KernelCacheMode kernelView = Device::KernelCacheMode::Unknown; // queue/write_cache
    std::optional<bool> kernelFua;                                         // queue/fua
    QStringList sources; // e.g. "ATA IDENTIFY (SG_IO)", "sysfs", "udisks2"
    // Disagreements and caveats as codes with arguments (cache/cachefindings.h), in the
    // order found; Cache::findingText() words each in the reader's language.
    QList<Finding> findings;

    QVariantMap toVariantMap() const; // for the helper's a{sv} replies; stable keys
    static Result<WriteCacheState> fromVariantMap(const QVariantMap &map);
};

// False for loop, virtio-blk and MMC devices: no drive-level cache to ask about, only the
// kernel's view (readWriteCache then needs no fd: pass -1). True for every sd disk: the
// SCSI disk driver takes SCSI commands whatever host adapter is under it (virtio-scsi too).
bool hasDriveLevelCache(const Device::DeviceInfo &info);

// Reads the state through an fd opened on the whole-disk node (as root, or from the
// helper's OpenDevice), plus sysfs for the kernel's view and udisks2's saved ATA setting
// when it runs. Loop/virtio devices: kernel view only, with a finding saying that the
// drive-level state does not apply. Blocking.
Result<WriteCacheState> readWriteCache(int fd, const Device::DeviceInfo &info);

// Switches the drive's cache (ATA SET FEATURES 02h/82h with FLUSH CACHE first when
// disabling; SCSI MODE SELECT page 08h; NVMe Set Features 06h), persisting only when
// `persist` and honest (see Persistence). Never touches queue/write_cache. Re-reads and
// returns the new state. Blocking; needs root (the helper calls it).
Result<WriteCacheState> setWriteCache(int fd, const Device::DeviceInfo &info, bool enabled,
                                      bool persist);

// Findings that compare the drive with the kernel, above all: the kernel says write
// through while the drive's cache is on, so no flushes are sent and committed data can be
// lost (FindingCode::kKernelWriteThroughCacheOn). Pure; used by readWriteCache, by the
// reader of an old helper's reply and by tests with injected states.
QList<Finding> compareDriveAndKernel(const WriteCacheState &state);

// A finding when the identity says the disk is a virtual one (INQUIRY vendor "QEMU",
// "VMware", "Msft Virtual Disk", a virtio transport...): not a reason to skip it, a fact
// about what its cache answers mean. Empty for a real drive. Pure.
QList<Finding> virtualDiskFindings(const Device::DeviceInfo &info);

// After a change of the drive's cache, the kernel learns the new setting by itself a moment
// later: libata re-validates the device from its error handler after SET FEATURES 02h/82h
// and then has sd re-read the caching mode page; sd re-reads it on the rescan that
// scsiRequestRevalidate() asks for. Reading queue/write_cache at once can show the old view
// beside the new drive state, i.e. a stale "kernel says write through" danger finding (seen
// in the drive lab on AHCI). Waits until the kernel's view matches `enabled`, at most
// `timeoutMs`; false when it did not (then the disagreement is real and is reported).
// Blocking: worker thread or helper only.
bool waitForKernelCacheView(const QString &blockName, bool enabled, int timeoutMs = 5000);

// The kernel's view for a person: "write back" and "write through" (queue/write_cache; JSON
// keeps the kernel's own words) in the current language; empty when unknown.
QString kernelViewWords(Device::KernelCacheMode view);

} // namespace DriveProof::Cache
