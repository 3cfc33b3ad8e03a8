#include "drivelistmodel.h"

#include "guitext.h"
#include "icons.h"

namespace DriveProof::Gui {

DriveListModel::DriveListModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void DriveListModel::setDevices(QList<Device::DeviceInfo> devices)
{
    beginResetModel();
    m_devices = std::move(devices);
    endResetModel();
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
    case Qt::DecorationRole:
        return driveIcon(driveType(*info));
    case Qt::ToolTipRole:
        //: %1 drive name, %2 kind of drive, e.g. "hard disk", %3 device path
        return tr("%1\n%2, %3").arg(driveTitle(*info), driveTypeText(driveType(*info)), info->path);
    case Qt::AccessibleTextRole:
        //: read by screen readers; %1 drive name, %2 kind of drive, %3 size, %4 device path
        return tr("%1, %2, %3, %4")
            .arg(driveTitle(*info), driveTypeText(driveType(*info)), shortSize(info->sizeBytes),
                 info->path);
    default:
        return {};
    }
}

} // namespace DriveProof::Gui
