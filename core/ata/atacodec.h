// ATA write cache and identity, pure part: ATA PASS-THROUGH (16) CDBs, the ATA registers
// that come back in sense data, IDENTIFY DEVICE data and hdparm's hex-word text, built and
// parsed over byte buffers. No I/O: atatransport.h sends these through SG_IO, the CLI
// decodes dumps with them, and the tests and fuzzers feed them captured or hostile bytes.
// References: SAT-3 (INCITS 517) 12.2.2 ATA PASS-THROUGH (16), with its ATA Status Return
// descriptor and fixed-format sense fields (12.2.2.7 / 12.2.2.8 in SAT-5); ACS-3 (INCITS
// 522) IDENTIFY DEVICE, SET FEATURES, FLUSH CACHE (EXT) and the IDENTIFY DEVICE data table
// (the same words as ATA8-ACS 7.16.7); SPC-4 for sense data formats.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <array>
#include <optional>

namespace DriveProof::Ata {

constexpr qsizetype kAtaIdentifySize = 512; // ACS-3 7.12: one 512-byte data block
constexpr int kAtaIdentifyWords = 256;

// A 16-byte CDB (SAT-3 12.2.2, ATA PASS-THROUGH (16), operation code 85h).
using AtaCdb16 = std::array<quint8, 16>;

// IDENTIFY DEVICE (ECh), PIO data-in, one 512-byte block.
AtaCdb16 buildAtaIdentifyCdb();
// SET FEATURES (EFh) subcommand 02h (enable volatile write cache) or 82h (disable).
AtaCdb16 buildAtaSetWriteCacheCdb(bool enable);
// FLUSH CACHE EXT (EAh, 48-bit) when `ext`, else FLUSH CACHE (E7h). Non-data.
AtaCdb16 buildAtaFlushCacheCdb(bool ext);
// SMART (B0h) subcommands in the FEATURE field (ACS-3 7.44; READ THRESHOLDS is from
// ATA/ATAPI-4 and obsolete since, but drives still answer it and smartctl sends it).
enum class AtaSmartCommand : quint8 {
    ReadData = 0xD0,       // SMART READ DATA: PIO data-in, one 512-byte block
    ReadThresholds = 0xD1, // SMART READ ATTRIBUTE THRESHOLDS: PIO data-in, one block
    ReturnStatus = 0xDA,   // SMART RETURN STATUS: non-data, the answer is in the LBA field
    ReadLog = 0xD5,        // SMART READ LOG: PIO data-in, the log address in LBA 7:0
    ExecuteOffline = 0xD4, // SMART EXECUTE OFF-LINE IMMEDIATE: non-data, subcommand in LBA 7:0
};
// A SMART command with its signature C24Fh in LBA 23:8 (ACS-3 7.44.1).
AtaCdb16 buildAtaSmartCdb(AtaSmartCommand command);
// SMART READ LOG of one 512-byte page of log `address` (01h error log summary, 06h self-test
// log, E0h SCT Status).
AtaCdb16 buildAtaSmartReadLogCdb(quint8 address);
// SMART EXECUTE OFF-LINE IMMEDIATE (ACS-3 7.44.4) with `subcommand` in LBA 7:0: 01h short,
// 02h extended, 03h conveyance self-test in off-line mode (the drive stays usable), 7Fh
// abort the running self-test.
AtaCdb16 buildAtaSmartExecuteCdb(quint8 subcommand);
// Every CDB above sets CK_COND, so the drive's registers come back even on success.

// The ATA registers a command returned (ACS-3 "Normal outputs" / "Error outputs").
struct AtaRegisters
{
    quint8 status = 0; // ACS-3 6.2 STATUS field
    quint8 error = 0;  // ACS-3 6.3 ERROR field
    quint8 device = 0;
    quint16 count = 0;
    quint64 lba = 0;
    bool extend = false; // the upper (48-bit) bytes are valid
};

// ACS-3 6.2: STATUS bits.
namespace AtaStatus {
constexpr quint8 Err = 0x01;  // bit 0: ERROR, see the ERROR field
constexpr quint8 Drq = 0x08;  // bit 3: DATA REQUEST
constexpr quint8 Df = 0x20;   // bit 5: DEVICE FAULT
constexpr quint8 Drdy = 0x40; // bit 6: DEVICE READY
constexpr quint8 Bsy = 0x80;  // bit 7: BUSY
} // namespace AtaStatus
// ACS-3 6.3: ERROR field bit 2, ABORT: the command is not supported or a field is invalid.
constexpr quint8 kAtaErrorAbort = 0x04;

enum class AtaOutcome {
    Success, // no ERR, DF or BSY
    Aborted, // ERR with ABORT: the drive refused the command
    Failed,  // ERR without ABORT, or DEVICE FAULT, or still BUSY
};
AtaOutcome ataOutcome(const AtaRegisters &registers);

// What the sense data of an ATA PASS-THROUGH command said.
struct AtaSense
{
    bool descriptorFormat = false; // 72h/73h; false: fixed format 70h/71h
    quint8 senseKey = 0;
    quint8 asc = 0;
    quint8 ascq = 0;
    std::optional<AtaRegisters> registers; // absent: the SATL did not report ATA registers
};

// Parses sense data from an ATA PASS-THROUGH command: the ATA Status Return descriptor
// (code 09h) of descriptor-format sense, or the ATA fields that SAT puts in the
// INFORMATION and COMMAND-SPECIFIC INFORMATION fields of fixed-format sense (libata sends
// errors that way when the device's D_SENSE bit is clear, which is its default).
// Errors: empty, truncated, unknown response code, a malformed 09h descriptor.
Result<AtaSense> parseAtaSense(QByteArrayView sense);

// One sentence for a person: what the SATL or the drive said, for error messages.
QString describeAtaSense(const AtaSense &sense);

// What SMART RETURN STATUS said (ACS-3 7.44.8): LBA 15:8 / 23:16 = 4Fh/C2h when no
// threshold is exceeded, F4h/2Ch when one is. Both formats of sense data carry these bits
// (fixed format carries LBA 23:0 only, which is enough). Anything else: Unknown.
enum class AtaSmartStatus { Good, ThresholdExceeded, Unknown };
AtaSmartStatus ataSmartStatus(const AtaRegisters &registers);

enum class AtaRotation { NotReported, NonRotating, Rotating };

// The fields of IDENTIFY DEVICE data that DriveProof shows. Unknown stays nullopt.
struct AtaIdentifyData
{
    QString model;            // words 27-46, trimmed
    QString serial;           // words 10-19
    QString firmware;         // words 23-26
    QString wwn;              // words 108-111 as "0x5..." (lower case); empty when absent
    quint64 sectors = 0;      // user addressable logical sectors
    bool lba48 = false;       // 48-bit address feature set (word 83 bit 10)
    qint64 capacityBytes = 0; // sectors * logical sector size (saturated)
    int logicalSectorBytes = 512;
    int physicalSectorBytes = 512;
    int alignmentOffsetBytes = 0;     // where logical sector 0 starts in its physical sector
    bool sectorSizesReported = false; // word 106 valid; else 512/512 is assumed
    AtaRotation rotation = AtaRotation::NotReported;
    int rotationRateRpm = 0;                 // only with AtaRotation::Rotating
    std::optional<bool> writeCacheSupported; // word 82 bit 5
    std::optional<bool> writeCacheEnabled;   // word 85 bit 5
    bool flushCacheExtSupported = false;     // word 83 bit 13
    std::optional<bool> smartSupported;      // word 82 bit 0
    std::optional<bool> smartEnabled;        // word 85 bit 0
    bool ncqSupported = false;               // word 76 bit 8
    int ncqQueueDepth = 0;                   // word 75 bits 4:0 + 1, with NCQ
    double sataMaxGbps = 0.0;                // word 76 bits 3:1; 0 = not reported
    bool trimSupported = false;              // word 169 bit 0
    bool checksumPresent = false;            // word 255 carries the A5h signature
    bool responseIncomplete = false;         // word 0 bit 2
};

// Parses 512 bytes of IDENTIFY DEVICE data (little-endian words; strings byte-swapped per
// word). Errors: not 512 bytes, all 00h (nothing transferred), all FFh (nobody answered),
// an ATAPI signature in word 0, a wrong checksum in word 255.
Result<AtaIdentifyData> parseAtaIdentify(QByteArrayView data);

// hdparm --Istdout / /proc/ide/*/identify text -> 512 bytes: 256 words of four hex digits,
// whitespace separated (8 a line). Lines before the first word line (hdparm prints the
// device name) and blank lines are skipped. Errors name the line: a token that is not four
// hex digits, more or fewer than 256 words.
Result<QByteArray> parseAtaHexWords(QByteArrayView text);

// The inverse, in hdparm's layout (8 words a line, lower-case hex).
QByteArray formatAtaHexWords(QByteArrayView data);

enum class AtaDumpFormat { Raw, HexWords };

// A file as a person hands it in: exactly 512 bytes is raw IDENTIFY data, anything else
// must be hex-word text. Sets `format` to what was found.
Result<QByteArray> decodeAtaIdentifyDump(QByteArrayView contents, AtaDumpFormat *format = nullptr);

} // namespace DriveProof::Ata
