// udisks2 facts without a bus: reading a hand-built GetManagedObjects tree, merging into a
// sysfs DeviceInfo (sysfs keeps its values and all of the topology), and a missing bus.
#include "device/deviceinfo.h"
#include "device/udisksobjects.h"
#include "device/udiskssource.h"

#include <QDBusConnection>
#include <QDBusObjectPath>
#include <QElapsedTimer>
#include <QTest>

using namespace DriveProof::Device;

namespace {

// udisks2 sends paths as NUL-terminated `ay`.
QVariant byteString(const char *text)
{
    return QByteArray(text, int(qstrlen(text)) + 1);
}

QVariant objectPath(const char *path)
{
    return QVariant::fromValue(QDBusObjectPath(QString::fromLatin1(path)));
}

const QString Block = QStringLiteral("org.freedesktop.UDisks2.Block");

UdisksManagedObjects sampleTree()
{
    UdisksManagedObjects tree;
    const QVariantMap drive{{QStringLiteral("Model"), QStringLiteral("Samsung SSD 860 EVO 500GB")},
                            {QStringLiteral("Vendor"), QString()},
                            {QStringLiteral("Serial"), QStringLiteral("S3Z1NB0K123456A")},
                            {QStringLiteral("Revision"), QStringLiteral("RVT04B6Q")},
                            {QStringLiteral("WWN"), QStringLiteral("0x5002538e40a1b2c3")},
                            {QStringLiteral("RotationRate"), 0},
                            {QStringLiteral("ConnectionBus"), QString()},
                            {QStringLiteral("Removable"), false}};
    tree[QDBusObjectPath(QStringLiteral("/org/freedesktop/UDisks2/drives/Samsung_SSD"))]
        [QStringLiteral("org.freedesktop.UDisks2.Drive")] = drive;
    tree[QDBusObjectPath(QStringLiteral("/org/freedesktop/UDisks2/drives/Old_Disk"))]
        [QStringLiteral("org.freedesktop.UDisks2.Drive")] = {{QStringLiteral("RotationRate"), -1}};

    const auto block = [&tree](const char *path, QVariantMap props) -> UdisksInterfaceMap & {
        UdisksInterfaceMap &object = tree[QDBusObjectPath(QString::fromLatin1(path))];
        object[Block] = std::move(props);
        return object;
    };
    block("/org/freedesktop/UDisks2/block_devices/sda",
          {{QStringLiteral("Device"), byteString("/dev/sda")},
           {QStringLiteral("PreferredDevice"), byteString("/dev/sda")},
           {QStringLiteral("Drive"), objectPath("/org/freedesktop/UDisks2/drives/Samsung_SSD")}});
    block("/org/freedesktop/UDisks2/block_devices/sda1",
          {{QStringLiteral("Device"), byteString("/dev/sda1")},
           {QStringLiteral("Drive"), objectPath("/org/freedesktop/UDisks2/drives/Samsung_SSD")}})
        [QStringLiteral("org.freedesktop.UDisks2.Partition")] = {{QStringLiteral("Number"), 1u}};
    block("/org/freedesktop/UDisks2/block_devices/sdb",
          {{QStringLiteral("Device"), byteString("/dev/sdb")},
           {QStringLiteral("Drive"), objectPath("/org/freedesktop/UDisks2/drives/Old_Disk")}});
    block("/org/freedesktop/UDisks2/block_devices/loop3",
          {{QStringLiteral("Device"), byteString("/dev/loop3")},
           {QStringLiteral("Drive"),
            objectPath("/")}})[QStringLiteral("org.freedesktop.UDisks2.Loop")] = {
        {QStringLiteral("BackingFile"), byteString("/tmp/disk.img")}};
    // dm: the preferred name is the mapper alias, the key must stay the kernel name.
    block("/org/freedesktop/UDisks2/block_devices/dm_2d0",
          {{QStringLiteral("Device"), byteString("/dev/dm-0")},
           {QStringLiteral("PreferredDevice"), byteString("/dev/mapper/vg-root")},
           {QStringLiteral("Drive"), objectPath("/")}});
    return tree;
}

DeviceInfo sysfsDisk()
{
    DeviceInfo info;
    info.name = QStringLiteral("sda");
    info.model = QStringLiteral("Samsung SSD 860"); // SCSI INQUIRY: 16 bytes
    info.sizeBytes = 500107862016;
    info.logicalBlockSize = 512;
    info.physicalBlockSize = 4096;
    info.minimumIoSize = 4096;
    info.alignmentOffset = 0;
    info.sources << QStringLiteral("sysfs");
    return info;
}

} // namespace

