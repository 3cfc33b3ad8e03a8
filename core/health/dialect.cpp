#include "dialect.h"

#include "ataattributes.h"
#include "common/keytable.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

#include <algorithm>
#include <cmath>

Q_LOGGING_CATEGORY(lcDialect, "driveproof.core.health.dialect", QtWarningMsg)

namespace DriveProof::Health {

namespace {

constexpr std::array kFormats{
    EnumKey<RawFormat>{RawFormat::Raw48, "raw48"},
    EnumKey<RawFormat>{RawFormat::Raw24, "raw24"},
    EnumKey<RawFormat>{RawFormat::Raw16, "raw16"},
    EnumKey<RawFormat>{RawFormat::Raw8, "raw8"},
    EnumKey<RawFormat>{RawFormat::Minutes, "minutes"},
    EnumKey<RawFormat>{RawFormat::HalfMinutes, "halfminutes"},
    EnumKey<RawFormat>{RawFormat::Seconds, "seconds"},
    EnumKey<RawFormat>{RawFormat::Msec24Hour32, "msec24hour32"},
    EnumKey<RawFormat>{RawFormat::TempMinMax, "tempminmax"},
    EnumKey<RawFormat>{RawFormat::Temp10x, "temp10x"},
    EnumKey<RawFormat>{RawFormat::Normalized, "normalized"},
    EnumKey<RawFormat>{RawFormat::Raw16Raw16, "raw16_raw16"},
    EnumKey<RawFormat>{RawFormat::Raw24Raw8, "raw24_raw8"},
    EnumKey<RawFormat>{RawFormat::Raw24Raw24, "raw24_raw24"},
};

constexpr std::array kUnits{
    EnumKey<RawUnit>{RawUnit::Hours, "hours"},
    EnumKey<RawUnit>{RawUnit::Count, "count"},
    EnumKey<RawUnit>{RawUnit::Celsius, "celsius"},
    EnumKey<RawUnit>{RawUnit::Lba, "lba"},
    EnumKey<RawUnit>{RawUnit::Bytes32MiB, "bytes_32mib"},
    EnumKey<RawUnit>{RawUnit::BytesGiB, "bytes_gib"},
    EnumKey<RawUnit>{RawUnit::BytesMiB, "bytes_mib"},
    EnumKey<RawUnit>{RawUnit::Bytes1GB, "bytes_1gb"},
    EnumKey<RawUnit>{RawUnit::PercentRemaining, "percent_remaining"},
    EnumKey<RawUnit>{RawUnit::PercentUsed, "percent_used"},
    EnumKey<RawUnit>{RawUnit::Sectors, "sectors"},
    EnumKey<RawUnit>{RawUnit::None, "none"},
    EnumKey<RawUnit>{RawUnit::Maker, "maker"},
};

constexpr std::array kRoles{
    EnumKey<AttributeRole>{AttributeRole::PowerOnHours, "power_on_hours"},
    EnumKey<AttributeRole>{AttributeRole::PowerCycles, "power_cycles"},
    EnumKey<AttributeRole>{AttributeRole::DataWritten, "data_written"},
    EnumKey<AttributeRole>{AttributeRole::DataRead, "data_read"},
    EnumKey<AttributeRole>{AttributeRole::NandWritten, "nand_written"},
    EnumKey<AttributeRole>{AttributeRole::Wear, "wear"},
    EnumKey<AttributeRole>{AttributeRole::Spare, "spare"},
    EnumKey<AttributeRole>{AttributeRole::UnsafeShutdowns, "unsafe_shutdowns"},
    EnumKey<AttributeRole>{AttributeRole::Temperature, "temperature"},
    EnumKey<AttributeRole>{AttributeRole::Reallocated, "reallocated"},
    EnumKey<AttributeRole>{AttributeRole::Pending, "pending"},
};

// For the log and the file's own test, not for a user: the file is built in and reviewed.
Error fileError(const QString &family, const QString &what)
{
    return Error{QStringLiteral("ata-dialects.json"),
                 QStringLiteral("family \"%1\": %2").arg(family, what), EINVAL};
}

QRegularExpression wholeMatch(const QString &pattern)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern));
}

