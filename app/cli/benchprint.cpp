// bench's output: the live progress line on stderr, and the result on stdout as a table
// (commit methods with their latencies and flushes, or I/O tests with rates and
// percentiles) followed by the verdicts.
#include "bench.h"

#include "report/measurementtext.h"
#include "suites/heat.h"
#include "suites/verdicts.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace DriveProof::Cli {

namespace {

QString durationText(double seconds)
{
    const int s = int(std::lround(seconds));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// One number format per column: a latency column shows one decimal in every row when any
// of its values is under 100 µs (where the decimal matters), else none ("99.8" and "1,614"
// one above the other read as two formats).
struct LatencyFormat
{
    int mean = 0, p50 = 0, p99 = 0, p999 = 0, max = 0;
};

LatencyFormat latencyFormat(const Report::TestResult &result)
{
    LatencyFormat f;
    const auto need = [](double us) { return us < 100 ? 1 : 0; };
    for (const Report::Measurement &m : result.measurements) {
        if (!m.skippedReason.isEmpty())
            continue;
        f.mean = std::max(f.mean, need(m.latency.meanUs));
        f.p50 = std::max(f.p50, need(m.latency.p50Us));
        f.p99 = std::max(f.p99, need(m.latency.p99Us));
        f.p999 = std::max(f.p999, need(m.latency.p999Us));
        f.max = std::max(f.max, need(m.latency.maxUs));
    }
    return f;
}

QString micros(double us, int decimals)
{
    return QLocale().toString(us, 'f', decimals);
}

QString flushText(const Report::Measurement &m)
{
    QStringList parts;
    for (const Report::FlushCount &f : m.flushes)
        if (f.perCommit)
            //: flushes per commit on one device: %1 device, %2 flushes per commit
            parts << Tr::tr("%1 %2").arg(f.device, QLocale().toString(*f.perCommit, 'f', 2));
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QStringLiteral(", "));
}

void printCommit(const Report::TestResult &result)
{
    const LatencyFormat f = latencyFormat(result);
    Table table({Tr::tr("Commit method"), Tr::tr("Commits/s"), Tr::tr("Mean µs"), Tr::tr("p50 µs"),
                 Tr::tr("p99 µs"), Tr::tr("Max µs"), Tr::tr("Flushes/commit")});
    for (const Report::Measurement &m : result.measurements) {
        const QString label = Report::measurementLabel(m);
        if (!m.skippedReason.isEmpty()) {
            table.addRow({label, Report::skippedText(m)});
            continue;
        }
        table.addRow({label, QLocale().toString(m.iops, 'f', 0), micros(m.latency.meanUs, f.mean),
                      micros(m.latency.p50Us, f.p50), micros(m.latency.p99Us, f.p99),
                      micros(m.latency.maxUs, f.max),
                      m.durable ? flushText(m) : QStringLiteral("-")});
    }
    table.print();
}

void printIo(const Report::TestResult &result)
{
    const LatencyFormat f = latencyFormat(result);
    Table table({Tr::tr("Test"), Tr::tr("MB/s"), Tr::tr("IOPS"), Tr::tr("Mean µs"),
                 Tr::tr("p50 µs"), Tr::tr("p99 µs"), Tr::tr("p99.9 µs"), Tr::tr("Max µs")});
    for (const Report::Measurement &m : result.measurements) {
        if (!m.skippedReason.isEmpty()) {
            table.addRow({Report::measurementLabel(m), Report::skippedText(m)});
            continue;
        }
        table.addRow({Report::measurementLabel(m),
                      QLocale().toString(m.bytesPerSecond / 1e6, 'f', 1),
                      QLocale().toString(m.iops, 'f', 0), micros(m.latency.meanUs, f.mean),
                      micros(m.latency.p50Us, f.p50), micros(m.latency.p99Us, f.p99),
                      micros(m.latency.p999Us, f.p999), micros(m.latency.maxUs, f.max)});
    }
    table.print();
}

QString severityMark(Report::Severity s)
{
    switch (s) {
    case Report::Severity::Good:
        return Tr::tr("good");
    case Report::Severity::Caution:
        return Tr::tr("caution");
    case Report::Severity::Danger:
        return Tr::tr("danger");
    case Report::Severity::Info:
        break;
    }
    return Tr::tr("note");
}

} // namespace

void ProgressLine::show(const Suites::Progress &p)
{
    QString line;
    if (p.point)
        //: live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)
        line = Tr::tr("[%1%] %2: %3, %4, %5 left")
                   .arg(int(p.fraction * 100), 3)
                   .arg(p.step, Suites::rateText(p.point->bytesPerSecond),
                        Suites::iopsText(p.point->iops),
                        p.remainingSeconds >= 0 ? durationText(p.remainingSeconds)
                                                : QStringLiteral("?"));
    else
        //: live progress without numbers: %1 percent done, %2 the step
        line = Tr::tr("[%1%] %2").arg(int(p.fraction * 100), 3).arg(p.step);
    const bool newStep = p.measurementKey != m_lastKey;
    m_lastKey = p.measurementKey;
    m_line.show(line, newStep);
}

void printBenchResult(const Report::TestResult &result, Suites::Family family, const QString &note)
{
    //: %1 the test's title, %2 where it ran
    printLine(Tr::tr("%1 on %2").arg(Suites::familyTitle(family), printable(result.targetPath)));
    if (!note.isEmpty())
        printLine(note);
    // The verdicts first, as in the window: what the numbers mean before the numbers.
    for (const Report::Finding &f : result.findings) {
        // Worded again from the code (a result read back may be in another language).
        const QString again = Suites::findingText(f.code, f.arguments);
        //: a verdict as a list item: %1 good/caution/danger/note, %2 the verdict
        printLine(
            Tr::tr("- %1: %2").arg(severityMark(f.severity), again.isEmpty() ? f.text : again));
    }
    for (const QString &heat : Suites::heatLines(result.heat))
        printLine(heat);
    if (result.family == QLatin1String("commit"))
        printCommit(result);
    else
        printIo(result);
}

} // namespace DriveProof::Cli
