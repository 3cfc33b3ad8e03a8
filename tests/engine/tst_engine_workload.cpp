// Job validation and the offset generators: coverage of a small area, alignment, the
// read/write mix, the per-thread byte budget and determinism for a seed.
#include "engine/workload.h"

#include <QtTest>

#include <array>
#include <map>
#include <set>
#include <string>

using namespace DriveProof::Engine;

namespace {
Job smallJob(AccessPattern pattern)
{
    Job j;
    j.pattern = pattern;
    j.offset = 1 << 20;
    j.size = 64 * 4096;
    j.blockSize = 4096;
    j.byteLimit = 1;
    j.byteLimit = j.size;
    return j;
}
} // namespace

class TestWorkload : public QObject
{
    Q_OBJECT
private slots:
    void validation();
    void sequentialSlicesCoverAreaOnce();
    void randomCoversAreaAligned();
    void mixRatio_data();
    void mixRatio();
    void deterministicPerSeed();
    void byteLimitSharedExactly();
    void buffersAlignedAndDataNeverRepeats();
};

void TestWorkload::validation()
{
    Job j = smallJob(AccessPattern::Random);
    QVERIFY(validateJob(j).empty());
    Job bad = j;
    bad.blockSize = 0;
    QVERIFY(!validateJob(bad).empty());
    bad = j;
    bad.byteLimit = 0; // and no time limit
    QVERIFY(!validateJob(bad).empty());
    bad = j;
    bad.readPercent = 101;
    QVERIFY(!validateJob(bad).empty());
    bad = j;
    bad.threads = 65; // 64 blocks cannot give every thread one
    QVERIFY(!validateJob(bad).empty());
    bad = j;
    bad.bufferAlignment = 3000;
    QVERIFY(!validateJob(bad).empty());
    bad = j;
    bad.queueDepth = 0;
    QVERIFY(!validateJob(bad).empty());
}

// Three threads over 64 blocks: slices of 22/21/21 blocks, disjoint, together the area.
void TestWorkload::sequentialSlicesCoverAreaOnce()
{
    Job j = smallJob(AccessPattern::Sequential);
    j.threads = 3;
    std::set<std::uint64_t> seen;
    for (unsigned t = 0; t < j.threads; ++t) {
        OffsetGenerator g(j, t);
        const std::uint64_t ops = threadOpLimit(j, t);
        std::uint64_t prev = 0;
        for (std::uint64_t i = 0; i < ops; ++i) {
            const IoRequest r = g.next();
            QVERIFY(!r.write);
            if (i > 0)
                QCOMPARE(r.offset, prev + j.blockSize); // strictly sequential in its slice
            prev = r.offset;
            QVERIFY(seen.insert(r.offset).second);
        }
        // After its slice, a thread wraps to the slice start.
        OffsetGenerator again(j, t);
        const std::uint64_t first = again.next().offset;
        QCOMPARE(g.next().offset, first);
    }
    QCOMPARE(seen.size(), std::size_t(64));
    QCOMPARE(*seen.begin(), j.offset);
    QCOMPARE(*seen.rbegin(), j.offset + j.size - j.blockSize);
}

void TestWorkload::randomCoversAreaAligned()
{
    Job j = smallJob(AccessPattern::Random);
    j.size = 64 * 4096 + 100; // a partial block at the end is never used
    OffsetGenerator g(j, 0);
    std::map<std::uint64_t, int> hits;
    for (int i = 0; i < 64 * 200; ++i) {
        const IoRequest r = g.next();
        QVERIFY(r.offset >= j.offset);
        QVERIFY(r.offset + j.blockSize <= j.offset + j.size);
        QCOMPARE((r.offset - j.offset) % j.blockSize, 0u);
        ++hits[r.offset];
    }
    QCOMPARE(hits.size(), std::size_t(64));
    // Uniform: 200 expected per block; ±50% is > 7 sigma.
    for (const auto &[offset, n] : hits)
        QVERIFY2(n > 100 && n < 300, qPrintable(QString::number(n)));
}

