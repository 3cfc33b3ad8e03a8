// What a finished (or cancelled) test leaves behind: its parameters, the machine and drive
// it ran on, every measurement with its time series and latency histogram, and the
// verdicts. One type for every family, so the CLI, the GUI, the JSON export, the history
// and the comparison of two runs all speak about the same thing (docs/design.md §4).
//
// Plain values only: the suites fill it in, core/report turns it into JSON and back
// (testresultjson.h) and keeps it per drive (history.h).
#pragma once

#include "common/finding.h"
#include "device/deviceinfo.h"
#include "engine/histogram.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace DriveProof::Report {

// One 100 ms (or coarser, for long runs) slice of a measurement.
struct IntervalPoint
{
    double startSeconds = 0.0; // since the measurement started
    double endSeconds = 0.0;
    double iops = 0.0;
    double bytesPerSecond = 0.0;
    // Where the slice ended: bytes done so far (sustained write) or the offset reached
    // (surface scan). 0 when the family does not track a position.
    quint64 positionBytes = 0;
    double p99LatencyUs = 0.0;
};

// Latency in microseconds, from the merged histogram (never an average of percentiles).
struct LatencyStats
{
    quint64 count = 0;
    double minUs = 0.0;
    double meanUs = 0.0;
    double p50Us = 0.0;
    double p90Us = 0.0;
    double p95Us = 0.0;
    double p99Us = 0.0;
    double p999Us = 0.0;
    double maxUs = 0.0;
};
LatencyStats latencyStats(const Engine::LatencyHistogram &histogramNs);

// Flush requests the block layer sent to one device of the stack during a measurement,
// from /sys/block/X/stat fields 16-17 (sampled before and after).
struct FlushCount
{
    QString device; // kernel name: "sda", "loop0", "dm-1"
    quint64 flushes = 0;
    bool fua = false; // queue/fua: O_DSYNC overwrites may go as FUA writes
    Device::KernelCacheMode writeCacheKernel =
        Device::KernelCacheMode::Unknown; // queue/write_cache
    std::optional<double> perCommit;      // flushes / commits, when the line commits
    bool leaf = false; // a device with nothing below it: the drive flushes must reach
};

// One line of a result: a commit method, a preset (SEQ1M Q8T1 read), a sweep point.
struct Measurement
{
    // Stable identifier, independent of the language: "commit.s1.fdatasync",
    // "seq1mq8t1.read", "sweep.block-size.65536.read". Every label shown is worded from it
    // in the language chosen now (measurementtext.h: measurementLabel()).
    QString key;
    QString label; // in the language of the run, for people reading the JSON; never shown
                   // for a key measurementLabel() knows

    // What was asked.
    QString operation; // "read", "write", "mixed", "commit", "idle"
    bool random = false;
    unsigned readPercent = 100;
    quint32 blockSize = 0;
    unsigned queueDepth = 0; // per thread, as run
    unsigned threads = 0;
    QString method; // commit method: "fdatasync", "open_datasync", ...
    unsigned writesPerCommit = 0;

    // What happened.
    quint64 ops = 0; // I/Os, or commits for a commit line
    quint64 bytes = 0;
    double seconds = 0.0;
    double iops = 0.0; // commits per second for a commit line
    double bytesPerSecond = 0.0;
    // CPU time (user + system) of the whole process while the measurement ran; < 0 unknown
    // (e.g. read from a file: it is written, not read back). For comparing with fio's.
    double cpuSeconds = -1.0;
    LatencyStats latency;
    Engine::LatencyHistogram histogram; // ns; per operation (per commit for commit lines)
    QList<IntervalPoint> intervals;
    QList<FlushCount> flushes; // nearest device first, the physical disk last
    QString backend;           // "io_uring", "psync", "sync-loop"
    bool directIo = false;
    bool durable = true; // false for the non-durable baselines
    // Set (in the language of the run) when the line could not run; shown through
    // skippedText(), which says it again from skippedCode and skippedArguments.
    QString skippedReason;
    QString skippedCode; // "block-larger-than-area", ...: measurementtext.h
    QStringList skippedArguments;
    QString note; // e.g. why the backend fell back
    bool cancelled = false;
};

