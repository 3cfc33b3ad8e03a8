// Every record the drive keeps, as rows a person reads: one per ATA attribute (with its
// normalised value, worst, threshold, decoded raw value, type and state) or per field of the
// NVMe health log, each with a one-line explanation and the place in the spec that defines
// it; and the drive's self-test log. Built from HealthRecords' bytes wherever they are shown
// (CLI, window), in that process's language. Pure.
#pragma once

#include "atarecords.h"
#include "health.h"

#include <QList>
#include <QString>

#include <optional>

namespace DriveProof::Health {

struct RecordRow
{
    QString key;  // stable: "ata.194", "nvme.data_units_written", "ata.error_log"
    int id = -1;  // the ATA attribute id; -1 for other rows
    QString name; // ATA: smartctl's name; NVMe: the spec's field name (English, searchable)
    std::optional<int> value, worst, threshold; // ATA normalised values
    QString raw; // the value, decoded and in this locale ("31 °C (lowest 20, highest 45)")
    std::optional<double> number; // the same as a number, for sorting and export
    QString type;                 // ATA: "Pre-fail" / "Old-age"
    QString updated;              // ATA: "Always" / "Offline"
    AttributeState state = AttributeState::Ok;
    QString explanation; // one line
    QString spec;        // where it is defined
};

// All rows: ATA attributes then the error log count and SCT temperatures; or every NVMe
// health log field. Empty when the records hold none (an older helper, a drive without them).
QList<RecordRow> recordRows(const HealthRecords &records);

// Column titles, shared by the CLI and the window: the attribute table's ("ID",
// "Attribute", "Value", "Worst", "Threshold", "Type", "Updated", "When failed", "Raw value",
// "Meaning") and the self-test log's ("Self-test", "Result", "Power-on hours", "First failing
// sector").
QStringList attributeColumnTitles();
QStringList selfTestColumnTitles();
// "Self-test log: empty." and "The drive, or the bridge in front of it, refused: %1."
QString emptySelfTestLogText();
QString refusedCommandsText(const QStringList &commands);

// "Failing now", "Failed in the past", or empty.
QString attributeStateText(AttributeState state);

struct SelfTestRow
{
    QString protocol;   // "ata" or "nvme": what the codes below mean
    int kindCode = 0;   // ATA: the subcommand (ACS-3 Table 133); NVMe: 1h short, 2h extended
    int resultCode = 0; // ATA: execution status (Table 140); NVMe: result (Figure 208)
    int segment = 0;    // NVMe: the failed segment, for result 7h
    QString kind;       // "Short", "Extended", "Conveyance", "Off-line", "Vendor specific"
    QString result;     // "Completed without error", "Aborted by the host", ...
    bool failed = false;
    bool running = false;
    qint64 powerOnHours = 0;
    std::optional<quint64> failingLba;
};

// The drive's self-test log, newest first (ATA log 06h or NVMe log 06h).
QList<SelfTestRow> selfTestRows(const HealthRecords &records);

// The words for a kind and a result again from the codes a row keeps, in this language.
QString selfTestKindText(const QString &protocol, int kindCode);
QString selfTestResultText(const QString &protocol, int resultCode, int segment);
bool selfTestResultFailed(const QString &protocol, int resultCode);

// The words for an ATA self-test execution status (byte 363 bits 7:4 / log byte 1 bits 7:4,
// ACS-3 Table 140) and whether it is a failure (3-8).
QString ataSelfTestStatusText(int status);
bool ataSelfTestFailed(int status);
// The words for an NVMe self-test result (bits 3:0, Base 1.4 Figure 208).
QString nvmeSelfTestResultText(int result);
bool nvmeSelfTestFailed(int result);

} // namespace DriveProof::Health
