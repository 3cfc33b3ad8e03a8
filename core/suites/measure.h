// The pieces every family uses to take one measurement: run an engine Job on the target
// with live points and cancel, and count the flushes each device of the stack sent.
#pragma once

#include "device/blockstack.h"
#include "engine/workload.h"
#include "suites/suite.h"

namespace DriveProof::Suites {

// Samples the flush counters of a block stack now; finish() gives the differences, for the
// layers that count flushes (bio-based ones are left out: their counters stay 0).
class FlushSampler
{
public:
    explicit FlushSampler(const QList<Device::StackDevice> &stack,
                          const QString &sysfsRoot = QStringLiteral("/sys"));
    // perCommit is set when commits > 0.
    QList<Report::FlushCount> finish(quint64 commits) const;

private:
    QList<Device::StackDevice> m_stack;
    QString m_sysfsRoot;
    QList<std::optional<quint64>> m_before;
};

struct JobStep
{
    QString key;
    QString label;
    Engine::Job job;
    // Where this step sits in the whole suite, for the progress fraction.
    double fractionStart = 0.0;
    double fractionEnd = 1.0;
    double remainingAfterSeconds = 0.0; // the suite's later steps
    bool trackPosition = false;         // intervals carry bytes done so far
    QList<Device::StackDevice> stack;   // flushes to count; empty = none
    // A backend of the step's own instead of the options' kind (the commit test's
    // open-per-commit lines): one per engine thread.
    Engine::BackendFactory backendFactory;
};

// Runs the job to its limit (or cancel) and returns the measurement. Polls the runner
// every 100 ms and reports each interval as a point. A commit job (Job::commit) gives a
// "commit" line whose ops are commits and whose flushes are counted per commit. On an I/O
// error the measurement's skippedReason holds the engine's English line and `firstErrno`
// (when given) its errno, so a caller can say it in words of its own.
Report::Measurement runJobStep(const JobStep &step, const SuiteTarget &target,
                               Engine::BackendKind backend, const ProgressFn &progress,
                               const CancelFlag &cancel, int *firstErrno = nullptr);

// Coarser intervals for long runs and charts: merges consecutive points into slices of
// at least `seconds`.
QList<Report::IntervalPoint> mergeIntervals(const QList<Report::IntervalPoint> &points,
                                            double seconds);

} // namespace DriveProof::Suites
