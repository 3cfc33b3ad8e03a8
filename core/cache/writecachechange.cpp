// Switching the drive's cache. Persistence is honest: asked for where it cannot be kept,
// the change is refused before anything is touched.
#include "writecache.h"

#include "ata/atatransport.h"
#include "cachetr.h"
#include "nvmetransport.h"
#include "scsitransport.h"
#include "udisksata.h"

#include <cerrno>

namespace DriveProof::Cache {

namespace {

Error cannotPersist(const QString &device)
{
    //: %1 device path
    return Error{device,
                 Tr::tr("%1 cannot keep this setting after a power cycle here, so "
                        "nothing was changed. Switch it without \"keep after reboot\": "
                        "it then lasts until the next power cycle.")
                     .arg(device),
                 EOPNOTSUPP};
}

Result<bool> changeAta(int fd, const Device::DeviceInfo &info, bool enabled, bool persist)
{
    QString driveObject;
    if (persist) {
        const UdisksAtaCache udisks = udisksAtaCache(info.name);
        if (!udisks.hasAta)
            return cannotPersist(info.path);
        driveObject = udisks.driveObjectPath;
    }
    const Result<Ata::AtaIdentifyData> after = Ata::ataSetWriteCache(fd, enabled, info.path);
    if (!after)
        return after.error();
    if (persist) {
        // udisks2 applies the configuration now (already true) and at every boot.
        const Result<bool> saved = udisksSetAtaWriteCache(driveObject, enabled);
        if (!saved)
            return saved.error();
    }
    return true;
}

Result<bool> changeScsi(int fd, const Device::DeviceInfo &info, bool enabled, bool persist)
{
    const Result<ScsiWriteCacheInfo> after = scsiSetWriteCache(fd, info.path, enabled, persist);
    if (!after)
        return after.error();
    // The sd driver caches WCE: make it re-read the page so that it keeps sending flushes
    // while the cache is on. A failure here is reported, the drive change itself stands.
    const Result<bool> revalidated = scsiRequestRevalidate(info.name);
    if (!revalidated)
        return revalidated.error();
    return true;
}

} // namespace

Result<WriteCacheState> setWriteCache(int fd, const Device::DeviceInfo &info, bool enabled,
                                      bool persist)
{
    const Result<WriteCacheState> before = readWriteCache(fd, info);
    if (!before)
        return before.error();
    const WriteCacheState &state = before.value();
    if (state.protocol == Protocol::None || state.supported == false) {
        //: %1 device path
        return Error{info.path,
                     Tr::tr("%1 has no volatile write cache that can be switched.").arg(info.path),
                     EOPNOTSUPP};
    }
    if (state.changeable == false) {
        //: %1 device path
        return Error{info.path,
                     Tr::tr("%1 does not allow its write cache setting to be "
                            "changed.")
                         .arg(info.path),
                     EOPNOTSUPP};
    }
    if (persist && state.persistence == Persistence::None)
        return cannotPersist(info.path);

    Result<bool> changed = true;
    switch (state.protocol) {
    case Protocol::Ata:
        changed = changeAta(fd, info, enabled, persist);
        break;
    case Protocol::Scsi:
        changed = changeScsi(fd, info, enabled, persist);
        break;
    case Protocol::Nvme: {
        const Result<NvmeWriteCacheInfo> after = nvmeSetWriteCache(fd, info.path, enabled, persist);
        changed = after ? Result<bool>(true) : Result<bool>(after.error());
        break;
    }
    case Protocol::None:
    case Protocol::Unknown:
        break;
    }
    if (!changed)
        return changed.error();
    // NVMe: the kernel's view is "the drive has a volatile cache" (VWC), which a Set
    // Features does not move; ATA and SCSI: the kernel follows the drive shortly.
    if (state.protocol == Protocol::Ata || state.protocol == Protocol::Scsi)
        waitForKernelCacheView(info.name, enabled);
    return readWriteCache(fd, info); // show what the drive and the kernel say now
}

} // namespace DriveProof::Cache
