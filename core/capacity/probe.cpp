// The quick probe of probe.h.
#include "capacity/probe.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <set>
#include <sys/random.h>
#include <thread>

namespace DriveProof::Capacity {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kChunkBytes = 1 << 20;

std::uint64_t mix(std::uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

class Probe
{
public:
    Probe(Medium &medium, const ProgressFn &progress, const CancelFlag &cancel, ProbeResult &result)
        : m(medium)
        , m_progress(progress)
        , m_cancel(cancel)
        , r(result)
        , B(r.blockBytes)
        , m_buf(kChunkBytes)
    {}

    bool cancelled() const { return m_cancel.load(std::memory_order_relaxed); }

    void begin(Phase phase, std::uint64_t total)
    {
        m_phase = phase;
        m_done = 0;
        m_total = total;
        m_lastMs = -1;
        tick(true);
    }

    void tick(bool now = false)
    {
        if (!m_progress)
            return;
        const std::int64_t ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now().time_since_epoch())
                .count();
        if (!now && m_lastMs >= 0 && ms - m_lastMs < 100)
            return;
        m_lastMs = ms;
        m_progress(Progress{m_phase, m_done, m_total, 0});
    }

    void writeBlocks(std::uint64_t offset, std::uint64_t bytes)
    {
        for (std::uint64_t at = offset; at < offset + bytes && !cancelled(); at += kChunkBytes) {
            const std::size_t n =
                std::size_t(std::min<std::uint64_t>(kChunkBytes, offset + bytes - at));
            for (std::size_t i = 0; i < n; i += B)
                encodeRecord(r.run, at + i, m_buf.data() + i, B);
            ++r.probeWrites;
            if (m.write(at, m_buf.data(), n) == 0)
                r.bytesWritten += n;
            else
                for (std::size_t i = 0; i < n; i += B)
                    m_failed.insert(at + i);
            m_done += n;
            tick();
        }
    }

    void readBlocks(std::uint64_t offset, std::uint64_t bytes, std::vector<Sample> &out)
    {
        for (std::uint64_t at = offset; at < offset + bytes && !cancelled(); at += kChunkBytes) {
            const std::size_t n =
                std::size_t(std::min<std::uint64_t>(kChunkBytes, offset + bytes - at));
            ++r.probeReads;
            const bool read = m.read(at, m_buf.data(), n) == 0;
            bool okKept = false;
            for (std::size_t i = 0; i < n; i += B) {
                Sample s{at + i, {}};
                if (m_failed.count(at + i) || !read)
                    s.check.state = BlockState::Unreadable;
                else
                    s.check = checkRecord(r.run, at + i, m_buf.data() + i, B);
                // A run of good blocks is kept as its first one: enough for the verdict.
                if (s.check.state != BlockState::Ok || !okKept)
                    out.push_back(s);
                okKept = okKept || s.check.state == BlockState::Ok;
            }
            m_done += n;
            tick();
        }
    }

    void writeEach(const std::vector<std::uint64_t> &offsets)
    {
        for (std::uint64_t at : offsets) {
            if (cancelled())
                return;
            writeBlocks(at, B);
        }
    }

    void readEach(const std::vector<std::uint64_t> &offsets, std::vector<Sample> &out)
    {
        for (std::uint64_t at : offsets) {
            if (cancelled())
                return;
            readBlocks(at, B, out);
        }
    }

    // The records at `offsets` between the base's two halves (probe.h), then FLUSH: a
    // cache that keeps its first writes is full of the first half when they come, one
    // that keeps its last holds only the second half after them.
    bool writeAroundCache(const std::vector<std::uint64_t> &offsets, std::uint64_t half,
                          std::uint64_t base)
    {
        writeBlocks(0, half);
        writeEach(offsets);
        writeBlocks(half, base - half);
        begin(Phase::Flushing, 0);
        if (const int e = m.flush(); e < 0 && !cancelled()) {
            r.errnum = -e;
            return false;
        }
        return true;
    }

    Medium &m;
    const ProgressFn &m_progress;
    const CancelFlag &m_cancel;
    ProbeResult &r;
    const std::uint32_t B;
    AlignedBlocks m_buf;
    std::set<std::uint64_t> m_failed;
    Phase m_phase = Phase::Writing;
    std::uint64_t m_done = 0, m_total = 0;
    std::int64_t m_lastMs = -1;
};

std::vector<std::uint64_t> spreadOffsets(std::uint64_t size, std::uint64_t base, int giants,
                                         std::uint32_t block, const RunId &run)
{
    std::vector<std::uint64_t> out;
    const std::uint64_t span = size - base;
    const std::uint64_t count =
        std::max<std::uint64_t>(1, std::min<std::uint64_t>(giants, span / block));
    const std::uint64_t stride = span / count;
    std::uint64_t seed = 0;
    std::memcpy(&seed, run.data(), sizeof seed);
    for (std::uint64_t j = 0; j < count; ++j) {
        const std::uint64_t jitter = stride >= 4 * block ? mix(seed ^ j) % (stride / 4) : 0;
        const std::uint64_t at = (base + j * span / count + jitter) / block * block;
        if (at >= base && at + block <= size)
            out.push_back(at);
    }
    out.push_back(size - block); // the last block always
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<std::uint64_t> gridBetween(std::uint64_t lo, std::uint64_t hi, int points,
                                       std::uint32_t block)
{
    std::vector<std::uint64_t> out;
    for (int i = 1; i <= points; ++i) {
        const std::uint64_t at =
            (lo + (hi - lo) * std::uint64_t(i) / std::uint64_t(points + 1)) / block * block;
        if (at > lo && at < hi && (out.empty() || out.back() != at))
            out.push_back(at);
    }
    return out;
}

// The drive idle for `seconds`, then every record read again; the second look replaces the
// first (probe.h).
void secondLook(Probe &p, int seconds, const std::vector<std::uint64_t> &spread, std::uint64_t base,
                std::vector<Sample> &samples)
{
    p.begin(Phase::Waiting, std::uint64_t(seconds) * 10);
    for (int tenth = 0; tenth < seconds * 10 && !p.cancelled(); ++tenth) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        p.m_done = std::uint64_t(tenth) + 1;
        p.tick();
    }
    if (p.cancelled())
        return;
    p.r.idleSeconds = seconds;
    std::vector<Sample> again;
    p.begin(Phase::Reading, spread.size() * p.B + base);
    p.readEach(spread, again);
    p.readBlocks(0, base, again);
    samples = std::move(again);
}

} // namespace

