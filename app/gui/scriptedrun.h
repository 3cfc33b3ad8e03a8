// driveproof --run-test FAMILY: one test through the window's own code path, without clicks,
// so that a script can compare it with driveproof-cli bench (tests/perf/compare.sh, "no cost
// to the numbers"). The real main window starts and settles, then a drive test window (the
// TestWindow the "Test this drive" card opens) runs the plan with its run page, live chart
// and 10 Hz TestController; the result goes to a JSON file (docs/json.md) and the program
// quits: 0 when the test ran, 1 when it failed or was cancelled.
#pragma once

#include <QString>
#include <QStringList>

namespace DriveProof::Gui {

class MainWindow;

struct ScriptedRunOptions
{
    QString family;   // a family key: "quick", "random", "commit", ...
    QStringList only; // measurement keys, e.g. "rnd4kq32t1.read"; empty: all
    QString target;   // a folder (a temporary file in it) or a file
    QString sizeText; // "1G", "256M", a byte count; empty: the family's default
    double durationSeconds = 5.0;
    QString jsonOut;    // where the result goes; empty: nowhere
    QString screenshot; // a PNG of the test window once the result shows; empty: none
};

// Checks the options and arranges the run (it starts once the window has settled). False,
// with the reason in `error` (translated), when the options make no sense.
bool startScriptedRun(MainWindow &window, const ScriptedRunOptions &options, QString *error);

} // namespace DriveProof::Gui
