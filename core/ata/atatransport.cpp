#include "atatransport.h"

#include "atatr.h"

#include <QLoggingCategory>

#include <scsi/sg.h>
#include <sys/ioctl.h>
#include <sys/stat.h>

#include <array>
#include <cerrno>
#include <cstring>

namespace DriveProof::Ata {

namespace {

Q_LOGGING_CATEGORY(lcAta, "driveproof.core.ata", QtInfoMsg)

constexpr int kSenseBufferSize = 64;            // 22 bytes carry the ATA descriptor; room to spare
constexpr unsigned char kScsiStatusGood = 0x00; // SAM-5 status codes
// sg driver_status: bits 2:0 a DRIVER_* code, bit 3 DRIVER_SENSE (sense data present, not
// an error), bits 7:4 SUGGEST_* hints. Only the code says something went wrong.
constexpr unsigned short kDriverCodeMask = 0x07;
constexpr unsigned short kDriverTimeout = 0x06; // sg: DRIVER_TIMEOUT
constexpr unsigned short kHostTimeout = 0x03;   // sg: DID_TIME_OUT

QString deviceName(const QString &device)
{
    return device.isEmpty() ? Tr::tr("the device") : device;
}

Error systemError(const QString &device, const QString &command, int errnum)
{
    QString message;
    if (errnum == ENOTTY || errnum == EINVAL || errnum == ENOSYS) {
        //: %1 device, %2 ATA command name
        message = Tr::tr("%1 does not accept SCSI commands (SG_IO), so %2 cannot reach a "
                         "drive: it is not a whole SATA, SAS or USB disk (partitions, loop, "
                         "virtual and NVMe devices have no ATA drive behind them).")
                      .arg(deviceName(device), command);
    } else if (errnum == EACCES || errnum == EPERM) {
        //: %1 device, %2 ATA command name
        message = Tr::tr("Permission denied sending %2 to %1: ATA commands need root or the "
                         "DriveProof helper.")
                      .arg(deviceName(device), command);
    } else {
        //: %1 ATA command name, %2 device, %3 the system's error text
        message = Tr::tr("Sending %1 to %2 failed: %3.")
                      .arg(command, deviceName(device), QString::fromLocal8Bit(strerror(errnum)));
    }
    return Error{device, message, errnum};
}

Result<AtaReply> registersToReply(const AtaRegisters &regs, const AtaSense &sense,
                                  const QString &command, const QString &device)
{
    switch (ataOutcome(regs)) {
    case AtaOutcome::Success:
        return AtaReply{regs};
    case AtaOutcome::Aborted:
        //: %1 device, %2 ATA command name, %3 technical details
        return Error{device,
                     Tr::tr("The drive in %1 refused %2 (ABORT): it does not support "
                            "this command or setting (%3).")
                         .arg(deviceName(device), command, describeAtaSense(sense)),
                     EOPNOTSUPP};
    case AtaOutcome::Failed:
        break;
    }
    //: %1 device, %2 ATA command name, %3 technical details
    return Error{device,
                 Tr::tr("The drive in %1 reported an error for %2 (%3); check its "
                        "health and cabling, then try again.")
                     .arg(deviceName(device), command, describeAtaSense(sense)),
                 EIO};
}

// What the sense data says when the SCSI layer (not the drive) answered.
Error scsiRejection(const AtaSense &sense, const QString &command, const QString &device)
{
    constexpr quint8 kIllegalRequest = 0x5; // SPC-4 sense key
    if (sense.senseKey == kIllegalRequest)
        //: %1 device, %2 ATA command name, %3 technical details
        return Error{device,
                     Tr::tr("%1 rejected %2: the disk or its USB bridge does not pass "
                            "ATA commands through (SAT) (%3).")
                         .arg(deviceName(device), command, describeAtaSense(sense)),
                     EOPNOTSUPP};
    //: %1 device, %2 ATA command name, %3 technical details
    return Error{
        device,
        Tr::tr("%1 did not run %2 (%3).").arg(deviceName(device), command, describeAtaSense(sense)),
        EIO};
}

Result<AtaReply> interpret(const sg_io_hdr_t &io, QByteArrayView senseBytes, const QString &command,
                           const QString &device)
{
    if (io.host_status == kHostTimeout || (io.driver_status & kDriverCodeMask) == kDriverTimeout)
        //: %1 ATA command name, %2 device
        return Error{device,
                     Tr::tr("%1 timed out on %2: the drive did not answer.")
                         .arg(command, deviceName(device)),
                     ETIMEDOUT};
    if (io.host_status != 0 || (io.driver_status & kDriverCodeMask) != 0)
        //: %1 ATA command name, %2 device, %3 / %4 numbers from the kernel
        return Error{device,
                     Tr::tr("%1 did not reach the drive in %2 (host status %3, driver "
                            "status %4).")
                         .arg(command, deviceName(device))
                         .arg(io.host_status)
                         .arg(io.driver_status),
                     EIO};
    if (senseBytes.isEmpty()) {
        if (io.status == kScsiStatusGood)
            return AtaReply{}; // a bridge that ignores CK_COND: success, registers unknown
        //: %1 ATA command name, %2 device, %3 SCSI status byte
        return Error{device,
                     Tr::tr("%1 failed on %2 with SCSI status %3h and no sense data.")
                         .arg(command, deviceName(device))
                         .arg(uint(io.status), 2, 16, QLatin1Char('0')),
                     EIO};
    }
    const Result<AtaSense> sense = parseAtaSense(senseBytes);
    if (!sense)
        return Error{device, sense.error().message, EIO};
    if (!sense->registers)
        return scsiRejection(sense.value(), command, device);
    return registersToReply(*sense->registers, sense.value(), command, device);
}

} // namespace

Result<AtaReply> ataPassThrough(int fd, const AtaCdb16 &cdb, QByteArray *dataIn, unsigned timeoutMs,
                                const QString &command, const QString &device)
{
    struct stat st = {};
    if (::fstat(fd, &st) != 0)
        return systemError(device, command, errno);
    if (!S_ISBLK(st.st_mode) && !S_ISCHR(st.st_mode))
        return systemError(device, command, ENOTTY); // a regular file, pipe, ...

    AtaCdb16 cmd = cdb; // sg_io_hdr wants non-const pointers
    std::array<unsigned char, kSenseBufferSize> sense{};
    sg_io_hdr_t io = {};
    io.interface_id = 'S';
    io.cmd_len = quint8(cmd.size());
    io.cmdp = cmd.data();
    io.mx_sb_len = quint8(sense.size());
    io.sbp = sense.data();
    io.timeout = timeoutMs;
    io.dxfer_direction = dataIn ? SG_DXFER_FROM_DEV : SG_DXFER_NONE;
    if (dataIn) {
        io.dxfer_len = unsigned(dataIn->size());
        io.dxferp = dataIn->data();
    }
    if (::ioctl(fd, SG_IO, &io) != 0) {
        const int errnum = errno;
        qCDebug(lcAta) << command << "SG_IO failed:" << strerror(errnum);
        return systemError(device, command, errnum);
    }
    const QByteArrayView senseBytes(sense.data(), qMin<qsizetype>(io.sb_len_wr, sense.size()));
    qCDebug(lcAta) << command << "status" << io.status << "host" << io.host_status << "driver"
                   << io.driver_status << "sense" << senseBytes.toByteArray().toHex(' ');
    return interpret(io, senseBytes, command, device);
}

Result<QByteArray> ataIdentifyRaw(int fd, const QString &device)
{
    QByteArray data(kAtaIdentifySize, '\0');
    const Result<AtaReply> reply =
        ataPassThrough(fd, buildAtaIdentifyCdb(), &data, kAtaCommandTimeoutMs,
                       QStringLiteral("IDENTIFY DEVICE"), device);
    if (!reply)
        return reply.error();
    return data;
}

Result<AtaIdentifyData> ataIdentify(int fd, const QString &device)
{
    const Result<QByteArray> data = ataIdentifyRaw(fd, device);
    if (!data)
        return data.error();
    Result<AtaIdentifyData> parsed = parseAtaIdentify(data.value());
    if (!parsed)
        return Error{device, parsed.error().message, EIO};
    return parsed;
}

Result<AtaIdentifyData> ataSetWriteCache(int fd, bool enable, const QString &device)
{
    const Result<AtaIdentifyData> before = ataIdentify(fd, device);
    if (!before)
        return before.error();
    if (before->writeCacheSupported != true)
        //: %1 device
        return Error{device,
                     Tr::tr("The drive in %1 reports no volatile write cache that can "
                            "be switched (IDENTIFY word 82 bit 5).")
                         .arg(deviceName(device)),
                     EOPNOTSUPP};
    if (!enable) {
        // EXT is a 48-bit command: some old drives set word 83 bit 13 without bit 10.
        const bool ext = before->lba48 && before->flushCacheExtSupported;
        const Result<AtaReply> flushed = ataPassThrough(
            fd, buildAtaFlushCacheCdb(ext), nullptr, kAtaFlushTimeoutMs,
            ext ? QStringLiteral("FLUSH CACHE EXT") : QStringLiteral("FLUSH CACHE"), device);
        if (!flushed)
            return flushed.error(); // the cache stays on: nothing was switched
    }
    const Result<AtaReply> set =
        ataPassThrough(fd, buildAtaSetWriteCacheCdb(enable), nullptr, kAtaCommandTimeoutMs,
                       enable ? QStringLiteral("SET FEATURES 02h (enable write cache)")
                              : QStringLiteral("SET FEATURES 82h (disable write cache)"),
                       device);
    if (!set)
        return set.error();
    Result<AtaIdentifyData> after = ataIdentify(fd, device);
    if (!after || after->writeCacheEnabled == enable)
        return after;
    //: %1 device
    const QString stillOff = Tr::tr("The drive in %1 accepted the command but still reports its "
                                    "write cache as off.");
    //: %1 device
    const QString stillOn = Tr::tr("The drive in %1 accepted the command but still reports its "
                                   "write cache as on.");
    return Error{device, (enable ? stillOff : stillOn).arg(deviceName(device)), EIO};
}

} // namespace DriveProof::Ata
