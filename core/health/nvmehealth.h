// NVMe drive health: the SMART / Health Information log (02h) turned into a summary a
// person can act on. The judgement is a pure function (tests feed it parsed logs); the
// reader submits the admin commands through core/cache/nvmetransport.h.
#pragma once

#include "cache/nvmecodec.h"
#include "health.h"

namespace DriveProof::Health {

// The controller's own temperature limits (Identify Controller WCTEMP / CCTEMP, kelvin);
// 0 means not reported, and a generic limit is used instead.
struct NvmeTemperatureLimits
{
    quint16 warningKelvin = 0;
    quint16 criticalKelvin = 0;
};

// Generic warning limit for drives that report none: most client SSDs start throttling
// around 70 °C.
constexpr double kNvmeGenericWarningCelsius = 70.0;

// Good / caution / bad with translated reasons:
// - bad: any critical warning bit (each named), available spare below its threshold,
//   temperature at or above the critical limit;
// - caution: percentage used >= 90, media errors > 0, temperature at or above the
//   warning limit;
// - good otherwise (one reason saying so).
HealthSummary summarizeNvmeHealth(const QString &device, const Cache::NvmeHealthLog &log,
                                  const NvmeTemperatureLimits &limits = {});

// Celsius from the log's integer kelvin, as nvme-cli and smartctl print it (K - 273);
// nullopt when the drive reports 0 (no temperature).
std::optional<double> nvmeTemperatureCelsius(quint16 kelvin);

// Identify Controller (for the temperature limits) and the health log, then the summary.
// Blocking; needs root (the helper calls it).
Result<HealthSummary> readNvmeHealth(int fd, const QString &device);

} // namespace DriveProof::Health
