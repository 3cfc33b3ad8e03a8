// NVMe write cache and health log, I/O part: admin commands through the kernel's
// NVME_IOCTL_ADMIN_CMD on an fd opened on the controller (/dev/nvme0) or a namespace
// (/dev/nvme0n1). Blocking; call from a worker thread or the helper; needs root
// (CAP_SYS_ADMIN). Errors name the device and say what to do. Codecs: nvmecodec.h.
#pragma once

#include "cachefindings.h"
#include "nvmecodec.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace DriveProof::Cache {

// The volatile write cache as the controller reports it.
struct NvmeWriteCacheInfo
{
    bool present = false;             // Identify Controller VWC bit 0
    bool saveSelectSupported = false; // ONCS bit 4: SEL in Get / SV in Set Features
    std::optional<bool> enabled;      // Get Features 06h, SEL current; nullopt: unknown
    std::optional<bool> savedEnabled; // SEL saved, read only when the feature is saveable
    std::optional<NvmeFeatureCapabilities> capabilities; // SEL supported capabilities
    QList<Finding> notes; // why a value above is unknown (cachefindings.h)
};

Result<NvmeIdentifyController> nvmeIdentifyController(int fd, const QString &device);

// Identify Controller, then (when a cache is present) the current value and, when the
// controller supports Select, the capabilities and the saved value.
Result<NvmeWriteCacheInfo> nvmeReadWriteCache(int fd, const QString &device);

// Set Features 06h with WCE = `enable`, SV only when `save`; refused up front when no
// cache is present, when the capabilities say it is not changeable, or when `save` is
// asked and the feature is not known to be saveable. Re-reads and returns the new state.
// The kernel's view needs no update: the nvme driver flushes whenever VWC is present.
Result<NvmeWriteCacheInfo> nvmeSetWriteCache(int fd, const QString &device, bool enable, bool save);

// Get Log Page 02h (SMART / Health Information), controller-wide.
Result<NvmeHealthLog> nvmeReadHealthLog(int fd, const QString &device);

// Any admin command a builder of nvmecodec.h made (log pages, Device Self-test): the
// completion's dword 0 and the data. `op` words a failing status.
struct NvmeAdminReply
{
    quint32 result = 0;
    QByteArray data;
};
Result<NvmeAdminReply> nvmeAdmin(int fd, const QString &device, const nvme_admin_cmd &cmd,
                                 NvmeOperation op);

} // namespace DriveProof::Cache
