// `driveproof-cli trim TARGET --json` (docs/json.md): a TrimReport as JSON.
#pragma once

#include "flash/trimpath.h"

#include <QJsonObject>

namespace DriveProof::Flash {

QJsonObject trimReportJson(const TrimReport &report);

} // namespace DriveProof::Flash
