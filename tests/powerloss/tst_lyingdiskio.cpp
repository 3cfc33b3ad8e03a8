// The FUSE "drive that lies" as a disk: O_DIRECT, partial blocks, a fixed size, the
// simulated cut (EIO on every request), and the daemon's errors for bad arguments and an
// unusable backing file. Real FUSE mounts, real files, real processes.
#include "lyingdiskrig.h"

using namespace DriveProof::PowerLoss;
using namespace PlLyingDiskRig;

class TestLyingDiskIo : public QObject, public LyingDiskFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { checkFuse(); }
    void init() { freshDisk(); }
    void cleanup() { checkNothingLeft(); }

    void directIoAlignedBlocks();
    void partialBlockWritesKeepTheOldImage();
    void diskSizeIsFixed();
    void cutNowFailsEveryRequest();
    void cutFileFailsEveryRequest();
    void badArgumentsExitTwo();
    void unusableBackingFileIsNamed();
};

void TestLyingDiskIo::directIoAlignedBlocks()
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

void TestLyingDiskIo::partialBlockWritesKeepTheOldImage()
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

void TestLyingDiskIo::diskSizeIsFixed()
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

void TestLyingDiskIo::cutNowFailsEveryRequest()
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

void TestLyingDiskIo::cutFileFailsEveryRequest()
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

void TestLyingDiskIo::badArgumentsExitTwo()
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

void TestLyingDiskIo::unusableBackingFileIsNamed()
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

QTEST_GUILESS_MAIN(TestLyingDiskIo)
#include "tst_lyingdiskio.moc"
