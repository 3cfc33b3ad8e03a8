#include "drivetests/resulttext.h"

#include "icons.h"
#include "preferences.h"

#include "report/comparison.h"
#include "report/measurementtext.h"
#include "report/selftesthistory.h"
#include "suites/suite.h"
#include "suites/verdicts.h"

#include <QFileInfo>
#include <QLocale>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace DriveProof::Gui {

using Report::Severity;

namespace {

int rank(Severity s)
{
    switch (s) {
    case Severity::Danger:
        return 0;
    case Severity::Caution:
        return 1;
    case Severity::Good:
        return 2;
    case Severity::Info:
        break;
    }
    return 3;
}

const Report::Measurement *find(const Report::TestResult &result, const QString &key)
{
    for (const Report::Measurement &m : result.measurements)
        if (m.key == key && m.skippedReason.isEmpty() && m.ops > 0)
            return &m;
    return nullptr;
}

} // namespace

QString ResultText::severityName(Severity severity)
{
    switch (severity) {
    case Severity::Danger:
        return tr("Danger");
    case Severity::Caution:
        return tr("Caution");
    case Severity::Good:
        return tr("Good");
    case Severity::Info:
        break;
    }
    return tr("Note");
}

QIcon ResultText::severityIcon(Severity severity, const QWidget *widget)
{
    switch (severity) {
    case Severity::Danger:
        return verdictIcon(Alignment::Verdict::Misaligned);
    case Severity::Caution:
        return verdictIcon(Alignment::Verdict::Warning);
    case Severity::Good:
        return verdictIcon(Alignment::Verdict::Ok);
    case Severity::Info:
        break;
    }
    return widget->style()->standardIcon(QStyle::SP_MessageBoxInformation, nullptr, widget);
}

QList<Report::Finding> ResultText::sortedFindings(const Report::TestResult &result)
{
    QList<Report::Finding> out = result.findings;
    std::stable_sort(out.begin(), out.end(),
                     [](const Report::Finding &a, const Report::Finding &b) {
                         return rank(a.severity) < rank(b.severity);
                     });
    return out;
}

QString ResultText::findingText(const Report::Finding &finding)
{
    const QString again =
        Suites::findingText(finding.code, finding.arguments, Preferences::rateUnit());
    return again.isEmpty() ? finding.text : again;
}

QString ResultText::measurementLabel(const Report::Measurement &m)
{
    return Report::measurementLabel(m);
}

bool ResultText::readAsRate(const Report::Measurement &m)
{
    if (m.operation == QLatin1String("commit"))
        return false;
    return !m.random || m.blockSize >= 64 * 1024;
}

QString ResultText::headlineValue(const Report::Measurement &m)
{
    if (m.operation == QLatin1String("commit"))
        //: commits per second, e.g. "1,234 commits/s"
        return tr("%L1 commits/s").arg(m.iops, 0, 'f', 0);
    return readAsRate(m) ? rateText(m.bytesPerSecond) : Suites::iopsText(m.iops);
}

QList<ResultText::Glance> ResultText::glance(const Report::TestResult &result)
{
    QStringList keys;
    const QString &family = result.family;
    if (family == QLatin1String("quick"))
        keys = {QStringLiteral("seq1mq8t1.read"), QStringLiteral("seq1mq8t1.write"),
                QStringLiteral("rnd4kq1t1.read"), QStringLiteral("rnd4kq1t1.write")};
    else if (family == QLatin1String("throughput"))
        keys = {QStringLiteral("seq1mq8t1.read"), QStringLiteral("seq1mq8t1.write")};
    else if (family == QLatin1String("random"))
        keys = {QStringLiteral("rnd4kq1t1.read"), QStringLiteral("rnd4kq1t1.write"),
                QStringLiteral("rnd4kq32t1.read"), QStringLiteral("rnd4kq32t1.write")};
    else if (family == QLatin1String("commit"))
        keys = {QStringLiteral("commit.s1.fdatasync"),
                QStringLiteral("cache-on.commit.s1.fdatasync"),
                QStringLiteral("cache-off.commit.s1.fdatasync")};
    else if (family == QLatin1String("hybrid"))
        keys = {QStringLiteral("hybrid.pass1"), QStringLiteral("hybrid.pass2")};

    QList<Glance> out;
    for (const QString &key : std::as_const(keys))
        if (const Report::Measurement *m = find(result, key))
            out.append({measurementLabel(*m), headlineValue(*m)});
    if (!out.isEmpty())
        return out;

    // Sweeps, sustained, surface, random with another block size: the line with the best
    // transfer rate and the one with the most operations per second.
    const Report::Measurement *fastest = nullptr;
    const Report::Measurement *busiest = nullptr;
    for (const Report::Measurement &m : result.measurements) {
        if (!m.skippedReason.isEmpty() || m.ops == 0)
            continue;
        if (!fastest || m.bytesPerSecond > fastest->bytesPerSecond)
            fastest = &m;
        if (!busiest || m.iops > busiest->iops)
            busiest = &m;
    }
    if (fastest)
        out.append({measurementLabel(*fastest), rateText(fastest->bytesPerSecond)});
    if (busiest && busiest != fastest)
        out.append({measurementLabel(*busiest), Suites::iopsText(busiest->iops)});
    return out;
}

