#include "usage.h"

#include "atarecords.h"
#include "dialect.h"
#include "healthreasons.h"
#include "healthtr.h"
#include "nvmerecords.h"
#include "usageclocks.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSaveFile>
#include <QStandardPaths>

namespace DriveProof::Health {

namespace {

// A power cycle keeps a drive on for some seconds at least: more than 120 an hour (one every
// 30 s, for every hour counted and the one not yet full) is a counter that does not fit.
constexpr qint64 kMaxCyclesPerHour = 120;
// Written with no hour counted: more than a factory test's gigabytes.
constexpr qint64 kWrittenWithoutHoursBytes = 10'000'000'000;

QString number(const std::optional<qint64> &v)
{
    return v ? QString::number(*v) : QString();
}

Finding usageFinding(const char *code, const QStringList &arguments)
{
    return usageTable().make(QLatin1String(code), arguments);
}

QString bytesText(const QString &raw)
{
    return QLocale().formattedDataSize(raw.toLongLong(), 1, QLocale::DataSizeSIFormat);
}

} // namespace

UsageFacts usageFacts(const HealthSummary &h)
{
    UsageFacts f;
    f.powerOnHours = h.powerOnHours;
    f.powerCycles = h.powerCycles;
    f.unsafeShutdowns = h.unsafeShutdowns;
    f.percentageUsed = h.percentageUsed;
    f.clocks = driveClocks(h.records);
    f.farm = h.farm;
    if (const auto log = Cache::parseHealthLog(h.records.nvmeHealthLog)) {
        f.bytesWritten = nvmeDataUnitsBytes(log->dataUnitsWritten);
        f.errorLogEntries = log->errorLogEntries;
    } else {
        if (const auto errors = parseErrorLogCount(h.records.ataErrorLog))
            f.errorLogEntries = errors.value();
        // Only where the model's family says the unit (dialect.h): a count named
        // Total_LBAs_Written is 512-byte sectors on one maker and 32 MiB units on another.
        f.bytesWritten = recordsDialectFacts(h.records).bytesWritten;
    }
    return f;
}

UsageAssessment assessUsage(const UsageFacts &f, std::optional<qint64> rated)
{
    UsageAssessment a;
    // A FARM-only report has no SMART counter: FARM's own hours stand in for it.
    const std::optional<qint64> counted =
        f.powerOnHours ? f.powerOnHours : (f.farm ? f.farm->powerOnHours : std::nullopt);
    if (!counted)
        return a;
    const qint64 hours = *counted;
    const QStringList numbers{QString::number(hours), number(f.powerCycles),
                              number(f.bytesWritten)};
    if (hours == 0 && f.bytesWritten && *f.bytesWritten > kWrittenWithoutHoursBytes) {
        a.verdict = UsageVerdict::PossiblyReset;
        a.reasons << usageFinding(UsageCode::kWrittenWithoutHours,
                                  {QString::number(*f.bytesWritten)});
    }
    if (f.powerCycles && *f.powerCycles > (hours + 1) * kMaxCyclesPerHour) {
        a.verdict = UsageVerdict::PossiblyReset;
        a.reasons << usageFinding(UsageCode::kCyclesBeyondHours,
                                  {QString::number(*f.powerCycles), QString::number(hours)});
    }
    const QList<Finding> reset = clockResets(f, hours);
    if (!reset.isEmpty()) {
        a.verdict = UsageVerdict::PossiblyReset;
        a.reasons += reset;
    }
    if (a.verdict != UsageVerdict::PossiblyReset) {
        const bool used = hours > kNewMaxHours || f.powerCycles.value_or(0) > kNewMaxCycles ||
                          f.bytesWritten.value_or(0) > kNewMaxBytesWritten ||
                          f.percentageUsed.value_or(0) > 0;
        a.verdict = used ? UsageVerdict::Used : UsageVerdict::New;
        a.reasons << usageFinding(used ? UsageCode::kUsed : UsageCode::kNew, numbers);
    }
    a.reasons += clockReadings(f); // every clock side by side with the counter
    if (rated && *rated > 0 && f.bytesWritten)
        a.reasons << usageFinding(
            UsageCode::kEndurance,
            {QString::number(*f.bytesWritten), QString::number(*rated),
             QString::number(100.0 * double(*f.bytesWritten) / double(*rated), 'f', 1)});
    return a;
}

QString usageText(const Finding &r)
{
    const QLocale locale;
    const QStringList &a = r.arguments;
    const QString hours = locale.toString(a.value(0).toLongLong());
    const QString written = a.value(2).isEmpty() ? Tr::tr("unknown") : bytesText(a.value(2));
    if (r.code == QLatin1String(UsageCode::kNew) || r.code == QLatin1String(UsageCode::kUsed)) {
        const QString cycles =
            a.value(1).isEmpty() ? Tr::tr("unknown") : locale.toString(a.value(1).toLongLong());
        if (r.code == QLatin1String(UsageCode::kNew))
            //: %1 power-on hours, %2 power cycles, %3 amount written ("1.2 GB")
            return Tr::tr("Looks new: %1 power-on hours, %2 power cycles, %3 written.")
                .arg(hours, cycles, written);
        //: %1 power-on hours, %2 power cycles, %3 amount written ("12 TB")
        return Tr::tr("Used before: %1 power-on hours, %2 power cycles, %3 written. A drive "
                      "sold as new has a few hours from the factory at most.")
            .arg(hours, cycles, written);
    }
    if (r.code == QLatin1String(UsageCode::kWrittenWithoutHours))
        //: %1 amount written ("12 TB")
        return Tr::tr("The drive counts 0 power-on hours but %1 written: its counters may "
                      "have been reset.")
            .arg(bytesText(a.value(0)));
    if (r.code == QLatin1String(UsageCode::kCyclesBeyondHours))
        //: %1 power cycles, %2 power-on hours
        return Tr::tr("The drive counts %1 power cycles in %2 power-on hours, more than those "
                      "hours can hold: its counters may have been reset.")
            .arg(locale.toString(a.value(0).toLongLong()),
                 locale.toString(a.value(1).toLongLong()));
    if (r.code == QLatin1String(UsageCode::kEndurance))
        //: %1 amount written, %2 the rated endurance ("600 TB"), %3 percent of it
        return Tr::tr("%1 written of the %2 the maker rates this model for (%3%).")
            .arg(bytesText(a.value(0)), bytesText(a.value(1)),
                 locale.toString(a.value(2).toDouble(), 'f', 1));
    if (isClockFinding(r))
        return clockText(r);
    if (r.code == QLatin1String(UsageCode::kSinceFirstSeen)) {
        const QDateTime when = QDateTime::fromString(a.value(0), Qt::ISODate);
        //: %1 the date DriveProof first read the drive, %2 hours since, %3 amount written since
        return Tr::tr("Since DriveProof first read it (%1): %2 hours, %3 written.")
            .arg(locale.toString(when.date(), QLocale::ShortFormat),
                 locale.toString(a.value(1).toLongLong()), written);
    }
    return reasonText(r);
}

const FindingTable &usageTable()
{
    using namespace UsageCode;
    const QStringList numbers{QStringLiteral("3120"), QStringLiteral("410"),
                              QStringLiteral("12000000000000")};
    static const FindingTable table(
        {
            {kNew, Severity::Info, "hours, power cycles, bytes written", numbers},
            {kUsed, Severity::Caution, "hours, power cycles, bytes written", numbers},
            {kWrittenWithoutHours,
             Severity::Caution,
             "bytes written",
             {QStringLiteral("4000000000000")}},
            {kCyclesBeyondHours,
             Severity::Caution,
             "power cycles, hours",
             {QStringLiteral("900"), QStringLiteral("2")}},
            {kEndurance,
             Severity::Info,
             "bytes written, rated bytes, percent",
             {QStringLiteral("72000000000000"), QStringLiteral("600000000000000"),
              QStringLiteral("12")}},
            {kClock,
             Severity::Info,
             "clock (self_test_log, error_log), hours",
             {QStringLiteral("self_test_log"), QStringLiteral("35120")}},
            {kClockAhead,
             Severity::Caution,
             "clock (self_test_log, error_log), hours it stamped, power-on hours",
             {QStringLiteral("error_log"), QStringLiteral("35120"), QStringLiteral("12")}},
            {kFarm,
             Severity::Info,
             "FARM power-on, spindle and head-flight hours, assembly date (YYWW)",
             {QStringLiteral("2344"), QStringLiteral("2322"), QStringLiteral("516"),
              QStringLiteral("2517")}},
            {kFarmAhead,
             Severity::Caution,
             "FARM power-on hours, SMART power-on hours",
             {QStringLiteral("31583"), QStringLiteral("12")}},
            {kFarmClockBeyond,
             Severity::Caution,
             "clock (spindle, head_flight), its hours, FARM power-on hours",
             {QStringLiteral("head_flight"), QStringLiteral("28000"), QStringLiteral("40")}},
            {kSinceFirstSeen,
             Severity::Info,
             "first reading (ISO 8601), hours, bytes",
             {QStringLiteral("2026-11-01T10:00:00Z"), QStringLiteral("41"),
              QStringLiteral("380000000000")}},
        },
        usageText);
    return table;
}

QString usageVerdictText(UsageVerdict v)
{
    switch (v) {
    case UsageVerdict::New:
        //: is the drive new? the verdict
        return Tr::tr("new");
    case UsageVerdict::Used:
        //: is the drive new? the verdict
        return Tr::tr("used");
    case UsageVerdict::PossiblyReset:
        //: is the drive new? the verdict: its counters contradict each other
        return Tr::tr("possibly reset");
    case UsageVerdict::Unknown:
        break;
    }
    return Tr::tr("unknown");
}

const char *usageVerdictKey(UsageVerdict v)
{
    switch (v) {
    case UsageVerdict::New:
        return "new";
    case UsageVerdict::Used:
        return "used";
    case UsageVerdict::PossiblyReset:
        return "possibly_reset";
    case UsageVerdict::Unknown:
        break;
    }
    return "unknown";
}

std::optional<Finding> sinceFirstSeen(const FirstReading &first, const UsageFacts &now)
{
    if (!first.powerOnHours || !now.powerOnHours || *now.powerOnHours < *first.powerOnHours)
        return std::nullopt;
    if (*now.powerOnHours == *first.powerOnHours &&
        first.when.secsTo(QDateTime::currentDateTimeUtc()) < 3600)
        return std::nullopt; // read just now: nothing to compare yet
    QString written;
    if (first.bytesWritten && now.bytesWritten && *now.bytesWritten >= *first.bytesWritten)
        written = QString::number(*now.bytesWritten - *first.bytesWritten);
    return usageFinding(UsageCode::kSinceFirstSeen,
                        {first.when.toUTC().toString(Qt::ISODate),
                         QString::number(*now.powerOnHours - *first.powerOnHours), written});
}

DriveMemory::DriveMemory(QString file)
    : m_file(std::move(file))
{}

QString DriveMemory::defaultFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/driveproof/drives.json");
}

