#include "nvmecodec.h"

#include "cachetr.h"

#include <limits>

namespace DriveProof::Cache {

namespace {

// Admin command opcodes (§5, "Opcodes for Admin Commands").
constexpr quint8 kOpGetLogPage = 0x02;
constexpr quint8 kOpIdentify = 0x06;
constexpr quint8 kOpSetFeatures = 0x09;
constexpr quint8 kOpGetFeatures = 0x0A;
constexpr quint8 kOpDeviceSelfTest = 0x14;
constexpr quint32 kCnsNamespace = 0x00;          // §5.15: CNS 00h, Identify Namespace
constexpr quint32 kCnsController = 0x01;         // §5.15: CNS 01h, Identify Controller
constexpr quint32 kFidVolatileWriteCache = 0x06; // §5.21.1.6
constexpr quint32 kLidHealth = 0x02;             // §5.14.1.2: SMART / Health Information
constexpr quint32 kNsidAll = 0xFFFFFFFF;         // §5.14: the controller-wide log
// Timeouts for the kernel (0 would mean its admin_timeout, 60 s by default). Setting a
// feature with SV writes non-volatile memory, so it gets more time.
constexpr quint32 kTimeoutMs = 10000;
constexpr quint32 kSetTimeoutMs = 30000;

quint8 byteAt(QByteArrayView data, qsizetype i)
{
    return quint8(data[i]);
}

quint16 le16(QByteArrayView data, qsizetype i)
{
    return quint16(byteAt(data, i) | (byteAt(data, i + 1) << 8));
}

quint32 le32(QByteArrayView data, qsizetype i)
{
    return quint32(le16(data, i)) | (quint32(le16(data, i + 2)) << 16);
}

// ASCII fields are space padded (§1.5 conventions); some drives pad with NULs instead.
QString asciiField(QByteArrayView data, qsizetype offset, qsizetype size)
{
    QByteArray field = data.sliced(offset, size).toByteArray();
    const qsizetype nul = field.indexOf('\0');
    if (nul >= 0)
        field.truncate(nul);
    return QString::fromLatin1(field).trimmed();
}

nvme_admin_cmd adminCommand(quint8 opcode, quint32 timeoutMs)
{
    nvme_admin_cmd cmd{};
    cmd.opcode = opcode;
    cmd.timeout_ms = timeoutMs;
    return cmd;
}

Error parseError(const QString &message)
{
    return Error{QString(), message, 0};
}

} // namespace

nvme_admin_cmd buildIdentifyController()
{
    nvme_admin_cmd cmd = adminCommand(kOpIdentify, kTimeoutMs);
    cmd.nsid = 0;               // CNS 01h is about the controller, not a namespace
    cmd.cdw10 = kCnsController; // CDW10 bits 7:0 CNS; bits 31:16 CNTID 0
    cmd.data_len = kNvmeIdentifySize;
    return cmd;
}

nvme_admin_cmd buildIdentifyNamespace(quint32 nsid)
{
    nvme_admin_cmd cmd = adminCommand(kOpIdentify, kTimeoutMs);
    cmd.nsid = nsid;           // the namespace whose data structure is returned
    cmd.cdw10 = kCnsNamespace; // CDW10 bits 7:0 CNS
    cmd.data_len = kNvmeIdentifySize;
    return cmd;
}

nvme_admin_cmd buildGetWriteCacheFeature(NvmeFeatureSelect select)
{
    nvme_admin_cmd cmd = adminCommand(kOpGetFeatures, kTimeoutMs);
    // §5.13, CDW10: FID bits 7:0, SEL bits 10:8. The value comes back in CQE dword 0;
    // no data buffer.
    cmd.cdw10 = kFidVolatileWriteCache | (quint32(select) << 8);
    return cmd;
}

nvme_admin_cmd buildSetWriteCacheFeature(bool enable, bool save)
{
    nvme_admin_cmd cmd = adminCommand(kOpSetFeatures, kSetTimeoutMs);
    // §5.21, CDW10: FID bits 7:0, SV bit 31 (keep the value across power cycles).
    cmd.cdw10 = kFidVolatileWriteCache | (save ? (1u << 31) : 0u);
    cmd.cdw11 = enable ? 1u : 0u; // §5.21.1.6, CDW11 bit 0: WCE
    return cmd;
}

nvme_admin_cmd buildGetHealthLog()
{
    nvme_admin_cmd cmd = adminCommand(kOpGetLogPage, kTimeoutMs);
    cmd.nsid = kNsidAll;
    // §5.14, CDW10: LID bits 7:0, LSP bits 11:8 = 0, RAE bit 15 = 0, NUMDL bits 31:16 =
    // number of dwords minus one (0's based): 512 bytes = 128 dwords -> 127. CDW11 NUMDU 0.
    const quint32 numd = kNvmeHealthLogSize / 4 - 1;
    cmd.cdw10 = kLidHealth | ((numd & 0xFFFF) << 16);
    cmd.cdw11 = numd >> 16;
    cmd.data_len = kNvmeHealthLogSize;
    return cmd;
}

nvme_admin_cmd buildGetLogPage(quint8 lid, quint32 size, quint32 nsid)
{
    nvme_admin_cmd cmd = adminCommand(kOpGetLogPage, kTimeoutMs);
    cmd.nsid = nsid;
    const quint32 numd = size / 4 - 1; // 0's based dwords, as buildGetHealthLog()
    cmd.cdw10 = lid | ((numd & 0xFFFF) << 16);
    cmd.cdw11 = numd >> 16;
    cmd.data_len = size;
    return cmd;
}

nvme_admin_cmd buildDeviceSelfTest(quint8 code)
{
    nvme_admin_cmd cmd = adminCommand(kOpDeviceSelfTest, kTimeoutMs);
    cmd.nsid = kNsidAll;    // §5.8: FFFFFFFFh tests the controller and every namespace
    cmd.cdw10 = code & 0xF; // STC, bits 3:0
    return cmd;
}

Result<NvmeIdentifyController> parseIdentifyController(QByteArrayView data)
{
    if (data.size() < qsizetype(kNvmeIdentifySize)) {
        //: %1 bytes received, %2 bytes expected
        return parseError(Tr::tr("The Identify Controller data has %1 bytes instead of %2.")
                              .arg(data.size())
                              .arg(kNvmeIdentifySize));
    }
    NvmeIdentifyController id;
    id.serial = asciiField(data, 4, 20);                    // SN, bytes 23:04
    id.model = asciiField(data, 24, 40);                    // MN, bytes 63:24
    id.firmware = asciiField(data, 64, 8);                  // FR, bytes 71:64
    id.warningTempKelvin = le16(data, 266);                 // WCTEMP, bytes 267:266
    id.criticalTempKelvin = le16(data, 268);                // CCTEMP, bytes 269:268
    id.selfTestSupported = (le16(data, 256) & 0x0010) != 0; // OACS bit 4
    id.extendedSelfTestMinutes = le16(data, 316);           // EDSTT
    // ONCS, bytes 521:520, bit 4: Save field in Set Features and Select field in Get
    // Features are supported.
    id.saveSelectSupported = (le16(data, 520) & 0x0010) != 0;
    id.volatileWriteCache = (byteAt(data, 525) & 0x01) != 0; // VWC, byte 525 bit 0
    return id;
}

bool parseWriteCacheEnabled(quint32 completionDword0)
{
    return (completionDword0 & 0x1) != 0;
}

NvmeFeatureCapabilities parseFeatureCapabilities(quint32 completionDword0)
{
    // §5.13.2, Get Features, Select = 011b: "Supported Capabilities" bits.
    return {(completionDword0 & 0x1) != 0, (completionDword0 & 0x2) != 0,
            (completionDword0 & 0x4) != 0};
}

qint64 readCounter128(QByteArrayView data, qsizetype offset, bool *saturated)
{
    // Little-endian 128-bit: the value fits in qint64 only when bytes 8-15 are zero and
    // byte 7's top bit is clear.
    bool overflow = false;
    for (qsizetype i = 8; i < 16; ++i)
        overflow = overflow || byteAt(data, offset + i) != 0;
    overflow = overflow || (byteAt(data, offset + 7) & 0x80) != 0;
    if (overflow) {
        if (saturated)
            *saturated = true;
        return std::numeric_limits<qint64>::max();
    }
    quint64 value = 0;
    for (qsizetype i = 7; i >= 0; --i)
        value = (value << 8) | byteAt(data, offset + i);
    return qint64(value);
}

Result<NvmeHealthLog> parseHealthLog(QByteArrayView data)
{
    if (data.size() < qsizetype(kNvmeHealthLogSize)) {
        //: %1 bytes received, %2 bytes expected
        return parseError(Tr::tr("The NVMe health log has %1 bytes instead of %2.")
                              .arg(data.size())
                              .arg(kNvmeHealthLogSize));
    }
    NvmeHealthLog log;
    log.criticalWarning = byteAt(data, 0);
    log.temperatureKelvin = le16(data, 1);
    log.availableSparePercent = byteAt(data, 3);
    log.spareThresholdPercent = byteAt(data, 4);
    log.percentageUsed = byteAt(data, 5);
    log.dataUnitsRead = readCounter128(data, 32, &log.saturated);
    log.dataUnitsWritten = readCounter128(data, 48, &log.saturated);
    log.powerCycles = readCounter128(data, 112, &log.saturated);
    log.powerOnHours = readCounter128(data, 128, &log.saturated);
    log.unsafeShutdowns = readCounter128(data, 144, &log.saturated);
    log.mediaErrors = readCounter128(data, 160, &log.saturated);
    log.errorLogEntries = readCounter128(data, 176, &log.saturated);
    log.warningTempMinutes = le32(data, 192);
    log.criticalTempMinutes = le32(data, 196);
    log.enduranceGroupWarning = byteAt(data, 6);
    log.hostReadCommands = readCounter128(data, 64, &log.saturated);
    log.hostWriteCommands = readCounter128(data, 80, &log.saturated);
    log.controllerBusyMinutes = readCounter128(data, 96, &log.saturated);
    for (int i = 0; i < 8; ++i)
        log.sensorKelvin[i] = le16(data, 200 + 2 * i);
    for (int i = 0; i < 2; ++i) {
        log.thermalTransitions[i] = le32(data, 216 + 4 * i);
        log.thermalSeconds[i] = le32(data, 224 + 4 * i);
    }
    return log;
}

namespace {

// Status values (§4.6.1.2): Generic Command Status (SCT 0) and Command Specific Status
// (SCT 1) of Get Log Page, Get Features and Set Features.
QString explainStatusCode(quint32 type, quint32 code, NvmeOperation op)
{
    if (type == 0 && code == 0x01)
        return Tr::tr("The drive does not support this admin command.");
    if (type == 1 && code == 0x0D) // Feature Identifier Not Saveable
        return Tr::tr("The drive cannot save its write cache setting, so a change lasts only "
                      "until the next power cycle.");
    if (type == 1 && code == 0x0E) // Feature Not Changeable
        return Tr::tr("The drive does not allow its write cache setting to be changed.");
    if (type == 1 && code == 0x1D) // Device Self-test in Progress
        return Tr::tr("A self-test is already running on the drive.");
    if (type == 1 && code == 0x09) // Invalid Log Page
        return Tr::tr("The drive does not provide the SMART / health log.");
    if (type == 0 && code == 0x02) { // Invalid Field in Command
        switch (op) {
        case NvmeOperation::GetSavedFeature:
        case NvmeOperation::SetFeatureSave:
            return Tr::tr("The drive does not support saving its write cache setting.");
        case NvmeOperation::GetFeature:
        case NvmeOperation::SetFeature:
            return Tr::tr("The drive has no volatile write cache to read or change.");
        default:
            return Tr::tr("The drive rejected a field of the command.");
        }
    }
    if (type == 0 && (code == 0x06 || code == 0x04)) // Internal Error, Data Transfer Error
        return Tr::tr("The drive reported an internal error; check its health and try again.");
    return Tr::tr("The drive rejected the command.");
}

} // namespace

QString explainNvmeStatus(quint32 status, NvmeOperation operation)
{
    const quint32 code = status & 0xFF;       // SC, bits 7:0
    const quint32 type = (status >> 8) & 0x7; // SCT, bits 10:8
    const QString raw =
        QStringLiteral("SCT %1h, SC %2h")
            .arg(QString::number(type, 16).toUpper(),
                 QString::number(code, 16).toUpper().rightJustified(2, QLatin1Char('0')));
    //: %1 a sentence saying what the drive did and what to do; %2 the raw NVMe status
    //: code type and status code, e.g. "SCT 1h, SC 0Dh"
    return Tr::tr("%1 (NVMe status %2)").arg(explainStatusCode(type, code, operation), raw);
}

} // namespace DriveProof::Cache
