// "Is it new?" and the clocks beside the power-on counter (usage.h, clocks.h): the stamps of
// the self-test and error logs, and Seagate's FARM log from a report. The findings that say
// a counter went back, the findings that show each clock, and their sentences.
#pragma once

#include "usage.h"

namespace DriveProof::Health {

// The reset findings (UsageCode::kClockAhead, kFarmAhead, kFarmClockBeyond) for a drive
// whose counter says `hours`.
QList<Finding> clockResets(const UsageFacts &facts, qint64 hours);
// One finding per clock with what it says (kClock, kFarm).
QList<Finding> clockReadings(const UsageFacts &facts);

bool isClockFinding(const Finding &finding);
QString clockText(const Finding &finding);

} // namespace DriveProof::Health
