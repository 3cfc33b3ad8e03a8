// driveproof-cli powerloss prepare|run|verify|practice: the power-loss test from the
// command line (POWERLOSS.md §2). `run` writes until the plug is pulled and says when;
// `verify` runs after the reboot; `practice` does the whole procedure on a simulated drive.
#include "cli.h"

#include "powerloss/pairing.h"
#include "powerloss/practice.h"
#include "powerloss/reportjson.h"
#include "powerloss/session.h"
#include "suites/testtarget.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTextStream>

#include <atomic>
#include <chrono>
#include <thread>
#include <unistd.h>

namespace DriveProof::Cli {

namespace {

using namespace PowerLoss;

std::optional<CommitMethod> parseMethod(const QString &text)
{
    if (text == QLatin1String("fdatasync"))
        return CommitMethod::Fdatasync;
    if (text == QLatin1String("fsync"))
        return CommitMethod::Fsync;
    if (text == QLatin1String("open_datasync"))
        return CommitMethod::OpenDatasync;
    if (text == QLatin1String("open_sync"))
        return CommitMethod::OpenSync;
    return std::nullopt;
}

QString sessionLine(const PowerLossSession::Status &s)
{
    if (s.phase == PowerLossSession::Phase::Preparing)
        //: %1 percent of the test area written with known data
        return Tr::tr("preparing the test area: %1%").arg(int(s.prepareFraction * 100));
    if (s.phase != PowerLossSession::Phase::Running && s.phase != PowerLossSession::Phase::Paused)
        return phaseName(s.phase);
    //: live power-loss run: %1 phase, %2 commits per second, %3 the witness's durable
    //: sequence number, %4 writes in flight, %5 link state
    return Tr::tr("%1: %2 commits/s, witness holds #%3, %4 in flight, link %5")
        .arg(phaseName(s.phase), QLocale().toString(s.commitsPerSecond, 'f', 0),
             QString::number(s.durableSeq), QString::number(s.inFlight), linkStateName(s.link));
}

void printPullThePlug()
{
    if (::isatty(STDERR_FILENO) == 1)
        QTextStream(stderr) << "\r\033[K"; // clear the status line first
    printLine();
    printLine(Tr::tr("*** Pull the plug now ***"));
    printLine(Tr::tr("Cut the power at the wall (not the power button). After the restart, "
                     "run 'driveproof-cli powerloss verify' with the same target."));
    printLine();
}

void printReport(const VerifyReport &report)
{
    //: %1 PASS, FAIL or INCONCLUSIVE
    printLine(Tr::tr("Verdict: %1").arg(verdictName(report.verdict)));
    for (const QString &reason : report.reasons)
        printLine(QStringLiteral("  ") + reason);
    if (!report.counts.empty()) {
        printLine(Tr::tr("What was found:"));
        for (const auto &[kind, count] : report.counts)
            //: a finding in a list: %1 the finding in words, %2 its class name
            printLine(Tr::tr("  - %1 (%2)").arg(describeClass(kind, count), className(kind)));
    }
    printLine(Tr::tr("Validity checks:"));
    for (const ValidityCheck &c : report.validity)
        //: a checklist line: %1 "ok" or "NOT OK", %2 what was seen
        printLine(Tr::tr("  [%1] %2").arg(c.ok ? Tr::tr("ok") : Tr::tr("NOT OK"), c.reason));
    //: %1 number of acknowledged writes, %2 number of blocks read
    printLine(Tr::tr("Acknowledged writes: %1; blocks checked: %2")
                  .arg(report.acknowledgedWrites)
                  .arg(report.blocksChecked));
}

struct Common
{
    SessionSetup setup;
    bool json = false;
};

} // namespace

bool isHostPort(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\[[0-9A-Fa-f:.]+\\]|[^\\s:\\[\\]]+):(\\d{1,5})$"));
    const QRegularExpressionMatch m = pattern.match(text);
    return m.hasMatch() && m.captured(2).toUInt() <= 65535;
}

