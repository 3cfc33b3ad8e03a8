// The commit test's cache A/B mode (docs/powerloss.md §1): commit rates with the drive's
// volatile write cache as it is (on), then with it switched off through the helper, then
// the original setting restored — also when the run is cancelled or fails. A rotating
// drive must then fall to about RPM/60 commits per second; if it does not, the setting
// was ignored or another cache answers.
#pragma once

#include "device/deviceinfo.h"
#include "suites/suite.h"

namespace DriveProof::Suites {

// Measurement keys get a "cache-on." or "cache-off." prefix. Needs a drive whose cache
// is on and can be changed; otherwise result.error says why and nothing is changed.
void runCommitCacheAB(const Device::DeviceInfo &disk, const SuiteTarget &target,
                      SuiteOptions options, const ProgressFn &progress, const CancelFlag &cancel,
                      Report::TestResult &result);

} // namespace DriveProof::Suites
