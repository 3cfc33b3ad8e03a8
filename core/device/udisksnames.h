// udisks2's D-Bus names (org.freedesktop.UDisks2.xml), in one place for every module that
// talks to it: the inventory here and the ATA write-cache persistence in core/cache.
#pragma once

#include <QString>

namespace DriveProof::Device {

inline QString udisksService()
{
    return QStringLiteral("org.freedesktop.UDisks2");
}
inline QString udisksRoot()
{
    return QStringLiteral("/org/freedesktop/UDisks2");
}
inline QString blockInterface()
{
    return QStringLiteral("org.freedesktop.UDisks2.Block");
}
inline QString partitionInterface()
{
    return QStringLiteral("org.freedesktop.UDisks2.Partition");
}
inline QString driveInterface()
{
    return QStringLiteral("org.freedesktop.UDisks2.Drive");
}
inline QString driveAtaInterface()
{
    return QStringLiteral("org.freedesktop.UDisks2.Drive.Ata");
}
inline QString loopInterface()
{
    return QStringLiteral("org.freedesktop.UDisks2.Loop");
}

} // namespace DriveProof::Device
