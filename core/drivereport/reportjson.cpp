// readSmartctlJson() and readNvmeCliJson(): the facts of `smartctl --json` (smartctl 7.0+,
// its keys documented by smartmontools' JSON output) and of `nvme smart-log -o json`
// (nvme-cli 1.x and 2.x, whose key names and temperature unit differ between versions).
#include "drivereport.h"
#include "reporttext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace DriveProof::DriveReport {

namespace {

// A counter as a JSON number, a numeric string (nvme-cli prints 128-bit counters as
// strings) or {"value": N}; nullopt when absent, negative or not a number.
std::optional<qint64> counter(const QJsonValue &v)
{
    if (v.isObject())
        return counter(v.toObject().value(QLatin1String("value")));
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (!std::isfinite(d) || d < 0 || d > 9.2e18)
            return std::nullopt;
        return qint64(d);
    }
    if (v.isString())
        return printedNumber(v.toString());
    return std::nullopt;
}

quint8 byteOf(const QJsonValue &v)
{
    return quint8(std::clamp<qint64>(0, counter(v).value_or(0), 255));
}

Result<QJsonObject> jsonObject(const QByteArray &content, const QString &subject)
{
    if (content.size() > kMaxReportBytes)
        return tooLarge(subject);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(content, &error);
    if (!doc.isObject())
        //: %1 file name, %2 the JSON parser's words, %3 the byte offset
        return Error{subject,
                     Tr::tr("%1 is not valid JSON: %2 at byte %3.")
                         .arg(subject, error.errorString())
                         .arg(error.offset),
                     EINVAL};
    return doc.object();
}

ReportAttribute jsonAttribute(const QJsonObject &o)
{
    ReportAttribute a;
    a.id = int(std::clamp<qint64>(0, counter(o.value(QLatin1String("id"))).value_or(0), 255));
    a.name = o.value(QLatin1String("name")).toString().left(64);
    a.flags = quint16(
        std::clamp<qint64>(0, counter(o.value(QLatin1String("flags"))).value_or(0), 0xFFFF));
    a.value = byteOf(o.value(QLatin1String("value")));
    a.worst = byteOf(o.value(QLatin1String("worst")));
    if (o.contains(QLatin1String("thresh")))
        a.threshold = byteOf(o.value(QLatin1String("thresh")));
    const QJsonObject raw = o.value(QLatin1String("raw")).toObject();
    a.rawText = raw.value(QLatin1String("string")).toString().left(64);
    if (const std::optional<qint64> v = counter(raw.value(QLatin1String("value"))))
        a.raw = quint64(*v) & 0xFFFFFFFFFFFFull;
    const QString failed = o.value(QLatin1String("when_failed")).toString();
    a.state = failed == QLatin1String("now")    ? Health::AttributeState::FailingNow
              : failed == QLatin1String("past") ? Health::AttributeState::FailedInPast
                                                : Health::AttributeState::Ok;
    return a;
}

void readAtaLogs(const QJsonObject &root, ReportFacts &f)
{
    const QJsonObject tests = root.value(QLatin1String("ata_smart_self_test_log")).toObject();
    const QJsonObject log = tests.value(QLatin1String("extended")).toObject().isEmpty()
                                ? tests.value(QLatin1String("standard")).toObject()
                                : tests.value(QLatin1String("extended")).toObject();
    for (const auto &v : log.value(QLatin1String("table")).toArray()) {
        if (f.selfTests.size() >= 64)
            break;
        const QJsonObject e = v.toObject();
        Health::SelfTestEntry t;
        t.subcommand = byteOf(e.value(QLatin1String("type")));
        t.status = byteOf(e.value(QLatin1String("status"))) >> 4;
        t.lifetimeHours = int(std::clamp<qint64>(
            0, counter(e.value(QLatin1String("lifetime_hours"))).value_or(0), 65535));
        t.failingLba = quint32(counter(e.value(QLatin1String("lba"))).value_or(0) & 0x0FFFFFFF);
        f.selfTests << t;
    }
    const QJsonObject errors = root.value(QLatin1String("ata_smart_error_log")).toObject();
    const QJsonObject elog = errors.value(QLatin1String("extended")).toObject().isEmpty()
                                 ? errors.value(QLatin1String("summary")).toObject()
                                 : errors.value(QLatin1String("extended")).toObject();
    if (const std::optional<qint64> n = counter(elog.value(QLatin1String("count"))))
        f.errorCount = int(qMin<qint64>(*n, 1 << 30));
    for (const auto &v : elog.value(QLatin1String("table")).toArray())
        if (f.errorHours.size() < 8)
            f.errorHours << int(std::clamp<qint64>(
                0, counter(v.toObject().value(QLatin1String("lifetime_hours"))).value_or(0),
                65535));
    for (const auto &page : root.value(QLatin1String("ata_device_statistics"))
                                .toObject()
                                .value(QLatin1String("pages"))
                                .toArray())
        for (const auto &row : page.toObject().value(QLatin1String("table")).toArray()) {
            const QString name = row.toObject().value(QLatin1String("name")).toString();
            const std::optional<qint64> value =
                counter(row.toObject().value(QLatin1String("value")));
            if (name == QLatin1String("Power-on Hours"))
                f.statisticsPowerOnHours = value;
            else if (name == QLatin1String("Logical Sectors Written"))
                f.statisticsSectorsWritten = value;
        }
}

