#include "suites/measure.h"

#include "engine/runner.h"

#include <sys/resource.h>
#include <thread>
#include <utility>

namespace DriveProof::Suites {

FlushSampler::FlushSampler(const QList<Device::StackDevice> &stack, const QString &sysfsRoot)
    : m_stack(stack)
    , m_sysfsRoot(sysfsRoot)
{
    // What is sampled: the layers that count flushes, and for an NVMe multipath head the
    // paths that count them in its place.
    QList<Device::StackDevice> sampled;
    for (const Device::StackDevice &device : std::as_const(m_stack)) {
        for (const QString &path : device.flushPaths) {
            Device::StackDevice counted = device;
            counted.name = path;
            sampled.append(counted);
        }
        if (device.flushPaths.isEmpty() && device.countsFlushes)
            sampled.append(device);
    }
    m_stack = sampled;
    for (const Device::StackDevice &device : m_stack)
        m_before.append(Device::flushCount(device.name, m_sysfsRoot));
}

QList<Report::FlushCount> FlushSampler::finish(quint64 commits) const
{
    QList<Report::FlushCount> out;
    for (qsizetype i = 0; i < m_stack.size(); ++i) {
        const std::optional<quint64> after = Device::flushCount(m_stack.at(i).name, m_sysfsRoot);
        if (!after || !m_before.at(i))
            continue;
        Report::FlushCount count;
        count.device = m_stack.at(i).name;
        count.flushes = *after - *m_before.at(i);
        count.fua = m_stack.at(i).fua;
        count.writeCacheKernel = m_stack.at(i).writeCacheKernel;
        count.leaf = m_stack.at(i).leaf;
        if (commits > 0)
            count.perCommit = double(count.flushes) / double(commits);
        out.append(count);
    }
    return out;
}

namespace {

double processCpuSeconds()
{
    rusage usage{};
    if (::getrusage(RUSAGE_SELF, &usage) != 0)
        return 0.0;
    auto seconds = [](const timeval &t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

Report::IntervalPoint toPoint(const Engine::IntervalSnapshot &snapshot, quint64 position)
{
    Report::IntervalPoint point;
    point.startSeconds = std::chrono::duration<double>(snapshot.start).count();
    point.endSeconds = std::chrono::duration<double>(snapshot.end).count();
    const double span = point.endSeconds - point.startSeconds;
    if (span > 0) {
        point.iops = double(snapshot.ops) / span;
        point.bytesPerSecond = double(snapshot.bytes) / span;
    }
    point.positionBytes = position;
    point.p99LatencyUs = double(snapshot.latency.percentile(99.0)) / 1000.0;
    return point;
}

} // namespace

Report::Measurement runJobStep(const JobStep &step, const SuiteTarget &target,
                               Engine::BackendKind backend, const ProgressFn &progress,
                               const CancelFlag &cancel, int *firstErrno)
{
    Report::Measurement m;
    m.key = step.key;
    m.label = step.label;
    const Engine::Job &job = step.job;
    const bool commits = job.commit.writes > 0;
    m.operation = commits                  ? QStringLiteral("commit")
                  : job.readPercent == 100 ? QStringLiteral("read")
                  : job.readPercent == 0   ? QStringLiteral("write")
                                           : QStringLiteral("mixed");
    m.random = job.pattern == Engine::AccessPattern::Random;
    m.readPercent = job.readPercent;
    m.blockSize = job.blockSize;
    m.threads = job.threads;
    m.durable = false;

    Engine::RunTarget runTarget;
    runTarget.fd = target.fd;
    runTarget.directIo = target.directIo;
    runTarget.note = target.note.toStdString();
    FlushSampler flushes(step.stack);
    Engine::Runner runner = step.backendFactory
                                ? Engine::Runner(job, runTarget, step.backendFactory)
                                : Engine::Runner(job, runTarget, backend);
    const double cpuAtStart = processCpuSeconds();
    const bool started = runner.start();
    const double expected =
        job.timeLimit.count() > 0 ? std::chrono::duration<double>(job.timeLimit).count() : 0.0;
    quint64 position = 0;
    while (started && !runner.isFinished()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        if (cancel.load())
            runner.cancel();
        for (const Engine::IntervalSnapshot &snapshot : runner.takeSnapshots()) {
            position += snapshot.bytes;
            const Report::IntervalPoint point =
                toPoint(snapshot, step.trackPosition ? position : 0);
            m.intervals.append(point);
            if (!progress)
                continue;
            Progress p;
            double done = 0.0;
            if (job.byteLimit > 0)
                done = double(position) / double(job.byteLimit);
            else if (expected > 0)
                done = point.endSeconds / expected;
            done = std::clamp(done, 0.0, 1.0);
            p.fraction = step.fractionStart + (step.fractionEnd - step.fractionStart) * done;
            p.step = step.label;
            p.measurementKey = step.key;
            if (expected > 0)
                p.remainingSeconds =
                    std::max(0.0, expected - point.endSeconds) + step.remainingAfterSeconds;
            p.point = point;
            progress(p);
        }
    }
    const Engine::RunResult &r = runner.wait();
    m.cpuSeconds = processCpuSeconds() - cpuAtStart;
    for (const Engine::IntervalSnapshot &snapshot : runner.takeSnapshots()) {
        position += snapshot.bytes;
        m.intervals.append(toPoint(snapshot, step.trackPosition ? position : 0));
    }
    m.ops = r.ops;
    m.bytes = r.bytes;
    m.seconds = std::chrono::duration<double>(r.elapsed).count();
    m.iops = r.iops;
    m.bytesPerSecond = r.bytesPerSecond;
    m.histogram = r.latency;
    m.latency = Report::latencyStats(r.latency);
    m.queueDepth = r.queueDepth;
    m.backend = QString::fromStdString(r.backend);
    m.directIo = r.directIo;
    QStringList notes;
    if (!r.backendNote.empty())
        notes << QString::fromStdString(r.backendNote);
    if (!r.targetNote.empty())
        notes << QString::fromStdString(r.targetNote);
    m.note = notes.join(QStringLiteral("; "));
    m.cancelled = r.cancelled;
    m.flushes = flushes.finish(commits ? r.ops : 0);
    if (!r.errors.empty()) {
        m.skippedReason = QString::fromStdString(r.errors.front().message);
        if (firstErrno)
            *firstErrno = r.errors.front().error;
    }
    return m;
}

QList<Report::IntervalPoint> mergeIntervals(const QList<Report::IntervalPoint> &points,
                                            double seconds)
{
    QList<Report::IntervalPoint> out;
    Report::IntervalPoint current;
    double ops = 0, bytes = 0;
    bool open = false;
    for (const Report::IntervalPoint &p : points) {
        const double span = p.endSeconds - p.startSeconds;
        if (!open) {
            current = p;
            current.p99LatencyUs = 0.0; // a percentile of merged slices is not known here
            ops = bytes = 0;
            open = true;
        }
        ops += p.iops * span;
        bytes += p.bytesPerSecond * span;
        current.endSeconds = p.endSeconds;
        current.positionBytes = p.positionBytes;
        const double total = current.endSeconds - current.startSeconds;
        if (total >= seconds) {
            current.iops = ops / total;
            current.bytesPerSecond = bytes / total;
            out.append(current);
            open = false;
        }
    }
    if (open) {
        const double total = current.endSeconds - current.startSeconds;
        if (total > 0) {
            current.iops = ops / total;
            current.bytesPerSecond = bytes / total;
        }
        out.append(current);
    }
    return out;
}

} // namespace DriveProof::Suites
