#include "nvmetransport.h"

#include "cacheerrors.h"
#include "cachetr.h"

#include <QLoggingCategory>

#include <sys/ioctl.h>

#include <cerrno>
#include <cstring>

namespace DriveProof::Cache {

namespace {

Q_LOGGING_CATEGORY(lcNvme, "driveproof.core.cache.nvme", QtWarningMsg)

QString commandName(NvmeOperation op)
{
    switch (op) {
    case NvmeOperation::Identify:
        return QStringLiteral("Identify Controller");
    case NvmeOperation::GetFeature:
    case NvmeOperation::GetSavedFeature:
        return QStringLiteral("Get Features (Volatile Write Cache)");
    case NvmeOperation::SetFeature:
    case NvmeOperation::SetFeatureSave:
        return QStringLiteral("Set Features (Volatile Write Cache)");
    case NvmeOperation::GetLog:
        return QStringLiteral("Get Log Page (SMART / Health)");
    case NvmeOperation::DeviceSelfTest:
        return QStringLiteral("Device Self-test");
    }
    return QString();
}

QString errnoReason(int err)
{
    switch (err) {
    case ENOTTY:
    case EINVAL:
    case EOPNOTSUPP:
        return Tr::tr("The device does not accept NVMe admin commands (it is not an NVMe drive).");
    case EPERM:
    case EACCES:
        return Tr::tr("Permission denied: run as root or through the DriveProof helper.");
    case ENODEV:
    case ENXIO:
        return Tr::tr("The device is gone; reconnect it and try again.");
    case ETIMEDOUT:
    case EINTR:
        return Tr::tr("The drive did not answer in time; try again.");
    default:
        return QString::fromLocal8Bit(strerror(err));
    }
}

struct AdminReply
{
    quint32 result = 0; // completion queue entry dword 0
    QByteArray data;    // what the drive transferred, data_len bytes
};

// One admin command. The ioctl returns -1/errno for a kernel error and a positive NVMe
// status for a command the drive completed with an error.
Result<AdminReply> submitAdmin(int fd, const QString &device, nvme_admin_cmd cmd, NvmeOperation op)
{
    AdminReply reply;
    reply.data = QByteArray(qsizetype(cmd.data_len), '\0');
    cmd.addr = cmd.data_len ? quint64(reinterpret_cast<quintptr>(reply.data.data())) : 0;
    const int rc = ::ioctl(fd, NVME_IOCTL_ADMIN_CMD, &cmd);
    QString reason;
    int err = 0;
    if (rc < 0) {
        err = errno;
        reason = errnoReason(err);
    } else if (rc > 0) {
        qCDebug(lcNvme) << device << commandName(op) << "status" << Qt::hex << rc;
        err = EIO;
        reason = explainNvmeStatus(quint32(rc), op);
    } else {
        reply.result = cmd.result;
        return reply;
    }
    //: %1 NVMe command name, %2 device path, %3 the reason and what to do
    return Error{device, Tr::tr("%1 failed on %2: %3").arg(commandName(op), device, reason), err};
}

Result<quint32> getWriteCacheFeature(int fd, const QString &device, NvmeFeatureSelect select)
{
    const NvmeOperation op = select == NvmeFeatureSelect::Saved ? NvmeOperation::GetSavedFeature
                                                                : NvmeOperation::GetFeature;
    const Result<AdminReply> reply = submitAdmin(fd, device, buildGetWriteCacheFeature(select), op);
    if (!reply)
        return reply.error();
    return reply->result;
}

Error undecodable(const QString &device, const Error &parseError)
{
    //: %1 device path, %2 what is wrong with the data
    return Error{
        device,
        Tr::tr("The data %1 returned could not be decoded: %2").arg(device, parseError.message),
        EPROTO};
}

} // namespace

Result<NvmeIdentifyController> nvmeIdentifyController(int fd, const QString &device)
{
    const Result<AdminReply> reply =
        submitAdmin(fd, device, buildIdentifyController(), NvmeOperation::Identify);
    if (!reply)
        return reply.error();
    Result<NvmeIdentifyController> id = parseIdentifyController(reply->data);
    if (!id)
        return undecodable(device, id.error());
    return id;
}

Result<NvmeWriteCacheInfo> nvmeReadWriteCache(int fd, const QString &device)
{
    const Result<NvmeIdentifyController> id = nvmeIdentifyController(fd, device);
    if (!id)
        return id.error();
    NvmeWriteCacheInfo info;
    info.present = id->volatileWriteCache;
    info.saveSelectSupported = id->saveSelectSupported;
    if (!info.present)
        return info; // §5.21.1.6: Get / Set Features 06h abort without a cache
    const Result<quint32> current = getWriteCacheFeature(fd, device, NvmeFeatureSelect::Current);
    if (!current) {
        // The cache is known to be there; keep that and say why its state is unknown.
        info.notes << cacheFinding(FindingCode::kCurrentUnknown, {device, current.error().message});
        return info;
    }
    info.enabled = parseWriteCacheEnabled(current.value());
    if (!info.saveSelectSupported) {
        info.notes << cacheFinding(FindingCode::kNvmeNotSaveable);
        return info;
    }
    const Result<quint32> caps =
        getWriteCacheFeature(fd, device, NvmeFeatureSelect::SupportedCapabilities);
    if (!caps) {
        info.notes << cacheFinding(FindingCode::kChangeableUnknown, {device, caps.error().message});
        return info;
    }
    info.capabilities = parseFeatureCapabilities(caps.value());
    if (info.capabilities->saveable) {
        const Result<quint32> saved = getWriteCacheFeature(fd, device, NvmeFeatureSelect::Saved);
        if (saved)
            info.savedEnabled = parseWriteCacheEnabled(saved.value());
        else
            info.notes << cacheFinding(FindingCode::kSavedUnknown, {device, saved.error().message});
    }
    return info;
}

Result<NvmeWriteCacheInfo> nvmeSetWriteCache(int fd, const QString &device, bool enable, bool save)
{
    const Result<NvmeWriteCacheInfo> before = nvmeReadWriteCache(fd, device);
    if (!before)
        return before.error();
    if (!before->present) {
        //: %1 device path
        return Error{device,
                     Tr::tr("The drive %1 has no volatile write cache to switch.").arg(device),
                     EOPNOTSUPP};
    }
    if (before->capabilities && !before->capabilities->changeable) {
        //: %1 device path
        return Error{
            device,
            Tr::tr("The drive %1 does not allow its write cache to be switched.").arg(device),
            EOPNOTSUPP};
    }
    if (save && !(before->capabilities && before->capabilities->saveable)) {
        //: %1 device path
        return Error{device,
                     Tr::tr("The drive %1 cannot save its write cache setting, so the "
                            "change cannot be kept after a power cycle. Switch it "
                            "without keeping it instead.")
                         .arg(device),
                     EOPNOTSUPP};
    }
    const Result<AdminReply> set =
        submitAdmin(fd, device, buildSetWriteCacheFeature(enable, save),
                    save ? NvmeOperation::SetFeatureSave : NvmeOperation::SetFeature);
    if (!set)
        return set.error();
    Result<NvmeWriteCacheInfo> after = nvmeReadWriteCache(fd, device);
    if (after && after->enabled != enable)
        return stillUnchanged(device, enable);
    return after;
}

Result<NvmeAdminReply> nvmeAdmin(int fd, const QString &device, const nvme_admin_cmd &cmd,
                                 NvmeOperation op)
{
    const Result<AdminReply> reply = submitAdmin(fd, device, cmd, op);
    if (!reply)
        return reply.error();
    return NvmeAdminReply{reply->result, reply->data};
}

Result<NvmeHealthLog> nvmeReadHealthLog(int fd, const QString &device)
{
    const Result<AdminReply> reply =
        submitAdmin(fd, device, buildGetHealthLog(), NvmeOperation::GetLog);
    if (!reply)
        return reply.error();
    Result<NvmeHealthLog> log = parseHealthLog(reply->data);
    if (!log)
        return undecodable(device, log.error());
    return log;
}

} // namespace DriveProof::Cache