// The health log from an object with either smartctl's or nvme-cli's names for its fields.
Cache::NvmeHealthLog nvmeLog(const QJsonObject &o)
{
    const auto any = [&o](std::initializer_list<const char *> keys) {
        for (const char *k : keys)
            if (o.contains(QLatin1String(k)))
                return counter(o.value(QLatin1String(k))).value_or(0);
        return qint64(0);
    };
    Cache::NvmeHealthLog l;
    l.criticalWarning = quint8(std::clamp<qint64>(0, any({"critical_warning"}), 255));
    // smartctl: °C; nvme-cli: kelvin as the drive reports it (older) or "35 C" (newer).
    const QJsonValue t = o.value(QLatin1String("temperature"));
    const qint64 temp = counter(t).value_or(0);
    const bool kelvin = !o.contains(QLatin1String("available_spare")) && t.isDouble() && temp > 150;
    l.temperatureKelvin = quint16(std::clamp<qint64>(0,
                                                     temp == 0 ? 0
                                                     : kelvin  ? temp
                                                               : temp + 273,
                                                     65535));
    l.availableSparePercent =
        quint8(std::clamp<qint64>(0, any({"available_spare", "avail_spare"}), 255));
    l.spareThresholdPercent =
        quint8(std::clamp<qint64>(0, any({"available_spare_threshold", "spare_thresh"}), 255));
    l.percentageUsed = quint8(std::clamp<qint64>(0, any({"percentage_used", "percent_used"}), 255));
    l.dataUnitsRead = any({"data_units_read"});
    l.dataUnitsWritten = any({"data_units_written"});
    l.hostReadCommands = any({"host_reads", "host_read_commands"});
    l.hostWriteCommands = any({"host_writes", "host_write_commands"});
    l.controllerBusyMinutes = any({"controller_busy_time"});
    l.powerCycles = any({"power_cycles"});
    l.powerOnHours = any({"power_on_hours"});
    l.unsafeShutdowns = any({"unsafe_shutdowns"});
    l.mediaErrors = any({"media_errors"});
    l.errorLogEntries = any({"num_err_log_entries"});
    l.warningTempMinutes = quint32(std::clamp<qint64>(0, any({"warning_temp_time"}), 0xFFFFFFFF));
    l.criticalTempMinutes = quint32(std::clamp<qint64>(0, any({"critical_comp_time"}), 0xFFFFFFFF));
    return l;
}

} // namespace

// seagate_farm_log: ATA's page_1_drive_information (poh, spoh, head_flight_hours,
// date_of_assembly) or SAS's drive_information (power_on_hour, date_of_assembled).
std::optional<Health::FarmClocks> farmLog(const QJsonObject &root)
{
    const QJsonObject log = root.value(QLatin1String("seagate_farm_log")).toObject();
    QJsonObject info = log.value(QLatin1String("page_1_drive_information")).toObject();
    if (info.isEmpty())
        info = log.value(QLatin1String("drive_information")).toObject();
    Health::FarmClocks farm;
    farm.powerOnHours = counter(info.value(QLatin1String("poh")));
    if (!farm.powerOnHours)
        farm.powerOnHours = counter(info.value(QLatin1String("power_on_hour")));
    if (!farm.powerOnHours)
        return std::nullopt;
    farm.spindleHours = counter(info.value(QLatin1String("spoh")));
    farm.headFlightHours = counter(info.value(QLatin1String("head_flight_hours")));
    QString date = info.value(QLatin1String("date_of_assembly")).toString();
    if (date.isEmpty())
        date = info.value(QLatin1String("date_of_assembled")).toString();
    farm.assemblyDate = date.size() == 4 && date.toInt() > 0 ? date : QString();
    return farm;
}

