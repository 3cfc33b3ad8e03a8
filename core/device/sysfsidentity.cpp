// What a drive is, as SysfsProbe reads it without privileges: model, serial, firmware, WWN
// and rotation rate from sysfs attributes, udev's database (what ata_id and scsi_id read
// from the drive), the SCSI VPD pages 80h, 89h and B1h and the ATA IDENTIFY data in them;
// the decoders for each are pure so that unit tests feed them bytes.
#include "sysfsprobe.h"

#include "ata/atacodec.h"
#include "devicetr.h"

#include <QFile>
#include <QFileInfo>

namespace DriveProof::Device {

namespace {

// SCSI VPD page 80h (SPC-4 7.8.15): 4-byte header, byte 3 = page length, then the serial.
QString serialFromVpd80(const QByteArray &page)
{
    if (page.size() < 4 || quint8(page[1]) != 0x80)
        return {};
    const int len = qMin<int>(quint8(page[3]), int(page.size()) - 4);
    return QString::fromLatin1(page.mid(4, len)).trimmed();
}

// Kernel `wwid` attributes: "naa.5000c500a1b2c3d4", "eui.0025388b91b2c3d4", "t10.ATA ...".
QString wwnFromWwid(const QString &wwid)
{
    if (wwid.startsWith(QLatin1String("naa.")) || wwid.startsWith(QLatin1String("eui.")))
        return QStringLiteral("0x") + wwid.mid(4).toLower();
    return {};
}

std::optional<Ata::AtaIdentifyData> parsedIdentify(const QByteArray &identify)
{
    if (identify.isEmpty())
        return std::nullopt;
    Result<Ata::AtaIdentifyData> id = Ata::parseAtaIdentify(identify);
    if (!id)
        return std::nullopt;
    return std::move(id.value());
}

// The first non-empty value, completed by later ones where it is their cut-off start.
QString combined(std::initializer_list<QString> preferredFirst)
{
    QString result;
    for (const QString &candidate : preferredFirst)
        result = preferFullString(result, candidate);
    return result;
}

} // namespace

void applyAtaIdentify(DeviceInfo &info, const Ata::AtaIdentifyData &id)
{
    info.model = combined({id.model, info.model});
    info.serial = combined({id.serial, info.serial});
    info.firmware = combined({id.firmware, info.firmware});
    info.wwn = combined({id.wwn, info.wwn});
    // Word 217. "Non-rotating" only where the kernel does not say the device spins, so
    // two sources never contradict each other in one DeviceInfo.
    if (id.rotation == Ata::AtaRotation::Rotating)
        info.rotationRateRpm = id.rotationRateRpm;
    else if (id.rotation == Ata::AtaRotation::NonRotating && !info.rotational)
        info.rotationRateRpm = 0;
    if (id.sataMaxGbps > 0)
        info.link.driveMaxSataGbps = id.sataMaxGbps;
    if (!info.sources.contains(QLatin1String("ATA IDENTIFY")))
        info.sources << QStringLiteral("ATA IDENTIFY");
}

QString preferFullString(const QString &current, const QString &candidate)
{
    const QString c = candidate.trimmed();
    if (current.isEmpty())
        return c;
    if (c.size() > current.size() && c.startsWith(current))
        return c;
    return current;
}

QHash<QString, QString> parseUdevDatabase(const QByteArray &contents)
{
    // udev's database: one "<type>:<data>" a line; "E:KEY=value" are the properties.
    QHash<QString, QString> properties;
    for (const QByteArray &line : contents.split('\n')) {
        if (!line.startsWith("E:"))
            continue;
        const qsizetype eq = line.indexOf('=');
        if (eq < 3)
            continue;
        properties.insert(QString::fromUtf8(line.mid(2, eq - 2)),
                          QString::fromUtf8(line.mid(eq + 1)));
    }
    return properties;
}

QString decodeUdevString(const QString &encoded)
{
    // udev's encode_devnode_name()/udev_util_encode_string(): bytes outside a safe set
    // become "\xHH" (a space is \x20); everything else stays as it is.
    QByteArray bytes;
    const QByteArray in = encoded.toUtf8();
    for (qsizetype i = 0; i < in.size(); ++i) {
        if (in[i] == '\\' && i + 3 < in.size() && in[i + 1] == 'x') {
            bool ok = false;
            const int value = in.mid(i + 2, 2).toInt(&ok, 16);
            if (ok) {
                bytes.append(char(value));
                i += 3;
                continue;
            }
        }
        bytes.append(in[i]);
    }
    // Control characters would be a way to put escape sequences on a terminal.
    QString text = QString::fromUtf8(bytes);
    for (QChar &c : text) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            c = QLatin1Char(' ');
    }
    return text.trimmed();
}

