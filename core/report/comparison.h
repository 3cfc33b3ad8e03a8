// What makes two runs comparable, said in words (issue 22): the same test, the same test
// size, the same kind of target (a temporary file or the raw device), the same file system,
// the same I/O engine and the same time per step. The compare page and `driveproof-cli
// compare` warn with these; the run's settings line ("1 GiB · 5 s per step · temporary
// file on ext4 · io_uring") is what the result, the copied summary, the history and
// compare show, so that a reader sees at once what the numbers describe.
#pragma once

#include "testresult.h"

#include <QList>
#include <QString>

namespace DriveProof::Report {

struct ComparisonWarning
{
    QString code; // stable: "family", "size", "target-kind", "file-system", "engine", "step-time"
    QString text; // translated, names both values
};

QList<ComparisonWarning> comparisonWarnings(const TestResult &a, const TestResult &b);

// The I/O engine the run's measurements used ("io_uring", "psync"); empty when none ran.
QString engineOf(const TestResult &result);
// How long each step was given, in seconds; 0 when not recorded (the size-bound tests).
double stepSecondsOf(const TestResult &result);

// "1 GiB · 5 s per step · temporary file on ext4 · io_uring" (translated), from what the
// result recorded; the parts that are not known are left out.
QString settingsText(const TestResult &result);

// "SEQ1M Q8T1 · 1 GiB · 5 s": the quick check as the header button, the picker and the CLI
// define it (a test size and a time per step), for a tooltip or a help line.
QString quickCheckText(quint64 sizeBytes, double stepSeconds);

} // namespace DriveProof::Report
