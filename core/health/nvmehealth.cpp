#include "nvmehealth.h"

#include "cache/nvmetransport.h"
#include "healthtr.h"

#include <climits>

namespace DriveProof::Health {

using Cache::NvmeHealthLog;
namespace Warning = Cache::NvmeCriticalWarning;

namespace {

// Percentage used (§5.14.1.2 byte 5): 100 means the rated endurance is used up; warn a
// little before.
constexpr int kEnduranceCautionPercent = 90;

struct Verdict
{
    Overall overall = Overall::Good;
    QStringList reasons;

    void add(Overall level, const QString &reason)
    {
        if (int(level) > int(overall))
            overall = level;
        reasons << reason;
    }
};

// One sentence per critical warning bit (§5.14.1.2, byte 0): each is "bad".
void judgeCriticalWarning(quint8 bits, Verdict &v)
{
    if (bits & Warning::SpareBelowThreshold)
        v.add(Overall::Bad, Tr::tr("Critical warning: the spare capacity has fallen below the "
                                   "drive's threshold."));
    if (bits & Warning::Temperature)
        v.add(Overall::Bad, Tr::tr("Critical warning: the temperature is outside the drive's "
                                   "limits."));
    if (bits & Warning::ReliabilityDegraded)
        v.add(Overall::Bad, Tr::tr("Critical warning: the drive's reliability is degraded by "
                                   "media errors or an internal error. Back up its data."));
    if (bits & Warning::ReadOnly)
        v.add(Overall::Bad, Tr::tr("Critical warning: the drive has made its media read-only. "
                                   "Copy its data elsewhere."));
    if (bits & Warning::BackupFailed)
        v.add(Overall::Bad, Tr::tr("Critical warning: the backup for the drive's volatile memory "
                                   "has failed, so cached writes may be lost at a power cut."));
    if (bits & Warning::PmrReadOnly)
        v.add(Overall::Bad, Tr::tr("Critical warning: the drive's persistent memory region has "
                                   "become read-only."));
    for (int bit = 6; bit < 8; ++bit) {
        if (bits & (1u << bit))
            //: %1 bit number of the NVMe critical warning byte
            v.add(Overall::Bad, Tr::tr("Critical warning: bit %1, which this version of "
                                       "DriveProof does not know, is set.")
                                    .arg(bit));
    }
}

void judgeSpareAndWear(const NvmeHealthLog &log, Verdict &v)
{
    // Bit 0 of the critical warning says the same thing; say it once.
    if (!(log.criticalWarning & Warning::SpareBelowThreshold) &&
        log.availableSparePercent < log.spareThresholdPercent) {
        //: %1 spare capacity left in percent, %2 the drive's threshold in percent
        v.add(Overall::Bad, Tr::tr("Only %L1% spare capacity is left, below the drive's "
                                   "threshold of %L2%.")
                                .arg(int(log.availableSparePercent))
                                .arg(int(log.spareThresholdPercent)));
    }
    if (log.percentageUsed >= 100) {
        //: %1 percentage of the rated endurance used, 100 or more
        v.add(Overall::Caution, Tr::tr("The drive has used %L1% of its rated endurance: it has "
                                       "taken more writes than it was designed for.")
                                    .arg(int(log.percentageUsed)));
    } else if (log.percentageUsed >= kEnduranceCautionPercent) {
        //: %1 percentage of the rated endurance used
        v.add(
            Overall::Caution,
            Tr::tr("The drive has used %L1% of its rated endurance.").arg(int(log.percentageUsed)));
    }
    if (log.mediaErrors > 0) {
        //: %n number of errors (counts beyond the int range are shown as the int maximum)
        v.add(Overall::Caution,
              Tr::tr("The drive has recorded %Ln media or data integrity error(s).", nullptr,
                     int(qMin<qint64>(log.mediaErrors, INT_MAX))));
    }
}

void judgeTemperature(double celsius, const NvmeTemperatureLimits &limits, Verdict &v)
{
    const auto limitCelsius = [](quint16 kelvin) { return nvmeTemperatureCelsius(kelvin); };
    if (const auto critical = limitCelsius(limits.criticalKelvin);
        critical && celsius >= *critical) {
        //: %1 current temperature in °C, %2 the drive's critical limit in °C
        v.add(Overall::Bad, Tr::tr("The drive is at %L1 °C, at or above its critical "
                                   "temperature of %L2 °C.")
                                .arg(celsius)
                                .arg(*critical));
        return;
    }
    if (const auto warning = limitCelsius(limits.warningKelvin); warning) {
        if (celsius >= *warning)
            //: %1 current temperature in °C, %2 the drive's warning limit in °C
            v.add(Overall::Caution, Tr::tr("The drive is at %L1 °C, at or above its warning "
                                           "temperature of %L2 °C.")
                                        .arg(celsius)
                                        .arg(*warning));
        return;
    }
    if (celsius >= kNvmeGenericWarningCelsius) {
        //: %1 current temperature in °C, %2 a generic limit in °C
        v.add(Overall::Caution, Tr::tr("The drive is at %L1 °C, at or above %L2 °C, where most "
                                       "drives slow down to cool off.")
                                    .arg(celsius)
                                    .arg(kNvmeGenericWarningCelsius));
    }
}

} // namespace

std::optional<double> nvmeTemperatureCelsius(quint16 kelvin)
{
    if (kelvin == 0)
        return std::nullopt;
    return double(int(kelvin) - 273);
}

HealthSummary summarizeNvmeHealth(const QString &device, const NvmeHealthLog &log,
                                  const NvmeTemperatureLimits &limits)
{
    HealthSummary summary;
    summary.device = device;
    summary.source = QStringLiteral("NVMe health log");
    summary.temperatureCelsius = nvmeTemperatureCelsius(log.temperatureKelvin);
    summary.powerOnHours = log.powerOnHours;
    summary.powerCycles = log.powerCycles;
    summary.unsafeShutdowns = log.unsafeShutdowns;
    summary.mediaErrors = log.mediaErrors;
    summary.availableSparePercent = log.availableSparePercent;
    summary.percentageUsed = log.percentageUsed;
    summary.criticalWarning = log.criticalWarning;

    Verdict verdict;
    judgeCriticalWarning(log.criticalWarning, verdict);
    judgeSpareAndWear(log, verdict);
    if (summary.temperatureCelsius)
        judgeTemperature(*summary.temperatureCelsius, limits, verdict);
    if (verdict.reasons.isEmpty())
        verdict.reasons << Tr::tr("The NVMe health log reports no problems.");
    summary.overall = verdict.overall;
    summary.reasons = verdict.reasons;
    return summary;
}

Result<HealthSummary> readNvmeHealth(int fd, const QString &device)
{
    const Result<NvmeHealthLog> log = Cache::nvmeReadHealthLog(fd, device);
    if (!log)
        return log.error();
    // The limits only refine the temperature judgement: without them, generic ones apply.
    NvmeTemperatureLimits limits;
    if (const auto id = Cache::nvmeIdentifyController(fd, device)) {
        limits.warningKelvin = id->warningTempKelvin;
        limits.criticalKelvin = id->criticalTempKelvin;
    }
    return summarizeNvmeHealth(device, log.value(), limits);
}

} // namespace DriveProof::Health
