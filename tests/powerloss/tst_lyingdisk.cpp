// The FUSE "drive that lies" (app/lyingdisk) through LyingDiskProcess: what an honest and
// a lying drive keep after a cut, O_DIRECT, the simulated cut (EIO), and that no mount or
// daemon outlives a test. Real FUSE mounts, real files, real processes.
#include "powerloss/lyingdiskprocess.h"
#include "testskip.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>

using namespace DriveProof::PowerLoss;

namespace {

constexpr qint64 blockBytes = 4096;
constexpr std::uint64_t diskBytes = 1 << 20;
constexpr char oldByte = 0x5a; // the backing file's image before each test

#ifdef DRIVEPROOF_LYINGDISK
const QString program = QStringLiteral(DRIVEPROOF_LYINGDISK);
#else
const QString program;
#endif

// A block nobody else writes: distinct per tag, never all one byte.
QByteArray pattern(int tag, qint64 sizeBytes = blockBytes)
{
    QByteArray data(sizeBytes, Qt::Uninitialized);
    for (qint64 i = 0; i < sizeBytes; ++i)
        data[i] = static_cast<char>((tag * 31 + i * 7 + (i >> 8)) & 0xff);
    return data;
}

struct Fd
{
    explicit Fd(int value)
        : fd(value)
    {}
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
    int fd;
};

struct AlignedBuffer
{
    explicit AlignedBuffer(std::size_t sizeBytes)
        : data(static_cast<char *>(std::aligned_alloc(blockBytes, sizeBytes)))
        , size(sizeBytes)
    {}
    ~AlignedBuffer() { std::free(data); }
    char *data;
    std::size_t size;
};

bool writeAt(int fd, const QByteArray &data, qint64 offsetBytes)
{
    return ::pwrite(fd, data.constData(), static_cast<size_t>(data.size()), offsetBytes) ==
           data.size();
}

QByteArray readAt(int fd, qint64 sizeBytes, qint64 offsetBytes)
{
    QByteArray data(sizeBytes, '\0');
    const ssize_t done = ::pread(fd, data.data(), static_cast<size_t>(sizeBytes), offsetBytes);
    return done == sizeBytes ? data : QByteArray();
}

} // namespace

class TestLyingDisk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void findsTheDaemonInTheBuildTree();
    void honestFsyncSurvivesKill();
    void honestUnsyncedWriteLostOnKill();
    void honestCacheEmptiesInTheBackground();
    void lyingFsyncLostOnKill();
    void lyingOldWritesSurviveRecentOnesLost();
    void lyingDestagesInOrderOfAge();
    void lyingReorderDestagesOutOfOrder();
    void cleanStopWritesTheCacheBack();
    void directIoAlignedBlocks();
    void partialBlockWritesKeepTheOldImage();
    void diskSizeIsFixed();
    void cutNowFailsEveryRequest();
    void cutFileFailsEveryRequest();
    void badArgumentsExitTwo();
    void unusableBackingFileIsNamed();

private:
    void startDisk(LyingDiskMode mode, LyingDiskOptions options = {});
    QByteArray backingAt(qint64 offsetBytes, qint64 sizeBytes = blockBytes) const;
    int openDisk(int flags = 0) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LyingDiskProcess> m_disk;
    QString m_backing;
    QString m_mount;
    qint64 m_pid = 0;
};

void TestLyingDisk::initTestCase()
{
    DRIVEPROOF_SKIP_UNLESS(!program.isEmpty(), "driveproof-lyingdisk not built (no libfuse3)");
    DRIVEPROOF_SKIP_UNLESS(::access("/dev/fuse", R_OK | W_OK) == 0, "/dev/fuse is not usable");
    DRIVEPROOF_SKIP_UNLESS(!QStandardPaths::findExecutable(QStringLiteral("fusermount3")).isEmpty(),
                           "fusermount3 is not installed");
    // A probe: a machine that refuses FUSE mounts (a container without the capability)
    // lacks a capability; any other failure is a failure.
    QTemporaryDir dir;
    LyingDiskProcess probe;
    LyingDiskOptions options;
    options.programPath = program;
    const auto started = probe.start(LyingDiskMode::Honest, diskBytes, dir.filePath(u"backing"_qs),
                                     dir.filePath(u"mnt"_qs), options);
    DRIVEPROOF_SKIP_UNLESS(started.ok() || !probe.output().contains(u"cannot mount"_qs),
                           "FUSE mounts are refused here");
    QVERIFY2(started.ok(), started.ok() ? "" : qPrintable(started.error().message));
    QVERIFY(probe.stop().ok());
}

void TestLyingDisk::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_backing = m_dir->filePath(u"backing.img"_qs);
    m_mount = m_dir->filePath(u"mnt"_qs);
    QFile backing(m_backing);
    QVERIFY(backing.open(QIODevice::WriteOnly));
    QVERIFY(backing.write(QByteArray(diskBytes, oldByte)) == qint64(diskBytes));
    backing.close();
    m_disk = std::make_unique<LyingDiskProcess>();
    m_pid = 0;
}

