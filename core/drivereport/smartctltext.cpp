// readSmartctlText(): the facts of a `smartctl -x` / `-a` text report, section by section.
// smartctl's layout (smartmontools ataprint.cpp / nvmeprint.cpp) has stayed stable across
// versions 5.4x-7.x; what varies is handled: the attribute table in its "brief" (-x) and
// "old" (-a) forms, the extended and the plain self-test and error logs, and numbers with
// thousands separators.
#include "drivereport.h"
#include "reporttext.h"

#include <QRegularExpression>

#include <algorithm>

namespace DriveProof::DriveReport {

namespace {

using Health::AttributeState;

// "POSRCK" of the brief table: one letter per flag bit 0-5, '-' where clear.
std::optional<quint16> briefFlags(const QString &text)
{
    static const QString letters = QStringLiteral("POSRCK");
    quint16 flags = 0;
    for (int i = 0; i < text.size() && i < letters.size(); ++i) {
        if (text[i] == letters[i])
            flags |= quint16(1u << i);
        else if (text[i] != QLatin1Char('-'))
            return std::nullopt;
    }
    return text.size() >= 6 ? std::optional<quint16>(flags) : std::nullopt;
}

// WHEN_FAILED of the old table ("FAILING_NOW", "In_the_past") or FAIL of the brief one
// ("NOW", "Past").
AttributeState stateOf(const QString &column)
{
    if (column == QLatin1String("FAILING_NOW") || column == QLatin1String("NOW"))
        return AttributeState::FailingNow;
    if (column == QLatin1String("In_the_past") || column == QLatin1String("Past"))
        return AttributeState::FailedInPast;
    return AttributeState::Ok;
}

// One row of either attribute table; nullopt when the line is not one.
std::optional<ReportAttribute> attributeRow(const QString &line)
{
    // brief: ID NAME FLAGS VALUE WORST THRESH FAIL RAW...
    // old:   ID NAME 0xFLAG VALUE WORST THRESH TYPE UPDATED WHEN_FAILED RAW...
    static const QRegularExpression brief(QStringLiteral(
        R"(^\s*(\d{1,3})\s+(\S+)\s+([A-Z+-]{6,})\s+(\d+|---)\s+(\d+|---)\s+(\d+|---)\s+(\S+)\s+(.*)$)"));
    static const QRegularExpression old(QStringLiteral(
        R"(^\s*(\d{1,3})\s+(\S+)\s+0x([0-9a-fA-F]{4})\s+(\d+|---)\s+(\d+|---)\s+(\d+|---)\s+(\S+)\s+(\S+)\s+(\S+)\s+(.*)$)"));
    ReportAttribute a;
    QRegularExpressionMatch m = brief.match(line);
    QString failColumn;
    if (m.hasMatch()) {
        const std::optional<quint16> flags = briefFlags(m.captured(3).left(6));
        if (!flags)
            return std::nullopt;
        a.flags = *flags;
        failColumn = m.captured(7);
        a.rawText = m.captured(8).trimmed();
    } else if ((m = old.match(line)).hasMatch()) {
        a.flags = quint16(m.captured(3).toUInt(nullptr, 16));
        failColumn = m.captured(9);
        a.rawText = m.captured(10).trimmed();
    } else {
        return std::nullopt;
    }
    a.id = m.captured(1).toInt();
    if (a.id < 1 || a.id > 255)
        return std::nullopt;
    a.name = m.captured(2);
    a.value = qBound(0, m.captured(4).toInt(), 255);
    a.worst = qBound(0, m.captured(5).toInt(), 255);
    if (m.captured(6) != QLatin1String("---"))
        a.threshold = qBound(0, m.captured(6).toInt(), 255);
    a.state = stateOf(failColumn);
    return a;
}

void readIdentity(const QString &line, ReportFacts &f)
{
    const auto field = [&](const char *label) -> std::optional<QString> {
        const QLatin1String l(label);
        if (!line.startsWith(l))
            return std::nullopt;
        return line.mid(l.size()).trimmed();
    };
    if (auto v = field("Device Model:"))
        f.model = *v;
    else if (auto n = field("Model Number:"))
        f.model = *n, f.nvme = true;
    else if (auto s = field("Serial Number:"))
        f.serial = *s;
    else if (auto fw = field("Firmware Version:"))
        f.firmware = *fw;
    else if (auto fam = field("Model Family:"))
        f.modelFamily = *fam;
    else if (auto r = field("Rotation Rate:"))
        f.solidState = r->startsWith(QLatin1String("Solid State"));
    else if (auto size = field("Sector Size"); size && size->contains(QLatin1String("logical"))) {
        static const QRegularExpression logical(QStringLiteral(R"((\d+) bytes logical)"));
        const int bytes = logical.match(*size).captured(1).toInt();
        if (bytes == 512 || bytes == 4096 || bytes == 520 || bytes == 528)
            f.logicalSectorBytes = bytes;
    } else if (auto h = field("SMART overall-health self-assessment test result:"))
        f.smartPassed = h->startsWith(QLatin1String("PASSED"));
    else if (auto s2 = field("SMART Health Status:")) // SCSI / some NVMe
        f.smartPassed = s2->startsWith(QLatin1String("OK"));
}

// "# 1  Short offline   Completed without error   00%   12345   -"
std::optional<Health::SelfTestEntry> selfTestRow(const QString &line)
{
    static const QRegularExpression row(
        QStringLiteral(R"(^#\s*(\d+)\s+(\S.*?)\s{2,}(\S.*?)\s+(\d+)%\s+(\d+)\s+(\S+))"));
    const QRegularExpressionMatch m = row.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    Health::SelfTestEntry e;
    e.subcommand = selfTestSubcommand(m.captured(2));
    e.status = selfTestStatusCode(m.captured(3));
    e.remainingPercent = qBound(0, m.captured(4).toInt(), 90);
    e.lifetimeHours = int(std::clamp<qint64>(0, m.captured(5).toLongLong(), 65535));
    bool ok = false;
    const qint64 lba = m.captured(6).toLongLong(&ok, 0);
    e.failingLba = ok && lba >= 0 ? quint32(lba & 0x0FFFFFFF) : 0;
    return e;
}

} // namespace

Result<ReportFacts> readSmartctlText(const QByteArray &content, const QString &subject)
{
    if (content.size() > kMaxReportBytes)
        return tooLarge(subject);
    ReportFacts f;
    f.format = ReportFormat::SmartctlText;
    enum class Section { Other, Attributes, SelfTests, ErrorLog, Statistics, Nvme, Farm };
    Section section = Section::Other;
    bool selfTestsDone = false; // -x prints the extended log and may print the plain one
    NvmeLogText nvme;
    const QList<QByteArray> lines = content.split('\n');
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString line = QString::fromUtf8(lines[n]).trimmed().isEmpty()
                                 ? QString()
                                 : QString::fromUtf8(lines[n]).remove(QLatin1Char('\r'));
        if (line.isEmpty()) {
            if (section == Section::SelfTests && !f.selfTests.isEmpty())
                selfTestsDone = true;
            if (section != Section::ErrorLog && section != Section::Farm)
                section = Section::Other;
            continue;
        }
        if (line.startsWith(QLatin1String("ID# ATTRIBUTE_NAME"))) {
            section = Section::Attributes;
            continue;
        }
        if (line.startsWith(QLatin1String("Num  Test_Description"))) {
            section = selfTestsDone ? Section::Other : Section::SelfTests;
            continue;
        }
        if (line.startsWith(QLatin1String("Device Statistics (GP"))) {
            section = Section::Statistics;
            continue;
        }
        if (line.contains(QLatin1String("Field Access Reliability Metrics"))) {
            section = Section::Farm;
            continue;
        }
        if (section == Section::Farm && !line.front().isSpace())
            section = Section::Other; // the FARM section's lines are indented
        if (line.startsWith(QLatin1String("SMART/Health Information (NVMe Log"))) {
            section = Section::Nvme;
            f.nvme = true;
            continue;
        }
        if (line.contains(QLatin1String("Error Log Version")) ||
            line.startsWith(QLatin1String("SMART Error Log"))) {
            section = Section::ErrorLog;
            continue;
        }
        switch (section) {
        case Section::Attributes:
            if (const std::optional<ReportAttribute> a = attributeRow(line)) {
                if (f.attributes.size() >= 30)
                    return tooManyAttributes(subject, n);
                f.attributes << *a;
            } else if (!line.startsWith(QLatin1String("  ")) && !line.contains(QLatin1Char('|'))) {
                section = Section::Other;
            }
            break;
        case Section::SelfTests:
            if (const auto e = selfTestRow(line); e && f.selfTests.size() < 64)
                f.selfTests << *e;
            break;
        case Section::ErrorLog:
            readErrorLine(line, f);
            if (line.startsWith(QLatin1String("SMART Self-test")) ||
                line.startsWith(QLatin1String("SMART Extended Self-test")))
                section = Section::Other;
            break;
        case Section::Statistics:
            readStatisticsLine(line, f);
            break;
        case Section::Nvme:
            nvme.read(line);
            break;
        case Section::Farm:
            readFarmLine(line, f);
            break;
        case Section::Other:
            readIdentity(line, f);
            break;
        }
    }
    if (f.nvme)
        f.nvmeLog = nvme.log();
    if (f.farm && !f.farm->powerOnHours)
        f.farm.reset(); // a FARM section without its clock says nothing DriveProof reads
    if (f.attributes.isEmpty() && !f.nvmeLog && !f.farm && content.contains("Transport protocol:"))
        return sasReport(subject);
    if (f.attributes.isEmpty() && !f.nvmeLog && !f.farm)
        return notAReport(subject);
    return f;
}

} // namespace DriveProof::DriveReport
