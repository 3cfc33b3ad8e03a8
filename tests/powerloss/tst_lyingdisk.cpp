// The FUSE "drive that lies" (app/lyingdisk) through LyingDiskProcess: what an honest and
// a lying drive keep after a cut, how their caches empty, and that no mount or daemon
// outlives a test. Real FUSE mounts, real files, real processes.
#include "lyingdiskrig.h"

using namespace DriveProof::PowerLoss;
using namespace PlLyingDiskRig;

class TestLyingDisk : public QObject, public LyingDiskFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { checkFuse(); }
    void init() { freshDisk(); }
    void cleanup() { checkNothingLeft(); }

    void findsTheDaemonInTheBuildTree();
    void honestFsyncSurvivesKill();
    void honestUnsyncedWriteLostOnKill();
    void honestCacheEmptiesInTheBackground();
    void lyingFsyncLostOnKill();
    void lyingOldWritesSurviveRecentOnesLost();
    void lyingDestagesInOrderOfAge();
    void lyingReorderDestagesOutOfOrder();
    void cleanStopWritesTheCacheBack();
};

void TestLyingDisk::findsTheDaemonInTheBuildTree()
{
    // The test runs from build/tests/powerloss: the search must reach build/app/lyingdisk.
    qunsetenv("DRIVEPROOF_LYINGDISK");
    QCOMPARE(LyingDiskProcess::findProgram(), QFileInfo(program).canonicalFilePath());
}

void TestLyingDisk::honestFsyncSurvivesKill()
{
    LyingDiskOptions options;
    options.destageDelayMs = 60000; // only the fsync can have written it back
    startDisk(LyingDiskMode::Honest, options);
    {
        Fd disk(openDisk());
        QVERIFY(disk.fd >= 0);
        QVERIFY(writeAt(disk.fd, pattern(1), 8 * blockBytes));
        QCOMPARE(::fdatasync(disk.fd), 0);
        QVERIFY(m_disk->kill().ok());
    }
    QCOMPARE(backingAt(8 * blockBytes), pattern(1));
    QCOMPARE(backingAt(9 * blockBytes), QByteArray(blockBytes, oldByte));

    // The next mount over the same backing file shows what survived.
    startDisk(LyingDiskMode::Honest, options);
    Fd disk(openDisk());
    QCOMPARE(readAt(disk.fd, blockBytes, 8 * blockBytes), pattern(1));
}

void TestLyingDisk::honestUnsyncedWriteLostOnKill()
{
    // Guarantee: a write not followed by fsync reaches the backing file only after the
    // destage delay; a SIGKILL before then loses it. The cache is visible until then.
    LyingDiskOptions options;
    options.destageDelayMs = 60000;
    startDisk(LyingDiskMode::Honest, options);
    Fd disk(openDisk());
    QVERIFY(disk.fd >= 0);
    QVERIFY(writeAt(disk.fd, pattern(2), 3 * blockBytes));
    QCOMPARE(readAt(disk.fd, blockBytes, 3 * blockBytes), pattern(2));
    QCOMPARE(backingAt(3 * blockBytes), QByteArray(blockBytes, oldByte));
    QVERIFY(m_disk->kill().ok());
    QCOMPARE(backingAt(3 * blockBytes), QByteArray(blockBytes, oldByte));
}

void TestLyingDisk::honestCacheEmptiesInTheBackground()
{
    LyingDiskOptions options;
    options.destageDelayMs = 100;
    startDisk(LyingDiskMode::Honest, options);
    Fd disk(openDisk());
    QVERIFY(writeAt(disk.fd, pattern(3), 5 * blockBytes));
    QTRY_COMPARE_WITH_TIMEOUT(backingAt(5 * blockBytes), pattern(3), 5000);
    QVERIFY(m_disk->kill().ok());
    QCOMPARE(backingAt(5 * blockBytes), pattern(3));
}

void TestLyingDisk::lyingFsyncLostOnKill()
{
    LyingDiskOptions options;
    options.destageDelayMs = 5000;
    startDisk(LyingDiskMode::Lying, options);
    {
        Fd disk(openDisk());
        QVERIFY(writeAt(disk.fd, pattern(4), 7 * blockBytes));
        QCOMPARE(::fdatasync(disk.fd), 0); // acknowledged...
        QCOMPARE(::fsync(disk.fd), 0);
        QVERIFY(m_disk->kill().ok());
    }
    QCOMPARE(backingAt(7 * blockBytes), QByteArray(blockBytes, oldByte)); // ...and lost
}

