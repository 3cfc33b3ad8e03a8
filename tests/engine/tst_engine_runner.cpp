// The runner on the null backend: exact counts for a byte-limited job, 100 ms interval
// snapshots that add up to the result, cancel within 200 ms, and errors that carry errno
// and offset. No disk involved.
#include "engine/nullbackend.h"
#include "engine/runner.h"

#include <QtTest>

#include <chrono>
#include <thread>

using namespace DriveProof::Engine;
using namespace std::chrono_literals;

namespace {
Job nullJob()
{
    Job j;
    j.size = 1 << 30;
    j.blockSize = 4096;
    return j;
}

double ms(std::chrono::nanoseconds d)
{
    return std::chrono::duration<double, std::milli>(d).count();
}
} // namespace

class TestRunner : public QObject
{
    Q_OBJECT
private slots:
    void exactCountsForByteLimit_data();
    void exactCountsForByteLimit();
    void intervalsAreTenPerSecondAndAddUp();
    void shortLastSliceJoinsThePrevious_data();
    void shortLastSliceJoinsThePrevious();
    void cancelStopsWithin200ms();
    void errorsPropagateWithOffset();
    void commitJobCountsCommits();
    void failedSyncStopsTheCommitJob();
    void invalidJobIsRefused();
    void latencyIsMeasured();
    void backendChoiceIsReported();
};

void TestRunner::exactCountsForByteLimit_data()
{
    QTest::addColumn<unsigned>("threads");
    QTest::addColumn<unsigned>("depth");
    QTest::addColumn<unsigned>("readPercent");
    QTest::newRow("T1 Q1 read") << 1u << 1u << 100u;
    QTest::newRow("T3 Q4 write") << 3u << 4u << 0u;
    QTest::newRow("T4 Q32 mix") << 4u << 32u << 70u;
}

void TestRunner::exactCountsForByteLimit()
{
    QFETCH(unsigned, threads);
    QFETCH(unsigned, depth);
    QFETCH(unsigned, readPercent);
    Job j = nullJob();
    j.threads = threads;
    j.queueDepth = depth;
    j.readPercent = readPercent;
    j.pattern = AccessPattern::Random;
    j.byteLimit = 10007ull * 4096;
    Runner runner(j, {}, nullBackendFactory({std::chrono::microseconds(20)}));
    QVERIFY(runner.start());
    const RunResult &r = runner.wait();
    QVERIFY(runner.isFinished());
    QVERIFY(r.completed);
    QVERIFY(!r.cancelled);
    QVERIFY(r.errors.empty());
    QCOMPARE(r.backend, std::string("null"));
    QCOMPARE(r.ops, 10007u);
    QCOMPARE(r.bytes, 10007ull * 4096);
    QCOMPARE(r.readOps + r.writeOps, r.ops);
    if (readPercent == 100)
        QCOMPARE(r.writeOps, 0u);
    if (readPercent == 0)
        QCOMPARE(r.readOps, 0u);
    QCOMPARE(r.latency.count(), r.ops);
    QCOMPARE(r.shortTransfers, 0u);
    QVERIFY(r.iops > 0);
    std::uint64_t sum = 0;
    for (const auto &s : runner.takeSnapshots())
        sum += s.ops;
    QCOMPARE(sum, r.ops);
}

// Polls from this thread as the GUI controller would, while the run goes on.
void TestRunner::intervalsAreTenPerSecondAndAddUp()
{
    Job j = nullJob();
    j.queueDepth = 2;
    j.timeLimit = 680ms; // the last slice, 80 ms, stays a slice of its own
    Runner runner(j, {}, nullBackendFactory({1ms}));
    QVERIFY(runner.start());
    std::vector<IntervalSnapshot> all;
    while (!runner.isFinished()) {
        auto some = runner.takeSnapshots();
        all.insert(all.end(), some.begin(), some.end());
        std::this_thread::sleep_for(30ms);
    }
    const RunResult &r = runner.wait();
    auto rest = runner.takeSnapshots();
    all.insert(all.end(), rest.begin(), rest.end());
    QVERIFY(r.completed);
    QVERIFY2(ms(r.elapsed) >= 650 && ms(r.elapsed) < 900,
             qPrintable(QString::number(ms(r.elapsed))));
    QVERIFY2(all.size() == 7, qPrintable(QString::number(all.size())));
    std::uint64_t ops = 0, bytes = 0;
    LatencyHistogram merged;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const auto &s = all[i];
        QCOMPARE(s.index, unsigned(i));
        if (i > 0)
            QCOMPARE(s.start, all[i - 1].end); // contiguous: nothing lost between intervals
        const double len = ms(s.end - s.start);
        if (i + 1 < all.size()) {
            QVERIFY2(len >= 99.0 && len < 175.0, qPrintable(QString::number(len)));
            QVERIFY(s.ops > 50); // 2 in flight at 1 ms: ~200 per interval
        }
        ops += s.ops;
        bytes += s.bytes;
        merged.merge(s.latency);
    }
    QCOMPARE(all.front().start, std::chrono::nanoseconds(0));
    QCOMPARE(ops, r.ops);
    QCOMPARE(bytes, r.bytes);
    QCOMPARE(merged.count(), r.latency.count());
    QCOMPARE(merged.percentile(99), r.latency.percentile(99));
}

