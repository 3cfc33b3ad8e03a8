#include "scsitransport.h"

#include "cacheerrors.h"
#include "cachetr.h"

#include <QFile>
#include <QLoggingCategory>
#include <QRegularExpression>

#include <scsi/sg.h>
#include <sys/ioctl.h>

#include <cerrno>
#include <cstring>

namespace DriveProof::Cache {

namespace {

Q_LOGGING_CATEGORY(lcScsi, "driveproof.core.cache.scsi", QtWarningMsg)

// SG_IO timeouts: MODE SENSE answers from memory; MODE SELECT with SP writes
// non-volatile memory, which some drives do slowly.
constexpr unsigned kSenseTimeoutMs = 10000;
constexpr unsigned kSelectTimeoutMs = 30000;
// SPC-4 allows up to 252 bytes of sense data; 64 hold every fixed/descriptor header.
constexpr int kSenseBufferSize = 64;
// SAM-5, Status codes (sg_io_hdr_t::status carries the SCSI status byte).
constexpr unsigned kStatusCheckCondition = 0x02;
constexpr unsigned kStatusBusy = 0x08;
// Linux <scsi/scsi.h> host byte: DID_TIME_OUT.
constexpr unsigned kHostTimeOut = 0x03;

struct SgRequest
{
    ScsiCdb10 cdb{};
    int direction = SG_DXFER_FROM_DEV;
    QByteArray data; // buffer to fill (FROM_DEV) or to send (TO_DEV)
    unsigned timeoutMs = kSenseTimeoutMs;
    ModeOperation operation = ModeOperation::SenseCurrent;
};

QString commandName(ModeOperation op)
{
    return op == ModeOperation::Select || op == ModeOperation::SelectSave
               ? QStringLiteral("MODE SELECT(10)")
               : QStringLiteral("MODE SENSE(10)");
}

Error ioctlError(const QString &device, const SgRequest &req, int err)
{
    QString what;
    switch (err) {
    case ENOTTY:
    case EINVAL:
    case EOPNOTSUPP:
        what = Tr::tr("The device does not accept SCSI commands, so its drive-level write "
                      "cache cannot be read or changed this way.");
        break;
    case EPERM:
    case EACCES:
        what = Tr::tr("Permission denied: run as root or through the DriveProof helper.");
        break;
    case ENODEV:
    case ENXIO:
        what = Tr::tr("The device is gone; reconnect it and try again.");
        break;
    default:
        what = QString::fromLocal8Bit(strerror(err));
        break;
    }
    //: %1 SCSI command name, %2 device path, %3 the reason and what to do
    return Error{device,
                 Tr::tr("%1 failed on %2: %3").arg(commandName(req.operation), device, what), err};
}

Error statusError(const QString &device, const SgRequest &req, const sg_io_hdr_t &io,
                  const QByteArray &sense)
{
    QString what;
    if (io.host_status == kHostTimeOut) {
        what = Tr::tr("The drive did not answer in time; check its cable and power.");
    } else if (io.host_status != 0) {
        //: %1 the Linux host status code in hex
        what = Tr::tr("The connection to the drive failed (host status %1h); check its cable "
                      "and power.")
                   .arg(QString::number(io.host_status, 16));
    } else if (io.status == kStatusBusy) {
        what = Tr::tr("The drive is busy; try again in a moment.");
    } else if (io.sb_len_wr > 0) {
        const Result<ScsiSense> parsed = parseSense(sense);
        what = parsed ? explainSense(parsed.value(), req.operation) : parsed.error().message;
    } else {
        //: %1 SCSI status byte in hex
        what = Tr::tr("The drive returned SCSI status %1h without sense data.")
                   .arg(QString::number(io.status, 16));
    }
    //: %1 SCSI command name, %2 device path, %3 the reason and what to do
    return Error{device,
                 Tr::tr("%1 failed on %2: %3").arg(commandName(req.operation), device, what), EIO};
}

// One SG_IO exchange. On success the returned buffer holds what the drive transferred.
Result<QByteArray> sgIo(int fd, const QString &device, SgRequest req)
{
    QByteArray sense(kSenseBufferSize, '\0');
    sg_io_hdr_t io{};
    io.interface_id = 'S';
    io.dxfer_direction = req.direction;
    io.cmd_len = quint8(req.cdb.size());
    io.cmdp = req.cdb.data();
    io.mx_sb_len = quint8(sense.size());
    io.sbp = reinterpret_cast<unsigned char *>(sense.data());
    io.dxfer_len = unsigned(req.data.size());
    io.dxferp = req.data.data();
    io.timeout = req.timeoutMs;
    int rc;
    do {
        rc = ::ioctl(fd, SG_IO, &io);
    } while (rc < 0 && errno == EINTR);
    if (rc < 0)
        return ioctlError(device, req, errno);
    sense.truncate(qMin<int>(io.sb_len_wr, kSenseBufferSize));
    if ((io.info & SG_INFO_OK_MASK) != SG_INFO_OK) {
        qCDebug(lcScsi) << device << commandName(req.operation) << "status" << io.status << "host"
                        << io.host_status << "driver" << io.driver_status << "sense"
                        << sense.toHex(' ');
        const Result<ScsiSense> parsed = parseSense(sense);
        const bool benign = io.host_status == 0 && io.status == kStatusCheckCondition && parsed &&
                            senseIsBenign(parsed.value());
        if (!benign)
            return statusError(device, req, io, sense);
    }
    if (req.direction == SG_DXFER_FROM_DEV && io.resid > 0 && io.resid <= req.data.size())
        req.data.truncate(req.data.size() - io.resid);
    return req.data;
}

} // namespace

Result<ScsiCachingPage> scsiReadCachingPage(int fd, const QString &device, PageControl pc)
{
    SgRequest req;
    req.cdb = buildModeSenseCaching(pc);
    req.data = QByteArray(kModeSenseAllocationLength, '\0');
    req.operation = senseOperationFor(pc);
    const Result<QByteArray> reply = sgIo(fd, device, req);
    if (!reply)
        return reply.error();
    Result<ScsiCachingPage> page = parseCachingModeSense(reply.value(), pc);
    if (!page) {
        //: %1 device path, %2 what is wrong with the reply
        return Error{device,
                     Tr::tr("The caching mode page of %1 could not be decoded: %2")
                         .arg(device, page.error().message),
                     EPROTO};
    }
    return page;
}

Result<ScsiWriteCacheInfo> scsiReadWriteCache(int fd, const QString &device)
{
    const Result<ScsiCachingPage> current = scsiReadCachingPage(fd, device, PageControl::Current);
    if (!current)
        return current.error();
    ScsiWriteCacheInfo info;
    info.enabled = current->wce;
    info.readCacheDisabled = current->rcd;
    info.pageSaveable = current->pageSaveable;
    const Result<ScsiCachingPage> mask = scsiReadCachingPage(fd, device, PageControl::Changeable);
    if (mask)
        info.changeable = mask->wce;
    else
        info.notes << cacheFinding(FindingCode::kChangeableUnknown, {device, mask.error().message});
    if (info.pageSaveable) {
        const Result<ScsiCachingPage> saved = scsiReadCachingPage(fd, device, PageControl::Saved);
        if (saved)
            info.savedEnabled = saved->wce;
        else
            info.notes << cacheFinding(FindingCode::kSavedUnknown, {device, saved.error().message});
    }
    return info;
}

Result<ScsiWriteCacheInfo> scsiSetWriteCache(int fd, const QString &device, bool enable, bool save)
{
    const Result<ScsiCachingPage> current = scsiReadCachingPage(fd, device, PageControl::Current);
    if (!current)
        return current.error();
    const Result<ScsiCachingPage> mask = scsiReadCachingPage(fd, device, PageControl::Changeable);
    if (mask && !mask->wce) {
        //: %1 device path
        return Error{device,
                     Tr::tr("The drive %1 does not allow its write cache to be "
                            "switched (its caching page marks WCE as not changeable).")
                         .arg(device),
                     EOPNOTSUPP};
    }
    if (save && !current->pageSaveable) {
        //: %1 device path
        return Error{device,
                     Tr::tr("The drive %1 cannot save its caching page, so the change "
                            "cannot be kept after a power cycle. Switch it without "
                            "keeping it instead.")
                         .arg(device),
                     EOPNOTSUPP};
    }
    const Result<QByteArray> list = buildCachingModeSelectList(current.value(), enable);
    if (!list)
        return Error{device, list.error().message, EINVAL};
    SgRequest req;
    req.cdb = buildModeSelect(quint16(list->size()), save);
    req.direction = SG_DXFER_TO_DEV;
    req.data = list.value();
    req.timeoutMs = kSelectTimeoutMs;
    req.operation = save ? ModeOperation::SelectSave : ModeOperation::Select;
    const Result<QByteArray> sent = sgIo(fd, device, req);
    if (!sent)
        return sent.error();
    Result<ScsiWriteCacheInfo> after = scsiReadWriteCache(fd, device);
    if (after && after->enabled != enable)
        return stillUnchanged(device, enable);
    return after;
}

Result<bool> scsiRequestRevalidate(const QString &blockName, const QString &sysRoot)
{
    static const QRegularExpression wholeScsiDisk(QStringLiteral("^sd[a-z]+$"));
    if (!wholeScsiDisk.match(blockName).hasMatch()) {
        //: %1 kernel block device name
        return Error{blockName,
                     Tr::tr("%1 is not a whole SCSI disk; only those can be asked to "
                            "re-read their caching page.")
                         .arg(blockName),
                     EINVAL};
    }
    QFile rescan(sysRoot + QStringLiteral("/class/block/") + blockName +
                 QStringLiteral("/device/rescan"));
    if (!rescan.open(QIODevice::WriteOnly | QIODevice::ExistingOnly) || rescan.write("1") != 1) {
        //: %1 kernel block device name, %2 system error text
        return Error{blockName,
                     Tr::tr("Could not ask the kernel to re-read the settings of %1: %2. "
                            "Its view of the write cache may be out of date until "
                            "the next reboot.")
                         .arg(blockName, rescan.errorString()),
                     EIO};
    }
    return true;
}

} // namespace DriveProof::Cache
