// A drive judged from a report instead of from the drive: the text of `smartctl -x` (or
// -a), the JSON of `smartctl -x --json`, or `nvme smart-log -o json` (optionally with
// `nvme id-ctrl -o json` beside it). The report is read into the facts it states (this
// header), and then into the bytes the drive would have returned (reportbytes.cpp), so the
// verdicts come from the same code as for a drive in hand: the health summary, every
// record, "is it new" and the field risk. Input is hostile: bounded in size, every number
// range-checked, an error names the line.
#pragma once

#include "cache/nvmecodec.h"
#include "common/result.h"
#include "health/atarecords.h"
#include "health/health.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace DriveProof::DriveReport {

// Larger than any real report (a `smartctl -x` of a SAS drive with every log is ~60 KB).
constexpr qsizetype kMaxReportBytes = 4 * 1024 * 1024;

enum class ReportFormat { SmartctlText, SmartctlJson, NvmeCliJson };

// One attribute as the report printed it.
struct ReportAttribute
{
    int id = 0;
    QString name;      // smartctl's name, from its own drive database
    quint16 flags = 0; // bit 0 pre-failure, bit 1 online, ...
    int value = 0;     // normalised
    int worst = 0;
    std::optional<int> threshold;
    QString rawText;            // as printed ("35 (Min/Max 20/45)", "1234h+05m+06.789s")
    std::optional<quint64> raw; // the 48 bits, where the report holds them (JSON)
    Health::AttributeState state = Health::AttributeState::Ok;
};

// Facts a report states, before any judgement. Absent: the report does not say.
struct ReportFacts
{
    ReportFormat format = ReportFormat::SmartctlText;
    bool nvme = false;
    QString model;
    QString serial;
    QString firmware;
    QString modelFamily; // smartctl's "Model Family:", for comparison with the dialect file
    int logicalSectorBytes = 512;
    std::optional<bool> solidState; // "Rotation Rate: Solid State Device"
    std::optional<bool> smartPassed;
    QList<ReportAttribute> attributes;
    QList<Health::SelfTestEntry> selfTests; // newest first
    std::optional<int> errorCount;          // ATA error log: errors since the drive was made
    QList<int> errorHours;                  // power-on hour of each logged error, newest first
    // Device Statistics (ATA log 04h), where printed: another clock and the data written.
    std::optional<qint64> statisticsPowerOnHours;
    std::optional<qint64> statisticsSectorsWritten;
    std::optional<Cache::NvmeHealthLog> nvmeLog;
    std::optional<Health::FarmClocks> farm; // Seagate's FARM log, where the report prints it
};

// The format from the content (JSON with "smartctl" / "ata_smart_attributes", JSON with
// "data_units_written", else text). Errors: empty, too large, neither.
Result<ReportFormat> detectFormat(const QByteArray &content, const QString &subject);

// Each reader fills the facts; errors name the line (text) or the key (JSON).
Result<ReportFacts> readSmartctlText(const QByteArray &content, const QString &subject);
Result<ReportFacts> readSmartctlJson(const QByteArray &content, const QString &subject);
// `idCtrl`: the output of `nvme id-ctrl -o json` for the model, serial and firmware; empty
// when not given.
Result<ReportFacts> readNvmeCliJson(const QByteArray &content, const QByteArray &idCtrl,
                                    const QString &subject);
// The bytes of a report file ("-": standard input), at most kMaxReportBytes. Errors name
// the file and say why it could not be read.
Result<QByteArray> readReportFile(const QString &path);

// detectFormat() and the matching reader.
Result<ReportFacts> readReport(const QByteArray &content, const QString &subject,
                               const QByteArray &nvmeIdCtrl = {});

// "From the report F, not from the drive itself: MODEL, serial S." in this language.
QString originText(const QString &subject, const QString &model, const QString &serial);

// The report's facts as the drive's own reply bytes, judged by the code that judges a drive
// in hand. `subject` becomes the summary's device (the file name). Errors: a report with no
// SMART attributes, no NVMe health log and no FARM log. A FARM-only report (smartctl -l farm)
// gives an unknown verdict with FARM's clocks for "is it new".
Result<Health::HealthSummary> judgeReport(const ReportFacts &facts, const QString &subject);

} // namespace DriveProof::DriveReport
