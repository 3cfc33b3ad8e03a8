// The writer's link (witnesslink.h), shared by witnesslink.cpp (the writer's threads post
// and ask) and witnesslinkthread.cpp (the link's own thread talks to the witness). Private
// to those two files: `mutex` guards what both sides touch.
#pragma once

#include "powerloss/handshake.h"
#include "powerloss/powerlosslog.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/witnesslink.h"
#include "powerloss/witnesssocket.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

namespace DriveProof::PowerLoss {

struct WitnessLink::Private
{
    WitnessLinkOptions options;
    mutable std::mutex mutex;
    mutable std::condition_variable changed;
    // Shared with the writer's threads, under `mutex`.
    std::vector<AckEntry> incoming;
    std::uint64_t postedSeq = 0;
    bool preparedRequested = false;
    std::optional<std::string> errorText;
    bool byeRequested = false;
    bool stopping = false;
    State state = State::Connecting;
    RejectReason rejectReason = RejectReason::None;
    QString lastError;
    std::uint64_t durableSeq = 0;
    int connects = 0;
    QByteArray salt;       // pinned at the first good handshake
    int badHandshakes = 0; // BadHmac at the handshake in a row, before any good one
    QString retryReason;   // the link thread's: why the last session ended, if known
    std::atomic<std::uint64_t> issuedSeq{0};
    std::atomic<std::uint64_t> committedSeq{0};
    std::atomic<std::uint32_t> inFlight{0};
    Net::Waker waker;
    std::thread thread;

    // The link thread's own: every posted commit not yet durable on the witness, and how
    // many of them went out on the current connection.
    std::deque<AckEntry> unacked;
    std::size_t sentCount = 0;
    struct Session
    {
        bool handshaken = false;
        bool preparedSent = false;
        bool errorSent = false;
        bool byeSent = false;
        std::int64_t nextBeatNs = 0;
    };

    void run();
    bool session(int fd); // false: stop for good
    bool handleFrame(const Frame &frame, Session &session, bool *stop);
    bool handshakeFailed(const ClientHandshake &handshake); // false: stop for good
    // HELLO_OK and HWM may not claim more than was ever posted: such a frame did not come
    // from this run's witness, and believing it would drop commits it never stored.
    bool plausibleHwm(std::uint64_t seq)
    {
        std::lock_guard lock(mutex);
        if (seq <= postedSeq)
            return true;
        //: A high-water mark above the writer's own last commit: a forged or replayed answer.
        lastError = Tr::tr("The witness claimed commits this writer never sent; reconnecting.");
        return false;
    }
    void fillOut(FrameEncoder &encoder, QByteArray &out, Session &session);
    void acknowledge(std::uint64_t seq);
    void setState(State next, RejectReason reason = RejectReason::None, const QString &error = {})
    {
        std::lock_guard lock(mutex);
        if (state == State::Rejected || state == State::Finished)
            return;
        if (next != state && !error.isEmpty())
            qCInfo(lcPowerLoss) << "writer's link:" << error;
        state = next;
        if (reason != RejectReason::None)
            rejectReason = reason;
        if (!error.isEmpty())
            lastError = error;
        changed.notify_all();
    }
    bool waitOrStop(int ms)
    {
        std::unique_lock lock(mutex);
        return changed.wait_for(lock, std::chrono::milliseconds(ms), [this] { return stopping; });
    }
};

} // namespace DriveProof::PowerLoss
