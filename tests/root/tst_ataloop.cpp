// Root: the ATA transport and health readers against a real block device that has no ATA
// drive behind it: a loop device over our own image file (checked through
// /sys/block/loopN/loop/backing_file before every use). SG_IO must fail cleanly with
// ENOTTY or EINVAL and a clear message, nothing may be sent, and the helpers that switch
// the cache must stop at their first IDENTIFY. Opened read-only: nothing here writes.
#include "loopdevice.h"
#include "testskip.h"

#include "ata/atatransport.h"
#include "health/atahealth.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

using namespace DriveProof;

namespace {

bool noSgIo(int errnum)
{
    return errnum == ENOTTY || errnum == EINVAL;
}

} // namespace

class TestAtaLoop : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    LoopDevice m_loop;
    int m_fd = -1;

    QString path() const { return m_loop.path(); }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(geteuid() == 0, "needs root for loop devices");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "util-linux tools missing");
        QVERIFY(m_dir.isValid());
        const QString image = m_dir.filePath(QStringLiteral("disk.img"));
        QFile file(image);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(16 * 1024 * 1024));
        file.close();
        const QString error = m_loop.attach(image, 512);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_loop.isOurs());
        m_fd = ::open(QFile::encodeName(path()).constData(), O_RDONLY | O_CLOEXEC);
        QVERIFY2(m_fd >= 0, strerror(errno));
    }
    void cleanupTestCase()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_loop.detach();
    }

    void identifyFailsCleanly()
    {
        QVERIFY(m_loop.isOurs());
        const Result<Ata::AtaIdentifyData> id = Ata::ataIdentify(m_fd, path());
        QVERIFY(!id.ok());
        QVERIFY2(noSgIo(id.error().errnum), qPrintable(QString::number(id.error().errnum)));
        QCOMPARE(id.error().subject, path());
        const QString message = id.error().message;
        qInfo("errno %d: %s", id.error().errnum, qPrintable(message));
        QVERIFY2(message.contains(path()) && message.contains(QLatin1String("SG_IO")) &&
                     message.contains(QLatin1String("IDENTIFY DEVICE")),
                 qPrintable(message));
    }
    void rawPassThroughFailsCleanly()
    {
        QVERIFY(m_loop.isOurs());
        QByteArray data(512, '\0');
        const Result<Ata::AtaReply> r =
            Ata::ataPassThrough(m_fd, Ata::buildAtaIdentifyCdb(), &data, Ata::kAtaCommandTimeoutMs,
                                QStringLiteral("IDENTIFY DEVICE"), path());
        QVERIFY(!r.ok());
        QVERIFY(noSgIo(r.error().errnum));
        QCOMPARE(data, QByteArray(512, '\0')); // nothing came back
    }
    void switchingStopsAtIdentify()
    {
        // Both directions: the first IDENTIFY fails, so no FLUSH or SET FEATURES is sent.
        QVERIFY(m_loop.isOurs());
        for (const bool enable : {false, true}) {
            const Result<Ata::AtaIdentifyData> r = Ata::ataSetWriteCache(m_fd, enable, path());
            QVERIFY(!r.ok());
            QVERIFY(noSgIo(r.error().errnum));
            QVERIFY(r.error().message.contains(QLatin1String("IDENTIFY DEVICE")));
        }
    }
    void healthSaysNoAtaData()
    {
        QVERIFY(m_loop.isOurs());
        const Result<Health::AtaHealth> h = Health::readAtaHealth(m_fd, path());
        QVERIFY(!h.ok());
        QVERIFY(noSgIo(h.error().errnum));
        QVERIFY2(h.error().message.contains(QLatin1String("no ATA health data")),
                 qPrintable(h.error().message));
    }
    void healthUsesTheFdNotThePath()
    {
        // The helper validated the fd it opened; health must ask that fd, never reopen a
        // path that may name something else by now (the old code opened the path: ENOENT).
        QVERIFY(m_loop.isOurs());
        const Result<Health::AtaHealth> h =
            Health::readAtaHealth(m_fd, QStringLiteral("/nonexistent/sdz"));
        QVERIFY(!h.ok());
        QVERIFY2(noSgIo(h.error().errnum), qPrintable(h.error().message));
    }
    void regularFileIsRefusedBeforeSgIo()
    {
        QFile plain(m_dir.filePath(QStringLiteral("plain")));
        QVERIFY(plain.open(QIODevice::ReadWrite));
        const Result<Ata::AtaIdentifyData> id = Ata::ataIdentify(plain.handle(), plain.fileName());
        QVERIFY(!id.ok());
        QCOMPARE(id.error().errnum, ENOTTY);
    }
};

QTEST_GUILESS_MAIN(TestAtaLoop)
#include "tst_ataloop.moc"
