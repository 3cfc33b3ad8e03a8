// Real I/O on temporary files, built twice: once for psync and once for io_uring
// (ENGINE_TEST_URING). The io_uring build exits 77 where io_uring is unavailable, and both
// exit 77 where the temp folder's file system refuses O_DIRECT: skipped, never passed.
#include "engine/runner.h"
#include "engine/target.h"
#include "tempfolder.h"
#include "testskip.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <fcntl.h>
#include <thread>
#include <unistd.h>

using namespace DriveProof::Engine;
using namespace std::chrono_literals;

#ifdef ENGINE_TEST_URING
static constexpr BackendKind kBackend = BackendKind::IoUring;
#else
static constexpr BackendKind kBackend = BackendKind::Psync;
#endif

namespace {
FileTarget openTarget(const std::string &path, std::uint64_t size, bool direct, bool fill = false)
{
    FileTarget t;
    FileTargetOptions o;
    o.path = path;
    o.size = size;
    o.direct = direct;
    o.fill = fill;
    if (!t.open(o))
        qWarning("%s", t.errorText().c_str());
    return t;
}

RunResult run(const Job &job, const FileTarget &target)
{
    Runner runner(job, {target.fd(), target.directIo(), target.note()}, kBackend);
    runner.start();
    return runner.wait();
}

std::string describe(const RunResult &r)
{
    return r.errors.empty() ? std::string("no errors") : r.errors.front().message;
}
} // namespace

class TestEngineFiles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sequentialWriteThenRead();
    void misalignedDirectIoIsReported_data();
    void misalignedDirectIoIsReported();
    void shortReadAtEndOfFile();
    void tmpfsRunsAndSaysHowItRan();
    void refusedDirectIoFallsBackToBuffered();
    void timedRandomReadQd8();
    void cancelRealIoWithin200ms();
    void fillReportsProgressAndStopsOnCancel();
    void commitJobs_data();
    void commitJobs();

private:
    TempFolder m_dir;
};

void TestEngineFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    std::string why;
    if (kBackend == BackendKind::IoUring)
        DRIVEPROOF_SKIP_UNLESS(uringAvailable(&why), "io_uring is not available here");
    FileTarget probe = openTarget(m_dir.file("probe"), 4096, true);
    QVERIFY(probe.fd() >= 0);
    DRIVEPROOF_SKIP_UNLESS(probe.directIo(), "the temp folder's file system refuses O_DIRECT");
    qInfo("backend %s, folder %s", backendName(kBackend), m_dir.path().c_str());
}

void TestEngineFiles::sequentialWriteThenRead()
{
    const std::uint64_t size = 8 << 20;
    FileTarget t = openTarget(m_dir.file("seq"), size, true);
    QVERIFY(t.fd() >= 0 && t.directIo() && !t.bufferedFallback());
    Job j;
    j.readPercent = 0;
    j.size = size;
    j.blockSize = 64 << 10;
    j.queueDepth = 4;
    j.threads = 2;
    j.byteLimit = size;
    const RunResult w = run(j, t);
    QVERIFY2(w.completed, describe(w).c_str());
    QCOMPARE(w.backend, std::string(backendName(kBackend)));
    QVERIFY(w.directIo);
    QCOMPARE(w.ops, 128u);
    QCOMPARE(w.writeOps, 128u);
    QCOMPARE(w.bytes, size);
    QCOMPARE(w.latency.count(), 128u);

    // The data is real, random-looking and differs from block to block.
    std::vector<char> a(4096), b(4096), zero(4096, 0);
    const int fd = ::open(m_dir.file("seq").c_str(), O_RDONLY | O_CLOEXEC);
    QCOMPARE(::pread(fd, a.data(), 4096, 0), 4096);
    QCOMPARE(::pread(fd, b.data(), 4096, 64 << 10), 4096);
    ::close(fd);
    QVERIFY(a != b);
    QVERIFY(a != zero);

    j.readPercent = 100;
    const RunResult r = run(j, t);
    QVERIFY2(r.completed, describe(r).c_str());
    QCOMPARE(r.ops, 128u);
    QCOMPARE(r.readOps, 128u);
    QCOMPARE(r.bytes, size);
    QCOMPARE(r.shortTransfers, 0u);
}

void TestEngineFiles::misalignedDirectIoIsReported_data()
{
    QTest::addColumn<std::uint32_t>("bufferOffset");
    QTest::addColumn<std::uint64_t>("offset");
    QTest::addColumn<std::uint32_t>("blockSize");
    QTest::newRow("buffer address") << 1u << std::uint64_t(0) << 4096u;
    QTest::newRow("file offset") << 0u << std::uint64_t(100) << 4096u;
    QTest::newRow("block size") << 0u << std::uint64_t(0) << 1000u;
}

