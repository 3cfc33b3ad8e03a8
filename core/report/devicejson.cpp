#include "devicejson.h"

#include "device/sysfsprobe.h"

#include <QJsonArray>

namespace DriveProof::Report {

namespace {

QJsonValue stringOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

// Sizes are reported only when the kernel gave one: 0 means "not known" there.
QJsonValue positiveOrNull(qint64 v)
{
    return v > 0 ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonValue numberOrNull(double v)
{
    return v > 0 ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

double numberOf(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble(0.0);
}

} // namespace

QJsonValue linkToJson(const Device::LinkInfo &link)
{
    if (!link.isKnown())
        return QJsonValue::Null;
    QJsonObject o{{QStringLiteral("bus"), link.bus}};
    if (link.bus == QLatin1String("sata")) {
        o.insert(QStringLiteral("sata_gbps"), numberOrNull(link.sataGbps));
        o.insert(QStringLiteral("drive_max_sata_gbps"), numberOrNull(link.driveMaxSataGbps));
    } else if (link.bus == QLatin1String("pcie")) {
        o.insert(QStringLiteral("pcie_gts"), numberOrNull(link.pcieGts));
        o.insert(QStringLiteral("pcie_width"), numberOrNull(link.pcieWidth));
        o.insert(QStringLiteral("pcie_max_gts"), numberOrNull(link.pcieMaxGts));
        o.insert(QStringLiteral("pcie_max_width"), numberOrNull(link.pcieMaxWidth));
        o.insert(QStringLiteral("port_max_gts"), numberOrNull(link.portMaxGts));
        o.insert(QStringLiteral("port_max_width"), numberOrNull(link.portMaxWidth));
    } else if (link.bus == QLatin1String("usb")) {
        o.insert(QStringLiteral("usb_mbps"), numberOrNull(link.usbMbps));
        o.insert(QStringLiteral("usb_driver"), stringOrNull(link.usbDriver));
    }
    return o;
}

Device::LinkInfo linkFromJson(const QJsonValue &value)
{
    Device::LinkInfo link;
    const QJsonObject o = value.toObject();
    link.bus = o.value(QLatin1String("bus")).toString();
    link.sataGbps = numberOf(o, "sata_gbps");
    link.driveMaxSataGbps = numberOf(o, "drive_max_sata_gbps");
    link.pcieGts = numberOf(o, "pcie_gts");
    link.pcieWidth = int(numberOf(o, "pcie_width"));
    link.pcieMaxGts = numberOf(o, "pcie_max_gts");
    link.pcieMaxWidth = int(numberOf(o, "pcie_max_width"));
    link.portMaxGts = numberOf(o, "port_max_gts");
    link.portMaxWidth = int(numberOf(o, "port_max_width"));
    link.usbMbps = int(numberOf(o, "usb_mbps"));
    link.usbDriver = o.value(QLatin1String("usb_driver")).toString();
    return link;
}

QJsonObject deviceToJson(const Device::DeviceInfo &info)
{
    QJsonArray partitions;
    for (const Device::PartitionInfo &p : info.partitions) {
        partitions.append(QJsonObject{
            {QStringLiteral("number"), p.number},
            {QStringLiteral("path"), p.path},
            {QStringLiteral("start_bytes"), p.startBytes},
            {QStringLiteral("size_bytes"), p.sizeBytes},
            {QStringLiteral("mountpoints"), QJsonArray::fromStringList(p.mountpoints)},
            {QStringLiteral("holders"), QJsonArray::fromStringList(p.holders)},
        });
    }
    QJsonArray missing;
    for (const Device::MissingFact &m : info.missing)
        missing.append(QJsonObject{{QStringLiteral("key"), m.key},
                                   {QStringLiteral("what"), m.what},
                                   {QStringLiteral("why"), m.why}});

    return QJsonObject{
        {QStringLiteral("path"), info.path},
        {QStringLiteral("name"), info.name},
        {QStringLiteral("kind"), info.isLoop() ? QStringLiteral("loop") : QStringLiteral("disk")},
        {QStringLiteral("model"), stringOrNull(info.model)},
        {QStringLiteral("vendor"), stringOrNull(info.vendor)},
        {QStringLiteral("serial"), stringOrNull(info.serial)},
        {QStringLiteral("firmware"), stringOrNull(info.firmware)},
        {QStringLiteral("wwn"), stringOrNull(info.wwn)},
        {QStringLiteral("size_bytes"), info.sizeBytes},
        {QStringLiteral("logical_block_size"), positiveOrNull(info.logicalBlockSize)},
        {QStringLiteral("physical_block_size"), positiveOrNull(info.physicalBlockSize)},
        {QStringLiteral("minimum_io_size"), positiveOrNull(info.minimumIoSize)},
        {QStringLiteral("optimal_io_size"), info.optimalIoSize},
        {QStringLiteral("alignment_offset"), info.alignmentOffset},
        {QStringLiteral("rotational"), info.rotational},
        {QStringLiteral("rotation_rate_rpm"),
         info.rotationRateRpm ? QJsonValue(*info.rotationRateRpm) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("transport"), stringOrNull(Device::transportKey(info.transport))},
        {QStringLiteral("link"), linkToJson(info.link)},
        {QStringLiteral("drive_class"),
         stringOrNull(Device::driveClassKey(Device::driveClass(info)))},
        {QStringLiteral("removable"), info.removable},
        {QStringLiteral("read_only"), info.readOnly},
        {QStringLiteral("mountpoints"), QJsonArray::fromStringList(info.mountpoints)},
        {QStringLiteral("holders"), QJsonArray::fromStringList(info.holders)},
        {QStringLiteral("write_cache"), stringOrNull(Device::kernelCacheWords(info.writeCache))},
        {QStringLiteral("fua"), info.fua},
        {QStringLiteral("backing_file"),
         info.isLoop() ? stringOrNull(info.backingFile) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("partitions"), partitions},
        {QStringLiteral("sources"), QJsonArray::fromStringList(info.sources)},
        {QStringLiteral("missing"), missing},
    };
}

} // namespace DriveProof::Report
