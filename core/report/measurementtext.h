// The words of a result's lines, said when they are shown, in the language chosen now
// (issue 22): a result keeps codes and numbers (a line's key, why it was skipped with its
// arguments), so a run made in German reads in Arabic when the window is in Arabic. The
// label a result file holds is for people reading the file; it is shown only for a key this
// version does not know (a result from a newer version, or a line it no longer runs).
#pragma once

#include "testresult.h"

#include <QString>
#include <QStringList>

namespace DriveProof::Report {

// "SEQ1M Q8T1 read", "fdatasync, 1 × 8 kB per commit", "block size 64 KiB, read",
// "fdatasync, 1 × 8 kB per commit (cache off)": from the key alone. For a key it does not
// know: `storedLabel`, else the key itself.
QString measurementLabel(const QString &key, const QString &storedLabel = {});
QString measurementLabel(const Measurement &m);

// Why a line did not run, from its code and arguments ("block-larger-than-area",
// "direct-io-below-block", "direct-io-unsupported", "direct-io-rejected"); empty for a
// code this version does not know.
QString skippedText(const QString &code, const QStringList &arguments);
// The line's reason in the language chosen now, else the text it was stored with.
QString skippedText(const Measurement &m);

} // namespace DriveProof::Report
