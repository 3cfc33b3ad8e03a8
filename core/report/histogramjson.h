// The latency histogram in JSON: only its non-zero buckets, plus what the buckets alone do
// not tell (count, exact min and max, sum). An imported histogram gives the same
// percentiles, count, min and max as the one exported, and the same mean (exactly while
// the sum stays below 2^52 ns, about 52 days of summed latency; see histogramSum()).
#pragma once

#include "engine/histogram.h"
#include "jsonreader.h"

#include <QJsonObject>

#include <utility>
#include <vector>

namespace DriveProof::Report {

// A histogram taken apart: the non-zero buckets (index, count) in increasing index order.
struct HistogramParts
{
    std::vector<std::pair<std::size_t, std::uint64_t>> buckets;
    std::uint64_t count = 0;
    std::uint64_t min = 0;
    std::uint64_t max = 0;
    Engine::Uint128 sum = 0;
};

enum class HistogramProblem {
    None,
    CountMismatch, // the buckets do not add up to count
    MinMax,        // min/max outside the lowest/highest bucket, or min > max
    Sum,           // no values in these buckets add up to sum
};

// The histogram does not expose its exact sum: this is round(mean × count), clamped to
// what its buckets, min and max allow. Exact below 2^52.
Engine::Uint128 histogramSum(const Engine::LatencyHistogram &h);
HistogramParts histogramParts(const Engine::LatencyHistogram &h);

// Rebuilds a histogram with exactly these buckets, count, min, max and sum (choosing values
// inside each bucket), in O(64 × buckets) whatever the counts. `buckets` must be sorted by
// index, without duplicates or zero counts, every index < kBucketCount.
HistogramProblem restoreHistogram(const HistogramParts &parts, Engine::LatencyHistogram &out);

QJsonObject histogramToJson(const Engine::LatencyHistogram &histogramNs);
// Reads what histogramToJson() wrote; on any problem records it in `reader` (with `path`)
// and returns an empty histogram.
Engine::LatencyHistogram histogramFromJson(Json::Reader &reader, const QJsonValue &value,
                                           const QString &path);

} // namespace DriveProof::Report
