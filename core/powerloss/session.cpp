// PowerLossSession of session.h: one thread that pairs with the witness, prepares the area
// and runs the writer, and a mutex-guarded status the GUI and the CLI poll.
#include "powerloss/session.h"

#include "powerloss/pairing.h"
#include "powerloss/plan.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/writer.h"
#include "suites/testlock.h"
#include "suites/testtarget.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <chrono>
#include <cstring>
#include <deque>
#include <fcntl.h>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

constexpr int kConnectTimeoutMs = 15000;
constexpr std::int64_t kSteadyGapNs = 1'000'000'000; // a pause this long restarts the warm-up

std::int64_t monotonicNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

struct Area
{
    WriterTarget target;
    quint64 areaBytes = 0;
};

// A file: created and preallocated when missing, used in place (never grown) when it exists.
Result<Area> fileArea(const SessionSetup &setup)
{
    const QString path = setup.targetPath;
    Area area;
    area.target = WriterTarget::forPath(path);
    const QFileInfo info(path);
    if (info.exists()) {
        area.areaBytes = std::min<quint64>(quint64(info.size()), setup.sizeBytes);
        return area;
    }
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        //: %1 file, %2 the system's error text
        return Error{path, Tr::tr("Cannot create %1: %2.").arg(path, errnoText(errno)), errno};
    const int error = ::posix_fallocate(fd, 0, off_t(setup.sizeBytes));
    ::close(fd);
    if (error != 0) {
        QFile::remove(path);
        //: %1 file, %2 the system's error text
        return Error{path, Tr::tr("Cannot reserve space for %1: %2.").arg(path, errnoText(error)),
                     error};
    }
    area.areaBytes = setup.sizeBytes;
    return area;
}

// A block device, with the safety rules of suites/testtarget.h (confirmation, not in use).
// The exclusive fd is closed again: the writer reopens through the same path.
Result<Area> deviceArea(const SessionSetup &setup)
{
    Suites::TargetRequest request;
    request.kind = Suites::TargetKind::Device;
    request.path = setup.targetPath;
    request.sizeBytes = setup.sizeBytes;
    request.write = true;
    request.direct = true;
    request.destructiveConfirmed = setup.destructiveConfirmed;
    Result<std::unique_ptr<Suites::TestTarget>> opened = Suites::TestTarget::open(request);
    if (!opened)
        return opened.error();
    Area area;
    area.target.open = opened.value()->suiteTarget().reopen;
    area.target.path = opened.value()->path();
    area.areaBytes = opened.value()->areaBytes();
    return area;
}

RunParameters planParameters(const SessionSetup &setup, std::uint32_t blockSize, quint64 areaBytes)
{
    RunParameters p;
    QRandomGenerator::system()->generate(p.runId.begin(), p.runId.end());
    p.blockSize = blockSize;
    p.areaBlocks = areaBytes / blockSize;
    p.maxWriteBlocks = std::max<std::uint32_t>(1, std::min<std::uint32_t>(32, 131072 / blockSize));
    p.coldBlocks = p.areaBlocks / 8;
    const std::uint64_t slot = p.maxWriteBlocks + 1;
    p.ringBlocks = p.areaBlocks / 4 / slot * slot;
    p.seed = QRandomGenerator::system()->generate64();
    p.method = setup.method;
    p.writesPerCommit = std::max<std::uint32_t>(1, setup.writesPerCommit);
    p.workers = 1;
    return p;
}

} // namespace

Result<quint64> reserveArea(const SessionSetup &setup, const Preflight &preflight)
{
    const Result<Area> area = preflight.isDevice ? deviceArea(setup) : fileArea(setup);
    if (!area)
        return area.error();
    return area->areaBytes;
}

struct PowerLossSession::Private
{
    mutable std::mutex mutex;
    Status status;                     // guarded
    std::unique_ptr<WitnessLink> link; // guarded; created and destroyed on the thread
    PendingTest pending;               // guarded
    std::deque<std::pair<std::int64_t, std::uint64_t>> samples; // guarded: (ns, committed)
    std::int64_t startNs = 0;
    std::int64_t steadySinceNs = 0; // guarded
    std::int64_t lastCommitNs = 0;  // guarded
    int warmAfterMs = 10000;

    std::thread thread;
    std::atomic<bool> cancel{false};
    std::atomic<bool> stopRequested{false};
    std::atomic<bool> cut{false};
    std::atomic<bool> rejected{false};

