// The OpenMetrics families of every record a drive keeps (docs/fleet.md): each ATA SMART
// attribute (normalised, worst, threshold, decoded raw value, failing state), the SMART
// error log count, failed self-tests, and every NVMe health log counter. Part of
// fleetMetrics(); pure.
#pragma once

#include "fleetmetrics.h"
#include "openmetrics.h"

namespace DriveProof::Report {

void healthRecordMetrics(OpenMetricsWriter &w, const QList<DriveSnapshot> &drives);

} // namespace DriveProof::Report
