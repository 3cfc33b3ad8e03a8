#include "attributereading.h"

#include "ata/atacodec.h"
#include "ataattributes.h"
#include "healthtr.h"

#include <QLocale>

namespace DriveProof::Health {

namespace {

QString temperatureText(const SmartAttribute &a, RawFormat format, double celsius)
{
    const QLocale locale;
    if (format == RawFormat::TempMinMax)
        return ataAttributeRawText(a); // with the lowest and highest where the bytes hold them
    //: a drive temperature; %1 the number
    return Tr::tr("%1 °C").arg(locale.toString(celsius, 'f', format == RawFormat::Temp10x ? 1 : 0));
}

QString numberText(const AttributeReading &r, const SmartAttribute &a)
{
    const QLocale locale;
    if (!r.number)
        return locale.toString(a.value); // only the normalised value means something
    if (r.bytes)
        return locale.formattedDataSize(qint64(*r.number), 1, QLocale::DataSizeSIFormat);
    switch (r.unit) {
    case RawUnit::Celsius:
        return temperatureText(a, r.format, *r.number);
    case RawUnit::Hours:
        //: power-on hours; %1 the number of hours
        return Tr::tr("%1 h").arg(locale.toString(qint64(*r.number)));
    case RawUnit::PercentRemaining:
        //: %1 percent of the drive's rated life that is left
        return Tr::tr("%1 % left").arg(locale.toString(qint64(*r.number)));
    case RawUnit::PercentUsed:
        //: %1 percent of the drive's rated life that is used
        return Tr::tr("%1 % used").arg(locale.toString(qint64(*r.number)));
    default:
        return locale.toString(qint64(*r.number));
    }
}

} // namespace

AttributeReading readAttribute(const SmartAttribute &a, const DriveFamily *family, bool nonRotating,
                               int logicalSectorBytes, const DialectDatabase &db)
{
    const AttributeDialect d = db.attribute(family, a.id);
    AttributeReading r;
    // smartctl's one name that depends on the medium rather than the family.
    r.name = !family && a.id == 192 ? ataAttributeName(a.id, nonRotating) : d.name;
    r.format = d.format;
    r.unit = d.unit;
    r.unitKnown = d.unitKnown();
    r.number = decodeRaw(a, d.format);
    if (const std::optional<double> unit = bytesPerUnit(d.unit, logicalSectorBytes);
        unit && r.number && r.unitKnown) {
        r.number = *r.number * *unit;
        r.bytes = true;
    }
    r.text = numberText(r, a);
    return r;
}

RecordsIdentity recordsIdentity(const HealthRecords &records)
{
    RecordsIdentity id;
    if (const Result<Ata::AtaIdentifyData> ident = Ata::parseAtaIdentify(records.ataIdentify)) {
        id.family = DialectDatabase::builtIn().match(ident->model, ident->firmware);
        id.logicalSectorBytes = ident->logicalSectorBytes;
    }
    return id;
}

} // namespace DriveProof::Health
