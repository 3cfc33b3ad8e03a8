// Root: the SG_IO and NVMe admin transports on a real loop device (which speaks neither)
// must fail cleanly: an error that names the device, an errno, no crash, and no write —
// the image's bytes and the loop's queue/write_cache are the same afterwards. Also: fds
// that are not block devices, and the revalidation request's refusals.
#include "cache/nvmetransport.h"
#include "cache/scsitransport.h"
#include "health/nvmehealth.h"
#include "loopdevice.h"
#include "testskip.h"

#include <QCryptographicHash>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

using namespace DriveProof;
using namespace DriveProof::Cache;

namespace {

QByteArray readSmallFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray sha256(const QString &path)
{
    QFile f(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!f.open(QIODevice::ReadOnly) || !hash.addData(&f))
        return {};
    return hash.result();
}

} // namespace

class TestCacheTransport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    LoopDevice m_loop;
    QString m_image;
    QByteArray m_imageHash;
    QByteArray m_writeCache;

    QString writeCachePath() const
    {
        return QStringLiteral("/sys/block/%1/queue/write_cache").arg(m_loop.name());
    }

    // Opens our loop device, after checking through sysfs that it is still ours.
    int openLoop(int flags)
    {
        if (!m_loop.isOurs())
            return -1;
        return ::open(qPrintable(m_loop.path()), flags | O_CLOEXEC | O_NOFOLLOW);
    }

    void verifyClean(const Error &error, const char *what)
    {
        qInfo("%s: %s", what, qPrintable(error.message));
        QCOMPARE(error.subject, m_loop.path());
        QVERIFY2(error.message.contains(m_loop.path()), qPrintable(error.message));
        QVERIFY2(error.errnum == ENOTTY || error.errnum == EINVAL,
                 qPrintable(QString::number(error.errnum)));
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(geteuid() == 0, "needs root to attach loop devices");
        DRIVEPROOF_SKIP_UNLESS(!QStandardPaths::findExecutable(QStringLiteral("losetup")).isEmpty(),
                               "needs losetup");
        QVERIFY(m_dir.isValid());
        m_image = m_dir.filePath(QStringLiteral("cache.img"));
        QFile image(m_image);
        QVERIFY(image.open(QIODevice::WriteOnly));
        QByteArray pattern(1 << 20, '\0');
        for (qsizetype i = 0; i < pattern.size(); ++i)
            pattern[i] = char((i * 131) & 0xFF);
        for (int mib = 0; mib < 8; ++mib)
            QCOMPARE(image.write(pattern), pattern.size());
        image.close();
        m_imageHash = sha256(m_image);
        const QString err = m_loop.attach(m_image, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY(m_loop.isOurs());
        m_writeCache = readSmallFile(writeCachePath());
    }

    void scsiModeSenseFailsCleanly()
    {
        const int fd = openLoop(O_RDONLY);
        QVERIFY(fd >= 0);
        for (PageControl pc : {PageControl::Current, PageControl::Changeable, PageControl::Saved}) {
            const auto page = scsiReadCachingPage(fd, m_loop.path(), pc);
            QVERIFY(!page);
            verifyClean(page.error(), "MODE SENSE");
        }
        const auto info = scsiReadWriteCache(fd, m_loop.path());
        QVERIFY(!info);
        verifyClean(info.error(), "read write cache");
        ::close(fd);
    }
    void scsiModeSelectNeverSent()
    {
        // Writable fd on purpose: even then nothing reaches the device (checked at the end).
        const int fd = openLoop(O_RDWR);
        QVERIFY(fd >= 0);
        const auto set = scsiSetWriteCache(fd, m_loop.path(), false, true);
        QVERIFY(!set);
        verifyClean(set.error(), "set write cache");
        ::close(fd);
    }
    void nvmeAdminFailsCleanly()
    {
        const int fd = openLoop(O_RDWR);
        QVERIFY(fd >= 0);
        const auto id = nvmeIdentifyController(fd, m_loop.path());
        QVERIFY(!id);
        verifyClean(id.error(), "Identify");
        const auto cache = nvmeReadWriteCache(fd, m_loop.path());
        QVERIFY(!cache);
        verifyClean(cache.error(), "write cache");
        const auto set = nvmeSetWriteCache(fd, m_loop.path(), true, true);
        QVERIFY(!set);
        verifyClean(set.error(), "Set Features");
        const auto log = nvmeReadHealthLog(fd, m_loop.path());
        QVERIFY(!log);
        verifyClean(log.error(), "health log");
        const auto health = Health::readNvmeHealth(fd, m_loop.path());
        QVERIFY(!health);
        verifyClean(health.error(), "health");
        ::close(fd);
    }
    void notBlockDevices()
    {
        const QString file = m_dir.filePath(QStringLiteral("plain"));
        QFile plain(file);
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.write(QByteArray(4096, 'x'));
        plain.close();
        const int fd = ::open(qPrintable(file), O_RDONLY | O_CLOEXEC);
        QVERIFY(fd >= 0);
        const auto page = scsiReadCachingPage(fd, file, PageControl::Current);
        QVERIFY(!page);
        QCOMPARE(page.error().errnum, ENOTTY);
        QVERIFY(page.error().message.contains(QLatin1String("does not accept SCSI commands")));
        const auto log = nvmeReadHealthLog(fd, file);
        QVERIFY(!log);
        QVERIFY(log.error().message.contains(QLatin1String("not an NVMe drive")));
        ::close(fd);
        const auto closed = nvmeIdentifyController(-1, QStringLiteral("/dev/nvme9n1"));
        QVERIFY(!closed);
        QCOMPARE(closed.error().errnum, EBADF);
        QCOMPARE(closed.error().subject, QStringLiteral("/dev/nvme9n1"));
    }
    void revalidateRefusesAllButWholeScsiDisks()
    {
        for (const char *name : {"loop0", "vda", "sda1", "nvme0n1", "../sda", "sda/../vda", ""})
            QVERIFY2(!scsiRequestRevalidate(QLatin1String(name), m_dir.path()), name);
        // A fake sysfs root: the request is the one file written.
        const QString device = m_dir.filePath(QStringLiteral("sys/class/block/sdz/device"));
        QVERIFY(QDir().mkpath(device));
        QFile rescan(device + QStringLiteral("/rescan"));
        QVERIFY(rescan.open(QIODevice::WriteOnly));
        rescan.close();
        const auto ok =
            scsiRequestRevalidate(QStringLiteral("sdz"), m_dir.filePath(QStringLiteral("sys")));
        QVERIFY2(ok, qPrintable(ok ? QString() : ok.error().message));
        QCOMPARE(readSmallFile(device + QStringLiteral("/rescan")), QByteArray("1"));
        const auto missing =
            scsiRequestRevalidate(QStringLiteral("sdy"), m_dir.filePath(QStringLiteral("sys")));
        QVERIFY(!missing);
        QVERIFY(missing.error().message.contains(QLatin1String("sdy")));
    }

    void cleanupTestCase()
    {
        if (m_loop.path().isEmpty())
            return;
        QCOMPARE(readSmallFile(writeCachePath()), m_writeCache);
        const QString name = m_loop.name();
        m_loop.detach();
        QVERIFY2(
            readSmallFile(QStringLiteral("/sys/block/%1/loop/backing_file").arg(name)).isEmpty(),
            "the loop device is still attached");
        QCOMPARE(sha256(m_image), m_imageHash);
    }
};

QTEST_GUILESS_MAIN(TestCacheTransport)
#include "tst_cachetransport.moc"
