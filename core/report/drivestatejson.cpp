#include "drivestatejson.h"

#include "cache/cachefindings.h"
#include "health/healthreasons.h"
#include "health/lbaformats.h"
#include "health/usage.h"
#include "healthrecordsjson.h"

#include <QJsonArray>

namespace DriveProof::Report {

namespace {

// The a{sv} maps leave unknown values out; JSON readers get every key, null when unknown.
QJsonObject withNulls(const QVariantMap &map, std::initializer_list<const char *> keys)
{
    QJsonObject json = QJsonObject::fromVariantMap(map);
    for (const char *key : keys) {
        if (!json.contains(QLatin1String(key)))
            json.insert(QLatin1String(key), QJsonValue(QJsonValue::Null));
    }
    return json;
}

// The codes and their arguments for scripts, and the sentence in this process's language.
QJsonArray findingsToJson(const QList<Finding> &findings, QString (*text)(const Finding &))
{
    QJsonArray out;
    for (const Finding &f : findings)
        out.append(
            QJsonObject{{QStringLiteral("code"), f.code},
                        {QStringLiteral("severity"), severityKey(f.severity)},
                        {QStringLiteral("arguments"), QJsonArray::fromStringList(f.arguments)},
                        {QStringLiteral("text"), text(f)}});
    return out;
}

} // namespace

QJsonObject writeCacheToJson(const Cache::WriteCacheState &state)
{
    QJsonObject json = withNulls(state.toVariantMap(), {"supported", "enabled", "saved_enabled",
                                                        "changeable", "kernel_fua"});
    json.insert(QStringLiteral("findings"), findingsToJson(state.findings, &Cache::findingText));
    return json;
}

QJsonObject healthToJson(const Health::HealthSummary &health, bool all)
{
    QVariantMap map = health.toVariantMap();
    map.remove(QStringLiteral("records")); // bytes; decoded below when asked for
    QJsonObject json =
        withNulls(map, {"temperature_celsius", "power_on_hours", "power_cycles", "unsafe_shutdowns",
                        "bad_sectors", "media_errors", "available_spare_percent", "percentage_used",
                        "critical_warning"});
    json.insert(QStringLiteral("reasons"), findingsToJson(health.reasons, &Health::reasonText));
    // Where the numbers came from: a drive in hand, or a report of one (core/drivereport).
    json.insert(QStringLiteral("source"),
                health.fromReport ? QStringLiteral("report") : QStringLiteral("device"));
    json.insert(QStringLiteral("read_with"), health.source);
    const std::optional<qint64> written = Health::usageFacts(health).bytesWritten;
    json.insert(QStringLiteral("bytes_written"),
                written ? QJsonValue(*written) : QJsonValue(QJsonValue::Null));
    json.insert(QStringLiteral("attributes"), ataAttributesToJson(health.records));
    if (health.farm) {
        const auto hours = [](const std::optional<qint64> &v) {
            return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
        };
        json.insert(
            QStringLiteral("farm"),
            QJsonObject{{QStringLiteral("power_on_hours"), hours(health.farm->powerOnHours)},
                        {QStringLiteral("spindle_hours"), hours(health.farm->spindleHours)},
                        {QStringLiteral("head_flight_hours"), hours(health.farm->headFlightHours)},
                        {QStringLiteral("assembly_date"), health.farm->assemblyDate}});
    } else {
        json.insert(QStringLiteral("farm"), QJsonValue(QJsonValue::Null));
    }
    if (all) {
        QJsonObject records = healthRecordsToJson(health.records);
        // The advice names the namespace's node, which only the summary knows.
        if (const auto formats =
                Health::parseNvmeLbaFormats(health.records.nvmeIdentifyNamespace)) {
            QJsonObject lbaf = records.value(QStringLiteral("nvme_lba_formats")).toObject();
            lbaf.insert(QStringLiteral("findings"),
                        findingsToJson(Health::assessLbaFormats(health.device, formats.value()),
                                       &Health::lbaFormatText));
            records.insert(QStringLiteral("nvme_lba_formats"), lbaf);
        }
        json.insert(QStringLiteral("records"), records);
    }
    return json;
}

} // namespace DriveProof::Report
