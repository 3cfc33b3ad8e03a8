#include "suites/expectations.h"

#include "suites/suitestr.h"
#include "suites/verdicts.h"

#include <QLocale>

#include <algorithm>

namespace DriveProof::Suites {

namespace {

// Serial ATA Revision 3.0 §6: 1.5, 3.0 and 6.0 Gb/s line rates with 8b/10b encoding, so
// 10 bits on the wire per byte: 150, 300 and 600 MB/s usable.
LinkCeiling sataCeiling(double gbps)
{
    if (gbps <= 0)
        return {};
    const double carry = gbps * 1e9 / 10.0;
    // FIS headers, CRC, primitives between frames and the command round trips leave about
    // 93%: the best SATA SSDs read at 550-560 MB/s on a 6 Gb/s link (Samsung 870 EVO and
    // Crucial MX500 datasheets: 560 MB/s sequential read).
    return {carry, carry * 0.93};
}

// PCI Express Base Specification 5.0 §4.2: 2.5 and 5.0 GT/s lanes use 8b/10b, 8.0, 16.0
// and 32.0 GT/s lanes 128b/130b. 64 GT/s (6.0, FLIT mode with PAM4) is left unknown.
double pcieLaneBytesPerSecond(double gts)
{
    if (gts <= 0 || gts > 32.0)
        return 0.0;
    const double encoding = gts <= 5.0 ? 8.0 / 10.0 : 128.0 / 130.0;
    return gts * 1e9 * encoding / 8.0;
}

LinkCeiling pcieCeiling(double gts, int width)
{
    const double lane = pcieLaneBytesPerSecond(gts);
    if (lane <= 0 || width <= 0)
        return {};
    const double carry = lane * width;
    // TLP headers, DLLPs and flow control cost about 10% at the usual 256-byte maximum
    // payload (256 / (256 + 24) = 91%): a PCIe 3.0 x4 drive reads at about 3,500 MB/s
    // of its 3,938 (Samsung 970 PRO datasheet: 3,500 MB/s).
    return {carry, carry * 0.9};
}

LinkCeiling usbCeiling(int mbps)
{
    switch (mbps) {
    case 12:
        // USB 2.0 §5.8.4 table 5-9: at most 19 bulk packets of 64 bytes per 1 ms frame.
        return {1.216e6, 1.0e6};
    case 480:
        // USB 2.0 §5.8.4 table 5-10: 13 bulk packets of 512 bytes per 125 µs microframe =
        // 53.2 MB/s; USB disks reach 35-40 MB/s with Bulk-Only Transport.
        return {53.248e6, 40e6};
    case 5000:
        // USB 3.0 §6: 5 Gb/s with 8b/10b = 500 MB/s; about 450 MB/s with UAS.
        return {500e6, 450e6};
    case 10000:
        // USB 3.1 §6: 10 Gb/s with 128b/132b = 1,212 MB/s; about 1,000 MB/s with UAS.
        return {10e9 * 128.0 / 132.0 / 8.0, 1000e6};
    case 20000:
        // USB 3.2 Gen 2x2: two 10 Gb/s lanes; about 2,000 MB/s.
        return {2 * 10e9 * 128.0 / 132.0 / 8.0, 2000e6};
    default:
        return {};
    }
}

double positiveMin(double a, double b)
{
    if (a <= 0)
        return b;
    if (b <= 0)
        return a;
    return std::min(a, b);
}

QString number(double value)
{
    return QString::number(value, 'g', 12);
}

QString gbpsText(double gbps)
{
    return QLocale().toString(gbps, 'g', 3);
}

} // namespace

LinkCeiling linkCeiling(const Device::LinkInfo &link)
{
    if (link.bus == QLatin1String("sata"))
        return sataCeiling(link.sataGbps);
    if (link.bus == QLatin1String("pcie"))
        return pcieCeiling(link.pcieGts, link.pcieWidth);
    if (link.bus == QLatin1String("usb"))
        return usbCeiling(link.usbMbps);
    return {};
}

LinkCeiling bestLinkCeiling(const Device::LinkInfo &link)
{
    if (link.bus == QLatin1String("sata"))
        return sataCeiling(link.driveMaxSataGbps);
    if (link.bus == QLatin1String("pcie") && link.pcieMaxGts > 0 && link.pcieMaxWidth > 0)
        return pcieCeiling(positiveMin(link.pcieMaxGts, link.portMaxGts),
                           int(positiveMin(link.pcieMaxWidth, link.portMaxWidth)));
    return {};
}

QString pcieGeneration(double gts)
{
    // PCIe 1.0: 2.5 GT/s, 2.0: 5, 3.0: 8, 4.0: 16, 5.0: 32, 6.0: 64.
    static const std::pair<double, const char *> generations[] = {
        {2.5, "1.0"}, {5.0, "2.0"}, {8.0, "3.0"}, {16.0, "4.0"}, {32.0, "5.0"}, {64.0, "6.0"}};
    for (const auto &[rate, name] : generations)
        if (qFuzzyCompare(gts, rate))
            return QLatin1String(name);
    return {};
}

QString linkName(const Device::LinkInfo &link)
{
    if (link.bus == QLatin1String("sata")) {
        if (link.sataGbps <= 0)
            return Tr::tr("SATA, link speed unknown");
        //: %1 the SATA link speed in Gb/s, e.g. 6
        return Tr::tr("SATA %1 Gb/s").arg(gbpsText(link.sataGbps));
    }
    if (link.bus == QLatin1String("pcie")) {
        const QString gen = pcieGeneration(link.pcieGts);
        if (gen.isEmpty() || link.pcieWidth <= 0)
            return Tr::tr("PCIe, link speed unknown");
        //: %1 the PCIe generation ("3.0"), %2 lanes in use
        return Tr::tr("PCIe %1 x%2").arg(gen).arg(link.pcieWidth);
    }
    if (link.bus == QLatin1String("usb")) {
        // USB-IF's names for the signalling rates the kernel reports in Mb/s.
        static const std::pair<int, const char *> versions[] = {
            {12, "1.1"}, {480, "2"}, {5000, "3.0"}, {10000, "3.1"}, {20000, "3.2"}};
        QString version;
        for (const auto &[mbps, name] : versions)
            if (link.usbMbps == mbps)
                version = QLatin1String(name);
        if (version.isEmpty())
            return Tr::tr("USB, link speed unknown");
        const QLocale locale;
        if (link.usbMbps >= 1000)
            //: %1 the USB version ("3.0"), %2 its signalling rate in Gb/s
            return Tr::tr("USB %1 (%2 Gb/s)").arg(version, locale.toString(link.usbMbps / 1000));
        //: %1 the USB version ("2"), %2 its signalling rate in Mb/s
        return Tr::tr("USB %1 (%2 Mb/s)").arg(version, locale.toString(link.usbMbps));
    }
    return {};
}

QString linkText(const Device::LinkInfo &link)
{
    const QString name = linkName(link);
    const LinkCeiling ceiling = linkCeiling(link);
    if (link.bus == QLatin1String("sata") && ceiling.isKnown())
        //: %1 the SATA link ("SATA 6 Gb/s"), %2 a transfer rate, e.g. "600.0 MB/s"
        return Tr::tr("%1 (~%2 usable)").arg(name, rateText(ceiling.carryBytesPerSecond));
    if (link.bus == QLatin1String("pcie") && ceiling.isKnown()) {
        const QString maxGen = pcieGeneration(link.pcieMaxGts);
        if (!maxGen.isEmpty() && link.pcieMaxGts > link.pcieGts && link.pcieMaxWidth > 0)
            //: %1 the PCIe link now ("PCIe 3.0 x2"), %2 PCIe generation ("4.0"), %3 lanes
            return Tr::tr("%1 (the drive can do PCIe %2 x%3)")
                .arg(name, maxGen)
                .arg(link.pcieMaxWidth);
        if (link.pcieMaxWidth > link.pcieWidth)
            //: %1 the PCIe link now ("PCIe 3.0 x2"), %2 lanes the drive has
            return Tr::tr("%1 of x%2").arg(name).arg(link.pcieMaxWidth);
    }
    if (link.bus == QLatin1String("usb") && !link.usbDriver.isEmpty()) {
        // UAS queues commands; Bulk-Only Transport (usb-storage) runs one at a time.
        const QString protocol = link.usbDriver == QLatin1String("uas") ? QStringLiteral("UAS")
                                 : link.usbDriver == QLatin1String("usb-storage")
                                     ? QStringLiteral("BOT")
                                     : link.usbDriver;
        //: %1 the USB link ("USB 3.0 (5 Gb/s)"), %2 the storage protocol: UAS or BOT
        return Tr::tr("%1, %2").arg(name, protocol);
    }
    return name;
}

QString driveClassText(Device::DriveClass driveClass, int rotationRpm)
{
    if (driveClass == Device::DriveClass::Hdd)
        return rotationRpm > 0
                   //: %1 the rotation rate in turns per minute, e.g. 7,200
                   ? Tr::tr("hard disk (%L1 rpm)").arg(rotationRpm)
                   : Tr::tr("hard disk");
    if (driveClass == Device::DriveClass::SataSsd)
        return Tr::tr("SATA SSD");
    if (driveClass == Device::DriveClass::NvmeSsd)
        return Tr::tr("NVMe SSD");
    if (driveClass == Device::DriveClass::UsbBridge)
        return Tr::tr("drive behind a USB bridge");
    if (driveClass == Device::DriveClass::Virtual)
        return Tr::tr("virtual disk");
    return {};
}

IopsRange hddRandomIops(int rpm)
{
    if (rpm <= 0)
        return {};
    // Each random read waits half a turn on average (30,000 / rpm ms) plus a seek: about
    // 8.5-9 ms average for 7,200 rpm desktop disks (Seagate BarraCuda and WD Blue
    // datasheets), down to 2-3 ms across the small area of a test file. That gives
    // 76-150 IOPS at 7,200 rpm, 68-124 at 5,400, 91-222 at 15,000.
    const double halfTurnMs = 30000.0 / rpm;
    return {1000.0 / (9.0 + halfTurnMs), 1000.0 / (2.5 + halfTurnMs)};
}

double hddCachedIops(int rpm)
{
    // With no seek at all, a read still waits half a turn on average: rpm / 30 per second.
    // Half as much again leaves room for reads that happen to land under the head.
    return rpm > 0 ? 1.5 * rpm / 30.0 : 0.0;
}

QStringList linkArguments(const Device::LinkInfo &link)
{
    return {link.bus,
            number(link.sataGbps),
            number(link.driveMaxSataGbps),
            number(link.pcieGts),
            QString::number(link.pcieWidth),
            number(link.pcieMaxGts),
            QString::number(link.pcieMaxWidth),
            number(link.portMaxGts),
            QString::number(link.portMaxWidth),
            QString::number(link.usbMbps),
            link.usbDriver};
}

Device::LinkInfo linkFromArguments(const QStringList &a, int from)
{
    Device::LinkInfo link;
    link.bus = a.value(from);
    link.sataGbps = a.value(from + 1).toDouble();
    link.driveMaxSataGbps = a.value(from + 2).toDouble();
    link.pcieGts = a.value(from + 3).toDouble();
    link.pcieWidth = a.value(from + 4).toInt();
    link.pcieMaxGts = a.value(from + 5).toDouble();
    link.pcieMaxWidth = a.value(from + 6).toInt();
    link.portMaxGts = a.value(from + 7).toDouble();
    link.portMaxWidth = a.value(from + 8).toInt();
    link.usbMbps = a.value(from + 9).toInt();
    link.usbDriver = a.value(from + 10);
    return link;
}

} // namespace DriveProof::Suites
