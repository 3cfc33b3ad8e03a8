// Shared by the lying-disk tests (tst_lyingdisk, tst_lyingdiskio): the daemon from the
// build tree, a fresh backing file and mount folder per test, and the check after every
// test that no FUSE mount or daemon outlives it.
#pragma once

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

namespace PlLyingDiskRig {

using namespace DriveProof::PowerLoss;

inline constexpr qint64 blockBytes = 4096;
inline constexpr std::uint64_t diskBytes = 1 << 20;
inline constexpr char oldByte = 0x5a; // the backing file's image before each test

#ifdef DRIVEPROOF_LYINGDISK
inline const QString program = QStringLiteral(DRIVEPROOF_LYINGDISK);
#else
inline const QString program;
#endif

// A block nobody else writes: distinct per tag, never all one byte.
inline QByteArray pattern(int tag, qint64 sizeBytes = blockBytes)
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

inline bool writeAt(int fd, const QByteArray &data, qint64 offsetBytes)
{
    return ::pwrite(fd, data.constData(), static_cast<size_t>(data.size()), offsetBytes) ==
           data.size();
}

inline QByteArray readAt(int fd, qint64 sizeBytes, qint64 offsetBytes)
{
    QByteArray data(sizeBytes, '\0');
    const ssize_t done = ::pread(fd, data.data(), static_cast<size_t>(sizeBytes), offsetBytes);
    return done == sizeBytes ? data : QByteArray();
}

class LyingDiskFixture
{
protected:
    void checkFuse();        // initTestCase: skips (77) without FUSE or the daemon
    void freshDisk();        // init
    void checkNothingLeft(); // cleanup
    void startDisk(LyingDiskMode mode, LyingDiskOptions options = {});
    QByteArray backingAt(qint64 offsetBytes, qint64 sizeBytes = blockBytes) const;
    int openDisk(int flags = 0) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<LyingDiskProcess> m_disk;
    QString m_backing;
    QString m_mount;
    qint64 m_pid = 0;
};

inline void LyingDiskFixture::checkFuse()
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

inline void LyingDiskFixture::freshDisk()
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
inline void LyingDiskFixture::checkNothingLeft()
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

inline void LyingDiskFixture::startDisk(LyingDiskMode mode, LyingDiskOptions options)
{
    options.programPath = program;
    const auto started = m_disk->start(mode, diskBytes, m_backing, m_mount, options);
    QVERIFY2(started.ok(), started.ok() ? "" : qPrintable(started.error().message));
    m_pid = m_disk->processId();
    QVERIFY(m_pid > 0);
    QVERIFY(LyingDiskProcess::isFuseMounted(m_disk->mountDir()));
}

inline QByteArray LyingDiskFixture::backingAt(qint64 offsetBytes, qint64 sizeBytes) const
{
    QFile backing(m_backing);
    if (!backing.open(QIODevice::ReadOnly) || !backing.seek(offsetBytes))
        return {};
    return backing.read(sizeBytes);
}

inline int LyingDiskFixture::openDisk(int flags) const
{
    return ::open(QFile::encodeName(m_disk->diskPath()).constData(), O_RDWR | O_CLOEXEC | flags);
}

} // namespace PlLyingDiskRig
