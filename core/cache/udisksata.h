// udisks2's side of the ATA write cache: the setting it re-applies at every boot
// (Drive.Configuration "ata-write-cache-enabled") and how to change it. This is the only
// honest way to make an ATA cache setting survive a power cycle: the drive itself forgets.
#pragma once

#include "common/result.h"

#include <QString>

#include <optional>

namespace DriveProof::Cache {

struct UdisksAtaCache
{
    QString driveObjectPath;               // empty: udisks2 does not know this drive
    bool hasAta = false;                   // the drive has org.freedesktop.UDisks2.Drive.Ata
    std::optional<bool> configuredEnabled; // the saved configuration, if any
};

// Finds the drive behind kernel name `blockName` ("sda"). Empty result when udisks2 is
// not running or has no ATA drive for it; never an error (udisks2 is optional).
UdisksAtaCache udisksAtaCache(const QString &blockName);

// Saves "ata-write-cache-enabled" in udisks2's drive configuration, which udisks2 applies
// now and at every boot. udisks2 checks polkit itself; the helper calls this as root.
Result<bool> udisksSetAtaWriteCache(const QString &driveObjectPath, bool enabled);

} // namespace DriveProof::Cache
