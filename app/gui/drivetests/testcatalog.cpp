#include "drivetests/testcatalog.h"

#include <QLocale>

#include <cmath>

namespace DriveProof::Gui {

namespace {

using Suites::Family;

struct Entry
{
    TestChoice choice;
    std::optional<Family> family;
};

constexpr Entry kEntries[] = {
    {TestChoice::Quick, Family::Quick},
    {TestChoice::Commit, Family::Commit},
    {TestChoice::Throughput, Family::Throughput},
    {TestChoice::Sustained, Family::Sustained},
    {TestChoice::Surface, Family::Surface},
    {TestChoice::Random, Family::Random},
    {TestChoice::SweepBlockSize, Family::SweepBlockSize},
    {TestChoice::SweepQueueDepth, Family::SweepQueueDepth},
    {TestChoice::SweepThreads, Family::SweepThreads},
    {TestChoice::Hybrid, Family::Hybrid},
    {TestChoice::PowerLoss, std::nullopt},
};

// A modest sequential rate for the size-bound tests' estimate: a hard disk's inner tracks,
// a USB stick's good day. Faster drives finish sooner.
constexpr double kModestBytesPerSecond = 150e6;

} // namespace

QList<TestChoice> TestCatalog::choices()
{
    QList<TestChoice> out;
    for (const Entry &e : kEntries)
        out << e.choice;
    return out;
}

std::optional<Suites::Family> TestCatalog::family(TestChoice choice)
{
    for (const Entry &e : kEntries)
        if (e.choice == choice)
            return e.family;
    return std::nullopt;
}

TestChoice TestCatalog::choiceOf(Suites::Family family)
{
    for (const Entry &e : kEntries)
        if (e.family == family)
            return e.choice;
    return TestChoice::Quick;
}

QString TestCatalog::key(TestChoice choice)
{
    const std::optional<Family> f = family(choice);
    return f ? Suites::familyKey(*f) : QStringLiteral("power-loss");
}

QString TestCatalog::title(TestChoice choice)
{
    const std::optional<Family> f = family(choice);
    return f ? Suites::familyTitle(*f) : tr("Power-loss test");
}

QString TestCatalog::description(TestChoice choice)
{
    switch (choice) {
    case TestChoice::Quick:
        return tr("CrystalDiskMark's four tests in one go: sequential reads and writes in 1 MiB "
                  "blocks with 8 and with 1 request in flight, then random 4 KiB reads and writes "
                  "with 32 and with 1 request in flight. The quickest way to see whether a drive "
                  "performs as its box promises.");
    case TestChoice::Commit:
        return tr("How many times per second the drive durably commits a small write, measured "
                  "like PostgreSQL's pg_test_fsync: every sync method, 8 kB and 16 kB commits, and "
                  "plain writes as a baseline. It also counts the flushes that reach the drive. A "
                  "hard disk that commits faster than its platters turn has a cache that "
                  "acknowledges writes before they are safe.");
    case TestChoice::Throughput:
        return tr("Sequential reads and writes in 1 MiB blocks, with 8 and with 1 request in "
                  "flight: the rate at which large files are copied.");
    case TestChoice::Sustained:
        return tr("Writes the whole test area once, from start to end, and draws the rate as it "
                  "fills. Many SSDs write fast only until their cache is full, then slow down: "
                  "choose a test size larger than that cache, tens of gigabytes on a large SSD.");
    case TestChoice::Surface:
        return tr("Reads the whole test area from start to end and draws the rate by position. "
                  "A hard disk is faster at its outer edge; dips and stalls point to areas that "
                  "need retries.");
    case TestChoice::Random:
        return tr("Random 4 KiB reads, writes and a mix of 70% reads, with 1 and with 32 "
                  "requests in flight: what databases, virtual machines and starting programs "
                  "feel.");
    case TestChoice::SweepBlockSize:
        return tr("Random I/O at every block size from 512 bytes to 16 MiB: where the drive "
                  "reaches its best transfer rate, and how its operations per second fall as "
                  "blocks grow.");
    case TestChoice::SweepQueueDepth:
        return tr("Random I/O with 1 to 256 requests in flight: how much parallelism the drive "
                  "needs to give its best.");
    case TestChoice::SweepThreads:
        return tr("Random I/O from 1 to 96 threads: how the drive and the kernel cope with many "
                  "programs at once.");
    case TestChoice::Hybrid:
        return tr("Reads the same random blocks twice, with an idle time in between. A hybrid "
                  "drive (SSHD) or a tiered cache moves hot data to flash meanwhile, so the "
                  "second pass is much faster.");
    case TestChoice::PowerLoss:
        return tr("Checks whether the drive keeps the writes it acknowledged when the power is "
                  "cut: DriveProof writes numbered records, you pull the plug, and after the "
                  "restart it checks what survived. A second computer keeps the witness's "
                  "record of every acknowledged write; you can also practise on this computer "
                  "with a simulated drive. It writes to a test file (or, with your "
                  "confirmation, a partition) and takes a few minutes plus a restart.");
    }
    return {};
}

bool TestCatalog::writes(TestChoice choice, unsigned readPercent)
{
    const std::optional<Family> f = family(choice);
    if (!f)
        return true; // the power-loss test writes its records
    switch (*f) {
    case Family::SweepBlockSize:
    case Family::SweepQueueDepth:
    case Family::SweepThreads:
        return readPercent < 100;
    default:
        return Suites::familyWrites(*f);
    }
}

quint64 TestCatalog::defaultSizeBytes(TestChoice choice)
{
    switch (choice) {
    case TestChoice::Quick:
        return Suites::kQuickCheckBytes; // one definition with the header button and the CLI
    case TestChoice::Commit:
        return 16ull << 20; // pg_test_fsync's file
    case TestChoice::Sustained:
        return 4ull << 30;
    default:
        return 1ull << 30; // CrystalDiskMark's default
    }
}

bool TestCatalog::timed(TestChoice choice)
{
    return choice != TestChoice::Sustained && choice != TestChoice::Surface;
}

int TestCatalog::stepCount(TestChoice choice, bool device, bool cacheAB)
{
    // Mirrors the families in core/suites (iofamilies.cpp, commit.cpp).
    switch (choice) {
    case TestChoice::Quick:
        return 8;
    case TestChoice::Commit: {
        const int lines = device ? 16 : 19; // a device skips the reopening lines
        return cacheAB ? 2 * lines : lines;
    }
    case TestChoice::Throughput:
        return 4;
    case TestChoice::Random:
        return 6;
    case TestChoice::SweepBlockSize:
        return 16; // 512 bytes to 16 MiB
    case TestChoice::SweepQueueDepth:
        return 9; // 1 to 256
    case TestChoice::SweepThreads:
        return 8;
    case TestChoice::Hybrid:
        return 2;
    case TestChoice::Sustained:
    case TestChoice::Surface:
        return 1;
    case TestChoice::PowerLoss:
        break;
    }
    return 0;
}

double TestCatalog::estimatedSeconds(TestChoice choice, double stepSeconds, quint64 sizeBytes,
                                     double idleSeconds, bool device, bool cacheAB)
{
    if (!timed(choice))
        return double(sizeBytes) / kModestBytesPerSecond;
    double seconds = stepCount(choice, device, cacheAB) * std::max(stepSeconds, 1.0);
    if (choice == TestChoice::Hybrid)
        seconds += idleSeconds;
    return seconds;
}

QString durationText(double seconds)
{
    const qint64 s = qint64(std::llround(std::max(0.0, seconds)));
    if (s < 90)
        //: a duration; %n seconds
        return TestCatalog::tr("%n second(s)", nullptr, int(std::max<qint64>(1, s)));
    const qint64 minutes = (s + 30) / 60;
    if (minutes < 60)
        //: a duration, rounded; %n minutes
        return TestCatalog::tr("%n minute(s)", nullptr, int(minutes));
    //: a duration, rounded; %1 hours, %2 minutes
    return TestCatalog::tr("%1 h %2 min")
        .arg(QLocale().toString(minutes / 60))
        .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QString clockText(double seconds)
{
    const qint64 s = qint64(std::llround(std::max(0.0, seconds)));
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace DriveProof::Gui
