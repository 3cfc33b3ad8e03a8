// The drive sidebar's model: one row per whole drive, from Inventory::devices(): real disks
// first, loop devices after them (what people came to check is on top), and each drive's
// health verdict once it has been read (it arrives later than the list).
// Thread affinity: GUI thread; it only holds values a worker already produced.
#pragma once

#include "device/deviceinfo.h"
#include "health/health.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>

namespace DriveProof::Gui {

class DriveListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        PathRole = Qt::UserRole + 1, // "/dev/sda": stable key for keeping the selection
        SubtitleRole,                // "2.0 TB · /dev/sda", drawn smaller
        HealthRole,                  // int(Health::Overall); none while unknown
        HealthTextRole,              // "Good", "Caution", "Bad"; empty while unknown
    };

    explicit DriveListModel(QObject *parent = nullptr);

    // Real disks before loop devices, each group in the order given. Forgets health verdicts.
    void setDevices(QList<Device::DeviceInfo> devices);
    // The drive's health verdict (Unknown: no badge); the row redraws.
    void setHealth(const QString &path, Health::Overall overall);
    // A drive that is not a physical disk (a loop device): listed after the real ones.
    static bool isVirtual(const Device::DeviceInfo &info);
    static QString healthText(Health::Overall overall);
    const QList<Device::DeviceInfo> &devices() const { return m_devices; }
    const Device::DeviceInfo *deviceAt(int row) const;
    // Row of the drive with this device path, or -1.
    int rowOfPath(const QString &path) const;
    // After a language change: views ask again for the texts (subtitle, tooltip, ...).
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QList<Device::DeviceInfo> m_devices;
    QHash<QString, Health::Overall> m_health; // by device path
};

} // namespace DriveProof::Gui
