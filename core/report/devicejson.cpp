#include "devicejson.h"

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

} // namespace

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
        {QStringLiteral("transport"), stringOrNull(info.transport)},
        {QStringLiteral("removable"), info.removable},
        {QStringLiteral("read_only"), info.readOnly},
        {QStringLiteral("mountpoints"), QJsonArray::fromStringList(info.mountpoints)},
        {QStringLiteral("holders"), QJsonArray::fromStringList(info.holders)},
        {QStringLiteral("write_cache"), stringOrNull(info.writeCache)},
        {QStringLiteral("fua"), info.fua},
        {QStringLiteral("backing_file"),
         info.isLoop() ? stringOrNull(info.backingFile) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("partitions"), partitions},
        {QStringLiteral("sources"), QJsonArray::fromStringList(info.sources)},
        {QStringLiteral("missing"), missing},
    };
}

} // namespace DriveProof::Report
