// The capacity test's words besides the verdicts (findings.h), shared by the CLI and the
// window: phases, what a bad range held, the numbers under the verdict. Translated in the
// default QLocale, worded once.
#pragma once

#include "capacity/classify.h"
#include "capacity/medium.h"
#include "capacity/progress.h"

#include <QString>

#include <optional>

namespace DriveProof::Capacity {

QString phaseText(Phase phase);
QString blockStateText(BlockState state);
// "Usable size proved: 62.1 GB (62,109,024,256 bytes)."
QString usableText(std::uint64_t usableBytes);
// "First bad block at byte ...; the boundary is known to within 512 B."
QString boundaryText(std::uint64_t firstBadOffset, std::uint64_t precisionBytes);
// "The drive was reset before reading back: ..." or why it was not.
QString resetText(const ResetOutcome &reset);
// "4,161 write requests, 1.1 GB written, in 12.5 s."
QString effortText(std::uint64_t requests, std::uint64_t bytesWritten, double seconds);

} // namespace DriveProof::Capacity
