// A drive self-test's result kept in the drive's history (issue 23): when DriveProof sees a
// self-test end (the window's progress, `selftest --wait`), the newest entry of the drive's
// own self-test log is kept as a result of the family "self-test" with no measurements and
// one finding, "selftest.passed", "selftest.failed" or "selftest.ended" (aborted,
// interrupted: neither), whose arguments are the facts: protocol ("ata"/"nvme"),
// kind code, result code, failed segment, power-on hours, first failing LBA (empty when the
// drive gives none). It is worded in the reader's language wherever it is shown.
#pragma once

#include "common/findingtable.h"
#include "common/result.h"
#include "device/deviceinfo.h"
#include "health/healthrecords.h"
#include "history.h"
#include "testresult.h"

namespace DriveProof::Report {

inline QString selfTestFamily()
{
    return QStringLiteral("self-test");
}

// The result for `row`, the newest of `logEntries` entries, seen ended at `seen`. Its id is
// derived from the drive and the entry, so the same end seen twice is the same result.
TestResult selfTestResult(const Environment &env, const Health::SelfTestRow &row, int logEntries,
                          const QDateTime &seen);

// "Short self-test: Completed without error, at 1,234 power-on hours." in this language,
// from the finding's arguments; empty when they are not a self-test's.
QString selfTestText(const QStringList &arguments);
// The three codes above with their severities (common/findingtable.h).
const FindingTable &selfTestTable();

// Keeps the newest finished entry of the drive's self-test log in `store`. Returns the file's
// path, or an empty string when there is nothing new (no finished entry, or already kept).
Result<QString> keepSelfTestResult(const Device::DeviceInfo &disk,
                                   const Health::HealthRecords &records,
                                   const HistoryStore &store = HistoryStore());

} // namespace DriveProof::Report
