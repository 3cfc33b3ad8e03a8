// The classifier alone (core/capacity/classify.h): made-up read-back samples to verdicts.
#include "capacity/classify.h"
#include "capacity/findings.h"
#include "capacity/record.h"

#include <QTest>

#include <vector>

using namespace DriveProof::Capacity;

namespace {

Sample at(std::uint64_t offset, BlockState state = BlockState::Ok, std::uint64_t named = 0)
{
    return Sample{offset, {state, state == BlockState::Ok ? offset : named}};
}

} // namespace

class TestCapacityClassify : public QObject
{
    Q_OBJECT

private slots:
    void allGoodIsGenuine()
    {
        const Classification c = classify({at(4096), at(0), at(8192)}, 1 << 20, 512);
        QCOMPARE(c.verdict, Verdict::Genuine);
        QCOMPARE(c.usableBytes, quint64(1 << 20));
        QCOMPARE(c.ok, quint64(3));
    }

    void aliasGivesTheRealSizeFromEitherSide()
    {
        // Seen from the high offset (quick probe) and from the low one (full verify).
        const std::uint64_t real = 1000 * 512;
        Classification c = classify({at(0), at(512), at(real + 512, BlockState::Elsewhere, 512),
                                     at(real * 2 + 1024, BlockState::Elsewhere, 1024)},
                                    4 * real, 512);
        QCOMPARE(c.verdict, Verdict::WrapAround);
        QCOMPARE(c.realBytes, real);
        QCOMPARE(c.usableBytes, real);
        QCOMPARE(c.firstBadOffset.value_or(0), real);
        c = classify({at(0, BlockState::Elsewhere, real), at(real)}, 2 * real, 512);
        QCOMPARE(c.verdict, Verdict::WrapAround);
        QCOMPARE(c.realBytes, real);
    }

    void badTailIsDroppedWrites_data()
    {
        QTest::addColumn<int>("state");
        QTest::newRow("zeros") << int(BlockState::Zero);
        QTest::newRow("old data") << int(BlockState::Foreign);
        QTest::newRow("read errors") << int(BlockState::Unreadable);
    }
    void badTailIsDroppedWrites()
    {
        QFETCH(int, state);
        const Classification c = classify(
            {at(0), at(1024), at(2048, BlockState(state)), at(4096, BlockState(state))}, 8192, 512);
        QCOMPARE(c.verdict, Verdict::DroppedWrites);
        QCOMPARE(c.usableBytes, quint64(1536));
        QCOMPARE(c.firstBadOffset.value_or(0), quint64(2048));
        QCOMPARE(c.lastGoodOffset.value_or(0), quint64(1024));
    }

    void goodAfterBadIsDamaged()
    {
        const Classification c = classify({at(0), at(1024, BlockState::Zero), at(2048)}, 4096, 512);
        QCOMPARE(c.verdict, Verdict::Damaged);
        QCOMPARE(c.firstBadOffset.value_or(0), quint64(1024));
    }

    void badChecksumIsDamaged()
    {
        const Classification c =
            classify({at(0), at(1024), at(2048, BlockState::Damaged)}, 4096, 512);
        QCOMPARE(c.verdict, Verdict::Damaged);
        QCOMPARE(c.damaged, quint64(1));
    }

    void nothingGoodIsUndecided()
    {
        QCOMPARE(classify({at(0, BlockState::Zero), at(512, BlockState::Zero)}, 4096, 512).verdict,
                 Verdict::Undecided);
        QCOMPARE(classify({}, 4096, 512).verdict, Verdict::Undecided);
    }

    void records()
    {
        RunId run{};
        run[3] = 7;
        std::vector<std::byte> block(4096);
        encodeRecord(run, 123 * 4096, block.data(), 4096);
        QCOMPARE(checkRecord(run, 123 * 4096, block.data(), 4096).state, BlockState::Ok);
        const BlockCheck moved = checkRecord(run, 4096, block.data(), 4096);
        QCOMPARE(moved.state, BlockState::Elsewhere);
        QCOMPARE(moved.namedOffset, quint64(123 * 4096));
        RunId other = run;
        other[0] = 1;
        QCOMPARE(checkRecord(other, 123 * 4096, block.data(), 4096).state, BlockState::Foreign);
        block[4000] ^= std::byte{1};
        QCOMPARE(checkRecord(run, 123 * 4096, block.data(), 4096).state, BlockState::Damaged);
        std::fill(block.begin(), block.end(), std::byte{0});
        QCOMPARE(checkRecord(run, 0, block.data(), 4096).state, BlockState::Zero);
    }

    void verdictsAreWorded()
    {
        Classification c;
        for (Verdict v : {Verdict::Genuine, Verdict::WrapAround, Verdict::DroppedWrites,
                          Verdict::Damaged, Verdict::Undecided}) {
            c.verdict = v;
            c.firstBadOffset = 4096;
            const DriveProof::Finding f = verdictFinding(c, 1 << 20, false, 0);
            QCOMPARE(f.code, QStringLiteral("capacity.") + verdictKey(v));
            QVERIFY(!findingText(f).isEmpty());
            QCOMPARE(f.text, findingText(f));
        }
    }
};

QTEST_GUILESS_MAIN(TestCapacityClassify)
#include "tst_capacityclassify.moc"
