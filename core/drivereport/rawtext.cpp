#include "rawtext.h"

#include <QRegularExpression>
#include <QtEndian>

#include <limits>

namespace DriveProof::DriveReport {

namespace {

constexpr quint64 kRaw48 = 0xFFFFFFFFFFFFull;

quint64 fromHoursMinutes(quint64 h, quint64 m, quint64 s, Health::RawFormat format)
{
    using Health::RawFormat;
    switch (format) {
    case RawFormat::Msec24Hour32:
        // The milliseconds need bits past the 48 raw ones (dialect.h): the hours alone.
        return h & 0xFFFFFFFFu;
    case RawFormat::Seconds:
        return h * 3600 + m * 60 + s;
    case RawFormat::HalfMinutes:
        return (h * 60 + m) * 2 + s / 30;
    case RawFormat::Minutes:
        return h * 60 + m;
    default:
        return h; // a format that counts hours: smartctl's minutes are below its unit
    }
}

void putCounter(QByteArray &b, qsizetype at, qint64 v)
{
    qToLittleEndian<quint64>(quint64(qMax<qint64>(v, 0)), b.data() + at); // bits 127:64 stay 0
}

} // namespace

quint64 rawFromText(const QString &text, Health::RawFormat format)
{
    static const QRegularExpression hm(
        QStringLiteral(R"(^(\d+)h\+(\d+)m(?:\+(\d+)(?:\.(\d+))?s)?)"));
    static const QRegularExpression minMax(QStringLiteral(R"(Min/Max\s+(\d+)/(\d+))"));
    static const QRegularExpression first(QStringLiteral(R"(^(\d+)(?:\.(\d))?)"));
    const QString t = text.trimmed();
    if (const QRegularExpressionMatch m = hm.match(t); m.hasMatch()) {
        const quint64 h = qMin<quint64>(m.captured(1).toULongLong(), 0xFFFFFFFFu);
        const quint64 minutes = qMin<quint64>(m.captured(2).toULongLong(), 59);
        const quint64 seconds = qMin<quint64>(m.captured(3).toULongLong(), 59);

        return fromHoursMinutes(h, minutes, seconds, format) & kRaw48;
    }
    if (t.startsWith(QLatin1String("0x"))) {
        bool ok = false;
        const quint64 v = t.mid(2).section(QLatin1Char(' '), 0, 0).toULongLong(&ok, 16);
        return ok ? v & kRaw48 : 0;
    }
    const QRegularExpressionMatch n = first.match(t);
    if (!n.hasMatch())
        return 0;
    bool ok = false;
    quint64 v = n.captured(1).toULongLong(&ok);
    if (!ok)
        return kRaw48; // more digits than 64 bits: as large as 48 bits go
    if (format == Health::RawFormat::Temp10x)
        return (v * 10 + quint64(n.captured(2).toUInt())) & 0xFFFF;
    if (format == Health::RawFormat::TempMinMax) {
        const QRegularExpressionMatch r = minMax.match(t);
        v &= 0xFF;
        if (r.hasMatch()) // the layout ataTemperatureRange() reads: lowest byte 2, highest 3
            v |= quint64(r.captured(1).toUInt() & 0xFF) << 16 |
                 quint64(r.captured(2).toUInt() & 0xFF) << 24;
        return v;
    }
    return qMin(v, kRaw48);
}

QByteArray nvmeHealthLogBytes(const Cache::NvmeHealthLog &l)
{
    QByteArray b(512, '\0');
    b[0] = char(l.criticalWarning);
    qToLittleEndian<quint16>(l.temperatureKelvin, b.data() + 1);
    b[3] = char(l.availableSparePercent);
    b[4] = char(l.spareThresholdPercent);
    b[5] = char(l.percentageUsed);
    b[6] = char(l.enduranceGroupWarning);
    putCounter(b, 32, l.dataUnitsRead);
    putCounter(b, 48, l.dataUnitsWritten);
    putCounter(b, 64, l.hostReadCommands);
    putCounter(b, 80, l.hostWriteCommands);
    putCounter(b, 96, l.controllerBusyMinutes);
    putCounter(b, 112, l.powerCycles);
    putCounter(b, 128, l.powerOnHours);
    putCounter(b, 144, l.unsafeShutdowns);
    putCounter(b, 160, l.mediaErrors);
    putCounter(b, 176, l.errorLogEntries);
    qToLittleEndian<quint32>(l.warningTempMinutes, b.data() + 192);
    qToLittleEndian<quint32>(l.criticalTempMinutes, b.data() + 196);
    for (int i = 0; i < 8; ++i)
        qToLittleEndian<quint16>(l.sensorKelvin[i], b.data() + 200 + 2 * i);
    return b;
}

QString reportSourceText(ReportFormat format)
{
    switch (format) {
    case ReportFormat::SmartctlText:
        return QStringLiteral("report: smartctl -x text");
    case ReportFormat::SmartctlJson:
        return QStringLiteral("report: smartctl --json");
    case ReportFormat::NvmeCliJson:
        return QStringLiteral("report: nvme smart-log -o json");
    }
    return {};
}

} // namespace DriveProof::DriveReport
