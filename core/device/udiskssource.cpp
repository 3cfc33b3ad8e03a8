// TEMPORARY placeholder so the tree builds; the real QtDBus client replaces it.
#include "udiskssource.h"

#include "deviceinfo.h"

namespace DriveProof::Device {

UdisksSource::UdisksSource(QDBusConnection bus, QObject *parent)
    : QObject(parent)
    , m_bus(std::move(bus))
{}

bool UdisksSource::isAvailable() const
{
    return false;
}

QHash<QString, UdisksDriveFacts> UdisksSource::drives() const
{
    return {};
}

void mergeUdisksFacts(DeviceInfo &, const UdisksDriveFacts &) {}

} // namespace DriveProof::Device
