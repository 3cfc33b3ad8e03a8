#include "healthmetrics.h"

#include "health/ataattributes.h"
#include "health/atarecords.h"
#include "health/attributereading.h"
#include "health/healthrecords.h"
#include "health/nvmerecords.h"

#include <functional>

namespace DriveProof::Report {

namespace {

using namespace Health;

Labels device(const DriveSnapshot &d)
{
    return {{QStringLiteral("device"), d.info.name}};
}

// The attribute as the model's family speaks it (health/dialect.h).
AttributeReading reading(const DriveSnapshot &d, const SmartAttribute &a)
{
    const HealthRecords &r = d.health->records;
    const RecordsIdentity identity = recordsIdentity(r);
    return readAttribute(a, identity.family, r.ataNonRotating, identity.logicalSectorBytes);
}

Labels attributeLabels(const DriveSnapshot &d, const SmartAttribute &a)
{
    Labels l = device(d);
    l.append({QStringLiteral("id"), QString::number(a.id)});
    l.append({QStringLiteral("name"), reading(d, a).name});
    return l;
}

// One family over every attribute of every ATA drive.
using AttributeGet =
    std::function<std::optional<double>(const SmartAttribute &, const AttributeReading &)>;

void attributeFamily(OpenMetricsWriter &w, const QList<DriveSnapshot> &drives, const char *name,
                     const char *help, const AttributeGet &value)
{
    w.gauge(QLatin1String(name), QLatin1String(help));
    for (const DriveSnapshot &d : drives) {
        if (!d.health)
            continue;
        const HealthRecords &r = d.health->records;
        const Result<SmartData> data = parseSmartData(r.ataSmartData, r.ataThresholds);
        if (!data)
            continue;
        for (const SmartAttribute &a : data->attributes) {
            if (const std::optional<double> v = value(a, reading(d, a)))
                w.sample(attributeLabels(d, a), *v);
        }
    }
}

using NvmeGet = std::function<std::optional<double>(const Cache::NvmeHealthLog &)>;

void nvmeFamily(OpenMetricsWriter &w, const QList<DriveSnapshot> &drives, const char *name,
                const char *help, const char *unit, const NvmeGet &value)
{
    w.gauge(QLatin1String(name), QLatin1String(help), QLatin1String(unit));
    for (const DriveSnapshot &d : drives) {
        if (!d.health)
            continue;
        if (const auto log = Cache::parseHealthLog(d.health->records.nvmeHealthLog)) {
            if (const std::optional<double> v = value(log.value()))
                w.sample(device(d), *v);
        }
    }
}

// Families with a second label: the sensor (1-8) or the thermal-management level (1-2).
void nvmeIndexed(
    OpenMetricsWriter &w, const QList<DriveSnapshot> &drives, const char *name, const char *help,
    const char *unit, const char *label, int count,
    const std::function<std::optional<double>(const Cache::NvmeHealthLog &, int)> &value)
{
    w.gauge(QLatin1String(name), QLatin1String(help), QLatin1String(unit));
    for (const DriveSnapshot &d : drives) {
        if (!d.health)
            continue;
        const auto log = Cache::parseHealthLog(d.health->records.nvmeHealthLog);
        for (int i = 0; log && i < count; ++i) {
            if (const std::optional<double> v = value(log.value(), i)) {
                Labels l = device(d);
                l.append({QLatin1String(label), QString::number(i + 1)});
                w.sample(l, *v);
            }
        }
    }
}

void ataFamilies(OpenMetricsWriter &w, const QList<DriveSnapshot> &drives)
{
    attributeFamily(
        w, drives, "driveproof_ata_attribute_value",
        "An ATA SMART attribute's normalised value (higher is better).",
        [](const SmartAttribute &a, const AttributeReading &) { return double(a.value); });
    attributeFamily(
        w, drives, "driveproof_ata_attribute_worst",
        "The lowest normalised value the attribute ever had.",
        [](const SmartAttribute &a, const AttributeReading &) { return double(a.worst); });
    attributeFamily(w, drives, "driveproof_ata_attribute_threshold",
                    "The attribute's failure threshold; at or below it the attribute fails.",
                    [](const SmartAttribute &a, const AttributeReading &) {
                        return a.threshold ? std::optional<double>(*a.threshold) : std::nullopt;
                    });
    // Through the model's dialect: hours for a family that counts minutes, the count of a
    // data counter in its own units (bytes would change the scale of an existing series).
    attributeFamily(w, drives, "driveproof_ata_attribute_raw",
                    "The attribute's raw value as the model's family means it (194: degrees, "
                    "9: hours, data counters in their own units).",
                    [](const SmartAttribute &a, const AttributeReading &r) {
                        const std::optional<double> n = r.bytes ? decodeRaw(a, r.format) : r.number;
                        return n ? *n : double(a.raw);
                    });
    attributeFamily(w, drives, "driveproof_ata_attribute_failing",
                    "2 when the attribute is at or below its threshold now, 1 when it was in "
                    "the past, 0 otherwise.",
                    [](const SmartAttribute &a, const AttributeReading &) {
                        return a.state == AttributeState::FailingNow     ? 2.0
                               : a.state == AttributeState::FailedInPast ? 1.0
                                                                         : 0.0;
                    });
    w.gauge(QStringLiteral("driveproof_ata_error_log_count"),
            QStringLiteral("Errors in the drive's SMART error log over its life."));
    for (const DriveSnapshot &d : drives) {
        if (d.health) {
            if (const auto n = parseErrorLogCount(d.health->records.ataErrorLog))
                w.sample(device(d), n.value());
        }
    }
    w.gauge(QStringLiteral("driveproof_self_test_failures"),
            QStringLiteral("Failed self-tests in the drive's self-test log (ATA or NVMe)."));
    for (const DriveSnapshot &d : drives) {
        if (!d.health || (d.health->records.ataSelfTestLog.isEmpty() &&
                          d.health->records.nvmeSelfTestLog.isEmpty()))
            continue;
        int failed = 0;
        for (const SelfTestRow &row : selfTestRows(d.health->records))
            failed += row.failed ? 1 : 0;
        w.sample(device(d), failed);
    }
}

void nvmeFamilies(OpenMetricsWriter &w, const QList<DriveSnapshot> &drives)
{
    using L = Cache::NvmeHealthLog;
    nvmeFamily(w, drives, "driveproof_nvme_data_read_bytes", "Bytes the host read (NVMe).", "bytes",
               [](const L &l) { return double(nvmeDataUnitsBytes(l.dataUnitsRead)); });
    nvmeFamily(w, drives, "driveproof_nvme_data_written_bytes", "Bytes the host wrote (NVMe).",
               "bytes", [](const L &l) { return double(nvmeDataUnitsBytes(l.dataUnitsWritten)); });
    nvmeFamily(w, drives, "driveproof_nvme_host_read_commands", "Read commands completed.", "",
               [](const L &l) { return double(l.hostReadCommands); });
    nvmeFamily(w, drives, "driveproof_nvme_host_write_commands", "Write commands completed.", "",
               [](const L &l) { return double(l.hostWriteCommands); });
    nvmeFamily(w, drives, "driveproof_nvme_controller_busy_seconds",
               "Time the controller was busy with commands.", "seconds",
               [](const L &l) { return double(l.controllerBusyMinutes) * 60; });
    nvmeFamily(w, drives, "driveproof_nvme_error_log_entries",
               "Error information log entries over the drive's life.", "",
               [](const L &l) { return double(l.errorLogEntries); });
    nvmeFamily(w, drives, "driveproof_nvme_spare_threshold_ratio",
               "The spare capacity below which the drive warns.", "ratio",
               [](const L &l) { return l.spareThresholdPercent / 100.0; });
    nvmeFamily(w, drives, "driveproof_nvme_warning_temperature_seconds",
               "Time above the warning composite temperature.", "seconds",
               [](const L &l) { return double(l.warningTempMinutes) * 60; });
    nvmeFamily(w, drives, "driveproof_nvme_critical_temperature_seconds",
               "Time above the critical composite temperature.", "seconds",
               [](const L &l) { return double(l.criticalTempMinutes) * 60; });
    nvmeIndexed(w, drives, "driveproof_nvme_sensor_temperature_celsius",
                "One temperature sensor of the drive.", "celsius", "sensor", 8,
                [](const L &l, int i) {
                    return l.sensorKelvin[i] ? std::optional<double>(l.sensorKelvin[i] - 273)
                                             : std::nullopt;
                });
    nvmeIndexed(w, drives, "driveproof_nvme_thermal_transitions",
                "Times the drive throttled for heat (level 1 light, 2 heavy).", "", "level", 2,
                [](const L &l, int i) { return double(l.thermalTransitions[i]); });
    nvmeIndexed(w, drives, "driveproof_nvme_thermal_seconds",
                "Time the drive spent throttled for heat (level 1 light, 2 heavy).", "seconds",
                "level", 2, [](const L &l, int i) { return double(l.thermalSeconds[i]); });
}

} // namespace

void healthRecordMetrics(OpenMetricsWriter &w, const QList<DriveSnapshot> &drives)
{
    ataFamilies(w, drives);
    nvmeFamilies(w, drives);
}

} // namespace DriveProof::Report