void TestEngineFiles::misalignedDirectIoIsReported()
{
    QFETCH(std::uint32_t, bufferOffset);
    QFETCH(std::uint64_t, offset);
    QFETCH(std::uint32_t, blockSize);
    // Filled: reads of unwritten (fallocated) extents are zero-filled without alignment checks.
    FileTarget t = openTarget(m_dir.file("misaligned"), 1 << 20, true, true);
    QVERIFY(t.directIo());
    Job j;
    j.offset = offset;
    j.size = 256 << 10;
    j.blockSize = blockSize;
    j.bufferAlignOffset = bufferOffset;
    j.byteLimit = 16 * 4096;
    for (unsigned readPercent : {100u, 0u}) {
        j.readPercent = readPercent;
        const RunResult r = run(j, t);
        QVERIFY2(!r.completed,
                 qPrintable(QStringLiteral("%1 ops, %2 bytes").arg(r.ops).arg(r.bytes)));
        QVERIFY(!r.errors.empty());
        QCOMPARE(r.errors.front().error, EINVAL);
        QCOMPARE(r.errors.front().offset, offset);
        QCOMPARE(r.errors.front().write, readPercent == 0);
        QCOMPARE(r.ops, 0u);
        qInfo("%s", r.errors.front().message.c_str());
    }
}

// 10000 bytes of file under a 4-block area: the third read is short (1808 bytes), the
// fourth gets end of file (0 bytes); neither is an error.
void TestEngineFiles::shortReadAtEndOfFile()
{
    FileTarget t = openTarget(m_dir.file("short"), 10000, false, true);
    QVERIFY(t.fd() >= 0);
    Job j;
    j.direct = false;
    j.size = 4 * 4096;
    j.byteLimit = 4 * 4096;
    const RunResult r = run(j, t);
    QVERIFY2(r.completed, describe(r).c_str());
    QCOMPARE(r.ops, 4u);
    QCOMPARE(r.bytes, 10000u);
    QCOMPARE(r.shortTransfers, 2u);
}

// tmpfs refused O_DIRECT until Linux 6.6 and honours it since: either way the target must
// say truthfully how it runs, and the run must work.
void TestEngineFiles::tmpfsRunsAndSaysHowItRan()
{
    DRIVEPROOF_SKIP_UNLESS(::access("/dev/shm", W_OK) == 0, "/dev/shm is not writable");
    TempFolder shm("/dev/shm");
    QVERIFY(shm.isValid());
    FileTarget t = openTarget(shm.file("tmpfs"), 1 << 20, true);
    QVERIFY(t.fd() >= 0);
    QCOMPARE(t.bufferedFallback(), !t.directIo());
    QCOMPARE(t.note().empty(), !t.bufferedFallback());
    qInfo("tmpfs: %s", t.directIo() ? "O_DIRECT honoured" : t.note().c_str());
    Job j;
    j.readPercent = 0;
    j.size = 1 << 20;
    j.byteLimit = 1 << 20;
    const RunResult r = run(j, t);
    QVERIFY2(r.completed, describe(r).c_str());
    QCOMPARE(r.ops, 256u);
    QCOMPARE(r.directIo, t.directIo());
    QCOMPARE(r.targetNote, t.note());
}

// procfs refuses O_DIRECT at open (EINVAL) on every kernel, so the fallback path itself is
// exercised here: opened read-write but never written (size 0: no allocation, no fill).
void TestEngineFiles::refusedDirectIoFallsBackToBuffered()
{
    FileTarget t;
    FileTargetOptions o;
    o.path = "/proc/self/comm";
    o.create = false;
    o.direct = true;
    QVERIFY2(t.open(o), t.errorText().c_str());
    QVERIFY(t.bufferedFallback());
    QVERIFY(!t.directIo());
    QVERIFY(t.note().find("page cache") != std::string::npos);

    FileTarget missing;
    o.path = m_dir.file("no-such-dir/file");
    o.create = true;
    QVERIFY(!missing.open(o));
    QCOMPARE(missing.error(), ENOENT);
    QVERIFY(missing.errorText().find("no-such-dir") != std::string::npos);
}

void TestEngineFiles::timedRandomReadQd8()
{
    const std::uint64_t size = 32 << 20;
    FileTarget t = openTarget(m_dir.file("random"), size, true, true);
    QVERIFY(t.directIo());
    Job j;
    j.pattern = AccessPattern::Random;
    j.size = size;
    j.queueDepth = 8;
    j.timeLimit = 1s;
    Runner runner(j, {t.fd(), t.directIo(), t.note()}, kBackend);
    QVERIFY(runner.start());
    const RunResult &r = runner.wait();
    QVERIFY2(r.completed, describe(r).c_str());
    QVERIFY(r.ops > 0);
    QVERIFY(r.iops > 0);
    QCOMPARE(r.bytes, r.ops * 4096);
    QVERIFY(r.elapsed >= 1s && r.elapsed < 2s);
    const auto snaps = runner.takeSnapshots();
    QVERIFY(snaps.size() >= 10 && snaps.size() <= 12);
    const LatencySummary s = r.latency.summary();
    qInfo("%s QD8 4k random read: %.0f IOPS, p50 %llu ns, p99 %llu ns, max %llu ns",
          r.backend.c_str(), r.iops, static_cast<unsigned long long>(s.p50),
          static_cast<unsigned long long>(s.p99), static_cast<unsigned long long>(s.max));
}

