// The names of the helper's D-Bus contract (app/helper/io.github.driveproof.Helper1.xml),
// shared by the helper and its client so that the two cannot drift apart, and by the
// packaging files' tests. The XML documents what each one means.
#pragma once

#include <QString>

namespace DriveProof::Privilege::Helper1 {

inline QString serviceName()
{
    return QStringLiteral("io.github.driveproof.Helper1");
}
inline QString objectPath()
{
    return QStringLiteral("/io/github/driveproof/Helper1");
}
inline QString interfaceName()
{
    return QStringLiteral("io.github.driveproof.Helper1");
}

// polkit actions, one per capability (docs/design.md §3, packaging/io.github.driveproof.policy).
inline QString actionOpenDevice()
{
    return QStringLiteral("io.github.driveproof.open-device");
}
inline QString actionOpenDeviceForWriting()
{
    return QStringLiteral("io.github.driveproof.open-device-for-writing");
}
inline QString actionSetWriteCache()
{
    return QStringLiteral("io.github.driveproof.set-write-cache");
}
inline QString actionReadHealth()
{
    return QStringLiteral("io.github.driveproof.read-health");
}
inline QString actionRunSelfTest()
{
    return QStringLiteral("io.github.driveproof.run-self-test");
}
// OpenDevice with the option "purpose": "capacity-check" (writable modes only).
inline QString actionCheckCapacity()
{
    return QStringLiteral("io.github.driveproof.check-capacity");
}

// Named D-Bus errors the helper replies with.
enum class ErrorKind {
    NotAuthorized,
    InvalidArgument,
    NotABlockDevice,
    DeviceBusy,
    NotSupported,
    Failed
};

inline QString errorName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::NotAuthorized:
        return QStringLiteral("io.github.driveproof.Helper1.Error.NotAuthorized");
    case ErrorKind::InvalidArgument:
        return QStringLiteral("io.github.driveproof.Helper1.Error.InvalidArgument");
    case ErrorKind::NotABlockDevice:
        return QStringLiteral("io.github.driveproof.Helper1.Error.NotABlockDevice");
    case ErrorKind::DeviceBusy:
        return QStringLiteral("io.github.driveproof.Helper1.Error.DeviceBusy");
    case ErrorKind::NotSupported:
        return QStringLiteral("io.github.driveproof.Helper1.Error.NotSupported");
    case ErrorKind::Failed:
        break;
    }
    return QStringLiteral("io.github.driveproof.Helper1.Error.Failed");
}

} // namespace DriveProof::Privilege::Helper1
