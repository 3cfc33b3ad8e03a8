// What a drive can show through the path it sits on, and what its class does: the numbers
// the verdicts hold measurements against (expectationverdicts.h). Each number's source is
// cited beside it in expectations.cpp. Pure: no I/O.
#pragma once

#include "device/deviceinfo.h"

#include <QString>

namespace DriveProof::Suites {

struct LinkCeiling
{
    // The most the link carries after its line encoding (SATA and USB 3.0: 8b/10b; PCIe
    // 3.0+: 128b/130b; USB 2: 13 bulk packets per microframe). A rate above it cannot
    // come from a drive on this link.
    double carryBytesPerSecond = 0.0;
    // What good drives really reach through it, after protocol overhead (FIS and command
    // framing, TLP headers, BOT/UAS wrappers): the "as fast as it can be here" mark.
    double achievableBytesPerSecond = 0.0;
    bool isKnown() const { return carryBytesPerSecond > 0; }
};

// The ceiling of the link as it runs now; unknown (0) where sysfs did not say its speed.
LinkCeiling linkCeiling(const Device::LinkInfo &link);
// The ceiling the link would have at the device's own best (PCIe: max speed and width of
// the device, bounded by its port's; SATA: the drive's fastest generation). Unknown (0)
// when that is not known.
LinkCeiling bestLinkCeiling(const Device::LinkInfo &link);

// "3.0" for 8 GT/s, the PCIe generation a per-lane rate belongs to; empty when unknown.
QString pcieGeneration(double gts);

// The link in a few words: "SATA 6 Gb/s", "PCIe 3.0 x2", "USB 3.0 (5 Gb/s)".
QString linkName(const Device::LinkInfo &link);
// One line for people: "SATA 6 Gb/s (~600 MB/s usable)", "PCIe 3.0 x2 of x4",
// "USB 3.0 (5 Gb/s), UAS". Empty when the link is unknown.
QString linkText(const Device::LinkInfo &link);
// The drive class as words: "hard disk (7,200 rpm)", "SATA SSD"; empty when unknown.
QString driveClassText(Device::DriveClass driveClass, int rotationRpm = -1);

// Random 4 KiB reads at queue depth 1, one thread, on a disk that spins at `rpm`: each I/O
// waits for a seek and, on average, half a turn. Range of IOPS; {0, 0} for rpm <= 0.
struct IopsRange
{
    double low = 0.0;
    double high = 0.0;
};
IopsRange hddRandomIops(int rpm);
// Above this, no seek and no turn can be involved: a cache answers.
double hddCachedIops(int rpm);

// The link as verdict arguments (stable, C locale) and back, so a finding's text can be
// said again in another language from its arguments alone.
QStringList linkArguments(const Device::LinkInfo &link);
Device::LinkInfo linkFromArguments(const QStringList &arguments, int from);

} // namespace DriveProof::Suites
