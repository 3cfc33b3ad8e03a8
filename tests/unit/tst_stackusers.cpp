// The in-use walk (core/device/stackusers.*) on fake sysfs trees: every level of a stack
// counts (partition → loop → loop → mount; holder → mount; loop → swap; md that nothing
// mounts), siblings do not, a partition sees its disk's own filesystem, and a hostile tree
// (a holder cycle, a stack deeper than the bound) ends and still reports the device in use.
#include "device/stackusers.h"
#include "sysfstree.h"

#include <QTest>

using namespace DriveProof::Device;

class TestStackUsers : public QObject
{
    Q_OBJECT

    SysfsTree m_tree;
    QTemporaryDir m_tmp;
    StackRoots m_roots;

    static QString fixture(const char *name)
    {
        return QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/sysfs/") + QLatin1String(name);
    }

    void writeSwaps(const QByteArray &lines)
    {
        QFile f(m_roots.swaps);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n" + lines);
    }

    // dm-<first> ... dm-<first+count-1>, each holding the next; the first held by `below`.
    void addHolderChain(const QString &below, int first, int count)
    {
        const QString sys = m_tree.sysRoot();
        QString previous = below;
        for (int i = first; i < first + count; ++i) {
            const QString name = QStringLiteral("dm-%1").arg(i);
            const QString dir = sys + QStringLiteral("/devices/virtual/block/") + name;
            QVERIFY(QDir().mkpath(dir + QStringLiteral("/holders")));
            QFile dev(dir + QStringLiteral("/dev"));
            QVERIFY(dev.open(QIODevice::WriteOnly));
            dev.write(QByteArray::number(253) + ':' + QByteArray::number(i) + '\n');
            QVERIFY(QFile::link(dir, sys + QStringLiteral("/class/block/") + name));
            QVERIFY(QDir().mkpath(sys + QStringLiteral("/class/block/") + previous +
                                  QStringLiteral("/holders")));
            QVERIFY(QFile::link(dir, sys + QStringLiteral("/class/block/") + previous +
                                         QStringLiteral("/holders/") + name));
            previous = name;
        }
    }

private slots:
    void initTestCase()
    {
        const QString err = m_tree.build(fixture("stacked.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        // No loop node can be opened under this /dev: the backing paths are what count.
        m_roots = {m_tree.sysRoot(), m_tmp.filePath(QStringLiteral("dev")), m_tree.mountInfoPath(),
                   m_tmp.filePath(QStringLiteral("swaps"))};
        writeSwaps({});
    }

    void loopOverLoopIsFollowedToItsMount()
    {
        for (const char *asked : {"sdq", "sdq1"}) {
            const QList<DeviceUse> uses = findDeviceUses(QLatin1String(asked), m_roots);
            QCOMPARE(uses.size(), 1);
            const DeviceUse &use = uses.constFirst();
            QCOMPARE(use.kind, DeviceUse::Kind::Mounted);
            QCOMPARE(use.topName(), QStringLiteral("loop91"));
            QCOMPARE(use.mountpoints, QStringList{QStringLiteral("/mnt/deep")});
            QCOMPARE(use.text(), QStringLiteral("/dev/sdq1 backs the loop device /dev/loop90. "
                                                "/dev/loop90 backs the loop device /dev/loop91. "
                                                "/dev/loop91 is mounted on /mnt/deep."));
        }
        // Each level in the middle is in use as well; the sibling partition is not.
        QCOMPARE(findDeviceUses(QStringLiteral("loop90"), m_roots).size(), 1);
        QCOMPARE(findDeviceUses(QStringLiteral("loop91"), m_roots).constFirst().text(),
                 QStringLiteral("/dev/loop91 is mounted on /mnt/deep."));
        QVERIFY(findDeviceUses(QStringLiteral("sdq2"), m_roots).isEmpty());
    }

    void holderIsNamedAsPeopleKnowIt()
    {
        const QList<DeviceUse> uses = findDeviceUses(QStringLiteral("sds"), m_roots);
        QCOMPARE(uses.size(), 1);
        QCOMPARE(uses.constFirst().text(),
                 QStringLiteral("/dev/sds is part of /dev/mapper/vg-data. /dev/mapper/vg-data "
                                "is mounted on /srv."));
    }

    void loopUsedAsSwap()
    {
        QVERIFY(findDeviceUses(QStringLiteral("sdt"), m_roots).constFirst().kind ==
                DeviceUse::Kind::Stacked); // attached, nothing on it yet: still in use
        writeSwaps("/dev/loop92                              partition\t1048572\t\t0\t\t-2\n");
        const QList<DeviceUse> uses = findDeviceUses(QStringLiteral("sdt"), m_roots);
        writeSwaps({});
        QCOMPARE(uses.size(), 1);
        QCOMPARE(uses.constFirst().kind, DeviceUse::Kind::Swap);
        QCOMPARE(uses.constFirst().text(), QStringLiteral("/dev/sdt backs the loop device "
                                                          "/dev/loop92. /dev/loop92 is in use as "
                                                          "swap space."));
    }

    void partitionSeesItsDisksOwnFilesystem()
    {
        const QList<DeviceUse> uses = findDeviceUses(QStringLiteral("sdu1"), m_roots);
        QCOMPARE(uses.size(), 1);
        QCOMPARE(uses.constFirst().text(), QStringLiteral("/dev/sdu is mounted on /media/whole."));
    }

    void unmountedArrayStillCounts()
    {
        for (const char *asked : {"sdv", "sdv1"}) {
            const QList<DeviceUse> uses = findDeviceUses(QLatin1String(asked), m_roots);
            QCOMPARE(uses.size(), 1);
            QCOMPARE(uses.constFirst().kind, DeviceUse::Kind::Stacked);
            QCOMPARE(uses.constFirst().text(), QStringLiteral("/dev/sdv1 is part of /dev/md127."));
        }
    }

    void freeDeviceAndUnattachedLoop()
    {
        QVERIFY(findDeviceUses(QStringLiteral("sdw"), m_roots).isEmpty());
        QVERIFY(findDeviceUses(QStringLiteral("loop93"), m_roots).isEmpty());
        QVERIFY(describeDeviceUses({}).isEmpty());
    }

    void cycleEnds()
    {
        // dm-30 holds dm-31 holds dm-30: no kernel makes this, a hostile or broken tree may.
        addHolderChain(QStringLiteral("sdw"), 30, 2);
        QVERIFY(QFile::link(m_tree.sysRoot() + QStringLiteral("/devices/virtual/block/dm-30"),
                            m_tree.sysRoot() + QStringLiteral("/class/block/dm-31/holders/dm-30")));
        const QList<DeviceUse> uses = findDeviceUses(QStringLiteral("sdw"), m_roots);
        QCOMPARE(uses.size(), 1);
        QCOMPARE(uses.constFirst().kind, DeviceUse::Kind::Stacked);
        QCOMPARE(uses.constFirst().topName(), QStringLiteral("dm-31"));
    }

    void depthIsBoundedButStillInUse()
    {
        // 40 levels, the top one mounted: the walk stops at 16 and says what it saw there.
        addHolderChain(QStringLiteral("sdq2"), 100, 40);
        QFile mi(m_roots.mountInfo);
        QVERIFY(mi.open(QIODevice::Append));
        mi.write("50 1 253:139 / /mnt/top rw - ext4 /dev/dm-139 rw\n");
        mi.close();
        const QList<DeviceUse> uses = findDeviceUses(QStringLiteral("sdq2"), m_roots);
        QCOMPARE(uses.size(), 1);
        QCOMPARE(uses.constFirst().kind, DeviceUse::Kind::Stacked);
        QCOMPARE(uses.constFirst().chain.size(), 16);
        // Within the bound the mount is found.
        const QList<DeviceUse> near = findDeviceUses(QStringLiteral("dm-130"), m_roots);
        QCOMPARE(near.size(), 1);
        QCOMPARE(near.constFirst().kind, DeviceUse::Kind::Mounted);
        QCOMPARE(near.constFirst().topName(), QStringLiteral("dm-139"));
    }

    void severalUsesMountsFirst()
    {
        // sdq1's loop is mounted, sdq2 has the deep chain (above); give the disk itself a
        // bare holder too. Holders are walked before partitions, yet the mount comes first.
        addHolderChain(QStringLiteral("sdq"), 200, 1);
        const QList<DeviceUse> uses = findDeviceUses(QStringLiteral("sdq"), m_roots);
        QCOMPARE(uses.size(), 3);
        QCOMPARE(uses.constFirst().kind, DeviceUse::Kind::Mounted);
        const QString text = describeDeviceUses(uses);
        QVERIFY2(text.startsWith(QLatin1String("/dev/sdq1 backs")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("(And 2 more.)")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestStackUsers)
#include "tst_stackusers.moc"
