// The window's icons: drive types (drawn in resources/icons/*.svg) and alignment verdicts.
#pragma once

#include "alignment/alignment.h"
#include "device/deviceinfo.h"

#include <QIcon>

namespace DriveProof::Gui {

enum class DriveType { Hdd, Ssd, Nvme, Usb, Loop, Generic };

// What kind of drive this looks like from its transport and media. Virtual disks (virtio,
// unknown transport) are Generic: their "rotational" flag is only a kernel default.
DriveType driveType(const Device::DeviceInfo &info);
QIcon driveIcon(DriveType type);
// "hard disk", "NVMe SSD", ... for tooltips and screen readers.
QString driveTypeText(DriveType type);

// Fixed green / amber / red: they read on light and dark palettes alike.
QIcon verdictIcon(Alignment::Verdict verdict);

QIcon appIcon();

} // namespace DriveProof::Gui
