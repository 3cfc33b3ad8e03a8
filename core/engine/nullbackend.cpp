// A backend that does no I/O (fio's engines/null.c): completions arrive after a fixed
// fake latency, and one op can be made to fail, so the runner's counting, intervals,
// cancel and error paths are testable without a disk.
#include "engine/nullbackend.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace DriveProof::Engine {

namespace {

class NullBackend final : public Backend
{
public:
    explicit NullBackend(const NullBackendOptions &options)
        : m_options(options)
    {}

    const char *name() const noexcept override { return "null"; }
    std::uint32_t capabilities() const noexcept override { return CapQueueDepth; }
    int open(int, unsigned depth) noexcept override
    {
        m_inFlight.reserve(depth);
        return 0;
    }

    int queue(IoSlot *slot) noexcept override
    {
        ++m_ops;
        const bool fails = m_options.failAtOp != 0 && m_ops == m_options.failAtOp;
        const bool transfer = slot->op == SlotOp::Transfer;
        slot->result = fails ? -m_options.failErrno : transfer ? std::int64_t(slot->length) : 0;
        slot->endNs = slot->startNs + std::uint64_t(m_options.latency.count());
        m_inFlight.push_back(slot);
        return 0;
    }

    int commit() noexcept override { return 0; }

    int reap(IoSlot **out, unsigned max, std::chrono::milliseconds wait) noexcept override
    {
        if (m_inFlight.empty())
            return 0;
        // Slots share one latency, so the oldest is due first.
        const std::uint64_t due = m_inFlight.front()->endNs;
        std::uint64_t now = monotonicNs();
        if (due > now) {
            const std::uint64_t limit = now + std::uint64_t(wait.count()) * 1000000ULL;
            std::this_thread::sleep_for(std::chrono::nanoseconds(std::min(due, limit) - now));
            now = monotonicNs();
        }
        unsigned n = 0;
        auto it = m_inFlight.begin();
        for (; it != m_inFlight.end() && n < max && (*it)->endNs <= now; ++it)
            out[n++] = *it;
        m_inFlight.erase(m_inFlight.begin(), it);
        return static_cast<int>(n);
    }

private:
    NullBackendOptions m_options;
    std::vector<IoSlot *> m_inFlight;
    std::uint64_t m_ops = 0;
};

} // namespace

std::unique_ptr<Backend> makeNullBackend(const NullBackendOptions &options)
{
    return std::make_unique<NullBackend>(options);
}

} // namespace DriveProof::Engine
