#include "testresult.h"

namespace DriveProof::Report {

namespace {

constexpr double kNsPerUs = 1000.0;

double us(std::uint64_t ns)
{
    return static_cast<double>(ns) / kNsPerUs;
}

} // namespace

// The histogram holds nanoseconds; results speak microseconds. One pass over the buckets
// per percentile is cheap next to a run, and keeps every number from the merged histogram.
LatencyStats latencyStats(const Engine::LatencyHistogram &histogramNs)
{
    const Engine::LatencySummary s = histogramNs.summary();
    LatencyStats stats;
    stats.count = s.count;
    stats.minUs = us(s.min);
    stats.meanUs = s.mean / kNsPerUs;
    stats.p50Us = us(s.p50);
    stats.p90Us = us(s.p90);
    stats.p95Us = us(s.p95);
    stats.p99Us = us(s.p99);
    stats.p999Us = us(s.p999);
    stats.maxUs = us(s.max);
    return stats;
}

} // namespace DriveProof::Report
