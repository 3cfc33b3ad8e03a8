// The makers' SMART dialects: which attribute a model family uses for which fact, in what
// raw format and unit. One reviewed data file (resources/dialects/ata-dialects.json, with
// its sources) maps model families, by patterns on model and firmware, to each attribute's
// name, format and unit and to the roles DriveProof reads (power-on hours, data written,
// wear ...). A model the file does not know keeps the DEFAULT family's names, and a data
// counter's unit stays the maker's own (unknown). Pure; the file is read once.
#pragma once

#include "atarecords.h"
#include "common/result.h"

#include <QList>
#include <QRegularExpression>
#include <QString>

#include <optional>

namespace DriveProof::Health {

// How the 6 raw bytes hold the number (the formats smartctl's drive database names).
enum class RawFormat {
    Raw48,        // the whole 48 bits
    Raw24,        // bytes 2:0
    Raw16,        // bytes 1:0
    Raw8,         // byte 0
    Minutes,      // 48 bits of minutes
    HalfMinutes,  // 48 bits of half-minutes
    Seconds,      // 48 bits of seconds
    Msec24Hour32, // bytes 3:0 hours; milliseconds above, running on past the 6 raw bytes
    TempMinMax,   // byte 0 °C, lowest and highest in other bytes
    Temp10x,      // tenths of °C
    Normalized,   // only the normalised value means something
    Raw16Raw16,   // bytes 1:0, further words beside
    Raw24Raw8,    // bytes 2:0, a byte beside
    Raw24Raw24,   // bytes 2:0, 24 more bits beside
};

// What the decoded number counts.
enum class RawUnit {
    Hours,
    Count,
    Celsius,
    Lba, // logical blocks of the drive (its logical sector size)
    Bytes32MiB,
    BytesGiB,
    BytesMiB,
    Bytes1GB,
    PercentRemaining, // 100 new
    PercentUsed,      // 0 new
    Sectors,
    None,
    Maker, // the maker's own, which this family (or DEFAULT) does not say
};

// The facts DriveProof reads from an attribute.
enum class AttributeRole {
    PowerOnHours,
    PowerCycles,
    DataWritten,
    DataRead,
    NandWritten,
    Wear,
    Spare,
    UnsafeShutdowns,
    Temperature,
    Reallocated,
    Pending,
};

struct AttributeDialect
{
    int id = 0;
    QString name; // smartctl's name for it in this family ("Host_Writes_32MiB")
    RawFormat format = RawFormat::Raw48;
    RawUnit unit = RawUnit::Count;
    std::optional<AttributeRole> role;
    // Where the facts above come from. NameOnly: DriveProof's own table names the id, but
    // no family defines its format and unit, so its unit is the maker's own.
    enum class Origin { Family, Default, NameOnly, Unknown } origin = Origin::Unknown;
    bool unitKnown() const
    {
        return (origin == Origin::Family || origin == Origin::Default) && unit != RawUnit::Maker;
    }
};

struct DriveFamily
{
    QString name;   // as smartctl prints it after "Model Family:"
    QString source; // the database entry it was taken from
    QRegularExpression model;
    QRegularExpression firmware; // empty pattern: any firmware
    std::optional<bool> solidState;
    QList<AttributeDialect> attributes;
};

class DialectDatabase
{
public:
    // The reviewed file built into DriveProof (":/dialects/ata-dialects.json").
    static const DialectDatabase &builtIn();
    // Errors name the family and the field that is wrong.
    static Result<DialectDatabase> parse(const QByteArray &json);

    const QList<DriveFamily> &families() const { return m_families; }
    const DriveFamily &defaults() const { return m_default; }
    QString databaseSource() const { return m_databaseSource; }
    // The first family whose patterns match the whole model and firmware; null: none.
    const DriveFamily *match(const QString &model, const QString &firmware) const;
    // The attribute as `family` (null: unknown model) speaks it, else as DEFAULT does.
    AttributeDialect attribute(const DriveFamily *family, int id) const;
    // The attribute with `role` in `family` (or DEFAULT for the roles DEFAULT has).
    std::optional<AttributeDialect> withRole(const DriveFamily *family, AttributeRole role) const;

private:
    const DriveFamily *matchUncached(const QString &model, const QString &firmware) const;
    DriveFamily m_default;
    QList<DriveFamily> m_families;
    QString m_databaseSource;
};

// The number the raw bytes stand for, in the attribute's unit after its format (hours for
// the time formats, °C for the temperatures); nullopt for Normalized (the value is the
// normalised one).
std::optional<double> decodeRaw(const SmartAttribute &attribute, RawFormat format);

// Bytes for a data counter's unit (Lba: `logicalSectorBytes`); nullopt for other units.
std::optional<double> bytesPerUnit(RawUnit unit, int logicalSectorBytes);

// A drive's SMART data read through its dialect: the roles that the family (or DEFAULT)
// defines and the drive has, as numbers in plain units.
struct DialectFacts
{
    const DriveFamily *family = nullptr; // null: model unknown to the file
    std::optional<qint64> powerOnHours;
    std::optional<qint64> powerCycles;
    std::optional<qint64> bytesWritten; // only where the unit is known
    std::optional<qint64> bytesRead;
    std::optional<int> wearPercentUsed; // 0 new, 100 at the rated life
    std::optional<int> sparePercent;
    std::optional<qint64> unsafeShutdowns;
    std::optional<double> temperatureCelsius;
    std::optional<qint64> reallocated;
    std::optional<qint64> pending;
};

DialectFacts dialectFacts(const SmartData &data, const QString &model, const QString &firmware,
                          int logicalSectorBytes = 512,
                          const DialectDatabase &db = DialectDatabase::builtIn());

struct HealthRecords;
// The same for the records a drive returned: model, firmware and logical sector from their
// IDENTIFY DEVICE bytes (none: the DEFAULT family). Empty facts without SMART data.
DialectFacts recordsDialectFacts(const HealthRecords &records);

// Stable keys, for JSON and the data file.
QString rawFormatKey(RawFormat format);
QString rawUnitKey(RawUnit unit);
QString attributeRoleKey(AttributeRole role);

} // namespace DriveProof::Health
