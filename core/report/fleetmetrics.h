// What `driveproof-cli export --openmetrics` says about every drive of a machine, for the
// monitoring a fleet already runs (docs/fleet.md lists the families and their labels):
// identity, health, the drive's and the kernel's write-cache views and their findings,
// alignment per partition, the latest result of each test family and of the power-loss
// test. Pure: the CLI collects the facts (fleetcollect.h), this turns them into text.
#pragma once

#include "alignment/alignment.h"
#include "cache/writecache.h"
#include "device/deviceinfo.h"
#include "health/health.h"
#include "report/testresult.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace DriveProof::Report {

// Why drive-level facts (health, the drive's own cache setting) were not read this time.
// Stable: they are label values.
namespace SkipReason {
inline constexpr char TestRunning[] = "test_running";     // a DriveProof test holds the drive
inline constexpr char NotSupported[] = "not_supported";   // loop, virtio: no such data
inline constexpr char ReadFailed[] = "error";             // the read failed
inline constexpr char NotAuthorized[] = "not_authorized"; // polkit said no (not root)
} // namespace SkipReason

// The latest verified power-loss test of a drive (practice runs do not count).
struct PowerLossOutcome
{
    QString verdict; // "PASS", "FAIL", "INCONCLUSIVE"
    QDateTime when;
};

struct DriveSnapshot
{
    Device::DeviceInfo info;
    // The full state when it could be read; else only the kernel's view (from `info`).
    std::optional<Cache::WriteCacheState> cache;
    QString cacheSkipped; // a SkipReason when `cache` lacks the drive's side
    std::optional<Health::HealthSummary> health;
    QString healthSkipped; // a SkipReason when `health` is empty
    std::optional<Alignment::AlignmentReport> alignment;
    QList<TestResult> latestResults; // the newest of each family, from the history
    std::optional<PowerLossOutcome> powerLoss;
};

struct ExportRun
{
    QDateTime time;
    double durationSeconds = 0;
    QString version;
};

// At most this many lines of one result are exported (a sweep has dozens).
constexpr int kMaxMeasurementsPerResult = 64;

// The exposition: OpenMetrics 1.0 text that node_exporter's textfile collector reads too
// (see openmetrics.h). Ends in "# EOF".
QByteArray fleetMetrics(const QList<DriveSnapshot> &drives, const ExportRun &run);

// The stable code of each write-cache finding, 1 when it holds, 0 when it does not, nothing
// when it cannot be told (the drive's side unknown):
//   kernel_write_through_cache_on  danger: no flushes are sent to a drive that caches
//   kernel_write_back_cache_off    info: flushes sent to a drive without cache (harmless)
//   saved_setting_differs          caution: the next power cycle changes the setting
struct CacheFinding
{
    const char *code;
    const char *severity;
    std::optional<bool> holds;
};
QList<CacheFinding> cacheFindings(const Cache::WriteCacheState &state);

} // namespace DriveProof::Report
