// TestResults for the JSON tests, written once: full ones with every field set (histograms
// with a spread), the trip through JSON text, and exact comparisons field by field.
#pragma once

#include "report/histogramjson.h"
#include "report/testresultjson.h"

#include <QJsonDocument>
#include <QTest>

#include <random>

// QCOMPARE on doubles is fuzzy; a lossless round trip must give the very same double.
#define COMPARE_EXACT(actual, expected)                                                            \
    QVERIFY2(double(actual) == double(expected), qPrintable(QStringLiteral("%1 != %2 (%3)")        \
                                                                .arg(double(actual), 0, 'g', 17)   \
                                                                .arg(double(expected), 0, 'g', 17) \
                                                                .arg(QLatin1String(#actual))))

namespace TestResults {

using namespace DriveProof;
using namespace DriveProof::Report;
using Engine::LatencyHistogram;

inline LatencyHistogram spreadHistogram(unsigned seed, int n)
{
    // Log-normal-ish latencies from ~10 µs to ~100 ms, plus a few exact small values.
    std::mt19937_64 rng(seed);
    std::lognormal_distribution<double> dist(11.0, 1.5);
    LatencyHistogram h;
    for (int i = 0; i < n; ++i)
        h.record(std::uint64_t(dist(rng)));
    h.record(3);
    h.record(127);
    return h;
}

inline Measurement fullMeasurement(int seed)
{
    Measurement m;
    m.key = QStringLiteral("commit.fdatasync.1x8k.%1").arg(seed);
    m.label = QStringLiteral("fdatasync, 1 × 8 kB, \"quoted\", ünïcode %1").arg(seed);
    m.operation = QStringLiteral("commit");
    m.random = true;
    m.readPercent = 70;
    m.blockSize = 8192;
    m.queueDepth = 4;
    m.threads = 2;
    m.method = QStringLiteral("fdatasync");
    m.writesPerCommit = 2;
    m.ops = 123456789012ull;
    m.bytes = 9876543210123ull;
    m.seconds = 10.000123456789;
    m.iops = 1234.56789012345;
    m.bytesPerSecond = 1.0 / 3.0 * 1e9;
    m.histogram = spreadHistogram(unsigned(seed), 5000);
    m.latency = latencyStats(m.histogram);
    for (int i = 0; i < 5; ++i)
        m.intervals.append(IntervalPoint{0.1 * i, 0.1 * (i + 1), 1000.0 + i / 7.0, 8.1e6 + i,
                                         quint64(i) * 4096 + 1, 55.5 + i});
    m.flushes.append(FlushCount{QStringLiteral("dm-1"), 10, false,
                                DriveProof::Device::KernelCacheMode::WriteBack, std::nullopt});
    m.flushes.append(FlushCount{QStringLiteral("sda"), 12345, true,
                                DriveProof::Device::KernelCacheMode::WriteBack, 0.9998});
    m.flushes.last().leaf = true;
    m.backend = QStringLiteral("io_uring");
    m.directIo = true;
    m.durable = false;
    m.skippedReason = QStringLiteral("skipped, because");
    m.skippedCode = QStringLiteral("direct-io-rejected");
    m.skippedArguments = {QStringLiteral("512"), QStringLiteral("ü, \"quoted\"")};
    m.note = QStringLiteral("fell back to psync");
    m.cancelled = true;
    return m;
}

inline TestResult fullResult()
{
    TestResult t;
    t.id = QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e");
    t.family = QStringLiteral("commit");
    t.started = QDateTime(QDate(2025, 3, 1), QTime(14, 5, 9, 123), Qt::OffsetFromUTC, 3600);
    t.finished = QDateTime(QDate(2025, 3, 1), QTime(13, 6, 0, 7), Qt::UTC);
    t.targetKind = QStringLiteral("temporary-file");
    t.targetPath = QStringLiteral("/mnt/data/driveproof-1234.tmp");
    t.targetSizeBytes = 16ull << 20;
    t.parameters = QJsonObject{{QStringLiteral("size_bytes"), 16777216},
                               {QStringLiteral("methods"),
                                QJsonArray{QStringLiteral("fdatasync"), QStringLiteral("fsync")}},
                               {QStringLiteral("nested"), QJsonObject{{QStringLiteral("a"), 1.5}}}};
    Environment &e = t.environment;
    e.kernel = QStringLiteral("6.1.0-18-amd64");
    e.hostname = QStringLiteral("bench-host");
    e.virtualization = QStringLiteral("kvm");
    e.container = QStringLiteral("docker");
    e.cpuModel = QStringLiteral("AMD EPYC 7B13");
    e.appVersion = QStringLiteral("0.1.0");
    e.device = QStringLiteral("sda");
    e.model = QStringLiteral("WDC WD40EFRX-68N32N0");
    e.serial = QStringLiteral("WD-WCC7K1234567");
    e.wwn = QStringLiteral("0x50014ee2b5c6d7e8");
    e.backingFile = QStringLiteral("/var/tmp/disk.img");
    e.firmware = QStringLiteral("82.00A82");
    e.transport = QStringLiteral("sata");
    e.sizeBytes = 4000787030016ull;
    e.rotationRpm = 5400;
    e.logicalBlockSize = 512;
    e.physicalBlockSize = 4096;
    e.writeCacheKernel = DriveProof::Device::KernelCacheMode::WriteBack;
    e.driveWriteCache = false;
    e.fileSystem = QStringLiteral("ext4");
    e.mountPoint = QStringLiteral("/mnt/data");
    e.mountOptions = QStringLiteral("rw,relatime,nobarrier");
    e.barriersOff = true;
    t.measurements = {fullMeasurement(1), fullMeasurement(2)};
    t.measurements[1].flushes.clear();
    t.measurements[1].intervals.clear();
    t.findings = {
        Finding{QStringLiteral("commit.faster-than-platter"),
                Severity::Danger,
                QStringLiteral("Faster than the platter turns."),
                {QStringLiteral("5400"), QStringLiteral("1234")}},
        Finding{QStringLiteral("a"), Severity::Caution, QStringLiteral("b"), {}},
        Finding{QStringLiteral("c"), Severity::Good, QStringLiteral("d"), {QString()}},
        Finding{QStringLiteral("e"), Severity::Info, QString(), {}},
    };
    t.cancelled = true;
    t.error = QStringLiteral("The drive went away.");
    return t;
}

// Through JSON *text*, as a file would: number formatting is part of what must be lossless.
inline Result<TestResult> throughText(const TestResult &t)
{
    return testResultFromJsonText(QJsonDocument(testResultToJson(t)).toJson());
}

inline void compareHistograms(const LatencyHistogram &a, const LatencyHistogram &b)
{
    QCOMPARE(a.count(), b.count());
    QCOMPARE(a.min(), b.min());
    QCOMPARE(a.max(), b.max());
    COMPARE_EXACT(a.mean(), b.mean());
    for (double p : {0.0, 1.0, 10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 99.0, 99.9, 99.99, 100.0})
        QCOMPARE(a.percentile(p), b.percentile(p));
    for (std::size_t i = 0; i < LatencyHistogram::kBucketCount; ++i) {
        if (a.bucketCount(i) != b.bucketCount(i))
            QFAIL(qPrintable(QStringLiteral("bucket %1: %2 != %3")
                                 .arg(i)
                                 .arg(a.bucketCount(i))
                                 .arg(b.bucketCount(i))));
    }
}

inline void compareMeasurements(const Measurement &a, const Measurement &b)
{
    QCOMPARE(b.key, a.key);
    QCOMPARE(b.label, a.label);
    QCOMPARE(b.operation, a.operation);
    QCOMPARE(b.random, a.random);
    QCOMPARE(b.readPercent, a.readPercent);
    QCOMPARE(b.blockSize, a.blockSize);
    QCOMPARE(b.queueDepth, a.queueDepth);
    QCOMPARE(b.threads, a.threads);
    QCOMPARE(b.method, a.method);
    QCOMPARE(b.writesPerCommit, a.writesPerCommit);
    QCOMPARE(b.ops, a.ops);
    QCOMPARE(b.bytes, a.bytes);
    COMPARE_EXACT(b.seconds, a.seconds);
    COMPARE_EXACT(b.iops, a.iops);
    COMPARE_EXACT(b.bytesPerSecond, a.bytesPerSecond);
    QCOMPARE(b.latency.count, a.latency.count);
    COMPARE_EXACT(b.latency.minUs, a.latency.minUs);
    COMPARE_EXACT(b.latency.meanUs, a.latency.meanUs);
    COMPARE_EXACT(b.latency.p50Us, a.latency.p50Us);
    COMPARE_EXACT(b.latency.p90Us, a.latency.p90Us);
    COMPARE_EXACT(b.latency.p95Us, a.latency.p95Us);
    COMPARE_EXACT(b.latency.p99Us, a.latency.p99Us);
    COMPARE_EXACT(b.latency.p999Us, a.latency.p999Us);
    COMPARE_EXACT(b.latency.maxUs, a.latency.maxUs);
    compareHistograms(a.histogram, b.histogram);
    QCOMPARE(b.intervals.size(), a.intervals.size());
    for (qsizetype i = 0; i < a.intervals.size(); ++i) {
        COMPARE_EXACT(b.intervals[i].startSeconds, a.intervals[i].startSeconds);
        COMPARE_EXACT(b.intervals[i].endSeconds, a.intervals[i].endSeconds);
        COMPARE_EXACT(b.intervals[i].iops, a.intervals[i].iops);
        COMPARE_EXACT(b.intervals[i].bytesPerSecond, a.intervals[i].bytesPerSecond);
        QCOMPARE(b.intervals[i].positionBytes, a.intervals[i].positionBytes);
        COMPARE_EXACT(b.intervals[i].p99LatencyUs, a.intervals[i].p99LatencyUs);
    }
    QCOMPARE(b.flushes.size(), a.flushes.size());
    for (qsizetype i = 0; i < a.flushes.size(); ++i) {
        QCOMPARE(b.flushes[i].device, a.flushes[i].device);
        QCOMPARE(b.flushes[i].flushes, a.flushes[i].flushes);
        QCOMPARE(b.flushes[i].fua, a.flushes[i].fua);
        QCOMPARE(b.flushes[i].writeCacheKernel, a.flushes[i].writeCacheKernel);
        QCOMPARE(b.flushes[i].perCommit, a.flushes[i].perCommit);
        QCOMPARE(b.flushes[i].leaf, a.flushes[i].leaf);
    }
    QCOMPARE(b.backend, a.backend);
    QCOMPARE(b.directIo, a.directIo);
    QCOMPARE(b.durable, a.durable);
    QCOMPARE(b.skippedReason, a.skippedReason);
    QCOMPARE(b.skippedCode, a.skippedCode);
    QCOMPARE(b.skippedArguments, a.skippedArguments);
    QCOMPARE(b.note, a.note);
    QCOMPARE(b.cancelled, a.cancelled);
}

inline void compareEnvironments(const Environment &a, const Environment &b)
{
    QCOMPARE(b.kernel, a.kernel);
    QCOMPARE(b.hostname, a.hostname);
    QCOMPARE(b.virtualization, a.virtualization);
    QCOMPARE(b.container, a.container);
    QCOMPARE(b.cpuModel, a.cpuModel);
    QCOMPARE(b.appVersion, a.appVersion);
    QCOMPARE(b.device, a.device);
    QCOMPARE(b.model, a.model);
    QCOMPARE(b.serial, a.serial);
    QCOMPARE(b.wwn, a.wwn);
    QCOMPARE(b.backingFile, a.backingFile);
    QCOMPARE(b.firmware, a.firmware);
    QCOMPARE(b.transport, a.transport);
    QCOMPARE(b.sizeBytes, a.sizeBytes);
    QCOMPARE(b.rotationRpm, a.rotationRpm);
    QCOMPARE(b.logicalBlockSize, a.logicalBlockSize);
    QCOMPARE(b.physicalBlockSize, a.physicalBlockSize);
    QCOMPARE(b.writeCacheKernel, a.writeCacheKernel);
    QCOMPARE(b.driveWriteCache, a.driveWriteCache);
    QCOMPARE(b.fileSystem, a.fileSystem);
    QCOMPARE(b.mountPoint, a.mountPoint);
    QCOMPARE(b.mountOptions, a.mountOptions);
    QCOMPARE(b.barriersOff, a.barriersOff);
}

inline void compareResults(const TestResult &a, const TestResult &b)
{
    QCOMPARE(b.id, a.id);
    QCOMPARE(b.family, a.family);
    QCOMPARE(b.started, a.started);
    QCOMPARE(b.started.offsetFromUtc(), a.started.offsetFromUtc());
    QCOMPARE(b.finished, a.finished);
    QCOMPARE(b.targetKind, a.targetKind);
    QCOMPARE(b.targetPath, a.targetPath);
    QCOMPARE(b.targetSizeBytes, a.targetSizeBytes);
    QCOMPARE(b.parameters, a.parameters);
    compareEnvironments(a.environment, b.environment);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(b.measurements.size(), a.measurements.size());
    for (qsizetype i = 0; i < a.measurements.size(); ++i) {
        compareMeasurements(a.measurements[i], b.measurements[i]);
        if (QTest::currentTestFailed())
            return;
    }
    QCOMPARE(b.findings.size(), a.findings.size());
    for (qsizetype i = 0; i < a.findings.size(); ++i) {
        QCOMPARE(b.findings[i].code, a.findings[i].code);
        QCOMPARE(b.findings[i].severity, a.findings[i].severity);
        QCOMPARE(b.findings[i].text, a.findings[i].text);
        QCOMPARE(b.findings[i].arguments, a.findings[i].arguments);
    }
    QCOMPARE(b.cancelled, a.cancelled);
    QCOMPARE(b.error, a.error);
}

} // namespace TestResults
