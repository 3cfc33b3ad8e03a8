// The families that run engine jobs: throughput, sustained write, surface scan, random,
// the quick check (CrystalDiskMark's four presets), the sweeps and the hybrid-cache check.
// Each one is a list of JobSteps run in order, then its verdicts.
#include "suites/iofamilies.h"

#include "report/measurementtext.h"
#include "suites/measure.h"
#include "suites/runerror.h"
#include "suites/suitestr.h"
#include "suites/verdicts.h"

#include <QLocale>

#include <algorithm>
#include <thread>

namespace DriveProof::Suites {

namespace {

constexpr std::uint32_t k4K = 4096;
constexpr std::uint32_t k1M = 1u << 20;

Engine::Job baseJob(const SuiteOptions &options)
{
    Engine::Job job;
    job.offset = 0;
    job.size = options.sizeBytes;
    job.timeLimit = options.duration;
    job.seed = options.seed;
    job.bufferAlignment = std::max<std::uint32_t>(4096, options.logicalBlockSize);
    return job;
}

Engine::Job preset(const SuiteOptions &options, Engine::AccessPattern pattern,
                   std::uint32_t blockSize, unsigned queueDepth, unsigned threads,
                   unsigned readPercent)
{
    Engine::Job job = baseJob(options);
    job.pattern = pattern;
    job.blockSize = blockSize;
    job.queueDepth = queueDepth;
    job.threads = threads;
    job.readPercent = readPercent;
    return job;
}

QString directionKey(unsigned readPercent)
{
    return readPercent == 100 ? QStringLiteral("read")
           : readPercent == 0 ? QStringLiteral("write")
                              : QStringLiteral("mix%1").arg(readPercent);
}

// "SEQ1M Q8T1" / "RND4K Q32T1": CrystalDiskMark's names, kept as they are everywhere.
QString presetName(bool random, std::uint32_t blockSize, unsigned qd, unsigned threads)
{
    const QString size = blockSize >= k1M ? QStringLiteral("%1M").arg(blockSize / k1M)
                                          : QStringLiteral("%1K").arg(blockSize / 1024);
    return QStringLiteral("%1%2 Q%3T%4")
        .arg(random ? QStringLiteral("RND") : QStringLiteral("SEQ"), size)
        .arg(qd)
        .arg(threads);
}

JobStep presetStep(const SuiteOptions &options, bool random, std::uint32_t blockSize, unsigned qd,
                   unsigned threads, unsigned readPercent)
{
    JobStep step;
    step.job =
        preset(options, random ? Engine::AccessPattern::Random : Engine::AccessPattern::Sequential,
               blockSize, qd, threads, readPercent);
    const QString name = presetName(random, blockSize, qd, threads);
    step.key = QStringLiteral("%1.%2").arg(name.toLower().remove(QLatin1Char(' ')),
                                           directionKey(readPercent));
    step.label = Report::measurementLabel(step.key);
    return step;
}

// The family's usual set, or the one the user asked for.
QList<unsigned> directions(const SuiteOptions &options, const QList<unsigned> &usual)
{
    return options.onlyReadPercent ? QList<unsigned>{*options.onlyReadPercent} : usual;
}

QList<unsigned> queueDepths(const SuiteOptions &options, const QList<unsigned> &usual)
{
    return options.queueDepth ? QList<unsigned>{options.queueDepth} : usual;
}

double stepSeconds(const JobStep &step)
{
    return std::chrono::duration<double>(step.job.timeLimit).count();
}

// Runs the steps in order, sharing the progress bar by expected time (or bytes).
void runSteps(QList<JobStep> steps, const SuiteTarget &target, const SuiteOptions &options,
              const ProgressFn &progress, const CancelFlag &cancel, Report::TestResult &result)
{
    if (!options.only.isEmpty())
        steps.removeIf([&](const JobStep &step) { return !options.only.contains(step.key); });
    double total = 0;
    for (const JobStep &step : steps)
        total += std::max(stepSeconds(step), 1.0);
    double done = 0;
    for (JobStep &step : steps) {
        if (cancel.load())
            break;
        const double length = std::max(stepSeconds(step), 1.0);
        step.fractionStart = done / total;
        step.fractionEnd = (done + length) / total;
        done += length;
        step.remainingAfterSeconds = total - done;
        if (step.job.blockSize > step.job.size) {
            Report::Measurement skipped;
            skipped.key = step.key;
            skipped.label = step.label;
            skipped.blockSize = step.job.blockSize;
            skipped.skippedCode = QStringLiteral("block-larger-than-area");
            skipped.skippedArguments = {QString::number(step.job.blockSize),
                                        QString::number(step.job.size)};
            skipped.skippedReason = Report::skippedText(skipped);
            result.measurements.append(skipped);
            continue;
        }
        Report::Measurement m = runJobStep(step, target, options.backend, progress, cancel);
        const bool failed = !m.skippedReason.isEmpty();
        result.measurements.append(m);
        if (failed) {
            setRunError(result, QLatin1String(RunError::kStepStopped),
                        {m.key, target.path, m.skippedReason});
            return;
        }
    }
}

} // namespace

void runThroughput(const SuiteTarget &target, const SuiteOptions &options,
                   const ProgressFn &progress, const CancelFlag &cancel, Report::TestResult &result)
{
    const std::uint32_t bs = options.blockSize ? options.blockSize : k1M;
    const unsigned threads = options.threads ? options.threads : 1;
    QList<JobStep> steps;
    for (unsigned qd : queueDepths(options, {8u, 1u}))
        for (unsigned rp : directions(options, {100u, 0u}))
            steps << presetStep(options, false, bs, qd, threads, rp);
    runSteps(steps, target, options, progress, cancel, result);
}

void runQuick(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
              const CancelFlag &cancel, Report::TestResult &result)
{
    // CrystalDiskMark's default order: all reads, then all writes.
    QList<JobStep> steps;
    for (unsigned rp : directions(options, {100u, 0u})) {
        steps << presetStep(options, false, k1M, 8, 1, rp);
        steps << presetStep(options, false, k1M, 1, 1, rp);
        steps << presetStep(options, true, k4K, 32, 1, rp);
        steps << presetStep(options, true, k4K, 1, 1, rp);
    }
    runSteps(steps, target, options, progress, cancel, result);
}

void runRandom(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
               const CancelFlag &cancel, Report::TestResult &result)
{
    const std::uint32_t bs = options.blockSize ? options.blockSize : k4K;
    const unsigned threads = options.threads ? options.threads : 1;
    QList<JobStep> steps;
    for (unsigned qd : queueDepths(options, {1u, 32u}))
        for (unsigned rp : directions(options, {100u, 0u, 70u}))
            steps << presetStep(options, true, bs, qd, threads, rp);
    runSteps(steps, target, options, progress, cancel, result);
}

void runSweep(Family family, const SuiteTarget &target, const SuiteOptions &options,
              const ProgressFn &progress, const CancelFlag &cancel, Report::TestResult &result)
{
    const unsigned rp = options.readPercent;
    const std::uint32_t bs = options.blockSize ? options.blockSize : k4K;
    const unsigned qd = options.queueDepth ? options.queueDepth : 1;
    const unsigned threads = options.threads ? options.threads : 1;
    QList<JobStep> steps;
    auto add = [&](std::uint32_t b, unsigned q, unsigned t, const QString &axis, quint64 value) {
        JobStep step;
        step.job = preset(options, Engine::AccessPattern::Random, b, q, t, rp);
        step.key = QStringLiteral("sweep.%1.%2.%3").arg(axis).arg(value).arg(directionKey(rp));
        step.label = Report::measurementLabel(step.key);
        steps << step;
    };
    if (family == Family::SweepBlockSize) {
        for (std::uint32_t b = std::max<std::uint32_t>(512, options.logicalBlockSize);
             b <= 16 * k1M; b *= 2)
            add(b, qd, threads, QStringLiteral("block-size"), b);
    } else if (family == Family::SweepQueueDepth) {
        for (unsigned q = 1; q <= 256; q *= 2)
            add(bs, q, threads, QStringLiteral("queue-depth"), q);
    } else {
        for (unsigned t : {1u, 2u, 4u, 8u, 16u, 32u, 64u, 96u})
            add(bs, qd, t, QStringLiteral("threads"), t);
    }
    runSteps(steps, target, options, progress, cancel, result);
}

void runSustained(const SuiteTarget &target, const SuiteOptions &options,
                  const ProgressFn &progress, const CancelFlag &cancel, Report::TestResult &result)
{
    JobStep step;
    step.job = preset(options, Engine::AccessPattern::Sequential,
                      options.blockSize ? options.blockSize : k1M,
                      options.queueDepth ? options.queueDepth : 8, 1, 0);
    step.job.timeLimit = std::chrono::nanoseconds(0); // until the whole area is written
    step.job.byteLimit = options.sizeBytes;
    step.key = QStringLiteral("sustained.write");
    step.label = Report::measurementLabel(step.key);
    step.trackPosition = true;
    runSteps({step}, target, options, progress, cancel, result);
    if (!result.measurements.isEmpty() && result.error.isEmpty())
        result.findings +=
            sustainedVerdicts(result.measurements.constLast(), result.environment.driveClass);
}

void runSurface(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
                const CancelFlag &cancel, Report::TestResult &result)
{
    JobStep step;
    step.job = preset(options, Engine::AccessPattern::Sequential, k1M,
                      options.queueDepth ? options.queueDepth : 8, 1, 100);
    step.job.timeLimit = std::chrono::nanoseconds(0);
    step.job.byteLimit = options.sizeBytes;
    step.key = QStringLiteral("surface.read");
    step.label = Report::measurementLabel(step.key);
    step.trackPosition = true;
    runSteps({step}, target, options, progress, cancel, result);
    if (!result.measurements.isEmpty() && result.error.isEmpty())
        result.findings += surfaceVerdicts(result.measurements.constLast());
}

void runHybrid(const SuiteTarget &target, const SuiteOptions &options, const ProgressFn &progress,
               const CancelFlag &cancel, Report::TestResult &result)
{
    const double pass = std::chrono::duration<double>(options.duration).count();
    const double idle = double(options.idle.count());
    const double total = 2 * pass + idle;
    auto passStep = [&](int index, double start) {
        JobStep step = presetStep(options, true, options.blockSize ? options.blockSize : k4K,
                                  options.queueDepth ? options.queueDepth : 1, 1, 100);
        step.key = QStringLiteral("hybrid.pass%1").arg(index);
        step.label = Report::measurementLabel(step.key);
        step.fractionStart = start / total;
        step.fractionEnd = (start + pass) / total;
        step.remainingAfterSeconds = total - start - pass;
        return step;
    };
    // Same seed, so the second pass reads the same blocks in the same order.
    result.measurements << runJobStep(passStep(1, 0), target, options.backend, progress, cancel);
    if (!result.measurements.constLast().skippedReason.isEmpty()) {
        setRunError(result, QLatin1String(RunError::kLineStopped),
                    {result.measurements.constLast().key});
        return;
    }
    const auto idleStart = std::chrono::steady_clock::now();
    const auto idleEnd = idleStart + options.idle;
    while (!cancel.load() && std::chrono::steady_clock::now() < idleEnd) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        const double waited =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - idleStart).count();
        if (progress) {
            Progress p;
            p.fraction = (pass + std::min(waited, idle)) / total;
            p.step = Tr::tr("idle, so the drive can move hot data");
            p.measurementKey = QStringLiteral("hybrid.idle");
            p.remainingSeconds = std::max(0.0, idle - waited) + pass;
            progress(p);
        }
    }
    if (cancel.load())
        return;
    result.measurements << runJobStep(passStep(2, pass + idle), target, options.backend, progress,
                                      cancel);
    if (!cancel.load())
        result.findings += hybridVerdicts(result.measurements.at(0), result.measurements.at(1));
}

} // namespace DriveProof::Suites
