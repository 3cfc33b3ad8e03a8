// NVMe LBA formats (issue 23): the data size / metadata size combinations a namespace
// offers, how fast the drive says each is, which one is in use, and advice in words. The
// bytes are Identify Namespace (CNS 00h), read with the health log (nvmehealth.h) and sent
// in HealthRecords; everything here is pure. DriveProof never formats: switching formats
// erases the namespace, so it only says what the drive offers and what `nvme format` would
// do. Reference: NVM Express Base Specification 2.0 (NVM Command Set 1.0), Identify
// Namespace: NLBAF byte 25, FLBAS byte 26, LBA Format n at bytes 128 + 4n (Figure 97 of the
// NVM Command Set; 1.4 Base Figure 245/246 for the first 16).
#pragma once

#include "common/findingtable.h"
#include "common/result.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace DriveProof::Health {

// Every entry the NVM Command Set allows: LBAF0..LBAF63 at bytes 128..383.
constexpr int kNvmeMaxLbaFormats = 64;
constexpr qsizetype kNvmeLbaFormatOffset = 128;

// Relative Performance (LBA Format bits 25:24).
enum class LbaPerformance { Best = 0, Better = 1, Good = 2, Degraded = 3 };

struct NvmeLbaFormat
{
    int index = 0;
    int metadataBytes = 0; // MS, bits 15:0: metadata bytes per sector
    int dataSizeShift = 0; // LBADS, bits 23:16: sectors of 2^n bytes; 0 = not available
    LbaPerformance performance = LbaPerformance::Best; // RP, bits 25:24
    // Below 9 (512 bytes) a format cannot be used (the spec: "not supported"); 0 is how a
    // drive marks an entry it lists but does not offer now.
    bool available() const { return dataSizeShift >= 9 && dataSizeShift <= 30; }
    qint64 dataBytes() const { return available() ? qint64(1) << dataSizeShift : 0; }
};

struct NvmeLbaFormats
{
    int inUse = 0;                 // FLBAS bits 3:0, with bits 6:5 above them (see the parser)
    bool metadataExtended = false; // FLBAS bit 4: metadata at the end of each sector's data
    QList<NvmeLbaFormat> formats;  // NLBAF + 1 entries, in index order

    const NvmeLbaFormat &current() const { return formats.at(inUse); }
};

// Errors: fewer bytes than NLBAF's entries need, more than 64 formats, or a format in use
// that is not one of those offered. A valid result always has current().
Result<NvmeLbaFormats> parseNvmeLbaFormats(QByteArrayView identifyNamespace);

// The format advice would point to: the fastest available format without metadata (the
// kernel cannot use a namespace whose metadata the host does not handle), when the drive
// marks it faster than the one in use; -1 when there is none.
int fasterLbaFormat(const NvmeLbaFormats &formats);

namespace LbaFormatCode {
// Info. Arguments: index, data bytes, metadata bytes, performance key.
inline constexpr char kInUse[] = "health.lbaf.in-use";
// Info. Arguments: device, bytes in use, performance key in use, faster index, its bytes,
// its performance key.
inline constexpr char kFasterOffered[] = "health.lbaf.faster-offered";
// Good. Argument: how many formats the namespace offers.
inline constexpr char kFastestInUse[] = "health.lbaf.fastest-in-use";
// Info. No arguments.
inline constexpr char kOnlyOne[] = "health.lbaf.only-one";
// Info. Arguments: index, bytes of metadata (the format in use carries metadata).
inline constexpr char kMetadataInUse[] = "health.lbaf.metadata-in-use";
} // namespace LbaFormatCode

// What the formats mean for `device` (the namespace's node, /dev/nvme0n1): which is in
// use, and whether a faster one is offered, with the command that would switch (never run).
QList<Finding> assessLbaFormats(const QString &device, const NvmeLbaFormats &formats);

// The sentence for a finding above, in the current language.
QString lbaFormatText(const Finding &finding);
// Every LbaFormatCode with its severity and arguments (common/findingtable.h).
const FindingTable &lbaFormatTable();

// "best", "better", "good", "degraded": stable keys for JSON; and the words, translated.
const char *lbaPerformanceKey(LbaPerformance performance);
QString lbaPerformanceText(LbaPerformance performance);
// One format in words: "4,096 bytes + 8 bytes metadata, better".
QString lbaFormatSummary(const NvmeLbaFormat &format);

} // namespace DriveProof::Health
