// dialectFacts(): a drive's SMART data read through its family's dialect (dialect.h).
#include "dialect.h"

#include "ata/atacodec.h"
#include "health.h"

#include <algorithm>
#include <cmath>

namespace DriveProof::Health {

namespace {

const SmartAttribute *findAttribute(const SmartData &data, int id)
{
    const auto it = std::find_if(data.attributes.cbegin(), data.attributes.cend(),
                                 [id](const SmartAttribute &a) { return a.id == id; });
    return it == data.attributes.cend() ? nullptr : &*it;
}

// A wear or spare figure in percent from the attribute's unit; `remaining`: what the caller
// wants (spare left) as opposed to life used.
std::optional<int> percent(const SmartAttribute &a, const AttributeDialect &d, bool remaining)
{
    double left = 0;
    if (d.format == RawFormat::Normalized)
        left = a.value; // the normalised value counts down from 100
    else if (d.unit == RawUnit::PercentRemaining)
        left = decodeRaw(a, d.format).value_or(0);
    else if (d.unit == RawUnit::PercentUsed)
        left = 100.0 - decodeRaw(a, d.format).value_or(0);
    else
        return std::nullopt;
    // Where the normalised value is a percentage too and says less is left, it decides: a
    // worn-out Crucial BX500 of the recorded reports keeps 202's raw at 0 (0 % used) while
    // its value has counted down to 0 and fails its threshold.
    if (d.format != RawFormat::Normalized && a.value <= 100)
        left = std::min(left, double(a.value));
    const int l = int(std::lround(std::clamp(left, 0.0, 100.0)));
    return remaining ? l : 100 - l;
}

} // namespace

DialectFacts dialectFacts(const SmartData &data, const QString &model, const QString &firmware,
                          int logicalSectorBytes, const DialectDatabase &db)
{
    DialectFacts f;
    f.family = db.match(model, firmware);
    const auto read = [&](AttributeRole role)
        -> std::optional<std::pair<const SmartAttribute *, AttributeDialect>> {
        const std::optional<AttributeDialect> d = db.withRole(f.family, role);
        if (!d)
            return std::nullopt;
        const SmartAttribute *a = findAttribute(data, d->id);
        if (!a)
            return std::nullopt;
        return std::make_pair(a, *d);
    };
    const auto count = [&](AttributeRole role) -> std::optional<qint64> {
        const auto r = read(role);
        if (!r)
            return std::nullopt;
        const std::optional<double> v = decodeRaw(*r->first, r->second.format);
        return v ? std::optional<qint64>(qint64(std::floor(*v))) : std::nullopt;
    };
    const auto bytes = [&](AttributeRole role) -> std::optional<qint64> {
        const auto r = read(role);
        if (!r)
            return std::nullopt;
        const std::optional<double> unit = bytesPerUnit(r->second.unit, logicalSectorBytes);
        const std::optional<double> v = decodeRaw(*r->first, r->second.format);
        if (!unit || !v || *v * *unit > 9.2e18)
            return std::nullopt;
        return qint64(*v * *unit);
    };
    f.powerOnHours = count(AttributeRole::PowerOnHours);
    f.powerCycles = count(AttributeRole::PowerCycles);
    f.unsafeShutdowns = count(AttributeRole::UnsafeShutdowns);
    f.reallocated = count(AttributeRole::Reallocated);
    f.pending = count(AttributeRole::Pending);
    f.bytesWritten = bytes(AttributeRole::DataWritten);
    f.bytesRead = bytes(AttributeRole::DataRead);
    if (const auto r = read(AttributeRole::Temperature))
        f.temperatureCelsius = decodeRaw(*r->first, r->second.format);
    else if (const SmartAttribute *airflow = findAttribute(data, 190))
        // Many SSDs keep only 190, as smartctl reads them too.
        if (const AttributeDialect d = db.attribute(f.family, 190); d.unit == RawUnit::Celsius)
            f.temperatureCelsius = decodeRaw(*airflow, d.format);
    if (const auto r = read(AttributeRole::Wear))
        f.wearPercentUsed = percent(*r->first, r->second, false);
    if (const auto r = read(AttributeRole::Spare))
        f.sparePercent = percent(*r->first, r->second, true);
    return f;
}

DialectFacts recordsDialectFacts(const HealthRecords &records)
{
    const Result<SmartData> smart = parseSmartData(records.ataSmartData, records.ataThresholds);
    if (!smart)
        return {};
    const Result<Ata::AtaIdentifyData> id = Ata::parseAtaIdentify(records.ataIdentify);
    if (!id)
        return dialectFacts(smart.value(), QString(), QString());
    return dialectFacts(smart.value(), id->model, id->firmware, id->logicalSectorBytes);
}

} // namespace DriveProof::Health
