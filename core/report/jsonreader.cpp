#include "jsonreader.h"

#include "reporttr.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace DriveProof::Report::Json {

void Reader::fail(const QString &path, const QString &message)
{
    if (!m_error)
        m_error = Error{path, message, 0};
}

void Reader::failMissing(const QString &path)
{
    //: %1 where in the file, e.g. measurements[2].iops
    fail(path, Tr::tr("The test result is damaged: %1 is missing.").arg(path));
}

void Reader::failType(const QString &path, const QString &expected)
{
    //: %1 where in the file, e.g. measurements[2].iops; %2 what it should be, e.g. "a number"
    fail(path, Tr::tr("The test result is damaged: %1 should be %2.").arg(path, expected));
}

void Reader::failRange(const QString &path, const QString &value, const QString &low,
                       const QString &high)
{
    //: %1 where in the file, e.g. measurements[2].read_percent; %2 the value found there;
    //: %3 and %4 the smallest and largest value allowed
    fail(path, Tr::tr("The test result is damaged: %1 is %2, outside the range %3 to %4.")
                   .arg(path, value, low, high));
}

QString Reader::string(const QJsonValue &v, const QString &path)
{
    if (failed() || v.isNull())
        return {};
    if (!v.isString()) {
        failType(path, Tr::tr("text"));
        return {};
    }
    return v.toString();
}

bool Reader::boolean(const QJsonValue &v, const QString &path)
{
    if (failed())
        return false;
    if (!v.isBool()) {
        failType(path, Tr::tr("true or false"));
        return false;
    }
    return v.toBool();
}

std::optional<bool> Reader::optionalBool(const QJsonValue &v, const QString &path)
{
    if (failed() || v.isNull())
        return std::nullopt;
    if (!v.isBool()) {
        failType(path, Tr::tr("true, false or null"));
        return std::nullopt;
    }
    return v.toBool();
}

qint64 Reader::integer(const QJsonValue &v, const QString &path, qint64 low, qint64 high)
{
    if (failed())
        return low;
    // toInteger() falls back to its argument for fractions and values beyond 64 bits: two
    // different fallbacks that disagree mean the number is not a whole qint64.
    const qint64 a = v.toInteger(0);
    const qint64 b = v.toInteger(1);
    if (!v.isDouble() || a != b) {
        failType(path, Tr::tr("a whole number"));
        return low;
    }
    if (a < low || a > high) {
        failRange(path, QString::number(a), QString::number(low), QString::number(high));
        return low;
    }
    return a;
}

std::optional<qint64> Reader::optionalInteger(const QJsonValue &v, const QString &path, qint64 low,
                                              qint64 high)
{
    if (failed() || v.isNull())
        return std::nullopt;
    const qint64 value = integer(v, path, low, high);
    return failed() ? std::nullopt : std::optional<qint64>(value);
}

double Reader::number(const QJsonValue &v, const QString &path, double low, double high)
{
    if (failed() || v.isNull())
        return 0.0;
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        failType(path, Tr::tr("a number"));
        return 0.0;
    }
    const double d = v.toDouble();
    if (d < low || d > high) {
        failRange(path, QString::number(d), QString::number(low), QString::number(high));
        return 0.0;
    }
    return d;
}

QDateTime Reader::dateTime(const QJsonValue &v, const QString &path)
{
    if (failed() || v.isNull())
        return {};
    const QDateTime dt =
        v.isString() ? QDateTime::fromString(v.toString(), Qt::ISODateWithMs) : QDateTime();
    if (!dt.isValid()) {
        failType(path, Tr::tr("a date and time (ISO 8601)"));
        return {};
    }
    return dt;
}

QJsonArray Reader::array(const QJsonValue &v, const QString &path)
{
    if (failed())
        return {};
    if (!v.isArray()) {
        failType(path, Tr::tr("a list"));
        return {};
    }
    return v.toArray();
}

QJsonObject Reader::object(const QJsonValue &v, const QString &path)
{
    if (failed())
        return {};
    if (!v.isObject()) {
        failType(path, Tr::tr("an object"));
        return {};
    }
    return v.toObject();
}

ObjectReader::ObjectReader(Reader &reader, QJsonObject object, QString path)
    : m_reader(reader)
    , m_object(std::move(object))
    , m_path(std::move(path))
{}

QString ObjectReader::path(const QString &key) const
{
    return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
}

QJsonValue ObjectReader::value(const QString &key)
{
    const auto it = m_object.constFind(key);
    if (it == m_object.constEnd()) {
        m_reader.failMissing(path(key));
        return QJsonValue(QJsonValue::Undefined);
    }
    return it.value();
}

QString indexPath(const QString &path, qsizetype index)
{
    return QStringLiteral("%1[%2]").arg(path).arg(index);
}

QJsonValue stringOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

QJsonValue unsignedValue(quint64 v)
{
    constexpr quint64 kMax = quint64(std::numeric_limits<qint64>::max());
    return QJsonValue(qint64(std::min(v, kMax)));
}

QJsonValue numberValue(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonValue dateTimeValue(const QDateTime &dt)
{
    if (!dt.isValid())
        return QJsonValue(QJsonValue::Null);
    // Local times are written with their offset, so the file says when *and* what the
    // clock on the wall showed; a reader in another zone still gets the same instant.
    return dt.toOffsetFromUtc(dt.offsetFromUtc()).toString(Qt::ISODateWithMs);
}

} // namespace DriveProof::Report::Json
