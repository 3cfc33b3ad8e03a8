// The sysfs inventory on fixture trees captured from real drives: identity, topology,
// transport, partitions, holders, mount points, and what must not be listed.
#include "device/inventory.h"
#include "device/sysfsprobe.h"
#include "sysfstree.h"

#include <QTest>

using namespace DriveProof::Device;

class TestSysfsProbe : public QObject
{
    Q_OBJECT

    static SysfsRoots rootsFor(const SysfsTree &tree)
    {
        return {tree.sysRoot(), QStringLiteral("/dev"), tree.mountInfoPath(), false};
    }
    static QString fixture(const char *name)
    {
        return QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/sysfs/") + QLatin1String(name);
    }

private slots:
    void nvme512e()
    {
        SysfsTree tree;
        const QString err = tree.build(fixture("nvme-512e.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const SysfsProbe probe(rootsFor(tree));
        QCOMPARE(probe.diskNames(), QStringList{QStringLiteral("nvme0n1")});
        const auto info = probe.probe(QStringLiteral("nvme0n1"));
        QVERIFY(info);
        QCOMPARE(info->path, QStringLiteral("/dev/nvme0n1"));
        QCOMPARE(info->kind, DeviceKind::Disk);
        QCOMPARE(info->transport, QStringLiteral("nvme"));
        QCOMPARE(info->model, QStringLiteral("Samsung SSD 970 EVO Plus 1TB"));
        QCOMPARE(info->serial, QStringLiteral("S4EWNX0R123456A"));
        QCOMPARE(info->firmware, QStringLiteral("2B2QEXM7"));
        QCOMPARE(info->wwn, QStringLiteral("0x0025388b91b2c3d4"));
        QVERIFY(info->vendor.isEmpty());
        QCOMPARE(info->sizeBytes, 1953525168LL * 512);
        QCOMPARE(info->logicalBlockSize, 512);
        QCOMPARE(info->physicalBlockSize, 4096);
        QCOMPARE(info->minimumIoSize, 4096);
        QCOMPARE(info->optimalIoSize, 0);
        QVERIFY(!info->rotational);
        QVERIFY(!info->rotationRateRpm);
        QCOMPARE(info->writeCache, QStringLiteral("write back"));
        QVERIFY(info->fua);
        QVERIFY(info->holders.isEmpty());
        QCOMPARE(info->partitions.size(), 1);
        const PartitionInfo &p = info->partitions.first();
        QCOMPARE(p.number, 1);
        QCOMPARE(p.path, QStringLiteral("/dev/nvme0n1p1"));
        QCOMPARE(p.startBytes, 2048LL * 512);
        QCOMPARE(p.sizeBytes, 1953521664LL * 512);
        QCOMPARE(p.mountpoints, QStringList{QStringLiteral("/")});
        QVERIFY(info->inUse());
        QCOMPARE(probe.diskOf(QStringLiteral("nvme0n1p1")), QStringLiteral("nvme0n1"));
        QCOMPARE(probe.diskOf(QStringLiteral("nvme0n1")), QStringLiteral("nvme0n1"));
        QVERIFY(probe.diskOf(QStringLiteral("nvme1n1")).isEmpty());
    }

    void usbBridgedSataDisk()
    {
        SysfsTree tree;
        const QString err = tree.build(fixture("usb-sata-hdd.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const auto info = SysfsProbe(rootsFor(tree)).probe(QStringLiteral("sdb"));
        QVERIFY(info);
        QCOMPARE(info->transport, QStringLiteral("usb")); // the bridge, not "sata"
        QCOMPARE(info->vendor, QStringLiteral("WDC"));
        QCOMPARE(info->model, QStringLiteral("WD40EFRX-68N32N0"));
        QCOMPARE(info->firmware, QStringLiteral("0A82"));
        QCOMPARE(info->serial, QStringLiteral("WD-WCC7F0KL54")); // from VPD page 80h
        QVERIFY(info->wwn.isEmpty());                            // t10 ids are not WWNs
        QVERIFY(info->rotational);
        QCOMPARE(info->optimalIoSize, 33553920);
        QVERIFY(!info->fua);
        QCOMPARE(info->partitions.size(), 1);
        QCOMPARE(info->partitions.first().startBytes, 63LL * 512);
        QCOMPARE(info->partitions.first().holders, QStringList{QStringLiteral("dm-0")});
        QVERIFY(info->partitions.first().mountpoints.isEmpty());
        QVERIFY(info->inUse());

        DeviceInfo completed = *info;
        noteMissingFacts(completed);
        QStringList missing;
        for (const MissingFact &m : completed.missing)
            missing << m.key;
        QCOMPARE(missing, (QStringList{QStringLiteral("wwn"), QStringLiteral("rotation_rate")}));
    }

    void sataSsdAndLoop()
    {
        SysfsTree tree;
        const QString err = tree.build(fixture("sata-ssd.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const SysfsProbe probe(rootsFor(tree));
        // loop1 is unattached and zram is skipped: neither is a drive to test.
        QCOMPARE(probe.diskNames(), (QStringList{QStringLiteral("loop0"), QStringLiteral("sda")}));
        const auto sda = probe.probe(QStringLiteral("sda"));
        QVERIFY(sda);
        QCOMPARE(sda->transport, QStringLiteral("sata"));
        QCOMPARE(sda->serial, QStringLiteral("1923251C4912"));
        QCOMPARE(sda->wwn, QStringLiteral("0x500a0751e1234567"));
        QCOMPARE(sda->vendor, QStringLiteral("ATA"));
        QCOMPARE(sda->physicalBlockSize, 512);
        QCOMPARE(sda->mountpoints,
                 (QStringList{QStringLiteral("/data"), QStringLiteral("/srv/data")}));
        QVERIFY(sda->partitions.isEmpty());

        const auto loop = probe.probe(QStringLiteral("loop0"));
        QVERIFY(loop);
        QVERIFY(loop->isLoop());
        QCOMPARE(loop->transport, QStringLiteral("loop"));
        QCOMPARE(loop->backingFile, QStringLiteral("/home/me/disk image.img"));
        QCOMPARE(loop->logicalBlockSize, 4096);
        QCOMPARE(loop->sizeBytes, 131072LL * 512);
        QVERIFY(loop->readOnly);
        QVERIFY(!loop->inUse());
        DeviceInfo completed = *loop;
        noteMissingFacts(completed);
        QVERIFY(completed.missing.isEmpty()); // a loop device has no drive identity to miss
    }

    void inventoryFindsWhatUsersType()
    {
        SysfsTree tree;
        const QString err = tree.build(fixture("nvme-512e.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const Inventory inventory(rootsFor(tree));
        QCOMPARE(inventory.devices().size(), 1);
        QString partition;
        const auto byPartition = inventory.find(QStringLiteral("nvme0n1p1"), &partition);
        QVERIFY(byPartition);
        QCOMPARE(byPartition->name, QStringLiteral("nvme0n1"));
        QCOMPARE(partition, QStringLiteral("nvme0n1p1"));
        const auto missing = inventory.find(QStringLiteral("sdz"));
        QVERIFY(!missing);
        QVERIFY(missing.error().message.contains(QLatin1String("sdz")));
        const auto notADevice = inventory.find(QStringLiteral("./some/file"));
        QVERIFY(!notADevice);
        QVERIFY(notADevice.error().message.contains(QLatin1String("not a block device")));
    }

    void transportFromPath_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("transport");
        QTest::newRow("sata")
            << "sda"
            << "/sys/devices/pci0000:00/0000:00:17.0/ata3/host2/target2:0:0/2:0:0:0/block/sda"
            << "sata";
        QTest::newRow("sas")
            << "sdc"
            << "/sys/devices/pci0000:00/0000:00:03.0/0000:02:00.0/host0/port-0:0/expander-0:0/port-0:0:1/end_device-0:0:1/target0:0:1/0:0:1:0/block/sdc"
            << "sas";
        QTest::newRow("usb")
            << "sdb"
            << "/sys/devices/pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host4/target4:0:0/4:0:0:0/block/sdb"
            << "usb";
        QTest::newRow("nvme")
            << "nvme0n1"
            << "/sys/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/nvme0n1"
            << "nvme";
        QTest::newRow("virtio") << "vda"
                                << "/sys/devices/pci0000:00/0000:00:02.0/virtio1/block/vda"
                                << "virtio";
        QTest::newRow("mmc")
            << "mmcblk0"
            << "/sys/devices/platform/fe320000.mmc/mmc_host/mmc1/mmc1:0001/block/mmcblk0"
            << "mmc";
        QTest::newRow("loop") << "loop3"
                              << "/sys/devices/virtual/block/loop3"
                              << "loop";
        QTest::newRow("scsi") << "sde"
                              << "/sys/devices/platform/host5/target5:0:0/5:0:0:0/block/sde"
                              << "scsi";
        QTest::newRow("unknown")
            << "pmem0"
            << "/sys/devices/LNXSYSTM:00/ndbus0/region0/namespace0.0/block/pmem0"
            << "";
    }
    void transportFromPath()
    {
        QFETCH(QString, name);
        QFETCH(QString, path);
        QFETCH(QString, transport);
        QCOMPARE(transportFromSysfsPath(name, path), transport);
    }
};

QTEST_GUILESS_MAIN(TestSysfsProbe)
#include "tst_sysfsprobe.moc"
