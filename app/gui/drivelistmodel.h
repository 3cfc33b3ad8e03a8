// The drive sidebar's model: one row per whole drive, from Inventory::devices().
// Thread affinity: GUI thread; it only holds values a worker already produced.
#pragma once

#include "device/deviceinfo.h"

#include <QAbstractListModel>
#include <QList>

namespace DriveProof::Gui {

class DriveListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        PathRole = Qt::UserRole + 1, // "/dev/sda": stable key for keeping the selection
        SubtitleRole,                // "2.0 TB · /dev/sda", drawn smaller
    };

    explicit DriveListModel(QObject *parent = nullptr);

    void setDevices(QList<Device::DeviceInfo> devices);
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
};

} // namespace DriveProof::Gui
