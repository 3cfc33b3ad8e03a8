// SCSI write cache, pure part: MODE SENSE(10) / MODE SELECT(10) of the caching mode page
// (08h) and sense data, built and parsed over byte buffers. No I/O: scsitransport.h sends
// these through SG_IO, and the tests and fuzzers feed them captured or hostile bytes.
// References: SPC-4 r37 (commands, mode parameters, sense data), SBC-3 r35 (caching page).
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <array>

namespace DriveProof::Cache {

// SPC-4, MODE SENSE(10) command, PC field: which values of the page the drive returns.
enum class PageControl : quint8 {
    Current = 0,    // 00b: what the drive uses now
    Changeable = 1, // 01b: a mask, 1 = the host may change this bit
    Default = 2,    // 10b: the factory default
    Saved = 3,      // 11b: what the drive loads at power on (only when the page is saveable)
};

// A 10-byte CDB (SPC-4, "The CDB"); both commands here are 10-byte commands.
using ScsiCdb10 = std::array<quint8, 10>;

// Enough for the header, a few block descriptors (should a device ignore DBD) and the
// 20-byte caching page; 252 is also what sdparm asks for, so bridges are used to it.
constexpr quint16 kModeSenseAllocationLength = 252;

// MODE SENSE(10) for the caching page, DBD set (we want no block descriptors), subpage 0.
ScsiCdb10 buildModeSenseCaching(PageControl pc,
                                quint16 allocationLength = kModeSenseAllocationLength);

// One caching mode page as a MODE SENSE(10) reply carried it.
struct ScsiCachingPage
{
    PageControl pageControl = PageControl::Current;
    quint8 mediumType = 0;     // mode parameter header byte 2, sent back in MODE SELECT
    bool pageSaveable = false; // PS: the drive can save this page (SP / PC=11b work)
    bool wce = false;          // write cache enabled; with PC=01b: WCE is changeable
    bool rcd = false;          // read cache disabled; with PC=01b: RCD is changeable
    QByteArray page;           // the page as returned, bytes 0 .. page length + 1
};

// Parses a MODE SENSE(10) reply: header, block descriptors (skipped), then page 08h.
// Lengths are checked against the buffer; errors name what is wrong (untranslated subject).
Result<ScsiCachingPage> parseCachingModeSense(QByteArrayView reply, PageControl pc);

// MODE SELECT(10) with PF=1; SP only when `save` (store the page in non-volatile memory).
ScsiCdb10 buildModeSelect(quint16 parameterListLength, bool save);

// The MODE SELECT(10) parameter list that sets WCE to `enableWriteCache` and keeps every
// other bit of `current`, which must be a page read with PageControl::Current.
Result<QByteArray> buildCachingModeSelectList(const ScsiCachingPage &current,
                                              bool enableWriteCache);

// Sense data (SPC-4, "Sense data"), fixed (70h/71h) or descriptor (72h/73h) format.
struct ScsiSense
{
    bool descriptorFormat = false;
    bool deferred = false; // 71h/73h: about an earlier command
    quint8 senseKey = 0;
    quint8 asc = 0;  // additional sense code; 0 when the drive sent none
    quint8 ascq = 0; // additional sense code qualifier
};

Result<ScsiSense> parseSense(QByteArrayView sense);

// Sense keys (SPC-4, "Sense key and additional sense code definitions") this module acts on.
namespace SenseKey {
constexpr quint8 NoSense = 0x0;
constexpr quint8 RecoveredError = 0x1;
constexpr quint8 NotReady = 0x2;
constexpr quint8 MediumError = 0x3;
constexpr quint8 HardwareError = 0x4;
constexpr quint8 IllegalRequest = 0x5;
constexpr quint8 UnitAttention = 0x6;
constexpr quint8 DataProtect = 0x7;
constexpr quint8 AbortedCommand = 0xB;
} // namespace SenseKey

// The command the sense data answered: the same ASC means different things for each.
enum class ModeOperation {
    SenseCurrent,
    SenseChangeable,
    SenseDefault,
    SenseSaved,
    Select,
    SelectSave
};

ModeOperation senseOperationFor(PageControl pc);

// True when the command still succeeded (RECOVERED ERROR, or NO SENSE without a code).
bool senseIsBenign(const ScsiSense &sense);

// One translated sentence: what the drive said and what to do, followed by the technical
// words ("ILLEGAL REQUEST, 24h/00h INVALID FIELD IN CDB") for a support request.
QString explainSense(const ScsiSense &sense, ModeOperation operation);

// Untranslated SPC-4 names, for logs and the technical part of messages.
QString senseKeyName(quint8 senseKey);
QString ascName(quint8 asc, quint8 ascq);

} // namespace DriveProof::Cache