Result<AttributeDialect> parseAttribute(const QString &family, const QJsonObject &o)
{
    AttributeDialect a;
    a.id = o.value(QLatin1String("id")).toInt();
    a.name = o.value(QLatin1String("name")).toString();
    if (a.id < 1 || a.id > 255 || a.name.isEmpty())
        return fileError(family, QStringLiteral("an attribute without id or name"));
    const auto format = enumOf(kFormats, o.value(QLatin1String("format")).toString());
    const auto unit = enumOf(kUnits, o.value(QLatin1String("unit")).toString());
    if (!format || !unit)
        return fileError(family,
                         QStringLiteral("attribute %1 has an unknown format or unit").arg(a.id));
    a.format = *format;
    a.unit = *unit;
    if (o.contains(QLatin1String("role"))) {
        a.role = enumOf(kRoles, o.value(QLatin1String("role")).toString());
        if (!a.role)
            return fileError(family, QStringLiteral("attribute %1 has an unknown role").arg(a.id));
    }
    return a;
}

Result<DriveFamily> parseFamily(const QJsonObject &o)
{
    DriveFamily f;
    f.name = o.value(QLatin1String("family")).toString();
    f.source = o.value(QLatin1String("source")).toString();
    if (f.name.isEmpty() || f.source.isEmpty())
        return fileError(f.name, QStringLiteral("no family name or no source"));
    f.model = wholeMatch(o.value(QLatin1String("model")).toString());
    const QString firmware = o.value(QLatin1String("firmware")).toString();
    if (!firmware.isEmpty())
        f.firmware = wholeMatch(firmware);
    if (!f.model.isValid() || !f.firmware.isValid())
        return fileError(f.name, QStringLiteral("a pattern that does not compile"));
    if (o.contains(QLatin1String("ssd")))
        f.solidState = o.value(QLatin1String("ssd")).toBool();
    for (const auto &v : o.value(QLatin1String("attributes")).toArray()) {
        Result<AttributeDialect> a = parseAttribute(f.name, v.toObject());
        if (!a)
            return a.error();
        f.attributes << a.value();
    }
    return f;
}

const AttributeDialect *findId(const DriveFamily &f, int id)
{
    const auto it = std::find_if(f.attributes.cbegin(), f.attributes.cend(),
                                 [id](const AttributeDialect &a) { return a.id == id; });
    return it == f.attributes.cend() ? nullptr : &*it;
}

const AttributeDialect *findRole(const DriveFamily &f, AttributeRole role)
{
    const auto it = std::find_if(f.attributes.cbegin(), f.attributes.cend(),
                                 [role](const AttributeDialect &a) { return a.role == role; });
    return it == f.attributes.cend() ? nullptr : &*it;
}

} // namespace

QString rawFormatKey(RawFormat format)
{
    return keyOf(kFormats, format);
}
QString rawUnitKey(RawUnit unit)
{
    return keyOf(kUnits, unit);
}
QString attributeRoleKey(AttributeRole role)
{
    return keyOf(kRoles, role);
}

Result<DialectDatabase> DialectDatabase::parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject())
        return fileError(QString(), error.errorString());
    DialectDatabase db;
    const QJsonObject database = doc.object().value(QLatin1String("database")).toObject();
    db.m_databaseSource = database.value(QLatin1String("name")).toString() + QLatin1Char(' ') +
                          database.value(QLatin1String("commit")).toString().left(12);
    bool haveDefault = false;
    for (const auto &v : doc.object().value(QLatin1String("families")).toArray()) {
        Result<DriveFamily> f = parseFamily(v.toObject());
        if (!f)
            return f.error();
        if (f->name == QLatin1String("DEFAULT")) {
            db.m_default = f.value();
            haveDefault = true;
        } else {
            db.m_families << f.value();
        }
    }
    if (!haveDefault)
        return fileError(QStringLiteral("DEFAULT"), QStringLiteral("the family is missing"));
    return db;
}

const DialectDatabase &DialectDatabase::builtIn()
{
    static const DialectDatabase db = [] {
        QFile file(QStringLiteral(":/dialects/ata-dialects.json"));
        Result<DialectDatabase> parsed =
            file.open(QIODevice::ReadOnly)
                ? DialectDatabase::parse(file.readAll())
                : Result<DialectDatabase>(fileError(QString(), QStringLiteral("not built in")));
        if (parsed)
            return parsed.value();
        // The file's own test keeps this from happening; an empty database still names
        // every attribute the way DEFAULT would have.
        qCWarning(lcDialect) << parsed.error().message;
        return DialectDatabase();
    }();
    return db;
}

