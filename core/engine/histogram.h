// Log-linear latency histogram, after fio's stat.h: each power of two is split into 64
// linear sub-buckets, so any recorded value is known to within 1/64 of itself while the
// whole 64-bit range fits in a few thousand counters. Recording is O(1) and two
// histograms merge by adding counters, which is how intervals and threads are combined:
// percentiles are never averaged (docs/style.md, "patterns to avoid").
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace DriveProof::Engine {

// GCC/Clang extension; __extension__ keeps -Wpedantic quiet about it.
__extension__ typedef unsigned __int128 Uint128;

struct LatencySummary
{
    std::uint64_t count = 0;
    std::uint64_t min = 0;
    std::uint64_t max = 0;
    double mean = 0.0;
    std::uint64_t p50 = 0;
    std::uint64_t p90 = 0;
    std::uint64_t p95 = 0;
    std::uint64_t p99 = 0;
    std::uint64_t p999 = 0;
};

// Values are nanoseconds by convention, but nothing here depends on the unit.
// Not thread-safe: each thread owns its histograms and merges them under the runner's lock.
class LatencyHistogram
{
public:
    static constexpr unsigned kSubBucketBits = 6;
    static constexpr std::uint64_t kSubBuckets = 1u << kSubBucketBits; // 64 → error ≤ 1/64
    // Values below 2*64 get a bucket each (exact); every higher power of two gets 64.
    static constexpr std::size_t kBucketCount = (64 - kSubBucketBits + 1) * kSubBuckets;

    void record(std::uint64_t value) noexcept;
    void merge(const LatencyHistogram &other) noexcept;
    void reset() noexcept;

    std::uint64_t count() const noexcept { return m_count; }
    std::uint64_t min() const noexcept { return m_count ? m_min : 0; }
    std::uint64_t max() const noexcept { return m_max; }
    // Exact (the sum is kept beside the buckets); 0 when empty.
    double mean() const noexcept;
    // Nearest-rank percentile, p in [0, 100]: the bucket holding the ceil(p/100*n)-th value,
    // reported as the middle of that bucket clamped to [min, max]; 0 when empty.
    std::uint64_t percentile(double p) const noexcept;
    LatencySummary summary() const noexcept;

    static std::size_t bucketIndex(std::uint64_t value) noexcept;
    static std::uint64_t bucketLow(std::size_t index) noexcept;  // smallest value in bucket
    static std::uint64_t bucketHigh(std::size_t index) noexcept; // largest value in bucket
    std::uint64_t bucketCount(std::size_t index) const noexcept { return m_buckets[index]; }

private:
    std::array<std::uint64_t, kBucketCount> m_buckets{};
    std::uint64_t m_count = 0;
    std::uint64_t m_min = UINT64_MAX;
    std::uint64_t m_max = 0;
    // 128-bit so a long run of long latencies cannot wrap the mean.
    Uint128 m_sum = 0;
};

} // namespace DriveProof::Engine
