// TestResult <-> JSON: every field survives a round trip through JSON text, the histogram
// gives the same percentiles after import, damaged files give a clear error naming the key,
// and the CSV export is what a spreadsheet expects.
#include "report/histogramjson.h"
#include "report/testresultjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>

#include <functional>
#include <random>

// QCOMPARE on doubles is fuzzy; a lossless round trip must give the very same double.
#define COMPARE_EXACT(actual, expected)                                                            \
    QVERIFY2(double(actual) == double(expected), qPrintable(QStringLiteral("%1 != %2 (%3)")        \
                                                                .arg(double(actual), 0, 'g', 17)   \
                                                                .arg(double(expected), 0, 'g', 17) \
                                                                .arg(QLatin1String(#actual))))

using namespace DriveProof;
using namespace DriveProof::Report;
using Engine::LatencyHistogram;

namespace {

LatencyHistogram spreadHistogram(unsigned seed, int n)
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

Measurement fullMeasurement(int seed)
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
    m.flushes.append(
        FlushCount{QStringLiteral("dm-1"), 10, false, QStringLiteral("write back"), std::nullopt});
    m.flushes.append(
        FlushCount{QStringLiteral("sda"), 12345, true, QStringLiteral("write back"), 0.9998});
    m.flushes.last().leaf = true;
    m.backend = QStringLiteral("io_uring");
    m.directIo = true;
    m.durable = false;
    m.skippedReason = QStringLiteral("skipped, because");
    m.note = QStringLiteral("fell back to psync");
    m.cancelled = true;
    return m;
}

TestResult fullResult()
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
    e.firmware = QStringLiteral("82.00A82");
    e.transport = QStringLiteral("sata");
    e.sizeBytes = 4000787030016ull;
    e.rotationRpm = 5400;
    e.logicalBlockSize = 512;
    e.physicalBlockSize = 4096;
    e.writeCacheKernel = QStringLiteral("write back");
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
Result<TestResult> throughText(const TestResult &t)
{
    return testResultFromJsonText(QJsonDocument(testResultToJson(t)).toJson());
}

void compareHistograms(const LatencyHistogram &a, const LatencyHistogram &b)
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

void compareMeasurements(const Measurement &a, const Measurement &b)
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
    QCOMPARE(b.note, a.note);
    QCOMPARE(b.cancelled, a.cancelled);
}

void compareEnvironments(const Environment &a, const Environment &b)
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

void compareResults(const TestResult &a, const TestResult &b)
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

// Sets the value at a path like {"measurements", "0", "histogram", "count"}; an invalid
// value (QJsonValue::Undefined) removes the key.
QJsonValue withPath(QJsonValue node, QStringList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        const int i = head.toInt();
        array[i] = withPath(array.at(i), path, value);
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty() && value.isUndefined())
        object.remove(head);
    else
        object[head] = withPath(object.value(head), path, value);
    return object;
}

} // namespace

class TestTestResultJson : public QObject
{
    Q_OBJECT
private slots:
    void latencyStatsAreMicroseconds()
    {
        LatencyHistogram h;
        for (std::uint64_t v : {1000u, 2000u, 3000u, 4000u, 100000u})
            h.record(v);
        const LatencyStats s = latencyStats(h);
        QCOMPARE(s.count, 5u);
        QCOMPARE(s.minUs, 1.0);
        QCOMPARE(s.maxUs, 100.0);
        QCOMPARE(s.meanUs, 22.0);
        QCOMPARE(s.p50Us, double(h.percentile(50)) / 1000.0);
        QCOMPARE(s.p999Us, double(h.percentile(99.9)) / 1000.0);
        QVERIFY(s.p50Us > 2.9 && s.p50Us < 3.1);
        const LatencyStats empty = latencyStats(LatencyHistogram());
        QCOMPARE(empty.count, 0u);
        QCOMPARE(empty.maxUs, 0.0);
    }

    void roundTripIsLossless()
    {
        const TestResult original = fullResult();
        const Result<TestResult> back = throughText(original);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        compareResults(original, back.value());
        // And the file written again is the same file.
        QCOMPARE(testResultToJson(back.value()), testResultToJson(original));
    }

    void resultsWithoutLeafMarkTheLastDevice()
    {
        // Results written before `leaf` existed: the last device of the stack was the disk.
        QJsonObject o = testResultToJson(fullResult());
        QJsonArray measurements = o.value(QStringLiteral("measurements")).toArray();
        QJsonObject m = measurements.at(0).toObject();
        QJsonArray flushes = m.value(QStringLiteral("flushes")).toArray();
        QCOMPARE(flushes.size(), 2);
        for (qsizetype i = 0; i < flushes.size(); ++i) {
            QJsonObject f = flushes.at(i).toObject();
            QVERIFY(f.contains(QStringLiteral("leaf")));
            f.remove(QStringLiteral("leaf"));
            flushes[i] = f;
        }
        m.insert(QStringLiteral("flushes"), flushes);
        measurements[0] = m;
        o.insert(QStringLiteral("measurements"), measurements);
        const Result<TestResult> back = testResultFromJson(o);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        QVERIFY(!back->measurements.at(0).flushes.at(0).leaf);
        QVERIFY(back->measurements.at(0).flushes.at(1).leaf);
    }

    void emptyResultRoundTrips()
    {
        const TestResult original;
        const Result<TestResult> back = throughText(original);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        compareResults(original, back.value());
        QVERIFY(!back->started.isValid());
        QCOMPARE(back->environment.rotationRpm, -1);
        QCOMPARE(back->environment.driveWriteCache, std::nullopt);
    }

    void everyKeyIsWrittenUnknownAsNull()
    {
        TestResult t;
        t.measurements.append(Measurement{});
        t.measurements[0].flushes.append(FlushCount{});
        t.findings.append(Finding{});
        const QJsonObject o = testResultToJson(t);
        QStringList top = o.keys();
        top.sort();
        QStringList expected{
            QStringLiteral("format_version"), QStringLiteral("id"), QStringLiteral("family"),
            QStringLiteral("started"), QStringLiteral("finished"), QStringLiteral("target_kind"),
            QStringLiteral("target_path"), QStringLiteral("target_size_bytes"),
            QStringLiteral("parameters"), QStringLiteral("environment"),
            QStringLiteral("measurements"), QStringLiteral("findings"), QStringLiteral("cancelled"),
            QStringLiteral("error"),
            // the fio-like summary (runsummaryjson.h)
            QStringLiteral("test"), QStringLiteral("iops"), QStringLiteral("bandwidth_bytes_per_s"),
            QStringLiteral("latency_ns"), QStringLiteral("intervals"), QStringLiteral("commits"),
            QStringLiteral("verdicts")};
        expected.sort();
        QCOMPARE(top, expected);
        QCOMPARE(o.value(QStringLiteral("format_version")).toInt(), 1);
        QVERIFY(o.value(QStringLiteral("started")).isNull());
        QVERIFY(o.value(QStringLiteral("parameters")).isObject());
        const QJsonObject env = o.value(QStringLiteral("environment")).toObject();
        QCOMPARE(env.size(), 21);
        for (const char *k :
             {"serial", "model", "size_bytes", "rotation_rate_rpm", "logical_block_size",
              "drive_write_cache", "file_system", "virtualization", "container"})
            QVERIFY2(env.value(QLatin1String(k)).isNull(), k);
        QCOMPARE(env.value(QStringLiteral("barriers_off")), QJsonValue(false));
        const QJsonObject m = o.value(QStringLiteral("measurements")).toArray().at(0).toObject();
        QCOMPARE(m.size(), 26);
        QVERIFY(m.value(QStringLiteral("method")).isNull());
        QVERIFY(m.value(QStringLiteral("skipped_reason")).isNull());
        QCOMPARE(m.value(QStringLiteral("histogram")).toObject().value(QStringLiteral("buckets")),
                 QJsonValue(QJsonArray()));
        const QJsonObject f = m.value(QStringLiteral("flushes")).toArray().at(0).toObject();
        QVERIFY(f.value(QStringLiteral("per_commit")).isNull());
        QVERIFY(f.contains(QStringLiteral("fua")));
    }

    // The fio-like keys scripts read first: from the first I/O line, in nanoseconds, and
    // the commit lines with the flushes counted at the physical disk (the last device).
    void summaryDescribesTheRun()
    {
        TestResult t;
        t.family = QStringLiteral("random");
        Measurement idle;
        idle.operation = QStringLiteral("idle");
        idle.ops = 1;
        t.measurements.append(idle);
        Measurement io;
        io.key = QStringLiteral("rnd4kq32t1.read");
        io.operation = QStringLiteral("read");
        io.ops = 3;
        io.iops = 1234.5;
        io.bytesPerSecond = 5056512.0;
        for (std::uint64_t ns : {100000u, 200000u, 400000u})
            io.histogram.record(ns);
        io.latency = latencyStats(io.histogram);
        io.intervals.append(IntervalPoint{0.0, 0.1, 1000.0, 4096000.0, 0, 0.0});
        t.measurements.append(io);
        Measurement commit;
        commit.key = QStringLiteral("commit.s1.fdatasync");
        commit.operation = QStringLiteral("commit");
        commit.method = QStringLiteral("fdatasync");
        commit.writesPerCommit = 1;
        commit.blockSize = 8192;
        commit.ops = 10;
        commit.iops = 500.0;
        commit.histogram.record(2000000);
        commit.latency = latencyStats(commit.histogram);
        commit.flushes = {FlushCount{QStringLiteral("loop0"), 20, false, {}, 2.0},
                          FlushCount{QStringLiteral("vda"), 10, false, {}, 1.0}};
        t.measurements.append(commit);
        t.findings.append(Finding{QStringLiteral("commit.flushes-reach-drive"),
                                  Severity::Good,
                                  QStringLiteral("text"),
                                  {}});

        const QJsonObject o = testResultToJson(t);
        QCOMPARE(o.value(QStringLiteral("test")).toString(), QStringLiteral("random"));
        QCOMPARE(o.value(QStringLiteral("iops")).toDouble(), 1234.5);
        QCOMPARE(o.value(QStringLiteral("bandwidth_bytes_per_s")).toDouble(), 5056512.0);
        const QJsonObject lat = o.value(QStringLiteral("latency_ns")).toObject();
        QCOMPARE(lat.keys().size(), 7);
        // Within the histogram's bound (1/64) of the recorded values.
        QVERIFY(qAbs(lat.value(QStringLiteral("p50")).toDouble() - 200000) <= 200000 / 64.0);
        QVERIFY(qAbs(lat.value(QStringLiteral("max")).toDouble() - 400000) <= 400000 / 64.0);
        QVERIFY(lat.value(QStringLiteral("p99")).toDouble() >=
                lat.value(QStringLiteral("p50")).toDouble());
        const QJsonArray intervals = o.value(QStringLiteral("intervals")).toArray();
        QCOMPARE(intervals.size(), 1);
        QCOMPARE(intervals.at(0).toObject().value(QStringLiteral("t_ms")).toInt(), 100);
        const QJsonArray commits = o.value(QStringLiteral("commits")).toArray();
        QCOMPARE(commits.size(), 1);
        const QJsonObject c = commits.at(0).toObject();
        QCOMPARE(c.value(QStringLiteral("method")).toString(), QStringLiteral("fdatasync"));
        QCOMPARE(c.value(QStringLiteral("write_size")).toInt(), 8192);
        QCOMPARE(c.value(QStringLiteral("ops_per_s")).toDouble(), 500.0);
        QCOMPARE(c.value(QStringLiteral("device_flushes_per_commit")).toDouble(), 1.0);
        const QJsonArray verdicts = o.value(QStringLiteral("verdicts")).toArray();
        QCOMPARE(verdicts.size(), 1);
        QCOMPARE(verdicts.at(0).toObject().value(QStringLiteral("severity")).toString(),
                 QStringLiteral("good"));
        // Derived keys are never read back: the import still round-trips.
        QVERIFY(testResultFromJson(o));
    }

    void datesCarryTheirOffset()
    {
        TestResult t;
        t.started = QDateTime(QDate(2025, 3, 1), QTime(14, 5, 9, 123), Qt::OffsetFromUTC, 3600);
        t.finished = QDateTime::currentDateTime(); // local time
        const QJsonObject o = testResultToJson(t);
        QCOMPARE(o.value(QStringLiteral("started")).toString(),
                 QStringLiteral("2025-03-01T14:05:09.123+01:00"));
        static const QRegularExpression iso(QStringLiteral(
            "^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}(Z|[+-]\\d\\d:\\d\\d)$"));
        QVERIFY2(iso.match(o.value(QStringLiteral("finished")).toString()).hasMatch(),
                 qPrintable(o.value(QStringLiteral("finished")).toString()));
    }

    void histogramSurvivesImport_data()
    {
        QTest::addColumn<int>("shape");
        QTest::newRow("empty") << 0;
        QTest::newRow("one value") << 1;
        QTest::newRow("one bucket, many values") << 2;
        QTest::newRow("exact small values") << 3;
        QTest::newRow("log-normal spread") << 4;
        QTest::newRow("billions of values") << 5;
        QTest::newRow("extremes") << 6;
    }
    void histogramSurvivesImport()
    {
        QFETCH(int, shape);
        LatencyHistogram h;
        switch (shape) {
        case 1:
            h.record(123456789);
            break;
        case 2:
            for (int i = 0; i < 1000; ++i)
                h.record(1'000'000 + std::uint64_t(i % 13));
            break;
        case 3:
            for (std::uint64_t v = 0; v < 128; v += 3)
                h.record(v);
            break;
        case 4:
            h = spreadHistogram(42, 100000);
            break;
        case 5: {
            // Doubling reaches counts no loop of record() could: 2^30 copies of a spread.
            h = spreadHistogram(7, 1000);
            for (int i = 0; i < 20; ++i) {
                const LatencyHistogram copy = h;
                h.merge(copy);
            }
            break;
        }
        case 6:
            h.record(0);
            h.record(std::uint64_t(1) << 40);
            h.record((std::uint64_t(1) << 40) + 12345);
            break;
        default:
            break;
        }
        const HistogramParts parts = histogramParts(h);
        LatencyHistogram restored;
        QCOMPARE(int(restoreHistogram(parts, restored)), int(HistogramProblem::None));
        compareHistograms(h, restored);

        Json::Reader reader;
        const QJsonValue text =
            QJsonDocument::fromJson(QJsonDocument(histogramToJson(h)).toJson()).object();
        const LatencyHistogram imported = histogramFromJson(reader, text, QStringLiteral("h"));
        QVERIFY2(!reader.failed(), qPrintable(reader.error().message));
        compareHistograms(h, imported);
        // Compact: only the non-zero buckets travel.
        QCOMPARE(qsizetype(histogramToJson(h).value(QStringLiteral("buckets")).toArray().size()),
                 qsizetype(parts.buckets.size()));
    }

    void importRejects_data()
    {
        QTest::addColumn<QString>("path");     // dot-separated, array indexes as numbers
        QTest::addColumn<QJsonValue>("value"); // Undefined: remove the key
        QTest::addColumn<QString>("subject");  // where the error must point
        QTest::addColumn<QString>("words");    // a piece of the message
        const QJsonValue gone(QJsonValue::Undefined);
        QTest::newRow("no format_version") << "format_version" << gone << "format_version"
                                           << "format_version";
        QTest::newRow("format_version text")
            << "format_version" << QJsonValue(QStringLiteral("1")) << "format_version"
            << "whole number";
        QTest::newRow("newer format") << "format_version" << QJsonValue(2) << "format_version"
                                      << "newer DriveProof";
        QTest::newRow("format 0") << "format_version" << QJsonValue(0) << "format_version"
                                  << "outside";
        QTest::newRow("iops text")
            << "measurements.0.iops" << QJsonValue(QStringLiteral("fast")) << "measurements[0].iops"
            << "a number";
        QTest::newRow("negative iops")
            << "measurements.1.iops" << QJsonValue(-5) << "measurements[1].iops"
            << "outside";
        QTest::newRow("read percent 101")
            << "measurements.0.read_percent" << QJsonValue(101) << "measurements[0].read_percent"
            << "101";
        QTest::newRow("fractional block size")
            << "measurements.0.block_size" << QJsonValue(1.5) << "measurements[0].block_size"
            << "whole number";
        QTest::newRow("absurd queue depth")
            << "measurements.0.queue_depth" << QJsonValue(1e9) << "measurements[0].queue_depth"
            << "outside";
        QTest::newRow("negative ops")
            << "measurements.0.ops" << QJsonValue(-1) << "measurements[0].ops"
            << "outside";
        QTest::newRow("bucket out of range")
            << "measurements.0.histogram.buckets.0.0" << QJsonValue(99999)
            << "measurements[0].histogram.buckets[0]"
            << "99999";
        QTest::newRow("negative bucket") << "measurements.0.histogram.buckets.0.0" << QJsonValue(-1)
                                         << "measurements[0].histogram.buckets[0][0]"
                                         << "outside";
        QTest::newRow("zero bucket count")
            << "measurements.0.histogram.buckets.0.1" << QJsonValue(0)
            << "measurements[0].histogram.buckets[0][1]"
            << "outside";
        QTest::newRow("bucket not a pair")
            << "measurements.0.histogram.buckets.0" << QJsonValue(QJsonArray{1})
            << "measurements[0].histogram.buckets[0]"
            << "pair";
        QTest::newRow("count does not add up")
            << "measurements.0.histogram.count" << QJsonValue(1) << "measurements[0].histogram"
            << "add up";
        QTest::newRow("min outside its bucket")
            << "measurements.0.histogram.min" << QJsonValue(0) << "measurements[0].histogram"
            << "minimum";
        QTest::newRow("impossible sum")
            << "measurements.0.histogram.sum" << QJsonValue(1) << "measurements[0].histogram"
            << "sum";
        QTest::newRow("unit ms") << "measurements.0.histogram.unit"
                                 << QJsonValue(QStringLiteral("ms"))
                                 << "measurements[0].histogram.unit"
                                 << "ns";
        QTest::newRow("other bucket scheme")
            << "measurements.0.histogram.sub_bucket_bits" << QJsonValue(5)
            << "measurements[0].histogram.sub_bucket_bits"
            << "outside";
        QTest::newRow("no histogram")
            << "measurements.0.histogram" << gone << "measurements[0].histogram"
            << "missing";
        QTest::newRow("short interval")
            << "measurements.0.intervals.2" << QJsonValue(QJsonArray{1, 2})
            << "measurements[0].intervals[2]"
            << "six";
        QTest::newRow("negative interval time")
            << "measurements.0.intervals.2.0" << QJsonValue(-0.1)
            << "measurements[0].intervals[2][0]"
            << "outside";
        QTest::newRow("flush count text")
            << "measurements.0.flushes.1.flushes" << QJsonValue(QStringLiteral("many"))
            << "measurements[0].flushes[1].flushes"
            << "whole number";
        QTest::newRow("unknown severity")
            << "findings.0.severity" << QJsonValue(QStringLiteral("fatal"))
            << "findings[0].severity"
            << "caution";
        QTest::newRow("argument not text")
            << "findings.0.arguments.1" << QJsonValue(5) << "findings[0].arguments[1]"
            << "text";
        QTest::newRow("no serial key") << "environment.serial" << gone << "environment.serial"
                                       << "missing";
        QTest::newRow("negative rpm")
            << "environment.rotation_rate_rpm" << QJsonValue(-1) << "environment.rotation_rate_rpm"
            << "outside";
        QTest::newRow("barriers text")
            << "environment.barriers_off" << QJsonValue(QStringLiteral("yes"))
            << "environment.barriers_off"
            << "true or false";
        QTest::newRow("bad date") << "started" << QJsonValue(QStringLiteral("yesterday"))
                                  << "started"
                                  << "ISO 8601";
        QTest::newRow("measurements object")
            << "measurements" << QJsonValue(QJsonObject()) << "measurements"
            << "list";
        QTest::newRow("parameters list") << "parameters" << QJsonValue(QJsonArray()) << "parameters"
                                         << "object";
    }
    void importRejects()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, subject);
        QFETCH(QString, words);
        const QJsonObject valid = testResultToJson(fullResult());
        QVERIFY(testResultFromJson(valid).ok());
        const QJsonObject broken = withPath(valid, path.split(QLatin1Char('.')), value).toObject();
        QVERIFY(broken != valid);
        const Result<TestResult> r = testResultFromJson(broken);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().subject, subject);
        QVERIFY2(r.error().message.contains(words), qPrintable(r.error().message));
        if (subject != QLatin1String("format_version"))
            QVERIFY2(r.error().message.contains(subject), qPrintable(r.error().message));
    }

    void importRejectsText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("truncated") << QByteArray("{\"format_version\": 1, \"id\"");
        QTest::newRow("array") << QByteArray("[1, 2]");
        QTest::newRow("number") << QByteArray("42");
        QTest::newRow("empty object") << QByteArray("{}");
        QTest::newRow("only the version") << QByteArray("{\"format_version\": 1}");
        QTest::newRow("huge version") << QByteArray("{\"format_version\": 1e300}");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe{", 4);
    }
    void importRejectsText()
    {
        QFETCH(QByteArray, text);
        const Result<TestResult> r = testResultFromJsonText(text);
        QVERIFY(!r.ok());
        QVERIFY(!r.error().message.isEmpty());
    }

    void fileErrorsNameTheFile()
    {
        const Result<TestResult> r =
            readTestResultFile(QStringLiteral("/nonexistent/driveproof/result.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().subject, QStringLiteral("/nonexistent/driveproof/result.json"));
        QVERIFY(r.error().message.contains(QStringLiteral("/nonexistent/driveproof/result.json")));
    }

    void csvForSpreadsheets()
    {
        // A German default locale must not turn the decimal point into a comma.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        TestResult t = fullResult();
        t.measurements[0].skippedReason.clear();
        t.measurements[0].label = QStringLiteral("fdatasync, 1 × 8 kB \"hot\"\nsecond line");
        const QString csv = testResultToCsv(t);
        QLocale::setDefault(before);

        QVERIFY(csv.endsWith(QStringLiteral("\r\n")));
        const QStringList rows = csv.split(QStringLiteral("\r\n"));
        QCOMPARE(rows.size(), 4); // header, two rows, the empty rest after the last CRLF
        QCOMPARE(rows[0], QStringLiteral("key,label,operation,block_size_bytes,queue_depth,"
                                         "threads,iops,mb_per_s,latency_mean_us,latency_p50_us,"
                                         "latency_p99_us,latency_p999_us,latency_max_us,"
                                         "flushes_per_commit,skipped_reason"));
        const Measurement &m = t.measurements[0];
        const QString expected =
            QStringLiteral("commit.fdatasync.1x8k.1,\"fdatasync, 1 × 8 kB \"\"hot\"\"\nsecond "
                           "line\",commit,8192,4,2,1234.6,333.333,%1,%2,%3,%4,%5,1.000,")
                .arg(QString::number(m.latency.meanUs, 'f', 2),
                     QString::number(m.latency.p50Us, 'f', 2),
                     QString::number(m.latency.p99Us, 'f', 2),
                     QString::number(m.latency.p999Us, 'f', 2),
                     QString::number(m.latency.maxUs, 'f', 2));
        QCOMPARE(rows[1], expected);
        QVERIFY(!rows[1].contains(QStringLiteral("1234,6")));
        // The skipped line keeps its row, without numbers, with its reason quoted.
        QCOMPARE(rows[2], QStringLiteral("commit.fdatasync.1x8k.2,\"fdatasync, 1 × 8 kB, "
                                         "\"\"quoted\"\", ünïcode 2\",commit,8192,4,2,,,,,,,,,"
                                         "\"skipped, because\""));
    }
};

QTEST_GUILESS_MAIN(TestTestResultJson)
#include "tst_testresultjson.moc"