namespace {

int runPrepare(const Common &c)
{
    const Result<Preflight> pre = preflight(c.setup);
    if (!pre)
        return fail(pre.error().message, ExitFailure);
    const Result<quint64> area = reserveArea(c.setup, pre.value());
    if (!area)
        return fail(area.error().message, ExitFailure);
    const WriterFacts &f = pre->facts;
    if (c.json) {
        QJsonArray warnings;
        for (const PreflightWarning &w : pre->warnings)
            warnings.append(
                QJsonObject{{QStringLiteral("code"), w.code}, {QStringLiteral("text"), w.text}});
        printJson(
            QJsonObject{{QStringLiteral("target"), QString::fromStdString(f.targetPath)},
                        {QStringLiteral("area_bytes"), qint64(area.value())},
                        {QStringLiteral("model"), QString::fromStdString(f.deviceModel)},
                        {QStringLiteral("serial"), QString::fromStdString(f.deviceSerial)},
                        {QStringLiteral("firmware"), QString::fromStdString(f.deviceFirmware)},
                        {QStringLiteral("capacity_bytes"), qint64(f.capacityBytes)},
                        {QStringLiteral("write_cache"), QString::fromStdString(f.writeCache)},
                        {QStringLiteral("kernel"), QString::fromStdString(f.kernel)},
                        {QStringLiteral("boot_id"), QString::fromStdString(f.bootId)},
                        {QStringLiteral("unsafe_shutdowns"), qint64(f.unsafeShutdowns)},
                        {QStringLiteral("warnings"), warnings}});
        return ExitOk;
    }
    //: %1 file or device, %2 its size
    printLine(Tr::tr("Test area: %1, %2")
                  .arg(QString::fromStdString(f.targetPath), longSize(qint64(area.value()))));
    const QString unknown = Tr::tr("unknown");
    const auto orUnknown = [&unknown](const std::string &s) {
        return s.empty() ? unknown : QString::fromStdString(s);
    };
    //: %1 model, %2 serial number, %3 firmware
    printLine(
        Tr::tr("Drive: %1, serial %2, firmware %3")
            .arg(orUnknown(f.deviceModel), orUnknown(f.deviceSerial), orUnknown(f.deviceFirmware)));
    //: %1 on, off or unknown
    printLine(Tr::tr("Write cache: %1").arg(QString::fromStdString(f.writeCache)));
    printLine(Tr::tr("Unsafe shutdowns so far: %1")
                  .arg(f.unsafeShutdowns < 0 ? unknown : QString::number(f.unsafeShutdowns)));
    for (const PreflightWarning &w : pre->warnings)
        //: a warning: %1 its text
        printLine(Tr::tr("Warning: %1").arg(w.text));
    printLine(Tr::tr("Ready. Start the witness, then 'driveproof-cli powerloss run'."));
    return ExitOk;
}

int runRun(const Common &c)
{
    const Result<Preflight> pre = preflight(c.setup);
    if (!pre)
        return fail(pre.error().message, ExitFailure);
    for (const PreflightWarning &w : pre->warnings)
        QTextStream(stderr) << Tr::tr("Warning: %1").arg(w.text) << Qt::endl;
    PowerLossSession session;
    std::atomic<bool> &interrupted = catchInterrupts();
    session.start(c.setup, pre.value());
    StatusLine line(2000);
    bool told = false;
    PowerLossSession::Status s;
    for (;;) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        if (interrupted.exchange(false))
            session.stop(); // Ctrl+C: a clean end, nothing to verify
        s = session.status();
        if (s.phase == PowerLossSession::Phase::Stopped ||
            s.phase == PowerLossSession::Phase::Failed)
            break;
        if (s.warm && !told) {
            printPullThePlug();
            told = true;
        }
        line.show(sessionLine(s));
    }
    session.wait();
    line.finish();
    releaseInterrupts();
    if (c.json)
        printJson(QJsonObject{{QStringLiteral("run_id"), runIdText(s.runId)},
                              {QStringLiteral("phase"), s.phase == PowerLossSession::Phase::Failed
                                                            ? QStringLiteral("failed")
                                                            : QStringLiteral("stopped")},
                              {QStringLiteral("committed_seq"), qint64(s.committedSeq)},
                              {QStringLiteral("durable_seq"), qint64(s.durableSeq)},
                              {QStringLiteral("error"), s.error}});
    if (s.phase == PowerLossSession::Phase::Failed)
        return fail(s.error, ExitFailure);
    //: %1 number of commits
    printLine(Tr::tr("Stopped cleanly after %1 commits; the witness holds them all. Nothing to "
                     "verify: a clean stop is not a power cut.")
                  .arg(s.committedSeq));
    return ExitOk;
}

