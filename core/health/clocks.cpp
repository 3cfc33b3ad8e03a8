#include "clocks.h"

#include "atarecords.h"
#include "common/keytable.h"
#include "healthrecords.h"

#include <algorithm>

namespace DriveProof::Health {

namespace {

constexpr std::array kClockKeys{
    EnumKey<DriveClock>{DriveClock::SelfTestLog, "self_test_log"},
    EnumKey<DriveClock>{DriveClock::ErrorLog, "error_log"},
};

constexpr qint64 kWrap = 65536;

} // namespace

QString driveClockKey(DriveClock clock)
{
    return keyOf(kClockKeys, clock);
}

std::optional<DriveClock> driveClockFromKey(QStringView key)
{
    return enumOf(kClockKeys, key);
}

QList<int> ataErrorLogHours(QByteArrayView log)
{
    QList<int> hours;
    if (log.size() != kAtaSectorSize)
        return hours;
    constexpr int kEntries = 5;
    constexpr qsizetype kEntrySize = 90;
    const int index = quint8(log[1]); // the newest, 1-5; 0: none
    if (index < 1 || index > kEntries)
        return hours;
    for (int n = 0; n < kEntries; ++n) {
        const int slot = ((index - 1 - n) % kEntries + kEntries) % kEntries;
        const QByteArrayView e = log.sliced(2 + slot * kEntrySize, kEntrySize);
        if (std::all_of(e.begin(), e.end(), [](char c) { return c == 0; }))
            break;
        hours << (quint8(e[88]) | quint8(e[89]) << 8);
    }
    return hours;
}

QList<ClockReading> driveClocks(const HealthRecords &records)
{
    QList<ClockReading> clocks;
    const QList<SelfTestRow> tests = selfTestRows(records);
    if (!tests.isEmpty()) {
        ClockReading r{DriveClock::SelfTestLog, 0, !records.ataSelfTestLog.isEmpty()};
        for (const SelfTestRow &t : tests)
            r.hours = std::max(r.hours, t.powerOnHours);
        clocks << r;
    }
    const QList<int> errors = ataErrorLogHours(records.ataErrorLog);
    if (!errors.isEmpty())
        clocks << ClockReading{DriveClock::ErrorLog,
                               *std::max_element(errors.begin(), errors.end()), true};
    return clocks;
}

bool clockAhead(const ClockReading &r, qint64 powerOnHours)
{
    if (r.wraps && powerOnHours >= kWrap - 1)
        return false;
    // One hour of grace: the stamp and the counter are read at different moments.
    return r.hours > powerOnHours + 1;
}

} // namespace DriveProof::Health
