// PowerLossSession of session.h: starts the session's thread (sessionrun.cpp), stops,
// cancels or cuts it, and makes the thread-safe status snapshot the GUI and the CLI poll;
// the phase and link state in words.
#include "powerloss/pairing.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/sessionstate.h"

#include <QFileInfo>

namespace DriveProof::PowerLoss {

PowerLossSession::PowerLossSession()
    : d(std::make_unique<Private>())
{}

PowerLossSession::~PowerLossSession()
{
    cancel();
    wait();
    const std::lock_guard lock(d->mutex);
    wipe(d->pending.receiptSecret);
    wipe(d->pending.pairingCode);
    wipe(d->setup.pairingCode);
}

bool PowerLossSession::start(const SessionSetup &setup, const Preflight &preflight)
{
    if (d->thread.joinable()) {
        const std::lock_guard lock(d->mutex);
        if (d->status.phase != Phase::Stopped && d->status.phase != Phase::Failed)
            return false;
    }
    wait();
    wipe(d->setup.pairingCode);
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
        wipe(d->pending.receiptSecret);
        wipe(d->pending.pairingCode);
        d->pending = PendingTest{};
        d->link.reset();
    }
    d->thread = std::thread([this] { d->run(); });
    return true;
}

PowerLossSession::Status PowerLossSession::status() const
{
    const std::int64_t now = Net::monotonicNs();
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
        if (from && now - d->lastCommitNs < Private::kSteadyGapNs && now > from->first)
            s.commitsPerSecond =
                double(s.committedSeq - from->second) * 1e9 / double(now - from->first);
        s.warm = s.link == WitnessLink::State::Connected && d->steadySinceNs > 0 &&
                 now - d->lastCommitNs < Private::kSteadyGapNs &&
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