int runVerify(const Common &c, const QString &runId)
{
    const QList<PendingTest> pending = loadPendingTests();
    std::optional<PendingTest> test;
    const QString target = QFileInfo(c.setup.targetPath).absoluteFilePath();
    for (const PendingTest &t : pending) {
        if (runId.isEmpty() ? (t.targetPath == target && !t.practice)
                            : runIdText(t.runId).startsWith(runId.toLower()))
            test = t; // the newest of a target wins
    }
    if (!test)
        return fail(runId.isEmpty()
                        //: %1 file or device
                        ? Tr::tr("No power-loss test is pending for %1.").arg(target)
                        //: %1 a run id
                        : Tr::tr("No pending power-loss test has the run id '%1'.").arg(runId),
                    ExitFailure);
    // The witness may have a new address after the reboot (DHCP).
    if (!c.setup.witnessAddress.isEmpty())
        test->witnessAddress = c.setup.witnessAddress;
    if (!c.setup.pairingCode.isEmpty())
        test->pairingCode = *normalizePairingCode(c.setup.pairingCode);

    StatusLine line(2000);
    const std::atomic<bool> cancel{false};
    const Result<VerifyReport> report = verifyPending(
        *test, [&line](const VerifyProgress &p) { line.show(p.step); }, cancel);
    line.finish();
    if (!report)
        return fail(report.error().message, ExitFailure);
    if (c.json) {
        QJsonObject json = reportToJson(report.value());
        json.insert(QStringLiteral("run_id"), runIdText(test->runId));
        printJson(json);
    } else {
        printReport(report.value());
    }
    return report->verdict == Verdict::Fail ? ExitFailure : ExitOk;
}

int runPractice(const Common &c, LyingDiskMode mode, int seconds, quint64 sizeBytes)
{
    if (const QString why = PracticeRun::unavailableReason(); !why.isEmpty())
        return fail(why, ExitFailure);
    PracticeOptions options;
    options.mode = mode;
    options.sizeBytes = sizeBytes;
    options.method = c.setup.method;
    options.writesPerCommit = c.setup.writesPerCommit;
    // The cut comes at a moment nobody chose, as a real one does.
    options.cutAfterWarmMs = seconds * 1000 + int(QRandomGenerator::global()->bounded(1000));
    options.warmAfterMs = 1000;
    if (!c.setup.pairingCode.isEmpty())
        options.pairingCode = c.setup.pairingCode;

    PracticeRun practice;
    std::optional<Result<VerifyReport>> report;
    std::atomic<bool> done{false};
    std::atomic<bool> &interrupted = catchInterrupts();
    std::thread worker([&] {
        report = practice.run(options);
        done = true;
    });
    StatusLine line(2000);
    while (!done.load()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        if (interrupted.exchange(false))
            practice.cancel();
        const PracticeRun::Status s = practice.status();
        QString text = practicePhaseName(s.phase);
        if (s.phase == PracticeRun::Phase::Running || s.phase == PracticeRun::Phase::Preparing)
            text = sessionLine(s.session);
        else if (s.phase == PracticeRun::Phase::Verifying)
            text = s.verify.step;
        line.show(text);
    }
    worker.join();
    line.finish();
    releaseInterrupts();
    if (!report->ok())
        return fail(report->error().message, ExitFailure);
    const VerifyReport &r = report->value();
    if (c.json) {
        printJson(reportToJson(r));
    } else {
        printLine(mode == LyingDiskMode::Lying
                      ? Tr::tr("Practice on a simulated drive that lies about its flushes.")
                      : Tr::tr("Practice on a simulated honest drive."));
        printReport(r);
    }
    return ExitOk;
}

} // namespace

