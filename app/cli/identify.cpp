// driveproof-cli info --identify-file FILE: decodes a saved ATA IDENTIFY dump (512 raw
// bytes or the hex words of `hdparm --Istdout`) without a drive, for support requests.
// The same facts as `hdparm --Istdin`, which tst_identifycli checks field by field.
#include "cli.h"

#include "ata/atadump.h"

#include <QJsonObject>
#include <QLocale>

namespace DriveProof::Cli {

namespace {

using Ata::AtaIdentifyData;
using Ata::AtaRotation;

QString bytesText(int n)
{
    //: a size in bytes, e.g. "4096 bytes"
    return Tr::tr("%n byte(s)", nullptr, n);
}

QString yesNoUnknown(std::optional<bool> value)
{
    if (!value)
        return Tr::tr("unknown");
    return *value ? Tr::tr("yes") : Tr::tr("no");
}

QString orUnknown(const QString &s)
{
    return s.isEmpty() ? Tr::tr("unknown") : s;
}

QString formatText(Ata::AtaDumpFormat format)
{
    return format == Ata::AtaDumpFormat::Raw ? Tr::tr("raw, 512 bytes")
                                             : Tr::tr("hex words (hdparm --Istdout)");
}

QString sectorsText(const AtaIdentifyData &id)
{
    //: %1 number of sectors
    return id.lba48 ? Tr::tr("%1 (48-bit addressing)").arg(QLocale().toString(id.sectors))
                    : Tr::tr("%1 (28-bit addressing)").arg(QLocale().toString(id.sectors));
}

QString physicalText(const AtaIdentifyData &id)
{
    if (id.sectorSizesReported)
        return bytesText(id.physicalSectorBytes);
    //: %1 a size in bytes; the drive predates sector size reporting (IDENTIFY word 106)
    return Tr::tr("%1 (not reported; assumed)").arg(bytesText(id.physicalSectorBytes));
}

QString rotationText(const AtaIdentifyData &id)
{
    switch (id.rotation) {
    case AtaRotation::NonRotating:
        return Tr::tr("non-rotating (solid state)");
    case AtaRotation::Rotating:
        //: %L1 revolutions per minute
        return Tr::tr("%L1 rpm").arg(id.rotationRateRpm);
    case AtaRotation::NotReported:
        break;
    }
    return Tr::tr("not reported");
}

QString ncqText(const AtaIdentifyData &id)
{
    //: %1 the number of commands the drive can queue
    return id.ncqSupported ? Tr::tr("yes, queue depth %1").arg(id.ncqQueueDepth) : Tr::tr("no");
}

void printIdentify(const QString &path, const Ata::AtaIdentifyDump &dump)
{
    const AtaIdentifyData &id = dump.identify;
    Table t({Tr::tr("IDENTIFY dump"), path});
    t.addRow({Tr::tr("Format"), formatText(dump.format)});
    t.addRow({Tr::tr("Model"), orUnknown(id.model)});
    t.addRow({Tr::tr("Serial number"), orUnknown(id.serial)});
    t.addRow({Tr::tr("Firmware"), orUnknown(id.firmware)});
    t.addRow({Tr::tr("Capacity"), longSize(id.capacityBytes)});
    t.addRow({Tr::tr("Sectors"), sectorsText(id)});
    t.addRow({Tr::tr("Logical sector"), bytesText(id.logicalSectorBytes)});
    t.addRow({Tr::tr("Physical sector"), physicalText(id)});
    //: where logical sector 0 starts inside its physical sector
    t.addRow({Tr::tr("Alignment offset"), bytesText(id.alignmentOffsetBytes)});
    t.addRow({Tr::tr("Rotation rate"), rotationText(id)});
    t.addRow({Tr::tr("Write cache supported"), yesNoUnknown(id.writeCacheSupported)});
    t.addRow({Tr::tr("Write cache enabled"), yesNoUnknown(id.writeCacheEnabled)});
    t.addRow({Tr::tr("NCQ"), ncqText(id)});
    t.addRow({Tr::tr("TRIM"), id.trimSupported ? Tr::tr("yes") : Tr::tr("no")});
    t.addRow({Tr::tr("Checksum"), id.checksumPresent ? Tr::tr("correct") : Tr::tr("not present")});
    if (id.responseIncomplete)
        t.addRow({Tr::tr("Note"), Tr::tr("the drive marked this data as incomplete")});
    t.print();
}

QJsonValue jsonOptional(std::optional<bool> value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue jsonString(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QJsonValue jsonRotationRate(const AtaIdentifyData &id)
{
    if (id.rotation == AtaRotation::NotReported)
        return QJsonValue::Null;
    return id.rotation == AtaRotation::Rotating ? id.rotationRateRpm : 0; // udisks2's 0
}

// Keys documented in docs/json.md ("info --identify-file FILE --json").
QJsonObject identifyToJson(const QString &path, const Ata::AtaIdentifyDump &dump)
{
    const AtaIdentifyData &id = dump.identify;
    QJsonObject o;
    o.insert(QStringLiteral("file"), path);
    o.insert(QStringLiteral("format"), dump.format == Ata::AtaDumpFormat::Raw
                                           ? QStringLiteral("raw")
                                           : QStringLiteral("hex_words"));
    o.insert(QStringLiteral("model"), jsonString(id.model));
    o.insert(QStringLiteral("serial"), jsonString(id.serial));
    o.insert(QStringLiteral("firmware"), jsonString(id.firmware));
    o.insert(QStringLiteral("sectors"), qint64(qMin<quint64>(id.sectors, quint64(1) << 53)));
    o.insert(QStringLiteral("lba48"), id.lba48);
    o.insert(QStringLiteral("size_bytes"), id.capacityBytes);
    o.insert(QStringLiteral("logical_block_size"), id.logicalSectorBytes);
    o.insert(QStringLiteral("physical_block_size"), id.physicalSectorBytes);
    o.insert(QStringLiteral("sector_sizes_reported"), id.sectorSizesReported);
    o.insert(QStringLiteral("alignment_offset"), id.alignmentOffsetBytes);
    o.insert(QStringLiteral("rotational"), id.rotation == AtaRotation::NotReported
                                               ? QJsonValue(QJsonValue::Null)
                                               : QJsonValue(id.rotation == AtaRotation::Rotating));
    o.insert(QStringLiteral("rotation_rate_rpm"), jsonRotationRate(id));
    o.insert(QStringLiteral("write_cache_supported"), jsonOptional(id.writeCacheSupported));
    o.insert(QStringLiteral("write_cache_enabled"), jsonOptional(id.writeCacheEnabled));
    o.insert(QStringLiteral("ncq_supported"), id.ncqSupported);
    o.insert(QStringLiteral("ncq_queue_depth"),
             id.ncqSupported ? QJsonValue(id.ncqQueueDepth) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("trim_supported"), id.trimSupported);
    o.insert(QStringLiteral("smart_supported"), jsonOptional(id.smartSupported));
    o.insert(QStringLiteral("smart_enabled"), jsonOptional(id.smartEnabled));
    o.insert(QStringLiteral("checksum"),
             id.checksumPresent ? QStringLiteral("valid") : QStringLiteral("absent"));
    o.insert(QStringLiteral("response_incomplete"), id.responseIncomplete);
    return o;
}

} // namespace

int runIdentifyFile(const QString &path, bool json)
{
    const Result<Ata::AtaIdentifyDump> dump = Ata::readAtaIdentifyDump(path);
    if (!dump)
        return fail(dump.error().message);
    if (json)
        printJson(identifyToJson(path, dump.value()));
    else
        printIdentify(path, dump.value());
    return ExitOk;
}

} // namespace DriveProof::Cli