// After every test: no FUSE mount left and no daemon process, whatever the test did.
void TestLyingDisk::cleanup()
{
    const QString mountDir = m_disk->mountDir();
    const auto killed = m_disk->kill();
    QVERIFY2(killed.ok(), killed.ok() ? "" : qPrintable(killed.error().message));
    m_disk.reset();
    if (!mountDir.isEmpty())
        QVERIFY(!LyingDiskProcess::isFuseMounted(mountDir));
    if (m_pid > 0) {
        errno = 0;
        QCOMPARE(::kill(static_cast<pid_t>(m_pid), 0), -1);
        QCOMPARE(errno, ESRCH);
    }
    m_dir.reset();
}

void TestLyingDisk::startDisk(LyingDiskMode mode, LyingDiskOptions options)
{
    options.programPath = program;
    const auto started = m_disk->start(mode, diskBytes, m_backing, m_mount, options);
    QVERIFY2(started.ok(), started.ok() ? "" : qPrintable(started.error().message));
    m_pid = m_disk->processId();
    QVERIFY(m_pid > 0);
    QVERIFY(LyingDiskProcess::isFuseMounted(m_disk->mountDir()));
}

QByteArray TestLyingDisk::backingAt(qint64 offsetBytes, qint64 sizeBytes) const
{
    QFile backing(m_backing);
    if (!backing.open(QIODevice::ReadOnly) || !backing.seek(offsetBytes))
        return {};
    return backing.read(sizeBytes);
}

int TestLyingDisk::openDisk(int flags) const
{
    return ::open(QFile::encodeName(m_disk->diskPath()).constData(), O_RDWR | O_CLOEXEC | flags);
}

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

void TestLyingDisk::directIoAlignedBlocks()
{
    startDisk(LyingDiskMode::Honest);
    Fd disk(openDisk(O_DIRECT));
    QVERIFY2(disk.fd >= 0, std::strerror(errno));
    AlignedBuffer out(16 * blockBytes);
    AlignedBuffer in(16 * blockBytes);
    const QByteArray data = pattern(8, 16 * blockBytes);
    std::memcpy(out.data, data.constData(), out.size);
    QCOMPARE(::pwrite(disk.fd, out.data, blockBytes, 20 * blockBytes), ssize_t(blockBytes));
    QCOMPARE(::pwrite(disk.fd, out.data, out.size, 32 * blockBytes), ssize_t(out.size));
    QCOMPARE(::pread(disk.fd, in.data, blockBytes, 20 * blockBytes), ssize_t(blockBytes));
    QCOMPARE(QByteArray(in.data, blockBytes), data.left(blockBytes));
    QCOMPARE(::pread(disk.fd, in.data, in.size, 32 * blockBytes), ssize_t(in.size));
    QCOMPARE(QByteArray(in.data, qsizetype(in.size)), data);
    QCOMPARE(::fdatasync(disk.fd), 0);
    QCOMPARE(backingAt(32 * blockBytes, 16 * blockBytes), data);
    QCOMPARE(backingAt(21 * blockBytes), QByteArray(blockBytes, oldByte));
}

void TestLyingDisk::partialBlockWritesKeepTheOldImage()
{
    LyingDiskOptions options;
    options.destageDelayMs = 60000;
    startDisk(LyingDiskMode::Honest, options);
    Fd disk(openDisk());
    const QByteArray small = pattern(9, 100);
    QVERIFY(writeAt(disk.fd, small, 4 * blockBytes + 10));
    QVERIFY(writeAt(disk.fd, small, 6 * blockBytes - 50)); // across two blocks
    QByteArray expected(3 * blockBytes, oldByte);
    expected.replace(10, 100, small);
    expected.replace(2 * blockBytes - 50, 100, small);
    QCOMPARE(readAt(disk.fd, 3 * blockBytes, 4 * blockBytes), expected);
    QCOMPARE(::fdatasync(disk.fd), 0);
    QCOMPARE(backingAt(4 * blockBytes, 3 * blockBytes), expected);
}

void TestLyingDisk::diskSizeIsFixed()
{
    startDisk(LyingDiskMode::Honest);
    struct stat st = {};
    QCOMPARE(::stat(QFile::encodeName(m_disk->diskPath()).constData(), &st), 0);
    QCOMPARE(quint64(st.st_size), quint64(diskBytes));
    Fd disk(openDisk());
    errno = 0;
    QCOMPARE(::pwrite(disk.fd, "x", 1, diskBytes), ssize_t(-1));
    QCOMPARE(errno, ENOSPC);
    QCOMPARE(::pwrite(disk.fd, pattern(10).constData(), blockBytes, diskBytes - 100),
             ssize_t(100)); // a short write at the end, like a block device
    QCOMPARE(::ftruncate(disk.fd, diskBytes / 2), -1);
}

