// The sysfs inventory on fixture trees captured from real drives: identity, topology,
// transport, partitions, holders, mount points, and what must not be listed.
#include "device/inventory.h"
#include "device/sysfsprobe.h"
#include "device/udiskssource.h"
#include "sysfstree.h"

#include <QTest>

using namespace DriveProof::Device;

class TestSysfsProbe : public QObject
{
    Q_OBJECT

    static SysfsRoots rootsFor(const SysfsTree &tree)
    {
        // udev's database inside the fixture tree: never this machine's.
        return {tree.sysRoot(), QStringLiteral("/dev"), tree.mountInfoPath(), false,
                tree.sysRoot() + QStringLiteral("/run/udev/data")};
    }

    static bool writeUdev(const SysfsTree &tree, const char *device, const QByteArray &contents)
    {
        const QString dir = tree.sysRoot() + QStringLiteral("/run/udev/data");
        QDir().mkpath(dir);
        QFile f(dir + QStringLiteral("/b") + QLatin1String(device));
        return f.open(QIODevice::WriteOnly) && f.write(contents) == contents.size();
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
        QCOMPARE(info->transport, DriveProof::Device::Transport::Nvme);
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
        QCOMPARE(info->writeCache, DriveProof::Device::KernelCacheMode::WriteBack);
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
        QCOMPARE(info->transport, DriveProof::Device::Transport::Usb); // the bridge, not "sata"
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
        QCOMPARE(sda->transport, DriveProof::Device::Transport::Sata);
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
        QCOMPARE(loop->transport, DriveProof::Device::Transport::Loop);
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
        // A path that is not there is named missing; one that is there, not a device.
        const auto nowhere = inventory.find(QStringLiteral("./no/such/file"));
        QVERIFY(!nowhere);
        QVERIFY2(nowhere.error().message.startsWith(QLatin1String("There is no ./no/such/file.")),
                 qPrintable(nowhere.error().message));
        const auto notADevice = inventory.find(QCoreApplication::applicationFilePath());
        QVERIFY(!notADevice);
        QVERIFY2(notADevice.error().message.contains(QLatin1String("not a block device")),
                 qPrintable(notADevice.error().message));
    }