std::optional<int> rotationFromVpdB1(const QByteArray &page)
{
    if (page.size() < 6 || quint8(page[1]) != 0xB1)
        return std::nullopt;
    const int rate = quint8(page[4]) << 8 | quint8(page[5]);
    if (rate == 0x0001)
        return 0; // non-rotating medium (a solid-state device)
    if (rate >= 0x0401 && rate <= 0xFFFE)
        return rate;
    return std::nullopt; // 0000h: not reported; the rest is reserved
}

QByteArray identifyFromVpd89(const QByteArray &page)
{
    // SAT-3 12.4.2 ATA Information VPD page: header (4), SAT vendor / product / revision
    // (bytes 8-35), the device signature (36-55), COMMAND CODE (56: ECh for IDENTIFY
    // DEVICE, A1h for IDENTIFY PACKET DEVICE), then the IDENTIFY data (60-571).
    constexpr qsizetype kIdentifyOffset = 60;
    if (page.size() < kIdentifyOffset + Ata::kAtaIdentifySize || quint8(page[1]) != 0x89 ||
        quint8(page[56]) != 0xEC)
        return {};
    return page.mid(kIdentifyOffset, Ata::kAtaIdentifySize);
}

QString virtualDiskMaker(const DeviceInfo &info)
{
    if (info.transport == Transport::Virtio)
        return QStringLiteral("virtio");
    if (info.name.startsWith(QLatin1String("xvd")))
        return QStringLiteral("Xen");
    const QString vendor = info.vendor.trimmed();
    const QString model = info.model.trimmed();
    struct Known
    {
        const char *vendor; // INQUIRY vendor; nullptr: any
        const char *model;  // start of the product / ATA or NVMe model; nullptr: any
        const char *maker;
    };
    static const Known known[] = {
        {"QEMU", nullptr, "QEMU"},
        {nullptr, "QEMU ", "QEMU"}, // "QEMU HARDDISK" (ide-hd), "QEMU NVMe Ctrl"
        {"VMware", nullptr, "VMware"},
        {"VMware,", nullptr, "VMware"},
        {nullptr, "VMware", "VMware"}, // "VMware Virtual S", "VMware Virtual NVMe Disk"
        {"Msft", "Virtual Disk", "Hyper-V"},
        {nullptr, "Virtual HD", "Hyper-V"},
        {nullptr, "VBOX ", "VirtualBox"}, // "VBOX HARDDISK"
        {"VBOX", nullptr, "VirtualBox"},
        {"Google", "PersistentDisk", "Google Compute Engine"},
        {nullptr, "nvme_card", "Google Compute Engine"},
        {nullptr, "Amazon Elastic Block Store", "Amazon EBS"},
        {"Xen", nullptr, "Xen"},
        {nullptr, "Virtual disk", "a hypervisor"},
    };
    for (const Known &k : known) {
        if (k.vendor && vendor != QLatin1String(k.vendor))
            continue;
        if (k.model && !model.startsWith(QLatin1String(k.model)))
            continue;
        return QLatin1String(k.maker);
    }
    return {};
}

void SysfsProbe::readIdentity(DeviceInfo &info, const QString &blockDir) const
{
    const QString devPath =
        QFileInfo(m_roots.sys + QLatin1Char('/') + blockDir).canonicalFilePath();
    info.transport = transportFromSysfsPath(info.name, devPath);
    const QString dev = blockDir + QStringLiteral("/device/");

    if (info.isLoop()) {
        info.backingFile = readAttr(blockDir + QStringLiteral("/loop/backing_file"));
    } else if (info.name.startsWith(QLatin1String("mmcblk"))) {
        info.model = readAttr(dev + QStringLiteral("name"));
        info.serial = readAttr(dev + QStringLiteral("serial"));
        info.firmware = readAttr(dev + QStringLiteral("fwrev"));
        info.vendor = readAttr(dev + QStringLiteral("manfid"));
    } else if (info.name.startsWith(QLatin1String("nvme"))) {
        info.model = readAttr(dev + QStringLiteral("model"));
        info.serial = readAttr(dev + QStringLiteral("serial"));
        info.firmware = readAttr(dev + QStringLiteral("firmware_rev"));
        info.wwn = wwnFromWwid(readAttr(blockDir + QStringLiteral("/wwid")));
    } else {
        // SCSI disks (SATA behind libata, SAS, USB bridges) and virtio.
        info.model = readAttr(dev + QStringLiteral("model"));
        info.vendor = readAttr(dev + QStringLiteral("vendor"));
        info.firmware = readAttr(dev + QStringLiteral("rev"));
        QFile vpd(m_roots.sys + QLatin1Char('/') + dev + QStringLiteral("vpd_pg80"));
        if (vpd.open(QIODevice::ReadOnly))
            info.serial = serialFromVpd80(vpd.readAll());
        if (info.serial.isEmpty())
            info.serial = readAttr(blockDir + QStringLiteral("/serial")); // virtio-blk
        info.wwn = wwnFromWwid(readAttr(dev + QStringLiteral("wwid")));
        // virtio's device/vendor is the PCI vendor ID of virtio itself (0x1af4), not the
        // maker of any drive: showing it as a vendor would mislead.
        if (info.transport == Transport::Virtio && info.vendor.startsWith(QLatin1String("0x")))
            info.vendor.clear();
    }
    if (!info.isLoop())
        readDriveIdentity(info, blockDir);
}

