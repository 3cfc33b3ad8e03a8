// Root: in-use detection that follows the block stack, on loop devices this test attaches
// to its own images. A loop device backed by another loop device is not listed in the
// lower one's holders/ (loop opens the node as a file), and O_EXCL does not stop a writer
// either: before the stack walk, the helper handed out a writable fd for the lower device
// and `bench seq --write --destructive` overwrote the filesystem mounted from the upper one.
//  - loop B over loop A: A is refused while B merely exists, and while B is mounted, by the
//    helper's opener and by `driveproof-cli bench`, naming B and the mount point; the
//    filesystem stays intact (superblock, e2fsck); a free loop is not refused;
//  - swap on loop D over loop C: C is refused, naming D and swap;
//  - device-mapper linear and md RAID1 over loops, where the kernel has them (not on the
//    build machine: the QEMU lab). Run alone (ctest tst_stackeddm / tst_stackedmd), a
//    missing driver exits 77; in the full run the function is skipped with a message.
// Everything is undone in destructors (umount, swapoff, losetup -d), also when a check fails.
#include "device/stackusers.h"
#include "deviceopener.h"
#include "loopdevice.h"
#include "suites/testtarget.h"
#include "testskip.h"

#include <QCryptographicHash>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

Q_LOGGING_CATEGORY(lcHelper, "driveproof.helper")

using namespace DriveProof;

namespace {

QByteArray hashOfStart(const QString &image, qint64 bytes)
{
    ::sync();
    QFile f(image);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.read(bytes), QCryptographicHash::Sha256);
}

// `length` bytes of an image at `offset` (a signature a write over the start would destroy).
QByteArray bytesAt(const QString &image, qint64 offset, qint64 length)
{
    ::sync();
    QFile f(image);
    if (!f.open(QIODevice::ReadOnly) || !f.seek(offset))
        return {};
    return f.read(length);
}

// ext2/3/4 superblock magic 0xEF53, at 1024 + 0x38; swap's "SWAPSPACE2" ends the first page.
const QByteArray kExtMagic("\x53\xEF", 2);
const QByteArray kSwapMagic("SWAPSPACE2");

CommandResult benchWrite(const QString &device)
{
    return runCommand(
        QStringLiteral(DRIVEPROOF_CLI),
        {QStringLiteral("bench"), QStringLiteral("seq"), device, QStringLiteral("--write"),
         QStringLiteral("--destructive"), QStringLiteral("--size"), QStringLiteral("16M"),
         QStringLiteral("--duration"), QStringLiteral("0.3"), QStringLiteral("--no-history")});
}

std::optional<Helper::Refusal> helperRefusal(const QString &device)
{
    const Helper::DeviceOpener opener;
    const Helper::Checked<Helper::BlockDevice> resolved = opener.resolve(device);
    if (const auto *r = std::get_if<Helper::Refusal>(&resolved))
        return *r;
    return opener.checkNotInUse(std::get<Helper::BlockDevice>(resolved));
}

// Skips the current test function: exit 77 when it runs alone for CTest (the capability is
// all it tests), QSKIP (reported) among the others.
#define SKIP_LAYER(reason)                                                                         \
    do {                                                                                           \
        DRIVEPROOF_SKIP_UNLESS(!qEnvironmentVariableIsSet("DRIVEPROOF_LAYER_ALONE"), reason);      \
        QSKIP(reason);                                                                             \
    } while (false)

QString sysAttr(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).trimmed() : QString();
}

} // namespace

