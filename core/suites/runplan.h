// The one run path (issue 26): the window's TestController (on its worker thread) and
// driveproof-cli bench both run a TestPlan with runPlan(). It opens the target (a temporary
// file, a file, or a device through the helper), finds the drives under it, reads the
// drive's write-cache state where the verdicts depend on it and the caller did not bring
// it, collects the environment, runs the family (or the cache A/B commit test), removes the
// temporary file, and keeps the result in the drive's history, saying why when it cannot.
// logind is asked not to suspend the machine meanwhile. Blocks: call it from a worker
// thread in a GUI.
#pragma once

#include "cache/writecache.h"
#include "device/deviceinfo.h"
#include "report/testresult.h"
#include "suites/heat.h"
#include "suites/suite.h"
#include "suites/testtarget.h"

#include <optional>

namespace DriveProof::Suites {

// What to run, where, and what is known of the drive.
struct TestPlan
{
    Family family = Family::Quick;
    // Where. `write` is set by start() (planWrites()); raw-device writes also need
    // `destructiveConfirmed`, which only the user's typed confirmation may set.
    TargetRequest target;
    // How. sizeBytes, logicalBlockSize, rotationRpm and driveWriteCache are filled in from
    // the opened target and the drive.
    SuiteOptions options;
    // Commit only: measure again with the drive's write cache off, then restore it.
    bool cacheAB = false;
    // The whole disk under the target, when known: its identity goes into the result (and
    // names its history), its rotation rate into the commit verdicts. When not given for a
    // folder or file, the worker finds the disk under it.
    std::optional<Device::DeviceInfo> disk;
    // The drive's cache state as already read (Privilege::queryWriteCache), if it was; used
    // only with `disk`.
    std::optional<Cache::WriteCacheState> cacheState;
    bool keepInHistory = true;
    bool inhibitSleep = true;
    // Tests point the history elsewhere; empty: the user's (Report::HistoryStore()).
    QString historyRoot;
    // Reads the drive's heat before the target opens and after it closes (heat.h); empty:
    // Privilege::queryHealth. Tests inject scripted readings.
    HealthReader readHealth;
};

// Whether the plan writes to its target: the family writes (familyWrites), except a sweep
// of reads only. A raw device is then opened read-only.
bool planWrites(const TestPlan &plan);

struct RunOutcome
{
    Report::TestResult result; // result.error / result.cancelled say how it ended
    // False when it ended before the target was ready: result.error or result.cancelled is
    // then about opening or filling the target, and nothing was measured.
    bool targetOpened = false;
    QString targetNote; // e.g. the buffered fallback on tmpfs
    // Where the result was kept, or why it could not be (both empty when not kept).
    QString historyPath;
    QString historyError;
    bool sleepInhibited = false; // whether logind took the suspend inhibitor
};

[[nodiscard]] RunOutcome runPlan(TestPlan plan, const ProgressFn &progress,
                                 const CancelFlag &cancel);

// The drives under a folder or file, for the result: every leaf of its block stack that the
// inventory knows (an md RAID1 lists both members). Empty on tmpfs, FUSE and the like.
QList<Device::DeviceInfo> disksUnder(const QString &path);

// The rotation rate that bounds commits over these drives: the slowest platter among them
// (an md RAID1 of a 7200 rpm HDD and an SSD commits at the HDD's pace), -1 for a rotating
// drive of unknown rate, 0 when none rotates.
int slowestRotationRpm(const QList<Device::DeviceInfo> &disks);

} // namespace DriveProof::Suites
