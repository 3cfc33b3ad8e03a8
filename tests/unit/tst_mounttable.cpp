// Parsing /proc/self/mountinfo: device numbers, escaped paths, anonymous devices.
#include "device/mounttable.h"

#include <QTest>

using DriveProof::Device::MountTable;

class TestMountTable : public QObject
{
    Q_OBJECT
private slots:
    void findsByDeviceNumber()
    {
        const MountTable t =
            MountTable::parse("27 1 254:0 / / rw,relatime - ext4 /dev/vda rw\n"
                              "40 27 8:1 / /mnt/my\\040data rw - ext4 /dev/sda1 rw\n");
        QCOMPARE(t.mountpointsOf(254, 0, QStringLiteral("/dev/vda")),
                 QStringList{QStringLiteral("/")});
        QCOMPARE(t.mountpointsOf(8, 1, QStringLiteral("/dev/sda1")),
                 QStringList{QStringLiteral("/mnt/my data")});
        QVERIFY(t.mountpointsOf(8, 2, QStringLiteral("/dev/sda2")).isEmpty());
    }
    void findsAnonymousBtrfsBySource()
    {
        // btrfs shows 0:N, with optional fields before the separator.
        const MountTable t = MountTable::parse(
            "50 1 0:45 /@home /home rw shared:1 master:2 - btrfs /dev/nvme0n1p2 rw\n"
            "51 1 0:45 /@ / rw shared:1 - btrfs /dev/nvme0n1p2 rw\n");
        QCOMPARE(t.mountpointsOf(259, 2, QStringLiteral("/dev/nvme0n1p2")),
                 (QStringList{QStringLiteral("/home"), QStringLiteral("/")}));
    }
    void ignoresGarbage()
    {
        const MountTable t = MountTable::parse("garbage\n\n1 2 3\n - - -\n");
        QVERIFY(t.mountpointsOf(0, 0, QStringLiteral("/dev/x")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMountTable)
#include "tst_mounttable.moc"
