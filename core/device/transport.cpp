// The transport and kernel cache mode words of transport.h, and the one command-set choice.
#include "device/transport.h"

#include "device/deviceinfo.h"

#include <array>
#include <utility>

namespace DriveProof::Device {
namespace {

constexpr std::array<std::pair<Transport, const char *>, 9> kTransportKeys{{
    {Transport::Sata, "sata"},
    {Transport::Sas, "sas"},
    {Transport::Scsi, "scsi"},
    {Transport::VirtioScsi, "virtio-scsi"},
    {Transport::Nvme, "nvme"},
    {Transport::Usb, "usb"},
    {Transport::Virtio, "virtio"},
    {Transport::Mmc, "mmc"},
    {Transport::Loop, "loop"},
}};

} // namespace

QString transportKey(Transport transport)
{
    for (const auto &[t, key] : kTransportKeys) {
        if (t == transport)
            return QString::fromLatin1(key);
    }
    return {};
}

Transport transportFromKey(QStringView key)
{
    for (const auto &[t, word] : kTransportKeys) {
        if (key == QLatin1String(word))
            return t;
    }
    return Transport::Unknown;
}

CommandSet commandSetFor(const DeviceInfo &info)
{
    if (info.isLoop())
        return CommandSet::None;
    switch (info.transport) {
    case Transport::Loop:
    case Transport::Mmc:
        return CommandSet::None;
    case Transport::Nvme:
        return CommandSet::Nvme;
    case Transport::Sata:
    case Transport::Usb:
        return CommandSet::Ata;
    case Transport::Sas:
    case Transport::Scsi:
    case Transport::VirtioScsi:
        return CommandSet::Scsi;
    case Transport::Virtio:
    case Transport::Unknown:
        break;
    }
    // The sd driver takes SCSI commands whatever the host adapter calls itself.
    if (info.name.startsWith(QLatin1String("sd")))
        return CommandSet::Scsi;
    return info.transport == Transport::Virtio ? CommandSet::None : CommandSet::Unknown;
}

QString kernelCacheWords(KernelCacheMode mode)
{
    switch (mode) {
    case KernelCacheMode::WriteBack:
        return QStringLiteral("write back");
    case KernelCacheMode::WriteThrough:
        return QStringLiteral("write through");
    case KernelCacheMode::Unknown:
        break;
    }
    return {};
}

KernelCacheMode kernelCacheModeFromWords(QStringView words)
{
    const QStringView w = words.trimmed();
    if (w == QLatin1String("write back"))
        return KernelCacheMode::WriteBack;
    if (w == QLatin1String("write through"))
        return KernelCacheMode::WriteThrough;
    return KernelCacheMode::Unknown;
}

} // namespace DriveProof::Device
