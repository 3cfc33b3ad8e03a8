// The power-loss record format and write plan, pure: the header survives a round trip,
// the CRC catches every single flipped bit, the keystream is reproducible and differs per
// seq, block and run, and the plan is deterministic, stays out of the cold region and
// covers the ring and the hot region.
#include "powerloss/plan.h"
#include "powerloss/record.h"

#include <QTest>

#include <set>
#include <vector>

using namespace DriveProof::PowerLoss;

namespace {

RunParameters params(std::uint32_t blockSize = 4096)
{
    RunParameters p;
    for (std::size_t i = 0; i < p.runId.size(); ++i)
        p.runId[i] = std::uint8_t(0x11 * (i + 1));
    p.blockSize = blockSize;
    p.areaBlocks = 4096;
    p.coldBlocks = 512;
    p.ringBlocks = 1024;
    p.maxWriteBlocks = 32;
    p.seed = 42;
    p.writesPerCommit = 3;
    p.workers = 2;
    return p;
}

std::vector<std::byte> encoded(const RunParameters &p, const BlockImage &image)
{
    std::vector<std::byte> block(p.blockSize);
    encodeBlock(p, image, block.data());
    return block;
}

// Bytes at the same offset in two payloads: random data agrees on about 1 in 256.
int samePayloadBytes(const std::vector<std::byte> &a, const std::vector<std::byte> &b)
{
    int same = 0;
    for (std::size_t i = kRecordHeaderBytes; i < a.size(); ++i)
        same += a[i] == b[i] ? 1 : 0;
    return same;
}

} // namespace

class TestPlRecord : public QObject
{
    Q_OBJECT
private slots:
    void headerRoundTrip()
    {
        const RunParameters p = params();
        const BlockImage image{1234567, 700, 5, 9, 1234000};
        const auto block = encoded(p, image);
        const DecodedRecord r = decodeBlock(block.data(), p.blockSize);
        QCOMPARE(r.status, DecodeStatus::Valid);
        QCOMPARE(r.header.runId, p.runId);
        QCOMPARE(r.header.seq, image.seq);
        QCOMPARE(r.header.lba, image.lba);
        QCOMPARE(r.header.blockIndex, image.blockIndex);
        QCOMPARE(r.header.blockCount, image.blockCount);
        QCOMPARE(r.header.prevSeq, image.prevSeq);
        QCOMPARE(r.header.workerId, std::uint32_t((1234567 - 1) % 2));
        QCOMPARE(r.header.flushEpoch, std::uint64_t((1234567 - 1) / 3 + 1));
        QCOMPARE(r.header.blockBytes, p.blockSize);
        QCOMPARE(r.header.headerBytes, std::uint16_t(kRecordHeaderBytes));
        // Little-endian on disk whatever the host: "DPPL", then version 1.
        QCOMPARE(char(block[0]), 'D');
        QCOMPARE(char(block[3]), 'L');
        QCOMPARE(int(block[4]), 1);
        QCOMPARE(int(block[24]), int(1234567 & 0xFF));
        // Generation 0 has worker 0 and epoch 0.
        const auto gen0 = encoded(p, BlockImage{0, 3, 0, 1, 0});
        const DecodedRecord g = decodeBlock(gen0.data(), p.blockSize);
        QCOMPARE(g.status, DecodeStatus::Valid);
        QCOMPARE(g.header.flushEpoch, std::uint64_t(0));
        QCOMPARE(g.header.workerId, std::uint32_t(0));
    }

    void crcCatchesEverySingleBitFlip_data()
    {
        QTest::addColumn<std::uint32_t>("blockSize");
        QTest::newRow("512") << 512u;
        QTest::newRow("4096") << 4096u;
    }
    void crcCatchesEverySingleBitFlip()
    {
        QFETCH(std::uint32_t, blockSize);
        const RunParameters p = params(blockSize);
        auto block = encoded(p, BlockImage{77, 600, 1, 4, 12});
        int undetected = 0;
        for (std::size_t bit = 0; bit < std::size_t(blockSize) * 8; ++bit) {
            block[bit / 8] ^= std::byte(1u << (bit % 8));
            undetected += decodeBlock(block.data(), blockSize).status == DecodeStatus::Valid;
            block[bit / 8] ^= std::byte(1u << (bit % 8));
        }
        QCOMPARE(undetected, 0);
        QCOMPARE(decodeBlock(block.data(), blockSize).status, DecodeStatus::Valid);
        // A block read with the wrong size is not valid (the size is in the header).
        if (blockSize > 512)
            QVERIFY(decodeBlock(block.data(), 512).status != DecodeStatus::Valid);
        block[4] = std::byte{9};
        QCOMPARE(decodeBlock(block.data(), blockSize).status, DecodeStatus::BadVersion);
        block[0] = std::byte{0};
        QCOMPARE(decodeBlock(block.data(), blockSize).status, DecodeStatus::BadMagic);
    }

