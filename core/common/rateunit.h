// The unit a person reads transfer rates in: decimal megabytes (10^6 bytes, as drive makers,
// CrystalDiskMark and fio's MB/s count) or binary mebibytes (2^20 bytes, as many file
// managers count). The GUI keeps the choice in Preferences; the core's sentences that state a
// rate take it as an argument, so they follow the choice (Suites::findingText()).
#pragma once

#include <QString>

namespace DriveProof {

enum class RateUnit { Megabytes, Mebibytes };

// Bytes per unit: 1e6 or 1048576.
double rateUnitBytes(RateUnit unit);
// "MB/s" or "MiB/s": unit symbols, the same in every language (SI and IEC 80000-13).
QString rateUnitSymbol(RateUnit unit);

} // namespace DriveProof
