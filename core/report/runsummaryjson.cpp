#include "runsummaryjson.h"

#include "jsonreader.h"

#include <QJsonArray>

#include <cmath>

namespace DriveProof::Report {

namespace {

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

QJsonValue nsValue(double us)
{
    if (!std::isfinite(us) || us < 0)
        return QJsonValue();
    return QJsonValue(qint64(std::llround(us * 1000.0)));
}

QJsonArray intervalsJson(const Measurement &m)
{
    QJsonArray rows;
    for (const IntervalPoint &p : m.intervals)
        rows.append(QJsonObject{
            {key("t_ms"), qint64(std::llround(p.endSeconds * 1000.0))},
            {key("iops"), Json::numberValue(p.iops)},
            {key("bandwidth_bytes_per_s"), Json::numberValue(p.bytesPerSecond)},
        });
    return rows;
}

// Flushes per commit at the physical disk (the last device of the stack), the number a
// reader of pg_test_fsync output wants: ~1 when commits reach the drive, 0 when not.
QJsonValue deviceFlushesPerCommit(const Measurement &m)
{
    if (m.flushes.isEmpty() || !m.flushes.constLast().perCommit)
        return QJsonValue();
    return Json::numberValue(*m.flushes.constLast().perCommit);
}

} // namespace

const Measurement *primaryMeasurement(const TestResult &result)
{
    for (const Measurement &m : result.measurements) {
        if (m.skippedReason.isEmpty() && m.ops > 0 && m.operation != QLatin1String("idle") &&
            m.operation != QLatin1String("commit"))
            return &m;
    }
    return nullptr;
}

QJsonObject latencyNsJson(const Measurement &m)
{
    const bool any = m.latency.count > 0;
    const LatencyStats &l = m.latency;
    return QJsonObject{
        {key("mean"), any ? nsValue(l.meanUs) : QJsonValue()},
        {key("p50"), any ? nsValue(l.p50Us) : QJsonValue()},
        {key("p90"), any ? nsValue(l.p90Us) : QJsonValue()},
        {key("p95"), any ? nsValue(l.p95Us) : QJsonValue()},
        {key("p99"), any ? nsValue(l.p99Us) : QJsonValue()},
        {key("p999"), any ? nsValue(l.p999Us) : QJsonValue()},
        {key("max"), any ? nsValue(l.maxUs) : QJsonValue()},
    };
}

QJsonObject runSummaryJson(const TestResult &result)
{
    QJsonObject summary{{key("test"), result.family}};
    const Measurement *primary = primaryMeasurement(result);
    summary.insert(key("iops"), primary ? Json::numberValue(primary->iops) : QJsonValue());
    summary.insert(key("bandwidth_bytes_per_s"),
                   primary ? Json::numberValue(primary->bytesPerSecond) : QJsonValue());
    summary.insert(key("latency_ns"), primary ? QJsonValue(latencyNsJson(*primary)) : QJsonValue());
    summary.insert(key("intervals"), primary ? intervalsJson(*primary) : QJsonArray());

    QJsonArray commits;
    for (const Measurement &m : result.measurements) {
        if (m.operation != QLatin1String("commit") || !m.skippedReason.isEmpty())
            continue;
        commits.append(QJsonObject{
            {key("key"), m.key},
            {key("method"), m.method},
            {key("writes_per_commit"), qint64(m.writesPerCommit)},
            {key("write_size"), qint64(m.blockSize)},
            {key("durable"), m.durable},
            {key("ops_per_s"), Json::numberValue(m.iops)},
            {key("latency_ns"), latencyNsJson(m)},
            {key("device_flushes_per_commit"), deviceFlushesPerCommit(m)},
        });
    }
    summary.insert(key("commits"), commits);

    QJsonArray verdicts;
    for (const Finding &f : result.findings) {
        const char *severity = f.severity == Severity::Good      ? "good"
                               : f.severity == Severity::Caution ? "caution"
                               : f.severity == Severity::Danger  ? "danger"
                                                                 : "info";
        verdicts.append(QJsonObject{
            {key("code"), f.code}, {key("severity"), key(severity)}, {key("text"), f.text}});
    }
    summary.insert(key("verdicts"), verdicts);
    return summary;
}

} // namespace DriveProof::Report
