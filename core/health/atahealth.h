// ATA drive health through libatasmart: the drive's SMART self-assessment and attributes
// turned into a summary a person can act on. The judgement is a pure function over plain
// facts (tests inject any state); the readers fill the facts from a device or from a
// libatasmart blob (the format `skdump --save` writes), so captured data can be replayed.
#pragma once

#include "ata/atatransport.h"
#include "common/result.h"
#include "health.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

namespace DriveProof::Health {

// libatasmart's overall assessment (SkSmartOverall), in its order of severity.
enum class AtaSmartOverall {
    Good,
    BadAttributeInThePast, // a pre-failure attribute crossed its threshold once
    BadSector,             // reallocated or pending sectors, not (yet) past a threshold
    BadAttributeNow,       // a pre-failure attribute is past its threshold now
    BadSectorMany,         // the reallocated / pending sector attribute is past its threshold
    BadStatus,             // SMART RETURN STATUS: the drive predicts its own failure
    Unknown,               // a value this build does not know
};

// Where a power-loss count comes from. The attributes are vendor-defined and not alike:
enum class PowerLossSource {
    None,
    // 174 "Unexpected power loss count" (Intel, Micron/Crucial, Kingston and others): power
    // was lost while the drive was on, without the host's STANDBY IMMEDIATE first.
    UnexpectedPowerLoss174,
    // 192 on a solid-state drive: most SSD vendors use it as "unsafe shutdown count", the
    // same event as 174.
    UnsafeShutdown192,
    // 192 on a rotating drive: "power-off retract count", times the heads were parked by an
    // emergency retract (power lost while spinning). Close to unsafe shutdowns, but some
    // drives count every power-off.
    PowerOffRetract192,
};

// What libatasmart read, before any judgement. Unknown stays nullopt.
struct AtaSmartFacts
{
    std::optional<AtaSmartOverall> overall; // nullopt: no assessment could be made
    QString overallError;                   // why not, when overall is nullopt
    std::optional<qint64> badSectors;       // reallocated (5) + current pending (197)
    std::optional<double> temperatureCelsius;
    std::optional<qint64> powerOnHours;
    std::optional<qint64> powerCycles;
    std::optional<qint64> attribute174; // raw value, when the drive has it
    std::optional<qint64> attribute192;
    bool nonRotating = false; // IDENTIFY word 217 = 0001h
};

struct AtaHealth
{
    HealthSummary summary; // unsafeShutdowns holds the count from powerLossSource
    PowerLossSource powerLossSource = PowerLossSource::None;
};

// Good / caution / bad with translated reasons, from libatasmart's assessment:
// bad = BadStatus, BadSectorMany, BadAttributeNow; caution = BadSector,
// BadAttributeInThePast; good = Good; unknown otherwise. Picks 174 over 192 for the
// power-loss count.
AtaHealth summarizeAtaHealth(const QString &device, const AtaSmartFacts &facts);

// A translated name for the number in summary.unsafeShutdowns that says which attribute
// it is and what it counts, e.g. "Unexpected power losses (SMART attribute 174)".
QString powerLossLabel(PowerLossSource source);

// Reads health through `fd`, an open whole-disk node (/dev/sda), never by path again: the
// helper validated that fd. DriveProof sends the ATA commands itself through SG_IO
// (atatransport: ATA PASS-THROUGH (16), both sense formats) and hands the bytes to
// libatasmart as a blob; libatasmart's own transport reads only descriptor sense, and
// current kernels answer in fixed format unless D_SENSE is set (SAT-5 12.2.2.8).
// IDENTIFY comes first: a drive with SMART switched off gets an "unknown" summary saying
// so, and nothing switches it on. Loop / virtio / NVMe nodes: an error (ENOTTY) saying
// there is no ATA health data. Blocking (may wake a sleeping disk); needs root.
Result<AtaHealth> readAtaHealth(int fd, const QString &devicePath);

// The same over any way of sending one ATA command (tests replay captured replies):
// `dataIn` is nullptr for non-data commands, else a 512-byte buffer to fill; `command`
// names the command for messages.
using AtaCommandFn = std::function<Result<Ata::AtaReply>(
    const Ata::AtaCdb16 &cdb, QByteArray *dataIn, const QString &command)>;
Result<AtaHealth> readAtaHealthWith(const AtaCommandFn &send, const QString &devicePath);

// A libatasmart blob from the replies: IDFY, SMST (only when the status is known), SMDT,
// SMTH (only when not empty). Pure.
QByteArray buildAtaSmartBlob(const QByteArray &identify, Ata::AtaSmartStatus status,
                             const QByteArray &smartData, const QByteArray &thresholds);

// The same from a libatasmart blob: tagged sections IDFY (512 bytes), SMST (4: status good),
// SMDT (512: SMART data), SMTH (512: thresholds), each tag followed by a big-endian size.
Result<AtaHealth> readAtaHealthBlob(const QByteArray &blob, const QString &subject);

} // namespace DriveProof::Health
