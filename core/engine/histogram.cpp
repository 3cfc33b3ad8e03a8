#include "engine/histogram.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace DriveProof::Engine {

// Same scheme as fio's plat_val_to_idx(): below 2*64 the value is its own index; above,
// the top set bit picks the group and the next 6 bits the linear sub-bucket. The bits
// dropped below those ("error bits") are the bucket's width, at most 1/64 of its low end.
std::size_t LatencyHistogram::bucketIndex(std::uint64_t value) noexcept
{
    if (value < 2 * kSubBuckets)
        return static_cast<std::size_t>(value);
    const unsigned msb = 63u - static_cast<unsigned>(std::countl_zero(value));
    const unsigned errorBits = msb - kSubBucketBits;
    const std::uint64_t base = std::uint64_t(errorBits + 1) << kSubBucketBits;
    const std::uint64_t offset = (value >> errorBits) & (kSubBuckets - 1);
    return static_cast<std::size_t>(base + offset);
}

std::uint64_t LatencyHistogram::bucketLow(std::size_t index) noexcept
{
    if (index < 2 * kSubBuckets)
        return index;
    const unsigned errorBits = static_cast<unsigned>(index >> kSubBucketBits) - 1;
    const std::uint64_t offset = index & (kSubBuckets - 1);
    return (kSubBuckets + offset) << errorBits;
}

std::uint64_t LatencyHistogram::bucketHigh(std::size_t index) noexcept
{
    if (index < 2 * kSubBuckets)
        return index;
    const unsigned errorBits = static_cast<unsigned>(index >> kSubBucketBits) - 1;
    return bucketLow(index) + ((std::uint64_t(1) << errorBits) - 1);
}

void LatencyHistogram::record(std::uint64_t value) noexcept
{
    ++m_buckets[bucketIndex(value)];
    ++m_count;
    m_sum += value;
    m_min = std::min(m_min, value);
    m_max = std::max(m_max, value);
}

void LatencyHistogram::merge(const LatencyHistogram &other) noexcept
{
    if (other.m_count == 0)
        return;
    for (std::size_t i = 0; i < kBucketCount; ++i)
        m_buckets[i] += other.m_buckets[i];
    m_count += other.m_count;
    m_sum += other.m_sum;
    m_min = std::min(m_min, other.m_min);
    m_max = std::max(m_max, other.m_max);
}

void LatencyHistogram::reset() noexcept
{
    *this = LatencyHistogram{};
}

double LatencyHistogram::mean() const noexcept
{
    return m_count ? static_cast<double>(m_sum) / static_cast<double>(m_count) : 0.0;
}

std::uint64_t LatencyHistogram::percentile(double p) const noexcept
{
    if (m_count == 0)
        return 0;
    p = std::clamp(p, 0.0, 100.0);
    auto rank = static_cast<std::uint64_t>(std::ceil(p / 100.0 * static_cast<double>(m_count)));
    rank = std::clamp<std::uint64_t>(rank, 1, m_count);
    std::uint64_t seen = 0;
    for (std::size_t i = 0; i < kBucketCount; ++i) {
        seen += m_buckets[i];
        if (seen >= rank) {
            // The middle halves the worst case error; min/max are exact, so never go past them.
            const std::uint64_t low = bucketLow(i);
            const std::uint64_t mid = low + (bucketHigh(i) - low) / 2;
            return std::clamp(mid, m_min, m_max);
        }
    }
    return m_max;
}

LatencySummary LatencyHistogram::summary() const noexcept
{
    LatencySummary s;
    s.count = count();
    s.min = min();
    s.max = max();
    s.mean = mean();
    s.p50 = percentile(50.0);
    s.p90 = percentile(90.0);
    s.p95 = percentile(95.0);
    s.p99 = percentile(99.0);
    s.p999 = percentile(99.9);
    return s;
}

} // namespace DriveProof::Engine
