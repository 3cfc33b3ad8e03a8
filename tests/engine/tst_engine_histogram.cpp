// The latency histogram against a sorted reference: relative error ≤ 1/64 for every
// value and percentile, exact min/max/mean/count, and merge == record-all.
#include "engine/buffer.h"
#include "engine/histogram.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace DriveProof::Engine;

namespace {
enum Distribution { Uniform, Exponential, LogUniform, Bimodal };

std::vector<std::uint64_t> sample(Distribution d, std::size_t n, std::uint64_t seed)
{
    Xoshiro256 rng(seed);
    std::vector<std::uint64_t> v(n);
    for (auto &x : v) {
        const double u = (double(rng.next() >> 11) + 0.5) / 9007199254740992.0; // (0,1)
        switch (d) {
        case Uniform:
            x = 1 + rng.below(10'000'000);
            break; // up to 10 ms
        case Exponential:
            x = std::uint64_t(-std::log(u) * 80'000.0);
            break; // mean 80 µs
        case LogUniform:
            x = std::uint64_t(std::exp(u * std::log(1e12)));
            break; // 1 ns..1000 s
        case Bimodal:
            x = (rng.below(100) < 95) ? 20'000 + rng.below(5'000)
                                      : 8'000'000 + rng.below(4'000'000);
            break;
        }
    }
    return v;
}

std::uint64_t nearestRank(const std::vector<std::uint64_t> &sorted, double p)
{
    auto rank = std::uint64_t(std::ceil(p / 100.0 * double(sorted.size())));
    rank = std::clamp<std::uint64_t>(rank, 1, sorted.size());
    return sorted[rank - 1];
}
} // namespace

class TestHistogram : public QObject
{
    Q_OBJECT
private slots:
    void bucketsAreContiguousAndTight();
    void percentilesMatchReference_data();
    void percentilesMatchReference();
    void mergeEqualsRecordAll();
    void emptyAndSingle();
};

// Every value maps to a bucket whose [low, high] contains it and whose width is at most
// 1/64 of its low end; bucket ranges tile the line without gaps.
void TestHistogram::bucketsAreContiguousAndTight()
{
    for (std::size_t i = 1; i < LatencyHistogram::kBucketCount; ++i)
        QCOMPARE(LatencyHistogram::bucketLow(i), LatencyHistogram::bucketHigh(i - 1) + 1);
    QCOMPARE(LatencyHistogram::bucketHigh(LatencyHistogram::kBucketCount - 1), UINT64_MAX);
    Xoshiro256 rng(7);
    for (int i = 0; i < 200000; ++i) {
        const std::uint64_t v = rng.next() >> rng.below(64);
        const std::size_t b = LatencyHistogram::bucketIndex(v);
        QVERIFY(b < LatencyHistogram::kBucketCount);
        const std::uint64_t lo = LatencyHistogram::bucketLow(b),
                            hi = LatencyHistogram::bucketHigh(b);
        QVERIFY(lo <= v && v <= hi);
        QVERIFY((hi - lo) <= lo / 64);
    }
}

void TestHistogram::percentilesMatchReference_data()
{
    QTest::addColumn<int>("distribution");
    QTest::newRow("uniform") << int(Uniform);
    QTest::newRow("exponential") << int(Exponential);
    QTest::newRow("log-uniform") << int(LogUniform);
    QTest::newRow("bimodal") << int(Bimodal);
}

void TestHistogram::percentilesMatchReference()
{
    QFETCH(int, distribution);
    auto values = sample(Distribution(distribution), 200'001, 42 + distribution);
    LatencyHistogram h;
    long double sum = 0;
    for (auto v : values) {
        h.record(v);
        sum += v;
    }
    std::sort(values.begin(), values.end());
    QCOMPARE(h.count(), values.size());
    QCOMPARE(h.min(), values.front());
    QCOMPARE(h.max(), values.back());
    QVERIFY(std::abs(h.mean() - double(sum / values.size())) <= 1e-9 * h.mean() + 1e-9);
    for (double p : {1.0, 10.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 100.0}) {
        const auto want = double(nearestRank(values, p));
        const auto got = double(h.percentile(p));
        if (std::abs(got - want) > want / 64.0)
            QFAIL(
                qPrintable(QStringLiteral("p%1: got %2, reference %3").arg(p).arg(got).arg(want)));
    }
    const LatencySummary s = h.summary();
    QCOMPARE(s.p99, h.percentile(99.0));
    QCOMPARE(s.p999, h.percentile(99.9));
    QCOMPARE(s.max, values.back());
}

void TestHistogram::mergeEqualsRecordAll()
{
    const auto values = sample(Exponential, 50'000, 3);
    LatencyHistogram all, parts[4], merged;
    for (std::size_t i = 0; i < values.size(); ++i) {
        all.record(values[i]);
        parts[i % 4].record(values[i]);
    }
    LatencyHistogram empty;
    merged.merge(empty);
    for (auto &p : parts)
        merged.merge(p);
    QCOMPARE(merged.count(), all.count());
    QCOMPARE(merged.min(), all.min());
    QCOMPARE(merged.max(), all.max());
    QCOMPARE(merged.mean(), all.mean());
    for (std::size_t i = 0; i < LatencyHistogram::kBucketCount; ++i)
        QCOMPARE(merged.bucketCount(i), all.bucketCount(i));
    for (double p : {50.0, 90.0, 95.0, 99.0, 99.9})
        QCOMPARE(merged.percentile(p), all.percentile(p));
}

void TestHistogram::emptyAndSingle()
{
    LatencyHistogram h;
    QCOMPARE(h.count(), 0u);
    QCOMPARE(h.percentile(99), 0u);
    QCOMPARE(h.min(), 0u);
    QCOMPARE(h.mean(), 0.0);
    h.record(123456789);
    for (double p : {0.0, 50.0, 100.0})
        QCOMPARE(h.percentile(p), 123456789u); // clamped to exact min/max
    h.reset();
    QCOMPARE(h.count(), 0u);
}

QTEST_GUILESS_MAIN(TestHistogram)
#include "tst_engine_histogram.moc"