QString ResultText::familyTitle(const QString &familyKey)
{
    const std::optional<Suites::Family> family = Suites::familyFromKey(familyKey);
    if (!family && familyKey == Report::selfTestFamily())
        //: a drive self-test in the drive's history (the drive tested itself)
        return tr("Drive self-test");
    return family ? Suites::familyTitle(*family) : familyKey;
}

QString ResultText::targetText(const Report::TestResult &result)
{
    if (result.targetKind == QLatin1String("temporary-file"))
        //: where a test ran; %1 the folder that held its temporary file
        return tr("a temporary file in %1").arg(QFileInfo(result.targetPath).absolutePath());
    if (result.targetKind == QLatin1String("device"))
        //: where a test ran; %1 a device node such as /dev/sdb
        return tr("the device %1").arg(result.targetPath);
    if (result.targetPath.isEmpty())
        return tr("an unknown target");
    //: where a test ran; %1 a file path
    return tr("the file %1").arg(result.targetPath);
}

QString ResultText::micros(double us)
{
    return QLocale().toString(us, 'f', us < 100 ? 1 : 0);
}

QString ResultText::driveName(const Report::Environment &env)
{
    // As the drive list and the drive page name it (guitext.cpp: driveTitle()).
    if (env.device.startsWith(QLatin1String("loop")) && !env.backingFile.isEmpty())
        return QFileInfo(env.backingFile).fileName();
    if (!env.model.isEmpty())
        return env.model;
    return env.device.isEmpty() ? QString() : QStringLiteral("/dev/") + env.device;
}

QString ResultText::forumSummary(const Report::TestResult &result)
{
    const Report::Environment &env = result.environment;
    const QString drive = driveName(env);
    //: first line of a copied summary; %1 test name, %2 drive model or device, %3 date and time
    QStringList lines{
        tr("DriveProof %1 on %2, %3")
            .arg(familyTitle(result.family), drive,
                 QLocale().toString(result.started.toLocalTime(), QLocale::ShortFormat))};
    if (!env.serial.isEmpty() || !env.device.isEmpty())
        //: a line of a copied summary; %1 the device node ("/dev/sdb"), %2 its serial number
        //: ("-" when it has none)
        lines << tr("Device: %1, serial number %2")
                     .arg(env.device.isEmpty() ? QStringLiteral("-")
                                               : QStringLiteral("/dev/") + env.device,
                          env.serial.isEmpty() ? QStringLiteral("-") : env.serial);
    if (const QString settings = Report::settingsText(result); !settings.isEmpty())
        //: a line of a copied summary; %1 what the test ran with: "128 MiB · 2 s per step ·
        //: temporary file on ext4 · io_uring"
        lines << tr("Settings: %1").arg(settings);
    // The quick check's tiles show the rate big and IOPS and latency small: the summary says
    // all three, in the unit the window shows, so the paste reads as the screen does.
    const bool tiles = result.family == QLatin1String("quick");
    for (const Report::Measurement &m : result.measurements) {
        if (!m.skippedReason.isEmpty() || m.ops == 0)
            continue;
        if (tiles && m.operation != QLatin1String("commit"))
            //: a line of a copied summary, as a quick check's tile shows it; %1 the
            //: measurement ("SEQ1M Q8T1 read"), %2 its transfer rate ("2,345.6 MB/s"),
            //: %3 its operations per second ("2,236 IOPS"), %4 its mean latency in microseconds
            lines << tr("%1: %2 · %3 · %4 µs")
                         .arg(measurementLabel(m), rateText(m.bytesPerSecond),
                              Suites::iopsText(m.iops), micros(m.latency.meanUs));
        else
            //: a line of a copied summary; %1 the measurement, %2 its main number
            lines << tr("%1: %2").arg(measurementLabel(m), headlineValue(m));
    }
    for (const Report::Finding &f : sortedFindings(result))
        //: a verdict in a copied summary; %1 good/caution/danger/note, %2 the verdict
        lines << tr("- %1: %2").arg(severityName(f.severity), findingText(f));
    return lines.join(u'\n') + u'\n';
}

} // namespace DriveProof::Gui
