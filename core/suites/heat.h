// Heat around a test (issue 23): the drive's temperature and, on NVMe, its thermal
// management counters, read before the target opens and after it closes, never while a test
// holds the drive (docs/fleet.md). The verdicts tell a drive that slowed itself down for heat
// from one whose cache ran out.
#pragma once

#include "common/rateunit.h"
#include "common/result.h"
#include "device/deviceinfo.h"
#include "health/health.h"
#include "report/testresult.h"

#include <functional>

namespace DriveProof::Suites {

// How a drive's health is read: Privilege::queryHealth (root directly, else the helper's
// GetHealth) unless a test injects a scripted one.
using HealthReader = std::function<Result<Health::HealthSummary>(const Device::DeviceInfo &)>;

// The temperature and the NVMe thermal counters in a health summary (its health log bytes).
Report::HeatReading heatFromHealth(const Health::HealthSummary &health);

// One reading of `disk`'s heat, or why there is none (translated).
Result<Report::HeatReading> readHeat(const Device::DeviceInfo *disk, const HealthReader &reader);

// TMT1 + TMT2 transitions between the two readings; 0 when either lacks the counters.
quint64 throttleCount(const Report::Heat &heat);

// When the drive slowed itself down for heat during the test: a sustained write's fall is
// said to be heat ("sustained.heat-drop" replaces "sustained.slc-cache-end" and
// "sustained.rate-drop"), and every other result says its numbers are a hot drive's
// ("heat.throttled"). Otherwise the findings stay as they are.
void applyHeatVerdicts(Report::TestResult &result);

// The text of "heat.*" and "sustained.heat-drop"; empty for another code.
QString heatFindingText(const QString &code, const QStringList &arguments, RateUnit unit);

// Lines for the result page and `bench`: the temperatures before and after, the throttling,
// the time above the warning / critical temperature, or why the heat was not read.
QStringList heatLines(const Report::Heat &heat);

} // namespace DriveProof::Suites