int runPowerLoss(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("The power-loss test: does the drive keep what it acknowledged when the power "
               "goes?\n"
               "  prepare   check the drive and the machine, create the test area\n"
               "  run       write and report every commit to the witness; pull the plug when "
               "told\n"
               "  verify    after the restart: read the area, fetch the witness's record, "
               "judge\n"
               "  practice  the whole procedure on a simulated drive on this machine"));
    parser.addPositionalArgument(QStringLiteral("STEP"),
                                 Tr::tr("prepare, run, verify or practice."));
    const QCommandLineOption target(QStringLiteral("target"),
                                    Tr::tr("The test area: a file (created if missing) or a "
                                           "block device (with --destructive)."),
                                    QStringLiteral("PATH"));
    const QCommandLineOption witness(QStringLiteral("witness"),
                                     Tr::tr("The witness's address, as it shows it."),
                                     QStringLiteral("HOST:PORT"));
    const QCommandLineOption pairing(QStringLiteral("pairing"),
                                     Tr::tr("The pairing code the witness shows."),
                                     QStringLiteral("CODE"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  Tr::tr("Size of the test area, e.g. 1G (default: 1G; practice: "
                                         "16M)."),
                                  QStringLiteral("SIZE"));
    const QCommandLineOption method(QStringLiteral("method"),
                                    Tr::tr("Commit method: fdatasync (default), fsync, "
                                           "open_datasync or open_sync."),
                                    QStringLiteral("METHOD"));
    const QCommandLineOption batch(QStringLiteral("writes-per-commit"),
                                   Tr::tr("Writes per commit (group commit); default 1."),
                                   QStringLiteral("N"));
    const QCommandLineOption runId(QStringLiteral("run-id"),
                                   Tr::tr("verify: the run to verify (its id or the start of "
                                          "it), instead of the one pending for --target."),
                                   QStringLiteral("ID"));
    const QCommandLineOption destructive(QStringLiteral("destructive"),
                                         Tr::tr("Allow a raw device as the target: everything on "
                                                "it is lost."));
    const QCommandLineOption mode(QStringLiteral("mode"),
                                  Tr::tr("practice: honest (default) or lying."),
                                  QStringLiteral("MODE"));
    const QCommandLineOption seconds(QStringLiteral("seconds"),
                                     Tr::tr("practice: seconds of writing before the simulated "
                                            "cut (default: 3)."),
                                     QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print the result as JSON."));
    parser.addOptions(
        {target, witness, pairing, size, method, batch, runId, destructive, mode, seconds, json});
    if (const int code = parseSubcommand(parser, QStringLiteral("powerloss"), args); code >= 0)
        return code;

    const QStringList pos = parser.positionalArguments();
    const QString step = pos.value(0);
    const QStringList steps{QStringLiteral("prepare"), QStringLiteral("run"),
                            QStringLiteral("verify"), QStringLiteral("practice")};
    if (!steps.contains(step) || pos.size() > 1)
        //: %1 what the user typed
        return fail(Tr::tr("powerloss takes prepare, run, verify or practice, not '%1'.")
                        .arg(pos.join(u' ')));
    const bool practice = step == QLatin1String("practice");

    Common c;
    c.json = parser.isSet(json);
    c.setup.targetPath = parser.value(target);
    c.setup.witnessAddress = parser.value(witness);
    c.setup.destructiveConfirmed = parser.isSet(destructive);
    quint64 sizeBytes = practice ? (16ull << 20) : (1ull << 30);
    if (parser.isSet(size)) {
        const auto value = parseSize(parser.value(size));
        if (!value || *value < (1u << 20))
            //: %1 what the user typed
            return fail(Tr::tr("--size takes a size of at least 1M, such as 1G or 256M, not '%1'.")
                            .arg(parser.value(size)));
        sizeBytes = *value;
    }
    c.setup.sizeBytes = sizeBytes;
    if (parser.isSet(method)) {
        const auto value = parseMethod(parser.value(method));
        if (!value)
            //: %1 what the user typed
            return fail(Tr::tr("--method takes fdatasync, fsync, open_datasync or open_sync, not "
                               "'%1'.")
                            .arg(parser.value(method)));
        c.setup.method = *value;
    }
    if (parser.isSet(batch)) {
        bool ok = false;
        const uint n = parser.value(batch).toUInt(&ok);
        if (!ok || n == 0 || n > 1024)
            //: %1 what the user typed
            return fail(Tr::tr("--writes-per-commit takes a number from 1 to 1024, not '%1'.")
                            .arg(parser.value(batch)));
        c.setup.writesPerCommit = n;
    }
    if (parser.isSet(pairing)) {
        const auto code = normalizePairingCode(parser.value(pairing));
        if (!code)
            //: %1 what the user typed
            return fail(Tr::tr("--pairing takes the 12-character code the witness shows, such as "
                               "K7QD-M2XF-9HBT, not '%1'.")
                            .arg(parser.value(pairing)));
        c.setup.pairingCode = *code;
    }
    if (parser.isSet(witness) && !isHostPort(c.setup.witnessAddress))
        //: %1 what the user typed
        return fail(Tr::tr("--witness takes HOST:PORT such as 192.168.1.20:7070, not '%1'.")
                        .arg(c.setup.witnessAddress));

    if (practice) {
        LyingDiskMode diskMode = LyingDiskMode::Honest;
        if (parser.isSet(mode)) {
            const QString m = parser.value(mode);
            if (m == QLatin1String("lying"))
                diskMode = LyingDiskMode::Lying;
            else if (m != QLatin1String("honest"))
                //: %1 what the user typed
                return fail(Tr::tr("--mode takes honest or lying, not '%1'.").arg(m));
        }
        int secondsValue = 3;
        if (parser.isSet(seconds)) {
            bool ok = false;
            secondsValue = parser.value(seconds).toInt(&ok);
            if (!ok || secondsValue < 0 || secondsValue > 3600)
                //: %1 what the user typed
                return fail(Tr::tr("--seconds takes a number from 0 to 3600, not '%1'.")
                                .arg(parser.value(seconds)));
        }
        return runPractice(c, diskMode, secondsValue, sizeBytes);
    }

    if (step == QLatin1String("verify") && parser.isSet(runId)) {
        // A run id is 32 hexadecimal digits; any start of one selects it.
        static const QRegularExpression hex(
            QRegularExpression::anchoredPattern(QStringLiteral("[0-9A-Fa-f]{1,32}")));
        if (!hex.match(parser.value(runId)).hasMatch())
            //: %1 what the user typed
            return fail(Tr::tr("--run-id takes a run id in hexadecimal (or its start), such as "
                               "3f9a, not '%1'.")
                            .arg(parser.value(runId)));
        return runVerify(c, parser.value(runId));
    }
    if (c.setup.targetPath.isEmpty())
        return fail(Tr::tr("Give the test area with --target PATH."));
    if (step != QLatin1String("verify")) {
        // The area is a file (made if missing) or a block device; nothing else can be one.
        switch (Suites::pathKind(c.setup.targetPath)) {
        case Suites::PathKind::Folder:
            //: %1 what the user typed
            return fail(Tr::tr("--target takes a file (created if missing) or a block device, "
                               "not the folder %1. Name a file in it, e.g. %1/powerloss.img.")
                            .arg(QDir::cleanPath(c.setup.targetPath)));
        case Suites::PathKind::Other:
            //: %1 what the user typed
            return fail(Tr::tr("--target takes a file (created if missing) or a block device; "
                               "%1 is a pipe, a socket or a character device.")
                            .arg(c.setup.targetPath));
        case Suites::PathKind::Missing:
            if (!QFileInfo(c.setup.targetPath).dir().exists())
                //: %1 what the user typed
                return fail(Tr::tr("--target names a file in a folder that does not exist: %1.")
                                .arg(c.setup.targetPath));
            break;
        case Suites::PathKind::BlockDevice:
            if (!c.setup.destructiveConfirmed)
                //: %1 device node
                return fail(Tr::tr("%1 is a device: the test writes over all of its data. Add "
                                   "--destructive if that is what you want, or name a file.")
                                .arg(c.setup.targetPath));
            break;
        case Suites::PathKind::File:
        case Suites::PathKind::Unknown:
            break;
        }
    }
    if (step == QLatin1String("verify"))
        return runVerify(c, {});
    if (step == QLatin1String("run") &&
        (c.setup.witnessAddress.isEmpty() || c.setup.pairingCode.isEmpty()))
        return fail(Tr::tr("run needs the witness: --witness HOST:PORT and --pairing CODE, as "
                           "'driveproof-cli witness' shows them."));
    if (step == QLatin1String("prepare"))
        return runPrepare(c);
    return runRun(c);
}

} // namespace DriveProof::Cli
