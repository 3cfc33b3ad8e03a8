// Stable JSON for the write-cache state and the health summary (docs/json.md).
// Every documented key is present; unknown values are null.
#pragma once

#include "cache/writecache.h"
#include "health/health.h"

#include <QJsonObject>

namespace DriveProof::Report {

QJsonObject writeCacheToJson(const Cache::WriteCacheState &state);
// `all`: with "records", every record the drive keeps (healthrecordsjson.h).
QJsonObject healthToJson(const Health::HealthSummary &health, bool all = false);

} // namespace DriveProof::Report
