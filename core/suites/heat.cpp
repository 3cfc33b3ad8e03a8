#include "suites/heat.h"

#include "cache/nvmecodec.h"
#include "suites/suitestr.h"
#include "suites/verdicts.h"

#include <QLocale>

namespace DriveProof::Suites {

using Report::Finding;
using Report::HeatReading;
using Report::Severity;

namespace {

QString number(double value)
{
    return QString::number(value, 'g', 12);
}

quint64 rise(quint32 before, quint32 after)
{
    return after > before ? quint64(after - before) : 0;
}

// The hottest of the two readings: the drive was at least that warm during the test.
std::optional<double> hottest(const Report::Heat &heat)
{
    std::optional<double> t;
    for (const std::optional<HeatReading> &r : {heat.before, heat.after})
        if (r && r->temperatureCelsius && (!t || *r->temperatureCelsius > *t))
            t = r->temperatureCelsius;
    return t;
}

QString celsius(double value)
{
    return QLocale().toString(value, 'f', 0);
}

} // namespace

HeatReading heatFromHealth(const Health::HealthSummary &health)
{
    HeatReading reading;
    reading.temperatureCelsius = health.temperatureCelsius;
    if (health.records.nvmeHealthLog.isEmpty())
        return reading;
    const Result<Cache::NvmeHealthLog> log = Cache::parseHealthLog(health.records.nvmeHealthLog);
    if (!log)
        return reading;
    Report::ThermalCounters t;
    for (int i = 0; i < 2; ++i) {
        t.transitions[i] = log.value().thermalTransitions[i];
        t.seconds[i] = log.value().thermalSeconds[i];
    }
    t.warningMinutes = log.value().warningTempMinutes;
    t.criticalMinutes = log.value().criticalTempMinutes;
    reading.thermal = t;
    return reading;
}

Result<HeatReading> readHeat(const Device::DeviceInfo *disk, const HealthReader &reader)
{
    if (!disk)
        return Error{QString(), Tr::tr("No drive was found under the target."), 0};
    const Result<Health::HealthSummary> health = reader(*disk);
    if (!health)
        return health.error();
    const HeatReading reading = heatFromHealth(health.value());
    if (!reading.temperatureCelsius && !reading.thermal)
        //: %1 device path
        return Error{disk->path, Tr::tr("%1 reports no temperature.").arg(disk->path), 0};
    return reading;
}

quint64 throttleCount(const Report::Heat &heat)
{
    if (!heat.before || !heat.after || !heat.before->thermal || !heat.after->thermal)
        return 0;
    const Report::ThermalCounters &b = *heat.before->thermal;
    const Report::ThermalCounters &a = *heat.after->thermal;
    return rise(b.transitions[0], a.transitions[0]) + rise(b.transitions[1], a.transitions[1]);
}

void applyHeatVerdicts(Report::TestResult &result)
{
    const quint64 count = throttleCount(result.heat);
    const std::optional<double> hot = hottest(result.heat);
    if (count == 0 || !hot)
        return;
    for (Finding &f : result.findings)
        if (f.code == QLatin1String("sustained.slc-cache-end") ||
            f.code == QLatin1String("sustained.rate-drop")) {
            // Same rates and place, then the heat: the fall is the drive's own throttling.
            f = makeFinding("sustained.heat-drop",
                            f.arguments.mid(0, 3) +
                                QStringList{number(*hot), QString::number(count)});
            return;
        }
    result.findings << makeFinding("heat.throttled", {number(*hot), QString::number(count)});
}

QString heatFindingText(const QString &code, const QStringList &a, RateUnit unit)
{
    const int count = a.value(code == QLatin1String("heat.throttled") ? 1 : 4).toInt();
    if (code == QLatin1String("heat.throttled"))
        //: %1 the drive's highest temperature in °C; %n how often it throttled itself
        return Tr::tr("The drive reached %1 °C and slowed itself down %n time(s) during this "
                      "test: these numbers are those of a hot drive, not what it does when cool.",
                      nullptr, count)
            .arg(celsius(a.value(0).toDouble()));
    if (code == QLatin1String("sustained.heat-drop")) {
        const QLocale::DataSizeFormats format =
            unit == RateUnit::Mebibytes ? QLocale::DataSizeIecFormat : QLocale::DataSizeSIFormat;
        //: %1 the drive's highest temperature in °C, %n how often it throttled itself, %2
        //: and %3 transfer rates, %4 an amount of data
        return Tr::tr("The drive reached %1 °C and slowed itself down %n time(s) during the "
                      "sustained write: the drop from %2 to %3 at %4 is heat, not its cache.",
                      nullptr, count)
            .arg(celsius(a.value(3).toDouble()), rateText(a.value(0).toDouble(), unit),
                 rateText(a.value(1).toDouble(), unit),
                 QLocale().formattedDataSize(a.value(2).toLongLong(), 1, format));
    }
    return {};
}

QStringList heatLines(const Report::Heat &heat)
{
    QStringList lines;
    const auto temp = [](const std::optional<HeatReading> &r) {
        return r && r->temperatureCelsius ? celsius(*r->temperatureCelsius) : QStringLiteral("?");
    };
    if ((heat.before && heat.before->temperatureCelsius) ||
        (heat.after && heat.after->temperatureCelsius))
        //: %1 and %2 temperatures in °C ("?" when unknown)
        lines << Tr::tr("Drive temperature: %1 °C before the test, %2 °C after.")
                     .arg(temp(heat.before), temp(heat.after));
    if (heat.before && heat.after && heat.before->thermal && heat.after->thermal) {
        const Report::ThermalCounters &b = *heat.before->thermal;
        const Report::ThermalCounters &a = *heat.after->thermal;
        const quint64 count = throttleCount(heat);
        const quint64 seconds = rise(b.seconds[0], a.seconds[0]) + rise(b.seconds[1], a.seconds[1]);
        if (count > 0 || seconds > 0)
            //: %n how often the drive throttled itself, %1 seconds it spent throttled
            lines << Tr::tr("The drive slowed itself down for heat %n time(s) during the test, "
                            "for %1 s in all.",
                            nullptr, int(count))
                         .arg(QLocale().toString(seconds));
        else
            lines << Tr::tr("The drive did not slow itself down for heat during the test.");
        const quint64 warning = rise(b.warningMinutes, a.warningMinutes);
        const quint64 critical = rise(b.criticalMinutes, a.criticalMinutes);
        if (warning > 0 || critical > 0)
            //: %1 and %2 minutes
            lines << Tr::tr("Time above its warning temperature during the test: %1 min; above "
                            "its critical temperature: %2 min.")
                         .arg(QLocale().toString(warning), QLocale().toString(critical));
    }
    if (!heat.notRead.isEmpty())
        //: %1 why (a sentence)
        lines << Tr::tr("The drive's heat was not read: %1").arg(heat.notRead);
    return lines;
}

} // namespace DriveProof::Suites
