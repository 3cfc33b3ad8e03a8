// What every test family shares: how it is asked to run (SuiteOptions), how it reports
// progress while it runs (ProgressFn), and how it is stopped (a cancel flag that any
// thread may set). A suite runs on the calling thread, which the CLI and the GUI's
// controller give it; the engine below starts its own I/O threads.
#pragma once

#include "engine/backend.h"
#include "report/testresult.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>

namespace DriveProof::Suites {

enum class Family {
    Commit,
    Throughput,
    Sustained,
    Surface,
    Random,
    Quick,
    SweepBlockSize,
    SweepQueueDepth,
    SweepThreads,
    Hybrid,
};

// The quick check, one definition (issue 22): CrystalDiskMark's four tests, reads and
// writes, on this much of the target with this time per step, from the drive page's button,
// the picker and `driveproof-cli bench quick` alike, so that their results compare. Short
// on purpose (issue 15): eight steps and a small file, well under a minute.
inline constexpr quint64 kQuickCheckBytes = 128ull << 20;
inline constexpr double kQuickCheckStepSeconds = 2.0;

QString familyKey(Family family); // "commit", "sweep-block-size": stable, for JSON and CLI
std::optional<Family> familyFromKey(const QString &key);
QString familyTitle(Family family); // translated: "Commit rate"
// Whether the family writes to its target (the surface scan and the hybrid check only read).
bool familyWrites(Family family);
// Whether a temporary test file must hold real data before the family starts (reads need
// it). The sustained write starts on an empty file: filling it first would use up an SSD's
// fast cache before the measurement that looks for where that cache runs out.
bool familyNeedsFilledFile(Family family);

struct SuiteOptions
{
    // Area of the target used, from offset 0. For a temporary file: its size.
    quint64 sizeBytes = 0;
    // Per measurement (each preset, each sweep point, each commit line).
    std::chrono::milliseconds duration{5000};
    Engine::BackendKind backend = Engine::BackendKind::Auto;
    // Sweeps and single families may narrow what is run:
    unsigned readPercent = 100; // sweeps: 100 read, 0 write
    // Quick, throughput and random: run only this direction (100 read, 0 write, else a mix)
    // instead of each family's usual set (fio's --rw, the CLI's --read/--write/--mix).
    std::optional<unsigned> onlyReadPercent;
    std::uint32_t blockSize = 0; // 0 = the family's default
    unsigned queueDepth = 0;     // 0 = the family's default
    unsigned threads = 0;        // 0 = the family's default
    // Hybrid-cache check: how long the drive is left idle between the two passes.
    std::chrono::seconds idle{300};
    // Commit: the drive's cache state to note in the verdicts (the A/B mode sets it).
    std::optional<bool> driveWriteCache;
    int rotationRpm = -1; // -1 unknown, 0 non-rotating
    quint32 logicalBlockSize = 512;
    std::uint64_t seed = 1;
    // When not empty: run only the measurements with these keys ("rnd4kq32t1.read",
    // "commit.s1.fdatasync"), e.g. to compare one line with fio or pg_test_fsync.
    QStringList only;
};

struct Progress
{
    double fraction = 0.0; // of the whole suite, 0..1
    QString step;          // translated: "fdatasync, one 8 kB write per commit"
    QString measurementKey;
    double remainingSeconds = -1.0; // < 0: unknown
    // A new point of the running measurement's time series, when there is one.
    std::optional<Report::IntervalPoint> point;
};
using ProgressFn = std::function<void(const Progress &)>;

// What a suite needs from the target: an fd it may use (O_DIRECT when directIo) and
// a way to open the same file or device again with other flags (the commit methods need
// O_DSYNC, O_SYNC, a buffered fd). The target layer (testtarget.h) provides both; the
// suite closes only what it reopened.
struct SuiteTarget
{
    int fd = -1;
    QString path; // file or device node, for messages and the block stack
    bool directIo = false;
    bool isDevice = false;
    QString note; // e.g. the buffered fallback on tmpfs
    // Opens again with O_RDWR | extraFlags (O_DIRECT, O_DSYNC, O_SYNC). Returns the fd or
    // -errno. Null for read-only targets.
    std::function<int(int extraFlags)> reopen;
};

using CancelFlag = std::atomic<bool>;

} // namespace DriveProof::Suites

namespace DriveProof::Suites {

// Runs one family on an opened target: fills in result.family, the dates, the parameters,
// the measurements and the verdicts (the family's own, plus the buffered-run,
// virtual-machine and nobarrier remarks from result.environment, which the caller fills
// in before). Blocks until done or cancelled.
void runFamily(Family family, const SuiteTarget &target, const SuiteOptions &options,
               const ProgressFn &progress, const CancelFlag &cancel, Report::TestResult &result);

} // namespace DriveProof::Suites
