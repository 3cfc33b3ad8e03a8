#include "udisksobjects.h"
#include "udisksnames.h"

#include <QDBusMetaType>
#include <QFile>

#include <mutex>

namespace DriveProof::Device {

namespace {

// Interface and property names from udisks2's published contract,
// data/org.freedesktop.UDisks2.xml (2.9).

// Block.Device is always /dev/<kernel name>; PreferredDevice may be a nicer alias
// (/dev/mapper/<name> for dm), whose basename is not the kernel name we key on.
QString kernelNameOf(const QVariantMap &block)
{
    QString device = udisksByteString(block.value(QStringLiteral("Device")));
    if (device.isEmpty())
        device = udisksByteString(block.value(QStringLiteral("PreferredDevice")));
    return device.mid(device.lastIndexOf(QLatin1Char('/')) + 1);
}

void readDrive(UdisksDriveFacts &facts, const QVariantMap &drive)
{
    facts.model = drive.value(QStringLiteral("Model")).toString().trimmed();
    facts.vendor = drive.value(QStringLiteral("Vendor")).toString().trimmed();
    facts.serial = drive.value(QStringLiteral("Serial")).toString().trimmed();
    facts.revision = drive.value(QStringLiteral("Revision")).toString().trimmed();
    facts.wwn = drive.value(QStringLiteral("WWN")).toString().trimmed();
    facts.connectionBus = drive.value(QStringLiteral("ConnectionBus")).toString();
    facts.removable = drive.value(QStringLiteral("Removable")).toBool();
    // RotationRate: 0 = non-rotating (SSD), -1 = rotating at an unknown rate, >0 = rpm.
    // "Unknown" stays unknown; sysfs `rotational` already says that it spins.
    const QVariant rate = drive.value(QStringLiteral("RotationRate"));
    if (rate.isValid() && rate.toInt() >= 0)
        facts.rotationRateRpm = rate.toInt();
}

} // namespace

void registerUdisksDBusTypes()
{
    static std::once_flag once;
    std::call_once(once, [] {
        qDBusRegisterMetaType<UdisksInterfaceMap>();
        qDBusRegisterMetaType<UdisksManagedObjects>();
    });
}

QString udisksByteString(const QVariant &value)
{
    QByteArray bytes = value.toByteArray();
    const qsizetype nul = bytes.indexOf('\0');
    if (nul >= 0)
        bytes.truncate(nul);
    // File names are bytes in the system's encoding, like the kernel gives them.
    return QFile::decodeName(bytes);
}

QHash<QString, UdisksDriveFacts> factsFromManagedObjects(const UdisksManagedObjects &objects)
{
    QHash<QString, UdisksDriveFacts> result;
    for (auto it = objects.cbegin(); it != objects.cend(); ++it) {
        const UdisksInterfaceMap &interfaces = it.value();
        const auto block = interfaces.constFind(blockInterface());
        if (block == interfaces.cend() || interfaces.contains(partitionInterface()))
            continue;
        const QString name = kernelNameOf(*block);
        if (name.isEmpty())
            continue;

        UdisksDriveFacts facts;
        facts.blockObjectPath = it.key().path();
        // Block.Drive is "/" for devices with no drive behind them (loop, zram, dm).
        const QDBusObjectPath drivePath =
            block->value(QStringLiteral("Drive")).value<QDBusObjectPath>();
        const auto driveObject = objects.constFind(drivePath);
        if (drivePath.path() != QLatin1String("/") && driveObject != objects.cend()) {
            const auto drive = driveObject->constFind(driveInterface());
            if (drive != driveObject->cend()) {
                facts.driveObjectPath = drivePath.path();
                readDrive(facts, *drive);
            }
        }
        const auto loop = interfaces.constFind(loopInterface());
        if (loop != interfaces.cend())
            facts.backingFile = udisksByteString(loop->value(QStringLiteral("BackingFile")));
        result.insert(name, facts);
    }
    return result;
}

} // namespace DriveProof::Device
