// The classifier of classify.h.
#include "capacity/classify.h"

#include <algorithm>

namespace DriveProof::Capacity {
namespace {

void count(Classification &c, BlockState state)
{
    switch (state) {
    case BlockState::Ok:
        ++c.ok;
        break;
    case BlockState::Elsewhere:
        ++c.elsewhere;
        break;
    case BlockState::Zero:
        ++c.zero;
        break;
    case BlockState::Foreign:
        ++c.foreign;
        break;
    case BlockState::Damaged:
        ++c.damaged;
        break;
    case BlockState::Unreadable:
        ++c.unreadable;
        break;
    }
}

} // namespace

Classification classify(std::vector<Sample> samples, std::uint64_t claimedBytes,
                        std::uint32_t blockBytes)
{
    Classification c;
    std::stable_sort(samples.begin(), samples.end(),
                     [](const Sample &a, const Sample &b) { return a.offset < b.offset; });
    std::uint64_t wrap = 0;
    for (const Sample &s : samples) {
        count(c, s.check.state);
        if (s.check.state != BlockState::Ok && !c.firstBadOffset)
            c.firstBadOffset = s.offset;
        if (s.check.state == BlockState::Ok && !c.firstBadOffset)
            c.lastGoodOffset = s.offset;
        if (s.check.state == BlockState::Elsewhere) {
            const std::uint64_t d = s.check.namedOffset > s.offset ? s.check.namedOffset - s.offset
                                                                   : s.offset - s.check.namedOffset;
            if (d > 0 && (wrap == 0 || d < wrap))
                wrap = d;
        }
    }
    if (samples.empty())
        return c;
    if (!c.firstBadOffset) {
        c.verdict = Verdict::Genuine;
        c.usableBytes = claimedBytes;
        return c;
    }
    if (wrap > 0) {
        // Exact: the distance is the size, whichever side the alias was seen from.
        c.verdict = Verdict::WrapAround;
        c.realBytes = wrap;
        c.usableBytes = wrap;
        c.firstBadOffset = wrap;
        c.lastGoodOffset = wrap >= blockBytes ? std::optional(wrap - blockBytes) : std::nullopt;
        return c;
    }
    c.usableBytes = c.lastGoodOffset ? *c.lastGoodOffset + blockBytes : 0;
    if (c.ok == 0) {
        c.verdict = Verdict::Undecided; // nothing held: a dead drive, or not a fake we know
        return c;
    }
    const bool goodAfterBad = std::any_of(samples.begin(), samples.end(), [&](const Sample &s) {
        return s.offset > *c.firstBadOffset && s.check.state == BlockState::Ok;
    });
    c.verdict = goodAfterBad || c.damaged > 0 ? Verdict::Damaged : Verdict::DroppedWrites;
    return c;
}

} // namespace DriveProof::Capacity
