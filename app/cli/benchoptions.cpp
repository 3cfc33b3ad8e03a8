// bench's command line: the options, checked and turned into a BenchRequest; the short
// names users know (seq, sweep --axis) and CrystalDiskMark's preset names.
#include "bench.h"

#include "common/datasize.h"
#include "suites/commit.h"

#include <QDir>
#include <QRegularExpression>

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

} // namespace

int parseBenchArguments(const QStringList &args, BenchRequest &request)
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

    Suites::SuiteOptions &options = request.options;
    options.sizeBytes = *family == Family::Commit  ? Suites::kCommitFileBytes
                        : *family == Family::Quick ? Suites::kQuickCheckBytes
                                                   : (1ull << 30);
    if (*family == Family::Quick) // the window's quick check, step for step
        options.duration = std::chrono::milliseconds(qint64(Suites::kQuickCheckStepSeconds * 1000));
    if (parser.isSet(size)) {
        const auto value = parseDataSize(parser.value(size));
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
        const auto value = parseDataSize(parser.value(blockSize));
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

    request.family = *family;
    request.target = pos.value(1, QDir::currentPath());
    request.sizeGiven = parser.isSet(size);
    request.direct = !parser.isSet(buffered);
    request.cacheAb = parser.isSet(cacheAb);
    request.destructive = parser.isSet(destructive);
    request.json = parser.isSet(json);
    if (parser.isSet(output))
        request.output = parser.value(output);
    request.history = !parser.isSet(noHistory);
    return -1;
}

} // namespace DriveProof::Cli
