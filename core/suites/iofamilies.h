// The engine-driven families. Each appends its measurements (and verdicts) to `result`
// and sets result.error when a step fails; on cancel the finished steps stay.
#pragma once

#include "suites/suite.h"

namespace DriveProof::Suites {

void runThroughput(const SuiteTarget &target, const SuiteOptions &options,
                   const ProgressFn &progress, const CancelFlag &cancel,
                   Report::TestResult &result);
void runQuick(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
              const CancelFlag &cancel, Report::TestResult &result);
void runRandom(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
               const CancelFlag &cancel, Report::TestResult &result);
void runSweep(Family family, const SuiteTarget &target, const SuiteOptions &options,
              const ProgressFn &progress, const CancelFlag &cancel, Report::TestResult &result);
void runSustained(const SuiteTarget &target, const SuiteOptions &options,
                  const ProgressFn &progress, const CancelFlag &cancel, Report::TestResult &result);
void runSurface(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
                const CancelFlag &cancel, Report::TestResult &result);
void runHybrid(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
               const CancelFlag &cancel, Report::TestResult &result);

} // namespace DriveProof::Suites
