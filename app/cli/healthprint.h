// Printing a health summary, its records and "is it new" (healthprint.cpp).
#pragma once

#include "cli.h"

#include "health/health.h"
#include "health/usage.h"

#include <QJsonObject>

namespace DriveProof::Cli {

void printHealth(const Health::HealthSummary &health);
void printRecords(const Health::HealthRecords &records);
// The namespace's LBA formats (NVMe) and the advice; nothing for a drive without them.
void printLbaFormats(const QString &device, const Health::HealthRecords &records);
void printUsage(const Health::UsageAssessment &usage);
QJsonObject usageJson(const Health::UsageAssessment &usage);

// health --report (healthreport.cpp).
int runHealthReport(const QString &file, const QString &idCtrlFile, bool json, bool all);

} // namespace DriveProof::Cli
