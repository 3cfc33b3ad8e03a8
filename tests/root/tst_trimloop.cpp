// Root: whether TRIM reaches the drive (core/flash/trimpath.h), on loop devices this test
// attaches to its own images, each answer held against the kernel's own values (sysfs and
// `lsblk -D`):
//  - a loop over a file passes discards (holes in its backing file), nothing mounted;
//  - ext4 on it mounted with discard, then without (fstrim.timer's state held against
//    `systemctl is-enabled fstrim.timer`), asked by device and by folder;
//  - a loop over a file on that ext4: two loops deep, the lower one named;
//  - a loop over a file on ramfs, which cannot punch holes: the kernel gives it
//    discard_max_bytes 0, and a loop over that loop;
//  - a partition (partx): the partition is the top, its disk the layer;
//  - `driveproof-cli trim --json` on the first loop says what the core says.
// Everything is undone in destructors (umount, losetup -d), also when a check fails.
#include "flash/trimfindings.h"
#include "flash/trimpath.h"
#include "loopdevice.h"
#include "testskip.h"
#include "trimcodes.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace DriveProof;
using namespace DriveProof::Flash;

namespace {

// The kernel's discard limits of a device as lsblk reads them: {granularity, max}.
QPair<quint64, quint64> lsblkDiscard(const QString &device)
{
    const CommandResult r = runCommand(QStringLiteral("lsblk"),
                                       {QStringLiteral("-D"), QStringLiteral("-b"),
                                        QStringLiteral("-d"), QStringLiteral("--json"), device});
    const QJsonObject d = QJsonDocument::fromJson(r.out)
                              .object()
                              .value(QStringLiteral("blockdevices"))
                              .toArray()
                              .at(0)
                              .toObject();
    const auto number = [](const QJsonValue &v) {
        return v.isString() ? v.toString().toULongLong() : quint64(v.toDouble());
    };
    return {number(d.value(QStringLiteral("disc-gran"))),
            number(d.value(QStringLiteral("disc-max")))};
}

TrimReport reportOf(const QString &target)
{
    const Result<TrimReport> r = trimReport(target);
    if (!r)
        qWarning() << r.error().message;
    return r ? r.value() : TrimReport{};
}

} // namespace

