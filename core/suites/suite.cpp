#include "suites/suite.h"

#include "suites/commit.h"
#include "suites/expectationverdicts.h"
#include "suites/iofamilies.h"
#include "suites/stability.h"
#include "suites/suitestr.h"
#include "suites/verdicts.h"

#include <QJsonObject>

namespace DriveProof::Suites {

namespace {

struct FamilyName
{
    Family family;
    const char *key;
};

constexpr FamilyName kFamilies[] = {
    {Family::Commit, "commit"},
    {Family::Throughput, "throughput"},
    {Family::Sustained, "sustained"},
    {Family::Surface, "surface"},
    {Family::Random, "random"},
    {Family::Quick, "quick"},
    {Family::SweepBlockSize, "sweep-block-size"},
    {Family::SweepQueueDepth, "sweep-queue-depth"},
    {Family::SweepThreads, "sweep-threads"},
    {Family::Hybrid, "hybrid"},
};

QJsonObject parametersOf(Family family, const SuiteOptions &options)
{
    QJsonObject p;
    p.insert(QStringLiteral("size_bytes"), double(options.sizeBytes));
    p.insert(QStringLiteral("duration_ms"), double(options.duration.count()));
    p.insert(QStringLiteral("backend"), QString::fromLatin1(Engine::backendName(options.backend)));
    p.insert(QStringLiteral("seed"), double(options.seed));
    if (family == Family::SweepBlockSize || family == Family::SweepQueueDepth ||
        family == Family::SweepThreads)
        p.insert(QStringLiteral("read_percent"), int(options.readPercent));
    else if (options.onlyReadPercent)
        p.insert(QStringLiteral("read_percent"), int(*options.onlyReadPercent));
    if (!options.only.isEmpty())
        p.insert(QStringLiteral("only"), options.only.join(QLatin1Char(',')));
    if (options.blockSize)
        p.insert(QStringLiteral("block_size"), double(options.blockSize));
    if (options.queueDepth)
        p.insert(QStringLiteral("queue_depth"), int(options.queueDepth));
    if (options.threads)
        p.insert(QStringLiteral("threads"), int(options.threads));
    if (family == Family::Hybrid)
        p.insert(QStringLiteral("idle_seconds"), double(options.idle.count()));
    if (options.driveWriteCache)
        p.insert(QStringLiteral("drive_write_cache"), *options.driveWriteCache);
    return p;
}

} // namespace

QString familyKey(Family family)
{
    for (const FamilyName &name : kFamilies)
        if (name.family == family)
            return QLatin1String(name.key);
    return {};
}

std::optional<Family> familyFromKey(const QString &key)
{
    for (const FamilyName &name : kFamilies)
        if (key == QLatin1String(name.key))
            return name.family;
    return std::nullopt;
}

QString familyTitle(Family family)
{
    switch (family) {
    case Family::Commit:
        return Tr::tr("Commit rate");
    case Family::Throughput:
        return Tr::tr("Throughput");
    case Family::Sustained:
        return Tr::tr("Sustained write");
    case Family::Surface:
        return Tr::tr("Surface scan");
    case Family::Random:
        return Tr::tr("Random I/O");
    case Family::Quick:
        return Tr::tr("Quick check");
    case Family::SweepBlockSize:
        return Tr::tr("Block size sweep");
    case Family::SweepQueueDepth:
        return Tr::tr("Queue depth sweep");
    case Family::SweepThreads:
        return Tr::tr("Thread sweep");
    case Family::Hybrid:
        return Tr::tr("Hybrid cache check");
    }
    return {};
}

bool familyNeedsFilledFile(Family family)
{
    return family != Family::Sustained;
}

bool familyWrites(Family family)
{
    return family != Family::Surface && family != Family::Hybrid;
}

void runFamily(Family family, const SuiteTarget &target, const SuiteOptions &options,
               const ProgressFn &progress, const CancelFlag &cancel, Report::TestResult &result)
{
    result.family = familyKey(family);
    result.parameters = parametersOf(family, options);
    result.started = QDateTime::currentDateTime();
    switch (family) {
    case Family::Commit:
        runCommit(target, options, progress, cancel, result);
        break;
    case Family::Throughput:
        runThroughput(target, options, progress, cancel, result);
        break;
    case Family::Sustained:
        runSustained(target, options, progress, cancel, result);
        break;
    case Family::Surface:
        runSurface(target, options, progress, cancel, result);
        break;
    case Family::Random:
        runRandom(target, options, progress, cancel, result);
        break;
    case Family::Quick:
        runQuick(target, options, progress, cancel, result);
        break;
    case Family::SweepBlockSize:
    case Family::SweepQueueDepth:
    case Family::SweepThreads:
        runSweep(family, target, options, progress, cancel, result);
        break;
    case Family::Hybrid:
        runHybrid(target, options, progress, cancel, result);
        break;
    }
    result.finished = QDateTime::currentDateTime();
    result.cancelled = result.cancelled || cancel.load();

    const Report::Environment &env = result.environment;
    // What the link and the drive's class allow, before the family's own verdicts: the
    // first thing a reader wants to know is whether the numbers are what they should be.
    if (family != Family::Commit && family != Family::Hybrid)
        result.findings =
            expectationVerdicts(result.measurements, {env.link, env.driveClass, env.rotationRpm}) +
            result.findings;
    if (!target.directIo && !target.note.isEmpty())
        result.findings << makeFinding("target.buffered");
    if (!env.virtualization.isEmpty())
        result.findings << makeFinding("environment.virtual-machine", {env.virtualization});
    if (env.barriersOff)
        result.findings << makeFinding("environment.nobarrier", {env.mountPoint, env.mountOptions});
    // A loop device without direct I/O measures memory; slices far apart say so too.
    const bool loopCache = loopWithoutDirectIo(env.device);
    if (loopCache)
        result.findings << makeFinding("environment.loop-page-cache", {env.device});
    if (family != Family::Sustained && family != Family::Surface)
        result.findings << stabilityFindings(result, loopCache || !target.directIo);
}

} // namespace DriveProof::Suites
