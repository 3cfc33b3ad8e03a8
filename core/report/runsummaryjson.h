// The short, fio-like view of a run that scripts read first (docs/json.md, "Run summary"):
// `test`, `iops`, `bandwidth_bytes_per_s`, `latency_ns`, `intervals`, `commits`,
// `verdicts`. Written beside the full result's keys; derived from them, so never read back.
#pragma once

#include "testresult.h"

#include <QJsonObject>

namespace DriveProof::Report {

// The measurement the top-level numbers describe: the first one that ran (not skipped,
// not an idle pause, not a commit line). nullptr when there is none.
const Measurement *primaryMeasurement(const TestResult &result);

// Latency in whole nanoseconds from the merged histogram: {mean, p50, p90, p95, p99, p999,
// max}; nulls when nothing was measured.
QJsonObject latencyNsJson(const Measurement &m);

// The summary keys, to be merged into the result's object.
QJsonObject runSummaryJson(const TestResult &result);

} // namespace DriveProof::Report
