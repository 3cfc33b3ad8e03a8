#include "inventory.h"

#include "devicetr.h"
#include "udiskssource.h"

#include <QFileInfo>

namespace DriveProof::Device {

Inventory::Inventory(SysfsRoots roots, QObject *parent)
    : QObject(parent)
    , m_probe(std::move(roots))
{
    m_pollTimer.setInterval(2000);
    connect(&m_pollTimer, &QTimer::timeout, this, &Inventory::pollSysfs);
}

Inventory::~Inventory() = default;

bool Inventory::useUdisks(UdisksSource *source)
{
    if (!source || !source->isAvailable())
        return false;
    m_udisks = source;
    connect(m_udisks, &UdisksSource::devicesChanged, this, &Inventory::changed);
    return true;
}

bool Inventory::hasUdisks() const
{
    return m_udisks != nullptr;
}

DeviceInfo Inventory::complete(DeviceInfo info) const
{
    noteMissingFacts(info);
    return info;
}

QList<DeviceInfo> Inventory::devices() const
{
    QList<DeviceInfo> list = m_probe.probeAll();
    if (m_udisks) {
        const QHash<QString, UdisksDriveFacts> facts = m_udisks->drives();
        for (DeviceInfo &info : list) {
            const auto it = facts.find(info.name);
            if (it != facts.end())
                mergeUdisksFacts(info, *it);
        }
    }
    for (DeviceInfo &info : list)
        info = complete(std::move(info));
    return list;
}

Result<DeviceInfo> Inventory::find(const QString &userArg, QString *partitionName) const
{
    QString name = userArg;
    if (name.startsWith(QLatin1String("/dev/"))) {
        // Follow /dev/disk/by-id/... links to the kernel name.
        const QFileInfo fi(name);
        if (fi.exists())
            name = QFileInfo(fi.canonicalFilePath()).fileName();
        else
            name = name.mid(5);
    } else if (name.contains(QLatin1Char('/'))) {
        // A path outside /dev: say whether it is missing or only not a device (a folder
        // given where a drive was asked for), never one for the other.
        if (!QFileInfo::exists(userArg))
            return Error{userArg, Tr::tr("There is no %1. Give a device such as /dev/sda (see "
                                         "'driveproof-cli list').")
                                      .arg(userArg)};
        return Error{userArg, Tr::tr("%1 is a folder or a file, not a block device. Give a "
                                     "device such as /dev/sda (see 'driveproof-cli list').")
                                  .arg(userArg)};
    }
    const QString disk = m_probe.diskOf(name);
    if (disk.isEmpty()) {
        return Error{userArg, Tr::tr("No block device named %1. Run 'driveproof-cli list' to see "
                                     "the drives on this machine.")
                                  .arg(userArg)};
    }
    if (partitionName)
        *partitionName = disk == name ? QString() : name;
    std::optional<DeviceInfo> info = m_probe.probe(disk);
    if (!info) {
        return Error{userArg, Tr::tr("%1 disappeared while it was being read. Check that the "
                                     "drive is still connected.")
                                  .arg(userArg)};
    }
    if (m_udisks) {
        const QHash<QString, UdisksDriveFacts> facts = m_udisks->drives();
        const auto it = facts.find(disk);
        if (it != facts.end())
            mergeUdisksFacts(*info, *it);
    }
    return complete(std::move(*info));
}

void Inventory::startWatching()
{
    m_lastNames = m_probe.diskNames();
    // udisks2 tells us about hotplug; the poll also catches what it does not track
    // (and is the only watcher when udisks2 is absent). Listing /sys/block is cheap.
    m_pollTimer.start();
}

void Inventory::pollSysfs()
{
    const QStringList names = m_probe.diskNames();
    if (names != m_lastNames) {
        m_lastNames = names;
        emit changed();
    }
}

} // namespace DriveProof::Device