class TestUdisksFacts : public QObject
{
    Q_OBJECT
private slots:
    void readsWholeDisksAndTheirDrives()
    {
        const QHash<QString, UdisksDriveFacts> facts = factsFromManagedObjects(sampleTree());
        QCOMPARE(facts.size(), 4); // sda, sdb, loop3, dm-0: not the partition sda1
        QVERIFY(!facts.contains(QStringLiteral("sda1")));

        const UdisksDriveFacts sda = facts.value(QStringLiteral("sda"));
        QCOMPARE(sda.blockObjectPath, QStringLiteral("/org/freedesktop/UDisks2/block_devices/sda"));
        QCOMPARE(sda.driveObjectPath,
                 QStringLiteral("/org/freedesktop/UDisks2/drives/Samsung_SSD"));
        QCOMPARE(sda.model, QStringLiteral("Samsung SSD 860 EVO 500GB"));
        QCOMPARE(sda.serial, QStringLiteral("S3Z1NB0K123456A"));
        QCOMPARE(sda.revision, QStringLiteral("RVT04B6Q"));
        QCOMPARE(sda.wwn, QStringLiteral("0x5002538e40a1b2c3"));
        QCOMPARE(sda.rotationRateRpm, std::optional<int>(0));

        QCOMPARE(facts.value(QStringLiteral("sdb")).rotationRateRpm, std::nullopt); // -1: unknown

        const UdisksDriveFacts loop = facts.value(QStringLiteral("loop3"));
        QCOMPARE(loop.backingFile, QStringLiteral("/tmp/disk.img")); // NUL stripped
        QVERIFY(loop.driveObjectPath.isEmpty());
        QVERIFY(loop.model.isEmpty());
        QVERIFY(facts.contains(QStringLiteral("dm-0")));
    }

    void mergeFillsWhatSysfsLeftEmptyOrCutOff()
    {
        const UdisksDriveFacts facts =
            factsFromManagedObjects(sampleTree()).value(QStringLiteral("sda"));
        const DeviceInfo before = sysfsDisk();
        DeviceInfo info = before;
        mergeUdisksFacts(info, facts);

        // sysfs' model is INQUIRY's 16 bytes, "Samsung SSD 860": udisks2's full name, of
        // which it is the cut-off start, wins (issue 13).
        QCOMPARE(before.model, QStringLiteral("Samsung SSD 860"));
        QCOMPARE(info.model, QStringLiteral("Samsung SSD 860 EVO 500GB"));
        QCOMPARE(info.serial, facts.serial); // sysfs had none: filled
        QCOMPARE(info.firmware, facts.revision);
        QCOMPARE(info.wwn, facts.wwn);
        QVERIFY(info.vendor.isEmpty());
        // Topology is sysfs's alone.
        QCOMPARE(info.sizeBytes, before.sizeBytes);
        QCOMPARE(info.logicalBlockSize, before.logicalBlockSize);
        QCOMPARE(info.physicalBlockSize, before.physicalBlockSize);
        QCOMPARE(info.minimumIoSize, before.minimumIoSize);
        QCOMPARE(info.rotational, before.rotational);

        mergeUdisksFacts(info, facts); // a second merge (refresh) adds no duplicate source
        QCOMPARE(info.sources, (QStringList{QStringLiteral("sysfs"), QStringLiteral("udisks2")}));

        // A different string (not a longer form of the probe's) does not replace it.
        DeviceInfo other = before;
        other.model = QStringLiteral("CT500MX500SSD1");
        mergeUdisksFacts(other, facts);
        QCOMPARE(other.model, QStringLiteral("CT500MX500SSD1"));
    }

    void mergeLoopBackingFile()
    {
        DeviceInfo info;
        info.kind = DeviceKind::Loop;
        mergeUdisksFacts(info,
                         factsFromManagedObjects(sampleTree()).value(QStringLiteral("loop3")));
        QCOMPARE(info.backingFile, QStringLiteral("/tmp/disk.img"));
        QCOMPARE(info.rotationRateRpm, std::nullopt);
    }

    void rotationRate_data()
    {
        QTest::addColumn<bool>("rotational");
        QTest::addColumn<std::optional<int>>("fromUdisks");
        QTest::addColumn<std::optional<int>>("expected");
        QTest::newRow("hdd 7200") << true << std::optional<int>(7200) << std::optional<int>(7200);
        QTest::newRow("ssd 0") << false << std::optional<int>(0) << std::optional<int>(0);
        // sysfs says it spins: "0 rpm" would contradict it, so the rate stays unknown.
        QTest::newRow("rotational, udisks 0")
            << true << std::optional<int>(0) << std::optional<int>();
        QTest::newRow("unknown") << true << std::optional<int>() << std::optional<int>();
        QTest::newRow("bridge says non-rotational")
            << false << std::optional<int>(5400) << std::optional<int>(5400);
    }

    void rotationRate()
    {
        QFETCH(bool, rotational);
        QFETCH(std::optional<int>, fromUdisks);
        QFETCH(std::optional<int>, expected);
        DeviceInfo info;
        info.rotational = rotational;
        UdisksDriveFacts facts;
        facts.rotationRateRpm = fromUdisks;
        mergeUdisksFacts(info, facts);
        QCOMPARE(info.rotationRateRpm, expected);
        QCOMPARE(info.rotational, rotational);
    }

    void noBusIsQuickAndEmpty()
    {
        QElapsedTimer timer;
        timer.start();
        const QString name = QStringLiteral("driveproof-nobus");
        {
            UdisksSource source(QDBusConnection::connectToBus(
                QStringLiteral("unix:path=/nonexistent/driveproof/bus_socket"), name));
            QVERIFY(!source.isAvailable());
            QVERIFY(source.drives().isEmpty());
        }
        QDBusConnection::disconnectFromBus(name);
        QVERIFY2(timer.elapsed() < 2000, "no bus must not cost a timeout");
    }
};

QTEST_GUILESS_MAIN(TestUdisksFacts)
#include "tst_udisksfacts.moc"
