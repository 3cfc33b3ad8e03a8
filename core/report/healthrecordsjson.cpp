#include "healthrecordsjson.h"

#include "health/ataattributes.h"
#include "health/atarecords.h"
#include "health/attributereading.h"
#include "health/lbaformats.h"
#include "health/nvmerecords.h"

#include <QJsonArray>

namespace DriveProof::Report {

namespace {

using namespace Health;

const char *stateKey(AttributeState s)
{
    switch (s) {
    case AttributeState::FailingNow:
        return "failing_now";
    case AttributeState::FailedInPast:
        return "failed_in_past";
    case AttributeState::Ok:
        break;
    }
    return "ok";
}

QJsonValue optionalInt(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

void addAta(const HealthRecords &r, QJsonObject &out)
{
    const Result<SmartData> data = parseSmartData(r.ataSmartData, r.ataThresholds);
    if (data) {
        out.insert(QStringLiteral("ata_attributes"), ataAttributesToJson(r));
        const SmartCapabilities &c = data->capabilities;
        out.insert(QStringLiteral("ata_capabilities"),
                   QJsonObject{{QStringLiteral("self_test_supported"), c.selfTestSupported()},
                               {QStringLiteral("conveyance_supported"), c.conveyanceSupported()},
                               {QStringLiteral("self_test_status"), c.selfTestStatusCode()},
                               {QStringLiteral("self_test_remaining_percent"),
                                c.selfTestStatusCode() == 15 ? c.selfTestRemainingPercent() : 0},
                               {QStringLiteral("short_minutes"), c.shortMinutes},
                               {QStringLiteral("extended_minutes"), c.extendedMinutes},
                               {QStringLiteral("conveyance_minutes"), c.conveyanceMinutes},
                               {QStringLiteral("checksum_valid"), data->checksumValid}});
    }
    if (const auto tests = parseSelfTestLog(r.ataSelfTestLog)) {
        QJsonArray list;
        for (const SelfTestEntry &e : tests.value())
            list.append(QJsonObject{{QStringLiteral("type"), int(e.subcommand)},
                                    {QStringLiteral("status"), e.status},
                                    {QStringLiteral("remaining_percent"), e.remainingPercent},
                                    {QStringLiteral("power_on_hours"), e.lifetimeHours},
                                    {QStringLiteral("failing_lba"), qint64(e.failingLba)}});
        out.insert(QStringLiteral("ata_self_tests"), list);
    }
    if (const auto errors = parseErrorLogCount(r.ataErrorLog))
        out.insert(QStringLiteral("ata_error_log_count"), errors.value());
    if (const auto t = parseSctStatus(r.ataSctStatus)) {
        out.insert(
            QStringLiteral("ata_sct_temperature"),
            QJsonObject{{QStringLiteral("current"), optionalInt(t->current)},
                        {QStringLiteral("min_since_power_on"), optionalInt(t->minSincePowerOn)},
                        {QStringLiteral("max_since_power_on"), optionalInt(t->maxSincePowerOn)},
                        {QStringLiteral("min_lifetime"), optionalInt(t->minLifetime)},
                        {QStringLiteral("max_lifetime"), optionalInt(t->maxLifetime)},
                        {QStringLiteral("over_limit_count"), qint64(t->overLimitCount)}});
    }
}

} // namespace

QJsonArray ataAttributesToJson(const HealthRecords &r)
{
    QJsonArray attributes;
    const Result<SmartData> data = parseSmartData(r.ataSmartData, r.ataThresholds);
    if (!data)
        return attributes;
    const RecordsIdentity identity = recordsIdentity(r);
    for (const SmartAttribute &a : data->attributes) {
        const AttributeReading d =
            readAttribute(a, identity.family, r.ataNonRotating, identity.logicalSectorBytes);
        const QString unit = d.bytes       ? QStringLiteral("bytes")
                             : d.unitKnown ? rawUnitKey(d.unit)
                                           : QStringLiteral("maker");
        attributes.append(
            QJsonObject{{QStringLiteral("id"), a.id},
                        {QStringLiteral("name"), d.name},
                        {QStringLiteral("value"), a.value},
                        {QStringLiteral("worst"), a.worst},
                        {QStringLiteral("threshold"), optionalInt(a.threshold)},
                        {QStringLiteral("raw"), qint64(a.raw)},
                        {QStringLiteral("raw_decoded"), ataAttributeRawNumber(a)},
                        {QStringLiteral("decoded"),
                         d.number ? QJsonValue(*d.number) : QJsonValue(QJsonValue::Null)},
                        {QStringLiteral("unit"), unit},
                        {QStringLiteral("format"), rawFormatKey(d.format)},
                        {QStringLiteral("pre_failure"), a.preFailure()},
                        {QStringLiteral("online"), a.online()},
                        {QStringLiteral("state"), QLatin1String(stateKey(a.state))}});
    }
    return attributes;
}

namespace {

QJsonArray array32(const quint32 (&v)[2])
{
    return QJsonArray{qint64(v[0]), qint64(v[1])};
}

void addNvme(const HealthRecords &r, QJsonObject &out)
{
    if (const auto parsed = Cache::parseHealthLog(r.nvmeHealthLog)) {
        const Cache::NvmeHealthLog &l = parsed.value();
        QJsonArray sensors;
        for (quint16 k : l.sensorKelvin)
            sensors.append(k ? QJsonValue(int(k) - 273) : QJsonValue(QJsonValue::Null));
        out.insert(
            QStringLiteral("nvme_log"),
            QJsonObject{
                {QStringLiteral("critical_warning"), l.criticalWarning},
                {QStringLiteral("temperature_kelvin"), l.temperatureKelvin},
                {QStringLiteral("available_spare_percent"), l.availableSparePercent},
                {QStringLiteral("available_spare_threshold_percent"), l.spareThresholdPercent},
                {QStringLiteral("percentage_used"), l.percentageUsed},
                {QStringLiteral("endurance_group_critical_warning"), l.enduranceGroupWarning},
                {QStringLiteral("data_units_read"), l.dataUnitsRead},
                {QStringLiteral("data_units_written"), l.dataUnitsWritten},
                {QStringLiteral("data_read_bytes"), nvmeDataUnitsBytes(l.dataUnitsRead)},
                {QStringLiteral("data_written_bytes"), nvmeDataUnitsBytes(l.dataUnitsWritten)},
                {QStringLiteral("host_read_commands"), l.hostReadCommands},
                {QStringLiteral("host_write_commands"), l.hostWriteCommands},
                {QStringLiteral("controller_busy_minutes"), l.controllerBusyMinutes},
                {QStringLiteral("power_cycles"), l.powerCycles},
                {QStringLiteral("power_on_hours"), l.powerOnHours},
                {QStringLiteral("unsafe_shutdowns"), l.unsafeShutdowns},
                {QStringLiteral("media_errors"), l.mediaErrors},
                {QStringLiteral("error_log_entries"), l.errorLogEntries},
                {QStringLiteral("warning_temperature_minutes"), qint64(l.warningTempMinutes)},
                {QStringLiteral("critical_temperature_minutes"), qint64(l.criticalTempMinutes)},
                {QStringLiteral("temperature_sensors_celsius"), sensors},
                {QStringLiteral("thermal_transitions"), array32(l.thermalTransitions)},
                {QStringLiteral("thermal_seconds"), array32(l.thermalSeconds)},
                {QStringLiteral("counters_saturated"), l.saturated}});
    }
    if (const auto log = parseNvmeSelfTestLog(r.nvmeSelfTestLog)) {
        QJsonArray list;
        for (const NvmeSelfTestResult &t : log->results)
            list.append(QJsonObject{
                {QStringLiteral("type"), t.code},
                {QStringLiteral("result"), t.result},
                {QStringLiteral("segment"), t.segment},
                {QStringLiteral("power_on_hours"), t.powerOnHours},
                {QStringLiteral("failing_lba"),
                 t.failingLba ? QJsonValue(qint64(*t.failingLba)) : QJsonValue(QJsonValue::Null)}});
        out.insert(QStringLiteral("nvme_self_tests"), list);
        out.insert(QStringLiteral("nvme_self_test_running"),
                   QJsonObject{{QStringLiteral("type"), log->currentOperation},
                               {QStringLiteral("percent_done"), log->currentPercent}});
    }
    if (r.nvmeSelfTestSupported)
        out.insert(QStringLiteral("nvme_extended_self_test_minutes"),
                   int(r.nvmeExtendedSelfTestMinutes));
}

// The namespace's LBA formats (lbaformats.h): every entry the drive lists, the one in use.
void addLbaFormats(const HealthRecords &r, QJsonObject &out)
{
    const Result<NvmeLbaFormats> formats = parseNvmeLbaFormats(r.nvmeIdentifyNamespace);
    if (!formats)
        return;
    QJsonArray list;
    for (const NvmeLbaFormat &f : formats->formats)
        list.append(QJsonObject{
            {QStringLiteral("index"), f.index},
            {QStringLiteral("data_bytes"), f.dataBytes()},
            {QStringLiteral("metadata_bytes"), f.metadataBytes},
            {QStringLiteral("lbads"), f.dataSizeShift},
            {QStringLiteral("relative_performance"), int(f.performance)},
            {QStringLiteral("performance"), QLatin1String(lbaPerformanceKey(f.performance))},
            {QStringLiteral("available"), f.available()},
            {QStringLiteral("in_use"), f.index == formats->inUse}});
    const int faster = fasterLbaFormat(formats.value());
    out.insert(QStringLiteral("nvme_lba_formats"),
               QJsonObject{{QStringLiteral("in_use"), formats->inUse},
                           {QStringLiteral("metadata_extended"), formats->metadataExtended},
                           {QStringLiteral("faster"),
                            faster >= 0 ? QJsonValue(faster) : QJsonValue(QJsonValue::Null)},
                           {QStringLiteral("formats"), list}});
}

} // namespace

QJsonObject healthRecordsToJson(const HealthRecords &records)
{
    QJsonObject out;
    addAta(records, out);
    addNvme(records, out);
    addLbaFormats(records, out);
    out.insert(QStringLiteral("refused"), QJsonArray::fromStringList(records.refused));
    return out;
}

} // namespace DriveProof::Report