void TestLyingDisk::lyingOldWritesSurviveRecentOnesLost()
{
    // The tail loss a lying drive shows: what is older than the destage delay survived,
    // the most recent acknowledged write did not.
    LyingDiskOptions options;
    options.destageDelayMs = 300;
    startDisk(LyingDiskMode::Lying, options);
    Fd disk(openDisk());
    QVERIFY(writeAt(disk.fd, pattern(5), 10 * blockBytes));
    QCOMPARE(::fdatasync(disk.fd), 0);
    QThread::msleep(1000);
    QVERIFY(writeAt(disk.fd, pattern(6), 11 * blockBytes));
    QCOMPARE(::fdatasync(disk.fd), 0);
    QVERIFY(m_disk->kill().ok());
    QCOMPARE(backingAt(10 * blockBytes), pattern(5));
    QCOMPARE(backingAt(11 * blockBytes), QByteArray(blockBytes, oldByte));
}

namespace {

// Watches the backing file while the cache empties. Blocks are read from the last to the
// first, so a drive that writes back in order can never look out of order to this reader.
struct DestageWatch
{
    bool sawLaterBeforeEarlier = false;
    bool allArrived = false;
};

DestageWatch watchDestage(const QString &backingPath, int blocks, int timeoutMs)
{
    DestageWatch watch;
    QFile backing(backingPath);
    if (!backing.open(QIODevice::ReadOnly))
        return watch;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs && !watch.allArrived) {
        bool laterArrived = false;
        watch.allArrived = true;
        for (int i = blocks - 1; i >= 0; --i) {
            backing.seek(i * blockBytes);
            const bool arrived = backing.read(blockBytes) == pattern(100 + i);
            watch.sawLaterBeforeEarlier |= laterArrived && !arrived;
            laterArrived |= arrived;
            watch.allArrived &= arrived;
        }
        QThread::msleep(3);
    }
    return watch;
}

} // namespace

void TestLyingDisk::lyingDestagesInOrderOfAge()
{
    constexpr int blocks = 64;
    LyingDiskOptions options;
    options.destageDelayMs = 200;
    startDisk(LyingDiskMode::Lying, options);
    Fd disk(openDisk());
    for (int i = 0; i < blocks; ++i) {
        QVERIFY(writeAt(disk.fd, pattern(100 + i), i * blockBytes));
        QCOMPARE(::fdatasync(disk.fd), 0);
    }
    const DestageWatch watch = watchDestage(m_backing, blocks, 5000);
    QVERIFY(watch.allArrived);
    QVERIFY(!watch.sawLaterBeforeEarlier);
}

void TestLyingDisk::lyingReorderDestagesOutOfOrder()
{
    constexpr int blocks = 64;
    LyingDiskOptions options;
    options.destageDelayMs = 500;
    options.reorder = true;
    options.seed = 42;
    startDisk(LyingDiskMode::Lying, options);
    Fd disk(openDisk());
    for (int i = 0; i < blocks; ++i) {
        QVERIFY(writeAt(disk.fd, pattern(100 + i), i * blockBytes));
        QCOMPARE(::fdatasync(disk.fd), 0);
    }
    const DestageWatch watch = watchDestage(m_backing, blocks, 5000);
    QVERIFY(watch.allArrived);
    QVERIFY(watch.sawLaterBeforeEarlier);
}

void TestLyingDisk::cleanStopWritesTheCacheBack()
{
    // A clean shutdown is not a cut: the drive empties its cache first, even a lying one.
    LyingDiskOptions options;
    options.destageDelayMs = 60000;
    startDisk(LyingDiskMode::Lying, options);
    {
        Fd disk(openDisk());
        QVERIFY(writeAt(disk.fd, pattern(7), 12 * blockBytes));
    }
    const auto stopped = m_disk->stop();
    QVERIFY2(stopped.ok(), stopped.ok() ? "" : qPrintable(stopped.error().message));
    QVERIFY(!m_disk->isRunning());
    QCOMPARE(backingAt(12 * blockBytes), pattern(7));
}

QTEST_GUILESS_MAIN(TestLyingDisk)
#include "tst_lyingdisk.moc"