    SessionSetup setup;
    Preflight preflight;

    void setPhase(Phase phase)
    {
        const std::lock_guard lock(mutex);
        status.phase = phase;
    }
    void failWith(const QString &error)
    {
        const std::lock_guard lock(mutex);
        status.phase = Phase::Failed;
        status.error = error;
    }
    QString witnessRefused() const
    {
        //: %1 the witness's address, %2 why it refused
        return Tr::tr("The witness at %1 refused this writer: %2")
            .arg(setup.witnessAddress, rejectReasonText(link->rejectReason()));
    }

    void run();
    bool connect(const QByteArray &key, const RunParameters &params);
    WriterCallbacks callbacks();
    void onCommitted(const std::vector<AckEntry> &batch);
    void dropPending(const RunId &id);
};

bool PowerLossSession::Private::connect(const QByteArray &key, const RunParameters &params)
{
    WitnessLinkOptions options;
    options.address = setup.witnessAddress;
    options.key = key;
    options.parameters = params;
    options.facts = preflight.facts;
    {
        const std::lock_guard lock(mutex);
        link = std::make_unique<WitnessLink>(options);
    }
    link->start();
    const std::int64_t deadline = monotonicNs() + std::int64_t(kConnectTimeoutMs) * 1'000'000;
    while (!cancel.load() && monotonicNs() < deadline) {
        if (link->waitConnected(100))
            return true;
        if (link->state() == WitnessLink::State::Rejected) {
            failWith(witnessRefused());
            return false;
        }
    }
    if (!cancel.load())
        //: %1 the witness's address, %2 the network's error text
        failWith(Tr::tr("Cannot reach the witness at %1: %2. Is driveproof-cli witness running "
                        "there, and is the port open?")
                     .arg(setup.witnessAddress, link->lastError()));
    return false;
}

