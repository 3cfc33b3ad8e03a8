// The helper's in-use checks on a fake sysfs, mountinfo and /proc/swaps (no root, no bus):
// the cases this machine cannot produce for real (a device-mapper holder: no dm here) and
// the rules for which devices a writable open can disturb.
#include "deviceopener.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/sysmacros.h>

Q_LOGGING_CATEGORY(lcHelper, "driveproof.helper")

using namespace DriveProof::Helper;

class TestHelperOpener : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        // sdz (8:16) with sdz1 (8:17) and sdz2 (8:18); sdy (8:32) alone.
        m_tmp = std::make_unique<QTemporaryDir>();
        const QString sys = m_tmp->filePath(QStringLiteral("sys"));
        for (const auto &[name, dir, number] :
             std::initializer_list<std::tuple<const char *, const char *, const char *>>{
                 {"sdz", "block/sdz", "8:16"},
                 {"sdz1", "block/sdz/sdz1", "8:17"},
                 {"sdz2", "block/sdz/sdz2", "8:18"},
                 {"sdy", "block/sdy", "8:32"}}) {
            const QString path = sys + QLatin1Char('/') + QLatin1String(dir);
            QVERIFY(QDir().mkpath(path + QStringLiteral("/holders")));
            write(path + QStringLiteral("/dev"), number);
            if (QLatin1String(name).size() == 4)
                write(path + QStringLiteral("/partition"), QByteArray(1, name[3]));
            QVERIFY(QDir().mkpath(sys + QStringLiteral("/class/block")));
            QVERIFY(QFile::link(path, sys + QStringLiteral("/class/block/") + QLatin1String(name)));
        }
        m_roots = {sys, m_tmp->filePath(QStringLiteral("mountinfo")),
                   m_tmp->filePath(QStringLiteral("swaps"))};
        m_roots.dev = m_tmp->filePath(QStringLiteral("dev")); // no loop node to ask
        write(m_roots.mountInfo, "22 1 0:21 / /proc rw - proc proc rw\n");
        write(m_roots.swaps, "Filename\tType\tSize\tUsed\tPriority\n");
    }

    void freeDevicesPass()
    {
        const DeviceOpener opener(m_roots);
        for (const BlockDevice &d : {disk(), part(1), part(2),
                                     BlockDevice{QStringLiteral("/dev/sdy"), QStringLiteral("sdy"),
                                                 QStringLiteral("sdy"), makedev(8, 32)}})
            QVERIFY2(!opener.checkNotInUse(d), qPrintable(d.path));
        QVERIFY(!opener.requireWholeDisk(disk()));
        const auto partition = opener.requireWholeDisk(part(1));
        QVERIFY(partition && partition->kind == ErrorKind::InvalidArgument);
        QVERIFY(partition->message.contains(QLatin1String("/dev/sdz.")));
    }

    void heldPartitionBlocksItselfAndItsDisk()
    {
        QVERIFY(QFile::link(QStringLiteral("../../../../virtual/dm-0"),
                            m_roots.sys + QStringLiteral("/block/sdz/sdz1/holders/dm-0")));
        const DeviceOpener opener(m_roots);
        for (const BlockDevice &d : {disk(), part(1)}) {
            const auto busy = opener.checkNotInUse(d);
            QVERIFY2(busy && busy->kind == ErrorKind::DeviceBusy, qPrintable(d.path));
            QVERIFY2(busy->message.contains(QLatin1String("/dev/sdz1 is part of /dev/dm-0.")),
                     qPrintable(busy->message));
        }
        QVERIFY(!opener.checkNotInUse(part(2))); // a sibling is not disturbed
    }

    void heldDiskBlocksItsPartitions()
    {
        write(m_roots.sys + QStringLiteral("/block/sdz/holders/md127"), "");
        const auto busy = DeviceOpener(m_roots).checkNotInUse(part(2));
        QVERIFY(busy && busy->message.contains(QLatin1String("md127")));
    }

    void mountedByDeviceNumber()
    {
        write(m_roots.mountInfo, "40 1 8:18 / /mnt/backup rw - ext4 /dev/sdz2 rw\n");
        const DeviceOpener opener(m_roots);
        const auto busy = opener.checkNotInUse(disk());
        QVERIFY(busy && busy->kind == ErrorKind::DeviceBusy);
        QVERIFY2(busy->message.contains(QLatin1String("/dev/sdz2 is mounted on /mnt/backup")),
                 qPrintable(busy->message));
        QVERIFY(!opener.checkNotInUse(part(1)));
    }

    void swapByPath()
    {
        write(m_roots.swaps,
              "Filename\tType\tSize\tUsed\tPriority\n/dev/sdz1  partition\t1048572\t0\t-2\n");
        const auto busy = DeviceOpener(m_roots).checkNotInUse(disk());
        QVERIFY(busy && busy->kind == ErrorKind::DeviceBusy);
        QVERIFY2(busy->message.contains(QLatin1String("/dev/sdz1 is in use as swap space.")),
                 qPrintable(busy->message));
    }

    // Loop devices do not appear in holders/: only their backing_file tells. A loop over a
    // partition, and a loop over that loop, mounted: the disk and the partition are busy.
    void loopOverLoopMounted()
    {
        const QString sys = m_roots.sys;
        for (const auto &[name, number, backing] :
             std::initializer_list<std::tuple<const char *, const char *, const char *>>{
                 {"loop90", "7:90", "/dev/sdz2"}, {"loop91", "7:91", "/dev/loop90"}}) {
            const QString dir = sys + QStringLiteral("/block/") + QLatin1String(name);
            QVERIFY(QDir().mkpath(dir + QStringLiteral("/loop")));
            QVERIFY(QDir().mkpath(dir + QStringLiteral("/holders")));
            write(dir + QStringLiteral("/dev"), number);
            write(dir + QStringLiteral("/loop/backing_file"), QByteArray(backing) + '\n');
            QVERIFY(QFile::link(dir, sys + QStringLiteral("/class/block/") + QLatin1String(name)));
        }
        const DeviceOpener opener(m_roots);
        const auto stacked = opener.checkNotInUse(part(2));
        QVERIFY2(stacked && stacked->message.contains(
                                QLatin1String("/dev/sdz2 backs the loop device /dev/loop90. "
                                              "/dev/loop90 backs the loop device /dev/loop91.")),
                 stacked ? qPrintable(stacked->message) : "not refused");
        write(m_roots.mountInfo, "40 1 7:91 / /mnt/x rw - ext4 /dev/loop91 rw\n");
        for (const BlockDevice &d : {disk(), part(2)}) {
            const auto busy = opener.checkNotInUse(d);
            QVERIFY2(busy && busy->kind == ErrorKind::DeviceBusy, qPrintable(d.path));
            QVERIFY2(busy->message.contains(QLatin1String(
                         "/dev/sdz2 backs the loop device /dev/loop90. /dev/loop90 backs the "
                         "loop device /dev/loop91. /dev/loop91 is mounted on /mnt/x.")),
                     qPrintable(busy->message));
        }
        QVERIFY(!opener.checkNotInUse(part(1)));
    }

private:
    static void write(const QString &path, const QByteArray &data)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(data);
    }
    static BlockDevice disk()
    {
        return {QStringLiteral("/dev/sdz"), QStringLiteral("sdz"), QStringLiteral("sdz"),
                makedev(8, 16)};
    }
    static BlockDevice part(int n)
    {
        return {QStringLiteral("/dev/sdz%1").arg(n), QStringLiteral("sdz%1").arg(n),
                QStringLiteral("sdz"), makedev(8, 16 + n)};
    }

    std::unique_ptr<QTemporaryDir> m_tmp;
    DeviceRoots m_roots;
};

QTEST_GUILESS_MAIN(TestHelperOpener)
#include "tst_helperopener.moc"
