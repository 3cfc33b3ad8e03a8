// ATA PASS-THROUGH (16) CDBs and the sense data that answers them. IDENTIFY DEVICE data and
// hdparm's hex-word text are in ataidentify.cpp.
#include "atacodec.h"

#include "atatr.h"

namespace DriveProof::Ata {

namespace {

Error parseError(const QString &message)
{
    return Error{QString(), message, 0};
}

quint8 byteAt(QByteArrayView data, qsizetype i)
{
    return quint8(data.at(i));
}

QString hex2(quint8 value)
{
    return QStringLiteral("%1").arg(uint(value), 2, 16, QLatin1Char('0')).toUpper();
}

// SAT-3 12.2.2, ATA PASS-THROUGH (16) CDB:
//   byte 1: MULTIPLE_COUNT (7:5), PROTOCOL (4:1), EXTEND (0)
//   byte 2: OFF_LINE (7:6), CK_COND (5), T_TYPE (4), T_DIR (3), BYT_BLOK (2), T_LENGTH (1:0)
//   bytes 3-4 FEATURES (15:8, 7:0), 5-6 COUNT (15:8, 7:0),
//   bytes 7-12 LBA (31:24, 7:0, 39:32, 15:8, 47:40, 23:16), 13 DEVICE, 14 COMMAND, 15 CONTROL
constexpr quint8 kOpAtaPassThrough16 = 0x85;
constexpr quint8 kProtocolNonData = 3;   // SAT-3 PROTOCOL field: Non-data
constexpr quint8 kProtocolPioDataIn = 4; // SAT-3 PROTOCOL field: PIO Data-In
constexpr quint8 kExtend = 0x01;         // 48-bit command: the (15:8) bytes are valid
constexpr quint8 kCkCond = 0x20;         // return the ATA registers in sense data, always
constexpr quint8 kTDirFromDevice = 0x08; // T_DIR 1: data flows from the device
constexpr quint8 kBytBlok = 0x04;        // BYT_BLOK 1: length counted in blocks
constexpr quint8 kTLengthInCount = 0x02; // T_LENGTH 10b: the length is in COUNT

// ATA commands (ACS-3, each command's clause; opcodes also in ACS-3 Annex B).
constexpr quint8 kCmdIdentifyDevice = 0xEC;
constexpr quint8 kCmdSetFeatures = 0xEF;
constexpr quint8 kCmdFlushCache = 0xE7;
constexpr quint8 kCmdFlushCacheExt = 0xEA;
constexpr quint8 kCmdSmart = 0xB0;
// ACS-3 7.44.1: every SMART command carries 4Fh in LBA 15:8 and C2h in LBA 23:16; SMART
// RETURN STATUS answers with them unchanged (good) or as F4h / 2Ch (threshold exceeded).
constexpr quint8 kSmartLbaMid = 0x4F;
constexpr quint8 kSmartLbaHigh = 0xC2;
constexpr quint8 kSmartFailLbaMid = 0xF4;
constexpr quint8 kSmartFailLbaHigh = 0x2C;
// ACS-3 SET FEATURES subcommands (FEATURE field).
constexpr quint8 kFeatureEnableWriteCache = 0x02;
constexpr quint8 kFeatureDisableWriteCache = 0x82;

AtaCdb16 nonDataCdb(quint8 command, quint8 feature, bool ext)
{
    AtaCdb16 cdb{};
    cdb[0] = kOpAtaPassThrough16;
    cdb[1] = quint8(kProtocolNonData << 1) | (ext ? kExtend : 0);
    cdb[2] = kCkCond; // no data: T_DIR, BYT_BLOK and T_LENGTH stay 0
    cdb[4] = feature;
    cdb[14] = command;
    return cdb;
}

// SPC-4 sense data: RESPONSE CODE values (byte 0 bits 6:0).
constexpr quint8 kFixedCurrent = 0x70;
constexpr quint8 kFixedDeferred = 0x71;
constexpr quint8 kDescriptorCurrent = 0x72;
constexpr quint8 kDescriptorDeferred = 0x73;
constexpr qsizetype kDescriptorHeader = 8; // SPC-4: 8 bytes before the first descriptor
constexpr qsizetype kFixedMinimum = 14;    // up to ASC/ASCQ (bytes 12-13)
// SAT-3 (SAT-5 12.2.2.7) ATA Status Return sense data descriptor.
constexpr quint8 kAtaReturnDescriptor = 0x09;
constexpr quint8 kAtaReturnLength = 0x0C; // ADDITIONAL LENGTH: 12 bytes follow

// SPC-4 sense keys whose fixed-format INFORMATION field SAT fills with ATA registers.
constexpr quint8 kKeyRecoveredError = 0x1;
constexpr quint8 kKeyMediumError = 0x3;
constexpr quint8 kKeyHardwareError = 0x4;
constexpr quint8 kKeyAbortedCommand = 0xB;
// SPC-4 ASC/ASCQ 00h/1Dh: ATA PASS-THROUGH INFORMATION AVAILABLE (CK_COND success).
constexpr quint8 kAscqPassThroughInfo = 0x1D;

// The 14-byte ATA Status Return descriptor starting at `p`.
AtaRegisters registersFromDescriptor(QByteArrayView d, qsizetype p)
{
    AtaRegisters r;
    r.extend = (byteAt(d, p + 2) & 0x01) != 0; // byte 2 bit 0: EXTEND
    r.error = byteAt(d, p + 3);
    r.count = quint16((byteAt(d, p + 4) << 8) | byteAt(d, p + 5)); // COUNT 15:8, 7:0
    // LBA pairs (high byte first): bytes 6/7 = 31:24 / 7:0, 8/9 = 39:32 / 15:8,
    // 10/11 = 47:40 / 23:16.
    r.lba = quint64(byteAt(d, p + 7)) | quint64(byteAt(d, p + 9)) << 8 |
            quint64(byteAt(d, p + 11)) << 16 | quint64(byteAt(d, p + 6)) << 24 |
            quint64(byteAt(d, p + 8)) << 32 | quint64(byteAt(d, p + 10)) << 40;
    r.device = byteAt(d, p + 12);
    r.status = byteAt(d, p + 13);
    return r;
}

Result<AtaSense> parseDescriptorSense(QByteArrayView d)
{
    if (d.size() < kDescriptorHeader)
        //: %n number of bytes that arrived
        return parseError(Tr::tr("The sense data is cut off: %n byte(s) of the 8-byte header "
                                 "arrived.",
                                 nullptr, int(d.size())));
    AtaSense sense;
    sense.descriptorFormat = true;
    sense.senseKey = byteAt(d, 1) & 0x0F;
    sense.asc = byteAt(d, 2);
    sense.ascq = byteAt(d, 3);
    const qsizetype declaredEnd = kDescriptorHeader + byteAt(d, 7); // ADDITIONAL SENSE LENGTH
    const qsizetype end = qMin(declaredEnd, d.size());
    for (qsizetype p = kDescriptorHeader; p + 2 <= end; p += 2 + byteAt(d, p + 1)) {
        if (byteAt(d, p) != kAtaReturnDescriptor)
            continue;
        if (byteAt(d, p + 1) < kAtaReturnLength)
            //: %1 the descriptor's length byte in hex
            return parseError(Tr::tr("The ATA Status Return descriptor is malformed (length "
                                     "%1h instead of 0Ch).")
                                  .arg(hex2(byteAt(d, p + 1))));
        if (p + 2 + kAtaReturnLength > d.size())
            return parseError(Tr::tr("The sense data is cut off inside the ATA Status Return "
                                     "descriptor."));
        sense.registers = registersFromDescriptor(d, p);
        return sense;
    }
    if (declaredEnd > d.size())
        //: %1 bytes the sense data declares, %2 bytes that arrived
        return parseError(Tr::tr("The sense data is cut off: it declares %1 bytes but %2 "
                                 "arrived.")
                              .arg(declaredEnd)
                              .arg(d.size()));
    return sense; // a valid answer without ATA registers, e.g. ILLEGAL REQUEST
}

bool fixedCarriesRegisters(const AtaSense &s)
{
    if (s.senseKey == kKeyRecoveredError)
        return s.asc == 0 && s.ascq == kAscqPassThroughInfo;
    return s.senseKey == kKeyAbortedCommand || s.senseKey == kKeyMediumError ||
           s.senseKey == kKeyHardwareError;
}

Result<AtaSense> parseFixedSense(QByteArrayView d)
{
    if (d.size() < kFixedMinimum)
        //: %n number of bytes that arrived
        return parseError(Tr::tr("The fixed-format sense data is cut off: %n byte(s) arrived, "
                                 "at least 14 are needed.",
                                 nullptr, int(d.size())));
    AtaSense sense;
    sense.senseKey = byteAt(d, 2) & 0x0F; // SPC-4: byte 2 bits 3:0
    sense.asc = byteAt(d, 12);
    sense.ascq = byteAt(d, 13);
    if (!fixedCarriesRegisters(sense))
        return sense;
    // SAT-3 (SAT-5 12.2.2.8) fixed format: INFORMATION = ERROR, STATUS, DEVICE, COUNT(7:0)
    // in bytes 3-6; COMMAND-SPECIFIC INFORMATION byte 8 = EXTEND (bit 7), then LBA 7:0,
    // 15:8, 23:16 in bytes 9-11. The upper bytes are not carried in this format.
    AtaRegisters r;
    r.error = byteAt(d, 3);
    r.status = byteAt(d, 4);
    r.device = byteAt(d, 5);
    r.count = byteAt(d, 6);
    r.extend = (byteAt(d, 8) & 0x80) != 0;
    r.lba = quint64(byteAt(d, 9)) | quint64(byteAt(d, 10)) << 8 | quint64(byteAt(d, 11)) << 16;
    sense.registers = r;
    return sense;
}

} // namespace

AtaCdb16 buildAtaIdentifyCdb()
{
    AtaCdb16 cdb{};
    cdb[0] = kOpAtaPassThrough16;
    cdb[1] = quint8(kProtocolPioDataIn << 1);
    cdb[2] = kCkCond | kTDirFromDevice | kBytBlok | kTLengthInCount;
    cdb[6] = 1; // COUNT (7:0): one 512-byte block (T_TYPE 0 = 512-byte blocks)
    cdb[14] = kCmdIdentifyDevice;
    return cdb;
}

AtaCdb16 buildAtaSmartCdb(AtaSmartCommand command)
{
    AtaCdb16 cdb;
    if (command == AtaSmartCommand::ReturnStatus) {
        cdb = nonDataCdb(kCmdSmart, quint8(command), false);
    } else {
        cdb = buildAtaIdentifyCdb(); // the same PIO data-in of one 512-byte block
        cdb[4] = quint8(command);    // FEATURE (7:0)
        cdb[14] = kCmdSmart;
    }
    cdb[10] = kSmartLbaMid;  // LBA (15:8)
    cdb[12] = kSmartLbaHigh; // LBA (23:16)
    return cdb;
}

AtaCdb16 buildAtaSmartReadLogCdb(quint8 address)
{
    AtaCdb16 cdb = buildAtaSmartCdb(AtaSmartCommand::ReadData);
    cdb[4] = quint8(AtaSmartCommand::ReadLog); // FEATURE (7:0)
    cdb[8] = address;                          // LBA (7:0): the log address
    return cdb;
}

AtaCdb16 buildAtaSmartExecuteCdb(quint8 subcommand)
{
    AtaCdb16 cdb = buildAtaSmartCdb(AtaSmartCommand::ReturnStatus); // non-data, CK_COND
    cdb[4] = quint8(AtaSmartCommand::ExecuteOffline);
    cdb[8] = subcommand; // LBA (7:0)
    return cdb;
}

AtaSmartStatus ataSmartStatus(const AtaRegisters &r)
{
    const quint8 mid = quint8(r.lba >> 8);
    const quint8 high = quint8(r.lba >> 16);
    if (mid == kSmartLbaMid && high == kSmartLbaHigh)
        return AtaSmartStatus::Good;
    if (mid == kSmartFailLbaMid && high == kSmartFailLbaHigh)
        return AtaSmartStatus::ThresholdExceeded;
    return AtaSmartStatus::Unknown;
}

AtaCdb16 buildAtaSetWriteCacheCdb(bool enable)
{
    return nonDataCdb(kCmdSetFeatures,
                      enable ? kFeatureEnableWriteCache : kFeatureDisableWriteCache, false);
}

AtaCdb16 buildAtaFlushCacheCdb(bool ext)
{
    return nonDataCdb(ext ? kCmdFlushCacheExt : kCmdFlushCache, 0, ext);
}

AtaOutcome ataOutcome(const AtaRegisters &r)
{
    if (r.status & AtaStatus::Bsy)
        return AtaOutcome::Failed; // the registers are not valid while BSY is set
    if (r.status & AtaStatus::Df)
        return AtaOutcome::Failed;
    if (r.status & AtaStatus::Err)
        return (r.error & kAtaErrorAbort) ? AtaOutcome::Aborted : AtaOutcome::Failed;
    return AtaOutcome::Success;
}

Result<AtaSense> parseAtaSense(QByteArrayView sense)
{
    if (sense.isEmpty())
        return parseError(Tr::tr("The device sent no sense data, so the ATA status of the "
                                 "command is unknown."));
    const quint8 code = byteAt(sense, 0) & 0x7F;
    if (code == kDescriptorCurrent || code == kDescriptorDeferred)
        return parseDescriptorSense(sense);
    if (code == kFixedCurrent || code == kFixedDeferred)
        return parseFixedSense(sense);
    //: %1 the response code byte in hex
    return parseError(Tr::tr("The sense data has an unknown format (response code %1h): "
                             "neither descriptor (72h) nor fixed (70h) format.")
                          .arg(hex2(code)));
}

QString describeAtaSense(const AtaSense &sense)
{
    //: SCSI sense in hex. %1 sense key, %2 additional sense code, %3 its qualifier
    QString text = Tr::tr("sense key %1h, additional sense %2h/%3h")
                       .arg(hex2(sense.senseKey), hex2(sense.asc), hex2(sense.ascq));
    if (sense.registers)
        //: %1 the text before, %2 ATA STATUS byte in hex, %3 ATA ERROR byte in hex
        text = Tr::tr("%1, ATA status %2h, error %3h")
                   .arg(text, hex2(sense.registers->status), hex2(sense.registers->error));
    return text;
}

} // namespace DriveProof::Ata
