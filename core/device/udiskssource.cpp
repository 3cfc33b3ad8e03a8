#include "udiskssource.h"
#include "udisksnames.h"

#include "deviceinfo.h"
#include "sysfsprobe.h"
#include "udisksobjects.h"

#include <QDBusArgument>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QLoggingCategory>
#include <QStringList>

namespace DriveProof::Device {

namespace {

// File-local so that other files of this module may declare the same category name
// without clashing at link time (Q_STATIC_LOGGING_CATEGORY needs Qt 6.8). Debug output
// is off unless asked for (QT_LOGGING_RULES): the CLI's stderr is for people.
Q_LOGGING_CATEGORY(lcUdisks, "driveproof.core.device", QtInfoMsg)

QString objectManagerInterface()
{
    return QStringLiteral("org.freedesktop.DBus.ObjectManager");
}

// Objects whose coming and going changes the list of drives. udisks2 also exports jobs
// (/org/freedesktop/UDisks2/jobs/...) and mdraid objects that do not.
bool isDeviceObject(const QString &path)
{
    return path.startsWith(QLatin1String("/org/freedesktop/UDisks2/block_devices/")) ||
           path.startsWith(QLatin1String("/org/freedesktop/UDisks2/drives/"));
}

} // namespace

UdisksSource::UdisksSource(QDBusConnection bus, QObject *parent)
    : QObject(parent)
    , m_bus(std::move(bus))
{
    registerUdisksDBusTypes();
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(100);
    connect(&m_coalesce, &QTimer::timeout, this, &UdisksSource::devicesChanged);
    if (!m_bus.isConnected())
        return;

    // Subscribing by well-known name: QtDBus follows the owner, so hotplug keeps working
    // when udisksd starts after us or is restarted.
    const char *slot = SLOT(onBusSignal(QDBusMessage));
    for (const QString &member :
         {QStringLiteral("InterfacesAdded"), QStringLiteral("InterfacesRemoved")}) {
        if (!m_bus.connect(udisksService(), udisksRoot(), objectManagerInterface(), member, this,
                           slot))
            qCDebug(lcUdisks) << "could not subscribe to udisks2" << member
                              << m_bus.lastError().message();
    }
    // Attaching a loop device adds no object: udisks2 keeps every /dev/loopN node and only
    // changes its Loop.BackingFile. Any object path, first argument = the Loop interface.
    if (!m_bus.connect(
            udisksService(), QString(), QStringLiteral("org.freedesktop.DBus.Properties"),
            QStringLiteral("PropertiesChanged"), {loopInterface()}, QString(), this, slot)) {
        qCDebug(lcUdisks) << "could not subscribe to udisks2 loop changes"
                          << m_bus.lastError().message();
    }
}

QDBusMessage UdisksSource::callBusDaemon(const QString &method, const QVariantList &arguments) const
{
    QDBusMessage call = QDBusMessage::createMethodCall(
        QStringLiteral("org.freedesktop.DBus"), QStringLiteral("/org/freedesktop/DBus"),
        QStringLiteral("org.freedesktop.DBus"), method);
    call.setArguments(arguments);
    return m_bus.call(call, QDBus::Block, CallTimeoutMs);
}

bool UdisksSource::isAvailable() const
{
    // No system bus (container, minimal server) fails here at once: QDBusConnection
    // tried the socket when it was created. sysfs alone is then the inventory.
    if (!m_bus.isConnected()) {
        qCDebug(lcUdisks) << "no D-Bus connection; udisks2 not used";
        return false;
    }
    // QDBusConnectionInterface would do, but it waits 25 s on a stalled bus daemon;
    // the same two calls with our short timeout.
    const QDBusMessage owner = callBusDaemon(QStringLiteral("NameHasOwner"), {udisksService()});
    if (owner.type() == QDBusMessage::ReplyMessage && owner.arguments().value(0).toBool())
        return true;
    const QDBusMessage names = callBusDaemon(QStringLiteral("ListActivatableNames"), {});
    const bool activatable = names.type() == QDBusMessage::ReplyMessage &&
                             names.arguments().value(0).toStringList().contains(udisksService());
    qCDebug(lcUdisks) << "udisks2 not running; activatable:" << activatable;
    return activatable;
}

QHash<QString, UdisksDriveFacts> UdisksSource::drives() const
{
    if (!m_bus.isConnected())
        return {};
    const QDBusMessage call =
        QDBusMessage::createMethodCall(udisksService(), udisksRoot(), objectManagerInterface(),
                                       QStringLiteral("GetManagedObjects"));
    const QDBusMessage reply = m_bus.call(call, QDBus::Block, CallTimeoutMs);
    if (reply.type() != QDBusMessage::ReplyMessage) {
        qCDebug(lcUdisks) << "GetManagedObjects failed:" << reply.errorName()
                          << reply.errorMessage();
        return {};
    }
    if (reply.signature() != QLatin1String("a{oa{sa{sv}}}")) {
        qCDebug(lcUdisks) << "GetManagedObjects: unexpected signature" << reply.signature();
        return {};
    }
    const auto objects = qdbus_cast<UdisksManagedObjects>(reply.arguments().constFirst());
    QHash<QString, UdisksDriveFacts> facts = factsFromManagedObjects(objects);
    qCDebug(lcUdisks) << "udisks2:" << objects.size() << "objects," << facts.size()
                      << "whole-disk block devices";
    return facts;
}

void UdisksSource::onBusSignal(const QDBusMessage &message)
{
    // InterfacesAdded/Removed name the object in their first argument; PropertiesChanged
    // is emitted by the object itself.
    const bool objectManager = message.interface() == objectManagerInterface();
    const QString path = objectManager
                             ? message.arguments().value(0).value<QDBusObjectPath>().path()
                             : message.path();
    if (!isDeviceObject(path))
        return;
    qCDebug(lcUdisks) << "udisks2" << message.member() << path;
    m_coalesce.start();
}

void mergeUdisksFacts(DeviceInfo &info, const UdisksDriveFacts &facts)
{
    // The probe speaks first (the drive's IDENTIFY, udev's database, INQUIRY), but
    // udisks2's value wins where the probe's is a cut-off start of it: sysfs `device/model`
    // is SCSI INQUIRY's 16-byte product field ("Samsung SSD 870" for "Samsung SSD 870 EVO
    // 1TB"), udisks2 takes udev's ID_MODEL_ENC from ATA IDENTIFY's 40 characters.
    info.model = preferFullString(info.model, facts.model);
    info.vendor = preferFullString(info.vendor, facts.vendor);
    info.serial = preferFullString(info.serial, facts.serial);
    info.firmware = preferFullString(info.firmware, facts.revision);
    info.wwn = preferFullString(info.wwn, facts.wwn);
    info.backingFile = preferFullString(info.backingFile, facts.backingFile);

    // The rotation rate comes from ATA IDENTIFY DEVICE word 217 (ACS-3, "nominal media
    // rotation rate"). udisks2 reads it with its own IDENTIFY, and udisksd accepts only
    // descriptor-format sense (72h) in reply: where the kernel answers in fixed format
    // (70h: libata since it honours D_SENSE for CK_COND, unless D_SENSE is set; Linux 6.1
    // on QEMU's AHCI for PIO data-in) its IDENTIFY fails and
    // RotationRate stays -1 ("rotating, rate unknown"), so the probe's udev / VPD B1h /
    // ATA Information VPD answer is what counts. A rate > 0 is the drive's own word;
    // "0 = non-rotating" is taken only when the kernel also says the device does not
    // spin, so the two sources never contradict each other in one DeviceInfo.
    if (facts.rotationRateRpm && !info.rotationRateRpm) {
        if (*facts.rotationRateRpm > 0 || !info.rotational)
            info.rotationRateRpm = facts.rotationRateRpm;
    }
    if (!info.sources.contains(QLatin1String("udisks2")))
        info.sources << QStringLiteral("udisks2");
}

} // namespace DriveProof::Device
