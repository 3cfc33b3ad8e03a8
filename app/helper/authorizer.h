// Asks polkit, on every call, whether the caller may do what it asked (docs/design.md §5).
// The subject is the caller's unique bus name ("system-bus-name"): polkit resolves it to
// the process and user itself, so nothing the caller claims about itself is trusted.
// Lives on the helper's main thread.
#pragma once

#include "helpererror.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QObject>

#include <functional>
#include <optional>

namespace DriveProof::Helper {

class Authorizer : public QObject
{
    Q_OBJECT
public:
    // `bus` is where polkit is asked: the bus the helper serves (the system bus, or a test's
    // private bus with python3-dbusmock's polkitd template).
    explicit Authorizer(QDBusConnection bus, QObject *parent = nullptr);

    // `done(std::nullopt)` when polkit authorises the sender of `call` for `actionId` on
    // `device`, `done(refusal)` otherwise (also when polkit cannot be asked: fail closed).
    // Asynchronous: the helper serves other callers while an authentication dialog is open.
    using Done = std::function<void(std::optional<Refusal>)>;
    void check(const QDBusMessage &call, const QString &actionId, const QString &device, Done done);

private:
    QDBusConnection m_bus;
};

} // namespace DriveProof::Helper
