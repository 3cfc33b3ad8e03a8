// driveproof-cli powerloss prepare|run|verify|practice, each step once its options are
// checked (powerlosscommand.cpp): the live status line, "Pull the plug now", and the
// verdict as text or JSON.
#include "powerlosssteps.h"

#include "cli.h"
#include "powerloss/pairing.h"
#include "powerloss/practice.h"
#include "powerloss/reportjson.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QRandomGenerator>
#include <QTextStream>

#include <atomic>
#include <chrono>
#include <thread>
#include <unistd.h>

namespace DriveProof::Cli::PowerLossSteps {
namespace {

using namespace PowerLoss;

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
    // The failures are the reasons above, each counted once, in words; the specification's
    // class names (LOST_ACKED, TAIL_LOSS) are for scripts: --json has them (issue 15).
    printLine(Tr::tr("Validity checks:"));
    for (const ValidityCheck &c : report.validity)
        //: a checklist line: %1 "ok" or "NOT OK", %2 what was seen
        printLine(Tr::tr("  [%1] %2").arg(c.ok ? Tr::tr("ok") : Tr::tr("NOT OK"), c.reason));
    //: %1 number of acknowledged writes, %2 number of blocks read
    printLine(Tr::tr("Acknowledged writes: %1; blocks checked: %2")
                  .arg(report.acknowledgedWrites)
                  .arg(report.blocksChecked));
}

// A preflight remark: a fact to know ("the cache is on: that is normal") or a warning.
QString preflightLine(const PreflightWarning &w)
{
    //: a fact to know before the test: %1 its text
    return isNote(w) ? Tr::tr("Note: %1").arg(w.text)
                     //: a warning: %1 its text
                     : Tr::tr("Warning: %1").arg(w.text);
}

} // namespace

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
            warnings.append(QJsonObject{{QStringLiteral("code"), w.code},
                                        {QStringLiteral("text"), w.text},
                                        {QStringLiteral("note"), isNote(w)}});
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
    //: the drive's write cache
    const QString cache = f.writeCache == "on"    ? Tr::tr("on")
                          : f.writeCache == "off" ? Tr::tr("off")
                                                  : unknown;
    //: %1 on, off or unknown
    printLine(Tr::tr("Write cache: %1").arg(cache));
    printLine(Tr::tr("Unsafe shutdowns so far: %1")
                  .arg(f.unsafeShutdowns < 0 ? unknown : QString::number(f.unsafeShutdowns)));
    for (const PreflightWarning &w : pre->warnings)
        printLine(preflightLine(w));
    printLine(Tr::tr("Ready. Start the witness, then 'driveproof-cli powerloss run'."));
    return ExitOk;
}

int runRun(const Common &c)
{
    const Result<Preflight> pre = preflight(c.setup);
    if (!pre)
        return fail(pre.error().message, ExitFailure);
    for (const PreflightWarning &w : pre->warnings)
        QTextStream(stderr) << preflightLine(w) << Qt::endl;
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

} // namespace DriveProof::Cli::PowerLossSteps