Result<ReportFacts> readSmartctlJson(const QByteArray &content, const QString &subject)
{
    Result<QJsonObject> parsed = jsonObject(content, subject);
    if (!parsed)
        return parsed.error();
    const QJsonObject &root = parsed.value();
    if (root.value(QLatin1String("device"))
            .toObject()
            .value(QLatin1String("protocol"))
            .toString() == QLatin1String("SCSI"))
        return sasReport(subject);
    ReportFacts f;
    f.format = ReportFormat::SmartctlJson;
    f.model = root.value(QLatin1String("model_name")).toString().left(64);
    f.serial = root.value(QLatin1String("serial_number")).toString().left(64);
    f.firmware = root.value(QLatin1String("firmware_version")).toString().left(64);
    f.modelFamily = root.value(QLatin1String("model_family")).toString().left(128);
    const qint64 block = counter(root.value(QLatin1String("logical_block_size"))).value_or(512);
    f.logicalSectorBytes = block == 4096 ? 4096 : 512;
    if (root.contains(QLatin1String("rotation_rate")))
        f.solidState = counter(root.value(QLatin1String("rotation_rate"))).value_or(1) == 0;
    if (root.contains(QLatin1String("smart_status")))
        f.smartPassed = root.value(QLatin1String("smart_status"))
                            .toObject()
                            .value(QLatin1String("passed"))
                            .toBool();
    for (const auto &v : root.value(QLatin1String("ata_smart_attributes"))
                             .toObject()
                             .value(QLatin1String("table"))
                             .toArray()) {
        const ReportAttribute a = jsonAttribute(v.toObject());
        if (a.id > 0 && f.attributes.size() < 30)
            f.attributes << a;
    }
    readAtaLogs(root, f);
    const QJsonObject nvme =
        root.value(QLatin1String("nvme_smart_health_information_log")).toObject();
    if (!nvme.isEmpty()) {
        f.nvme = true;
        f.nvmeLog = nvmeLog(nvme);
    }
    f.farm = farmLog(root);
    if (f.attributes.isEmpty() && !f.nvmeLog && !f.farm)
        return notAReport(subject);
    return f;
}

Result<ReportFacts> readNvmeCliJson(const QByteArray &content, const QByteArray &idCtrl,
                                    const QString &subject)
{
    Result<QJsonObject> parsed = jsonObject(content, subject);
    if (!parsed)
        return parsed.error();
    if (!parsed->contains(QLatin1String("data_units_written")))
        return notAReport(subject);
    ReportFacts f;
    f.format = ReportFormat::NvmeCliJson;
    f.nvme = true;
    f.solidState = true;
    f.nvmeLog = nvmeLog(parsed.value());
    if (!idCtrl.isEmpty()) {
        Result<QJsonObject> id = jsonObject(idCtrl, subject);
        if (!id)
            return id.error();
        f.model = id->value(QLatin1String("mn")).toString().trimmed().left(64);
        f.serial = id->value(QLatin1String("sn")).toString().trimmed().left(64);
        f.firmware = id->value(QLatin1String("fr")).toString().trimmed().left(64);
    }
    return f;
}

Result<ReportFormat> detectFormat(const QByteArray &content, const QString &subject)
{
    if (content.size() > kMaxReportBytes)
        return tooLarge(subject);
    const QByteArray head = content.left(64 * 1024).trimmed();
    if (head.startsWith('{')) {
        if (head.contains("\"data_units_written\"") && !head.contains("\"smartctl\""))
            return ReportFormat::NvmeCliJson;
        return ReportFormat::SmartctlJson;
    }
    if (head.contains("smartctl") || head.contains("ID# ATTRIBUTE_NAME") ||
        head.contains("SMART/Health Information"))
        return ReportFormat::SmartctlText;
    return notAReport(subject);
}

Result<ReportFacts> readReport(const QByteArray &content, const QString &subject,
                               const QByteArray &nvmeIdCtrl)
{
    const Result<ReportFormat> format = detectFormat(content, subject);
    if (!format)
        return format.error();
    switch (format.value()) {
    case ReportFormat::SmartctlJson:
        return readSmartctlJson(content, subject);
    case ReportFormat::NvmeCliJson:
        return readNvmeCliJson(content, nvmeIdCtrl, subject);
    case ReportFormat::SmartctlText:
        break;
    }
    return readSmartctlText(content, subject);
}

} // namespace DriveProof::DriveReport
