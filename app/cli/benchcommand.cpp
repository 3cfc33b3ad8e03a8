// driveproof-cli bench FAMILY [TARGET]: every test family from the command line, with a
// live progress line on stderr, a table and the verdicts on stdout (or JSON), and the
// result kept in the drive's history. Ctrl+C cancels cleanly: the finished lines stay and
// a temporary file is removed.
#include "cli.h"

#include "device/inventory.h"
#include "device/stackusers.h"
#include "report/environment.h"
#include "report/history.h"
#include "report/testresultjson.h"
#include "suites/blockstack.h"
#include "suites/cacheab.h"
#include "suites/commit.h"
#include "suites/suite.h"
#include "suites/testtarget.h"
#include "suites/verdicts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextStream>
#include <QUuid>

#include <cstdio>
#include <unistd.h>

namespace DriveProof::Cli {

namespace {

using Suites::Family;

std::optional<unsigned> parseCount(const QString &text, unsigned max)
{
    bool ok = false;
    const unsigned value = text.toUInt(&ok);
    if (!ok || value > max)
        return std::nullopt;
    return value;
}

// The names the users know: fio's and the README's short forms.
std::optional<Family> familyFromArgument(const QString &name, const QString &axis)
{
    if (name == QLatin1String("seq"))
        return Family::Throughput;
    if (name == QLatin1String("sweep"))
        return Suites::familyFromKey(QStringLiteral("sweep-") +
                                     (axis.isEmpty() ? QStringLiteral("block-size") : axis));
    return Suites::familyFromKey(name);
}

// A CrystalDiskMark preset name: "RND4K-Q32T1", "SEQ1M Q8T1", "rnd4kq32t1".
struct Preset
{
    bool random = false;
    std::uint32_t blockSize = 0;
    unsigned queueDepth = 0;
    unsigned threads = 0;
};

std::optional<Preset> parsePreset(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(RND|SEQ)(\\d+)([KM])[-_ ]?Q(\\d+)T(\\d+)$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    Preset preset;
    preset.random = m.captured(1).compare(QLatin1String("RND"), Qt::CaseInsensitive) == 0;
    const quint64 unit =
        m.captured(3).compare(QLatin1String("M"), Qt::CaseInsensitive) == 0 ? (1u << 20) : 1024u;
    const quint64 size = m.captured(2).toULongLong() * unit;
    preset.queueDepth = m.captured(4).toUInt();
    preset.threads = m.captured(5).toUInt();
    if (size == 0 || size > (64u << 20) || preset.queueDepth == 0 || preset.queueDepth > 4096 ||
        preset.threads == 0 || preset.threads > 1024)
        return std::nullopt;
    preset.blockSize = std::uint32_t(size);
    return preset;
}

QString durationText(double seconds)
{
    const int s = int(seconds + 0.5);
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// The live progress: on a terminal only (scripts read the result, not the progress); a new
// step is drawn at once.
class ProgressLine
{
public:
    void show(const Suites::Progress &p)
    {
        QString line;
        if (p.point)
            //: live progress: %1 percent done, %2 the step, %3 rate, %4 IOPS, %5 time left (m:ss)
            line = Tr::tr("[%1%] %2: %3, %4, %5 left")
                       .arg(int(p.fraction * 100), 3)
                       .arg(p.step, Suites::rateText(p.point->bytesPerSecond),
                            Suites::iopsText(p.point->iops),
                            p.remainingSeconds >= 0 ? durationText(p.remainingSeconds)
                                                    : QStringLiteral("?"));
        else
            //: live progress without numbers: %1 percent done, %2 the step
            line = Tr::tr("[%1%] %2").arg(int(p.fraction * 100), 3).arg(p.step);
        const bool newStep = p.measurementKey != m_lastKey;
        m_lastKey = p.measurementKey;
        m_line.show(line, newStep);
    }
    void finish() { m_line.finish(); }

private:
    StatusLine m_line;
    QString m_lastKey;
};

QString micros(double us)
{
    return QLocale().toString(us, 'f', us < 100 ? 1 : 0);
}

QString flushText(const Report::Measurement &m)
{
    QStringList parts;
    for (const Report::FlushCount &f : m.flushes)
        if (f.perCommit)
            //: flushes per commit on one device: %1 device, %2 flushes per commit
            parts << Tr::tr("%1 %2").arg(f.device, QLocale().toString(*f.perCommit, 'f', 2));
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QStringLiteral(", "));
}

void printCommit(const Report::TestResult &result)
{
    Table table({Tr::tr("Commit method"), Tr::tr("Commits/s"), Tr::tr("Mean µs"), Tr::tr("p50 µs"),
                 Tr::tr("p99 µs"), Tr::tr("Max µs"), Tr::tr("Flushes/commit")});
    for (const Report::Measurement &m : result.measurements) {
        const QString label = m.key.startsWith(QLatin1String("cache-off."))
                                  //: %1 a commit line's label, measured with the drive's cache off
                                  ? Tr::tr("%1 (cache off)").arg(m.label)
                                  : m.label;
        if (!m.skippedReason.isEmpty()) {
            table.addRow({label, m.skippedReason});
            continue;
        }
        table.addRow({label, QLocale().toString(m.iops, 'f', 0), micros(m.latency.meanUs),
                      micros(m.latency.p50Us), micros(m.latency.p99Us), micros(m.latency.maxUs),
                      m.durable ? flushText(m) : QStringLiteral("-")});
    }
    table.print();
}

void printIo(const Report::TestResult &result)
{
    Table table({Tr::tr("Test"), Tr::tr("MB/s"), Tr::tr("IOPS"), Tr::tr("Mean µs"),
                 Tr::tr("p50 µs"), Tr::tr("p99 µs"), Tr::tr("p99.9 µs"), Tr::tr("Max µs")});
    for (const Report::Measurement &m : result.measurements) {
        if (!m.skippedReason.isEmpty()) {
            table.addRow({m.label, m.skippedReason});
            continue;
        }
        table.addRow({m.label, QLocale().toString(m.bytesPerSecond / 1e6, 'f', 1),
                      QLocale().toString(m.iops, 'f', 0), micros(m.latency.meanUs),
                      micros(m.latency.p50Us), micros(m.latency.p99Us), micros(m.latency.p999Us),
                      micros(m.latency.maxUs)});
    }
    table.print();
}

QString severityMark(Report::Severity s)
{
    switch (s) {
    case Report::Severity::Good:
        return Tr::tr("good");
    case Report::Severity::Caution:
        return Tr::tr("caution");
    case Report::Severity::Danger:
        return Tr::tr("danger");
    case Report::Severity::Info:
        break;
    }
    return Tr::tr("note");
}

// On a terminal the user types the device name; without one, --destructive is the consent.
bool confirmDestructive(const QString &node, const QString &name)
{
    if (::isatty(STDIN_FILENO) != 1)
        return true;
    QTextStream err(stderr);
    //: %1 device node, %2 its short name the user must type
    err << Tr::tr("This test writes over the data on %1. Everything on it will be lost.\n"
                  "Type the device name (%2) to go on: ")
               .arg(node, name);
    err.flush();
    QTextStream in(stdin);
    return in.readLine().trimmed() == name;
}

} // namespace

int runBench(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Measure a drive: commit rate (like pg_test_fsync), throughput, random I/O, "
               "sweeps, the hybrid-cache check.\n"
               "FAMILY is one of: quick, commit, throughput (or seq), sustained, surface, "
               "random, sweep (with --axis), sweep-block-size, sweep-queue-depth, "
               "sweep-threads, hybrid.\n"
               "TARGET is a folder (default: the current one; a temporary file is created and "
               "removed), an existing file (used in place, never grown), or a block device "
               "(read tests; writing needs --destructive)."));
    parser.addPositionalArgument(QStringLiteral("FAMILY"), Tr::tr("The test to run."));
    parser.addPositionalArgument(QStringLiteral("TARGET"),
                                 Tr::tr("Folder, file or device (or --target)."),
                                 QStringLiteral("[TARGET]"));
    const QCommandLineOption targetOption(QStringLiteral("target"),
                                          Tr::tr("Folder, file or device, like TARGET."),
                                          QStringLiteral("PATH"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  Tr::tr("Test area or temporary file size, e.g. 1G, 256M "
                                         "(default: 1G; commit: 16M; a device: all of it for the "
                                         "surface scan)."),
                                  QStringLiteral("SIZE"));
    const QCommandLineOption duration(
        QStringList{QStringLiteral("duration"), QStringLiteral("seconds")},
        Tr::tr("Seconds per measurement (default: 5)."), QStringLiteral("SECONDS"));
    const QCommandLineOption backend(
        QStringList{QStringLiteral("backend"), QStringLiteral("engine")},
        Tr::tr("I/O engine: auto, io_uring or psync (default: auto)."), QStringLiteral("NAME"));
    const QCommandLineOption blockSize(QStringLiteral("block-size"),
                                       Tr::tr("Block size for random, sweeps and sustained, e.g. "
                                              "4k."),
                                       QStringLiteral("SIZE"));
    const QCommandLineOption queueDepth(QStringLiteral("queue-depth"),
                                        Tr::tr("I/Os in flight per thread (sweeps, sustained)."),
                                        QStringLiteral("N"));
    const QCommandLineOption threads(QStringLiteral("threads"), Tr::tr("Threads (sweeps)."),
                                     QStringLiteral("N"));
    const QCommandLineOption readPercent(QStringLiteral("read-percent"),
                                         Tr::tr("Sweeps: 100 reads only (default), 0 writes only, "
                                                "or a mix."),
                                         QStringLiteral("N"));
    const QCommandLineOption readOnly(QStringLiteral("read"),
                                      Tr::tr("Quick, throughput, random: reads only."));
    const QCommandLineOption writeOnly(QStringLiteral("write"),
                                       Tr::tr("Quick, throughput, random: writes only."));
    const QCommandLineOption mix(QStringLiteral("mix"),
                                 Tr::tr("Quick, throughput, random: a mix with this percentage "
                                        "of reads, e.g. 70."),
                                 QStringLiteral("PERCENT"));
    const QCommandLineOption presetOption(
        QStringLiteral("preset"),
        Tr::tr("One CrystalDiskMark preset: SEQ1M-Q8T1, SEQ1M-Q1T1, RND4K-Q32T1, RND4K-Q1T1 (or "
               "any RND|SEQ<size>-Q<depth>T<threads>)."),
        QStringLiteral("NAME"));
    const QCommandLineOption axis(QStringLiteral("axis"),
                                  Tr::tr("sweep: block-size (default), queue-depth or threads."),
                                  QStringLiteral("AXIS"));
    const QCommandLineOption idle(QStringLiteral("idle"),
                                  Tr::tr("Hybrid check: seconds the drive stays idle between the "
                                         "passes (default: 300)."),
                                  QStringLiteral("SECONDS"));
    const QCommandLineOption cacheAb(QStringLiteral("cache-ab"),
                                     Tr::tr("Commit: measure again with the drive's write cache "
                                            "off, then switch it back on."));
    const QCommandLineOption destructive(QStringLiteral("destructive"),
                                         Tr::tr("Allow a write test on a raw device: everything on "
                                                "it is lost."));
    const QCommandLineOption buffered(QStringLiteral("buffered"),
                                      Tr::tr("Go through the page cache (no O_DIRECT)."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print the result as JSON (docs/json.md)."));
    const QCommandLineOption output(QStringLiteral("output"),
                                    Tr::tr("Also write the JSON result to FILE."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption only(QStringLiteral("only"),
                                  Tr::tr("Run only the measurements with these keys, separated by "
                                         "commas (e.g. rnd4kq32t1.read, commit.s1.fdatasync)."),
                                  QStringLiteral("KEYS"));
    const QCommandLineOption noHistory(QStringLiteral("no-history"),
                                       Tr::tr("Do not keep the result in the drive's history."));
    parser.addOptions({targetOption, size,        duration, backend,     blockSize, queueDepth,
                       threads,      readPercent, readOnly, writeOnly,   mix,       presetOption,
                       axis,         idle,        cacheAb,  destructive, buffered,  json,
                       output,       only,        noHistory});
    if (const int code = parseSubcommand(parser, QStringLiteral("bench"), args); code >= 0)
        return code;

    QStringList pos = parser.positionalArguments();
    if (parser.isSet(targetOption))
        pos.append(parser.value(targetOption));
    if (pos.isEmpty() || pos.size() > 2)
        return fail(Tr::tr("'bench' needs a FAMILY and at most one TARGET, e.g. "
                           "'driveproof-cli bench quick ~/'."));
    const QString axisName = parser.value(axis);
    if (parser.isSet(axis) &&
        (pos.at(0) != QLatin1String("sweep") ||
         !QStringList{QStringLiteral("block-size"), QStringLiteral("queue-depth"),
                      QStringLiteral("threads")}
              .contains(axisName)))
        //: %1 what the user typed
        return fail(Tr::tr("--axis goes with 'sweep' and takes block-size, queue-depth or "
                           "threads, not '%1'.")
                        .arg(axisName));
    std::optional<Family> family = familyFromArgument(pos.at(0), axisName);
    if (!family)
        //: %1 what the user typed
        return fail(Tr::tr("unknown test '%1'. Try 'driveproof-cli bench --help'.").arg(pos.at(0)));

    Suites::SuiteOptions options;
    options.sizeBytes = *family == Family::Commit ? Suites::kCommitFileBytes : (1ull << 30);
    if (parser.isSet(size)) {
        const auto value = parseSize(parser.value(size));
        if (!value || *value < 4096)
            //: %1 what the user typed
            return fail(Tr::tr("--size takes a size of at least 4K, such as 1G or 256M, not "
                               "'%1'.")
                            .arg(parser.value(size)));
        options.sizeBytes = *value;
    }
    if (parser.isSet(duration)) {
        bool ok = false;
        const double seconds = parser.value(duration).toDouble(&ok);
        if (!ok || seconds <= 0 || seconds > 86400)
            //: %1 what the user typed
            return fail(
                Tr::tr("--duration takes seconds, e.g. 5, not '%1'.").arg(parser.value(duration)));
        options.duration = std::chrono::milliseconds(qint64(seconds * 1000));
    }
    if (parser.isSet(backend)) {
        const QString name = parser.value(backend);
        if (name == QLatin1String("io_uring"))
            options.backend = Engine::BackendKind::IoUring;
        else if (name == QLatin1String("psync"))
            options.backend = Engine::BackendKind::Psync;
        else if (name != QLatin1String("auto"))
            //: %1 what the user typed
            return fail(Tr::tr("--backend takes auto, io_uring or psync, not '%1'.").arg(name));
    }
    if (parser.isSet(blockSize)) {
        const auto value = parseSize(parser.value(blockSize));
        if (!value || *value % 512 != 0 || *value > (64u << 20))
            //: %1 what the user typed
            return fail(Tr::tr("--block-size takes a multiple of 512 bytes up to 64M, not '%1'.")
                            .arg(parser.value(blockSize)));
        options.blockSize = std::uint32_t(*value);
    }
    const struct
    {
        const QCommandLineOption &option;
        unsigned *into;
        unsigned max;
    } counts[] = {{queueDepth, &options.queueDepth, 4096},
                  {threads, &options.threads, 1024},
                  {readPercent, &options.readPercent, 100}};
    for (const auto &count : counts) {
        if (!parser.isSet(count.option))
            continue;
        const auto value = parseCount(parser.value(count.option), count.max);
        if (!value || (*value == 0 && count.into != &options.readPercent))
            //: %1 the option, %2 the largest value, %3 what the user typed
            return fail(Tr::tr("--%1 takes a whole number up to %2, not '%3'.")
                            .arg(count.option.names().constFirst())
                            .arg(count.max)
                            .arg(parser.value(count.option)));
        *count.into = *value;
    }
    if (parser.isSet(idle)) {
        const auto value = parseCount(parser.value(idle), 86400);
        if (!value)
            //: %1 what the user typed
            return fail(Tr::tr("--idle takes seconds, not '%1'.").arg(parser.value(idle)));
        options.idle = std::chrono::seconds(*value);
    }
    if (int(parser.isSet(readOnly)) + int(parser.isSet(writeOnly)) + int(parser.isSet(mix)) > 1)
        return fail(Tr::tr("Give one of --read, --write and --mix."));
    if (parser.isSet(readOnly))
        options.onlyReadPercent = 100;
    if (parser.isSet(writeOnly))
        options.onlyReadPercent = 0;
    if (parser.isSet(mix)) {
        const auto value = parseCount(parser.value(mix), 100);
        if (!value)
            //: %1 what the user typed
            return fail(Tr::tr("--mix takes the percentage of reads, 0 to 100, not '%1'.")
                            .arg(parser.value(mix)));
        options.onlyReadPercent = *value;
    }
    if (options.onlyReadPercent &&
        (*family == Family::SweepBlockSize || *family == Family::SweepQueueDepth ||
         *family == Family::SweepThreads))
        options.readPercent = *options.onlyReadPercent; // a sweep's direction
    if (parser.isSet(presetOption)) {
        const std::optional<Preset> preset = parsePreset(parser.value(presetOption));
        if (!preset)
            //: %1 what the user typed
            return fail(Tr::tr("--preset takes a name such as RND4K-Q32T1 or SEQ1M-Q8T1, not "
                               "'%1'.")
                            .arg(parser.value(presetOption)));
        if (*family != Family::Quick && *family != Family::Random && *family != Family::Throughput)
            return fail(Tr::tr("--preset goes with quick, random or seq."));
        // One preset is one random or sequential job with exactly these numbers.
        family = preset->random ? Family::Random : Family::Throughput;
        options.blockSize = preset->blockSize;
        options.queueDepth = preset->queueDepth;
        options.threads = preset->threads;
    }
    if (parser.isSet(only))
        options.only = parser.value(only).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(cacheAb) && *family != Family::Commit)
        return fail(Tr::tr("--cache-ab goes with the commit test."));

    // What is the target?
    const QString targetArg = pos.value(1, QDir::currentPath());
    Suites::TargetRequest request;
    request.path = targetArg;
    request.sizeBytes = options.sizeBytes;
    request.write = Suites::familyWrites(*family);
    request.fill = Suites::familyNeedsFilledFile(*family);
    request.direct = !parser.isSet(buffered);
    switch (Suites::pathKind(targetArg)) {
    case Suites::PathKind::Folder:
        request.kind = Suites::TargetKind::Folder;
        break;
    case Suites::PathKind::File:
        request.kind = Suites::TargetKind::File;
        break;
    case Suites::PathKind::BlockDevice:
        request.kind = Suites::TargetKind::Device;
        break;
    case Suites::PathKind::Missing:
        if (targetArg.startsWith(QLatin1String("/dev/")))
            //: %1 what the user typed
            return fail(Tr::tr("There is no device %1. Run 'driveproof-cli list' to see the "
                               "drives on this machine.")
                            .arg(targetArg));
        //: %1 what the user typed
        return fail(Tr::tr("There is no folder or file %1. Give an existing folder (a temporary "
                           "test file is made in it), a file or a block device.")
                        .arg(targetArg));
    case Suites::PathKind::Other:
        //: %1 what the user typed
        return fail(Tr::tr("%1 is not a folder, a regular file or a block device (it is a pipe, "
                           "a socket or a character device). Give a folder, a file or a block "
                           "device.")
                        .arg(targetArg));
    case Suites::PathKind::Unknown:
        // Not readable from here (no permission on the way): let the opening say why.
        request.kind = targetArg.startsWith(QLatin1String("/dev/")) ? Suites::TargetKind::Device
                                                                    : Suites::TargetKind::Folder;
        break;
    }
    if (request.kind != Suites::TargetKind::Folder && !parser.isSet(size) &&
        *family != Family::Commit)
        request.sizeBytes = 0; // all of the file or device

    // A device: its identity for the environment, and the safety flow for writes.
    Device::Inventory inventory;
    std::optional<Device::DeviceInfo> disk;
    if (request.kind == Suites::TargetKind::Device) {
        QString partition;
        const Result<Device::DeviceInfo> found = inventory.find(targetArg, &partition);
        if (!found)
            return fail(found.error().message); // a node that is no device the kernel lists
        disk = found.value();
        if (request.write) {
            if (!parser.isSet(destructive))
                //: %1 device node
                return fail(Tr::tr("%1 is a device: this test writes to it and destroys its data. "
                                   "Add --destructive if that is what you want, or give a folder.")
                                .arg(targetArg));
            // Said before the user types the name, not after (TestTarget checks again).
            const QList<Device::DeviceUse> uses =
                Device::findDeviceUses(partition.isEmpty() ? disk->name : partition);
            if (!uses.isEmpty())
                //: %1 device node, %2 a sentence saying what uses it, e.g. "/dev/loop0 backs
                //: the loop device /dev/loop1, which is mounted on /mnt."
                return fail(Tr::tr("%1 is in use: %2 Nothing was written.")
                                .arg(targetArg, Device::describeDeviceUses(uses)),
                            ExitFailure);
            if (!confirmDestructive(targetArg, QFileInfo(targetArg).fileName()))
                return fail(Tr::tr("The name did not match; nothing was written."), ExitFailure);
            request.destructiveConfirmed = true;
        }
    } else {
        const QList<Suites::StackDevice> stack = Suites::blockStackOfPath(targetArg);
        if (!stack.isEmpty()) {
            const Result<Device::DeviceInfo> found = inventory.find(stack.constLast().name);
            if (found)
                disk = found.value();
        }
    }

    // Where the result goes is checked before the test, not after minutes of it.
    if (parser.isSet(output)) {
        QSaveFile probe(parser.value(output));
        if (!probe.open(QIODevice::WriteOnly))
            //: %1 file name, %2 the system's error text
            return fail(Tr::tr("--output cannot write %1: %2.")
                            .arg(parser.value(output), probe.errorString()));
        probe.cancelWriting(); // nothing is written: the temporary file goes with `probe`
    }

    ProgressLine line;
    const Suites::ProgressFn progress = [&line](const Suites::Progress &p) { line.show(p); };
    Suites::CancelFlag &cancel = catchInterrupts();

    request.cancel = &cancel;
    Result<std::unique_ptr<Suites::TestTarget>> opened =
        Suites::TestTarget::open(request, progress);
    if (!opened) {
        line.finish();
        if (cancel.load())
            return fail(Tr::tr("Cancelled while the test file was being prepared; it was "
                               "removed."),
                        ExitFailure);
        return fail(opened.error().message, ExitFailure);
    }
    const std::unique_ptr<Suites::TestTarget> &target = opened.value();
    options.sizeBytes = target->areaBytes();
    options.logicalBlockSize = target->logicalBlockSize();
    if (disk) {
        options.rotationRpm = disk->rotationRateRpm.value_or(disk->rotational ? -1 : 0);
    }

    Report::TestResult result;
    result.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    result.targetKind = target->kindKey();
    result.targetPath = target->path();
    result.targetSizeBytes = target->areaBytes();
    result.environment = Report::collectEnvironment(target->path(), disk ? &*disk : nullptr);
    options.driveWriteCache = result.environment.driveWriteCache;

    if (parser.isSet(cacheAb)) {
        if (!disk)
            return fail(Tr::tr("--cache-ab needs to know the drive under the target, and it "
                               "could not be found."),
                        ExitFailure);
        result.family = Suites::familyKey(Family::Commit);
        result.started = QDateTime::currentDateTime();
        Suites::runCommitCacheAB(*disk, target->suiteTarget(), options, progress, cancel, result);
        result.finished = QDateTime::currentDateTime();
    } else {
        Suites::runFamily(*family, target->suiteTarget(), options, progress, cancel, result);
    }
    line.finish();
    releaseInterrupts();
    if (!options.only.isEmpty() && result.measurements.isEmpty() && !result.cancelled &&
        result.error.isEmpty())
        //: %1 what the user gave to --only
        return fail(Tr::tr("--only %1 matches no measurement of this test. The keys are the "
                           "\"key\" fields of its --json output.")
                        .arg(options.only.join(QLatin1Char(','))));

    const QJsonObject object = Report::testResultToJson(result);
    if (parser.isSet(output)) {
        QSaveFile file(parser.value(output));
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(QJsonDocument(object).toJson(QJsonDocument::Indented)) < 0 || !file.commit())
            //: %1 file name, %2 the system's error text
            return fail(
                Tr::tr("Cannot write %1: %2.").arg(parser.value(output), file.errorString()),
                ExitFailure);
    }
    if (!parser.isSet(noHistory) && !result.measurements.isEmpty()) {
        Report::HistoryStore history;
        history.save(result);
    }

    // A run that failed or was cancelled before its first measurement prints no empty table.
    const bool nothingMeasured =
        result.measurements.isEmpty() && (result.cancelled || !result.error.isEmpty());
    if (parser.isSet(json)) {
        printJson(object);
    } else if (!nothingMeasured) {
        //: %1 the test's title, %2 where it ran
        printLine(
            Tr::tr("%1 on %2").arg(Suites::familyTitle(*family), printable(result.targetPath)));
        if (!target->suiteTarget().note.isEmpty())
            printLine(target->suiteTarget().note);
        if (result.family == QLatin1String("commit"))
            printCommit(result);
        else
            printIo(result);
        for (const Report::Finding &f : result.findings)
            //: a verdict as a list item: %1 good/caution/danger/note, %2 the verdict
            printLine(Tr::tr("- %1: %2").arg(severityMark(f.severity), f.text));
    }
    if (result.cancelled)
        return fail(Tr::tr("Cancelled; the lines above finished before that."), ExitFailure);
    if (!result.error.isEmpty())
        return fail(result.error, ExitFailure);
    return ExitOk;
}

} // namespace DriveProof::Cli
