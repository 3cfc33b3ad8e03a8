#include "suites/verdicts.h"

#include "report/selftesthistory.h"
#include "suites/commit.h"
#include "suites/expectationverdicts.h"
#include "suites/heat.h"
#include "suites/measure.h"
#include "suites/stability.h"
#include "suites/suitestr.h"

#include <QLocale>

#include <algorithm>

namespace DriveProof::Suites {

using Report::Finding;
using Report::Severity;

namespace {

QString number(double value)
{
    return QString::number(value, 'g', 12);
}

double arg(const QStringList &arguments, int index)
{
    return arguments.value(index).toDouble();
}

// An amount of data in the units the rates beside it use: "125.8 MB" beside MB/s, "120.0 MiB"
// beside MiB/s (one unit system per sentence).
QString sizeText(double bytes, RateUnit unit)
{
    return QLocale().formattedDataSize(qint64(bytes), 1,
                                       unit == RateUnit::Mebibytes ? QLocale::DataSizeIecFormat
                                                                   : QLocale::DataSizeSIFormat);
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const qsizetype mid = values.size() / 2;
    return values.size() % 2 ? values.at(mid) : (values.at(mid - 1) + values.at(mid)) / 2;
}

} // namespace

QString rateText(double bytesPerSecond, RateUnit unit)
{
    //: a transfer rate; %L1 the number, %2 its unit ("MB/s" or "MiB/s")
    return Tr::tr("%L1 %2")
        .arg(bytesPerSecond / rateUnitBytes(unit), 0, 'f', 1)
        .arg(rateUnitSymbol(unit));
}

QString iopsText(double iops)
{
    //: I/O operations per second
    return Tr::tr("%L1 IOPS").arg(iops, 0, 'f', 0);
}

QString findingText(const QString &code, const QStringList &a, RateUnit unit)
{
    if (const QString stable = stabilityText(code, a, unit); !stable.isEmpty())
        return stable;
    if (const QString heat = heatFindingText(code, a, unit); !heat.isEmpty())
        return heat;
    if (code.startsWith(QLatin1String("selftest.")))
        return Report::selfTestText(a); // a drive self-test kept in the history
    const QLocale locale;
    auto rate = [&](int i) { return rateText(arg(a, i), unit); };
    auto size = [&](int i) { return sizeText(arg(a, i), unit); };
    auto count = [&](int i) { return locale.toString(arg(a, i), 'f', 0); };
    if (code == QLatin1String("commit.faster-than-platter"))
        //: %1 commits per second, %2 rotation rate, %3 the most commits per second it allows
        return Tr::tr("fdatasync commits at %1 per second, faster than the platters turn (%2 rpm "
                      "allows about %3 per second with one thread): a volatile or battery-backed "
                      "cache acknowledges the commits. Run the power-loss test to learn whether "
                      "it keeps them.")
            .arg(count(0), count(1), count(2));
    if (code == QLatin1String("commit.platter-bound"))
        //: %1 commits per second, %2 rotation rate, %3 the most commits per second it allows
        return Tr::tr("fdatasync commits at %1 per second, within what %2 rpm allows (about %3 "
                      "per second): each commit waits for the platter.")
            .arg(count(0), count(1), count(2));
    if (code == QLatin1String("commit.cache-off-still-fast"))
        //: %1 commits per second, %2 rotation rate, %3 the most commits per second it allows
        return Tr::tr("With the drive's write cache off, fdatasync still commits at %1 per second, "
                      "above the %3 per second that %2 rpm allows: the setting was ignored or "
                      "another cache answers.")
            .arg(count(0), count(1), count(2));
    if (code == QLatin1String("commit.flushes-reach-device"))
        //: %1 device name, %2 flushes per commit (a decimal number)
        return Tr::tr("Each fdatasync sent %2 flushes to %1: flushes reach the device.")
            .arg(a.value(0), locale.toString(arg(a, 1), 'f', 2));
    if (code == QLatin1String("commit.no-flushes"))
        //: %1 device name
        return Tr::tr("Flushes are not reaching %1: fdatasync sent none although the kernel "
                      "treats the device as write back. Something between DriveProof and the "
                      "drive swallows them (a hypervisor, a RAID or device-mapper layer).")
            .arg(a.value(0));
    if (code == QLatin1String("commit.no-flushes-write-through"))
        //: %1 device name
        return Tr::tr("Flushes are not reaching %1: the kernel treats it as write through "
                      "(queue/write_cache) and sends it no flushes. If the drive's own cache is "
                      "on, committed data can be lost at a power cut.")
            .arg(a.value(0));
    if (code == QLatin1String("commit.no-flushes-cache-off"))
        //: %1 device name
        return Tr::tr("The kernel sends %1 no flushes while its write cache is off for this half "
                      "of the test (it treats the device as write through): as expected.")
            .arg(a.value(0));
    if (code == QLatin1String("commit.no-flushes-nobarrier"))
        //: %1 device name
        return Tr::tr("Flushes are not reaching %1: the file system is mounted with nobarrier, so "
                      "the kernel sends no flushes. Committed data can be lost at a power cut.")
            .arg(a.value(0));
    if (code == QLatin1String("commit.cache-on-advice"))
        //: %1 commits per second
        return Tr::tr("This drive acknowledges %1 commits per second with its write cache on. "
                      "Only the power-loss test can tell whether it keeps them.")
            .arg(count(0));
    if (code == QLatin1String("commit.cache-ab"))
        //: %1 commits per second with the cache on, %2 with it off
        return Tr::tr("This drive acknowledges %1 commits per second with its write cache on and "
                      "%2 with it off.")
            .arg(count(0), count(1));
    if (code == QLatin1String("sustained.rate-drop"))
        //: %1 and %2 transfer rates, %3 an amount of data
        return Tr::tr("The write rate fell from %1 to %2 after %3 had been written: a cache ran "
                      "out.")
            .arg(rate(0), rate(1), size(2));
    if (code == QLatin1String("sustained.slc-cache-end"))
        //: %1 and %2 transfer rates, %3 an amount of data. SLC: the fast part of an SSD's
        //: flash that takes writes first
        return Tr::tr("Writes fell from %1 to %2 after %3: the end of its fast SLC cache. "
                      "Copies larger than that run at about %2.")
            .arg(rate(0), rate(1), size(2));
    if (code == QLatin1String("sustained.steady"))
        //: %1 a transfer rate, %2 an amount of data
        return Tr::tr("The write rate held at about %1 over all %2.").arg(rate(0), size(1));
    if (code == QLatin1String("surface.range"))
        //: %1..%3 transfer rates, %4 a position on the drive (an amount of data)
        return Tr::tr("Reads ran at %1 at the start and %2 at the end; the slowest stretch read "
                      "at %3, at %4.")
            .arg(rate(0), rate(1), rate(2), size(3));
    if (code == QLatin1String("surface.slow-stretches"))
        return Tr::tr("%n stretch(es) read at less than half the median rate: the drive retried "
                      "there, or remapped sectors slow it down. Look at its health.",
                      nullptr, int(arg(a, 0)));
    if (code == QLatin1String("hybrid.promoted"))
        //: %1 how many times faster (a decimal number), %2 and %3 IOPS before and after
        return Tr::tr("The second pass was %1 times as fast (%2 → %3): the drive moved the data "
                      "to faster storage while idle.")
            .arg(locale.toString(arg(a, 0), 'f', 1), iopsText(arg(a, 1)), iopsText(arg(a, 2)));
    if (code == QLatin1String("hybrid.no-change"))
        //: %1 and %2 IOPS of the first and the second pass
        return Tr::tr("The second pass ran at %2 against %1 before: no sign of a cache that "
                      "promotes hot data while the drive is idle.")
            .arg(iopsText(arg(a, 0)), iopsText(arg(a, 1)));
    if (code == QLatin1String("target.buffered"))
        return Tr::tr("O_DIRECT is not supported on this file system: the run was buffered, so "
                      "the page cache is in the numbers.");
    if (code == QLatin1String("environment.virtual-machine"))
        //: %1 the hypervisor, e.g. kvm
        return Tr::tr("This is a virtual machine (%1): the numbers describe the hypervisor's "
                      "storage, not the drive's.")
            .arg(a.value(0));
    if (code == QLatin1String("environment.nobarrier"))
        //: %1 mount point, %2 mount options
        return Tr::tr("%1 is mounted with barriers off (%2): the kernel sends the drive no "
                      "flushes, so no commit there is durable.")
            .arg(a.value(0), a.value(1));
    if (code.startsWith(QLatin1String("expect.")))
        return expectationText(code, a); // expectationverdicts.cpp
    return {};
}

QList<Finding> commitVerdicts(const QList<Report::Measurement> &lines, const SuiteOptions &options,
                              bool barriersOff)
{
    QList<Finding> out;
    const auto it = std::find_if(lines.begin(), lines.end(), [](const Report::Measurement &m) {
        return m.key == QLatin1String("commit.s1.fdatasync") && m.skippedReason.isEmpty() &&
               m.ops > 0;
    });
    if (it == lines.end())
        return out;
    const Report::Measurement &f = *it;

    if (options.rotationRpm > 0) {
        const double ceiling = options.rotationRpm / 60.0;
        const QStringList a{number(f.iops), QString::number(options.rotationRpm), number(ceiling)};
        const bool tooFast = f.iops > 1.5 * ceiling;
        if (options.driveWriteCache == false)
            out << (tooFast ? makeFinding("commit.cache-off-still-fast", a)
                            : makeFinding("commit.platter-bound", a));
        else
            out << (tooFast ? makeFinding("commit.faster-than-platter", a)
                            : makeFinding("commit.platter-bound", a));
    }

    // Every layer listed counts the flushes it completes (FlushSampler leaves out bio-based
    // ones such as md, whose counters stay 0), so the first, from the file system down, that
    // received none is where they stop: the devices below it see only other processes'
    // flushes. The leaves (each member of a mirror) are the drives flushes must reach.
    QList<const Report::FlushCount *> leaves;
    for (const Report::FlushCount &count : f.flushes)
        if (count.leaf)
            leaves << &count;
    if (leaves.isEmpty() && !f.flushes.isEmpty())
        leaves << &f.flushes.constLast(); // results from before leaves were marked
    const Report::FlushCount *first = nullptr;
    for (const Report::FlushCount &count : f.flushes)
        if (count.perCommit && *count.perCommit < 0.5) {
            first = &count;
            break;
        }
    if (first) {
        const bool writeThrough = first->writeCacheKernel == Device::KernelCacheMode::WriteThrough;
        if (barriersOff)
            out << makeFinding("commit.no-flushes-nobarrier", {first->device});
        else if (writeThrough && options.driveWriteCache == false)
            // The cache A/B test switched the drive's cache off for this half: the kernel
            // treats it as write through and sends no flushes, as it should.
            out << makeFinding("commit.no-flushes-cache-off", {first->device});
        else if (writeThrough)
            out << makeFinding("commit.no-flushes-write-through", {first->device});
        else
            out << makeFinding("commit.no-flushes", {first->device});
    } else if (!leaves.isEmpty() && leaves.constFirst()->perCommit) {
        QStringList names;
        double least = *leaves.constFirst()->perCommit;
        for (const Report::FlushCount *leaf : leaves) {
            names << leaf->device;
            if (leaf->perCommit)
                least = std::min(least, *leaf->perCommit);
        }
        out << makeFinding("commit.flushes-reach-device",
                           {names.join(QStringLiteral(", ")), number(least)});
    }

    if (options.driveWriteCache == true)
        out << makeFinding("commit.cache-on-advice", {number(f.iops)});
    return out;
}

RateDrop findRateDrop(const QList<Report::IntervalPoint> &slices)
{
    RateDrop drop;
    if (slices.size() < 6)
        return drop;
    // The opening rate: slices 1..n/4 (slice 0 includes the start-up).
    QList<double> opening;
    for (qsizetype i = 1; i <= std::max<qsizetype>(1, slices.size() / 4); ++i)
        opening << slices.at(i).bytesPerSecond;
    const double before = median(opening);
    for (qsizetype i = 2; i + 2 < slices.size(); ++i) {
        const double run = median({slices.at(i).bytesPerSecond, slices.at(i + 1).bytesPerSecond,
                                   slices.at(i + 2).bytesPerSecond});
        if (slices.at(i).bytesPerSecond < 0.7 * before && run < 0.7 * before) {
            QList<double> rest;
            for (qsizetype j = i; j < slices.size(); ++j)
                rest << slices.at(j).bytesPerSecond;
            drop.slice = int(i);
            drop.beforeBytesPerSecond = before;
            drop.afterBytesPerSecond = median(rest);
            drop.writtenBeforeBytes = slices.at(i - 1).positionBytes;
            return drop;
        }
    }
    drop.beforeBytesPerSecond = before;
    return drop;
}

QList<Finding> sustainedVerdicts(const Report::Measurement &write, Device::DriveClass driveClass)
{
    if (write.intervals.isEmpty() || write.seconds <= 0)
        return {};
    const QList<Report::IntervalPoint> slices =
        mergeIntervals(write.intervals, std::max(0.5, write.seconds / 100.0));
    const RateDrop drop = findRateDrop(slices);
    // Consumer SSDs write to cells used as SLC first and fold the data into TLC/QLC later;
    // when that fast area is full, the rate falls to what the slower cells take. Normal for
    // the class, so it is information to plan with (how much fits at full speed), not a fault.
    const bool ssd =
        driveClass == Device::DriveClass::SataSsd || driveClass == Device::DriveClass::NvmeSsd;
    if (drop.slice >= 0)
        return {makeFinding(ssd ? "sustained.slc-cache-end" : "sustained.rate-drop",
                            {number(drop.beforeBytesPerSecond), number(drop.afterBytesPerSecond),
                             QString::number(drop.writtenBeforeBytes)})};
    return {makeFinding("sustained.steady",
                        {number(write.bytesPerSecond), QString::number(write.bytes)})};
}

QList<Finding> surfaceVerdicts(const Report::Measurement &read)
{
    if (read.intervals.isEmpty() || read.seconds <= 0)
        return {};
    const QList<Report::IntervalPoint> slices =
        mergeIntervals(read.intervals, std::max(0.5, read.seconds / 200.0));
    QList<double> rates;
    qsizetype slowest = 0;
    for (qsizetype i = 0; i < slices.size(); ++i) {
        rates << slices.at(i).bytesPerSecond;
        if (slices.at(i).bytesPerSecond < slices.at(slowest).bytesPerSecond)
            slowest = i;
    }
    QList<Finding> out;
    out << makeFinding("surface.range",
                       {number(slices.constFirst().bytesPerSecond),
                        number(slices.constLast().bytesPerSecond),
                        number(slices.at(slowest).bytesPerSecond),
                        QString::number(slowest > 0 ? slices.at(slowest - 1).positionBytes : 0)});
    const double typical = median(rates);
    int slow = 0;
    // The last slice is often a partial one: leave it out.
    for (qsizetype i = 0; i + 1 < slices.size(); ++i)
        if (slices.at(i).bytesPerSecond < 0.5 * typical)
            ++slow;
    if (slow > 0)
        out << makeFinding("surface.slow-stretches", {QString::number(slow)});
    return out;
}

QList<Finding> hybridVerdicts(const Report::Measurement &first, const Report::Measurement &second)
{
    if (first.iops <= 0)
        return {};
    const double ratio = second.iops / first.iops;
    if (ratio >= 1.5)
        return {makeFinding("hybrid.promoted",
                            {number(ratio), number(first.iops), number(second.iops)})};
    return {makeFinding("hybrid.no-change", {number(first.iops), number(second.iops)})};
}

} // namespace DriveProof::Suites