void PowerLossSession::Private::onCommitted(const std::vector<AckEntry> &batch)
{
    link->post(batch);
    const std::int64_t now = monotonicNs();
    const bool connected = link->state() == WitnessLink::State::Connected;
    const std::lock_guard lock(mutex);
    status.committedSeq = batch.back().seq;
    if (!connected || steadySinceNs == 0 || now - lastCommitNs > kSteadyGapNs)
        steadySinceNs = connected ? now : 0;
    lastCommitNs = now;
    if (samples.empty() || now - samples.back().first >= 50'000'000)
        samples.emplace_back(now, status.committedSeq);
    while (samples.size() > 2 && now - samples[1].first > 1'000'000'000)
        samples.pop_front();
}

WriterCallbacks PowerLossSession::Private::callbacks()
{
    WriterCallbacks c;
    c.onPrepareProgress = [this](double fraction) {
        const std::lock_guard lock(mutex);
        status.prepareFraction = fraction;
    };
    c.onCommitted = [this](const std::vector<AckEntry> &batch) {
        if (!batch.empty())
            onCommitted(batch);
    };
    c.onIssued = [this](std::uint64_t issuedSeq, std::uint32_t inFlight) {
        std::uint64_t committed = 0;
        {
            const std::lock_guard lock(mutex);
            status.issuedSeq = issuedSeq;
            status.inFlight = inFlight;
            committed = status.committedSeq;
        }
        // In flight for the witness: issued writes it does not yet hold as acknowledged.
        // The writer's own count is 0 for the moment between a commit and the next write,
        // and a heartbeat sampled then would make a cut look like one with nothing pending.
        const std::uint64_t durable = std::min(link->durableSeq(), issuedSeq);
        link->setProgress(issuedSeq, committed,
                          std::max<std::uint32_t>(inFlight, std::uint32_t(std::min<std::uint64_t>(
                                                                issuedSeq - durable, UINT32_MAX))));
    };
    // No write is issued that the witness could not hear about.
    c.waitWhilePaused = [this] {
        while (!cancel.load()) {
            const WitnessLink::State state = link->state();
            if (state == WitnessLink::State::Rejected) {
                rejected.store(true);
                cancel.store(true);
                break;
            }
            if (state != WitnessLink::State::Unreachable && state != WitnessLink::State::Connecting)
                break;
            setPhase(Phase::Paused);
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        const std::lock_guard lock(mutex);
        if (status.phase == Phase::Paused)
            status.phase = Phase::Running;
    };
    return c;
}

void PowerLossSession::Private::dropPending(const RunId &id)
{
    clearPendingTest(id);
    bool realPending = false;
    for (const PendingTest &t : loadPendingTests())
        realPending = realPending || !t.practice;
    if (!realPending)
        removeAutostart();
}

void PowerLossSession::Private::run()
{
    const std::optional<QString> code = normalizePairingCode(setup.pairingCode);
    if (!code) {
        //: %1 what the user typed
        failWith(Tr::tr("'%1' is not a pairing code: type the 12 characters the witness shows.")
                     .arg(setup.pairingCode));
        return;
    }
    // The writer reopens the area itself: mark its disks busy for the whole run.
    const Suites::TestLock testLock = Suites::TestLock::forPath(setup.targetPath);
    const Result<Area> area = preflight.isDevice ? deviceArea(setup) : fileArea(setup);
    if (!area) {
        failWith(area.error().message);
        return;
    }
    const RunParameters params = planParameters(setup, preflight.logicalBlockSize, area->areaBytes);
    if (area->areaBytes < (1u << 20) || !parameterProblem(params).empty()) {
        //: %1 the file or device
        failWith(Tr::tr("The test area on %1 is too small: give it at least 1 MiB.")
                     .arg(setup.targetPath));
        return;
    }
    {
        const std::lock_guard lock(mutex);
        status.runId = params.runId;
        pending.runId = params.runId;
        pending.witnessAddress = setup.witnessAddress;
        pending.pairingCode = *code;
        pending.targetPath = QFileInfo(setup.targetPath).absoluteFilePath();
        pending.parameters = params;
        pending.facts = preflight.facts;
        pending.practice = setup.practice;
        pending.isDevice = preflight.isDevice;
    }

    // Pair first: a wrong code or address shows at once, not after a long preparation.
    setPhase(Phase::Connecting);
    if (!connect(pairingKey(*code), params))
        return;

    setPhase(Phase::Preparing);
    WriterCallbacks cb = callbacks();
    const WriterResult prepared = prepareArea(area->target, params, cb, cancel);
    if (!prepared.ok || prepared.cancelled) {
        link->finish(1000);
        if (prepared.cancelled)
            setPhase(Phase::Stopped);
        else
            failWith(prepared.errorText);
        return;
    }
    if (setup.afterPrepare) {
        const Result<bool> done = setup.afterPrepare();
        if (!done) {
            link->finish(1000);
            failWith(done.error().message);
            return;
        }
    }
    link->sendPrepared();

    PendingTest test;
    {
        const std::lock_guard lock(mutex);
        pending.started = QDateTime::currentDateTime();
        test = pending;
    }
    const Result<bool> saved = savePendingTest(test);
    const Result<bool> autostart = setup.practice ? Result<bool>(true) : installAutostart();
    if (!saved || !autostart) {
        link->finish(1000);
        failWith(!saved ? saved.error().message : autostart.error().message);
        return;
    }

    {
        const std::lock_guard lock(mutex);
        status.phase = Phase::Running;
        startNs = monotonicNs();
    }
    const WriterResult result = runWriter(area->target, params, cb, cancel);
    {
        const std::lock_guard lock(mutex);
        if (!result.note.isEmpty())
            status.note = result.note;
    }

    if (cut.load()) {
        // A power cut says nothing more: the witness's silence is the estimated cut.
        link->abort();
        setPhase(Phase::Stopped);
        return;
    }
    if (rejected.load() || link->state() == WitnessLink::State::Rejected) {
        link->abort();
        dropPending(params.runId);
        failWith(witnessRefused());
        return;
    }
    if (!result.ok) {
        link->sendWriterError(result.errorText.toStdString());
        link->finish(2000);
        dropPending(params.runId);
        failWith(result.errorText);
        return;
    }
    // Stopped on purpose (stop or cancel): nothing to verify after a clean end.
    const bool complete = link->finish(stopRequested.load() ? 10000 : 1000);
    dropPending(params.runId);
    if (stopRequested.load() && !complete)
        //: %1 the witness's address
        failWith(Tr::tr("The witness at %1 did not confirm every commit before the end.")
                     .arg(setup.witnessAddress));
    else
        setPhase(Phase::Stopped);
}

PowerLossSession::PowerLossSession()
    : d(std::make_unique<Private>())
{}

PowerLossSession::~PowerLossSession()
{
    cancel();
    wait();
}

bool PowerLossSession::start(const SessionSetup &setup, const Preflight &preflight)
{
    if (d->thread.joinable()) {
        const std::lock_guard lock(d->mutex);
        if (d->status.phase != Phase::Stopped && d->status.phase != Phase::Failed)
            return false;
    }
    wait();
    d->setup = setup;
    d->preflight = preflight;
    d->preflight.facts.targetPath = QFileInfo(setup.targetPath).absoluteFilePath().toStdString();
    d->warmAfterMs = setup.warmAfterMs > 0 ? setup.warmAfterMs : (setup.practice ? 2000 : 10000);
    d->cancel = false;
    d->stopRequested = false;
    d->cut = false;
    d->rejected = false;
    {
        const std::lock_guard lock(d->mutex);
        d->status = Status{};
        d->status.phase = Phase::Connecting;
        d->samples.clear();
        d->steadySinceNs = 0;
        d->lastCommitNs = 0;
        d->startNs = 0;
        d->pending = PendingTest{};
        d->link.reset();
    }
    d->thread = std::thread([this] { d->run(); });
    return true;
}

PowerLossSession::Status PowerLossSession::status() const
{
    const std::int64_t now = monotonicNs();
    const std::lock_guard lock(d->mutex);
    Status s = d->status;
    if (d->link) {
        s.link = d->link->state();
        s.durableSeq = d->link->durableSeq();
    }
    if (s.phase == Phase::Running || s.phase == Phase::Paused) {
        s.runningMs = d->startNs ? (now - d->startNs) / 1'000'000 : 0;
        // Over the last second: from the newest sample at least a second old.
        const std::pair<std::int64_t, std::uint64_t> *from = nullptr;
        for (const auto &sample : d->samples)
            if (from == nullptr || now - sample.first >= 1'000'000'000)
                from = &sample;
        if (from && now - d->lastCommitNs < kSteadyGapNs && now > from->first)
            s.commitsPerSecond =
                double(s.committedSeq - from->second) * 1e9 / double(now - from->first);
        s.warm = s.link == WitnessLink::State::Connected && d->steadySinceNs > 0 &&
                 now - d->lastCommitNs < kSteadyGapNs &&
                 now - d->steadySinceNs >= std::int64_t(d->warmAfterMs) * 1'000'000;
    }
    return s;
}

void PowerLossSession::stop()
{
    d->stopRequested = true;
    d->cancel = true;
}

void PowerLossSession::cancel()
{
    d->cancel = true;
}

void PowerLossSession::simulateCut(const std::function<void()> &cutDrive)
{
    d->cut = true;
    if (cutDrive)
        cutDrive();
    // The session's thread drops the link (WitnessLink::abort is for one thread): the cut
    // drive fails the writer's next request at once, so that happens promptly.
    d->cancel = true;
}

void PowerLossSession::wait()
{
    if (d->thread.joinable())
        d->thread.join();
}

PendingTest PowerLossSession::pendingTest() const
{
    const std::lock_guard lock(d->mutex);
    return d->pending;
}

QString phaseName(PowerLossSession::Phase phase)
{
    using Phase = PowerLossSession::Phase;
    switch (phase) {
    case Phase::Idle:
        return Tr::tr("idle");
    case Phase::Preparing:
        //: the test area is being filled with known data
        return Tr::tr("preparing");
    case Phase::Connecting:
        return Tr::tr("connecting to the witness");
    case Phase::Running:
        return Tr::tr("writing");
    case Phase::Paused:
        //: writing paused while the witness cannot be reached
        return Tr::tr("paused");
    case Phase::Stopped:
        return Tr::tr("stopped");
    case Phase::Failed:
        return Tr::tr("failed");
    }
    return {};
}

QString linkStateName(WitnessLink::State state)
{
    switch (state) {
    case WitnessLink::State::Connecting:
        return Tr::tr("connecting");
    case WitnessLink::State::Connected:
        return Tr::tr("connected");
    case WitnessLink::State::Unreachable:
        return Tr::tr("unreachable");
    case WitnessLink::State::Rejected:
        return Tr::tr("refused");
    case WitnessLink::State::Finished:
        //: the link to the witness was closed
        return Tr::tr("closed");
    }
    return {};
}

} // namespace DriveProof::PowerLoss
