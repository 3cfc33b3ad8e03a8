// Why a run stopped, kept as a code and arguments and worded when shown (issue 22): a run
// that stopped on an error in German says why in Arabic when the window is in Arabic. The
// result also keeps the sentence in the language of the run (`error`), for readers of the
// file and for errors worded elsewhere (the helper's refusals), which have no code.
#pragma once

#include "report/testresult.h"

#include <QString>
#include <QStringList>

namespace DriveProof::Suites {

// The codes a run can stop with, and their arguments (C-locale numbers, paths, keys):
namespace RunError {
inline constexpr char kCacheNotSwitchable[] = "stop.cache-not-switchable"; // [disk]
inline constexpr char kCacheNotRestored[] = "stop.cache-not-restored";     // [disk]
inline constexpr char kNoDrive[] = "stop.no-drive-for-cache-ab";           // []
inline constexpr char kCannotOpen[] = "stop.cannot-open";                  // [path, errno]
inline constexpr char kWriteFailed[] = "stop.commit-write-failed"; // [line key, path, errno]
// [line key, path, the engine's reason]: the reason is the line's own (skippedText()).
inline constexpr char kStepStopped[] = "stop.step-failed";
inline constexpr char kLineStopped[] = "stop.line-failed"; // [line key]: the line's own reason
} // namespace RunError

// Every code above, for tests that walk the table.
QStringList runErrorCodes();

// Marks `result` as stopped with `code`: keeps the code, its arguments and the sentence in
// the language of now.
void setRunError(Report::TestResult &result, const QString &code, const QStringList &arguments);

// The sentence for `code` in the language chosen now; empty for a code this version does not
// know. `result`, when given, words a stopped line's reason again from its own code.
QString runErrorText(const QString &code, const QStringList &arguments,
                     const Report::TestResult *result = nullptr);

// Why `result` stopped, in the language chosen now; else the sentence it was stored with
// (files from before the codes, errors worded elsewhere); empty when it did not stop.
QString runErrorText(const Report::TestResult &result);

} // namespace DriveProof::Suites
