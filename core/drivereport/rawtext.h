// From what a report prints back to the bytes a drive returns: an attribute's 48 raw bits
// from smartctl's text of them, and the NVMe health log's 512 bytes from its fields.
#pragma once

#include "drivereport.h"
#include "health/dialect.h"

namespace DriveProof::DriveReport {

// The 48 bits behind smartctl's RAW_VALUE text, for an attribute of `format` in the
// model's dialect. smartctl prints a time already in hours and minutes ("1234h+05m",
// "1234h+05m+06.789s"): that is laid back into the unit the format counts, so decoding it
// gives the hours smartctl printed. "35 (Min/Max 20/45)" keeps its range; a plain number
// is the raw value; "0x..." is hex. Anything else: the first number, else 0.
quint64 rawFromText(const QString &text, Health::RawFormat format);

// SMART / Health Information log (NVMe Base 1.4 5.14.1.2) from its fields, 512 bytes.
QByteArray nvmeHealthLogBytes(const Cache::NvmeHealthLog &log);

// "report: smartctl -x text" and the like: where a summary's numbers came from.
QString reportSourceText(ReportFormat format);

} // namespace DriveProof::DriveReport
