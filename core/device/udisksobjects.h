// The shape of udisks2's object tree (org.freedesktop.DBus.ObjectManager) and the pure
// translation from it to UdisksDriveFacts. Kept apart from the bus client so it can be
// tested with hand-built trees, without a running udisksd.
#pragma once

#include "udiskssource.h"

#include <QDBusObjectPath>
#include <QHash>
#include <QMap>
#include <QString>
#include <QVariantMap>

namespace DriveProof::Device {

// a{sa{sv}}: interface name -> its properties.
using UdisksInterfaceMap = QMap<QString, QVariantMap>;
// a{oa{sa{sv}}}: the reply of GetManagedObjects.
using UdisksManagedObjects = QMap<QDBusObjectPath, UdisksInterfaceMap>;

// Registers the two types above with QtDBus (idempotent, thread-safe). Must run before
// any reply is demarshalled into them.
void registerUdisksDBusTypes();

// udisks2 sends file names as NUL-terminated byte strings (D-Bus `ay`); `value` holds a
// QByteArray as QtDBus demarshals it. Returns the path without the terminator.
QString udisksByteString(const QVariant &value);

// Kernel name of each whole-disk block object ("sda", "loop0") -> what udisks2 says about
// it and its drive. Partitions are skipped: DeviceInfo describes whole disks.
QHash<QString, UdisksDriveFacts> factsFromManagedObjects(const UdisksManagedObjects &objects);

} // namespace DriveProof::Device
