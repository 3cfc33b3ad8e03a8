// PracticeRun of practice.h. The lying disk belongs to the thread that calls run() (it is a
// QProcess): the session's thread and other callers only raise flags that run()'s loop
// acts on.
#include "powerloss/practice.h"

#include "powerloss/pairing.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/witness.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

std::int64_t monotonicMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

Error practiceError(const QString &message)
{
    return Error{QStringLiteral("practice"), message, EIO};
}

} // namespace

struct PracticeRun::Private
{
    mutable std::mutex mutex;
    Status status; // guarded (status.session is refreshed by run()'s loop)
    std::atomic<bool> cutRequested{false};
    std::atomic<bool> cancelled{false};

    // The session's afterPrepare asks run()'s thread to restart the disk, and waits.
    std::mutex restartMutex;
    std::condition_variable restartDone;
    bool restartWanted = false;                // guarded by restartMutex
    std::optional<Result<bool>> restartResult; // guarded by restartMutex

    void setPhase(Phase phase)
    {
        const std::lock_guard lock(mutex);
        status.phase = phase;
    }
    Result<bool> requestRestart();
    void serveRestart(const std::function<Result<bool>()> &restart);
};

Result<bool> PracticeRun::Private::requestRestart()
{
    std::unique_lock lock(restartMutex);
    restartWanted = true;
    restartResult.reset();
    restartDone.wait(lock, [this] { return restartResult.has_value(); });
    return *restartResult;
}

void PracticeRun::Private::serveRestart(const std::function<Result<bool>()> &restart)
{
    {
        const std::lock_guard lock(restartMutex);
        if (!restartWanted)
            return;
        restartWanted = false;
    }
    Result<bool> result = restart();
    {
        const std::lock_guard lock(restartMutex);
        restartResult = std::move(result);
    }
    restartDone.notify_all();
}

PracticeRun::PracticeRun()
    : d(std::make_unique<Private>())
{}

PracticeRun::~PracticeRun() = default;

QString PracticeRun::unavailableReason()
{
    if (::access("/dev/fuse", R_OK | W_OK) != 0)
        return Tr::tr("Practice mode needs FUSE, and /dev/fuse cannot be used here.");
    if (QStandardPaths::findExecutable(QStringLiteral("fusermount3")).isEmpty())
        return Tr::tr("Practice mode needs fusermount3 (the fuse3 package).");
    if (LyingDiskProcess::findProgram().isEmpty())
        return Tr::tr("Practice mode needs driveproof-lyingdisk, which is not installed.");
    return {};
}

PracticeRun::Status PracticeRun::status() const
{
    const std::lock_guard lock(d->mutex);
    return d->status;
}

void PracticeRun::cutNow()
{
    d->cutRequested = true;
}

void PracticeRun::cancel()
{
    d->cancelled = true;
}