QString DriveMemory::driveKey(const QString &model, const QString &serial)
{
    return model.simplified() + QLatin1Char('|') + serial.simplified();
}

QVariantMap DriveMemory::load() const
{
    QFile f(m_file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.read(1 << 20)).object().toVariantMap();
}

bool DriveMemory::save(const QVariantMap &all) const
{
    QDir().mkpath(QFileInfo(m_file).absolutePath());
    QSaveFile f(m_file);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(QJsonDocument(QJsonObject::fromVariantMap(all)).toJson());
    return f.commit();
}

std::optional<FirstReading> DriveMemory::firstReading(const QString &key) const
{
    const QVariantMap d = load().value(QStringLiteral("drives")).toMap().value(key).toMap();
    const QDateTime when =
        QDateTime::fromString(d.value(QStringLiteral("first_seen")).toString(), Qt::ISODate);
    if (!when.isValid())
        return std::nullopt;
    FirstReading r;
    r.when = when;
    const auto num = [&d](const char *k) -> std::optional<qint64> {
        const QVariant v = d.value(QLatin1String(k));
        return v.isValid() && !v.isNull() ? std::optional<qint64>(v.toLongLong()) : std::nullopt;
    };
    r.powerOnHours = num("power_on_hours");
    r.bytesWritten = num("bytes_written");
    return r;
}