// A verdict or remark (common/finding.h). `code` is stable ("commit.faster-than-platter");
// `text` is in the language of the run; `arguments` are what the text was built from, so
// another language can say it again (suites/verdicts.h: findingText()).
using Severity = DriveProof::Severity;
using Finding = DriveProof::Finding;

// The machine and the drive at the time of the run.
struct Environment
{
    QString kernel; // uname -r
    QString hostname;
    QString virtualization; // "kvm", "vmware", ... empty on bare metal
    // "docker", "podman", "lxc", "wsl", ... empty outside one. Apart from virtualization:
    // a container shares the host's kernel and drives, a virtual machine does not.
    QString container;
    QString cpuModel;
    QString appVersion;

    QString device; // the whole disk under the target: "sda", "nvme0n1", "loop3"
    QString model;
    QString serial;
    QString wwn;         // names the history when there is no serial
    QString backingFile; // a loop device's file: names its history
    QString firmware;
    QString transport;
    quint64 sizeBytes = 0; // of the whole disk; 0 = unknown (names the history without a serial)
    int rotationRpm = -1;  // 0 = non-rotating, -1 = unknown
    quint32 logicalBlockSize = 0;
    quint32 physicalBlockSize = 0;
    Device::LinkInfo link; // the path it sits on (SATA/PCIe/USB), as sysfs said then
    Device::DriveClass driveClass = Device::DriveClass::Unknown; // Device::driveClass()
    Device::KernelCacheMode writeCacheKernel = Device::KernelCacheMode::Unknown; // of that disk
    std::optional<bool> driveWriteCache; // the drive's own setting when it could be read

    QString fileSystem; // of the target's mount, empty for a raw device
    QString mountPoint;
    QString mountOptions;
    bool barriersOff = false; // nobarrier / barrier=0: flushes never leave the kernel
};

// The drive's heat at one moment, read before and after a test, never during it
// (docs/fleet.md): the temperature and, on NVMe, the SMART / Health log's thermal counters.
struct ThermalCounters
{
    quint32 transitions[2] = {}; // TMT1 (light), TMT2 (heavy) transition counts
    quint32 seconds[2] = {};     // total time in TMT1 / TMT2
    quint32 warningMinutes = 0;  // above the warning composite temperature
    quint32 criticalMinutes = 0; // above the critical composite temperature
};

struct HeatReading
{
    std::optional<double> temperatureCelsius;
    std::optional<ThermalCounters> thermal; // NVMe only
};

struct Heat
{
    std::optional<HeatReading> before;
    std::optional<HeatReading> after;
    QString notRead; // translated: why a reading is missing (empty when both were read)
};

struct TestResult
{
    static constexpr int kFormatVersion = 1;

    QString id;     // random UUID, names the file in the history
    QString family; // "commit", "throughput", "sustained", "surface", "random", "quick",
                    // "sweep-block-size", "sweep-queue-depth", "sweep-threads", "hybrid"
    QDateTime started;
    QDateTime finished;

    QString targetKind; // "temporary-file", "file", "device"
    QString targetPath;
    quint64 targetSizeBytes = 0;
    QJsonObject parameters; // the family's options as given

    Environment environment;
    QList<Measurement> measurements;
    QList<Finding> findings;
    Heat heat;

    bool cancelled = false;
    // When the run stopped on an error: the sentence in the language of the run, and, for the
    // errors DriveProof words itself, a code and its arguments to say it again
    // (suites/runerror.h: runErrorText()).
    QString error;
    QString errorCode;
    QStringList errorArguments;
};

// The line of `result` with `key` that was measured (not skipped, some I/O done), or null:
// what two runs can be compared on.
inline const Measurement *measuredLine(const TestResult &result, const QString &key)
{
    for (const Measurement &m : result.measurements)
        if (m.key == key && m.skippedReason.isEmpty() && m.ops > 0)
            return &m;
    return nullptr;
}

} // namespace DriveProof::Report
