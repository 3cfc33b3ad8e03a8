// Drive facts from udisks2 (org.freedesktop.UDisks2) over QtDBus, with hotplug signals.
// udisks2 2.9 has no block-size properties: topology always comes from sysfs/ioctls.
#pragma once

#include <QDBusConnection>
#include <QHash>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariant>

#include <optional>

class QDBusMessage;

namespace DriveProof::Device {

struct DeviceInfo;

// What udisks2 says about the drive behind one whole-disk block device.
struct UdisksDriveFacts
{
    QString blockObjectPath; // /org/freedesktop/UDisks2/block_devices/sda
    QString driveObjectPath; // /org/freedesktop/UDisks2/drives/<id>; empty for loop etc.
    QString model;
    QString vendor;
    QString serial;
    QString revision;
    QString wwn;
    std::optional<int> rotationRateRpm; // udisks2: 0 = non-rotating, -1 = rotating, unknown
    QString connectionBus;              // "usb", "sdio", "ieee1394", or empty
    bool removable = false;
    QString backingFile; // org.freedesktop.UDisks2.Loop
};

// Thread affinity: signals are delivered on the thread that created the source;
// isAvailable() and drives() are blocking calls safe from any thread.
class UdisksSource : public QObject
{
    Q_OBJECT
public:
    explicit UdisksSource(QDBusConnection bus = QDBusConnection::systemBus(),
                          QObject *parent = nullptr);

    // True when org.freedesktop.UDisks2 is on the bus (or can be activated).
    bool isAvailable() const;

    // Kernel name of each whole-disk block device ("sda", "loop0") -> facts.
    // One GetManagedObjects call; blocking; returns empty when udisks2 is not there.
    QHash<QString, UdisksDriveFacts> drives() const;

signals:
    // A block device or drive object was added or removed (hotplug), or a loop device
    // was attached or detached (udisks2 keeps loop nodes and only changes their Loop
    // properties). Coalesced: one burst of udisks2 signals gives one emission.
    void devicesChanged();

private slots:
    // QtDBus in Qt 6.4 connects bus signals only to string-named slots.
    void onBusSignal(const QDBusMessage &message);

private:
    // udisks2 answers in milliseconds; a bus that stalls longer must not freeze the GUI.
    static constexpr int CallTimeoutMs = 5000;

    // A call to the bus daemon itself (org.freedesktop.DBus) with the short timeout.
    QDBusMessage callBusDaemon(const QString &method, const QVariantList &arguments) const;

    QDBusConnection m_bus;
    // One hotplug is a burst of signals (block, drive, loop objects): announce it once.
    QTimer m_coalesce;
};

// Fills values that sysfs left unknown with udisks2's, and the rotation rate that only
// udisks2 (from ATA IDENTIFY) knows. sysfs stays authoritative for topology.
void mergeUdisksFacts(DeviceInfo &info, const UdisksDriveFacts &facts);

} // namespace DriveProof::Device
