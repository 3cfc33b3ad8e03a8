#include "histogramjson.h"

#include "reporttr.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>

namespace DriveProof::Report {

namespace {

using Engine::LatencyHistogram;
using Engine::Uint128;

constexpr Uint128 kUint128Max = ~Uint128(0);
constexpr qint64 kInt64Max = std::numeric_limits<qint64>::max();

Uint128 addSaturated(Uint128 a, Uint128 b)
{
    return a > kUint128Max - b ? kUint128Max : a + b;
}

// What every value of one bucket may be: inside the bucket and inside [min, max].
struct BucketRange
{
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    std::uint64_t count = 0; // values other than the recorded min and max
};

std::vector<BucketRange> bucketRanges(const HistogramParts &p)
{
    std::vector<BucketRange> ranges;
    ranges.reserve(p.buckets.size());
    for (const auto &[index, count] : p.buckets)
        ranges.push_back({std::max(LatencyHistogram::bucketLow(index), p.min),
                          std::min(LatencyHistogram::bucketHigh(index), p.max), count});
    // The exact min and max are recorded on their own, once each (callers handle count < 2).
    if (p.count >= 2) {
        ranges.front().count -= 1;
        ranges.back().count -= 1;
    }
    return ranges;
}

// Smallest and largest sum the values could have, saturating at 2^128 - 1.
std::pair<Uint128, Uint128> sumBounds(const HistogramParts &p,
                                      const std::vector<BucketRange> &ranges)
{
    Uint128 low = Uint128(p.min) + p.max;
    Uint128 high = low;
    for (const BucketRange &r : ranges) {
        low = addSaturated(low, Uint128(r.count) * r.low);
        high = addSaturated(high, Uint128(r.count) * r.high);
    }
    return {low, high};
}

HistogramProblem checkShape(const HistogramParts &p)
{
    if (p.count == 0)
        return p.buckets.empty()
                   ? (p.min == 0 && p.max == 0 ? HistogramProblem::None : HistogramProblem::MinMax)
                   : HistogramProblem::CountMismatch;
    std::uint64_t total = 0;
    for (const auto &bucket : p.buckets) {
        if (bucket.second > std::numeric_limits<std::uint64_t>::max() - total)
            return HistogramProblem::CountMismatch;
        total += bucket.second;
    }
    if (total != p.count || p.buckets.empty())
        return HistogramProblem::CountMismatch;
    if (p.min > p.max || LatencyHistogram::bucketIndex(p.min) != p.buckets.front().first ||
        LatencyHistogram::bucketIndex(p.max) != p.buckets.back().first)
        return HistogramProblem::MinMax;
    return HistogramProblem::None;
}

struct ValueGroup
{
    std::uint64_t value = 0;
    std::uint64_t count = 0;
};

// Spreads the part of the sum above the smallest possible one over the buckets, each
// bucket's share evenly over its values (q each, one more for r of them).
std::vector<ValueGroup> valueGroups(const std::vector<BucketRange> &ranges, Uint128 extra)
{
    std::vector<ValueGroup> groups;
    groups.reserve(ranges.size() * 2);
    for (const BucketRange &r : ranges) {
        if (r.count == 0)
            continue;
        const Uint128 share = std::min(extra, Uint128(r.count) * (r.high - r.low));
        extra -= share;
        const auto q = static_cast<std::uint64_t>(share / r.count);
        const auto rest = static_cast<std::uint64_t>(share % r.count);
        groups.push_back({r.low + q, r.count - rest});
        if (rest)
            groups.push_back({r.low + q + 1, rest});
    }
    return groups;
}

// Records each group's value `count` times by binary doubling: from the highest bit down,
// double everything so far, then add one value for each group with that bit set.
void recordGroups(const std::vector<ValueGroup> &groups, LatencyHistogram &h)
{
    for (int bit = 63; bit >= 0; --bit) {
        if (h.count()) {
            const LatencyHistogram copy = h;
            h.merge(copy);
        }
        for (const ValueGroup &g : groups) {
            if ((g.count >> bit) & 1u)
                h.record(g.value);
        }
    }
}

HistogramParts shapeOf(const LatencyHistogram &h)
{
    HistogramParts p;
    for (std::size_t i = 0; i < LatencyHistogram::kBucketCount; ++i) {
        if (h.bucketCount(i))
            p.buckets.emplace_back(i, h.bucketCount(i));
    }
    p.count = h.count();
    p.min = h.min();
    p.max = h.max();
    return p;
}

Uint128 estimateSum(const LatencyHistogram &h, const HistogramParts &shape)
{
    if (shape.count == 0)
        return 0;
    if (shape.count == 1)
        return shape.min;
    const long double estimate =
        std::round(static_cast<long double>(h.mean()) * static_cast<long double>(h.count()));
    const Uint128 sum = estimate >= 0x1p127L ? (Uint128(1) << 127) : static_cast<Uint128>(estimate);
    const auto [low, high] = sumBounds(shape, bucketRanges(shape));
    return std::clamp(sum, low, high);
}

} // namespace

HistogramParts histogramParts(const LatencyHistogram &h)
{
    HistogramParts p = shapeOf(h);
    p.sum = estimateSum(h, p);
    return p;
}

Uint128 histogramSum(const LatencyHistogram &h)
{
    return estimateSum(h, shapeOf(h));
}

HistogramProblem restoreHistogram(const HistogramParts &p, LatencyHistogram &out)
{
    out.reset();
    if (const HistogramProblem shape = checkShape(p); shape != HistogramProblem::None)
        return shape;
    if (p.count == 0)
        return p.sum == 0 ? HistogramProblem::None : HistogramProblem::Sum;
    if (p.count == 1) {
        if (p.sum != p.min)
            return HistogramProblem::Sum;
        out.record(p.min);
        return HistogramProblem::None;
    }
    const std::vector<BucketRange> ranges = bucketRanges(p);
    const auto [low, high] = sumBounds(p, ranges);
    if (p.sum < low || p.sum > high)
        return HistogramProblem::Sum;
    recordGroups(valueGroups(ranges, p.sum - low), out);
    out.record(p.min);
    out.record(p.max);
    return HistogramProblem::None;
}

QJsonObject histogramToJson(const LatencyHistogram &histogramNs)
{
    const HistogramParts p = histogramParts(histogramNs);
    QJsonArray buckets;
    for (const auto &[index, count] : p.buckets)
        buckets.append(QJsonArray{qint64(index), Json::unsignedValue(count)});
    return QJsonObject{
        {QStringLiteral("unit"), QStringLiteral("ns")},
        {QStringLiteral("sub_bucket_bits"), int(LatencyHistogram::kSubBucketBits)},
        {QStringLiteral("count"), Json::unsignedValue(p.count)},
        {QStringLiteral("min"), Json::unsignedValue(p.min)},
        {QStringLiteral("max"), Json::unsignedValue(p.max)},
        {QStringLiteral("sum"), qint64(std::min(p.sum, Uint128(kInt64Max)))},
        {QStringLiteral("buckets"), buckets},
    };
}

namespace {

// Reads the [[index, count], ...] list, sorted, or records why it cannot.
std::vector<std::pair<std::size_t, std::uint64_t>>
readBuckets(Json::Reader &reader, const QJsonArray &list, const QString &path)
{
    constexpr qint64 kLastBucket = qint64(LatencyHistogram::kBucketCount) - 1;
    std::vector<std::pair<std::size_t, std::uint64_t>> buckets;
    for (qsizetype i = 0; i < list.size() && !reader.failed(); ++i) {
        const QString itemPath = Json::indexPath(path, i);
        const QJsonArray pair = reader.array(list.at(i), itemPath);
        if (!reader.failed() && pair.size() != 2)
            reader.failType(itemPath, Tr::tr("a pair [bucket, count]"));
        const QJsonValue index = pair.at(0);
        if (!reader.failed() && index.isDouble() && index.toInteger(-1) > kLastBucket) {
            //: %1 where in the file; %2 the bucket number found; %3 the last valid one
            reader.fail(itemPath,
                        Tr::tr("The test result is damaged: %1 names latency bucket %2, but the "
                               "buckets end at %3.")
                            .arg(itemPath, QString::number(index.toInteger()),
                                 QString::number(kLastBucket)));
        }
        const qint64 at = reader.integer(index, Json::indexPath(itemPath, 0), 0, kLastBucket);
        const qint64 count = reader.integer(pair.at(1), Json::indexPath(itemPath, 1), 1, kInt64Max);
        if (!reader.failed())
            buckets.emplace_back(std::size_t(at), std::uint64_t(count));
    }
    std::sort(buckets.begin(), buckets.end());
    const auto twice =
        std::adjacent_find(buckets.begin(), buckets.end(),
                           [](const auto &a, const auto &b) { return a.first == b.first; });
    if (!reader.failed() && twice != buckets.end())
        //: %1 where in the file; %2 a bucket number
        reader.fail(path, Tr::tr("The test result is damaged: %1 lists latency bucket %2 twice.")
                              .arg(path, QString::number(twice->first)));
    return buckets;
}

} // namespace

LatencyHistogram histogramFromJson(Json::Reader &reader, const QJsonValue &value,
                                   const QString &path)
{
    Json::ObjectReader o(reader, reader.object(value, path), path);
    if (reader.failed())
        return {};
    if (o.string(QStringLiteral("unit")) != QLatin1String("ns") && !reader.failed())
        reader.failType(o.path(QStringLiteral("unit")), QStringLiteral("\"ns\""));
    const auto bits = int(LatencyHistogram::kSubBucketBits);
    o.integer(QStringLiteral("sub_bucket_bits"), bits, bits);
    HistogramParts p;
    p.count = std::uint64_t(o.integer(QStringLiteral("count"), 0, kInt64Max));
    p.min = std::uint64_t(o.integer(QStringLiteral("min"), 0, kInt64Max));
    p.max = std::uint64_t(o.integer(QStringLiteral("max"), 0, kInt64Max));
    p.sum = Uint128(o.integer(QStringLiteral("sum"), 0, kInt64Max));
    const QString bucketsPath = o.path(QStringLiteral("buckets"));
    p.buckets = readBuckets(reader, o.array(QStringLiteral("buckets")), bucketsPath);
    if (reader.failed())
        return {};

    LatencyHistogram h;
    switch (restoreHistogram(p, h)) {
    case HistogramProblem::None:
        return h;
    case HistogramProblem::CountMismatch:
        //: %1 where in the file, e.g. measurements[0].histogram
        reader.fail(path, Tr::tr("The test result is damaged: the latency buckets of %1 do not "
                                 "add up to its count.")
                              .arg(path));
        break;
    case HistogramProblem::MinMax:
        //: %1 where in the file, e.g. measurements[0].histogram
        reader.fail(path, Tr::tr("The test result is damaged: the minimum or maximum of %1 lies "
                                 "outside its lowest or highest latency bucket.")
                              .arg(path));
        break;
    case HistogramProblem::Sum:
        //: %1 where in the file, e.g. measurements[0].histogram
        reader.fail(path, Tr::tr("The test result is damaged: the sum of %1 cannot come from its "
                                 "latency buckets.")
                              .arg(path));
        break;
    }
    return {};
}

} // namespace DriveProof::Report
