// Verdicts in plain words. Every finding is made from a stable code and raw arguments
// (numbers in the C locale, device names), so its text can be said again in another
// language or with other units later: findingText() is the only place that words them.
#pragma once

#include "common/findingtable.h"
#include "common/rateunit.h"
#include "report/testresult.h"

namespace DriveProof::Suites {

// Every code below with its severity and arguments (findingtable.cpp).
const FindingTable &findingTable();
// The finding for `code`, with the table's severity and its text in the current language.
Report::Finding makeFinding(const char *code, const QStringList &arguments = {});
// The finding's text in the current language, its rates in `unit` (the GUI passes the unit
// chosen in Preferences); empty for an unknown code.
QString findingText(const QString &code, const QStringList &arguments,
                    RateUnit unit = RateUnit::Megabytes);

// `driveClass` (Device::driveClass()) names the cache that runs out: an SSD's fast SLC
// cache, rather than "a cache", where the drive is known to be a solid-state one.
QList<Report::Finding> sustainedVerdicts(const Report::Measurement &write,
                                         Device::DriveClass driveClass = {});
QList<Report::Finding> surfaceVerdicts(const Report::Measurement &read);
QList<Report::Finding> hybridVerdicts(const Report::Measurement &first,
                                      const Report::Measurement &second);

// Where the rate of a long sequential run falls for good: the index of the first merged
// slice that is below 70% of the opening rate and starts three slices whose median is
// too (one slow slice is noise), or -1.
struct RateDrop
{
    int slice = -1;
    double beforeBytesPerSecond = 0.0;
    double afterBytesPerSecond = 0.0;
    quint64 writtenBeforeBytes = 0;
};
RateDrop findRateDrop(const QList<Report::IntervalPoint> &slices);

// "123.4 MB/s" (decimal, like every disk tool) or "117.7 MiB/s", "12,345 IOPS" in the
// current locale.
QString rateText(double bytesPerSecond, RateUnit unit = RateUnit::Megabytes);
QString iopsText(double iops);

} // namespace DriveProof::Suites