void TestWorkload::mixRatio_data()
{
    QTest::addColumn<unsigned>("readPercent");
    QTest::newRow("read") << 100u;
    QTest::newRow("write") << 0u;
    QTest::newRow("70/30") << 70u;
    QTest::newRow("50/50") << 50u;
    QTest::newRow("1/99") << 1u;
}

void TestWorkload::mixRatio()
{
    QFETCH(unsigned, readPercent);
    Job j = smallJob(AccessPattern::Random);
    j.readPercent = readPercent;
    OffsetGenerator g(j, 0);
    const int n = 100'000;
    int reads = 0;
    for (int i = 0; i < n; ++i)
        reads += g.next().write ? 0 : 1;
    const double share = 100.0 * reads / n;
    QVERIFY2(std::abs(share - readPercent) <= 1.0, qPrintable(QString::number(share)));
    if (readPercent == 100 || readPercent == 0)
        QCOMPARE(share, double(readPercent));
}

void TestWorkload::deterministicPerSeed()
{
    Job j = smallJob(AccessPattern::Random);
    j.readPercent = 50;
    OffsetGenerator a(j, 0), b(j, 0), otherThread(j, 1);
    j.seed = 2;
    OffsetGenerator otherSeed(j, 0);
    int sameThread = 0, sameSeed = 0;
    for (int i = 0; i < 1000; ++i) {
        const IoRequest x = a.next(), y = b.next();
        QCOMPARE(x.offset, y.offset);
        QCOMPARE(x.write, y.write);
        sameThread += otherThread.next().offset == x.offset;
        sameSeed += otherSeed.next().offset == x.offset;
    }
    QVERIFY(sameThread < 100); // 1/64 chance each: ~16 expected
    QVERIFY(sameSeed < 100);
}

void TestWorkload::byteLimitSharedExactly()
{
    Job j = smallJob(AccessPattern::Sequential);
    j.threads = 3;
    j.byteLimit = 10 * 4096 + 123; // partial block does not count
    std::uint64_t total = 0;
    for (unsigned t = 0; t < 3; ++t)
        total += threadOpLimit(j, t);
    QCOMPARE(total, 10u);
    QCOMPARE(threadOpLimit(j, 0), 4u);
    QCOMPARE(threadOpLimit(j, 2), 3u);
    j.byteLimit = 0;
    QCOMPARE(threadOpLimit(j, 0), 0u);
}

// Buffers honour the alignment (and the deliberate offset); written data has no repeated
// 512-byte sector within a buffer or across refreshes, so dedup and compression gain nothing.
void TestWorkload::buffersAlignedAndDataNeverRepeats()
{
    for (std::size_t align : {512u, 4096u, 65536u}) {
        AlignedBuffer b(1 << 16, align);
        QVERIFY(b);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(b.data()) % align, 0u);
        AlignedBuffer off(4096, align, 1);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(off.data()) % align, 1u);
    }
    AlignedBuffer moved(8192, 4096);
    std::byte *p = moved.data();
    AlignedBuffer other(std::move(moved));
    QCOMPARE(other.data(), p);
    QVERIFY(!moved);

    constexpr std::size_t kSize = 256 << 10;
    AlignedBuffer buf(kSize, 4096);
    Xoshiro256 rng(9);
    fillRandom(buf.data(), kSize, rng);
    std::set<std::string> sectors;
    auto addAll = [&] {
        for (std::size_t i = 0; i < kSize; i += 512)
            QVERIFY(sectors.insert(std::string(reinterpret_cast<const char *>(buf.data() + i), 512))
                        .second);
    };
    addAll();
    for (int round = 0; round < 4; ++round) {
        refreshForWrite(buf.data(), kSize, rng);
        addAll();
    }
    // Byte values are spread evenly: a crude incompressibility check (~1024 per value).
    std::array<int, 256> counts{};
    for (std::size_t i = 0; i < kSize; ++i)
        ++counts[std::size_t(buf.data()[i])];
    for (int c : counts)
        QVERIFY2(c > 850 && c < 1200, qPrintable(QString::number(c)));

    Xoshiro256 bounded(1);
    for (int i = 0; i < 10000; ++i)
        QVERIFY(bounded.below(7) < 7);
}

QTEST_GUILESS_MAIN(TestWorkload)
#include "tst_engine_workload.moc"