    // Issue 13: "ST2000DM008-2FR1" for "ST2000DM008-2FR102" and no rotation rate. libata
    // exposes the drive's IDENTIFY data as VPD page 89h, readable without privileges.
    void qemuSataDiskHasItsFullIdentity()
    {
        SysfsTree tree;
        const QString err = tree.build(fixture("qemu-sata-virtio.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const auto sda = SysfsProbe(rootsFor(tree)).probe(QStringLiteral("sda"));
        QVERIFY(sda);
        QCOMPARE(sda->transport, DriveProof::Device::Transport::Sata);
        QCOMPARE(sda->model, QStringLiteral("ST2000DM008-2FR102"));
        QCOMPARE(sda->serial, QStringLiteral("ZFL0A1B2"));
        QCOMPARE(sda->firmware, QStringLiteral("2.5+"));
        QCOMPARE(sda->rotationRateRpm, std::optional<int>(7200)); // word 217 / VPD B1h
        QVERIFY(sda->sources.contains(QStringLiteral("ATA IDENTIFY")));
        QVERIFY(virtualDiskMaker(*sda).isEmpty()); // QEMU named it after a real drive
        DeviceInfo completed = *sda;
        noteMissingFacts(completed);
        for (const MissingFact &m : completed.missing)
            QVERIFY2(m.key != QLatin1String("rotation_rate"), qPrintable(m.why));
    }
    void virtioScsiDiskSpeaksScsi()
    {
        SysfsTree tree;
        const QString err = tree.build(fixture("qemu-sata-virtio.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const SysfsProbe probe(rootsFor(tree));
        const auto sdb = probe.probe(QStringLiteral("sdb"));
        QVERIFY(sdb);
        QCOMPARE(sdb->transport, DriveProof::Device::Transport::VirtioScsi); // not "virtio"
        QCOMPARE(sdb->vendor, QStringLiteral("QEMU"));
        QCOMPARE(sdb->model, QStringLiteral("QEMU HARDDISK"));
        QCOMPARE(sdb->rotationRateRpm, std::optional<int>(7200)); // VPD B1h bytes 4-5
        QCOMPARE(virtualDiskMaker(*sdb), QStringLiteral("QEMU"));
        const auto vda = probe.probe(QStringLiteral("vda"));
        QVERIFY(vda);
        QCOMPARE(vda->transport, DriveProof::Device::Transport::Virtio);
        QCOMPARE(vda->serial, QStringLiteral("VBLK0001"));
        QCOMPARE(virtualDiskMaker(*vda), QStringLiteral("virtio"));
    }
    void udevDatabaseGivesFullStrings()
    {
        // Without VPD 89h (an older kernel, a SAT bridge without the page), udev's database
        // still has ata_id's strings; the probe reads it without udisks2.
        SysfsTree tree;
        const QString err = tree.build(fixture("qemu-sata-virtio.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY(QFile::remove(tree.sysRoot() +
                              QStringLiteral("/devices/pci0000:00/0000:00:04.0/ata1/host0/"
                                             "target0:0:0/0:0:0:0/block/sda/device/vpd_pg89")));
        QVERIFY(QFile::remove(tree.sysRoot() +
                              QStringLiteral("/devices/pci0000:00/0000:00:04.0/ata1/host0/"
                                             "target0:0:0/0:0:0:0/block/sda/device/vpd_pgb1")));
        QVERIFY(writeUdev(tree, "8:0",
                          "S:disk/by-id/ata-ST2000DM008-2FR102_ZFL0A1B2\n"
                          "I:1234567\n"
                          "E:ID_ATA=1\n"
                          "E:ID_TYPE=disk\n"
                          "E:ID_BUS=ata\n"
                          "E:ID_MODEL=ST2000DM008-2FR102\n"
                          "E:ID_MODEL_ENC=ST2000DM008-2FR102\\x20\\x20\\x20\\x20\\x20\n"
                          "E:ID_REVISION=0001\n"
                          "E:ID_SERIAL=ST2000DM008-2FR102_ZFL0A1B2\n"
                          "E:ID_SERIAL_SHORT=ZFL0A1B2\n"
                          "E:ID_WWN=0x5000c500a1b2c3d4\n"
                          "E:ID_WWN_WITH_EXTENSION=0x5000c500a1b2c3d4\n"
                          "E:ID_ATA_ROTATION_RATE_RPM=7200\n"
                          "G:systemd\n"));
        const auto sda = SysfsProbe(rootsFor(tree)).probe(QStringLiteral("sda"));
        QVERIFY(sda);
        QCOMPARE(sda->model, QStringLiteral("ST2000DM008-2FR102"));
        QCOMPARE(sda->firmware, QStringLiteral("0001")); // ata_id's, over INQUIRY's 4 bytes
        QCOMPARE(sda->wwn, QStringLiteral("0x5000c500a1b2c3d4"));
        QCOMPARE(sda->rotationRateRpm, std::optional<int>(7200));
        QVERIFY(sda->sources.contains(QStringLiteral("udev")));
    }
    void udevStrings_data()
    {
        QTest::addColumn<QString>("encoded");
        QTest::addColumn<QString>("decoded");
        QTest::newRow("spaces") << "Samsung\\x20SSD\\x20870\\x20EVO\\x201TB\\x20\\x20"
                                << "Samsung SSD 870 EVO 1TB";
        QTest::newRow("slash") << "WDC\\x2fWD40"
                               << "WDC/WD40";
        QTest::newRow("plain") << "CT500MX500SSD1"
                               << "CT500MX500SSD1";
        QTest::newRow("control bytes") << "A\\x1b[31mB"
                                       << "A [31mB";
        QTest::newRow("cut escape") << "AB\\x2"
                                    << "AB\\x2";
    }
    void udevStrings()
    {
        QFETCH(QString, encoded);
        QFETCH(QString, decoded);
        QCOMPARE(decodeUdevString(encoded), decoded);
    }
    void preferFullStrings()
    {
        QCOMPARE(preferFullString(QStringLiteral("Samsung SSD 870"),
                                  QStringLiteral("Samsung SSD 870 EVO 1TB")),
                 QStringLiteral("Samsung SSD 870 EVO 1TB"));
        QCOMPARE(preferFullString(QStringLiteral("ST2000DM008-2FR102"),
                                  QStringLiteral("ST2000DM008-2FR1")),
                 QStringLiteral("ST2000DM008-2FR102"));
        QCOMPARE(preferFullString(QString(), QStringLiteral("X")), QStringLiteral("X"));
        // Different strings: the preferred source stays.
        QCOMPARE(preferFullString(QStringLiteral("SVT02B6Q"), QStringLiteral("2B6Q")),
                 QStringLiteral("SVT02B6Q"));
    }
    void udisksFullModelWinsOverInquiry()
    {
        // udisks2 running and knowing the full name: it must not lose to sysfs' 16 bytes.
        DeviceInfo info;
        info.model = QStringLiteral("Samsung SSD 870");
        info.serial = QStringLiteral("S6PTNM0T123456A");
        info.rotational = false;
        UdisksDriveFacts facts;
        facts.model = QStringLiteral("Samsung SSD 870 EVO 1TB");
        facts.serial = QStringLiteral("S6PTNM0T123456A");
        facts.rotationRateRpm = 0;
        mergeUdisksFacts(info, facts);
        QCOMPARE(info.model, QStringLiteral("Samsung SSD 870 EVO 1TB"));
        QCOMPARE(info.serial, QStringLiteral("S6PTNM0T123456A"));
        QCOMPARE(info.rotationRateRpm, std::optional<int>(0));
    }
    void vpdB1RotationRate()
    {
        QCOMPARE(rotationFromVpdB1(QByteArray::fromHex("00b1003c1c20")), std::optional<int>(7200));
        QCOMPARE(rotationFromVpdB1(QByteArray::fromHex("00b1003c0001")), std::optional<int>(0));
        QVERIFY(!rotationFromVpdB1(QByteArray::fromHex("00b1003c0000"))); // not reported
        QVERIFY(!rotationFromVpdB1(QByteArray::fromHex("00b1003c0200"))); // reserved
        QVERIFY(!rotationFromVpdB1(QByteArray::fromHex("00b0003c1c20"))); // another page
        QVERIFY(!rotationFromVpdB1(QByteArray::fromHex("00b1")));         // cut off
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
        QTest::newRow("virtio-scsi")
            << "sdb"
            << "/sys/devices/pci0000:00/0000:00:05.0/virtio0/host6/target6:0:0/6:0:0:0/block/sdb"
            << "virtio-scsi";
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
        QCOMPARE(transportKey(transportFromSysfsPath(name, path)), transport);
        QCOMPARE(transportFromKey(transport), transportFromSysfsPath(name, path));
    }
};

QTEST_GUILESS_MAIN(TestSysfsProbe)
#include "tst_sysfsprobe.moc"