const DriveFamily *DialectDatabase::match(const QString &model, const QString &firmware) const
{
    // A drive's records are read through the dialect several times in a row (attributes,
    // counters, cautions): the last answer is kept, per thread, for the same question.
    // Only for the built-in file, which lives as long as the program.
    if (this != &builtIn())
        return matchUncached(model, firmware);
    struct Last
    {
        bool set = false;
        QString model, firmware;
        const DriveFamily *family = nullptr;
    };
    thread_local Last last;
    if (last.set && last.model == model && last.firmware == firmware)
        return last.family;
    last = {true, model, firmware, matchUncached(model, firmware)};
    return last.family;
}

const DriveFamily *DialectDatabase::matchUncached(const QString &model,
                                                  const QString &firmware) const
{
    const QString m = model.trimmed();
    for (const DriveFamily &f : m_families)
        if (f.model.match(m).hasMatch() &&
            (f.firmware.pattern().isEmpty() || f.firmware.match(firmware.trimmed()).hasMatch()))
            return &f;
    return nullptr;
}

AttributeDialect DialectDatabase::attribute(const DriveFamily *family, int id) const
{
    using Origin = AttributeDialect::Origin;
    if (family)
        if (const AttributeDialect *a = findId(*family, id)) {
            AttributeDialect out = *a;
            out.origin = Origin::Family;
            return out;
        }
    if (const AttributeDialect *a = findId(m_default, id)) {
        AttributeDialect out = *a;
        out.origin = Origin::Default;
        return out;
    }
    AttributeDialect a;
    a.id = id;
    a.name = ataAttributeName(id, false);
    a.origin = a.name == QLatin1String("Unknown_Attribute") ? Origin::Unknown : Origin::NameOnly;
    return a;
}

std::optional<AttributeDialect> DialectDatabase::withRole(const DriveFamily *family,
                                                          AttributeRole role) const
{
    if (family)
        if (const AttributeDialect *a = findRole(*family, role))
            return *a;
    // DEFAULT's role holds unless the family speaks of that id otherwise.
    const AttributeDialect *a = findRole(m_default, role);
    if (!a || (family && findId(*family, a->id)))
        return std::nullopt;
    return *a;
}

std::optional<double> decodeRaw(const SmartAttribute &a, RawFormat format)
{
    const quint64 raw = a.raw;
    switch (format) {
    case RawFormat::Raw48:
        return double(raw);
    case RawFormat::Raw24:
    case RawFormat::Raw24Raw8:
    case RawFormat::Raw24Raw24:
        return double(raw & 0xFFFFFF);
    case RawFormat::Raw16:
    case RawFormat::Raw16Raw16:
        return double(raw & 0xFFFF);
    case RawFormat::Raw8:
        return double(raw & 0xFF);
    case RawFormat::Minutes:
        return double(raw) / 60.0;
    case RawFormat::HalfMinutes:
        return double(raw) / 120.0;
    case RawFormat::Seconds:
        return double(raw) / 3600.0;
    case RawFormat::Msec24Hour32:
        // The milliseconds run on into the entry's reserved byte, past the 48 raw bits:
        // only the hours are whole here.
        return double(raw & 0xFFFFFFFFu);
    case RawFormat::TempMinMax:
        return double(ataTemperatureRange(a).current);
    case RawFormat::Temp10x:
        return double(raw & 0xFFFF) / 10.0;
    case RawFormat::Normalized:
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<double> bytesPerUnit(RawUnit unit, int logicalSectorBytes)
{
    switch (unit) {
    case RawUnit::Lba: // "sectors" counts bad sectors, not data: not bytes
        return double(logicalSectorBytes > 0 ? logicalSectorBytes : 512);
    case RawUnit::Bytes32MiB:
        return 32.0 * 1024 * 1024;
    case RawUnit::BytesGiB:
        return 1024.0 * 1024 * 1024;
    case RawUnit::BytesMiB:
        return 1024.0 * 1024;
    case RawUnit::Bytes1GB:
        return 1e9;
    default:
        return std::nullopt;
    }
}

} // namespace DriveProof::Health
