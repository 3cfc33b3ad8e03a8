// The writer's open_datasync and open_sync on a descriptor that lacks the flag: what a
// power-loss run on a raw device gets through the helper, a duplicate of the run's
// exclusive descriptor (issue 25: the exclusive descriptor used to be given up for a new
// open, leaving the device free for one open). The writer calls no fsync for these
// methods, so each write must carry the sync itself: the kernel's own flush counter of a
// loop device this test made must grow by at least one per write. (The FUSE lying disk
// cannot show it: this kernel sends it no FSYNC for an O_DSYNC write.) Root only.
#include "../root/loopdevice.h"
#include "powerloss/writer.h"
#include "testskip.h"

#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using namespace DriveProof::PowerLoss;

class TestPlWriterSync : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // The 16th field of /sys/block/NAME/stat: flush requests completed (Linux 5.5+).
    static qint64 flushes(const LoopDevice &loop)
    {
        QFile stat(QStringLiteral("/sys/block/%1/stat").arg(loop.name()));
        if (!stat.open(QIODevice::ReadOnly))
            return -1;
        const QList<QByteArray> fields = stat.readAll().simplified().split(' ');
        return fields.size() > 15 ? fields[15].toLongLong() : -1;
    }

    // Writes seq 1..writes with the method through a descriptor opened O_RDWR|O_DIRECT
    // whatever the writer asks for, as a duplicate is; returns the flushes they caused.
    qint64 flushesForWrites(CommitMethod method, std::uint64_t writes)
    {
        const QString image = m_dir.filePath(QStringLiteral("disk.img"));
        QFile f(image);
        if (!f.open(QIODevice::WriteOnly) || !f.resize(16 << 20))
            return -1;
        f.close();
        LoopDevice loop;
        const QString attached = loop.attach(image, 4096);
        if (!attached.isEmpty() || !loop.isOurs()) {
            qWarning("%s", qPrintable(attached));
            return -1;
        }

        RunParameters params;
        params.runId[0] = 7;
        params.blockSize = 4096;
        params.areaBlocks = 256;
        params.maxWriteBlocks = 4;
        params.seed = 11;
        params.method = method;
        WriterTarget target;
        target.path = loop.path();
        const QByteArray device = QFile::encodeName(loop.path());
        target.open = [device](int /*extraFlags: dropped, as a duplicate drops them*/) {
            const int fd = ::open(device.constData(), O_RDWR | O_DIRECT | O_CLOEXEC);
            return fd < 0 ? -errno : fd;
        };

        const qint64 before = flushes(loop);
        const std::atomic<bool> cancel{false};
        const WriterResult result = runWriter(target, params, {}, cancel, writes);
        const qint64 after = flushes(loop);
        if (!result.ok || result.lastCommittedSeq != writes || before < 0) {
            qWarning("writer: %s", qPrintable(result.errorText));
            return -1;
        }
        return after - before;
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(::geteuid() == 0, "needs root for a loop device");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "losetup and co. missing");
        QVERIFY(m_dir.isValid());
    }

    void openDatasyncFlushesEveryWriteWithoutTheFlag()
    {
        QCOMPARE_GE(flushesForWrites(CommitMethod::OpenDatasync, 24), 24);
    }

    void openSyncFlushesEveryWriteWithoutTheFlag()
    {
        QCOMPARE_GE(flushesForWrites(CommitMethod::OpenSync, 24), 24);
    }

    // The counter itself: fdatasync after each write flushes once per write.
    void fdatasyncFlushesEveryCommit()
    {
        QCOMPARE_GE(flushesForWrites(CommitMethod::Fdatasync, 24), 24);
    }
};

QTEST_GUILESS_MAIN(TestPlWriterSync)
#include "tst_plwritersync.moc"
