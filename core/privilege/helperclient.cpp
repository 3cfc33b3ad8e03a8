#include "helperclient.h"

#include "helpernames.h"

#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusError>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusUnixFileDescriptor>
#include <QHash>
#include <QLoggingCategory>

#include <fcntl.h>

#include <cerrno>

namespace DriveProof::Privilege {

namespace {

// Every refused or failed helper call, with the D-Bus error name the user never sees
// (QT_LOGGING_RULES="driveproof.core.privilege.debug=true").
Q_LOGGING_CATEGORY(lcPrivilege, "driveproof.core.privilege", QtInfoMsg)

QString modeText(OpenMode mode)
{
    switch (mode) {
    case OpenMode::Write:
        return QStringLiteral("w");
    case OpenMode::ReadWrite:
        return QStringLiteral("rw");
    case OpenMode::Read:
        break;
    }
    return QStringLiteral("r");
}

QStringList flagNames(OpenFlags flags)
{
    QStringList names;
    if (flags & OpenFlag::Direct)
        names << QStringLiteral("direct");
    if (flags & OpenFlag::Sync)
        names << QStringLiteral("sync");
    if (flags & OpenFlag::DSync)
        names << QStringLiteral("dsync");
    if (flags & OpenFlag::Exclusive)
        names << QStringLiteral("exclusive");
    return names;
}

Result<QVariantMap> toMap(const Result<QVariant> &reply)
{
    if (!reply)
        return reply.error();
    // a{sv} arrives as a QDBusArgument; qdbus_cast takes either form.
    return qdbus_cast<QVariantMap>(reply.value());
}

} // namespace

HelperClient::HelperClient(const QString &busAddress)
    : m_busAddress(busAddress.isEmpty() ? qEnvironmentVariable("DRIVEPROOF_HELPER_BUS_ADDRESS")
                                        : busAddress)
{}

QDBusConnection HelperClient::connection() const
{
    if (m_busAddress.isEmpty())
        return QDBusConnection::systemBus();
    // One named connection per address, shared by every client object and thread.
    return QDBusConnection::connectToBus(m_busAddress, QStringLiteral("driveproof-helper-client ") +
                                                           m_busAddress);
}

Result<QVariant> HelperClient::invoke(const QString &method, const QString &device,
                                      const QVariantList &args) const
{
    const QDBusConnection bus = connection();
    if (!bus.isConnected()) {
        //: %1 device path, %2 D-Bus error text
        return Error{device,
                     Tr::tr("The system bus is not running (%2), so DriveProof's helper cannot "
                            "be reached for %1. Start D-Bus, or run as root.")
                         .arg(device, bus.lastError().message()),
                     ECONNREFUSED};
    }
    QDBusMessage call = QDBusMessage::createMethodCall(
        Helper1::serviceName(), Helper1::objectPath(), Helper1::interfaceName(), method);
    call.setArguments(args);
    // Tells polkit (through the helper's check) that the caller can wait for a dialog.
    call.setInteractiveAuthorizationAllowed(true);
    const QDBusMessage reply = bus.call(call, QDBus::Block, CallTimeoutMs);
    if (reply.type() == QDBusMessage::ErrorMessage) {
        qCDebug(lcPrivilege) << method << device << "refused:" << reply.errorName()
                             << reply.errorMessage();
        return toError(reply.errorName(), reply.errorMessage(), device);
    }
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().size() != 1) {
        //: %1 device path
        return Error{device,
                     Tr::tr("DriveProof's helper sent an unexpected reply for %1.").arg(device),
                     EIO};
    }
    return reply.arguments().constFirst();
}

