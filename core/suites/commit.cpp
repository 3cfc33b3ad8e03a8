#include "suites/commit.h"

#include "device/blockstack.h"
#include "engine/backend.h"
#include "engine/buffer.h"
#include "report/measurementtext.h"
#include "suites/measure.h"
#include "suites/suitestr.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

namespace DriveProof::Suites {

namespace {

constexpr std::uint32_t kBlock = 8192; // PostgreSQL's XLOG_BLCKSZ

// How one line commits. The first group keeps one descriptor open, like pg_test_fsync's
// test_sync(); the second opens and closes per commit (its section 4).
enum class Kind {
    WritesThenSync, // N pwrite()s, then the sync call (none for O_DSYNC/O_SYNC/no-sync)
    RwfDsync,       // N pwritev2(RWF_DSYNC)
    WriteFsyncClose,
    WriteCloseFsync,
};
enum class SyncCall { None, Fdatasync, Fsync };

struct Line
{
    QString key;
    QString label;
    QString method;
    Kind kind = Kind::WritesThenSync;
    SyncCall sync = SyncCall::None;
    int openFlags = 0; // beyond O_RDWR
    unsigned writes = 1;
    std::uint32_t writeBytes = kBlock;
    bool durable = true;
};

QList<Line> planLines(bool isDevice)
{
    QList<Line> lines;
    for (unsigned writes : {1u, 2u}) {
        const QString section = writes == 1 ? QStringLiteral("s1") : QStringLiteral("s2");
        auto add = [&](const QString &method, Kind kind, SyncCall sync, int flags) {
            Line line;
            line.key = QStringLiteral("commit.%1.%2").arg(section, method);
            line.label = Report::measurementLabel(line.key);
            line.method = method;
            line.kind = kind;
            line.sync = sync;
            line.openFlags = flags;
            line.writes = writes;
            lines.append(line);
        };
        add(QStringLiteral("open_datasync"), Kind::WritesThenSync, SyncCall::None,
            O_DSYNC | O_DIRECT);
        add(QStringLiteral("fdatasync"), Kind::WritesThenSync, SyncCall::Fdatasync, 0);
        add(QStringLiteral("fsync"), Kind::WritesThenSync, SyncCall::Fsync, 0);
        add(QStringLiteral("open_sync"), Kind::WritesThenSync, SyncCall::None, O_SYNC | O_DIRECT);
        add(QStringLiteral("pwritev2_dsync"), Kind::RwfDsync, SyncCall::None, 0);
    }
    // 16 kB in writes of 16, 8, 4, 2 and 1 kB, each with O_SYNC.
    for (unsigned kb : {16u, 8u, 4u, 2u, 1u}) {
        Line line;
        const unsigned count = 16 / kb;
        line.key = QStringLiteral("commit.s3.open_sync.%1x%2k").arg(count).arg(kb);
        line.label = Report::measurementLabel(line.key);
        line.method = QStringLiteral("open_sync");
        line.openFlags = O_SYNC | O_DIRECT;
        line.writes = count;
        line.writeBytes = kb * 1024;
        lines.append(line);
    }
    // Opening per commit means a helper round trip per commit on a device: files only.
    if (!isDevice) {
        Line a;
        a.key = QStringLiteral("commit.s4.write-fsync-close");
        a.label = Report::measurementLabel(a.key);
        a.method = QStringLiteral("fsync");
        a.kind = Kind::WriteFsyncClose;
        lines.append(a);
        Line b = a;
        b.key = QStringLiteral("commit.s4.write-close-fsync");
        b.label = Report::measurementLabel(b.key);
        b.kind = Kind::WriteCloseFsync;
        lines.append(b);
    }
    // pg_test_fsync's non-synced baseline: pwrite() after pwrite() on one descriptor, into the
    // page cache only.
    Line c;
    c.key = QStringLiteral("commit.s5.write");
    c.label = Report::measurementLabel(c.key);
    c.method = QStringLiteral("none");
    c.kind = Kind::WritesThenSync;
    c.durable = false;
    lines.append(c);
    Line d;
    d.key = QStringLiteral("commit.s5.direct");
    d.label = Report::measurementLabel(d.key);
    d.method = QStringLiteral("none");
    d.openFlags = O_DIRECT;
    d.durable = false;
    lines.append(d);
    return lines;
}

// One commit. Returns 0 or -errno.
int commitOnce(const Line &line, int fd, const SuiteTarget &target, std::byte *buffer)
{
    auto writeAll = [&](int to, unsigned index) -> int {
        const ssize_t r = ::pwrite(to, buffer + std::size_t(index) * line.writeBytes,
                                   line.writeBytes, off_t(index) * line.writeBytes);
        if (r < 0)
            return -errno;
        return r == ssize_t(line.writeBytes) ? 0 : -EIO;
    };
    switch (line.kind) {
    case Kind::WritesThenSync:
        for (unsigned i = 0; i < line.writes; ++i)
            if (const int r = writeAll(fd, i))
                return r;
        if (line.sync == SyncCall::Fdatasync && ::fdatasync(fd) != 0)
            return -errno;
        if (line.sync == SyncCall::Fsync && ::fsync(fd) != 0)
            return -errno;
        return 0;
    case Kind::RwfDsync:
        for (unsigned i = 0; i < line.writes; ++i) {
            iovec iov{buffer + std::size_t(i) * line.writeBytes, line.writeBytes};
            const ssize_t r = ::pwritev2(fd, &iov, 1, off_t(i) * line.writeBytes, RWF_DSYNC);
            if (r < 0)
                return -errno;
            if (r != ssize_t(line.writeBytes))
                return -EIO;
        }
        return 0;
    case Kind::WriteFsyncClose:
    case Kind::WriteCloseFsync: {
        const int own = target.reopen(0);
        if (own < 0)
            return own;
        int r = writeAll(own, 0);
        if (r == 0 && line.kind == Kind::WriteFsyncClose && ::fsync(own) != 0)
            r = -errno;
        ::close(own);
        if (r == 0 && line.kind == Kind::WriteCloseFsync) {
            const int other = target.reopen(0);
            if (other < 0)
                return other;
            if (::fsync(other) != 0)
                r = -errno;
            ::close(other);
        }
        return r;
    }
    }
    return -EINVAL;
}

// A line that could not run: its code and arguments, and the text for the JSON's readers.
void skip(Report::Measurement &m, const QString &code, const QStringList &arguments)
{
    m.skippedCode = code;
    m.skippedArguments = arguments;
    m.skippedReason = Report::skippedText(m);
}

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

} // namespace

void runCommit(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
               const CancelFlag &cancel, Report::TestResult &result)
{
    QList<Line> lines = planLines(target.isDevice);
    if (!options.only.isEmpty())
        lines.removeIf([&](const Line &line) { return !options.only.contains(line.key); });
    const QList<Device::StackDevice> stack = Device::blockStackOfPath(target.path);
    Engine::AlignedBuffer buffer(16 * 1024, 4096);
    Engine::Xoshiro256 rng(options.seed);
    Engine::fillRandom(buffer.data(), buffer.size(), rng);
    const double perLine = std::chrono::duration<double>(options.duration).count();

    for (qsizetype index = 0; index < lines.size() && !cancel.load(); ++index) {
        const Line &line = lines.at(index);
        Report::Measurement m;
        m.key = line.key;
        m.label = line.label;
        m.operation = QStringLiteral("commit");
        m.method = line.method;
        m.writesPerCommit = line.writes;
        m.blockSize = line.writeBytes;
        m.queueDepth = 1;
        m.threads = 1;
        m.readPercent = 0;
        m.durable = line.durable;
        m.backend = QStringLiteral("sync-loop");
        m.directIo = (line.openFlags & O_DIRECT) != 0;

        if (line.writeBytes < options.logicalBlockSize && m.directIo) {
            skip(m, QStringLiteral("direct-io-below-block"),
                 {QString::number(line.writeBytes), QString::number(options.logicalBlockSize)});
            result.measurements.append(m);
            continue;
        }
        int fd = -1;
        if (line.kind == Kind::WritesThenSync || line.kind == Kind::RwfDsync) {
            fd = target.reopen(line.openFlags);
            if (fd == -EINVAL && (line.openFlags & O_DIRECT)) {
                skip(m, QStringLiteral("direct-io-unsupported"), {});
                result.measurements.append(m);
                continue;
            }
            if (fd < 0) {
                //: %1 file or device, %2 the system's error text
                result.error = Tr::tr("Cannot open %1 for the commit test: %2.")
                                   .arg(target.path, errnoText(-fd));
                return;
            }
        }

        FlushSampler flushes(stack);
        const std::uint64_t start = Engine::monotonicNs();
        const std::uint64_t end = start + std::uint64_t(options.duration.count()) * 1000000u;
        std::uint64_t nextPoint = start + 100000000u;
        std::uint64_t lastOps = 0, lastPointNs = start;
        int error = 0;
        std::uint64_t now = start;
        // One clock read per commit: each commit's time runs from the end of the previous
        // one, so it includes the loop's own few nanoseconds, as pg_test_fsync's usecs/op
        // does. A second read would cost ~4 % on the 0.6 µs non-synced baseline.
        // New data for every commit, so a drive that compresses or deduplicates gains
        // nothing — except for the page-cache baseline, where nothing reaches a drive within
        // the measurement and the refresh would be 4 % of a 0.6 µs write.
        const bool refresh = line.durable || (line.openFlags & O_DIRECT) != 0;
        while (now < end && !cancel.load()) {
            if (refresh)
                Engine::refreshForWrite(buffer.data(), std::size_t(line.writes) * line.writeBytes,
                                        rng);
            const std::uint64_t t0 = now;
            error = commitOnce(line, fd, target, buffer.data());
            now = Engine::monotonicNs();
            if (error != 0)
                break;
            m.histogram.record(now - t0);
            ++m.ops;
            if (now >= nextPoint) {
                Report::IntervalPoint point;
                point.startSeconds = double(lastPointNs - start) / 1e9;
                point.endSeconds = double(now - start) / 1e9;
                point.iops = double(m.ops - lastOps) / (double(now - lastPointNs) / 1e9);
                point.bytesPerSecond = point.iops * line.writes * line.writeBytes;
                m.intervals.append(point);
                Progress p;
                p.fraction = (double(index) + double(now - start) / double(end - start)) /
                             double(lines.size());
                p.step = line.label;
                p.measurementKey = line.key;
                p.remainingSeconds =
                    double(end - now) / 1e9 + perLine * double(lines.size() - index - 1);
                p.point = point;
                if (progress)
                    progress(p);
                lastOps = m.ops;
                lastPointNs = now;
                nextPoint = now + 100000000u;
            }
        }
        if (fd >= 0)
            ::close(fd);
        m.seconds = double(now - start) / 1e9;
        m.bytes = m.ops * line.writes * line.writeBytes;
        m.iops = m.seconds > 0 ? double(m.ops) / m.seconds : 0.0;
        m.bytesPerSecond = m.seconds > 0 ? double(m.bytes) / m.seconds : 0.0;
        m.latency = Report::latencyStats(m.histogram);
        m.flushes = flushes.finish(m.ops);
        m.cancelled = cancel.load();
        if (error == -EINVAL && m.ops == 0 && m.directIo) {
            skip(m, QStringLiteral("direct-io-rejected"), {QString::number(line.writeBytes)});
            result.measurements.append(m);
            continue;
        }
        result.measurements.append(m);
        if (error != 0) {
            //: %1 the line's label, %2 file or device, %3 the system's error text
            result.error = Tr::tr("The commit test stopped at \"%1\": writing to %2 failed: %3.")
                               .arg(line.label, target.path, errnoText(-error));
            return;
        }
    }
    result.cancelled = cancel.load();
    result.findings += commitVerdicts(result.measurements, options, result.environment.barriersOff);
}

} // namespace DriveProof::Suites