class TestStackedLoops : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString image(const char *name, const char *size)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        if (runCommand(QStringLiteral("truncate"),
                       {QStringLiteral("-s"), QLatin1String(size), path})
                .exitCode != 0)
            return {};
        return path;
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(geteuid() == 0, "needs root to attach loop devices");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "needs losetup and friends");
        for (const char *tool :
             {"mkfs.ext4", "e2fsck", "mkswap", "swapon", "swapoff", "mount", "umount"})
            DRIVEPROOF_SKIP_UNLESS(
                !QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
                "needs mkfs.ext4, mkswap, swapon, mount (e2fsprogs, util-linux)");
        QVERIFY(m_dir.isValid());
    }

    void loopOverLoopMountedIsRefused()
    {
        const QString imageA = image("a.img", "64M");
        QVERIFY(!imageA.isEmpty());
        LoopDevice a;
        QString err = a.attach(imageA, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));

        // Free: the helper would open it, and nothing is reported.
        const auto free = helperRefusal(a.path());
        QVERIFY2(!free, free ? qPrintable(free->message) : "");
        QVERIFY(Device::findDeviceUses(a.name()).isEmpty());

        LoopDevice b;
        err = b.attach(a.path(), 512); // backed by the block device /dev/loopA
        QVERIFY2(err.isEmpty(), qPrintable(err));

        // Merely stacked: still in use.
        const auto stacked = helperRefusal(a.path());
        QVERIFY2(stacked, "a loop backed by the device must make it busy");
        QCOMPARE(stacked->kind, Helper::ErrorKind::DeviceBusy);
        QVERIFY2(stacked->message.contains(b.path()), qPrintable(stacked->message));

        // Mounted from the upper loop.
        QVERIFY(b.isOurs());
        QVERIFY(runCommand(QStringLiteral("mkfs.ext4"),
                           {QStringLiteral("-q"), QStringLiteral("-E"),
                            QStringLiteral("lazy_itable_init=0,lazy_journal_init=0"), b.path()})
                    .exitCode == 0);
        const QString mnt = m_dir.filePath(QStringLiteral("mnt"));
        QVERIFY(QDir().mkpath(mnt));
        QVERIFY(runCommand(QStringLiteral("mount"), {b.path(), mnt}).exitCode == 0);
        const Undo unmount(QStringLiteral("umount"), {mnt});
        {
            QFile marker(mnt + QStringLiteral("/marker"));
            QVERIFY(marker.open(QIODevice::WriteOnly));
            marker.write("kept\n");
        }
        const QString expected = QStringLiteral("%1 backs the loop device %2. %2 is mounted on %3.")
                                     .arg(a.path(), b.path(), mnt);
        const QList<Device::DeviceUse> uses = Device::findDeviceUses(a.name());
        QCOMPARE(uses.size(), 1);
        QCOMPARE(uses.constFirst().text(), expected);
        const auto mounted = helperRefusal(a.path());
        QVERIFY2(mounted, "the helper must refuse a writable open of a loop under a mount");
        QCOMPARE(mounted->kind, Helper::ErrorKind::DeviceBusy);
        QVERIFY2(mounted->message.contains(expected), qPrintable(mounted->message));
        // The upper device itself is refused as mounted, as before.
        const auto upper = helperRefusal(b.path());
        QVERIFY(upper && upper->message.contains(QStringLiteral("mounted on ") + mnt));

        // The CLI, running as root, opens the device itself: it must refuse as well.
        QVERIFY(a.isOurs());
        // A mounted filesystem keeps writing (journal, the loop in between), so the data
        // check is the filesystem itself: its superblock, then a full e2fsck after umount.
        QCOMPARE(bytesAt(imageA, 1024 + 0x38, 2), kExtMagic);
        // The core's gate for every raw-device write (GUI, power-loss test, CLI).
        Suites::TargetRequest request;
        request.kind = Suites::TargetKind::Device;
        request.path = a.path();
        request.write = true;
        request.destructiveConfirmed = true;
        const auto target = Suites::TestTarget::open(request);
        QVERIFY2(!target, "TestTarget opened a device in use for writing");
        QCOMPARE(target.error().errnum, EBUSY);
        QVERIFY2(target.error().message.contains(expected), qPrintable(target.error().message));
        const CommandResult bench = benchWrite(a.path());
        QVERIFY2(bench.exitCode == 1 || bench.exitCode == 2, bench.err.constData());
        QVERIFY2(bench.err.contains(b.path().toUtf8()) && bench.err.contains("mounted"),
                 bench.err.constData());
        QCOMPARE(bytesAt(imageA, 1024 + 0x38, 2), kExtMagic);
        QFile marker(mnt + QStringLiteral("/marker"));
        QVERIFY(marker.open(QIODevice::ReadOnly));
        QCOMPARE(marker.readAll(), QByteArray("kept\n"));
        marker.close();
        QVERIFY(runCommand(QStringLiteral("umount"), {mnt}).exitCode == 0);
        const CommandResult fsck =
            runCommand(QStringLiteral("e2fsck"), {QStringLiteral("-fn"), b.path()});
        QVERIFY2(fsck.exitCode == 0, fsck.out.constData());
    }

    void swapOnLoopOverLoopIsRefused()
    {
        const QString imageC = image("c.img", "32M");
        QVERIFY(!imageC.isEmpty());
        LoopDevice c;
        QString err = c.attach(imageC, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        LoopDevice d;
        err = d.attach(c.path(), 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY(d.isOurs());
        QVERIFY(runCommand(QStringLiteral("mkswap"), {d.path()}).exitCode == 0);
        const CommandResult on = runCommand(QStringLiteral("swapon"), {d.path()});
        QVERIFY2(on.exitCode == 0, on.err.constData());
        const Undo off(QStringLiteral("swapoff"), {d.path()});

        const auto refused = helperRefusal(c.path());
        QVERIFY2(refused, "the helper must refuse a writable open of a loop under swap");
        QVERIFY2(refused->message.contains(
                     QStringLiteral("%1 backs the loop device %2. %2 is in use as swap space.")
                         .arg(c.path(), d.path())),
                 qPrintable(refused->message));

        QVERIFY(c.isOurs());
        QCOMPARE(bytesAt(imageC, 4096 - 10, 10), kSwapMagic);
        const CommandResult bench = benchWrite(c.path());
        QVERIFY2(bench.exitCode == 1 || bench.exitCode == 2, bench.err.constData());
        QVERIFY2(bench.err.contains(d.path().toUtf8()) && bench.err.contains("swap"),
                 bench.err.constData());
        QCOMPARE(bytesAt(imageC, 4096 - 10, 10), kSwapMagic);
    }

    void dmLinearOverLoop()
    {
        if (runCommand(QStringLiteral("dmsetup"), {QStringLiteral("version")}).exitCode != 0)
            SKIP_LAYER("device-mapper is not available here (dmsetup version fails)");
        const QString imageE = image("e.img", "32M");
        LoopDevice e;
        const QString err = e.attach(imageE, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY(e.isOurs());
        const QString name = QStringLiteral("driveproof-test-%1").arg(::getpid());
        const QString table = QStringLiteral("0 %1 linear %2 0").arg(32 * 2048).arg(e.path());
        const CommandResult created =
            runCommand(QStringLiteral("dmsetup"),
                       {QStringLiteral("create"), name, QStringLiteral("--noudevsync"),
                        QStringLiteral("--table"), table});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        const Undo remove(QStringLiteral("dmsetup"),
                          {QStringLiteral("remove"), QStringLiteral("--noudevsync"), name});
        const QString mapper = QStringLiteral("/dev/mapper/") + name;

        const auto refused = helperRefusal(e.path());
        QVERIFY2(refused, "the helper must refuse a writable open of a dm member");
        QVERIFY2(
            refused->message.contains(QStringLiteral("%1 is part of %2.").arg(e.path(), mapper)),
            qPrintable(refused->message));
        const QByteArray before = hashOfStart(imageE, 16 << 20);
        const CommandResult bench = benchWrite(e.path());
        QVERIFY2(bench.exitCode == 1 || bench.exitCode == 2, bench.err.constData());
        QVERIFY2(bench.err.contains(mapper.toUtf8()), bench.err.constData());
        QCOMPARE(hashOfStart(imageE, 16 << 20), before);
    }

    void mdMirrorOverLoops()
    {
        if (!QFile::exists(QStringLiteral("/proc/mdstat")) ||
            QStandardPaths::findExecutable(QStringLiteral("mdadm")).isEmpty())
            SKIP_LAYER("md RAID is not available here (no /proc/mdstat or no mdadm)");
        const QString imageF = image("f.img", "32M");
        const QString imageG = image("g.img", "32M");
        LoopDevice f;
        LoopDevice g;
        QString err = f.attach(imageF, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        err = g.attach(imageG, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY(f.isOurs() && g.isOurs());
        const QString array = QStringLiteral("/dev/md/driveproof-test-%1").arg(::getpid());
        const CommandResult created = runCommand(
            QStringLiteral("mdadm"), {QStringLiteral("--create"), array, QStringLiteral("--run"),
                                      QStringLiteral("--force"), QStringLiteral("--assume-clean"),
                                      QStringLiteral("--level=1"), QStringLiteral("--metadata=1.2"),
                                      QStringLiteral("--raid-devices=2"), f.path(), g.path()});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        const Undo stop(QStringLiteral("mdadm"), {QStringLiteral("--stop"), array});
        QString mdName;
        QDir holders(QStringLiteral("/sys/class/block/%1/holders").arg(f.name()));
        for (const QString &h : holders.entryList(QDir::AllEntries | QDir::NoDotAndDotDot))
            mdName = h;
        QVERIFY2(mdName.startsWith(QLatin1String("md")), qPrintable(mdName));
        QVERIFY(!sysAttr(QStringLiteral("/sys/class/block/%1/dev").arg(mdName)).isEmpty());

        for (const LoopDevice *member : {&f, &g}) {
            const auto refused = helperRefusal(member->path());
            QVERIFY2(refused, "the helper must refuse a writable open of an md member");
            QVERIFY2(refused->message.contains(
                         QStringLiteral("%1 is part of /dev/%2.").arg(member->path(), mdName)),
                     qPrintable(refused->message));
        }
        const CommandResult bench = benchWrite(f.path());
        QVERIFY2(bench.exitCode == 1 || bench.exitCode == 2, bench.err.constData());
        QVERIFY2(bench.err.contains(mdName.toUtf8()), bench.err.constData());
        // md updates its superblocks itself; a write over the start would erase them.
        const CommandResult examine =
            runCommand(QStringLiteral("mdadm"), {QStringLiteral("--examine"), f.path()});
        QVERIFY2(examine.exitCode == 0, examine.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestStackedLoops)
#include "tst_stackedloops.moc"
