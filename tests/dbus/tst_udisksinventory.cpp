// The udisks2 source against a real udisksd on the system bus (started by
// with-udisksd.sh): what it lists matches sysfs, it never changes the topology, and a loop
// device attached and detached here is announced by devicesChanged() without a restart.
#include "device/inventory.h"
#include "device/udiskssource.h"
#include "testskip.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

#include <unistd.h>

using namespace DriveProof::Device;

namespace {

constexpr qint64 ImageBytes = 64 * 1024 * 1024;

QString losetupPath()
{
    return QStandardPaths::findExecutable(QStringLiteral("losetup"),
                                          {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
}

QString runLosetup(const QStringList &args, int *exitCode)
{
    QProcess p;
    p.start(losetupPath(), args);
    p.waitForFinished(30000);
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
}

QString sysfsBackingFile(const QString &loopName)
{
    QFile f(QStringLiteral("/sys/block/%1/loop/backing_file").arg(loopName));
    return f.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(f.readAll()).trimmed() : QString();
}

// udisks2's coldplug skips block devices that udev has not initialised, i.e. that have no
// entry in udev's database.
bool udevInitialised(const DeviceInfo &info)
{
    return QFile::exists(QStringLiteral("/run/udev/data/b%1:%2").arg(info.major).arg(info.minor));
}

QHash<QString, DeviceInfo> byName(const QList<DeviceInfo> &list)
{
    QHash<QString, DeviceInfo> map;
    for (const DeviceInfo &info : list)
        map.insert(info.name, info);
    return map;
}

// True once at least one devicesChanged() came and, after it, `holds` is true. Waits
// for further signals while it is not: one hotplug may take several udisks2 updates.
bool changedUntil(QSignalSpy &spy, const std::function<bool()> &holds, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    for (int seen = 0;;) {
        if (spy.count() > seen) {
            seen = int(spy.count());
            if (holds())
                return true;
        }
        if (deadline.hasExpired() || !spy.wait(int(qMax<qint64>(1, deadline.remainingTime()))))
            return spy.count() > seen && holds();
    }
}

} // namespace

class TestUdisksInventory : public QObject
{
    Q_OBJECT
private slots:
    void listsWhatSysfsLists();
    void topologyUnchangedByUdisks();
    void loopHotplug();
    void cleanup();

private:
    bool isOurLoop(const QString &name) const;
    void detachOurLoops();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_image; // canonical path: the kernel reports the backing file canonically
};

void TestUdisksInventory::listsWhatSysfsLists()
{
    UdisksSource udisks;
    QVERIFY(udisks.isAvailable());
    const Inventory sysfsOnly;
    const QList<DeviceInfo> disks = sysfsOnly.devices();
    QVERIFY2(byName(disks).contains(QStringLiteral("vda")), "sysfs must list the machine's disk");
    const QHash<QString, UdisksDriveFacts> facts = udisks.drives();
    QVERIFY2(!facts.isEmpty(), "udisksd runs but GetManagedObjects gave nothing");
    // Other tests may attach or detach loop devices meanwhile: judge only stable disks.
    const QHash<QString, DeviceInfo> stillThere = byName(sysfsOnly.devices());

    int compared = 0;
    for (const DeviceInfo &disk : disks) {
        if (!stillThere.contains(disk.name))
            continue;
        if (!facts.contains(disk.name)) {
            QVERIFY2(!udevInitialised(disk),
                     qPrintable(disk.name +
                                QStringLiteral(" is in udev's database but not in udisks2")));
            qInfo("%s: not listed by udisks2 because udev never initialised it (no entry in "
                  "/run/udev/data); sysfs alone describes it",
                  qPrintable(disk.name));
            continue;
        }
        const UdisksDriveFacts f = facts.value(disk.name);
        // Where both know a value they must agree. SCSI INQUIRY cuts the model to 16
        // bytes while udisks2 has ATA IDENTIFY's 40: one may be a prefix of the other.
        if (!disk.model.isEmpty() && !f.model.isEmpty())
            QVERIFY2(f.model.startsWith(disk.model) || disk.model.startsWith(f.model),
                     qPrintable(disk.name));
        if (!disk.serial.isEmpty() && !f.serial.isEmpty())
            QCOMPARE(f.serial, disk.serial);
        if (!disk.vendor.isEmpty() && !f.vendor.isEmpty())
            QCOMPARE(f.vendor, disk.vendor);
        if (disk.isLoop())
            QCOMPARE(f.backingFile, disk.backingFile);
        ++compared;
    }
    qInfo("udisks2 lists %lld whole-disk block devices; %d of sysfs's %lld disks compared",
          qlonglong(facts.size()), compared, qlonglong(disks.size()));
}

void TestUdisksInventory::topologyUnchangedByUdisks()
{
    UdisksSource udisks;
    Inventory plain;
    Inventory enriched;
    QVERIFY(enriched.useUdisks(&udisks));
    const QHash<QString, DeviceInfo> a = byName(plain.devices());
    const QHash<QString, DeviceInfo> b = byName(enriched.devices());
    const QHash<QString, UdisksDriveFacts> facts = udisks.drives();
    QVERIFY(b.contains(QStringLiteral("vda")));
    for (const DeviceInfo &x : a) {
        if (!b.contains(x.name))
            continue; // a loop device of another test, gone in between
        const DeviceInfo &y = b[x.name];
        QCOMPARE(y.sizeBytes, x.sizeBytes);
        QCOMPARE(y.logicalBlockSize, x.logicalBlockSize);
        QCOMPARE(y.physicalBlockSize, x.physicalBlockSize);
        QCOMPARE(y.minimumIoSize, x.minimumIoSize);
        QCOMPARE(y.optimalIoSize, x.optimalIoSize);
        QCOMPARE(y.alignmentOffset, x.alignmentOffset);
        QCOMPARE(y.rotational, x.rotational);
        QCOMPARE(y.partitions.size(), x.partitions.size());
        for (qsizetype i = 0; i < x.partitions.size(); ++i) {
            QCOMPARE(y.partitions[i].startBytes, x.partitions[i].startBytes);
            QCOMPARE(y.partitions[i].sizeBytes, x.partitions[i].sizeBytes);
        }
        QCOMPARE(y.sources.contains(QStringLiteral("udisks2")), facts.contains(x.name));
        QVERIFY(!x.sources.contains(QStringLiteral("udisks2")));
    }
}

bool TestUdisksInventory::isOurLoop(const QString &name) const
{
    static const QRegularExpression loopName(QStringLiteral("^loop[0-9]+$"));
    return loopName.match(name).hasMatch() && !m_image.isEmpty() &&
           sysfsBackingFile(name) == m_image;
}

void TestUdisksInventory::loopHotplug()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    {
        QFile image(m_dir->filePath(QStringLiteral("hotplug.img")));
        QVERIFY(image.open(QIODevice::WriteOnly));
        QVERIFY(image.resize(ImageBytes)); // sparse: no data blocks written
    }
    m_image = QFileInfo(m_dir->filePath(QStringLiteral("hotplug.img"))).canonicalFilePath();
    int rc = 0;
    QVERIFY2(runLosetup({QStringLiteral("-j"), m_image}, &rc).isEmpty(),
             "a fresh image is attached already?");

    UdisksSource udisks;
    Inventory inventory;
    QVERIFY(inventory.useUdisks(&udisks));
    QSignalSpy changed(&udisks, &UdisksSource::devicesChanged);
    QSignalSpy inventoryChanged(&inventory, &Inventory::changed);

    const QString device =
        runLosetup({QStringLiteral("-f"), QStringLiteral("--show"), m_image}, &rc);
    QCOMPARE(rc, 0);
    const QString name = device.mid(int(qstrlen("/dev/")));
    // From here on, only the device losetup returned, and only while it is backed by our file.
    QVERIFY2(
        device.startsWith(QLatin1String("/dev/")) && isOurLoop(name),
        qPrintable(
            QStringLiteral("losetup returned '%1', not a loop device over our image").arg(device)));

    QVERIFY2(
        changedUntil(
            changed, [&] { return udisks.drives().value(name).backingFile == m_image; }, 10000),
        "no devicesChanged() with the new loop device within 10 s");
    QVERIFY(inventoryChanged.count() > 0);
    const QHash<QString, DeviceInfo> withLoop = byName(inventory.devices());
    QVERIFY(withLoop.contains(name));
    const DeviceInfo loop = withLoop.value(name);
    QVERIFY(loop.isLoop());
    QCOMPARE(loop.backingFile, m_image);
    QCOMPARE(loop.sizeBytes, ImageBytes);
    QVERIFY(loop.sources.contains(QStringLiteral("udisks2")));

    changed.clear();
    QVERIFY(isOurLoop(name));
    runLosetup({QStringLiteral("-d"), device}, &rc);
    QCOMPARE(rc, 0);
    QVERIFY2(changedUntil(
                 changed,
                 [&] {
                     const QHash<QString, UdisksDriveFacts> facts = udisks.drives();
                     return !facts.contains(name) || facts.value(name).backingFile.isEmpty();
                 },
                 10000),
             "no devicesChanged() after detaching within 10 s");
    QVERIFY(!byName(inventory.devices()).contains(name));
}

void TestUdisksInventory::detachOurLoops()
{
    if (m_image.isEmpty())
        return;
    int rc = 0;
    // `losetup -j` lists exactly the devices backed by our image; each is checked again.
    const QString listed = runLosetup({QStringLiteral("-j"), m_image}, &rc);
    for (const QString &line : listed.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString name = line.section(QLatin1Char(':'), 0, 0).mid(int(qstrlen("/dev/")));
        if (isOurLoop(name)) {
            runLosetup({QStringLiteral("-d"), QStringLiteral("/dev/") + name}, &rc);
            qWarning("cleanup detached %s", qPrintable(name));
        }
    }
}

void TestUdisksInventory::cleanup()
{
    detachOurLoops(); // even when the test failed half-way
    m_dir.reset();    // only now: a loop over a deleted file could no longer be found
    m_image.clear();
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    DRIVEPROOF_SKIP_UNLESS(::geteuid() == 0, "attaching loop devices needs root");
    DRIVEPROOF_SKIP_UNLESS(!losetupPath().isEmpty(), "losetup is not installed");
    DRIVEPROOF_SKIP_UNLESS(QDBusConnection::systemBus().isConnected(),
                           "no system bus: run through with-udisksd.sh (ctest -L dbus)");
    TestUdisksInventory test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_udisksinventory.moc"
