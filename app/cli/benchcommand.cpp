// driveproof-cli bench FAMILY [TARGET]: every test family from the command line, with a
// live progress line on stderr, a table and the verdicts on stdout (or JSON), and the
// result kept in the drive's history. Ctrl+C cancels cleanly: the finished lines stay and
// a temporary file is removed.
#include "bench.h"

#include "device/blockstack.h"
#include "device/drivecontents.h"
#include "device/inventory.h"
#include "device/stackusers.h"
#include "report/testresultjson.h"
#include "suites/runplan.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTextStream>

#include <cstdio>
#include <unistd.h>

namespace DriveProof::Cli {

namespace {

using Suites::Family;

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

// The TargetRequest for bench's target, and the drive under it when one is known (for the
// environment and --cache-ab). A device to write to goes through the safety flow here: in
// use, --destructive, the typed name. Returns -1 to go on, or the exit code after an error.
int prepareTarget(const BenchRequest &bench, Suites::TargetRequest &request,
                  std::optional<Device::DeviceInfo> &disk)
{
    const Family family = bench.family;
    const QString &targetArg = bench.target;
    request.path = targetArg;
    request.sizeBytes = bench.options.sizeBytes;
    request.write = Suites::familyWrites(family);
    request.fill = Suites::familyNeedsFilledFile(family);
    request.direct = bench.direct;
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
    if (request.kind != Suites::TargetKind::Folder && !bench.sizeGiven && family != Family::Commit)
        request.sizeBytes = 0; // all of the file or device

    // A device: its identity for the environment, and the safety flow for writes.
    Device::Inventory inventory;
    if (request.kind == Suites::TargetKind::Device) {
        QString partition;
        const Result<Device::DeviceInfo> found = inventory.find(targetArg, &partition);
        if (!found)
            return fail(found.error().message); // a node that is no device the kernel lists
        disk = found.value();
        if (request.write) {
            if (!bench.destructive)
                //: %1 device node
                return fail(Tr::tr("%1 is a device: this test writes to it and destroys its data. "
                                   "Add --destructive if that is what you want, or give a folder.")
                                .arg(targetArg));
            // Said before the user types the name, not after (TestTarget checks again).
            const QList<Device::DeviceUse> uses =
                Device::findDeviceUses(partition.isEmpty() ? disk->name : partition);
            if (!uses.isEmpty())
                //: %1 device node, %2 a sentence saying what uses it, e.g. "/dev/loop0 backs
                //: the loop device /dev/loop1. /dev/loop1 is mounted on /mnt."
                return fail(Tr::tr("%1 is in use: %2 Nothing was written.")
                                .arg(targetArg, Device::describeDeviceUses(uses)),
                            ExitFailure);
            // An empty whole drive (how a new one arrives) needs --destructive but no typed
            // name: there is nothing on it to lose. TestTarget looks again before writing.
            const bool empty = partition.isEmpty() && Device::probeDriveContents(*disk).isEmpty();
            if (empty) {
                //: %1 device node
                QTextStream(stderr)
                    << printable(Tr::tr("%1 is empty (no partition table, no file system): it "
                                        "is written to without asking for its name.")
                                     .arg(targetArg))
                    << Qt::endl;
                request.confirmedEmpty = true;
            } else if (!confirmDestructive(targetArg, QFileInfo(targetArg).fileName())) {
                return fail(Tr::tr("The name did not match; nothing was written."), ExitFailure);
            }
            request.destructiveConfirmed = true;
        }
        // TestTarget::open() opens this device without looking it up again.
        request.disk = disk;
        request.partition = partition;
    } else {
        const QList<Device::StackDevice> stack = Device::blockStackOfPath(targetArg);
        if (!stack.isEmpty()) {
            const Result<Device::DeviceInfo> found = inventory.find(stack.constLast().name);
            if (found)
                disk = found.value();
        }
    }
    return -1;
}

} // namespace

int runBench(const QStringList &args)
{
    BenchRequest bench;
    if (const int code = parseBenchArguments(args, bench); code >= 0)
        return code;
    Suites::SuiteOptions &options = bench.options;
    const Family family = bench.family;

    Suites::TargetRequest request;
    std::optional<Device::DeviceInfo> disk;
    if (const int code = prepareTarget(bench, request, disk); code >= 0)
        return code;

    // Where the result goes is checked before the test, not after minutes of it.
    if (bench.output) {
        QSaveFile probe(*bench.output);
        if (!probe.open(QIODevice::WriteOnly))
            //: %1 file name, %2 the system's error text
            return fail(
                Tr::tr("--output cannot write %1: %2.").arg(*bench.output, probe.errorString()));
        probe.cancelWriting(); // nothing is written: the temporary file goes with `probe`
    }

    ProgressLine line;
    const Suites::ProgressFn progress = [&line](const Suites::Progress &p) { line.show(p); };
    Suites::CancelFlag &cancel = catchInterrupts();

    // The window's path too (suites/runplan.h): environment, the drive's cache state for
    // the commit verdicts, cache A/B, history.
    Suites::TestPlan plan;
    plan.family = family;
    plan.target = request;
    plan.options = options;
    plan.cacheAB = bench.cacheAb;
    plan.disk = disk;
    plan.keepInHistory = bench.history;
    if (bench.cacheAb && !disk)
        return fail(Tr::tr("--cache-ab needs to know the drive under the target, and it "
                           "could not be found."),
                    ExitFailure);
    const Suites::RunOutcome outcome = Suites::runPlan(plan, progress, cancel);
    line.finish();
    releaseInterrupts();
    const Report::TestResult &result = outcome.result;
    if (!outcome.targetOpened) {
        if (result.cancelled)
            return fail(Tr::tr("Cancelled while the test file was being prepared; it was "
                               "removed."),
                        ExitFailure);
        return fail(result.error, ExitFailure);
    }
    if (!options.only.isEmpty() && result.measurements.isEmpty() && !result.cancelled &&
        result.error.isEmpty())
        //: %1 what the user gave to --only
        return fail(Tr::tr("--only %1 matches no measurement of this test. The keys are the "
                           "\"key\" fields of its --json output.")
                        .arg(options.only.join(QLatin1Char(','))));
    if (!outcome.historyError.isEmpty())
        //: %1 why the history file could not be written
        warn(
            Tr::tr("The result was not kept in the drive's history: %1").arg(outcome.historyError));

    const QJsonObject object = Report::testResultToJson(result);
    if (bench.output) {
        QSaveFile file(*bench.output);
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(QJsonDocument(object).toJson(QJsonDocument::Indented)) < 0 || !file.commit())
            //: %1 file name, %2 the system's error text
            return fail(Tr::tr("Cannot write %1: %2.").arg(*bench.output, file.errorString()),
                        ExitFailure);
    }
    // A run that failed or was cancelled before its first measurement prints no empty table.
    const bool nothingMeasured =
        result.measurements.isEmpty() && (result.cancelled || !result.error.isEmpty());
    if (bench.json) {
        printJson(object);
    } else if (!nothingMeasured) {
        printBenchResult(result, family, outcome.targetNote);
    }
    if (result.cancelled)
        return fail(Tr::tr("Cancelled; the lines above finished before that."), ExitFailure);
    if (!result.error.isEmpty())
        return fail(result.error, ExitFailure);
    return ExitOk;
}

} // namespace DriveProof::Cli
