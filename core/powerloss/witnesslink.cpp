// WitnessLink of witnesslink.h, the writer's side: what the writer's threads call — post
// commits, report progress, finish, abort, ask the state — without waiting on the network.
#include "powerloss/pairing.h"
#include "powerloss/witnesslinkstate.h"

namespace DriveProof::PowerLoss {

WitnessLink::WitnessLink(WitnessLinkOptions options)
    : d(std::make_unique<Private>())
{
    d->options = std::move(options);
}

WitnessLink::~WitnessLink()
{
    abort();
    // The last owner of the pairing secret wipes it (pairing.h wipe()).
    wipe(d->options.key);
}

void WitnessLink::start()
{
    if (!d->thread.joinable())
        d->thread = std::thread([this] { d->run(); });
}

bool WitnessLink::post(std::vector<AckEntry> entries)
{
    std::lock_guard lock(d->mutex);
    std::uint64_t previous = d->postedSeq;
    for (const AckEntry &e : entries) {
        if (e.seq <= previous)
            return false;
        previous = e.seq;
    }
    if (entries.empty())
        return true;
    const bool wasIdle = d->incoming.empty();
    d->incoming.insert(d->incoming.end(), entries.begin(), entries.end());
    d->postedSeq = previous;
    if (wasIdle)
        d->waker.wake(); // one wake per burst, not per commit
    return true;
}

void WitnessLink::setProgress(std::uint64_t issuedSeq, std::uint64_t committedSeq,
                              std::uint32_t inFlight)
{
    d->issuedSeq = issuedSeq;
    d->committedSeq = committedSeq;
    d->inFlight = inFlight;
}

void WitnessLink::sendPrepared()
{
    std::lock_guard lock(d->mutex);
    d->preparedRequested = true;
    d->waker.wake();
}

void WitnessLink::sendWriterError(const std::string &text)
{
    std::lock_guard lock(d->mutex);
    d->errorText = text;
    d->waker.wake();
}

bool WitnessLink::finish(int timeoutMs)
{
    std::unique_lock lock(d->mutex);
    d->byeRequested = true;
    d->waker.wake();
    d->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs), [this] {
        return d->state == State::Finished || d->state == State::Rejected;
    });
    return d->state == State::Finished;
}

void WitnessLink::abort()
{
    {
        std::lock_guard lock(d->mutex);
        d->stopping = true;
        d->changed.notify_all();
    }
    d->waker.wake();
    if (d->thread.joinable())
        d->thread.join();
    d->setState(State::Finished);
}

WitnessLink::State WitnessLink::state() const
{
    std::lock_guard lock(d->mutex);
    return d->state;
}

bool WitnessLink::waitConnected(int timeoutMs) const
{
    std::unique_lock lock(d->mutex);
    d->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs), [this] {
        return d->state == State::Connected || d->state == State::Rejected ||
               d->state == State::Finished;
    });
    return d->state == State::Connected;
}

std::uint64_t WitnessLink::durableSeq() const
{
    std::lock_guard lock(d->mutex);
    return d->durableSeq;
}

std::uint64_t WitnessLink::postedSeq() const
{
    std::lock_guard lock(d->mutex);
    return d->postedSeq;
}

int WitnessLink::connects() const
{
    std::lock_guard lock(d->mutex);
    return d->connects;
}

QByteArray WitnessLink::witnessSalt() const
{
    std::lock_guard lock(d->mutex);
    return d->salt;
}

RejectReason WitnessLink::rejectReason() const
{
    std::lock_guard lock(d->mutex);
    return d->rejectReason;
}

QString WitnessLink::lastError() const
{
    std::lock_guard lock(d->mutex);
    return d->lastError;
}

} // namespace DriveProof::PowerLoss
