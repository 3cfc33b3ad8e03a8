// The commit-rate test (docs/powerloss.md §1): pg_test_fsync's sections, so a user can put
// the numbers side by side, plus pwritev2(RWF_DSYNC), the device flushes each commit
// really sent, and verdicts (the RPM/60 speed of light, flushes that never reach the drive).
#pragma once

#include "suites/suite.h"

namespace DriveProof::Suites {

// pg_test_fsync's file: 16 MiB, written and synced before the first line.
constexpr quint64 kCommitFileBytes = 16ull << 20;

// Appends one measurement per line (keys "commit.s<section>.<what>") and the verdicts.
// Stops at the first error that is not a size the device rejects (that line is skipped
// with its reason); on cancel the lines done so far stay.
void runCommit(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
               const CancelFlag &cancel, Report::TestResult &result);

// The verdicts alone, from finished measurements: used by runCommit and by the cache A/B
// mode, and testable on made-up numbers. `barriersOff` names a nobarrier mount.
QList<Report::Finding> commitVerdicts(const QList<Report::Measurement> &lines,
                                      const SuiteOptions &options, bool barriersOff);

} // namespace DriveProof::Suites
