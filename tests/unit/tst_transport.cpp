// device/transport.h: the stable words of every transport, drive class and kernel cache
// mode, read back, and the one choice of command set that the write cache, health and
// self-tests share (issue 26: SAS was SCSI to the cache code and ATA to the health code).
#include "device/deviceinfo.h"

#include <QTest>

using namespace DriveProof::Device;

Q_DECLARE_METATYPE(Transport)
Q_DECLARE_METATYPE(CommandSet)

class TestTransport : public QObject
{
    Q_OBJECT

private slots:
    void everyTransportHasAWordReadBack()
    {
        QStringList words;
        for (int i = int(Transport::Sata); i <= int(Transport::Loop); ++i) {
            const auto t = Transport(i);
            const QString word = transportKey(t);
            QVERIFY2(!word.isEmpty(), qPrintable(QString::number(i)));
            QCOMPARE(transportFromKey(word), t);
            words << word;
        }
        words.removeDuplicates();
        QCOMPARE(words.size(), int(Transport::Loop)); // no two share a word
        QCOMPARE(transportKey(Transport::Unknown), QString());
        QCOMPARE(transportFromKey(u"ata"), Transport::Unknown);
        QCOMPARE(transportFromKey(u""), Transport::Unknown);
    }

    void commandSet_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<Transport>("transport");
        QTest::addColumn<CommandSet>("expected");
        QTest::newRow("sata") << "sda" << Transport::Sata << CommandSet::Ata;
        QTest::newRow("usb bridge") << "sdb" << Transport::Usb << CommandSet::Ata;
        QTest::newRow("sas") << "sdc" << Transport::Sas << CommandSet::Scsi;
        QTest::newRow("scsi") << "sdd" << Transport::Scsi << CommandSet::Scsi;
        QTest::newRow("virtio-scsi") << "sde" << Transport::VirtioScsi << CommandSet::Scsi;
        // The sd driver takes SCSI whatever the adapter calls itself.
        QTest::newRow("sd on virtio") << "sdf" << Transport::Virtio << CommandSet::Scsi;
        QTest::newRow("sd, no transport") << "sdg" << Transport::Unknown << CommandSet::Scsi;
        QTest::newRow("nvme") << "nvme0n1" << Transport::Nvme << CommandSet::Nvme;
        QTest::newRow("virtio-blk") << "vda" << Transport::Virtio << CommandSet::None;
        QTest::newRow("mmc") << "mmcblk0" << Transport::Mmc << CommandSet::None;
        QTest::newRow("loop") << "loop0" << Transport::Loop << CommandSet::None;
        QTest::newRow("pmem") << "pmem0" << Transport::Unknown << CommandSet::Unknown;
    }
    void commandSet()
    {
        QFETCH(QString, name);
        QFETCH(Transport, transport);
        QFETCH(CommandSet, expected);
        DeviceInfo info;
        info.name = name;
        info.transport = transport;
        QCOMPARE(commandSetFor(info), expected);
        info.kind = DeviceKind::Loop; // a loop device never takes drive commands
        QCOMPARE(commandSetFor(info), CommandSet::None);
    }

    void everyDriveClassHasAWordReadBack()
    {
        for (int i = int(DriveClass::Hdd); i <= int(DriveClass::Virtual); ++i) {
            const auto c = DriveClass(i);
            QVERIFY(!driveClassKey(c).isEmpty());
            QCOMPARE(driveClassFromKey(driveClassKey(c)), c);
        }
        QCOMPARE(driveClassKey(DriveClass::Unknown), QString());
        QCOMPARE(driveClassFromKey(u"ssd"), DriveClass::Unknown);
    }

    void kernelCacheWordsReadBack()
    {
        for (const auto mode : {KernelCacheMode::WriteBack, KernelCacheMode::WriteThrough})
            QCOMPARE(kernelCacheModeFromWords(kernelCacheWords(mode)), mode);
        QCOMPARE(kernelCacheModeFromWords(u"write back\n"), KernelCacheMode::WriteBack);
        QCOMPARE(kernelCacheModeFromWords(u"writeback"), KernelCacheMode::Unknown);
        QCOMPARE(kernelCacheWords(KernelCacheMode::Unknown), QString());
    }
};

QTEST_GUILESS_MAIN(TestTransport)
#include "tst_transport.moc"
