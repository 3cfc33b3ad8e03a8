#include "healthrecords.h"

#include "ataattributes.h"
#include "attributereading.h"
#include "healthtr.h"
#include "nvmerecords.h"

#include <QLocale>

namespace DriveProof::Health {

namespace {

QString num(qint64 v)
{
    return QLocale().toString(v);
}

QString celsius(int v)
{
    //: a temperature; %1 the number
    return Tr::tr("%1 °C").arg(num(v));
}

void addAtaRows(const HealthRecords &r, QList<RecordRow> &rows)
{
    const Result<SmartData> data = parseSmartData(r.ataSmartData, r.ataThresholds);
    if (!data)
        return;
    const RecordsIdentity identity = recordsIdentity(r);
    for (const SmartAttribute &a : data->attributes) {
        // Named and decoded as the model's family speaks (dialect.h).
        const AttributeReading reading =
            readAttribute(a, identity.family, r.ataNonRotating, identity.logicalSectorBytes);
        RecordRow row;
        row.key = QStringLiteral("ata.%1").arg(a.id);
        row.id = a.id;
        row.name = reading.name;
        row.value = a.value;
        row.worst = a.worst;
        row.threshold = a.threshold;
        row.raw = reading.text;
        row.number = reading.number ? *reading.number : double(a.value);
        //: SMART attribute type: its failure predicts the drive's failure
        row.type = a.preFailure() ? Tr::tr("Pre-fail")
                                  //: SMART attribute type: it counts wear and age
                                  : Tr::tr("Old-age");
        //: SMART attribute: updated while the drive works / only by off-line scans
        row.updated = a.online() ? Tr::tr("Always") : Tr::tr("Offline");
        row.state = a.state;
        row.explanation = ataAttributeExplanation(a.id, r.ataNonRotating);
        row.spec = ataAttributeSpec();
        rows << row;
    }
    if (const Result<int> errors = parseErrorLogCount(r.ataErrorLog)) {
        RecordRow row;
        row.key = QStringLiteral("ata.error_log");
        row.name = QStringLiteral("SMART error log");
        row.raw = num(errors.value());
        row.number = errors.value();
        row.explanation = Tr::tr("Errors the drive logged over its life; each one is a "
                                 "command that failed.");
        row.spec = QStringLiteral("ACS-3 9.21 SMART error log (log 01h), bytes 453:452");
        rows << row;
    }
    if (const Result<SctTemperatures> t = parseSctStatus(r.ataSctStatus); t && t->current) {
        RecordRow row;
        row.key = QStringLiteral("ata.sct_temperature");
        row.name = QStringLiteral("SCT Status temperature");
        row.number = *t->current;
        row.raw = celsius(*t->current);
        if (t->minLifetime && t->maxLifetime)
            //: %1 temperature now, %2 lowest and %3 highest the drive ever had
            row.raw = Tr::tr("%1 °C (lifetime %2 to %3 °C)")
                          .arg(num(*t->current), num(*t->minLifetime), num(*t->maxLifetime));
        row.explanation = Tr::tr("The drive's temperature and its lifetime range, from its "
                                 "SCT Status.");
        row.spec = QStringLiteral("ACS-3 8.3.2 SCT Status (log E0h), bytes 204:200");
        rows << row;
    }
}

struct NvmeField
{
    const char *key;
    const char *name;
    const char *bytes;
};

void addNvme(QList<RecordRow> &rows, const NvmeField &f, const QString &value, double number,
             const QString &explanation)
{
    RecordRow row;
    row.key = QStringLiteral("nvme.") + QLatin1String(f.key);
    row.name = QLatin1String(f.name);
    row.raw = value;
    row.number = number;
    row.explanation = explanation;
    row.spec = nvmeHealthLogSpec(f.bytes);
    rows << row;
}

QString dataUnits(qint64 units)
{
    //: NVMe data units and what they make; %1 the count, %2 e.g. "6.3 TB"
    return Tr::tr("%1 (%2)").arg(
        num(units),
        QLocale().formattedDataSize(nvmeDataUnitsBytes(units), 1, QLocale::DataSizeSIFormat));
}

QString minutes(qint64 v)
{
    //: a duration; %1 the number of minutes
    return Tr::tr("%1 min").arg(num(v));
}

QString seconds(qint64 v)
{
    //: a duration; %1 the number of seconds
    return Tr::tr("%1 s").arg(num(v));
}

QString percentText(int v)
{
    //: a percentage; %1 the number, e.g. "97"
    return Tr::tr("%1%").arg(num(v));
}

void addNvmeRows(const HealthRecords &r, QList<RecordRow> &rows)
{
    const Result<Cache::NvmeHealthLog> parsed = Cache::parseHealthLog(r.nvmeHealthLog);
    if (!parsed)
        return;
    const Cache::NvmeHealthLog &l = parsed.value();
    const auto hex = [](int v) { return QStringLiteral("0x%1").arg(v, 2, 16, QLatin1Char('0')); };
    addNvme(rows, {"critical_warning", "Critical Warning", "0"}, hex(l.criticalWarning),
            l.criticalWarning,
            Tr::tr("Problems the drive flags itself (spare, temperature, reliability, read-only, "
                   "backup); 0 means none."));
    if (const int k = l.temperatureKelvin)
        addNvme(rows, {"temperature", "Composite Temperature", "2:1"}, celsius(k - 273), k - 273,
                Tr::tr("The drive's overall temperature."));
    //: %1 available spare, %2 the drive's threshold for it, both percentages
    addNvme(rows, {"available_spare", "Available Spare", "4:3"},
            Tr::tr("%1 (threshold %2)")
                .arg(percentText(l.availableSparePercent), percentText(l.spareThresholdPercent)),
            l.availableSparePercent,
            Tr::tr("Reserve flash left for replacing worn blocks; the drive warns below the "
                   "threshold."));
    addNvme(rows, {"percentage_used", "Percentage Used", "5"}, percentText(l.percentageUsed),
            l.percentageUsed,
            Tr::tr("The maker's estimate of the rated life used; it can pass 100%."));
    addNvme(rows, {"endurance_group_warning", "Endurance Group Critical Warning Summary", "6"},
            hex(l.enduranceGroupWarning), l.enduranceGroupWarning,
            Tr::tr("The same kind of warnings for the drive's endurance groups; 0 means none."));
    addNvme(rows, {"data_units_read", "Data Units Read", "47:32"}, dataUnits(l.dataUnitsRead),
            double(l.dataUnitsRead), Tr::tr("Amount the host read, in units of 512,000 bytes."));
    addNvme(rows, {"data_units_written", "Data Units Written", "63:48"},
            dataUnits(l.dataUnitsWritten), double(l.dataUnitsWritten),
            Tr::tr("Amount the host wrote, in units of 512,000 bytes."));
    addNvme(rows, {"host_read_commands", "Host Read Commands", "79:64"}, num(l.hostReadCommands),
            double(l.hostReadCommands), Tr::tr("Read commands the drive completed."));
    addNvme(rows, {"host_write_commands", "Host Write Commands", "95:80"}, num(l.hostWriteCommands),
            double(l.hostWriteCommands), Tr::tr("Write commands the drive completed."));
    addNvme(rows, {"controller_busy_time", "Controller Busy Time", "111:96"},
            minutes(l.controllerBusyMinutes), double(l.controllerBusyMinutes),
            Tr::tr("Minutes the drive was busy with commands."));
    addNvme(rows, {"power_cycles", "Power Cycles", "127:112"}, num(l.powerCycles),
            double(l.powerCycles), Tr::tr("Times the drive was switched on."));
    addNvme(rows, {"power_on_hours", "Power On Hours", "143:128"}, num(l.powerOnHours),
            double(l.powerOnHours), Tr::tr("Hours the drive has been powered on."));
    addNvme(rows, {"unsafe_shutdowns", "Unsafe Shutdowns", "159:144"}, num(l.unsafeShutdowns),
            double(l.unsafeShutdowns),
            Tr::tr("Times power was lost without the host telling the drive first."));
    addNvme(rows, {"media_errors", "Media and Data Integrity Errors", "175:160"},
            num(l.mediaErrors), double(l.mediaErrors),
            Tr::tr("Data the drive could not read or write correctly."));
    addNvme(rows, {"error_log_entries", "Number of Error Information Log Entries", "191:176"},
            num(l.errorLogEntries), double(l.errorLogEntries),
            Tr::tr("Entries in the drive's error log over its life; many are harmless "
                   "rejected commands."));
    addNvme(rows, {"warning_temperature_time", "Warning Composite Temperature Time", "195:192"},
            minutes(l.warningTempMinutes), l.warningTempMinutes,
            Tr::tr("Minutes spent above the drive's warning temperature."));
    addNvme(rows, {"critical_temperature_time", "Critical Composite Temperature Time", "199:196"},
            minutes(l.criticalTempMinutes), l.criticalTempMinutes,
            Tr::tr("Minutes spent above the drive's critical temperature."));
    static const char *const sensorBytes[] = {"201:200", "203:202", "205:204", "207:206",
                                              "209:208", "211:210", "213:212", "215:214"};
    for (int i = 0; i < 8; ++i) {
        if (const int k = l.sensorKelvin[i]) {
            const QByteArray key = "temperature_sensor_" + QByteArray::number(i + 1);
            const QByteArray name = "Temperature Sensor " + QByteArray::number(i + 1);
            addNvme(rows, {key.constData(), name.constData(), sensorBytes[i]}, celsius(k - 273),
                    k - 273, Tr::tr("Temperature of one sensor inside the drive."));
        }
    }
    addNvme(
        rows,
        {"thermal_transitions_1", "Thermal Management Temperature 1 Transition Count", "219:216"},
        num(l.thermalTransitions[0]), l.thermalTransitions[0],
        Tr::tr("Times the drive slowed itself down lightly to cool off."));
    addNvme(
        rows,
        {"thermal_transitions_2", "Thermal Management Temperature 2 Transition Count", "223:220"},
        num(l.thermalTransitions[1]), l.thermalTransitions[1],
        Tr::tr("Times the drive slowed itself down hard to cool off."));
    addNvme(rows, {"thermal_time_1", "Total Time For Thermal Management Temperature 1", "227:224"},
            seconds(l.thermalSeconds[0]), l.thermalSeconds[0],
            Tr::tr("Seconds spent slowed down lightly for heat."));
    addNvme(rows, {"thermal_time_2", "Total Time For Thermal Management Temperature 2", "231:228"},
            seconds(l.thermalSeconds[1]), l.thermalSeconds[1],
            Tr::tr("Seconds spent slowed down hard for heat."));
}

} // namespace

QList<RecordRow> recordRows(const HealthRecords &records)
{
    QList<RecordRow> rows;
    if (!records.ataSmartData.isEmpty())
        addAtaRows(records, rows);
    if (!records.nvmeHealthLog.isEmpty())
        addNvmeRows(records, rows);
    return rows;
}

QStringList attributeColumnTitles()
{
    //: column titles of the SMART attribute table, as smartctl and GNOME Disks name them
    return {Tr::tr("ID"),        Tr::tr("Attribute"), Tr::tr("Value"),   Tr::tr("Worst"),
            Tr::tr("Threshold"), Tr::tr("Type"),      Tr::tr("Updated"), Tr::tr("When failed"),
            Tr::tr("Raw value"), Tr::tr("Meaning")};
}

QStringList selfTestColumnTitles()
{
    return {Tr::tr("Self-test"), Tr::tr("Result"), Tr::tr("Power-on hours"),
            Tr::tr("First failing sector")};
}

QString emptySelfTestLogText()
{
    return Tr::tr("Self-test log: empty.");
}

QString refusedCommandsText(const QStringList &commands)
{
    //: %1 a list of ATA or NVMe commands, e.g. "SMART READ LOG 06h"
    return Tr::tr("The drive, or the bridge in front of it, refused: %1.")
        .arg(QLocale().createSeparatedList(commands));
}

QString attributeStateText(AttributeState state)
{
    switch (state) {
    case AttributeState::FailingNow:
        //: a SMART attribute at or below its threshold now
        return Tr::tr("Failing now");
    case AttributeState::FailedInPast:
        //: a SMART attribute that reached its threshold once
        return Tr::tr("Failed in the past");
    case AttributeState::Ok:
        break;
    }
    return {};
}

} // namespace DriveProof::Health
