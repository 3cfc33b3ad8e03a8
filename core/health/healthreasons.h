// The reasons behind a drive's health verdict, as stable codes with raw arguments
// (common/finding.h), and the one function that words them. The codes travel as they are:
// in HealthSummary::reasons, over the helper's GetHealth reply, in `health --json`;
// reasonText() makes the sentence where it is read, in that process's language (the helper
// is a system service and may speak another one). Consumers key on the codes.
#pragma once

#include "common/findingtable.h"

namespace DriveProof::Health {

namespace ReasonCode {
// ATA, from libatasmart's assessment (atahealth.cpp).
// Good; no arguments: self-assessment passed, no bad sectors, no attribute past threshold.
inline constexpr char kAtaGood[] = "health.ata.good";
// Caution; no arguments: a pre-failure attribute was past its threshold in the past.
inline constexpr char kAtaBadAttributeInThePast[] = "health.ata.bad-attribute-in-the-past";
// Caution. Argument: the number of bad sectors (reallocated + pending).
inline constexpr char kAtaBadSectors[] = "health.ata.bad-sectors";
// Danger; no arguments: a pre-failure attribute is past its threshold now.
inline constexpr char kAtaBadAttributeNow[] = "health.ata.bad-attribute-now";
// Danger. Argument: the number of bad sectors, more than the threshold allows.
inline constexpr char kAtaBadSectorsMany[] = "health.ata.bad-sectors-many";
// Danger; no arguments: SMART RETURN STATUS says the drive is failing.
inline constexpr char kAtaBadStatus[] = "health.ata.bad-status";
// Info; no arguments: libatasmart gave an assessment this version does not know.
inline constexpr char kAtaUnknownAssessment[] = "health.ata.unknown-assessment";
// Caution. Argument: the system's error text (the writer's language: it came from there).
inline constexpr char kAtaNotAssessed[] = "health.ata.not-assessed";
// Info; no arguments: SMART is switched off; DriveProof leaves it so.
inline constexpr char kAtaSmartOff[] = "health.ata.smart-off";
// Info; no arguments: SMART RETURN STATUS gave no readable answer.
inline constexpr char kAtaStatusUnknown[] = "health.ata.status-unknown";
// Caution: a hard disk's attribute that fleet studies tie to failure has a raw count above
// zero (fieldrisk.h). Arguments: id, smartctl name, raw count, % of failed drives and % of
// working drives with it above zero, their source, the 60-day factor (may be empty), its
// source.
inline constexpr char kAtaFieldRisk[] = "health.ata.field-risk";
// Caution: an old-age attribute (not pre-failure, so libatasmart leaves it out) is at or
// below its threshold now, as smartctl marks FAILING_NOW: often an SSD's life used up.
// Arguments: id, name in the model's dialect, normalised value, threshold.
inline constexpr char kAtaOldAgeFailingNow[] = "health.ata.old-age-failing-now";

// NVMe, from the SMART / Health Information log (nvmehealth.cpp).
// Danger; no arguments: one per critical warning bit (byte 0, bits 0-5).
inline constexpr char kNvmeSpareBelowThreshold[] = "health.nvme.critical.spare";
inline constexpr char kNvmeTemperatureWarning[] = "health.nvme.critical.temperature";
inline constexpr char kNvmeReliabilityDegraded[] = "health.nvme.critical.reliability";
inline constexpr char kNvmeReadOnly[] = "health.nvme.critical.read-only";
inline constexpr char kNvmeBackupFailed[] = "health.nvme.critical.backup-failed";
inline constexpr char kNvmePmrReadOnly[] = "health.nvme.critical.pmr-read-only";
// Danger. Argument: the bit number (6 or 7) this version does not know.
inline constexpr char kNvmeUnknownCriticalBit[] = "health.nvme.critical.unknown-bit";
// Danger. Arguments: available spare %, the drive's threshold %.
inline constexpr char kNvmeSpareLow[] = "health.nvme.spare-low";
// Caution. Argument: percentage used (100 or more / 90 to 99).
inline constexpr char kNvmeEnduranceExceeded[] = "health.nvme.endurance-exceeded";
inline constexpr char kNvmeEnduranceNear[] = "health.nvme.endurance-near";
// Caution. Argument: the number of media and data integrity errors.
inline constexpr char kNvmeMediaErrors[] = "health.nvme.media-errors";
// Arguments: the temperature in °C, the limit in °C. Critical: Danger; the drive's warning
// limit, or the generic one where the drive names none: Caution.
inline constexpr char kNvmeTemperatureCritical[] = "health.nvme.temperature-critical";
inline constexpr char kNvmeTemperatureAboveWarning[] = "health.nvme.temperature-warning";
inline constexpr char kNvmeTemperatureHot[] = "health.nvme.temperature-hot";
// Good; no arguments.
inline constexpr char kNvmeNoProblems[] = "health.nvme.no-problems";

// A sentence from a helper older than the codes (its reply carried sentences only), kept
// as it came. Info. Argument: the sentence.
inline constexpr char kHelperSentence[] = "health.helper-sentence";
} // namespace ReasonCode

// Every ReasonCode with its severity and arguments (common/findingtable.h).
const FindingTable &reasonTable();

// A reason of this folder: `code` one of ReasonCode, its severity from the table, no text
// (reasonText() words it where it is read).
Finding healthReason(const char *code, const QStringList &arguments = {});

// The sentence for a reason, in the current language. An unknown code (from a newer helper)
// gives a generic sentence that names the code and its arguments.
QString reasonText(const Finding &reason);
QStringList reasonTexts(const QList<Finding> &reasons);

} // namespace DriveProof::Health