Result<int> HelperClient::openDevice(const QString &device, OpenMode mode, OpenFlags flags,
                                     OpenPurpose purpose) const
{
    QVariantMap options{{QStringLiteral("flags"), flagNames(flags)}};
    if (purpose == OpenPurpose::CapacityCheck)
        options.insert(QStringLiteral("purpose"), QStringLiteral("capacity-check"));
    const Result<QVariant> reply =
        invoke(QStringLiteral("OpenDevice"), device, {device, modeText(mode), options});
    if (!reply)
        return reply.error();
    const auto received = qdbus_cast<QDBusUnixFileDescriptor>(reply.value());
    // Our own copy: the QDBusUnixFileDescriptor closes its descriptor when it goes away.
    const int fd = received.isValid() ? ::fcntl(received.fileDescriptor(), F_DUPFD_CLOEXEC, 0) : -1;
    if (fd < 0) {
        //: %1 device path
        return Error{device,
                     Tr::tr("DriveProof's helper opened %1 but no file descriptor "
                            "arrived.")
                         .arg(device),
                     EIO};
    }
    return fd;
}

Result<QVariantMap> HelperClient::getWriteCache(const QString &device) const
{
    return toMap(invoke(QStringLiteral("GetWriteCache"), device, {device, QVariantMap()}));
}

Result<QVariantMap> HelperClient::setWriteCache(const QString &device, bool enabled,
                                                bool persist) const
{
    const QVariantMap options{{QStringLiteral("persist"), persist}};
    return toMap(invoke(QStringLiteral("SetWriteCache"), device, {device, enabled, options}));
}

Result<QVariantMap> HelperClient::getHealth(const QString &device) const
{
    return toMap(invoke(QStringLiteral("GetHealth"), device, {device, QVariantMap()}));
}

Result<QVariantMap> HelperClient::selfTest(const QString &device, const QString &action) const
{
    return toMap(invoke(QStringLiteral("SelfTest"), device, {device, action, QVariantMap()}));
}

Error HelperClient::toError(const QString &errorName, const QString &message, const QString &device)
{
    using Helper1::ErrorKind;
    static const QHash<QString, int> helperErrors{
        {Helper1::errorName(ErrorKind::NotAuthorized), EACCES},
        {Helper1::errorName(ErrorKind::InvalidArgument), EINVAL},
        {Helper1::errorName(ErrorKind::NotABlockDevice), ENOTBLK},
        {Helper1::errorName(ErrorKind::DeviceBusy), EBUSY},
        {Helper1::errorName(ErrorKind::NotSupported), EOPNOTSUPP},
        {Helper1::errorName(ErrorKind::Failed), EIO}};
    if (helperErrors.contains(errorName))
        return {device, message, helperErrors.value(errorName)};
    if (errorName == QLatin1String("org.freedesktop.DBus.Error.ServiceUnknown") ||
        errorName == QLatin1String("org.freedesktop.DBus.Error.NameHasNoOwner")) {
        //: %1 D-Bus service name
        return {device,
                Tr::tr("DriveProof's helper is not installed (%1 is not on the system bus): "
                       "install the package, or run as root.")
                    .arg(Helper1::serviceName()),
                ENOPKG};
    }
    if (errorName.startsWith(QLatin1String("org.freedesktop.DBus.Error.Spawn."))) {
        //: %1 D-Bus error text
        return {device,
                Tr::tr("DriveProof's helper is installed but could not be started (%1). "
                       "Reinstall DriveProof.")
                    .arg(message),
                ENOPKG};
    }
    if (errorName == QLatin1String("org.freedesktop.DBus.Error.NoReply") ||
        errorName == QLatin1String("org.freedesktop.DBus.Error.Timeout")) {
        //: %1 device path, %2 number of seconds
        return {device,
                Tr::tr("DriveProof's helper did not answer for %1 within %2 seconds. If an "
                       "authentication dialog was open, try again.")
                    .arg(device)
                    .arg(CallTimeoutMs / 1000),
                ETIMEDOUT};
    }
    if (errorName == QLatin1String("org.freedesktop.DBus.Error.AccessDenied")) {
        //: %1 D-Bus error text
        return {device,
                Tr::tr("The system bus refused the call to DriveProof's helper (%1): its D-Bus "
                       "policy is missing or damaged. Reinstall DriveProof.")
                    .arg(message),
                EPERM};
    }
    //: %1 device path, %2 D-Bus error name, %3 D-Bus error text
    return {device,
            Tr::tr("DriveProof's helper failed for %1: %3 (%2).").arg(device, errorName, message),
            EIO};
}

} // namespace DriveProof::Privilege
