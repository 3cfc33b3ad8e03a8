// Every clock a drive keeps besides its power-on counter: the power-on hour stamped on each
// self-test log entry (ATA log 06h, NVMe log 06h) and on each logged error (ATA log 01h).
// A stamp later than the counter means the counter went back: it was reset. Pure.
#pragma once

#include "health.h"

#include <QList>

namespace DriveProof::Health {

enum class DriveClock { SelfTestLog, ErrorLog };

struct ClockReading
{
    DriveClock clock = DriveClock::SelfTestLog;
    qint64 hours = 0;   // the latest stamp
    bool wraps = false; // a 16-bit stamp (ATA): it starts again at 0 after 65,535 hours
};

// The latest stamp of each log the records hold; a log without entries is no clock.
QList<ClockReading> driveClocks(const HealthRecords &records);

// "self_test_log", "error_log": the key a usage finding carries.
QString driveClockKey(DriveClock clock);
std::optional<DriveClock> driveClockFromKey(QStringView key);

// Whether `reading` is later than the power-on counter says it can be; a wrapping stamp is
// judged only while the counter is below the wrap.
bool clockAhead(const ClockReading &reading, qint64 powerOnHours);

// ATA error log (log 01h, ACS-3 9.21): the life timestamp in hours (bytes 28-29 of the
// error data structure) of each of the up to five errors it keeps, newest first.
QList<int> ataErrorLogHours(QByteArrayView log);

} // namespace DriveProof::Health
