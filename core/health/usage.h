// "Is it new?": a verdict from the drive's own counters (power-on hours, power cycles, data
// written, wear, unsafe shutdowns, error-log entries), with the numbers; counters that
// contradict each other are named as possibly reset. And the drive's memory: the first
// reading of each drive, kept so a later visit can say what happened since, and the rated
// endurance a user entered once per model. Pure except DriveMemory (one JSON file).
#pragma once

#include "clocks.h"
#include "common/findingtable.h"
#include "health.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace DriveProof::Health {

struct UsageFacts
{
    std::optional<qint64> powerOnHours;
    std::optional<qint64> powerCycles;
    // NVMe data units written × 512,000; ATA through the family's dialect (dialect.h),
    // unknown where no family names the unit
    std::optional<qint64> bytesWritten;
    std::optional<qint64> unsafeShutdowns;
    std::optional<qint64> errorLogEntries; // NVMe error information entries, ATA error log
    std::optional<int> percentageUsed;     // NVMe; ATA through the family's wear attribute
    QList<ClockReading> clocks;            // the logs' own power-on hour stamps (clocks.h)
    std::optional<FarmClocks> farm;        // Seagate's FARM log, from a report
};

// From a summary and its records.
UsageFacts usageFacts(const HealthSummary &health);

enum class UsageVerdict { Unknown, New, Used, PossiblyReset };

// Above any of these a drive is not new: the factory's own tests leave a few hours, a few
// power cycles and some gigabytes.
constexpr qint64 kNewMaxHours = 48;
constexpr qint64 kNewMaxCycles = 50;
constexpr qint64 kNewMaxBytesWritten = 200'000'000'000; // 200 GB

struct UsageAssessment
{
    UsageVerdict verdict = UsageVerdict::Unknown;
    QList<Finding> reasons; // codes below, worded by usageText()
};

namespace UsageCode {
// Info. Arguments: hours, power cycles, bytes written ("" unknown).
inline constexpr char kNew[] = "health.usage.new";
// Caution. The same arguments.
inline constexpr char kUsed[] = "health.usage.used";
// Caution. Argument: bytes written, with 0 power-on hours.
inline constexpr char kWrittenWithoutHours[] = "health.usage.written-without-hours";
// Caution. Arguments: power cycles, hours (more cycles than that many hours can hold).
inline constexpr char kCyclesBeyondHours[] = "health.usage.cycles-beyond-hours";
// Info. Arguments: bytes written, the rated endurance in bytes, percent of it.
inline constexpr char kEndurance[] = "health.usage.endurance";
// Info. Arguments: date of the first reading (ISO 8601), hours since, bytes written since
// ("" unknown).
inline constexpr char kSinceFirstSeen[] = "health.usage.since-first-seen";
// Info. Arguments: the clock (driveClockKey), the latest hour it stamped.
inline constexpr char kClock[] = "health.usage.clock";
// Caution. Arguments: the clock, the hour it stamped, the power-on hours the counter says.
inline constexpr char kClockAhead[] = "health.usage.clock-ahead";
// Info. Arguments: FARM's power-on hours, spindle hours, head-flight hours, assembly date
// (YYWW); "" where FARM states none.
inline constexpr char kFarm[] = "health.usage.farm";
// Caution. Arguments: FARM's power-on hours, SMART's power-on hours (far fewer).
inline constexpr char kFarmAhead[] = "health.usage.farm-ahead";
// Caution. Arguments: the clock (spindle, head_flight), its hours, FARM's power-on hours.
inline constexpr char kFarmClockBeyond[] = "health.usage.farm-clock-beyond";
} // namespace UsageCode

// `ratedEnduranceBytes`: what the maker rates the model for (TBW), when the user gave it.
UsageAssessment assessUsage(const UsageFacts &facts,
                            std::optional<qint64> ratedEnduranceBytes = std::nullopt);

// The sentence for a usage reason, in the current language.
QString usageText(const Finding &reason);
// Every UsageCode with its severity and arguments (common/findingtable.h).
const FindingTable &usageTable();
QString usageVerdictText(UsageVerdict verdict);
const char *usageVerdictKey(UsageVerdict verdict); // "new", "used", "possibly_reset", "unknown"

struct FirstReading
{
    QDateTime when;
    std::optional<qint64> powerOnHours;
    std::optional<qint64> bytesWritten;
};

// <GenericDataLocation>/driveproof/drives.json, or `file`: per drive (model + serial) its
// first reading, per model the rated endurance the user entered.
class DriveMemory
{
public:
    explicit DriveMemory(QString file = defaultFile());
    static QString defaultFile();
    static QString driveKey(const QString &model, const QString &serial);

    std::optional<FirstReading> firstReading(const QString &key) const;
    // Keeps `reading` only when the drive has none yet; returns the one kept.
    FirstReading rememberFirst(const QString &key, const FirstReading &reading);
    std::optional<qint64> ratedEndurance(const QString &model) const;
    bool setRatedEndurance(const QString &model, qint64 bytes);

private:
    QVariantMap load() const;
    bool save(const QVariantMap &all) const;
    QString m_file;
};

// "Since you got it": the reason comparing now with the first reading; nullopt when the
// first reading is now (nothing to compare) or lacks the hours.
std::optional<Finding> sinceFirstSeen(const FirstReading &first, const UsageFacts &now);

// "Is it new?" for a drive as the CLI and the window both say it: its counters, the rated
// endurance remembered for its model, and what happened since DriveProof first read it
// (the first reading is kept in `memory` now when the drive has a serial and none yet).
UsageAssessment assessDriveUsage(const Device::DeviceInfo &drive, const HealthSummary &health,
                                 DriveMemory &memory);

} // namespace DriveProof::Health