    void keystreamReproducibleAndDistinct()
    {
        const RunParameters p = params();
        const BlockImage base{500, 1000, 2, 8, 100};
        const auto a = encoded(p, base);
        QCOMPARE(encoded(p, base), a); // byte for byte, every time

        const int limit = int(p.blockSize - kRecordHeaderBytes) / 64; // far above 1/256
        BlockImage other = base;
        other.seq = 501;
        QVERIFY(samePayloadBytes(a, encoded(p, other)) < limit);
        other = base;
        other.blockIndex = 3;
        QVERIFY(samePayloadBytes(a, encoded(p, other)) < limit);
        RunParameters otherRun = p;
        otherRun.runId[15] ^= 1;
        QVERIFY(samePayloadBytes(a, encoded(otherRun, base)) < limit);
        // Generation 0 differs per lba, and from any numbered write.
        const auto g1 = encoded(p, BlockImage{0, 1, 0, 1, 0});
        const auto g2 = encoded(p, BlockImage{0, 2, 0, 1, 0});
        QVERIFY(samePayloadBytes(g1, g2) < limit);
        QVERIFY(samePayloadBytes(g1, encoded(p, BlockImage{1, 1, 0, 1, 0})) < limit);
        // The payload does not depend on the header-only fields (prev seq, lba of a write).
        other = base;
        other.prevSeq = 7;
        const auto c = encoded(p, other);
        QVERIFY(
            std::equal(a.begin() + kRecordHeaderBytes, a.end(), c.begin() + kRecordHeaderBytes));
        QVERIFY(!std::equal(a.begin(), a.begin() + kRecordHeaderBytes, c.begin()));
    }

    void parametersChecked()
    {
        QVERIFY(parameterProblem(params()).empty());
        RunParameters p = params();
        p.blockSize = 1000;
        QVERIFY(!parameterProblem(p).empty());
        p = params();
        p.coldBlocks = p.areaBlocks;
        QVERIFY(!parameterProblem(p).empty()); // nothing left to write
        p = params();
        p.ringBlocks = p.areaBlocks;
        QVERIFY(!parameterProblem(p).empty()); // cold + ring beyond the area
        p = params();
        p.writesPerCommit = 0;
        QVERIFY(!parameterProblem(p).empty());
    }

    void planDeterministic()
    {
        const RunParameters p = params();
        RunParameters reseeded = p;
        reseeded.seed = 43;
        int differs = 0;
        for (std::uint64_t seq = 1; seq <= 5000; ++seq) {
            const PlannedWrite a = planWrite(p, seq);
            const PlannedWrite b = planWrite(p, seq);
            QCOMPARE(a.seq, seq);
            QCOMPARE(a.lba, b.lba);
            QCOMPARE(a.blockCount, b.blockCount);
            const PlannedWrite c = planWrite(reseeded, seq);
            differs += (c.lba != a.lba || c.blockCount != a.blockCount) ? 1 : 0;
        }
        QVERIFY(differs > 2500); // the seed really drives the plan
        // Out of order gives the same answer as in order: no hidden state.
        QCOMPARE(planWrite(p, 4321).lba, planWrite(p, 4321).lba);
    }

