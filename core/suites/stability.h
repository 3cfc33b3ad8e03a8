// Whether a result's numbers can be trusted as the drive's (issue 22): a line whose
// 100-millisecond slices disagree far more than a drive's own noise is called unstable,
// with the likely reason; a loop device without direct I/O (its backing file read and
// written through the page cache) is said to measure memory, not a drive.
#pragma once

#include "common/rateunit.h"
#include "report/testresult.h"

#include <QString>
#include <QStringList>

namespace DriveProof::Suites {

// The noise band: slices of one line normally stay within ±25% of their median; beyond
// that (the 10th and 90th percentiles more than half the median apart, plus what chance
// gives a slice of few I/Os) the line is unstable.
inline constexpr double kNoiseBand = 0.5;
// Slices needed before a line is judged: fewer say too little.
inline constexpr int kMinSlices = 6;
// I/Os a slice needs before its rate means anything at all.
inline constexpr double kMinOpsPerSlice = 3.0;

// One "stability.unstable" finding for the most unstable line, if any line is; `pageCache`:
// the run went through the page cache (a loop device without direct I/O, a buffered run),
// which is then given as the reason.
QList<Report::Finding> stabilityFindings(const Report::TestResult &result, bool pageCache);

// Whether the loop device `device` ("loop3") reads its backing file without direct I/O
// (/sys/block/loopN/loop/dio is 0). False for anything that is not a loop device.
bool loopWithoutDirectIo(const QString &device, const QString &sysRoot = QStringLiteral("/sys"));

// The text of "stability.unstable" and "environment.loop-page-cache"; empty for other codes.
QString stabilityText(const QString &code, const QStringList &arguments, RateUnit unit);

} // namespace DriveProof::Suites
