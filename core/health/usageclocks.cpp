#include "usageclocks.h"

#include "healthtr.h"

#include <QLocale>

namespace DriveProof::Health {

namespace {

// FARM's spindle and head-flight hours: real drives print values of billions of hours
// (the recorded captures in tests/fixtures/reports/farm); above a century, none is stated.
constexpr qint64 kMaxPlausibleHours = 1'000'000;

// FARM and SMART are written at different moments: two days, or 2 %, apart is the same clock.
bool farAbove(qint64 hours, qint64 than)
{
    return hours > than + std::max<qint64>(48, than / 50);
}

std::optional<qint64> plausible(const std::optional<qint64> &v)
{
    return v && *v >= 0 && *v <= kMaxPlausibleHours ? v : std::nullopt;
}

QString number(const std::optional<qint64> &v)
{
    return v ? QString::number(*v) : QString();
}

Finding make(const char *code, const QStringList &arguments)
{
    return usageTable().make(QLatin1String(code), arguments);
}

QString farmText(const Finding &r)
{
    const QLocale locale;
    const QStringList &a = r.arguments;
    const auto hours = [&](int i) {
        return a.value(i).isEmpty() ? Tr::tr("unknown") : locale.toString(a.value(i).toLongLong());
    };
    if (r.code == QLatin1String(UsageCode::kFarmAhead))
        //: %1 power-on hours in the FARM log, %2 power-on hours of the SMART counter
        return Tr::tr("The FARM log counts %1 power-on hours, but the SMART counter says %2: "
                      "the SMART counter was reset, and the drive has been used for at least "
                      "%1 hours.")
            .arg(hours(0), hours(1));
    if (r.code == QLatin1String(UsageCode::kFarmClockBeyond))
        return a.value(0) == QLatin1String("spindle")
                   //: %1 spindle hours, %2 power-on hours, both from the FARM log
                   ? Tr::tr("The FARM log's spindle hours (%1) exceed its power-on hours (%2): "
                            "its power-on hours were reset too.")
                         .arg(hours(1), hours(2))
                   //: %1 head-flight hours, %2 power-on hours, both from the FARM log
                   : Tr::tr("The FARM log's head-flight hours (%1) exceed its power-on hours "
                            "(%2): its power-on hours were reset too.")
                         .arg(hours(1), hours(2));
    const QString date = a.value(3);
    if (date.size() == 4)
        //: %1 power-on, %2 spindle, %3 head-flight hours; the drive was assembled in week %4
        //: of the year %5 (e.g. "17", "2025")
        return Tr::tr("FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours; "
                      "assembled in week %4 of %5.")
            .arg(hours(0), hours(1), hours(2), date.mid(2), QStringLiteral("20") + date.left(2));
    //: %1 power-on, %2 spindle, %3 head-flight hours
    return Tr::tr("FARM log: %1 power-on hours, %2 spindle hours, %3 head-flight hours.")
        .arg(hours(0), hours(1), hours(2));
}

} // namespace

QList<Finding> clockResets(const UsageFacts &f, qint64 hours)
{
    QList<Finding> out;
    for (const ClockReading &c : f.clocks)
        if (clockAhead(c, hours))
            out << make(UsageCode::kClockAhead,
                        {driveClockKey(c.clock), QString::number(c.hours), QString::number(hours)});
    if (!f.farm || !f.farm->powerOnHours)
        return out;
    const qint64 farm = *f.farm->powerOnHours;
    if (f.powerOnHours && farAbove(farm, *f.powerOnHours))
        out << make(UsageCode::kFarmAhead,
                    {QString::number(farm), QString::number(*f.powerOnHours)});
    const std::pair<const char *, std::optional<qint64>> beside[] = {
        {"spindle", plausible(f.farm->spindleHours)},
        {"head_flight", plausible(f.farm->headFlightHours)}};
    for (const auto &[clock, value] : beside)
        if (value && farAbove(*value, farm))
            out << make(UsageCode::kFarmClockBeyond,
                        {QLatin1String(clock), QString::number(*value), QString::number(farm)});
    return out;
}

QList<Finding> clockReadings(const UsageFacts &f)
{
    QList<Finding> out;
    for (const ClockReading &c : f.clocks)
        out << make(UsageCode::kClock, {driveClockKey(c.clock), QString::number(c.hours)});
    if (f.farm && f.farm->powerOnHours)
        out << make(UsageCode::kFarm,
                    {number(f.farm->powerOnHours), number(plausible(f.farm->spindleHours)),
                     number(plausible(f.farm->headFlightHours)), f.farm->assemblyDate});
    return out;
}

bool isClockFinding(const Finding &r)
{
    for (const char *code : {UsageCode::kClock, UsageCode::kClockAhead, UsageCode::kFarm,
                             UsageCode::kFarmAhead, UsageCode::kFarmClockBeyond})
        if (r.code == QLatin1String(code))
            return true;
    return false;
}

QString clockText(const Finding &r)
{
    if (r.code != QLatin1String(UsageCode::kClock) &&
        r.code != QLatin1String(UsageCode::kClockAhead))
        return farmText(r);
    // One whole sentence per clock, for the translators.
    const QLocale locale;
    const QStringList &a = r.arguments;
    const std::optional<DriveClock> clock = driveClockFromKey(a.value(0));
    const QString stamp = locale.toString(a.value(1).toLongLong());
    const QString hours = locale.toString(a.value(2).toLongLong());
    const bool errorLog = clock == DriveClock::ErrorLog;
    if (r.code == QLatin1String(UsageCode::kClock))
        return errorLog
                   //: %1 a power-on hour
                   ? Tr::tr("Error log: the latest error happened at power-on hour %1.").arg(stamp)
                   //: %1 a power-on hour
                   : Tr::tr("Self-test log: the latest self-test ran at power-on hour %1.")
                         .arg(stamp);
    return errorLog
               //: %1 the power-on hour the log stamped, %2 the power-on hours the counter says
               ? Tr::tr("The error log has an error at power-on hour %1, but the power-on "
                        "counter says %2 hours: the counter went back (reset, or run over), so "
                        "it does not say how long the drive was used.")
                     .arg(stamp, hours)
               //: %1 the power-on hour the log stamped, %2 the power-on hours the counter says
               : Tr::tr("The self-test log has a test at power-on hour %1, but the power-on "
                        "counter says %2 hours: the counter went back (reset, or run over), so "
                        "it does not say how long the drive was used.")
                     .arg(stamp, hours);
}

} // namespace DriveProof::Health
