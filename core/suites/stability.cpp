#include "suites/stability.h"

#include "report/measurementtext.h"
#include "suites/suitestr.h"
#include "suites/verdicts.h"

#include <QFile>

#include <algorithm>
#include <cmath>

namespace DriveProof::Suites {

namespace {

double percentile(QList<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const double at = p * double(values.size() - 1);
    const auto low = qsizetype(at);
    const qsizetype high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (at - double(low));
}

} // namespace

QList<Report::Finding> stabilityFindings(const Report::TestResult &result, bool pageCache)
{
    const Report::Measurement *worst = nullptr;
    double worstSpread = 0.0; // beyond the band
    double low = 0, median = 0, high = 0;
    for (const Report::Measurement &m : result.measurements) {
        if (!m.skippedReason.isEmpty() || m.operation == QLatin1String("commit") ||
            m.intervals.size() < kMinSlices + 1)
            continue;
        const bool byRate = m.blockSize >= 65536;
        QList<double> values;
        // The first slice ramps up (queues fill, the drive wakes): not noise.
        for (qsizetype i = 1; i < m.intervals.size(); ++i)
            values << (byRate ? m.intervals[i].bytesPerSecond : m.intervals[i].iops);
        const double mid = percentile(values, 0.5);
        if (mid <= 0)
            continue;
        // A slice of a few I/Os (a hard disk's random reads) swings by chance alone: the
        // band widens by two standard deviations of that chance (1/sqrt(I/Os)).
        QList<double> ops;
        for (qsizetype i = 1; i < m.intervals.size(); ++i)
            ops << m.intervals[i].iops * (m.intervals[i].endSeconds - m.intervals[i].startSeconds);
        const double perSlice = percentile(ops, 0.5);
        if (perSlice < kMinOpsPerSlice)
            continue;
        const double band = kNoiseBand + 2.0 / std::sqrt(perSlice);
        const double p10 = percentile(values, 0.1);
        const double p90 = percentile(values, 0.9);
        const double spread = (p90 - p10) / mid;
        if (spread > band && spread - band > worstSpread) {
            worst = &m;
            worstSpread = spread - band;
            low = p10;
            median = mid;
            high = p90;
        }
    }
    if (!worst)
        return {};
    const bool byRate = worst->blockSize >= 65536;
    const auto number = [](double v) { return QString::number(v, 'f', 0); };
    return {makeFinding("stability.unstable",
                        // The key: the label is worded when shown, in the language then.
                        {worst->key, number(low), number(median), number(high),
                         byRate ? QStringLiteral("rate") : QStringLiteral("iops"),
                         pageCache ? QStringLiteral("page-cache") : QStringLiteral("other")})};
}

bool loopWithoutDirectIo(const QString &device, const QString &sysRoot)
{
    if (!device.startsWith(QLatin1String("loop")))
        return false;
    QFile dio(QStringLiteral("%1/block/%2/loop/dio").arg(sysRoot, device));
    if (!dio.open(QIODevice::ReadOnly))
        return false; // not attached, or not a loop device after all
    return dio.readAll().trimmed() == "0";
}

QString stabilityText(const QString &code, const QStringList &a, RateUnit unit)
{
    if (code == QLatin1String("environment.loop-page-cache"))
        //: %1 a loop device, e.g. loop3
        return Tr::tr("%1 is a loop device without direct I/O: its reads and writes go through "
                      "the page cache of the file system that holds its backing file, so these "
                      "numbers describe the page cache (memory), not a drive. Attach it with "
                      "'losetup --direct-io=on' to measure the drive under the file.")
            .arg(a.value(0));
    if (code != QLatin1String("stability.unstable"))
        return {};
    const bool byRate = a.value(4) == QLatin1String("rate");
    const auto value = [&](int i) {
        const double v = a.value(i).toDouble();
        return byRate ? rateText(v, unit) : iopsText(v);
    };
    const QString why =
        a.value(5) == QLatin1String("page-cache")
            ? Tr::tr("The run went through the page cache, which serves some requests from "
                     "memory and sends others to the drive.")
            : Tr::tr("Something else used the drive meanwhile, a cache filled or emptied, or the "
                     "drive paused to tidy up: run the test again before trusting the numbers.");
    //: %1 a measurement ("SEQ1M Q8T1 read"); %2, %3, %4 rates or IOPS (low, typical, high);
    //: %5 why (a sentence)
    return Tr::tr("The numbers are unstable: %1 swung between %2 and %4 (typically %3) from "
                  "one tenth of a second to the next, far more than a drive's own noise. %5")
        .arg(Report::measurementLabel(a.value(0)), value(1), value(2), value(3), why);
}

} // namespace DriveProof::Suites
