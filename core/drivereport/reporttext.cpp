#include "reporttext.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace DriveProof::DriveReport {

Error tooLarge(const QString &subject)
{
    //: %1 file name, %2 a size ("4 MiB")
    return Error{subject,
                 Tr::tr("%1 is larger than any drive report (%2 at most). Give the output of "
                        "smartctl -x or nvme smart-log, not a disk image.")
                     .arg(subject, QLocale().formattedDataSize(kMaxReportBytes, 0,
                                                               QLocale::DataSizeIecFormat)),
                 EFBIG};
}

Error notAReport(const QString &subject)
{
    //: %1 file name
    return Error{subject,
                 Tr::tr("%1 is no drive report DriveProof can read: give the output of "
                        "'smartctl -x', 'smartctl -x --json' or 'nvme smart-log -o json'.")
                     .arg(subject),
                 EINVAL};
}

Error sasReport(const QString &subject)
{
    //: %1 file name
    return Error{subject,
                 Tr::tr("%1 is a report of a SAS or SCSI drive: DriveProof judges reports of "
                        "ATA (SATA) and NVMe drives.")
                     .arg(subject),
                 EOPNOTSUPP};
}

QString originText(const QString &subject, const QString &model, const QString &serial)
{
    if (model.isEmpty())
        //: %1 file name (a report that names no drive, e.g. smartctl -l farm)
        return Tr::tr("From the report %1, not from the drive itself.").arg(subject);
    if (serial.isEmpty() || serial == QLatin1String("--"))
        //: %1 file name, %2 drive model
        return Tr::tr("From the report %1, not from the drive itself: %2.").arg(subject, model);
    //: %1 file name, %2 drive model, %3 serial number
    return Tr::tr("From the report %1, not from the drive itself: %2, serial %3.")
        .arg(subject, model, serial);
}

Error tooManyAttributes(const QString &subject, qsizetype line)
{
    //: %1 file name, %2 line number
    return Error{subject,
                 Tr::tr("%1, line %2: more than 30 SMART attributes, which no drive has.")
                     .arg(subject)
                     .arg(line + 1),
                 EINVAL};
}

Result<QByteArray> readReportFile(const QString &path)
{
    QFile file(path);
    const bool opened = path == QLatin1String("-") ? file.open(stdin, QIODevice::ReadOnly)
                                                   : file.open(QIODevice::ReadOnly);
    if (!opened)
        //: %1 file name, %2 the system's reason
        return Error{path, Tr::tr("Could not read %1: %2.").arg(path, file.errorString()), ENOENT};
    const QByteArray content = file.read(kMaxReportBytes + 1);
    if (content.size() > kMaxReportBytes)
        return tooLarge(path);
    return content;
}

std::optional<qint64> printedNumber(const QString &text)
{
    QString t = text.trimmed();
    const qsizetype cut = t.indexOf(QRegularExpression(QStringLiteral("[\\[(]")));
    if (cut >= 0)
        t = t.left(cut).trimmed();
    if (t.startsWith(QLatin1String("0x"))) {
        bool ok = false;
        const qint64 v = t.mid(2).section(QLatin1Char(' '), 0, 0).toLongLong(&ok, 16);
        return ok ? std::optional<qint64>(v) : std::nullopt;
    }
    qint64 v = 0;
    bool any = false;
    for (const QChar c : t) {
        if (c.isDigit()) {
            if (v > (std::numeric_limits<qint64>::max() - 9) / 10)
                return std::nullopt;
            v = v * 10 + c.digitValue();
            any = true;
        } else if (c == QLatin1Char(',') || c == QLatin1Char('.') || c == QLatin1Char(' ') ||
                   c == QChar(0x00A0) || c == QChar(0x202F) || c == QLatin1Char('\'')) {
            continue; // a thousands separator
        } else {
            break; // "35 Celsius", "100%"
        }
    }
    return any ? std::optional<qint64>(v) : std::nullopt;
}

quint8 selfTestSubcommand(const QString &d)
{
    static const QRegularExpression code(QStringLiteral(R"(\(0x([0-9a-fA-F]{2})\))"));
    if (const QRegularExpressionMatch m = code.match(d); m.hasMatch())
        return quint8(m.captured(1).toUInt(nullptr, 16));
    const bool captive = d.contains(QLatin1String("captive"));
    quint8 kind = 0x40; // vendor specific
    if (d.startsWith(QLatin1String("Short")))
        kind = 0x01;
    else if (d.startsWith(QLatin1String("Extended")))
        kind = 0x02;
    else if (d.startsWith(QLatin1String("Conveyance")))
        kind = 0x03;
    else if (d.startsWith(QLatin1String("Selective")))
        kind = 0x04;
    else if (d.startsWith(QLatin1String("Offline")))
        kind = 0x00;
    return captive ? quint8(kind | 0x80) : kind;
}

int selfTestStatusCode(const QString &s)
{
    static const std::pair<const char *, int> kWords[] = {
        {"Completed without error", 0},
        {"Aborted by host", 1},
        {"Interrupted", 2},
        {"Fatal or unknown error", 3},
        {"Completed: unknown", 4},
        {"Completed: electrical", 5},
        {"Completed: servo", 6},
        {"Completed: read", 7},
        {"Completed: handling", 8},
        {"Self-test routine in progress", 15},
    };
    for (const auto &[words, code] : kWords)
        if (s.startsWith(QLatin1String(words)))
            return code;
    static const QRegularExpression unknown(QStringLiteral(R"(\(0x([0-9a-fA-F]))"));
    const QRegularExpressionMatch m = unknown.match(s);
    return m.hasMatch() ? int(m.captured(1).toUInt(nullptr, 16)) : 4;
}