void TestLyingDisk::cutNowFailsEveryRequest()
{
    LyingDiskOptions options;
    options.destageDelayMs = 5000;
    startDisk(LyingDiskMode::Lying, options);
    Fd disk(openDisk());
    QVERIFY(writeAt(disk.fd, pattern(11), 2 * blockBytes));
    QCOMPARE(::fdatasync(disk.fd), 0);
    const auto cut = m_disk->cutNow();
    QVERIFY2(cut.ok(), cut.ok() ? "" : qPrintable(cut.error().message));
    QVERIFY(m_disk->isRunning()); // the drive lost power, not the simulator

    char byte = 0;
    errno = 0;
    QCOMPARE(::pread(disk.fd, &byte, 1, 0), ssize_t(-1));
    QCOMPARE(errno, EIO);
    errno = 0;
    QCOMPARE(::pwrite(disk.fd, &byte, 1, 0), ssize_t(-1));
    QCOMPARE(errno, EIO);
    errno = 0;
    QCOMPARE(::fdatasync(disk.fd), -1);
    QCOMPARE(errno, EIO);
    errno = 0;
    QCOMPARE(openDisk(), -1);
    QCOMPARE(errno, EIO);
    // Nothing reaches the backing file after the cut, even past the destage delay.
    QThread::msleep(200);
    QCOMPARE(backingAt(2 * blockBytes), QByteArray(blockBytes, oldByte));
}

void TestLyingDisk::cutFileFailsEveryRequest()
{
    // Honest drive cut by the cut file: what was fsynced survives, the rest is lost.
    const QString cutFile = m_dir->filePath(u"cut"_qs);
    LyingDiskOptions options;
    options.destageDelayMs = 60000;
    options.cutFilePath = cutFile;
    startDisk(LyingDiskMode::Honest, options);
    Fd disk(openDisk());
    QVERIFY(writeAt(disk.fd, pattern(12), 14 * blockBytes));
    QCOMPARE(::fdatasync(disk.fd), 0);
    QVERIFY(writeAt(disk.fd, pattern(13), 15 * blockBytes));
    QFile marker(cutFile);
    QVERIFY(marker.open(QIODevice::WriteOnly));
    marker.close();
    char byte = 0;
    errno = 0;
    QCOMPARE(::pread(disk.fd, &byte, 1, 14 * blockBytes), ssize_t(-1));
    QCOMPARE(errno, EIO);
    errno = 0;
    QCOMPARE(::fsync(disk.fd), -1);
    QCOMPARE(errno, EIO);
    QVERIFY(m_disk->kill().ok());
    QCOMPARE(backingAt(14 * blockBytes), pattern(12));
    QCOMPARE(backingAt(15 * blockBytes), QByteArray(blockBytes, oldByte));
}

void TestLyingDisk::badArgumentsExitTwo()
{
    const QString mount = m_dir->filePath(u"unused"_qs);
    const QList<QStringList> cases = {
        {u"--mode"_qs, u"sometimes"_qs, u"--size"_qs, u"1M"_qs, u"--backing"_qs, m_backing, mount},
        {u"--mode"_qs, u"lying"_qs, u"--backing"_qs, m_backing, mount},
        {u"--mode"_qs, u"lying"_qs, u"--size"_qs, u"5000"_qs, u"--backing"_qs, m_backing, mount},
        {u"--mode"_qs, u"lying"_qs, u"--size"_qs, u"1M"_qs, u"--backing"_qs, m_backing},
        {u"--mode"_qs, u"lying"_qs, u"--size"_qs, u"1M"_qs, u"--bogus"_qs, mount},
    };
    for (const QStringList &arguments : cases) {
        QProcess daemon;
        daemon.setProcessChannelMode(QProcess::MergedChannels);
        daemon.start(program, arguments);
        QVERIFY(daemon.waitForFinished(10000));
        QCOMPARE(daemon.exitCode(), 2);
        QVERIFY(daemon.readAll().contains("Usage:"));
    }
    QVERIFY(!LyingDiskProcess::isFuseMounted(mount));
}

void TestLyingDisk::unusableBackingFileIsNamed()
{
    const QString badBacking = m_dir->filePath(u"no-such-folder/backing.img"_qs);
    LyingDiskOptions options;
    options.programPath = program;
    const auto started =
        m_disk->start(LyingDiskMode::Honest, diskBytes, badBacking, m_mount, options);
    QVERIFY(!started.ok());
    QVERIFY2(started.error().message.contains(badBacking), qPrintable(started.error().message));
    QVERIFY(!m_disk->isRunning());

    // A mount folder that is a file: named too, and the daemon says so itself.
    QProcess daemon;
    daemon.setProcessChannelMode(QProcess::MergedChannels);
    daemon.start(program, {u"--mode"_qs, u"honest"_qs, u"--size"_qs, u"1M"_qs, u"--backing"_qs,
                           m_backing, m_backing});
    QVERIFY(daemon.waitForFinished(10000));
    QCOMPARE(daemon.exitCode(), 1);
    QVERIFY(QString::fromLocal8Bit(daemon.readAll()).contains(m_backing));
}

QTEST_GUILESS_MAIN(TestLyingDisk)
#include "tst_lyingdisk.moc"