Result<VerifyReport> PracticeRun::run(const PracticeOptions &options)
{
    d->cutRequested = false;
    {
        const std::lock_guard lock(d->mutex);
        d->status = Status{};
        d->status.phase = Phase::Starting;
    }
    const auto failed = [this](const Error &error) -> Result<VerifyReport> {
        const std::lock_guard lock(d->mutex);
        d->status.phase = Phase::Failed;
        d->status.error = error.message;
        return error;
    };
    if (const QString why = unavailableReason(); !why.isEmpty())
        return failed(practiceError(why));

    QTemporaryDir temporary;
    const QString work = options.workDir.isEmpty() ? temporary.path() : options.workDir;
    if (work.isEmpty() || !QDir().mkpath(work + QStringLiteral("/journal")))
        return failed(practiceError(Tr::tr("Cannot create a temporary folder for practice.")));
    const QString backing = work + QStringLiteral("/backing.img");
    const QString mount = work + QStringLiteral("/mnt");
    QFile::remove(backing);

    const std::optional<QString> code = options.pairingCode.isEmpty()
                                            ? std::optional(generatePairingCode())
                                            : normalizePairingCode(options.pairingCode);
    if (!code)
        //: %1 what was given
        return failed(
            practiceError(Tr::tr("'%1' is not a pairing code.").arg(options.pairingCode)));

    WitnessOptions witnessOptions;
    witnessOptions.listenAddress = QStringLiteral("127.0.0.1:0");
    witnessOptions.journalRoot = work + QStringLiteral("/journal");
    witnessOptions.key = pairingKey(*code);
    witnessOptions.silentAfterMs = 500;
    Witness witness(witnessOptions);
    const Result<std::uint16_t> port = witness.start();
    if (!port)
        return failed(port.error());

    LyingDiskProcess disk;
    LyingDiskOptions diskOptions;
    diskOptions.destageDelayMs = options.destageDelayMs;
    if (const Result<bool> started =
            disk.start(options.mode, options.sizeBytes, backing, mount, diskOptions);
        !started)
        return failed(started.error());

    SessionSetup setup;
    setup.targetPath = disk.diskPath();
    setup.sizeBytes = options.sizeBytes;
    setup.method = options.method;
    setup.writesPerCommit = options.writesPerCommit;
    setup.witnessAddress = QStringLiteral("127.0.0.1:%1").arg(port.value());
    setup.pairingCode = *code;
    setup.practice = true;
    setup.warmAfterMs = options.warmAfterMs;
    // A lying disk would still hold generation 0 in its cache: a clean stop writes it back,
    // as a real drive does during the idle time before a test.
    if (options.mode == LyingDiskMode::Lying)
        setup.afterPrepare = [this] { return d->requestRestart(); };
    const auto restartDisk = [&]() -> Result<bool> {
        if (const Result<bool> stopped = disk.stop(); !stopped)
            return stopped;
        return disk.start(options.mode, options.sizeBytes, backing, mount, diskOptions);
    };

    Result<Preflight> checked = preflight(setup);
    if (!checked)
        return failed(checked.error());
    Preflight pre = checked.value();
    //: the simulated drive of practice mode; %1 honest or lying
    const QString model =
        Tr::tr("DriveProof simulated drive (%1)")
            .arg(options.mode == LyingDiskMode::Lying ? Tr::tr("lying") : Tr::tr("honest"));
    pre.facts.deviceModel = model.toStdString();
    pre.facts.capacityBytes = options.sizeBytes;
    pre.warnings.clear();

    PowerLossSession session;
    session.start(setup, pre);
    d->setPhase(Phase::Preparing);
    std::int64_t warmAtMs = 0;
    bool cut = false;
    while (!cut) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        d->serveRestart(restartDisk);
        const PowerLossSession::Status s = session.status();
        {
            const std::lock_guard lock(d->mutex);
            d->status.session = s;
            if (s.phase == PowerLossSession::Phase::Running ||
                s.phase == PowerLossSession::Phase::Paused)
                d->status.phase = Phase::Running;
        }
        if (d->cancelled.load() || s.phase == PowerLossSession::Phase::Failed ||
            s.phase == PowerLossSession::Phase::Stopped) {
            session.cancel();
            // The session may be waiting for a restart: answer it so that it can end.
            while (session.status().phase != PowerLossSession::Phase::Failed &&
                   session.status().phase != PowerLossSession::Phase::Stopped) {
                d->serveRestart(restartDisk);
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
            session.wait();
            (void)disk.kill(); // the session has ended; the disk goes
            witness.stop();
            if (s.phase == PowerLossSession::Phase::Failed)
                return failed(practiceError(s.error));
            return failed(practiceError(Tr::tr("Practice cancelled.")));
        }
        const bool running = s.phase == PowerLossSession::Phase::Running && s.committedSeq > 0;
        if (running && s.warm && warmAtMs == 0)
            warmAtMs = monotonicMs();
        cut = running &&
              (d->cutRequested.load() || (options.cutAfterWarmMs >= 0 && warmAtMs > 0 &&
                                          monotonicMs() - warmAtMs >= options.cutAfterWarmMs));
    }

    // The cut: the disk drops its cache and fails every later request, then the link goes
    // without a word. The daemon is killed; its backing file is what survived.
    d->setPhase(Phase::Cutting);
    session.simulateCut([&disk] { (void)disk.cutNow(); }); // the verify step sees a failed cut
    session.wait();
    {
        const std::lock_guard lock(d->mutex);
        d->status.session = session.status();
    }
    (void)disk.kill(); // its backing file is what survived

    d->setPhase(Phase::Verifying);
    PendingTest test = session.pendingTest();
    test.targetPath = backing; // the disk's durable contents, read directly
    test.isDevice = false;
    ObservedFacts now;
    now.simulatedCut = true;
    now.deviceModel = pre.facts.deviceModel;
    now.capacityBytes = pre.facts.capacityBytes;
    const std::atomic<bool> &cancel = d->cancelled;
    const Result<VerifyReport> report = verifyPending(
        test,
        [this](const VerifyProgress &p) {
            const std::lock_guard lock(d->mutex);
            d->status.verify = p;
        },
        cancel, &now);
    wipe(test.receiptSecret);
    witness.stop();
    if (!report)
        return failed(report.error());
    d->setPhase(Phase::Done);
    return report;
}

QString practicePhaseName(PracticeRun::Phase phase)
{
    using Phase = PracticeRun::Phase;
    switch (phase) {
    case Phase::Idle:
        return Tr::tr("idle");
    case Phase::Starting:
        //: practice mode: the simulated drive and the local witness start
        return Tr::tr("starting the simulated drive and witness");
    case Phase::Preparing:
        return Tr::tr("preparing");
    case Phase::Running:
        return Tr::tr("writing");
    case Phase::Cutting:
        //: practice mode: the simulated power cut
        return Tr::tr("cutting the power");
    case Phase::Verifying:
        return Tr::tr("verifying");
    case Phase::Done:
        return Tr::tr("done");
    case Phase::Failed:
        return Tr::tr("failed");
    }
    return {};
}

} // namespace DriveProof::PowerLoss
