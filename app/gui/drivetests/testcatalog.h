// The tests a user can pick on a drive, in the order shown, with what the picker says about
// each: what it measures, how long it takes with the chosen settings, whether it writes.
// The families are the core's (Suites::Family); the power-loss test has a wizard of its own
// that is not part of this version, so it is listed, described and not startable.
#pragma once

#include "suites/suite.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace DriveProof::Gui {

enum class TestChoice {
    Quick,
    Commit,
    Throughput,
    Sustained,
    Surface,
    Random,
    SweepBlockSize,
    SweepQueueDepth,
    SweepThreads,
    Hybrid,
    PowerLoss,
};

struct TestCatalog
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Gui::TestCatalog)

public:
    static QList<TestChoice> choices();
    // Null for the power-loss test.
    static std::optional<Suites::Family> family(TestChoice choice);
    static TestChoice choiceOf(Suites::Family family);
    static QString key(TestChoice choice); // stable: the family key, or "power-loss"
    static QString title(TestChoice choice);
    // What it measures and why one would run it: a paragraph, translated.
    static QString description(TestChoice choice);
    // Whether it can write to its target at all (sweeps: only when they write).
    static bool writes(TestChoice choice, unsigned readPercent = 100);
    static quint64 defaultSizeBytes(TestChoice choice);
    // Whether its length is fixed by time per step (else by the size: sustained, surface).
    static bool timed(TestChoice choice);
    // Measurements it runs with the time per step (a folder target; a device may skip some).
    static int stepCount(TestChoice choice, bool device = false, bool cacheAB = false);
    // Expected seconds: steps × step time (+ idle time), or the size at a modest rate for
    // the size-bound tests. Excludes preparing a temporary file.
    static double estimatedSeconds(TestChoice choice, double stepSeconds, quint64 sizeBytes,
                                   double idleSeconds, bool device = false, bool cacheAB = false);
};

// "45 seconds", "3 minutes", "1 h 10 min" (rounded: callers say "about" where it fits).
QString durationText(double seconds);
// "1:23" (minutes:seconds), "1:02:03" past an hour: for a remaining-time countdown.
QString clockText(double seconds);

} // namespace DriveProof::Gui
