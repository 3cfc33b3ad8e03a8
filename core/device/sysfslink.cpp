// The path a drive sits on, read from sysfs: the SATA link its ata port negotiated, the
// PCIe link of an NVMe controller (and what its upstream port could give it), the USB
// speed and driver of a bridge; and the drive's class. These bound what any measurement
// can show, so the verdicts (suites/expectations.h) compare the numbers with them. What
// sysfs does not say stays 0 / empty.
#include "sysfsprobe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace DriveProof::Device {

namespace {

QString readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).trimmed();
}

// A leading decimal number followed by `unit` ("6.0 Gbps", "8.0 GT/s PCIe"); 0 otherwise.
double leadingNumber(const QString &text, const QString &unit)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+(?:\\.\\d+)?)\\s*(\\S+)"));
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch() || m.captured(2) != unit)
        return 0.0;
    return m.captured(1).toDouble();
}

int positiveInt(const QString &text)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    return ok && v > 0 ? v : 0;
}

bool isPciAddress(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral("^[0-9a-f]{4,}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-7]$"));
    return re.match(name).hasMatch();
}

// The PCI function of an NVMe namespace's controller: the folder before "/nvme/" in the
// block device's path, else (native multipath puts namespaces under nvme-subsystem) the
// controller's `device` link.
QString nvmePciDir(const QString &sys, const QString &name, const QString &devPath)
{
    const qsizetype at = devPath.indexOf(QLatin1String("/nvme/"));
    if (at > 0 && isPciAddress(QFileInfo(devPath.left(at)).fileName()))
        return devPath.left(at);
    static const QRegularExpression ctrl(QStringLiteral("^(nvme\\d+)"));
    const QRegularExpressionMatch m = ctrl.match(name);
    if (!m.hasMatch())
        return {};
    const QString dir =
        QFileInfo(sys + QStringLiteral("/class/nvme/") + m.captured(1) + QStringLiteral("/device"))
            .canonicalFilePath();
    return isPciAddress(QFileInfo(dir).fileName()) ? dir : QString();
}

void readPcie(LinkInfo &link, const QString &pciDir)
{
    link.bus = QStringLiteral("pcie");
    const auto attr = [&](const QString &dir, const char *name) {
        return readFile(dir + QLatin1Char('/') + QLatin1String(name));
    };
    const QString gts = QStringLiteral("GT/s");
    link.pcieGts = leadingNumber(attr(pciDir, "current_link_speed"), gts);
    link.pcieWidth = positiveInt(attr(pciDir, "current_link_width"));
    link.pcieMaxGts = leadingNumber(attr(pciDir, "max_link_speed"), gts);
    link.pcieMaxWidth = positiveInt(attr(pciDir, "max_link_width"));
    // The port above: a root port or a switch's downstream port. What the slot can give.
    const QString port = QFileInfo(pciDir).path();
    if (isPciAddress(QFileInfo(port).fileName())) {
        link.portMaxGts = leadingNumber(attr(port, "max_link_speed"), gts);
        link.portMaxWidth = positiveInt(attr(port, "max_link_width"));
    }
}

// A USB mass-storage disk: ".../usb2/2-1/2-1:1.0/host4/...". The USB device is "2-1" (or
// "2-1.4" behind a hub), its storage interface "2-1:1.0".
void readUsb(LinkInfo &link, const QString &devPath)
{
    static const QRegularExpression device(QStringLiteral("^\\d+-\\d+(\\.\\d+)*$"));
    static const QRegularExpression interface(QStringLiteral("^\\d+-\\d+(\\.\\d+)*:\\d+\\.\\d+$"));
    const QStringList parts = devPath.split(QLatin1Char('/'));
    for (qsizetype i = parts.size() - 1; i > 0; --i) {
        if (!interface.match(parts.at(i)).hasMatch() || !device.match(parts.at(i - 1)).hasMatch())
            continue;
        link.bus = QStringLiteral("usb");
        const QString deviceDir = parts.mid(0, i).join(QLatin1Char('/'));
        // `speed` is in Mb/s: 1.5, 12, 480, 5000, 10000, 20000. Below 1 Mb/s is no disk.
        link.usbMbps = int(readFile(deviceDir + QStringLiteral("/speed")).toDouble());
        const QString driver =
            QFileInfo(deviceDir + QLatin1Char('/') + parts.at(i) + QStringLiteral("/driver"))
                .canonicalFilePath();
        if (!driver.isEmpty())
            link.usbDriver = QFileInfo(driver).fileName();
        return;
    }
}

} // namespace

double parseSataSpeed(const QString &text)
{
    return leadingNumber(text, QStringLiteral("Gbps"));
}

double parsePcieSpeed(const QString &text)
{
    return leadingNumber(text, QStringLiteral("GT/s"));
}

void SysfsProbe::readLink(DeviceInfo &info, const QString &blockDir) const
{
    const QString devPath =
        QFileInfo(m_roots.sys + QLatin1Char('/') + blockDir).canonicalFilePath();
    if (info.transport == Transport::Usb) {
        readUsb(info.link, devPath);
    } else if (info.transport == Transport::Nvme) {
        const QString pciDir = nvmePciDir(m_roots.sys, info.name, devPath);
        if (!pciDir.isEmpty())
            readPcie(info.link, pciDir);
    } else if (info.transport == Transport::Sata) {
        // libata names the port "ataN" and its host link "linkN" (a port multiplier's
        // links are "linkN.M" below it; the drive's bandwidth is bounded by the host link).
        static const QRegularExpression port(QStringLiteral("/ata(\\d+)/"));
        const QRegularExpressionMatch m = port.match(devPath);
        if (!m.hasMatch())
            return;
        info.link.bus = QStringLiteral("sata");
        info.link.sataGbps = parseSataSpeed(
            readAttr(QStringLiteral("class/ata_link/link%1/sata_spd").arg(m.captured(1))));
    }
}

DriveClass driveClass(const DeviceInfo &info)
{
    if (info.isLoop())
        return DriveClass::Unknown;
    if (!virtualDiskMaker(info).isEmpty())
        return DriveClass::Virtual;
    // The rate the drive itself reports (IDENTIFY word 217, VPD B1h) says it spins; the
    // kernel's `rotational` alone does not on USB, where it defaults to 1 for every stick.
    const bool spins = info.rotationRateRpm.value_or(0) > 0 ||
                       (info.rotational && !info.rotationRateRpm &&
                        (info.transport == Transport::Sata || info.transport == Transport::Sas));
    if (spins)
        return DriveClass::Hdd;
    if (info.transport == Transport::Nvme)
        return DriveClass::NvmeSsd;
    if (info.transport == Transport::Usb)
        return DriveClass::UsbBridge;
    if (info.transport == Transport::Sata && !info.rotational)
        return DriveClass::SataSsd;
    return DriveClass::Unknown;
}

} // namespace DriveProof::Device
