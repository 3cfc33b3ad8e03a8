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

constexpr std::array<std::pair<DriveClass, const char *>, 5> kDriveClassKeys{{
    {DriveClass::Hdd, "hdd"},
    {DriveClass::SataSsd, "sata-ssd"},
    {DriveClass::NvmeSsd, "nvme-ssd"},
    {DriveClass::UsbBridge, "usb-bridge"},
    {DriveClass::Virtual, "virtual"},
}};

template <typename E, std::size_t N>
QString keyOf(const std::array<std::pair<E, const char *>, N> &table, E value)
{
    for (const auto &[v, key] : table) {
        if (v == value)
            return QString::fromLatin1(key);
    }
    return {};
}

template <typename E, std::size_t N>
E valueOf(const std::array<std::pair<E, const char *>, N> &table, QStringView key)
{
    for (const auto &[v, word] : table) {
        if (key == QLatin1String(word))
            return v;
    }
    return E::Unknown;
}

} // namespace

QString driveClassKey(DriveClass driveClass)
{
    return keyOf(kDriveClassKeys, driveClass);
}

DriveClass driveClassFromKey(QStringView key)
{
    return valueOf(kDriveClassKeys, key);
}

QString transportKey(Transport transport)
{
    return keyOf(kTransportKeys, transport);
}

Transport transportFromKey(QStringView key)
{
    return valueOf(kTransportKeys, key);
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
