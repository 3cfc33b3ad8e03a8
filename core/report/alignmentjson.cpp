#include "alignmentjson.h"

#include <QJsonArray>

namespace DriveProof::Report {

QJsonObject partitionAlignmentToJson(const Alignment::PartitionAlignment &p)
{
    return QJsonObject{
        {QStringLiteral("number"), p.number},
        {QStringLiteral("start_bytes"), p.startBytes},
        {QStringLiteral("aligned_logical"), p.alignedLogical},
        {QStringLiteral("aligned_physical"), p.alignedPhysical},
        {QStringLiteral("aligned_optimal"),
         p.alignedOptimal ? QJsonValue(*p.alignedOptimal) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("aligned_1mib"), p.aligned1MiB},
        {QStringLiteral("offset_bytes"), p.offsetBytes},
        {QStringLiteral("verdict"), Alignment::verdictKey(p.verdict)},
        {QStringLiteral("suggested_start_sector"), p.suggestedStartSector},
        {QStringLiteral("advice"), p.advice},
    };
}

QJsonObject alignmentToJson(const Alignment::AlignmentReport &report)
{
    QJsonArray partitions;
    for (const Alignment::PartitionAlignment &p : report.partitions)
        partitions.append(partitionAlignmentToJson(p));
    const Alignment::Topology &t = report.topology;
    return QJsonObject{
        {QStringLiteral("device"), report.device},
        {QStringLiteral("logical_block_size"), t.logicalBlockSize},
        {QStringLiteral("physical_block_size"), t.physicalBlockSize},
        {QStringLiteral("optimal_io_size"), t.optimalIoSize},
        {QStringLiteral("alignment_offset"), t.alignmentOffset},
        {QStringLiteral("table_type"),
         report.tableType.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(report.tableType)},
        {QStringLiteral("partitions"), partitions},
        {QStringLiteral("empty"), report.emptyDrive},
        {QStringLiteral("whole_device_file_system"),
         report.wholeDeviceFileSystem.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                : QJsonValue(report.wholeDeviceFileSystem)},
        {QStringLiteral("whole_device_verdict"),
         report.wholeDeviceVerdict ? QJsonValue(Alignment::verdictKey(*report.wholeDeviceVerdict))
                                   : QJsonValue(QJsonValue::Null)},
    };
}

} // namespace DriveProof::Report
