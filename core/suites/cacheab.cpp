#include "suites/cacheab.h"

#include "privilege/drivecontrol.h"
#include "suites/commit.h"
#include "suites/runerror.h"
#include "suites/suitestr.h"
#include "suites/verdicts.h"

namespace DriveProof::Suites {

namespace {

ProgressFn half(const ProgressFn &progress, double offset)
{
    if (!progress)
        return {};
    return [progress, offset](const Progress &p) {
        Progress scaled = p;
        scaled.fraction = offset + p.fraction / 2;
        progress(scaled);
    };
}

// Why a half stopped, as the whole run's: the line a code names gets the half's prefix.
void takeError(Report::TestResult &into, const Report::TestResult &from, const QString &prefix)
{
    into.error = from.error;
    into.errorCode = from.errorCode;
    into.errorArguments = from.errorArguments;
    const bool namesLine = from.errorCode == QLatin1String(RunError::kWriteFailed) ||
                           from.errorCode == QLatin1String(RunError::kStepStopped) ||
                           from.errorCode == QLatin1String(RunError::kLineStopped);
    if (namesLine && !into.errorArguments.isEmpty())
        into.errorArguments[0].prepend(prefix);
}

void takeLines(Report::TestResult &into, const Report::TestResult &from, const QString &prefix)
{
    for (Report::Measurement m : from.measurements) {
        m.key = prefix + m.key;
        into.measurements << m;
    }
    into.findings += from.findings;
}

double fdatasyncRate(const Report::TestResult &run)
{
    for (const Report::Measurement &m : run.measurements)
        if (m.key == QLatin1String("commit.s1.fdatasync") && m.skippedReason.isEmpty())
            return m.iops;
    return -1;
}

} // namespace

void runCommitCacheAB(const Device::DeviceInfo &disk, const SuiteTarget &target,
                      SuiteOptions options, const ProgressFn &progress, const CancelFlag &cancel,
                      Report::TestResult &result)
{
    const Result<Cache::WriteCacheState> state = Privilege::queryWriteCache(disk);
    if (!state) {
        result.error = state.error().message;
        return;
    }
    if (state->enabled != true || state->changeable == false) {
        setRunError(result, QLatin1String(RunError::kCacheNotSwitchable), {disk.path});
        return;
    }

    Report::TestResult on = result;
    options.driveWriteCache = true;
    runCommit(target, options, half(progress, 0.0), cancel, on);
    takeLines(result, on, QStringLiteral("cache-on."));
    if (!on.error.isEmpty() || cancel.load()) {
        takeError(result, on, QStringLiteral("cache-on."));
        result.cancelled = cancel.load();
        return;
    }

    const Result<Cache::WriteCacheState> off = Privilege::changeWriteCache(disk, false, false);
    if (!off) {
        result.error = off.error().message;
        return;
    }
    Report::TestResult without = result;
    without.measurements.clear();
    without.findings.clear();
    options.driveWriteCache = false;
    runCommit(target, options, half(progress, 0.5), cancel, without);
    // Restore before anything else can fail: the user's drive goes back as it was.
    const Result<Cache::WriteCacheState> restored = Privilege::changeWriteCache(disk, true, false);
    takeLines(result, without, QStringLiteral("cache-off."));
    result.cancelled = cancel.load();
    if (!restored || restored->enabled != true) {
        setRunError(result, QLatin1String(RunError::kCacheNotRestored), {disk.path});
        return;
    }
    if (!without.error.isEmpty()) {
        takeError(result, without, QStringLiteral("cache-off."));
        return;
    }
    const double a = fdatasyncRate(on);
    const double b = fdatasyncRate(without);
    if (a >= 0 && b >= 0)
        result.findings << makeFinding("commit.cache-ab",
                                       {QString::number(a, 'g', 12), QString::number(b, 'g', 12)});
}

} // namespace DriveProof::Suites
