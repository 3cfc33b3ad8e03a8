// Stable JSON for every record the drive keeps (`health DEVICE --all --json`, docs/json.md):
// numbers as the drive reported them, keys that never depend on the language.
#pragma once

#include "health/health.h"

#include <QJsonArray>
#include <QJsonObject>

namespace DriveProof::Report {

// "records": {"ata_attributes": [...], "ata_capabilities": {...}, "self_tests": [...],
// "ata_error_log_count", "ata_sct_temperature": {...}, "nvme_log": {...}, "nvme_lba_formats": {...}, "refused": [...]}.
// Keys a drive does not have are absent.
QJsonObject healthRecordsToJson(const Health::HealthRecords &records);

// The ATA attributes, named and decoded through the model's dialect (health/dialect.h):
// id, name, value, worst, threshold, raw (48 bits), decoded (in `unit`; "maker" where no
// family defines it), format, state. Empty without SMART data.
QJsonArray ataAttributesToJson(const Health::HealthRecords &records);

} // namespace DriveProof::Report