void readErrorLine(const QString &line, ReportFacts &f)
{
    static const QRegularExpression count(
        QStringLiteral(R"(^(?:ATA|Device) Error Count:\s*([\d,]+))"));
    static const QRegularExpression entry(
        QStringLiteral(R"(^Error \d+ .*occurred at disk power-on lifetime: ([\d,]+) hours)"));
    if (const QRegularExpressionMatch m = count.match(line); m.hasMatch()) {
        if (!f.errorCount)
            f.errorCount = int(qMin<qint64>(printedNumber(m.captured(1)).value_or(0), 1 << 30));
    } else if (line.startsWith(QLatin1String("No Errors Logged"))) {
        if (!f.errorCount)
            f.errorCount = 0;
    } else if (const QRegularExpressionMatch e = entry.match(line); e.hasMatch()) {
        if (f.errorHours.size() < 8)
            f.errorHours << int(qMin<qint64>(printedNumber(e.captured(1)).value_or(0), 65535));
    }
}

void readStatisticsLine(const QString &line, ReportFacts &f)
{
    static const QRegularExpression row(
        QStringLiteral(R"(^0x[0-9a-fA-F]{2}\s+0x[0-9a-fA-F]{3}\s+\d+\s+(\d+)\s+\S+\s+(\S.*)$)"));
    const QRegularExpressionMatch m = row.match(line);
    if (!m.hasMatch())
        return;
    const std::optional<qint64> v = printedNumber(m.captured(1));
    const QString what = m.captured(2).trimmed();
    if (what == QLatin1String("Power-on Hours"))
        f.statisticsPowerOnHours = v;
    else if (what == QLatin1String("Logical Sectors Written"))
        f.statisticsSectorsWritten = v;
}

void readFarmLine(const QString &line, ReportFacts &f)
{
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return;
    const QString label = line.left(colon).trimmed();
    const QString value = line.mid(colon + 1).trimmed();
    Health::FarmClocks &farm = f.farm ? *f.farm : f.farm.emplace();
    if (label == QLatin1String("Power on Hours") || label == QLatin1String("Power on Hour"))
        farm.powerOnHours = printedNumber(value);
    else if (label == QLatin1String("Spindle Power on Hours"))
        farm.spindleHours = printedNumber(value);
    else if (label == QLatin1String("Head Flight Hours"))
        farm.headFlightHours = printedNumber(value);
    else if (label.startsWith(QLatin1String("Assembly Date")) ||
             label.startsWith(QLatin1String("Date of Assembl")))
        farm.assemblyDate = value.size() == 4 && value.toInt() > 0 ? value : QString();
    else if (label == QLatin1String("Serial Number") && f.serial.isEmpty())
        f.serial = value.left(64);
    else if (label == QLatin1String("Firmware Rev") && f.firmware.isEmpty())
        f.firmware = value.left(64);
    else if (label == QLatin1String("Model Number") && f.model.isEmpty())
        f.model = value.left(64);
}

void NvmeLogText::read(const QString &line)
{
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return;
    const QString label = line.left(colon).simplified();
    const QString text = line.mid(colon + 1);
    const qint64 v = printedNumber(text).value_or(0);
    const auto kelvin = [&] { return quint16(std::clamp<qint64>(0, v ? v + 273 : 0, 65535)); };
    const auto byte = [&] { return quint8(std::clamp<qint64>(0, v, 255)); };
    Cache::NvmeHealthLog &l = m_log;
    if (label == QLatin1String("Critical Warning"))
        l.criticalWarning = byte();
    else if (label == QLatin1String("Temperature"))
        l.temperatureKelvin = kelvin();
    else if (label == QLatin1String("Available Spare"))
        l.availableSparePercent = byte();
    else if (label == QLatin1String("Available Spare Threshold"))
        l.spareThresholdPercent = byte();
    else if (label == QLatin1String("Percentage Used"))
        l.percentageUsed = byte();
    else if (label == QLatin1String("Data Units Read"))
        l.dataUnitsRead = v;
    else if (label == QLatin1String("Data Units Written"))
        l.dataUnitsWritten = v;
    else if (label == QLatin1String("Host Read Commands"))
        l.hostReadCommands = v;
    else if (label == QLatin1String("Host Write Commands"))
        l.hostWriteCommands = v;
    else if (label == QLatin1String("Controller Busy Time"))
        l.controllerBusyMinutes = v;
    else if (label == QLatin1String("Power Cycles"))
        l.powerCycles = v;
    else if (label == QLatin1String("Power On Hours"))
        l.powerOnHours = v;
    else if (label == QLatin1String("Unsafe Shutdowns"))
        l.unsafeShutdowns = v;
    else if (label == QLatin1String("Media and Data Integrity Errors"))
        l.mediaErrors = v;
    else if (label == QLatin1String("Error Information Log Entries"))
        l.errorLogEntries = v;
    else if (label == QLatin1String("Warning Comp. Temperature Time"))
        l.warningTempMinutes = quint32(std::clamp<qint64>(0, v, 0xFFFFFFFF));
    else if (label == QLatin1String("Critical Comp. Temperature Time"))
        l.criticalTempMinutes = quint32(std::clamp<qint64>(0, v, 0xFFFFFFFF));
    else if (label.startsWith(QLatin1String("Temperature Sensor "))) {
        const int sensor = label.mid(19).toInt();
        if (sensor >= 1 && sensor <= 8)
            l.sensorKelvin[sensor - 1] = kelvin();
    }
}

} // namespace DriveProof::DriveReport
