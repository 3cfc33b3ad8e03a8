// The OpenMetrics families of the heat around each test (issue 23, docs/fleet.md): for the
// latest result of each family on a drive, the temperature before and after it, how much the
// NVMe thermal-management counters rose during it (transitions and time in TMT1 / TMT2, time
// above the warning and critical temperatures) and whether the drive throttled. Part of
// fleetMetrics(); pure.
#pragma once

#include "fleetmetrics.h"
#include "openmetrics.h"

namespace DriveProof::Report {

void heatMetrics(OpenMetricsWriter &w, const QList<DriveSnapshot> &drives);

// TMT1 + TMT2 transitions from `before` to `after` (a counter that went down, as after a
// reset, counts 0), as Suites::throttleCount() counts them for the verdicts; nullopt when
// either reading lacks the counters.
std::optional<quint64> thermalTransitionsDuring(const Heat &heat);

} // namespace DriveProof::Report