void SysfsProbe::readDriveIdentity(DeviceInfo &info, const QString &blockDir) const
{
    const auto readBytes = [this](const QString &relPath) {
        QFile f(m_roots.sys + QLatin1Char('/') + relPath);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QString dev = blockDir + QStringLiteral("/device/");
    // udev's strings next: ata_id reads IDENTIFY (40-character model), scsi_id the VPD
    // pages, both with privileges the user may not have. They come before INQUIRY's.
    if (info.major > 0 || info.minor > 0) {
        QFile db(QStringLiteral("%1/b%2:%3").arg(m_roots.udevData).arg(info.major).arg(info.minor));
        if (db.open(QIODevice::ReadOnly)) {
            const QHash<QString, QString> udev = parseUdevDatabase(db.readAll());
            // ID_MODEL_ENC keeps the spaces (as \x20); ID_MODEL may have '_' for them, so
            // it only completes what the others say.
            info.model = combined({decodeUdevString(udev.value(QStringLiteral("ID_MODEL_ENC"))),
                                   info.model, udev.value(QStringLiteral("ID_MODEL")).trimmed()});
            // The unit serial number page (80h) stays first: scsi_id makes ID_SERIAL_SHORT of
            // a SAS disk from its NAA designator, which is not its serial number.
            info.serial =
                combined({info.serial, udev.value(QStringLiteral("ID_SERIAL_SHORT")).trimmed()});
            info.firmware =
                combined({udev.value(QStringLiteral("ID_REVISION")).trimmed(), info.firmware});
            const QString wwn = udev.value(QStringLiteral("ID_WWN_WITH_EXTENSION")).toLower();
            if (wwn.startsWith(QLatin1String("0x")))
                info.wwn = wwn;
            bool ok = false;
            const int rpm = udev.value(QStringLiteral("ID_ATA_ROTATION_RATE_RPM")).toInt(&ok);
            if (ok && (rpm > 0 || (rpm == 0 && !info.rotational)))
                info.rotationRateRpm = rpm;
            if (!udev.isEmpty())
                info.sources << QStringLiteral("udev");
        }
    }
    // SCSI Block Device Characteristics (VPD B1h): the rotation rate of SCSI disks, and of
    // SATA disks through libata's SATL, which fills it from IDENTIFY word 217.
    if (!info.rotationRateRpm) {
        const std::optional<int> rpm =
            rotationFromVpdB1(readBytes(dev + QStringLiteral("vpd_pgb1")));
        if (rpm && (*rpm > 0 || !info.rotational))
            info.rotationRateRpm = rpm;
    }
    // The drive's own IDENTIFY data, which libata's SATL exposes as the ATA Information VPD
    // page, readable without privileges: full strings, WWN and word 217 win.
    if (const auto id =
            parsedIdentify(identifyFromVpd89(readBytes(dev + QStringLiteral("vpd_pg89")))))
        applyAtaIdentify(info, *id);
}

void noteMissingFacts(DeviceInfo &info)
{
    if (info.isLoop())
        return; // a loop device has no drive identity: its backing file is the answer
    const auto note = [&info](const char *key, const QString &what, bool missing) {
        if (missing)
            info.missing.append(
                {QLatin1String(key), what,
                 Tr::tr("not reported by this %1 device through sysfs")
                     //: %1 transport, e.g. "virtio" or "usb"
                     .arg(info.transport == Transport::Unknown ? Tr::tr("unknown")
                                                               : transportKey(info.transport))});
    };
    note("model", Tr::tr("model"), info.model.isEmpty());
    note("serial", Tr::tr("serial number"), info.serial.isEmpty());
    note("firmware", Tr::tr("firmware revision"), info.firmware.isEmpty());
    note("wwn", Tr::tr("WWN"), info.wwn.isEmpty());
    note("rotation_rate", Tr::tr("rotation rate"), info.rotational && !info.rotationRateRpm);
}

} // namespace DriveProof::Device
