// SCSI write cache, I/O part: the caching mode page (08h) read and written through the
// kernel's SG_IO ioctl (sg_io_hdr_t, interface 'S'), on an fd opened on the whole-disk
// node (/dev/sdX or /dev/sgN). Blocking; call from a worker thread or the helper. Errors
// name the device and say what to do. Codecs: scsicodec.h.
#pragma once

#include "cachefindings.h"
#include "scsicodec.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace DriveProof::Cache {

// What the caching page says about the write cache, as the glue needs it.
struct ScsiWriteCacheInfo
{
    bool enabled = false;             // current WCE
    bool readCacheDisabled = false;   // current RCD
    bool pageSaveable = false;        // PS: a change can be saved (MODE SELECT with SP)
    std::optional<bool> changeable;   // WCE bit of the changeable mask; nullopt: unknown
    std::optional<bool> savedEnabled; // WCE of the saved page; nullopt: none or unknown
    QList<Finding> notes;             // why a value above is unknown (cachefindings.h)
};

// MODE SENSE(10) of the caching page with the given page control.
Result<ScsiCachingPage> scsiReadCachingPage(int fd, const QString &device, PageControl pc);

// Current page (required), then the changeable mask and, when the page is saveable, the
// saved page (both optional: a failure becomes a note).
Result<ScsiWriteCacheInfo> scsiReadWriteCache(int fd, const QString &device);

// MODE SELECT(10) of the current page with WCE = `enable`, SP only when `save`; refused
// up front when the mask says WCE is not changeable or `save` is asked of a page that is
// not saveable. Re-reads and returns the new state; an error if the drive did not change.
// Needs an fd with write access or CAP_SYS_RAWIO (the kernel filters SG_IO commands).
//
// Note for callers: the kernel's sd driver caches WCE (queue/write_cache) and does not see
// a change made through SG_IO. Call scsiRequestRevalidate() afterwards so that the kernel
// re-reads the page; otherwise it may stop sending flushes to a drive whose cache is on.
Result<ScsiWriteCacheInfo> scsiSetWriteCache(int fd, const QString &device, bool enable, bool save);

// Asks the kernel to re-read the disk's parameters (caching page included) by writing "1"
// to <sysRoot>/class/block/<name>/device/rescan. Only for whole SCSI disks (sd[a-z]+):
// anything else is refused. Does not change any setting.
Result<bool> scsiRequestRevalidate(const QString &blockName,
                                   const QString &sysRoot = QStringLiteral("/sys"));

} // namespace DriveProof::Cache