class TestTrimLoop : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString image(const char *name, const char *size, const QString &folder = {})
    {
        const QString path =
            (folder.isEmpty() ? m_dir.path() : folder) + u'/' + QLatin1String(name);
        if (runCommand(QStringLiteral("truncate"),
                       {QStringLiteral("-s"), QLatin1String(size), path})
                .exitCode != 0)
            return {};
        return QFileInfo(path).canonicalFilePath();
    }

    // The first layer's limits are the kernel's, read by lsblk.
    void compareWithKernel(const TrimLayer &layer, const QString &device)
    {
        const auto [granularity, max] = lsblkDiscard(device);
        QCOMPARE(layer.discardGranularity.value_or(~0ull), granularity);
        QCOMPARE(layer.discardMaxBytes.value_or(~0ull), max);
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(geteuid() == 0, "needs root to attach loop devices");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "needs losetup and friends");
        for (const char *tool : {"mkfs.ext4", "mount", "umount"})
            DRIVEPROOF_SKIP_UNLESS(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
                                   "needs mkfs.ext4 and mount (e2fsprogs, util-linux)");
        QVERIFY(m_dir.isValid());
        QLocale::setDefault(QLocale::c());
    }

    void loopOverFileAndMounts()
    {
        const QString imageA = image("a.img", "64M");
        LoopDevice a;
        QString err = a.attach(imageA, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));

        TrimReport r = reportOf(a.path());
        QCOMPARE(r.device, a.name());
        QCOMPARE(r.paths.size(), 1);
        const TrimLayer &loop = r.paths.constFirst().layers.constFirst();
        QCOMPARE(loop.kind, QStringLiteral("loop"));
        QCOMPARE(loop.detail, imageA);
        compareWithKernel(loop, a.path());
        QVERIFY2(loop.passesDiscards(), "a loop over a file on this machine punches holes");
        QCOMPARE(r.reach, Reach::BackingFile);
        const Finding *f = find(r, Code::kLoopBackingFile);
        QVERIFY2(f, qPrintable(codes(r).join(u' ')));
        QCOMPARE(f->arguments, (QStringList{a.path(), a.path(), imageA}));
        QVERIFY(find(r, Code::kNoneMounted));
        // driveproof-cli says the same (docs/json.md).
        const CommandResult cli =
            runCommand(QStringLiteral(DRIVEPROOF_CLI),
                       {QStringLiteral("trim"), a.path(), QStringLiteral("--json")});
        QCOMPARE(cli.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(cli.out).object();
        QCOMPARE(json.value(QStringLiteral("reach")).toString(), QStringLiteral("backing-file"));
        const QJsonObject first = json.value(QStringLiteral("paths"))
                                      .toArray()
                                      .at(0)
                                      .toObject()
                                      .value(QStringLiteral("layers"))
                                      .toArray()
                                      .at(0)
                                      .toObject();
        QCOMPARE(quint64(first.value(QStringLiteral("discard_max_bytes")).toDouble()),
                 lsblkDiscard(a.path()).second);
        QCOMPARE(runCommand(QStringLiteral(DRIVEPROOF_CLI),
                            {QStringLiteral("trim"), m_dir.filePath(QStringLiteral("none"))})
                     .exitCode,
                 2);

        // ext4, mounted with discard: the drive's file system trims at every delete.
        QVERIFY(a.isOurs());
        QCOMPARE(runCommand(QStringLiteral("mkfs.ext4"), {QStringLiteral("-q"), a.path()}).exitCode,
                 0);
        const QString mnt = m_dir.filePath(QStringLiteral("mnt"));
        QVERIFY(QDir().mkpath(mnt));
        QCOMPARE(runCommand(QStringLiteral("mount"),
                            {QStringLiteral("-o"), QStringLiteral("discard"), a.path(), mnt})
                     .exitCode,
                 0);
        const Undo unmount(QStringLiteral("umount"), {mnt});
        r = reportOf(a.path());
        QCOMPARE(r.paths.size(), 1);
        QCOMPARE(r.paths.constFirst().mounts.size(), 1);
        QVERIFY(mountDiscards(r.paths.constFirst().mounts.constFirst()));
        QVERIFY2(find(r, Code::kMountDiscard), qPrintable(codes(r).join(u' ')));
        QCOMPARE(find(r, Code::kMountDiscard)->arguments, QStringList{mnt});
        QVERIFY(!find(r, Code::kNoneMounted));

        // Without discard: fstrim.timer decides, as systemctl sees it.
        QCOMPARE(runCommand(QStringLiteral("mount"),
                            {QStringLiteral("-o"), QStringLiteral("remount,nodiscard"), mnt})
                     .exitCode,
                 0);
        r = reportOf(mnt); // asked by folder: the file system holding it
        QCOMPARE(r.device, a.name());
        QVERIFY(!mountDiscards(r.paths.constFirst().mounts.constFirst()));
        if (!QStandardPaths::findExecutable(QStringLiteral("systemctl")).isEmpty()) {
            const CommandResult sc =
                runCommand(QStringLiteral("systemctl"),
                           {QStringLiteral("is-enabled"), QStringLiteral("fstrim.timer")});
            QString said = QString::fromUtf8(sc.out).trimmed();
            if (said.isEmpty() || said == QLatin1String("not-found"))
                said = QStringLiteral("not-installed");
            QCOMPARE(timerStateKey(r.timer.state), said);
        }
        const bool runs = r.timer.state == TimerState::Enabled &&
                          QFileInfo(QStringLiteral("/run/systemd/system")).isDir();
        QVERIFY2(find(r, runs ? Code::kMountFstrim : Code::kMountUntrimmed),
                 qPrintable(codes(r).join(u' ')));

        // A loop over a file on that file system: two loops deep.
        const QString imageC = image("c.img", "16M", mnt);
        LoopDevice c;
        err = c.attach(imageC, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        r = reportOf(c.path());
        QCOMPARE(r.paths.size(), 1);
        const TrimPath &p = r.paths.constFirst();
        QVERIFY(p.layers.size() >= 3); // c, a, the disk holding a's image
        QCOMPARE(p.layers.at(0).name, c.name());
        QCOMPARE(p.layers.at(1).name, a.name());
        QCOMPARE(p.layers.at(1).detail, imageA);
        compareWithKernel(p.layers.at(0), c.path());
        compareWithKernel(p.layers.at(1), a.path());
        QCOMPARE(p.reach, Reach::BackingFile);
        QCOMPARE(p.stop, 0);
    }

    void loopThatCannotPunchHoles()
    {
        // ramfs has no fallocate: the kernel's loop driver gives such a loop no discards.
        const QString ram = m_dir.filePath(QStringLiteral("ram"));
        QVERIFY(QDir().mkpath(ram));
        if (runCommand(QStringLiteral("mount"),
                       {QStringLiteral("-t"), QStringLiteral("ramfs"), QStringLiteral("none"), ram})
                .exitCode != 0)
            QSKIP("ramfs cannot be mounted here");
        const Undo unmount(QStringLiteral("umount"), {ram});
        const QString imageR = image("r.img", "16M", ram);
        LoopDevice r;
        QString err = r.attach(imageR, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        TrimReport report = reportOf(r.path());
        QCOMPARE(report.paths.size(), 1);
        const TrimLayer &loop = report.paths.constFirst().layers.constFirst();
        compareWithKernel(loop, r.path());
        QCOMPARE(loop.discardMaxBytes, std::optional<quint64>(0));
        QVERIFY(loop.leaf); // ramfs has no block device under it
        QCOMPARE(report.reach, Reach::NotSupported);
        QCOMPARE(codes(report), QStringList{QString::fromLatin1(Code::kNotSupported)});
        QCOMPARE(report.findings.constFirst().arguments, QStringList{r.path()});

        // A loop over that loop's node: its limits come from the one below.
        LoopDevice b;
        err = b.attach(r.path(), 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        report = reportOf(b.path());
        QCOMPARE(report.paths.size(), 1);
        const TrimPath &p = report.paths.constFirst();
        QCOMPARE(p.layers.size(), 2);
        QCOMPARE(p.layers.at(1).name, r.name());
        compareWithKernel(p.layers.at(0), b.path());
        if (p.layers.at(0).passesDiscards()) {
            QCOMPARE(p.reach, Reach::BackingFile);
        } else {
            QCOMPARE(p.reach, Reach::Stopped);
            QCOMPARE(p.stop, 0);
            QVERIFY(find(report, Code::kStopped));
        }
    }

    void partitionIsTheTop()
    {
        const QString imageP = image("p.img", "64M");
        LoopDevice p;
        const QString err = p.attach(imageP, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const QString perr = p.partition("start=2048, size=32768, type=83\n");
        QVERIFY2(perr.isEmpty(), qPrintable(perr));
        p.addPartitionNodes();
        const QString part = p.path() + QStringLiteral("p1");
        for (int i = 0; i < 50 && !QFileInfo::exists(part); ++i)
            QThread::msleep(100);
        QVERIFY(QFileInfo::exists(part));
        const TrimReport r = reportOf(part);
        QCOMPARE(r.paths.size(), 1);
        const TrimPath &path = r.paths.constFirst();
        QCOMPARE(path.topDisplay, part);
        QCOMPARE(path.layers.constFirst().name, p.name());
        QCOMPARE(path.layers.constFirst().partition, p.name() + QStringLiteral("p1"));
        compareWithKernel(path.layers.constFirst(), part);
    }
};

QTEST_GUILESS_MAIN(TestTrimLoop)
#include "tst_trimloop.moc"
