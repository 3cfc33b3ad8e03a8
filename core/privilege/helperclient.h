// The client side of DriveProof's privileged helper (io.github.driveproof.Helper1, see
// app/helper/io.github.driveproof.Helper1.xml): what the CLI and the GUI call when they
// run as a user and need a raw device, the drive's write cache or its health.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QFlags>
#include <QString>
#include <QVariantMap>

class QDBusConnection;

namespace DriveProof::Privilege {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Privilege)
};

enum class OpenMode { Read, Write, ReadWrite };

enum class OpenFlag {
    Direct = 0x1,    // O_DIRECT
    Sync = 0x2,      // O_SYNC
    DSync = 0x4,     // O_DSYNC
    Exclusive = 0x8, // O_EXCL (the helper always adds it for writable opens)
};
Q_DECLARE_FLAGS(OpenFlags, OpenFlag)

// What a device is opened for, which names the polkit action the helper asks for: a test
// (open-device / open-device-for-writing), or a capacity check, which overwrites the whole
// drive and asks its own action (check-capacity) so that the dialog says so.
enum class OpenPurpose { Test, CapacityCheck };

// Error::errnum tells the cases apart without parsing translated text:
//   EACCES       polkit said no (NotAuthorized), or no agent could ask for a password
//   EPERM        the system bus refused the call (the helper's D-Bus policy is missing)
//   ENOPKG       the helper is not installed (its name is unknown on the system bus), or
//                its activation failed (binary missing)
//   ECONNREFUSED no system bus
//   ETIMEDOUT    no answer within CallTimeoutMs
//   EINVAL       InvalidArgument (bad path, mode, option; a partition for a drive method)
//   ENOTBLK      NotABlockDevice
//   EBUSY        DeviceBusy (mounted, swapped on, held, or opened exclusively elsewhere)
//   EOPNOTSUPP   NotSupported
//   EIO          Failed, or anything else
// Error::message is one sentence for a person: the helper's own text where it sent one.
class HelperClient
{
public:
    // Every call may wait for an authentication dialog.
    static constexpr int CallTimeoutMs = 120 * 1000;

    // `busAddress` empty: $DRIVEPROOF_HELPER_BUS_ADDRESS when set (tests put the helper on
    // a private bus), else the system bus.
    explicit HelperClient(const QString &busAddress = {});

    // All blocking, up to CallTimeoutMs: the GUI calls them from a worker thread.
    // The fd belongs to the caller (close it); O_CLOEXEC is set.
    Result<int> openDevice(const QString &device, OpenMode mode, OpenFlags flags = {},
                           OpenPurpose purpose = OpenPurpose::Test) const;
    // WriteCacheState::toVariantMap() / HealthSummary::toVariantMap() as the helper sent them.
    Result<QVariantMap> getWriteCache(const QString &device) const;
    Result<QVariantMap> setWriteCache(const QString &device, bool enabled, bool persist) const;
    Result<QVariantMap> getHealth(const QString &device) const;
    // SelfTestState::toVariantMap(); `action` "short", "extended", "conveyance", "abort",
    // "status".
    Result<QVariantMap> selfTest(const QString &device, const QString &action) const;

    // A D-Bus error from the helper or the bus, as the core's Error (public for tests).
    static Error toError(const QString &errorName, const QString &message, const QString &device);

private:
    QDBusConnection connection() const;
    Result<QVariant> invoke(const QString &method, const QString &device,
                            const QVariantList &args) const;

    QString m_busAddress;
};

} // namespace DriveProof::Privilege

Q_DECLARE_OPERATORS_FOR_FLAGS(DriveProof::Privilege::OpenFlags)
