// Pieces the report readers share: the errors they give, the words smartctl prints for a
// self-test's kind and status turned back into the log's codes, and the readers of the
// lines of the error log, the Device Statistics and the NVMe health log as printed.
#pragma once

#include "drivereport.h"

#include <QCoreApplication>

namespace DriveProof::DriveReport {

// Translation context for every text of core/drivereport.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::DriveReport)
};

Error tooLarge(const QString &subject);
Error notAReport(const QString &subject);
Error sasReport(const QString &subject);
// More SMART attributes than the table has slots for (30); `line` counts from 0.
Error tooManyAttributes(const QString &subject, qsizetype line);

// ACS-3 Table 133 from smartctl's "Short offline", "Extended captive", "Vendor (0x50)".
quint8 selfTestSubcommand(const QString &description);
// ACS-3 Table 140 from smartctl's "Completed without error", "Completed: read failure" ...
int selfTestStatusCode(const QString &status);

// "ATA Error Count: 5", "Device Error Count: 12", "No Errors Logged" and each "Error N ...
// occurred at disk power-on lifetime: H hours".
void readErrorLine(const QString &line, ReportFacts &facts);
// "0x01  0x010  4   12345  ---  Power-on Hours" and "Logical Sectors Written".
void readStatisticsLine(const QString &line, ReportFacts &facts);

// A line of the FARM log section ("\t\tPower on Hours: 49532"; SAS "Power on Hour",
// "Date of Assembled"), and its serial, firmware and model where the report states none.
void readFarmLine(const QString &line, ReportFacts &facts);

// The NVMe health log's fields as smartctl prints them ("Data Units Written: 1,234 [631
// MB]"), gathered into the log's structure.
class NvmeLogText
{
public:
    void read(const QString &line);
    Cache::NvmeHealthLog log() const { return m_log; }

private:
    Cache::NvmeHealthLog m_log;
};

// Digits of "1,234,567 [632 GB]" or "1.234.567" (thousands separators of any locale) up to
// the first '[' or '('; "0x1f" as hex. nullopt: no digits, or more than fit in 63 bits.
std::optional<qint64> printedNumber(const QString &text);

} // namespace DriveProof::DriveReport
