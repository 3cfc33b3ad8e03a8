#include "udisksata.h"

#include "cachetr.h"
#include "device/udisksnames.h"
#include "device/udiskssource.h"

#include <QDBusConnection>
#include <QDBusInterface>
#include <QDBusReply>
#include <QDBusVariant>
#include <QVariantMap>

namespace DriveProof::Cache {

namespace {

const QString ConfigKey = QStringLiteral("ata-write-cache-enabled");
constexpr int CallTimeoutMs = 5000;

} // namespace

UdisksAtaCache udisksAtaCache(const QString &blockName)
{
    UdisksAtaCache result;
    Device::UdisksSource source;
    if (!source.isAvailable())
        return result;
    const auto facts = source.drives().value(blockName);
    if (facts.driveObjectPath.isEmpty())
        return result;
    result.driveObjectPath = facts.driveObjectPath;

    QDBusInterface props(Device::udisksService(), facts.driveObjectPath,
                         QStringLiteral("org.freedesktop.DBus.Properties"),
                         QDBusConnection::systemBus());
    props.setTimeout(CallTimeoutMs);
    // Drive.Ata exists only for ATA drives; its absence (an error reply) means "not ATA".
    const QDBusReply<QDBusVariant> ata = props.call(
        QStringLiteral("Get"), Device::driveAtaInterface(), QStringLiteral("WriteCacheSupported"));
    result.hasAta = ata.isValid();
    const QDBusReply<QDBusVariant> config = props.call(
        QStringLiteral("Get"), Device::driveInterface(), QStringLiteral("Configuration"));
    if (config.isValid()) {
        const QVariantMap map = qdbus_cast<QVariantMap>(config.value().variant());
        if (map.contains(ConfigKey))
            result.configuredEnabled = map.value(ConfigKey).toBool();
    }
    return result;
}

Result<bool> udisksSetAtaWriteCache(const QString &driveObjectPath, bool enabled)
{
    QDBusInterface drive(Device::udisksService(), driveObjectPath, Device::driveInterface(),
                         QDBusConnection::systemBus());
    // udisks2 may ask for authentication itself: allow time for a person to answer.
    drive.setTimeout(120000);
    const QVariantMap value{{ConfigKey, enabled}};
    const QVariantMap options{{QStringLiteral("auth.no_user_interaction"), false}};
    const QDBusMessage reply = drive.call(QStringLiteral("SetConfiguration"), value, options);
    if (reply.type() == QDBusMessage::ErrorMessage) {
        //: %1 udisks2's error message
        return Error{driveObjectPath,
                     Tr::tr("udisks2 could not save the write-cache setting: %1. The change "
                            "lasts only until the next power cycle.")
                         .arg(reply.errorMessage())};
    }
    return true;
}

} // namespace DriveProof::Cache
