#include "icons.h"

#include "guitext.h"

namespace DriveProof::Gui {

namespace {

QIcon resourceIcon(const char *file)
{
    return QIcon(QStringLiteral(":/icons/") + QLatin1String(file));
}

} // namespace

DriveType driveType(const Device::DeviceInfo &info)
{
    const Device::Transport t = info.transport;
    if (info.isLoop() || t == Device::Transport::Loop)
        return DriveType::Loop;
    if (t == Device::Transport::Nvme)
        return DriveType::Nvme;
    if (t == Device::Transport::Usb)
        return DriveType::Usb;
    if (t == Device::Transport::Unknown || t == Device::Transport::Virtio)
        return DriveType::Generic;
    return info.rotational ? DriveType::Hdd : DriveType::Ssd;
}

QIcon driveIcon(DriveType type)
{
    switch (type) {
    case DriveType::Hdd:
        return resourceIcon("drive-hdd.svg");
    case DriveType::Ssd:
        return resourceIcon("drive-ssd.svg");
    case DriveType::Nvme:
        return resourceIcon("drive-nvme.svg");
    case DriveType::Usb:
        return resourceIcon("drive-usb.svg");
    case DriveType::Loop:
        return resourceIcon("drive-loop.svg");
    case DriveType::Generic:
        break;
    }
    return resourceIcon("drive-generic.svg");
}

QString driveTypeText(DriveType type)
{
    switch (type) {
    case DriveType::Hdd:
        return Tr::tr("hard disk");
    case DriveType::Ssd:
        return Tr::tr("solid-state drive");
    case DriveType::Nvme:
        return Tr::tr("NVMe solid-state drive");
    case DriveType::Usb:
        return Tr::tr("USB drive");
    case DriveType::Loop:
        return Tr::tr("loop device (a file used as a drive)");
    case DriveType::Generic:
        break;
    }
    return Tr::tr("drive");
}

QIcon verdictIcon(Alignment::Verdict verdict)
{
    switch (verdict) {
    case Alignment::Verdict::Ok:
        return resourceIcon("verdict-ok.svg");
    case Alignment::Verdict::Warning:
        return resourceIcon("verdict-warning.svg");
    case Alignment::Verdict::Misaligned:
        break;
    }
    return resourceIcon("verdict-misaligned.svg");
}

QIcon appIcon()
{
    return resourceIcon("io.github.driveproof.DriveProof.svg");
}

} // namespace DriveProof::Gui