    void planStaysOutOfColdAndCoversRingAndHot_data()
    {
        QTest::addColumn<std::uint64_t>("ring");
        QTest::addColumn<std::uint64_t>("cold");
        QTest::addColumn<std::uint32_t>("maxBlocks");
        QTest::newRow("ring+hot") << std::uint64_t(1024) << std::uint64_t(512) << 32u;
        QTest::newRow("ring only") << std::uint64_t(3584) << std::uint64_t(512) << 32u;
        QTest::newRow("hot only") << std::uint64_t(0) << std::uint64_t(512) << 32u;
        QTest::newRow("single blocks") << std::uint64_t(100) << std::uint64_t(0) << 1u;
    }
    void planStaysOutOfColdAndCoversRingAndHot()
    {
        QFETCH(std::uint64_t, ring);
        QFETCH(std::uint64_t, cold);
        QFETCH(std::uint32_t, maxBlocks);
        RunParameters p = params();
        p.ringBlocks = ring;
        p.coldBlocks = cold;
        p.maxWriteBlocks = maxBlocks;
        QVERIFY(parameterProblem(p).empty());
        const std::uint64_t hotStart = cold + ring;
        std::vector<int> touched(p.areaBlocks, 0);
        std::uint64_t ringWrites = 0, hotWrites = 0, lastRingEnd = 0;
        std::set<std::uint32_t> sizes;
        for (std::uint64_t seq = 1; seq <= 200000; ++seq) {
            const PlannedWrite w = planWrite(p, seq);
            QVERIFY(w.blockCount >= 1 && w.blockCount <= maxBlocks);
            QVERIFY(w.lba >= cold);
            QVERIFY(w.lba + w.blockCount <= p.areaBlocks);
            sizes.insert(w.blockCount);
            const bool inRing = w.lba < hotStart;
            QVERIFY(!inRing || w.lba + w.blockCount <= hotStart); // never straddles
            if (inRing) {
                // Appends: each ring write starts where the last ended, or wraps to the start.
                if (ringWrites > 0)
                    QVERIFY2(w.lba == lastRingEnd || w.lba == cold,
                             qPrintable(QStringLiteral("seq %1").arg(seq)));
                lastRingEnd = w.lba + w.blockCount;
                ++ringWrites;
            } else {
                ++hotWrites;
            }
            for (std::uint32_t i = 0; i < w.blockCount; ++i)
                ++touched[w.lba + i];
        }
        for (std::uint64_t b = 0; b < cold; ++b)
            QCOMPARE(touched[b], 0);
        // Every ring block but the remainder after the last whole slot, every hot block.
        const std::uint64_t slot = ring >= 2 ? std::min<std::uint64_t>(maxBlocks + 1, ring) : 1;
        for (std::uint64_t b = cold; b < cold + ring / slot * slot; ++b)
            QVERIFY2(touched[b] > 0, qPrintable(QStringLiteral("ring block %1").arg(b)));
        for (std::uint64_t b = hotStart; b < p.areaBlocks; ++b)
            QVERIFY2(touched[b] > 0, qPrintable(QStringLiteral("hot block %1").arg(b)));
        if (ring > 0 && hotStart < p.areaBlocks) {
            QCOMPARE(ringWrites, hotWrites); // two of every four
        }
        QCOMPARE(sizes.size(), std::size_t(maxBlocks)); // every size from 1 to the maximum
    }

    void historyMatchesReplay()
    {
        const RunParameters p = params();
        AreaHistory history(p);
        history.replayTo(3000);
        QCOMPARE(history.appliedUpTo(), std::uint64_t(3000));
        std::vector<std::uint64_t> blocks = {0, 511, 512, 600, 1535, 1536, 3000, 4095};
        const auto chains = AreaHistory::chains(p, blocks, 3000);
        for (std::uint64_t b : blocks) {
            const auto &chain = chains.at(b);
            QCOMPARE(chain.front(), std::uint64_t(0));
            QVERIFY(std::is_sorted(chain.begin(), chain.end()));
            QCOMPARE(chain.back(), history.lastSeq(b));
            for (std::size_t k = 1; k < chain.size(); ++k) {
                const PlannedWrite w = planWrite(p, chain[k]);
                QVERIFY(b >= w.lba && b < w.lba + w.blockCount);
            }
        }
        QCOMPARE(chains.at(0).size(), std::size_t(1)); // cold: generation 0 only
        QVERIFY(chains.at(3000).size() > 2);           // hot: overwritten again and again
    }
};

QTEST_GUILESS_MAIN(TestPlRecord)
#include "tst_plrecord.moc"
