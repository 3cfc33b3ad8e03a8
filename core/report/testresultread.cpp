// TestResult from JSON: everything read is checked (a file may be edited or damaged), and
// a wrong value is an Error naming its key and the range it must be in, never a crash.
#include "testresultjson.h"

#include "devicejson.h"
#include "heatjson.h"
#include "histogramjson.h"
#include "jsonreader.h"
#include "reporttr.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <limits>

namespace DriveProof::Report {

namespace {

// Bounds beyond which a value can only come from a damaged or hand-made file.
constexpr qint64 kInt64Max = std::numeric_limits<qint64>::max();
constexpr qint64 kMaxBlockSize = qint64(1) << 30;  // 1 GiB per I/O
constexpr qint64 kMaxSectorSize = qint64(1) << 20; // logical/physical block size
constexpr qint64 kMaxCount = 1 << 16;              // queue depth, threads, writes per commit
constexpr qint64 kMaxRpm = 100000;
constexpr double kMaxSeconds = 1e9;    // ~31 years
constexpr double kMaxRate = 1e15;      // I/Os or bytes per second
constexpr double kMaxLatencyUs = 1e16; // beyond 2^63 ns
constexpr double kMaxPerCommit = 1e9;
constexpr qsizetype kMaxMeasurements = 10000; // a sweep has tens

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

Environment environmentFromJson(Json::Reader &r, const QJsonValue &v, const QString &path)
{
    Json::ObjectReader o(r, r.object(v, path), path);
    Environment e;
    e.kernel = o.string(key("kernel"));
    e.hostname = o.string(key("hostname"));
    e.virtualization = o.string(key("virtualization"));
    e.container = o.string(key("container"));
    e.cpuModel = o.string(key("cpu_model"));
    e.appVersion = o.string(key("app_version"));
    e.device = o.string(key("device"));
    e.model = o.string(key("model"));
    e.serial = o.string(key("serial"));
    e.wwn = o.string(key("wwn"));                  // absent before issue 22: empty
    e.backingFile = o.string(key("backing_file")); // likewise
    e.firmware = o.string(key("firmware"));
    e.transport = o.string(key("transport"));
    e.sizeBytes = quint64(o.optionalInteger(key("size_bytes"), 1, kInt64Max).value_or(0));
    e.rotationRpm = int(o.optionalInteger(key("rotation_rate_rpm"), 0, kMaxRpm).value_or(-1));
    e.logicalBlockSize =
        quint32(o.optionalInteger(key("logical_block_size"), 1, kMaxSectorSize).value_or(0));
    e.physicalBlockSize =
        quint32(o.optionalInteger(key("physical_block_size"), 1, kMaxSectorSize).value_or(0));
    // Results from before links were recorded have neither key: the link stays unknown.
    const QJsonObject raw = v.toObject();
    e.link = linkFromJson(raw.value(key("link")));
    e.driveClass = Device::driveClassFromKey(raw.value(key("drive_class")).toString());
    e.writeCacheKernel = Device::kernelCacheModeFromWords(o.string(key("write_cache")));
    e.driveWriteCache = o.optionalBool(key("drive_write_cache"));
    e.fileSystem = o.string(key("file_system"));
    e.mountPoint = o.string(key("mount_point"));
    e.mountOptions = o.string(key("mount_options"));
    e.barriersOff = o.boolean(key("barriers_off"));
    return e;
}

LatencyStats latencyFromJson(Json::Reader &r, const QJsonValue &v, const QString &path)
{
    Json::ObjectReader o(r, r.object(v, path), path);
    LatencyStats l;
    l.count = quint64(o.integer(key("count"), 0, kInt64Max));
    l.minUs = o.number(key("min_us"), 0, kMaxLatencyUs);
    l.meanUs = o.number(key("mean_us"), 0, kMaxLatencyUs);
    l.p50Us = o.number(key("p50_us"), 0, kMaxLatencyUs);
    l.p90Us = o.number(key("p90_us"), 0, kMaxLatencyUs);
    l.p95Us = o.number(key("p95_us"), 0, kMaxLatencyUs);
    l.p99Us = o.number(key("p99_us"), 0, kMaxLatencyUs);
    l.p999Us = o.number(key("p999_us"), 0, kMaxLatencyUs);
    l.maxUs = o.number(key("max_us"), 0, kMaxLatencyUs);
    return l;
}

QList<IntervalPoint> intervalsFromJson(Json::Reader &r, const QJsonValue &v, const QString &path)
{
    const QJsonArray rows = r.array(v, path);
    QList<IntervalPoint> points;
    for (qsizetype i = 0; i < rows.size() && !r.failed(); ++i) {
        const QString rowPath = Json::indexPath(path, i);
        const QJsonArray row = r.array(rows.at(i), rowPath);
        if (!r.failed() && row.size() != 6)
            r.failType(rowPath, Tr::tr("a list of six numbers"));
        const auto at = [&](qsizetype c) { return Json::indexPath(rowPath, c); };
        IntervalPoint p;
        p.startSeconds = r.number(row.at(0), at(0), 0, kMaxSeconds);
        p.endSeconds = r.number(row.at(1), at(1), 0, kMaxSeconds);
        p.iops = r.number(row.at(2), at(2), 0, kMaxRate);
        p.bytesPerSecond = r.number(row.at(3), at(3), 0, kMaxRate);
        p.positionBytes = quint64(r.integer(row.at(4), at(4), 0, kInt64Max));
        p.p99LatencyUs = r.number(row.at(5), at(5), 0, kMaxLatencyUs);
        points.append(p);
    }
    return points;
}

QList<FlushCount> flushesFromJson(Json::Reader &r, const QJsonValue &v, const QString &path)
{
    const QJsonArray list = r.array(v, path);
    QList<FlushCount> flushes;
    for (qsizetype i = 0; i < list.size() && !r.failed(); ++i) {
        const QString itemPath = Json::indexPath(path, i);
        Json::ObjectReader o(r, r.object(list.at(i), itemPath), itemPath);
        FlushCount f;
        f.device = o.string(key("device"));
        f.flushes = quint64(o.integer(key("flushes"), 0, kInt64Max));
        f.fua = o.boolean(key("fua"));
        f.writeCacheKernel = Device::kernelCacheModeFromWords(o.string(key("write_cache")));
        const QJsonValue perCommit = o.value(key("per_commit"));
        if (!perCommit.isNull())
            f.perCommit = r.number(perCommit, o.path(key("per_commit")), 0, kMaxPerCommit);
        // Results written before `leaf` existed: the last device was the physical disk.
        if (list.at(i).toObject().contains(key("leaf")))
            f.leaf = o.boolean(key("leaf"));
        else
            f.leaf = i == list.size() - 1;
        flushes.append(f);
    }
    return flushes;
}

QStringList stringList(Json::Reader &r, Json::ObjectReader &o, const QString &name)
{
    QStringList out;
    const QJsonArray list = o.array(name);
    for (qsizetype i = 0; i < list.size() && !r.failed(); ++i) {
        const QJsonValue a = list.at(i);
        if (!a.isString())
            r.failType(Json::indexPath(o.path(name), i), Tr::tr("text"));
        out.append(a.toString());
    }
    return out;
}

Measurement measurementFromJson(Json::Reader &r, const QJsonValue &v, const QString &path)
{
    Json::ObjectReader o(r, r.object(v, path), path);
    Measurement m;
    m.key = o.string(key("key"));
    m.label = o.string(key("label"));
    m.operation = o.string(key("operation"));
    m.random = o.boolean(key("random"));
    m.readPercent = unsigned(o.integer(key("read_percent"), 0, 100));
    m.blockSize = quint32(o.integer(key("block_size"), 0, kMaxBlockSize));
    m.queueDepth = unsigned(o.integer(key("queue_depth"), 0, kMaxCount));
    m.threads = unsigned(o.integer(key("threads"), 0, kMaxCount));
    m.method = o.string(key("method"));
    m.writesPerCommit = unsigned(o.integer(key("writes_per_commit"), 0, kMaxCount));
    m.ops = quint64(o.integer(key("ops"), 0, kInt64Max));
    m.bytes = quint64(o.integer(key("bytes"), 0, kInt64Max));
    m.seconds = o.number(key("seconds"), 0, kMaxSeconds);
    m.iops = o.number(key("iops"), 0, kMaxRate);
    m.bytesPerSecond = o.number(key("bytes_per_second"), 0, kMaxRate);
    m.latency = latencyFromJson(r, o.value(key("latency")), o.path(key("latency")));
    m.histogram = histogramFromJson(r, o.value(key("histogram")), o.path(key("histogram")));
    m.intervals = intervalsFromJson(r, o.value(key("intervals")), o.path(key("intervals")));
    m.flushes = flushesFromJson(r, o.value(key("flushes")), o.path(key("flushes")));
    m.backend = o.string(key("backend"));
    m.directIo = o.boolean(key("direct_io"));
    m.durable = o.boolean(key("durable"));
    m.skippedReason = o.string(key("skipped_reason"));
    // Results written before issue 22 keep only the text.
    if (o.has(key("skipped_code")))
        m.skippedCode = o.string(key("skipped_code"));
    if (o.has(key("skipped_arguments")))
        m.skippedArguments = stringList(r, o, key("skipped_arguments"));
    m.note = o.string(key("note"));
    m.cancelled = o.boolean(key("cancelled"));
    return m;
}

Severity severityFromKey(Json::Reader &r, const QString &word, const QString &path)
{
    for (Severity s : {Severity::Info, Severity::Good, Severity::Caution, Severity::Danger}) {
        if (word == severityKey(s))
            return s;
    }
    r.failType(path, Tr::tr("one of info, good, caution, danger"));
    return Severity::Info;
}

Finding findingFromJson(Json::Reader &r, const QJsonValue &v, const QString &path)
{
    Json::ObjectReader o(r, r.object(v, path), path);
    Finding f;
    f.code = o.string(key("code"));
    const QString severity = o.string(key("severity"));
    if (!r.failed())
        f.severity = severityFromKey(r, severity, o.path(key("severity")));
    f.text = o.string(key("text"));
    f.arguments = stringList(r, o, key("arguments"));
    return f;
}

// The version decides how the rest reads, so it is checked before anything else.
bool checkFormatVersion(Json::Reader &r, const QJsonObject &object)
{
    const QString versionKey = key("format_version");
    if (!object.contains(versionKey)) {
        r.fail(versionKey, Tr::tr("This is not a DriveProof test result: it has no "
                                  "format_version."));
        return false;
    }
    const qint64 version = r.integer(object.value(versionKey), versionKey, 1, kInt64Max);
    if (!r.failed() && version > TestResult::kFormatVersion) {
        //: %1 the file's format number, %2 the newest format this version reads
        r.fail(versionKey, Tr::tr("This test result has format %1, but this version of "
                                  "DriveProof reads formats up to %2. Open it with a newer "
                                  "DriveProof.")
                               .arg(version)
                               .arg(TestResult::kFormatVersion));
    }
    return !r.failed();
}

} // namespace

Result<TestResult> testResultFromJson(const QJsonObject &object)
{
    Json::Reader r;
    if (!checkFormatVersion(r, object))
        return r.error();
    Json::ObjectReader o(r, object, QString());
    TestResult t;
    t.id = o.string(key("id"));
    t.family = o.string(key("family"));
    t.started = o.dateTime(key("started"));
    t.finished = o.dateTime(key("finished"));
    t.targetKind = o.string(key("target_kind"));
    t.targetPath = o.string(key("target_path"));
    t.targetSizeBytes = quint64(o.integer(key("target_size_bytes"), 0, kInt64Max));
    t.parameters = o.object(key("parameters"));
    t.environment = environmentFromJson(r, o.value(key("environment")), key("environment"));
    const QJsonArray measurements = o.array(key("measurements"));
    // Each holds a full histogram in memory (~30 kB): bound what a hostile file can ask for.
    if (!r.failed() && measurements.size() > kMaxMeasurements)
        r.failRange(key("measurements"), QString::number(measurements.size()), QString::number(0),
                    QString::number(kMaxMeasurements));
    for (qsizetype i = 0; i < measurements.size() && !r.failed(); ++i)
        t.measurements.append(
            measurementFromJson(r, measurements.at(i), Json::indexPath(key("measurements"), i)));
    const QJsonArray findings = o.array(key("findings"));
    for (qsizetype i = 0; i < findings.size() && !r.failed(); ++i)
        t.findings.append(findingFromJson(r, findings.at(i), Json::indexPath(key("findings"), i)));
    // Absent in results from before issue 23: no readings.
    t.heat = heatFromJson(r, object.value(key("heat")), key("heat"));
    t.cancelled = o.boolean(key("cancelled"));
    t.error = o.string(key("error"));
    // Results written before issue 22 keep only the sentence.
    if (o.has(key("error_code")))
        t.errorCode = o.string(key("error_code"));
    if (o.has(key("error_arguments")))
        t.errorArguments = stringList(r, o, key("error_arguments"));
    if (r.failed())
        return r.error();
    return t;
}

Result<TestResult> testResultFromJsonText(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        //: %1 byte offset in the file, %2 what the JSON parser says
        return Error{QString(),
                     Tr::tr("This is not a DriveProof test result: the JSON breaks at byte %1 "
                            "(%2).")
                         .arg(parseError.offset)
                         .arg(parseError.errorString()),
                     0};
    if (!doc.isObject())
        return Error{QString(),
                     Tr::tr("This is not a DriveProof test result: it holds no JSON object."), 0};
    return testResultFromJson(doc.object());
}

Result<TestResult> readTestResultFile(const QString &path)
{
    // Far above a real result (a 24-hour run with 100 ms points is a few MB).
    constexpr qint64 kMaxFileBytes = qint64(256) << 20;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1 file name, %2 the system's reason
        return Error{path, Tr::tr("Cannot read %1: %2.").arg(path, file.errorString()), 0};
    if (file.size() > kMaxFileBytes)
        //: %1 file name
        return Error{path, Tr::tr("%1 is too large to be a DriveProof test result.").arg(path), 0};
    Result<TestResult> result = testResultFromJsonText(file.readAll());
    if (!result)
        //: %1 file name, %2 what is wrong with its contents (a sentence)
        return Error{path, Tr::tr("%1: %2").arg(path, result.error().message), 0};
    return result;
}

} // namespace DriveProof::Report
