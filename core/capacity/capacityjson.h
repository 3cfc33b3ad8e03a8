// The capacity test's results as JSON (docs/json.md, "capacity DEVICE --json"): what the CLI
// prints and what the history keeps in a result's parameters.
#pragma once

#include "capacity/probe.h"
#include "capacity/verify.h"
#include "common/finding.h"

#include <QJsonObject>

namespace DriveProof::Capacity {

QJsonObject findingJson(const Finding &finding);
QJsonObject probeJson(const ProbeResult &r, const Finding &verdict);
QJsonObject verifyJson(const VerifyResult &r, const Finding &verdict);

} // namespace DriveProof::Capacity
