// driveproof-cli selftest DEVICE short|extended|conveyance|abort|status [--wait] [--json]:
// the drive's own self-test (core/health/selftest.h). The drive runs it: this command
// starts, stops or asks, and --wait follows it to its end (Ctrl+C stops following, never
// the test). As root it acts directly; as a user through driveproof-helper (polkit asks).
#include "cli.h"
#include "finddrive.h"

#include "health/selftest.h"
#include "privilege/drivecontrol.h"
#include "report/selftesthistory.h"

#include <QJsonObject>
#include <QLocale>
#include <QThread>

namespace DriveProof::Cli {

namespace {

// How often --wait asks; a self-test runs minutes to hours, and each question is a command
// the drive answers between its test steps.
constexpr int kPollSeconds = 5;

QString minutesText(int minutes)
{
    //: %n the number of minutes the drive says a self-test takes
    return minutes > 0 ? Tr::tr("about %n minute(s)", nullptr, minutes) : Tr::tr("unknown");
}

void printState(const QString &device, const Health::SelfTestState &s)
{
    Table t({Tr::tr("Device"), device});
    t.addRow({Tr::tr("Self-tests"), s.supported ? Tr::tr("offered") : Tr::tr("not offered")});
    if (s.supported) {
        t.addRow({Tr::tr("Now"), s.running
                                     //: %1 how far the running self-test is, in percent
                                     ? Tr::tr("running, %1% done").arg(s.percentDone)
                                     : Tr::tr("no self-test running")});
        if (!s.running)
            t.addRow(
                {Tr::tr("Last result"), s.lastResult < 0 ? Tr::tr("none") : s.lastResultText()});
        t.addRow({Tr::tr("Short test"), minutesText(s.shortMinutes)});
        t.addRow({Tr::tr("Extended test"), minutesText(s.extendedMinutes)});
        if (s.conveyanceSupported)
            t.addRow({Tr::tr("Conveyance test"), minutesText(s.conveyanceMinutes)});
    }
    t.print();
}

QJsonObject stateJson(const Health::SelfTestState &s)
{
    QJsonObject json = QJsonObject::fromVariantMap(s.toVariantMap());
    json.insert(QStringLiteral("last_result_text"), s.lastResultText());
    return json;
}

// Follows a running test to its end. Returns the last state read.
Result<Health::SelfTestState> follow(const Device::DeviceInfo &drive, Health::SelfTestState s)
{
    std::atomic<bool> &stop = catchInterrupts();
    StatusLine line(60000);
    while (s.running && !stop) {
        //: %1 device path, %2 percent done
        line.show(Tr::tr("Self-test on %1: %2% done").arg(drive.path).arg(s.percentDone));
        for (int i = 0; i < kPollSeconds * 10 && !stop; ++i)
            QThread::msleep(100);
        if (stop)
            break;
        const Result<Health::SelfTestState> next =
            Privilege::selfTest(drive, Health::SelfTestAction::Status);
        if (!next) {
            line.finish();
            releaseInterrupts();
            return next;
        }
        s = next.value();
    }
    line.finish();
    releaseInterrupts();
    if (stop && s.running)
        //: %1 device path
        printLine(Tr::tr("Stopped following. The drive goes on testing; 'driveproof-cli "
                         "selftest %1 abort' stops it.")
                      .arg(drive.path));
    return s;
}

// A test followed to its end: its entry of the drive's self-test log goes into the drive's
// history (report/selftesthistory.h), as the window keeps it. Said, never fatal.
void keepInHistory(const Device::DeviceInfo &drive)
{
    const Result<Health::HealthSummary> health = Privilege::queryHealth(drive);
    const Result<QString> kept = health ? Report::keepSelfTestResult(drive, health->records)
                                        : Result<QString>(health.error());
    if (!kept)
        //: %1 why (a sentence)
        warn(Tr::tr("The self-test's result could not be kept in the drive's history: %1")
                 .arg(kept.error().message));
}

} // namespace

int runSelfTest(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Start, stop or follow the drive's own self-test. The drive runs it and keeps "
               "the result in its self-test log ('health DEVICE --all' shows it)."));
    parser.addPositionalArgument(QStringLiteral("DEVICE"), Tr::tr("A drive, e.g. /dev/sda."));
    parser.addPositionalArgument(QStringLiteral("ACTION"),
                                 Tr::tr("short, extended, conveyance (ATA), abort or status."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print JSON (keys in docs/json.md)."));
    const QCommandLineOption wait(QStringLiteral("wait"),
                                  Tr::tr("Follow the running test until it ends; the exit "
                                         "status is 1 when it failed."));
    parser.addOptions({json, wait});
    if (const int code = parseSubcommand(parser, QStringLiteral("selftest"), args); code >= 0)
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2)
        return fail(Tr::tr("'selftest' needs a DEVICE and an ACTION, e.g. 'driveproof-cli "
                           "selftest /dev/sda short'."));
    const std::optional<Health::SelfTestAction> action = Health::selfTestActionFromKey(pos[1]);
    if (!action)
        //: %1 the action the user gave
        return fail(Tr::tr("Unknown self-test action '%1': use short, extended, conveyance, "
                           "abort or status.")
                        .arg(pos[1]));
    const Result<Device::DeviceInfo> drive = findDrive(pos[0]);
    if (!drive)
        return fail(drive.error().message);
    Result<Health::SelfTestState> state = Privilege::selfTest(drive.value(), *action);
    if (!state)
        return fail(state.error().message, ExitFailure);
    const bool followed = parser.isSet(wait) && state->running;
    if (followed)
        state = follow(drive.value(), state.value());
    if (!state)
        return fail(state.error().message, ExitFailure);
    // Seen to its end: followed there, or started and already done (a drive may finish a
    // short test before it is asked again).
    const bool starts =
        *action != Health::SelfTestAction::Status && *action != Health::SelfTestAction::Abort;
    if (parser.isSet(wait) && !state->running && (followed || starts))
        keepInHistory(drive.value());
    if (parser.isSet(json))
        printJson(stateJson(state.value()));
    else
        printState(drive->path, state.value());
    return parser.isSet(wait) && !state->running && state->lastFailed ? ExitFailure : ExitOk;
}

} // namespace DriveProof::Cli