FirstReading DriveMemory::rememberFirst(const QString &key, const FirstReading &reading)
{
    if (const auto known = firstReading(key))
        return *known;
    QVariantMap all = load();
    QVariantMap drives = all.value(QStringLiteral("drives")).toMap();
    QVariantMap d{{QStringLiteral("first_seen"), reading.when.toUTC().toString(Qt::ISODate)}};
    if (reading.powerOnHours)
        d.insert(QStringLiteral("power_on_hours"), *reading.powerOnHours);
    if (reading.bytesWritten)
        d.insert(QStringLiteral("bytes_written"), *reading.bytesWritten);
    drives.insert(key, d);
    all.insert(QStringLiteral("drives"), drives);
    save(all);
    return reading;
}

std::optional<qint64> DriveMemory::ratedEndurance(const QString &model) const
{
    const QVariant v =
        load().value(QStringLiteral("rated_endurance_bytes")).toMap().value(model.simplified());
    return v.isValid() ? std::optional<qint64>(v.toLongLong()) : std::nullopt;
}

bool DriveMemory::setRatedEndurance(const QString &model, qint64 bytes)
{
    QVariantMap all = load();
    QVariantMap rated = all.value(QStringLiteral("rated_endurance_bytes")).toMap();
    if (bytes > 0)
        rated.insert(model.simplified(), bytes);
    else
        rated.remove(model.simplified()); // 0: the user took the rating back
    all.insert(QStringLiteral("rated_endurance_bytes"), rated);
    return save(all);
}

UsageAssessment assessDriveUsage(const Device::DeviceInfo &drive, const HealthSummary &health,
                                 DriveMemory &memory)
{
    const UsageFacts facts = usageFacts(health);
    UsageAssessment usage = assessUsage(facts, memory.ratedEndurance(drive.model));
    // A report's drive is not here: nothing is kept of it as "first seen".
    if (facts.powerOnHours && !drive.serial.isEmpty() && !health.fromReport) {
        const FirstReading first = memory.rememberFirst(
            DriveMemory::driveKey(drive.model, drive.serial),
            {QDateTime::currentDateTimeUtc(), facts.powerOnHours, facts.bytesWritten});
        if (const auto since = sinceFirstSeen(first, facts))
            usage.reasons << *since;
    }
    return usage;
}

} // namespace DriveProof::Health
