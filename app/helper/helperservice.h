// The object behind io.github.driveproof.Helper1 (the contract is
// io.github.driveproof.Helper1.xml; the adaptor generated from it calls these methods).
// Each call: validate the arguments, ask polkit, then do the one task and reply. Replies
// are delayed (QDBusContext::setDelayedReply) so that one caller's authentication dialog
// never blocks another caller. Lives on the helper's main thread.
#pragma once

#include "authorizer.h"
#include "deviceopener.h"

#include "device/deviceinfo.h"

#include <QDBusContext>
#include <QDBusUnixFileDescriptor>
#include <QHash>
#include <QObject>
#include <QTimer>
#include <QVariantMap>

#include <chrono>
#include <functional>

namespace DriveProof::Helper {

// Option keys a method accepts, with the type each value must have.
using Options = QHash<QString, QMetaType>;

class HelperService : public QObject, protected QDBusContext
{
    Q_OBJECT
public:
    HelperService(const QDBusConnection &bus, std::chrono::milliseconds idleTimeout,
                  QObject *parent = nullptr);

    // D-Bus methods. The return values are placeholders: every reply is sent later, after
    // polkit has answered, so the returned value is never marshalled.
    QDBusUnixFileDescriptor OpenDevice(const QString &device, const QString &mode,
                                       const QVariantMap &options);
    QVariantMap GetWriteCache(const QString &device, const QVariantMap &options);
    QVariantMap SetWriteCache(const QString &device, bool enabled, const QVariantMap &options);
    QVariantMap GetHealth(const QString &device, const QVariantMap &options);
    QVariantMap SelfTest(const QString &device, const QString &action, const QVariantMap &options);

signals:
    // No call arrived and none is pending for the idle timeout: time to exit.
    void idle();

private:
    // Builds the reply once polkit has said yes.
    using Work = std::function<QDBusMessage(const QDBusMessage &call)>;
    // A drive-level query on the whole disk's fd (cache, health).
    using DriveQuery = std::function<Checked<QVariantMap>(int fd, const Device::DeviceInfo &info)>;

    QDBusMessage begin();
    void finish(const QDBusMessage &reply);
    void refuse(const QDBusMessage &call, const Refusal &refusal);
    void authorizeThen(const QDBusMessage &call, const QString &actionId, const BlockDevice &device,
                       Work work);
    // The drive-level methods: known options only, a whole disk, polkit, then `query` on a
    // read-only fd of the disk.
    // `precheck` (may be empty) refuses before polkit asks anything.
    using Precheck = std::function<std::optional<Refusal>(const BlockDevice &disk)>;
    void serveDrive(const QString &device, const QVariantMap &options, const Options &known,
                    const QString &actionId, DriveQuery query, const Precheck &precheck = {});

    QDBusConnection m_bus;
    DeviceOpener m_opener;
    Authorizer m_authorizer;
    QTimer m_idleTimer;
    int m_inFlight = 0;
};

} // namespace DriveProof::Helper
