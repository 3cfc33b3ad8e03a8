// A TestResult as stable JSON (documented in docs/json.md, "Test results") and back, and as
// CSV for spreadsheets. Every documented key is always written; unknown values are null.
// The importer checks everything it reads (a file may be edited or damaged) and answers
// with an Error naming the key, never with a crash.
#pragma once

#include "common/result.h"
#include "testresult.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace DriveProof::Report {

QJsonObject testResultToJson(const TestResult &result);
Result<TestResult> testResultFromJson(const QJsonObject &object);

// Parses JSON text first; errors for text that is not JSON say where it broke.
Result<TestResult> testResultFromJsonText(const QByteArray &json);
// Reads a file written from testResultToJson(); the error's subject is the file.
Result<TestResult> readTestResultFile(const QString &path);

// One row per measurement with the main numbers, a header first; C-locale numbers, RFC 4180
// quoting and CRLF line ends. Skipped lines keep their row, with empty numbers.
QString testResultToCsv(const TestResult &result);

// Stable words for Severity in JSON: "info", "good", "caution", "danger" (common/finding.h).
using DriveProof::severityKey;

} // namespace DriveProof::Report
