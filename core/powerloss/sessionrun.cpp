// The session's thread (session.h): pairs with the witness first, prepares the area, says
// PREPARED, keeps the pending test, then runs the writer with its commits posted to the
// link until stopped, cut or refused.
#include "device/testlock.h"
#include "powerloss/handshake.h"
#include "powerloss/pairing.h"
#include "powerloss/plan.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/receipt.h"
#include "powerloss/sessionstate.h"

#include <QFileInfo>

#include <chrono>

namespace DriveProof::PowerLoss {

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
    const std::int64_t deadline = Net::monotonicNs() + std::int64_t(kConnectTimeoutMs) * 1'000'000;
    while (!cancel.load() && Net::monotonicNs() < deadline) {
        if (link->waitConnected(100))
            return true;
        if (link->state() == WitnessLink::State::Rejected) {
            failWith(witnessRefused());
            return false;
        }
    }
    if (!cancel.load()) {
        // No error yet: the first connection is still in its handshake.
        const QString why =
            link->lastError().isEmpty()
                //: %1 a number of seconds
                ? Tr::tr("no answer to the handshake within %1 s").arg(kConnectTimeoutMs / 1000)
                : link->lastError();
        //: %1 the witness's address, %2 the network's error text
        failWith(Tr::tr("Cannot reach the witness at %1: %2. Is driveproof-cli witness running "
                        "there, and is the port open?")
                     .arg(setup.witnessAddress, why));
    }
    return false;
}

void PowerLossSession::Private::saveProgress()
{
    // What the witness confirmed as durable, kept on this machine: a ledger that ends
    // before it was cut short (verifier.h OwnRecord). Twice a second, off the write path's
    // hot loop: one small file, synced.
    PendingTest test;
    {
        const std::lock_guard lock(mutex);
        pending.confirmedSeq = std::max(pending.confirmedSeq, link->durableSeq());
        pending.witnessSalt = link->witnessSalt();
        test = pending;
    }
    // Best effort: a failed save keeps the previous confirmation, a lower bound still.
    (void)savePendingTest(test);
    lastProgressSaveNs = Net::monotonicNs();
}

void PowerLossSession::Private::onCommitted(const std::vector<AckEntry> &batch)
{
    // Each acknowledgement carries the writer's receipt, which only this machine can make.
    std::vector<AckEntry> tagged(batch);
    for (AckEntry &e : tagged)
        e.receipt = receiptTag(receiptSecret, receiptRunId, e);
    link->post(std::move(tagged));
    const std::int64_t now = Net::monotonicNs();
    if (now - lastProgressSaveNs >= kProgressSaveNs && !cut.load())
        saveProgress();
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
    // However the run ends, the keys derived from the code go with it (handshake.h).
    struct ForgetKeys
    {
        Private *d;
        ~ForgetKeys()
        {
            forgetDerivedKeys();
            // The pending test's copies stay until the session goes (practice verifies it).
            wipe(d->receiptSecret);
            wipe(d->setup.pairingCode);
        }
    } forgetKeys{this};
    std::optional<QString> code = normalizePairingCode(setup.pairingCode);
    struct WipeCode
    {
        std::optional<QString> &code;
        ~WipeCode()
        {
            if (code)
                wipe(*code);
        }
    } wipeCode{code};
    if (!code) {
        //: %1 what the user typed
        failWith(Tr::tr("'%1' is not a pairing code: type the 12 characters the witness shows.")
                     .arg(setup.pairingCode));
        return;
    }
    // The writer reopens the area itself: mark its disks busy for the whole run.
    const Device::TestLock testLock = Device::TestLock::forPath(setup.targetPath);
    // A raw device stays held exclusively (Area::exclusive) until this function returns.
    const Result<Area> area = sessionArea(setup, preflight.isDevice);
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
        pending.pairingCode = QString(code->constData(), code->size()); // its own, wiped apart
        pending.targetPath = QFileInfo(setup.targetPath).absoluteFilePath();
        pending.parameters = params;
        pending.facts = preflight.facts;
        pending.practice = setup.practice;
        pending.isDevice = preflight.isDevice;
        // R stays on this machine: in the pending test (0600) and here, never on the wire.
        receiptSecret = newReceiptSecret();
        receiptRunId = params.runId;
        pending.receiptSecret = QByteArray(receiptSecret.constData(), receiptSecret.size());
    }

    // Pair first: a wrong code or address shows at once, not after a long preparation.
    setPhase(Phase::Connecting);
    SecretBytes key(pairingKey(*code));
    if (!connect(key.bytes(), params))
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
        pending.witnessSalt = link->witnessSalt();
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
        startNs = Net::monotonicNs();
    }
    lastProgressSaveNs = Net::monotonicNs();
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

} // namespace DriveProof::PowerLoss
