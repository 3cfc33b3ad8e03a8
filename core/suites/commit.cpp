#include "suites/commit.h"

#include "device/blockstack.h"
#include "engine/backend.h"
#include "report/measurementtext.h"
#include "suites/measure.h"
#include "suites/runerror.h"
#include "suites/suitestr.h"

#include <cerrno>
#include <fcntl.h>
#include <memory>
#include <unistd.h>
#include <utility>

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

// pg_test_fsync's section 4 opens the file for every commit, which the engine's runner
// cannot do with the one descriptor it is given: this backend does the whole commit (open,
// write, fsync, close, or write and close, then fsync through a second descriptor) as one
// write, so the runner still times, counts, snapshots and cancels it.
class ReopenBackend final : public Engine::Backend
{
public:
    ReopenBackend(const SuiteTarget &target, Kind kind)
        : m_target(target)
        , m_kind(kind)
    {}
    const char *name() const noexcept override { return "psync"; }
    std::uint32_t capabilities() const noexcept override { return Engine::CapRealIo; }
    int open(int, unsigned) noexcept override { return 0; }
    int commit() noexcept override { return 0; }
    int queue(Engine::IoSlot *slot) noexcept override
    {
        const int r = once(*slot);
        slot->result = r < 0 ? r : std::int64_t(slot->length);
        slot->endNs = Engine::monotonicNs();
        m_done = slot;
        return 0;
    }
    int reap(Engine::IoSlot **out, unsigned, std::chrono::milliseconds) noexcept override
    {
        out[0] = std::exchange(m_done, nullptr);
        return out[0] ? 1 : 0;
    }

private:
    int fsyncAnew() const noexcept
    {
        const int fd = m_target.reopen(0);
        if (fd < 0)
            return fd;
        const int r = ::fsync(fd) == 0 ? 0 : -errno;
        ::close(fd);
        return r;
    }
    int once(const Engine::IoSlot &slot) const noexcept
    {
        const int fd = m_target.reopen(0);
        if (fd < 0)
            return fd;
        const ssize_t written = ::pwrite(fd, slot.buffer, slot.length, off_t(slot.offset));
        int r = written < 0 ? -errno : written == ssize_t(slot.length) ? 0 : -EIO;
        if (r == 0 && m_kind == Kind::WriteFsyncClose && ::fsync(fd) != 0)
            r = -errno;
        ::close(fd);
        return r == 0 && m_kind == Kind::WriteCloseFsync ? fsyncAnew() : r;
    }

    SuiteTarget m_target;
    Kind m_kind;
    Engine::IoSlot *m_done = nullptr;
};

// The engine job of one line: `writes` blocks at the start of the target, then the sync.
JobStep commitStep(const Line &line, const SuiteTarget &target, const SuiteOptions &options,
                   const QList<Device::StackDevice> &stack)
{
    JobStep step;
    step.key = line.key;
    step.label = line.label;
    step.stack = stack;
    Engine::Job &job = step.job;
    job.readPercent = 0;
    job.blockSize = line.writeBytes;
    job.size = std::uint64_t(line.writes) * line.writeBytes;
    job.timeLimit = options.duration;
    job.direct = (line.openFlags & O_DIRECT) != 0;
    job.seed = options.seed;
    job.commit.writes = line.writes;
    job.commit.sync = line.sync == SyncCall::Fdatasync ? Engine::CommitSync::Fdatasync
                      : line.sync == SyncCall::Fsync   ? Engine::CommitSync::Fsync
                                                       : Engine::CommitSync::None;
    if (line.kind == Kind::RwfDsync)
        job.commit.writeSync = Engine::WriteSync::Dsync;
    // The page-cache baseline reaches no drive: a refresh would be 4 % of its 0.6 µs.
    job.commit.refreshData = line.durable || job.direct;
    if (line.kind == Kind::WriteFsyncClose || line.kind == Kind::WriteCloseFsync) {
        const Kind kind = line.kind;
        step.backendFactory = [target, kind] {
            return std::make_unique<ReopenBackend>(target, kind);
        };
    }
    return step;
}

// A line that could not run: its code and arguments, and the text for the JSON's readers.
void skip(Report::Measurement &m, const QString &code, const QStringList &arguments)
{
    m.skippedCode = code;
    m.skippedArguments = arguments;
    m.skippedReason = Report::skippedText(m);
}

} // namespace

void runCommit(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
               const CancelFlag &cancel, Report::TestResult &result)
{
    QList<Line> lines = planLines(target.isDevice);
    if (!options.only.isEmpty())
        lines.removeIf([&](const Line &line) { return !options.only.contains(line.key); });
    const QList<Device::StackDevice> stack = Device::blockStackOfPath(target.path);
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
        m.directIo = (line.openFlags & O_DIRECT) != 0;

        if (line.writeBytes < options.logicalBlockSize && m.directIo) {
            skip(m, QStringLiteral("direct-io-below-block"),
                 {QString::number(line.writeBytes), QString::number(options.logicalBlockSize)});
            result.measurements.append(m);
            continue;
        }
        const bool reopens =
            line.kind == Kind::WriteFsyncClose || line.kind == Kind::WriteCloseFsync;
        const int fd = reopens ? target.fd : target.reopen(line.openFlags);
        if (fd == -EINVAL && (line.openFlags & O_DIRECT)) {
            skip(m, QStringLiteral("direct-io-unsupported"), {});
            result.measurements.append(m);
            continue;
        }
        if (fd < 0) {
            setRunError(result, QLatin1String(RunError::kCannotOpen),
                        {target.path, QString::number(-fd)});
            return;
        }
        SuiteTarget lineTarget = target;
        lineTarget.fd = fd;
        lineTarget.directIo = m.directIo;
        JobStep step = commitStep(line, lineTarget, options, stack);
        step.fractionStart = double(index) / double(lines.size());
        step.fractionEnd = double(index + 1) / double(lines.size());
        step.remainingAfterSeconds = perLine * double(lines.size() - index - 1);
        // pg_test_fsync's system calls, unless io_uring was asked for by name.
        const Engine::BackendKind backend = options.backend == Engine::BackendKind::IoUring
                                                ? Engine::BackendKind::IoUring
                                                : Engine::BackendKind::Psync;
        int error = 0;
        const Report::Measurement run =
            runJobStep(step, lineTarget, backend, progress, cancel, &error);
        if (!reopens)
            ::close(fd);
        m.ops = run.ops;
        m.bytes = run.bytes;
        m.seconds = run.seconds;
        m.iops = run.iops;
        m.bytesPerSecond = run.bytesPerSecond;
        m.histogram = run.histogram;
        m.latency = run.latency;
        m.intervals = run.intervals;
        m.flushes = run.flushes;
        m.backend = run.backend;
        m.cpuSeconds = run.cpuSeconds;
        m.cancelled = run.cancelled;
        error = -error;
        if (error == -EINVAL && m.ops == 0 && m.directIo) {
            skip(m, QStringLiteral("direct-io-rejected"), {QString::number(line.writeBytes)});
            result.measurements.append(m);
            continue;
        }
        result.measurements.append(m);
        if (error != 0) {
            setRunError(result, QLatin1String(RunError::kWriteFailed),
                        {line.key, target.path, QString::number(-error)});
            return;
        }
    }
    result.cancelled = cancel.load();
    result.findings += commitVerdicts(result.measurements, options, result.environment.barriersOff);
}

} // namespace DriveProof::Suites