void TestRunner::shortLastSliceJoinsThePrevious_data()
{
    QTest::addColumn<bool>("cancelled");
    QTest::newRow("time limit 20 ms past a boundary") << false;
    QTest::newRow("cancelled 10 ms past a boundary") << true;
}

// The slice after the last 100 ms boundary is the I/O in flight when the run stopped; alone,
// its rate is a spike at the end of every chart (issue 15). It joins the slice before it.
void TestRunner::shortLastSliceJoinsThePrevious()
{
    QFETCH(bool, cancelled);
    Job j = nullJob();
    j.queueDepth = 8;
    j.timeLimit = cancelled ? 60s : 1020ms;
    Runner runner(j, {}, nullBackendFactory({1ms}));
    QVERIFY(runner.start());
    std::vector<IntervalSnapshot> all;
    bool cancelSent = false;
    while (!runner.isFinished()) {
        auto some = runner.takeSnapshots();
        all.insert(all.end(), some.begin(), some.end());
        // Held back while running: the newest slice is never handed out before the end.
        if (!some.empty())
            QVERIFY(some.back().end.count() > 0);
        if (cancelled && !cancelSent && all.size() >= 3) {
            // Just after a boundary was cut: at most 30 ms into the next slice.
            std::this_thread::sleep_for(10ms);
            runner.cancel();
            cancelSent = true;
        }
        std::this_thread::sleep_for(cancelSent ? 5ms : 20ms);
    }
    const RunResult &r = runner.wait();
    auto rest = runner.takeSnapshots();
    QVERIFY2(!rest.empty(), "the held-back slice comes out after the run");
    all.insert(all.end(), rest.begin(), rest.end());
    QCOMPARE(r.cancelled, cancelled);
    std::uint64_t bytes = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const double len = ms(all[i].end - all[i].start);
        QVERIFY2(len >= 50.0,
                 qPrintable(
                     QStringLiteral("slice %1 of %2 lasts %3 ms").arg(i).arg(all.size()).arg(len)));
        QCOMPARE(all[i].index, unsigned(i));
        if (i > 0)
            QCOMPARE(all[i].start, all[i - 1].end);
        bytes += all[i].bytes;
    }
    QCOMPARE(bytes, r.bytes); // merged, not lost
    QCOMPARE(all.back().end, r.elapsed);
    if (!cancelled)
        QVERIFY2(all.size() == 10, qPrintable(QString::number(all.size())));
}

void TestRunner::cancelStopsWithin200ms()
{
    Job j = nullJob();
    j.threads = 2;
    j.queueDepth = 8;
    j.timeLimit = 60s;
    Runner runner(j, {}, nullBackendFactory({2ms}));
    QVERIFY(runner.start());
    std::this_thread::sleep_for(250ms);
    QVERIFY(!runner.isFinished());
    const auto t0 = std::chrono::steady_clock::now();
    runner.cancel();
    const RunResult &r = runner.wait();
    const double took = ms(std::chrono::steady_clock::now() - t0);
    qInfo("cancel took %.1f ms", took);
    QVERIFY2(took < 200.0, qPrintable(QString::number(took)));
    QVERIFY(r.cancelled);
    QVERIFY(!r.completed);
    QVERIFY(r.errors.empty());
    QVERIFY(r.ops > 0);
    QVERIFY(ms(r.elapsed) < 500);
}

void TestRunner::errorsPropagateWithOffset()
{
    Job j = nullJob();
    j.offset = 1 << 20;
    j.byteLimit = 100 * 4096;
    j.readPercent = 0;
    NullBackendOptions o;
    o.failAtOp = 5;
    o.failErrno = EIO;
    Runner runner(j, {}, nullBackendFactory(o));
    QVERIFY(runner.start());
    const RunResult &r = runner.wait();
    QVERIFY(!r.completed);
    QCOMPARE(r.errors.size(), std::size_t(1));
    QCOMPARE(r.errors[0].error, EIO);
    QCOMPARE(r.errors[0].offset, (1u << 20) + 4u * 4096); // the fifth sequential block
    QVERIFY(r.errors[0].write);
    QVERIFY(r.errors[0].message.find("offset 1064960") != std::string::npos);
    QCOMPARE(r.ops, 4u); // QD1: the run stopped at the failure
}

