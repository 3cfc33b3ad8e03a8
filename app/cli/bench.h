// driveproof-cli bench, in three parts: benchoptions.cpp reads the command line into a
// BenchRequest; benchcommand.cpp finds the target (with the safety flow for a device), runs
// the test and keeps the result; benchprint.cpp draws the live progress and prints the
// result.
#pragma once

#include "cli.h"

#include "report/testresult.h"
#include "suites/suite.h"

#include <optional>

namespace DriveProof::Cli {

// What the command line asks `bench` to do.
struct BenchRequest
{
    Suites::Family family = Suites::Family::Quick;
    Suites::SuiteOptions options;
    QString target;         // the folder, file or device as given
    bool sizeGiven = false; // --size: a file or device is not used whole
    bool direct = true;     // not --buffered
    bool cacheAb = false;
    bool destructive = false;
    bool json = false;
    std::optional<QString> output; // --output FILE
    bool history = true;           // not --no-history
};

// Reads bench's arguments. Returns -1 to go on with `request` filled in, or the exit code
// when the parser answered (--help) or the input was wrong (the error line is printed).
int parseBenchArguments(const QStringList &args, BenchRequest &request);

// The live progress: on a terminal only (scripts read the result, not the progress); a new
// step is drawn at once.
class ProgressLine
{
public:
    void show(const Suites::Progress &p);
    void finish() { m_line.finish(); }

private:
    StatusLine m_line;
    QString m_lastKey;
};

// The result as a table (commit methods, or I/O tests) with its verdicts below; `note` is
// the target's note (buffered I/O), said under the title.
void printBenchResult(const Report::TestResult &result, Suites::Family family, const QString &note);

} // namespace DriveProof::Cli
