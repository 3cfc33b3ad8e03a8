// TestResult to JSON (docs/json.md, "Test results"): every documented key is always
// written, unknown values as null. Reading it back is in testresultread.cpp, the CSV in
// testresultcsv.cpp.
#include "testresultjson.h"

#include "devicejson.h"

#include "heatjson.h"
#include "histogramjson.h"
#include "jsonreader.h"
#include "runsummaryjson.h"

#include <QJsonArray>

namespace DriveProof::Report {

namespace {

using Json::numberValue;
using Json::stringOrNull;
using Json::unsignedValue;

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

QJsonValue optionalBoolValue(const std::optional<bool> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue positiveOrNull(qint64 v)
{
    return v > 0 ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonObject environmentToJson(const Environment &e)
{
    return QJsonObject{
        {key("kernel"), stringOrNull(e.kernel)},
        {key("hostname"), stringOrNull(e.hostname)},
        {key("virtualization"), stringOrNull(e.virtualization)},
        {key("container"), stringOrNull(e.container)},
        {key("cpu_model"), stringOrNull(e.cpuModel)},
        {key("app_version"), stringOrNull(e.appVersion)},
        {key("device"), stringOrNull(e.device)},
        {key("model"), stringOrNull(e.model)},
        {key("serial"), stringOrNull(e.serial)},
        {key("wwn"), stringOrNull(e.wwn)},
        {key("backing_file"), stringOrNull(e.backingFile)},
        {key("firmware"), stringOrNull(e.firmware)},
        {key("transport"), stringOrNull(e.transport)},
        {key("size_bytes"), e.sizeBytes ? unsignedValue(e.sizeBytes) : QJsonValue()},
        {key("rotation_rate_rpm"), e.rotationRpm >= 0 ? QJsonValue(e.rotationRpm) : QJsonValue()},
        {key("link"), linkToJson(e.link)},
        {key("drive_class"), stringOrNull(Device::driveClassKey(e.driveClass))},
        {key("logical_block_size"), positiveOrNull(e.logicalBlockSize)},
        {key("physical_block_size"), positiveOrNull(e.physicalBlockSize)},
        {key("write_cache"), stringOrNull(Device::kernelCacheWords(e.writeCacheKernel))},
        {key("drive_write_cache"), optionalBoolValue(e.driveWriteCache)},
        {key("file_system"), stringOrNull(e.fileSystem)},
        {key("mount_point"), stringOrNull(e.mountPoint)},
        {key("mount_options"), stringOrNull(e.mountOptions)},
        {key("barriers_off"), e.barriersOff},
    };
}

QJsonObject latencyToJson(const LatencyStats &l)
{
    return QJsonObject{
        {key("count"), unsignedValue(l.count)},  {key("min_us"), numberValue(l.minUs)},
        {key("mean_us"), numberValue(l.meanUs)}, {key("p50_us"), numberValue(l.p50Us)},
        {key("p90_us"), numberValue(l.p90Us)},   {key("p95_us"), numberValue(l.p95Us)},
        {key("p99_us"), numberValue(l.p99Us)},   {key("p999_us"), numberValue(l.p999Us)},
        {key("max_us"), numberValue(l.maxUs)},
    };
}

// [start_s, end_s, iops, bytes_per_second, position_bytes, p99_latency_us]: a long run has
// thousands of points, and a row each keeps the file a fraction of the keyed size.
QJsonArray intervalsToJson(const QList<IntervalPoint> &points)
{
    QJsonArray rows;
    for (const IntervalPoint &p : points)
        rows.append(QJsonArray{numberValue(p.startSeconds), numberValue(p.endSeconds),
                               numberValue(p.iops), numberValue(p.bytesPerSecond),
                               unsignedValue(p.positionBytes), numberValue(p.p99LatencyUs)});
    return rows;
}

QJsonArray flushesToJson(const QList<FlushCount> &flushes)
{
    QJsonArray list;
    for (const FlushCount &f : flushes)
        list.append(QJsonObject{
            {key("device"), stringOrNull(f.device)},
            {key("flushes"), unsignedValue(f.flushes)},
            {key("fua"), f.fua},
            {key("write_cache"), stringOrNull(Device::kernelCacheWords(f.writeCacheKernel))},
            {key("per_commit"), f.perCommit ? numberValue(*f.perCommit) : QJsonValue()},
            {key("leaf"), f.leaf},
        });
    return list;
}

QJsonObject measurementToJson(const Measurement &m)
{
    return QJsonObject{
        {key("key"), stringOrNull(m.key)},
        {key("label"), stringOrNull(m.label)},
        {key("operation"), stringOrNull(m.operation)},
        {key("random"), m.random},
        {key("read_percent"), qint64(m.readPercent)},
        {key("block_size"), qint64(m.blockSize)},
        {key("queue_depth"), qint64(m.queueDepth)},
        {key("threads"), qint64(m.threads)},
        {key("method"), stringOrNull(m.method)},
        {key("writes_per_commit"), qint64(m.writesPerCommit)},
        {key("ops"), unsignedValue(m.ops)},
        {key("bytes"), unsignedValue(m.bytes)},
        {key("seconds"), numberValue(m.seconds)},
        {key("iops"), numberValue(m.iops)},
        {key("bytes_per_second"), numberValue(m.bytesPerSecond)},
        {key("cpu_seconds"), m.cpuSeconds >= 0 ? numberValue(m.cpuSeconds) : QJsonValue()},
        {key("latency"), latencyToJson(m.latency)},
        {key("histogram"), histogramToJson(m.histogram)},
        {key("intervals"), intervalsToJson(m.intervals)},
        {key("flushes"), flushesToJson(m.flushes)},
        {key("backend"), stringOrNull(m.backend)},
        {key("direct_io"), m.directIo},
        {key("durable"), m.durable},
        {key("skipped_reason"), stringOrNull(m.skippedReason)},
        {key("skipped_code"), stringOrNull(m.skippedCode)},
        {key("skipped_arguments"), QJsonArray::fromStringList(m.skippedArguments)},
        {key("note"), stringOrNull(m.note)},
        {key("cancelled"), m.cancelled},
    };
}

QJsonObject findingToJson(const Finding &f)
{
    return QJsonObject{
        {key("code"), stringOrNull(f.code)},
        {key("severity"), severityKey(f.severity)},
        {key("text"), stringOrNull(f.text)},
        {key("arguments"), QJsonArray::fromStringList(f.arguments)},
    };
}

} // namespace

QJsonObject testResultToJson(const TestResult &result)
{
    QJsonArray measurements;
    for (const Measurement &m : result.measurements)
        measurements.append(measurementToJson(m));
    QJsonArray findings;
    for (const Finding &f : result.findings)
        findings.append(findingToJson(f));
    QJsonObject object{
        {key("format_version"), TestResult::kFormatVersion},
        {key("id"), stringOrNull(result.id)},
        {key("family"), stringOrNull(result.family)},
        {key("started"), Json::dateTimeValue(result.started)},
        {key("finished"), Json::dateTimeValue(result.finished)},
        {key("target_kind"), stringOrNull(result.targetKind)},
        {key("target_path"), stringOrNull(result.targetPath)},
        {key("target_size_bytes"), unsignedValue(result.targetSizeBytes)},
        {key("parameters"), result.parameters},
        {key("environment"), environmentToJson(result.environment)},
        {key("measurements"), measurements},
        {key("findings"), findings},
        {key("heat"), heatToJson(result.heat)},
        {key("cancelled"), result.cancelled},
        {key("error"), stringOrNull(result.error)},
        {key("error_code"), stringOrNull(result.errorCode)},
        {key("error_arguments"), QJsonArray::fromStringList(result.errorArguments)},
    };
    // The fio-like summary (runsummaryjson.h) sits beside the full keys; a reader ignores it.
    const QJsonObject summary = runSummaryJson(result);
    for (auto it = summary.begin(); it != summary.end(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

} // namespace DriveProof::Report