// Mixed random I/O at QD8 on two threads, time limit far away: cancel ends it promptly,
// and what was done is still counted.
void TestEngineFiles::cancelRealIoWithin200ms()
{
    const std::uint64_t size = 16 << 20;
    FileTarget t = openTarget(m_dir.file("cancel"), size, true, true);
    Job j;
    j.pattern = AccessPattern::Random;
    j.readPercent = 70;
    j.size = size;
    j.queueDepth = 8;
    j.threads = 2;
    j.timeLimit = 60s;
    Runner runner(j, {t.fd(), t.directIo(), t.note()}, kBackend);
    QVERIFY(runner.start());
    std::this_thread::sleep_for(300ms);
    const auto t0 = std::chrono::steady_clock::now();
    runner.cancel();
    const RunResult &r = runner.wait();
    const double took =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    qInfo("cancel took %.1f ms after %llu ops", took, static_cast<unsigned long long>(r.ops));
    QVERIFY2(took < 200.0, qPrintable(QString::number(took)));
    QVERIFY(r.cancelled && !r.completed && r.errors.empty());
    QVERIFY(r.readOps > 0 && r.writeOps > 0);
    QCOMPARE(r.queueDepth, kBackend == BackendKind::IoUring ? 8u : 1u);
}

// A large test file takes seconds to fill: the fill says how far it is, and a cancel stops
// it within a chunk instead of waiting for the whole file.
void TestEngineFiles::fillReportsProgressAndStopsOnCancel()
{
    std::atomic<bool> cancel{false};
    std::vector<double> fractions;
    FileTargetOptions o;
    o.path = m_dir.file("fillcancel");
    o.size = 96 << 20;
    o.fill = true;
    o.cancel = &cancel;
    o.fillProgress = [&](double f) {
        fractions.push_back(f);
        if (f >= 0.5)
            cancel.store(true);
    };
    FileTarget t;
    QVERIFY(!t.open(o));
    QCOMPARE(t.error(), ECANCELED);
    QVERIFY(!fractions.empty());
    QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
    // Stopped right after the half: one chunk of 32 MiB between reports at most.
    QVERIFY2(fractions.back() >= 0.5 && fractions.back() < 0.9,
             qPrintable(QString::number(fractions.back())));
}

void TestEngineFiles::commitJobs_data()
{
    QTest::addColumn<int>("sync");
    QTest::addColumn<int>("writeSync");
    QTest::newRow("2 writes, fdatasync") << int(CommitSync::Fdatasync) << int(WriteSync::None);
    QTest::newRow("2 writes, fsync") << int(CommitSync::Fsync) << int(WriteSync::None);
    QTest::newRow("2 RWF_DSYNC writes") << int(CommitSync::None) << int(WriteSync::Dsync);
    QTest::newRow("2 RWF_SYNC writes") << int(CommitSync::None) << int(WriteSync::Sync);
}

// Each backend does the sync operations itself (psync: fdatasync/pwritev2, io_uring:
// IORING_OP_FSYNC and rw_flags): commits are counted, both blocks hold new data, and the
// file does not grow past the two blocks it rewrites.
void TestEngineFiles::commitJobs()
{
    QFETCH(int, sync);
    QFETCH(int, writeSync);
    const std::string path = m_dir.file("commit");
    FileTarget t = openTarget(path, 8192, false);
    QVERIFY(t.fd() >= 0);
    Job j;
    j.readPercent = 0;
    j.size = 8192;
    j.blockSize = 4096;
    j.timeLimit = 200ms;
    j.direct = false;
    j.commit.writes = 2;
    j.commit.sync = CommitSync(sync);
    j.commit.writeSync = WriteSync(writeSync);
    const RunResult r = run(j, t);
    QVERIFY2(r.completed, describe(r).c_str());
    QCOMPARE(r.backend, std::string(backendName(kBackend)));
    QVERIFY(r.ops > 0);
    QCOMPARE(r.bytes, r.ops * 8192);
    std::vector<char> a(4096), b(4096), zero(4096, 0);
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    QCOMPARE(::pread(fd, a.data(), 4096, 0), 4096);
    QCOMPARE(::pread(fd, b.data(), 4096, 4096), 4096);
    QCOMPARE(::lseek(fd, 0, SEEK_END), off_t(8192));
    ::close(fd);
    QVERIFY(a != zero && b != zero && a != b);
}

QTEST_GUILESS_MAIN(TestEngineFiles)
#include "tst_engine_files.moc"