void TestRunner::invalidJobIsRefused()
{
    Job j = nullJob(); // neither a time nor a byte limit
    Runner runner(j, {}, nullBackendFactory());
    QVERIFY(!runner.start());
    QVERIFY(runner.isFinished());
    const RunResult &r = runner.wait();
    QCOMPARE(r.errors.size(), std::size_t(1));
    QCOMPARE(r.errors[0].error, EINVAL);
    QVERIFY(!r.completed);
}

void TestRunner::latencyIsMeasured()
{
    Job j = nullJob();
    j.byteLimit = 50 * 4096;
    Runner runner(j, {}, nullBackendFactory({3ms}));
    QVERIFY(runner.start());
    const RunResult &r = runner.wait();
    const LatencySummary s = r.latency.summary();
    QCOMPARE(s.count, 50u);
    QVERIFY(s.min >= 3'000'000 * 63 / 64);
    QVERIFY2(s.p50 >= 3'000'000 * 63 / 64 && s.p50 < 6'000'000, qPrintable(QString::number(s.p50)));
    QVERIFY(s.max >= s.p999 && s.p999 >= s.p99 && s.p99 >= s.p95 && s.p95 >= s.p90 &&
            s.p90 >= s.p50);
}

// Auto picks io_uring where it works and otherwise psync, and says why; an explicit
// choice is kept. psync cannot keep more than one I/O in flight, and the result says so.
// A commit of two writes and an fdatasync is one op whose latency covers all three slots
// (1 ms each on this backend), and its bytes are both writes'.
void TestRunner::commitJobCountsCommits()
{
    Job j = nullJob();
    j.readPercent = 0;
    j.timeLimit = 300ms;
    j.commit.writes = 2;
    j.commit.sync = CommitSync::Fdatasync;
    Job twoThreads = j;
    twoThreads.threads = 2;
    QVERIFY(!validateJob(twoThreads).empty());
    Runner runner(j, {}, nullBackendFactory({1ms}));
    QVERIFY(runner.start());
    const RunResult &r = runner.wait();
    QVERIFY2(r.completed, r.errors.empty() ? "" : r.errors.front().message.c_str());
    QVERIFY2(r.ops >= 20 && r.ops <= 100, qPrintable(QString::number(r.ops)));
    QCOMPARE(r.writeOps, r.ops);
    QCOMPARE(r.bytes, r.ops * 2 * 4096);
    QCOMPARE(r.latency.count(), r.ops);
    const std::uint64_t p50 = r.latency.percentile(50.0);
    QVERIFY2(p50 >= 3'000'000 * 63 / 64 && p50 < 6'000'000, qPrintable(QString::number(p50)));
}

// The third op of the first commit is its sync: when it fails, the run stops with no
// commit counted, and the error names the sync, not a write at an offset.
void TestRunner::failedSyncStopsTheCommitJob()
{
    Job j = nullJob();
    j.readPercent = 0;
    j.timeLimit = 5s;
    j.commit.writes = 2;
    j.commit.sync = CommitSync::Fsync;
    NullBackendOptions o;
    o.failAtOp = 3;
    o.failErrno = EIO;
    Runner runner(j, {}, nullBackendFactory(o));
    QVERIFY(runner.start());
    const RunResult &r = runner.wait();
    QVERIFY(!r.completed);
    QCOMPARE(r.ops, 0u);
    QCOMPARE(r.errors.size(), std::size_t(1));
    QCOMPARE(r.errors[0].error, EIO);
    QVERIFY2(r.errors[0].message.find("fsync") != std::string::npos, r.errors[0].message.c_str());
    QVERIFY(ms(r.elapsed) < 1000);
}

void TestRunner::backendChoiceIsReported()
{
    std::string note;
    const BackendKind k = resolveBackend(BackendKind::Auto, &note);
    QVERIFY(k == BackendKind::IoUring || k == BackendKind::Psync);
    QCOMPARE(note.empty(), k == BackendKind::IoUring);
    QCOMPARE(k == BackendKind::IoUring, uringAvailable());
    QCOMPARE(resolveBackend(BackendKind::Psync), BackendKind::Psync);
    QCOMPARE(std::string(makeBackend(BackendKind::Psync)->name()), std::string("psync"));
    QVERIFY(!(makeBackend(BackendKind::Psync)->capabilities() & CapQueueDepth));
    QVERIFY(makeBackend(BackendKind::IoUring)->capabilities() & CapQueueDepth);
    QVERIFY(!(makeNullBackend()->capabilities() & CapRealIo));

    Job j = nullJob();
    j.queueDepth = 16;
    j.byteLimit = 64 * 4096;
    Runner null(j, {}, nullBackendFactory());
    QVERIFY(null.start());
    QCOMPARE(null.wait().queueDepth, 16u);
}

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_engine_runner.moc"
