#include "authorizer.h"

#include <QDBusArgument>
#include <QDBusPendingCallWatcher>

namespace DriveProof::Helper {

namespace {

// org.freedesktop.PolicyKit1.Authority.CheckAuthorization, flag 0x1: AllowUserInteraction
// (polkit may show an authentication dialog through the caller's agent).
constexpr uint AllowUserInteraction = 0x1;
// A person may take a while to type a password. The client waits 120 s; polkit gets a
// little less so that the client hears a clear answer instead of a D-Bus timeout.
constexpr int PolkitTimeoutMs = 110 * 1000;

// Subject (sa{sv}): ("system-bus-name", {"name": <unique name>}). The unique name comes
// from the bus daemon's header of the call, which the caller cannot forge.
QDBusArgument subjectFor(const QString &uniqueName)
{
    QDBusArgument arg;
    arg.beginStructure();
    arg << QStringLiteral("system-bus-name") << QVariantMap{{QStringLiteral("name"), uniqueName}};
    arg.endStructure();
    return arg;
}

// Details (a{ss}): the policy's <message> shows $(device), so the prompt names the device.
QDBusArgument detailsFor(const QString &device)
{
    QDBusArgument arg;
    arg.beginMap(QMetaType::fromType<QString>(), QMetaType::fromType<QString>());
    arg.beginMapEntry();
    arg << QStringLiteral("device") << device;
    arg.endMapEntry();
    arg.endMap();
    return arg;
}

std::optional<Refusal> decide(const QDBusMessage &reply, const QString &actionId,
                              const QString &device)
{
    if (reply.type() == QDBusMessage::ErrorMessage) {
        qCWarning(lcHelper) << "polkit refused or failed:" << reply.errorName()
                            << reply.errorMessage();
        if (reply.errorName().startsWith(QLatin1String("org.freedesktop.PolicyKit1.Error."))) {
            //: %1 device path
            return Refusal{ErrorKind::NotAuthorized,
                           Tr::tr("Not authorised to use %1: the authentication was cancelled "
                                  "or refused.")
                               .arg(device)};
        }
        //: %1 device path, %2 D-Bus error text
        return Refusal{ErrorKind::Failed,
                       Tr::tr("Could not ask polkit whether %1 may be used (%2). Make sure "
                              "polkit is installed and running, then try again.")
                           .arg(device, reply.errorMessage())};
    }
    // (bba{ss}): is_authorized, is_challenge, details. Anything else counts as "no".
    bool authorized = false;
    bool challenge = false;
    if (reply.signature() == QLatin1String("(bba{ss})")) {
        const QDBusArgument result = reply.arguments().constFirst().value<QDBusArgument>();
        result.beginStructure();
        result >> authorized >> challenge;
        result.endStructure();
    }
    qCInfo(lcHelper).noquote() << "polkit:" << actionId << device
                               << (authorized ? "authorised" : "refused")
                               << (challenge ? "(authentication needed)" : "");
    if (authorized)
        return std::nullopt;
    if (challenge) {
        //: %1 device path
        return Refusal{ErrorKind::NotAuthorized,
                       Tr::tr("Not authorised to use %1: authentication is needed, but no "
                              "authentication agent could ask for it. Start DriveProof from a "
                              "desktop session, or run pkttyagent in this terminal.")
                           .arg(device)};
    }
    //: %1 device path
    return Refusal{
        ErrorKind::NotAuthorized,
        Tr::tr("Not authorised to use %1. Ask an administrator to allow it.").arg(device)};
}

} // namespace

Authorizer::Authorizer(QDBusConnection bus, QObject *parent)
    : QObject(parent)
    , m_bus(std::move(bus))
{}

void Authorizer::check(const QDBusMessage &call, const QString &actionId, const QString &device,
                       Done done)
{
    QDBusMessage request =
        QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.PolicyKit1"),
                                       QStringLiteral("/org/freedesktop/PolicyKit1/Authority"),
                                       QStringLiteral("org.freedesktop.PolicyKit1.Authority"),
                                       QStringLiteral("CheckAuthorization"));
    request << QVariant::fromValue(subjectFor(call.service())) << actionId
            << QVariant::fromValue(detailsFor(device)) << AllowUserInteraction
            << QString(); // cancellation id: none
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(request, PolkitTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [watcher, actionId, device, done = std::move(done)] {
                watcher->deleteLater();
                done(decide(watcher->reply(), actionId, device));
            });
}

} // namespace DriveProof::Helper
