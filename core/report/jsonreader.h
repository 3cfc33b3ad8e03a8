// Reading JSON that came from outside (a file a person may have edited, or damaged):
// every value is checked for presence, type and range, and the first problem is kept with
// the key path where it was found ("measurements[2].histogram.buckets[5]"). Later reads
// after a failure return defaults, so a decoder reads straight through and looks at
// failed() once. Internal to core/report.
#pragma once

#include "common/result.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace DriveProof::Report::Json {

class Reader
{
public:
    bool failed() const { return m_error.has_value(); }
    Error error() const { return m_error.value_or(Error{}); }

    // Keeps the first failure only: it is the cause, later ones are consequences.
    void fail(const QString &path, const QString &message);
    void failMissing(const QString &path);
    void failType(const QString &path, const QString &expected);
    void failRange(const QString &path, const QString &value, const QString &low,
                   const QString &high);

    // Value-level reads; `path` names the value in messages.
    QString string(const QJsonValue &v, const QString &path); // string or null (→ empty)
    bool boolean(const QJsonValue &v, const QString &path);
    std::optional<bool> optionalBool(const QJsonValue &v, const QString &path);
    // A whole number in [low, high]; JSON integers are exact up to 2^63 - 1.
    qint64 integer(const QJsonValue &v, const QString &path, qint64 low, qint64 high);
    std::optional<qint64> optionalInteger(const QJsonValue &v, const QString &path, qint64 low,
                                          qint64 high);
    // A finite number in [low, high]; null reads as 0 (a value that could not be computed).
    double number(const QJsonValue &v, const QString &path, double low, double high);
    QDateTime dateTime(const QJsonValue &v, const QString &path); // ISO 8601 or null
    QJsonArray array(const QJsonValue &v, const QString &path);
    QJsonObject object(const QJsonValue &v, const QString &path);

private:
    std::optional<Error> m_error;
};

// The same reads on the members of one object; a missing member is a failure (every
// documented key is always written).
class ObjectReader
{
public:
    ObjectReader(Reader &reader, QJsonObject object, QString path);

    QString path(const QString &key) const;
    QJsonValue value(const QString &key);
    // For keys added later: a file written before them lacks them.
    bool has(const QString &key) const { return m_object.contains(key); }

    QString string(const QString &key) { return m_reader.string(value(key), path(key)); }
    bool boolean(const QString &key) { return m_reader.boolean(value(key), path(key)); }
    std::optional<bool> optionalBool(const QString &key)
    {
        return m_reader.optionalBool(value(key), path(key));
    }
    qint64 integer(const QString &key, qint64 low, qint64 high)
    {
        return m_reader.integer(value(key), path(key), low, high);
    }
    std::optional<qint64> optionalInteger(const QString &key, qint64 low, qint64 high)
    {
        return m_reader.optionalInteger(value(key), path(key), low, high);
    }
    double number(const QString &key, double low, double high)
    {
        return m_reader.number(value(key), path(key), low, high);
    }
    QDateTime dateTime(const QString &key) { return m_reader.dateTime(value(key), path(key)); }
    QJsonArray array(const QString &key) { return m_reader.array(value(key), path(key)); }
    QJsonObject object(const QString &key) { return m_reader.object(value(key), path(key)); }

private:
    Reader &m_reader;
    QJsonObject m_object;
    QString m_path;
};

// "measurements" + 2 -> "measurements[2]".
QString indexPath(const QString &path, qsizetype index);

// Writing: empty text is null, as everywhere in the JSON (docs/json.md).
QJsonValue stringOrNull(const QString &s);
// Counters are unsigned in C++ and signed 64-bit in JSON: saturate rather than wrap.
QJsonValue unsignedValue(quint64 v);
// NaN and infinity have no JSON spelling: null.
QJsonValue numberValue(double v);
// ISO 8601 with the UTC offset ("2025-03-01T14:05:09.123+01:00"); null when invalid.
QJsonValue dateTimeValue(const QDateTime &dt);

} // namespace DriveProof::Report::Json
