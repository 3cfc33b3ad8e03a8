#include "heatjson.h"

#include "reporttr.h"

#include <QJsonArray>

namespace DriveProof::Report {

namespace {

constexpr qint64 kU32Max = 0xFFFFFFFFLL;
constexpr double kMaxCelsius = 1000.0;

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

QJsonValue readingToJson(const std::optional<HeatReading> &reading)
{
    if (!reading)
        return QJsonValue();
    QJsonObject o{{key("temperature_celsius"), reading->temperatureCelsius
                                                   ? QJsonValue(*reading->temperatureCelsius)
                                                   : QJsonValue()}};
    const std::optional<ThermalCounters> &t = reading->thermal;
    o.insert(key("thermal_transitions"),
             t ? QJsonValue(QJsonArray{qint64(t->transitions[0]), qint64(t->transitions[1])})
               : QJsonValue());
    o.insert(key("thermal_seconds"),
             t ? QJsonValue(QJsonArray{qint64(t->seconds[0]), qint64(t->seconds[1])})
               : QJsonValue());
    o.insert(key("warning_temperature_minutes"),
             t ? QJsonValue(qint64(t->warningMinutes)) : QJsonValue());
    o.insert(key("critical_temperature_minutes"),
             t ? QJsonValue(qint64(t->criticalMinutes)) : QJsonValue());
    return o;
}

// [TMT1, TMT2]
void pairFromJson(Json::Reader &r, const QJsonValue &v, const QString &path, quint32 out[2])
{
    const QJsonArray a = r.array(v, path);
    if (!r.failed() && a.size() != 2)
        r.failType(path, Tr::tr("a list of two numbers"));
    for (qsizetype i = 0; i < 2 && !r.failed(); ++i)
        out[i] = quint32(r.integer(a.at(i), Json::indexPath(path, i), 0, kU32Max));
}

std::optional<HeatReading> readingFromJson(Json::Reader &r, const QJsonValue &v,
                                           const QString &path)
{
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    Json::ObjectReader o(r, r.object(v, path), path);
    HeatReading reading;
    const QJsonValue temperature = o.value(key("temperature_celsius"));
    if (!temperature.isNull())
        reading.temperatureCelsius =
            o.number(key("temperature_celsius"), -kMaxCelsius, kMaxCelsius);
    const QJsonValue transitions = o.value(key("thermal_transitions"));
    if (!transitions.isNull()) {
        ThermalCounters t;
        pairFromJson(r, transitions, o.path(key("thermal_transitions")), t.transitions);
        pairFromJson(r, o.value(key("thermal_seconds")), o.path(key("thermal_seconds")), t.seconds);
        t.warningMinutes = quint32(o.integer(key("warning_temperature_minutes"), 0, kU32Max));
        t.criticalMinutes = quint32(o.integer(key("critical_temperature_minutes"), 0, kU32Max));
        reading.thermal = t;
    }
    return reading;
}

} // namespace

QJsonObject heatToJson(const Heat &heat)
{
    return QJsonObject{
        {key("before"), readingToJson(heat.before)},
        {key("after"), readingToJson(heat.after)},
        {key("not_read"), Json::stringOrNull(heat.notRead)},
    };
}

Heat heatFromJson(Json::Reader &r, const QJsonValue &v, const QString &path)
{
    Heat heat;
    if (v.isNull() || v.isUndefined())
        return heat;
    Json::ObjectReader o(r, r.object(v, path), path);
    heat.before = readingFromJson(r, o.value(key("before")), o.path(key("before")));
    heat.after = readingFromJson(r, o.value(key("after")), o.path(key("after")));
    heat.notRead = o.string(key("not_read"));
    return heat;
}

} // namespace DriveProof::Report
