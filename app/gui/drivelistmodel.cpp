#include "drivelistmodel.h"

#include "guitext.h"
#include "icons.h"

#include <algorithm>

namespace DriveProof::Gui {

DriveListModel::DriveListModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void DriveListModel::setDevices(QList<Device::DeviceInfo> devices)
{
    std::stable_sort(devices.begin(), devices.end(),
                     [](const Device::DeviceInfo &a, const Device::DeviceInfo &b) {
                         return !isVirtual(a) && isVirtual(b);
                     });
    beginResetModel();
    m_devices = std::move(devices);
    m_health.clear(); // another drive may sit under the same path now
    endResetModel();
}

bool DriveListModel::isVirtual(const Device::DeviceInfo &info)
{
    return driveType(info) == DriveType::Loop;
}

void DriveListModel::setHealth(const QString &path, Health::Overall overall)
{
    const int row = rowOfPath(path);
    if (row < 0 || m_health.value(path, Health::Overall::Unknown) == overall)
        return;
    if (overall == Health::Overall::Unknown)
        m_health.remove(path);
    else
        m_health.insert(path, overall);
    emit dataChanged(index(row), index(row));
}

QString DriveListModel::healthText(Health::Overall overall)
{
    switch (overall) {
    case Health::Overall::Good:
        //: health badge beside a drive in the list, as on the Health card
        return tr("Good");
    case Health::Overall::Caution:
        //: health badge beside a drive in the list, as on the Health card
        return tr("Caution");
    case Health::Overall::Bad:
        //: health badge beside a drive in the list, as on the Health card
        return tr("Bad");
    case Health::Overall::Unknown:
        break;
    }
    return {};
}

const Device::DeviceInfo *DriveListModel::deviceAt(int row) const
{
    if (row < 0 || row >= m_devices.size())
        return nullptr;
    return &m_devices[row];
}

int DriveListModel::rowOfPath(const QString &path) const
{
    for (int row = 0; row < m_devices.size(); ++row) {
        if (m_devices[row].path == path)
            return row;
    }
    return -1;
}

void DriveListModel::retranslate()
{
    if (!m_devices.isEmpty())
        emit dataChanged(index(0), index(int(m_devices.size()) - 1));
}

int DriveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_devices.size());
}

QVariant DriveListModel::data(const QModelIndex &index, int role) const
{
    const Device::DeviceInfo *info = deviceAt(index.row());
    if (!info || index.parent().isValid())
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return driveTitle(*info);
    case SubtitleRole: {
        // The path, unless the title already is the path: then how the drive is attached.
        const QString second =
            driveTitle(*info) != info->path ? info->path : transportText(info->transport);
        if (second.isEmpty())
            return shortSize(info->sizeBytes);
        //: sidebar line under the drive name; %1 size, e.g. "2.0 TB", %2 device path (or
        //: the transport, e.g. "SATA", when the drive's name already is its path)
        return tr("%1 · %2").arg(shortSize(info->sizeBytes), second);
    }
    case PathRole:
        return info->path;
    case HealthRole: {
        const auto health = m_health.constFind(info->path);
        return health == m_health.constEnd() ? QVariant() : QVariant(int(*health));
    }
    case HealthTextRole:
        return healthText(m_health.value(info->path, Health::Overall::Unknown));
    case Qt::DecorationRole:
        return driveIcon(driveType(*info));
    case Qt::ToolTipRole: {
        const QString health = healthText(m_health.value(info->path, Health::Overall::Unknown));
        if (!health.isEmpty())
            //: %1 drive name, %2 kind of drive, %3 device path, %4 its health ("Good", ...)
            return tr("%1\n%2, %3\nHealth: %4")
                .arg(driveTitle(*info), driveTypeText(driveType(*info)), info->path, health);
        //: %1 drive name, %2 kind of drive, e.g. "hard disk", %3 device path
        return tr("%1\n%2, %3").arg(driveTitle(*info), driveTypeText(driveType(*info)), info->path);
    }
    case Qt::AccessibleTextRole: {
        const QString health = healthText(m_health.value(info->path, Health::Overall::Unknown));
        if (!health.isEmpty())
            //: read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device
            //: path, %5 its health ("Good", "Caution", "Bad")
            return tr("%1, %2, %3, %4, health: %5")
                .arg(driveTitle(*info), driveTypeText(driveType(*info)), shortSize(info->sizeBytes),
                     info->path, health);
        //: read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path
        return tr("%1, %2, %3, %4")
            .arg(driveTitle(*info), driveTypeText(driveType(*info)), shortSize(info->sizeBytes),
                 info->path);
    }
    default:
        return {};
    }
}

} // namespace DriveProof::Gui