RunId newRunId()
{
    RunId run{};
    while (::getrandom(run.data(), run.size(), 0) != ssize_t(run.size())) {
    }
    return run;
}

ProbeResult runQuickProbe(Medium &medium, const ProbeOptions &options, const ProgressFn &progress,
                          const CancelFlag &cancel)
{
    const auto started = Clock::now();
    ProbeResult r;
    r.run = options.run == RunId{} ? newRunId() : options.run;
    r.blockBytes = std::max<std::uint32_t>(kMinRecordBytes, medium.blockBytes());
    const std::uint32_t B = r.blockBytes;
    r.claimedBytes = medium.sizeBytes() / B * B;
    const std::uint64_t N = r.claimedBytes;
    if (N < 8ull * B) {
        r.classification.verdict = Verdict::Undecided;
        return r;
    }
    const std::uint64_t stride = N / std::uint64_t(std::max(1, options.giants));
    std::uint64_t base = std::max<std::uint64_t>(2 * stride, options.defeatBytes);
    base = std::max<std::uint64_t>(B, std::min(base, N / 4) / B * B);
    r.baseBytes = base;
    const std::vector<std::uint64_t> spread = spreadOffsets(N, base, options.giants, B, r.run);

    const std::uint64_t half = base / 2 / B * B;

    Probe p(medium, progress, cancel, r);
    std::vector<Sample> samples;
    p.begin(Phase::Writing, spread.size() * B + base);
    bool flushed = p.writeAroundCache(spread, half, base);
    if (flushed && !p.cancelled())
        r.reset = medium.reset();
    p.begin(Phase::Reading, spread.size() * B + base);
    p.readEach(spread, samples);
    p.readBlocks(0, base, samples);
    r.classification = classify(samples, N, B);
    if (flushed && r.classification.verdict == Verdict::Genuine && options.idleSeconds > 0 &&
        !p.cancelled()) {
        secondLook(p, options.idleSeconds, spread, base, samples);
        r.classification = classify(samples, N, B);
    }

    for (int round = 0; flushed && !p.cancelled() && round < options.rounds; ++round) {
        const Classification &c = r.classification;
        if ((c.verdict != Verdict::DroppedWrites && c.verdict != Verdict::Damaged) ||
            !c.lastGoodOffset || !c.firstBadOffset)
            break;
        const std::vector<std::uint64_t> grid =
            gridBetween(*c.lastGoodOffset, *c.firstBadOffset, options.gridPoints, B);
        if (grid.empty())
            break;
        ++r.refiningRounds;
        p.begin(Phase::Refining, grid.size() * B + base);
        flushed = p.writeAroundCache(grid, half, base);
        if (flushed && r.reset.status == ResetStatus::Done && !p.cancelled()) {
            const int count = r.reset.count;
            r.reset = medium.reset();
            r.reset.count += count;
        }
        p.begin(Phase::Reading, grid.size() * B);
        p.readEach(grid, samples);
        r.classification = classify(samples, N, B);
    }
    const Classification &c = r.classification;
    if (c.firstBadOffset && c.lastGoodOffset && c.verdict != Verdict::WrapAround)
        r.boundaryPrecisionBytes = *c.firstBadOffset - (*c.lastGoodOffset + B);
    r.cancelled = p.cancelled();
    if (!flushed && r.errnum == 0)
        r.errnum = EIO;
    if (r.cancelled || !flushed)
        r.classification.verdict = Verdict::Undecided;
    r.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    return r;
}

const char *phaseKey(Phase phase)
{
    switch (phase) {
    case Phase::Writing:
        return "writing";
    case Phase::Flushing:
        return "flushing";
    case Phase::Reading:
        return "reading";
    case Phase::Refining:
        return "refining";
    case Phase::Waiting:
        return "waiting";
    }
    return "";
}

} // namespace DriveProof::Capacity
