// One ATA attribute as the model's dialect (dialect.h) reads it: its name in that family,
// the number its raw bytes stand for and in what unit, and that number worded for a person
// ("31 °C (lowest 20, highest 45)", "18,236 h", "290.6 TB"). What the attribute table, the
// JSON, the OpenMetrics export and the field-risk cautions show. Pure.
#pragma once

#include "atarecords.h"
#include "dialect.h"
#include "health.h"

namespace DriveProof::Health {

struct AttributeReading
{
    QString name;
    RawFormat format = RawFormat::Raw48;
    RawUnit unit = RawUnit::Maker;
    bool unitKnown = false;       // a family, or DEFAULT, says the unit
    std::optional<double> number; // in `unit`; for data counters with a known unit: bytes
    bool bytes = false;           // `number` is bytes
    QString text;                 // in the current locale
};

// `family`: the drive's (null: a model the dialect file does not know).
AttributeReading readAttribute(const SmartAttribute &attribute, const DriveFamily *family,
                               bool nonRotating, int logicalSectorBytes = 512,
                               const DialectDatabase &db = DialectDatabase::builtIn());

// The drive's family and logical sector from its records' IDENTIFY bytes, for the above.
struct RecordsIdentity
{
    const DriveFamily *family = nullptr;
    int logicalSectorBytes = 512;
};
RecordsIdentity recordsIdentity(const HealthRecords &records);

} // namespace DriveProof::Health
