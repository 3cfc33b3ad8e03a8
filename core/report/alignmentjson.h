// Stable JSON for alignment reports (`driveproof-cli align --json`, exports).
#pragma once

#include "alignment/alignment.h"

#include <QJsonObject>

namespace DriveProof::Report {

// Keys: device, logical_block_size, physical_block_size, optimal_io_size,
// alignment_offset, table_type ("dos"/"gpt", null when only the kernel's view was read),
// partitions: [{number, start_bytes, aligned_logical, aligned_physical, aligned_optimal
// (null when the optimal I/O size is 0), aligned_1mib, offset_bytes, verdict,
// suggested_start_sector, advice}].
QJsonObject alignmentToJson(const Alignment::AlignmentReport &report);
QJsonObject partitionAlignmentToJson(const Alignment::PartitionAlignment &partition);

} // namespace DriveProof::Report
