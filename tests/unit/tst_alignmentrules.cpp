// The pure alignment rules over 512n, 512e and 4Kn drives, with and without an alignment
// offset and an optimal I/O size. Every field of the result is checked for every row.
#include "alignment/alignment.h"

#include <QRegularExpression>
#include <QTest>

using namespace DriveProof::Alignment;

Q_DECLARE_METATYPE(DriveProof::Alignment::Verdict)

namespace {

const QString Device = QStringLiteral("/dev/sdz");

// alignedOptimal in a table column: -1 = not applicable (nullopt), 0 = false, 1 = true.
std::optional<bool> tri(int v)
{
    return v < 0 ? std::nullopt : std::optional<bool>(v == 1);
}

} // namespace

class TestAlignmentRules : public QObject
{
    Q_OBJECT
private slots:
    void checkPartition_data();
    void checkPartition();
    void adviceNamesDeviceAndSector_data() { checkPartition_data(); }
    void adviceNamesDeviceAndSector();
    void unknownTopologyDoesNotDivideByZero();
    void bogusOptimalIoIsIgnored();
    void misalignedAdviceSaysHowFarOff();
    void verdictNames();
};

void TestAlignmentRules::checkPartition_data()
{
    QTest::addColumn<int>("logical");
    QTest::addColumn<int>("physical");
    QTest::addColumn<int>("optimal");
    QTest::addColumn<int>("offset");
    QTest::addColumn<qint64>("startSector"); // in logical sectors
    QTest::addColumn<bool>("alignedLogical");
    QTest::addColumn<bool>("alignedPhysical");
    QTest::addColumn<int>("alignedOptimal");
    QTest::addColumn<bool>("aligned1MiB");
    QTest::addColumn<qint64>("offsetBytes");
    QTest::addColumn<Verdict>("verdict");
    QTest::addColumn<qint64>("suggested");

    constexpr int K = 1024;
    const auto row = [](const char *name) -> QTestData & { return QTest::newRow(name); };
    // One row per line, columns as declared above: a table reads better than wrapped code.
    // clang-format off
    // 512n: every sector is a physical sector; only the 1 MiB rule can complain.
    row("512n 63") << 512 << 512 << 0 << 0 << 63LL << true << true << -1 << false << 0LL << Verdict::Warning << 2048LL;
    row("512n 2048") << 512 << 512 << 0 << 0 << 2048LL << true << true << -1 << true << 0LL << Verdict::Ok << 2048LL;
    row("512n 2049") << 512 << 512 << 0 << 0 << 2049LL << true << true << -1 << false << 0LL << Verdict::Warning << 4096LL;
    row("512n 4096") << 512 << 512 << 0 << 0 << 4096LL << true << true << -1 << true << 0LL << Verdict::Ok << 4096LL;
    // 512e: the classic XP layout at 63 sits 3584 bytes (7 sectors) past a 4 KiB boundary.
    row("512e 63") << 512 << 4096 << 0 << 0 << 63LL << true << false << -1 << false << 3584LL << Verdict::Misaligned << 2048LL;
    row("512e 2048") << 512 << 4096 << 0 << 0 << 2048LL << true << true << -1 << true << 0LL << Verdict::Ok << 2048LL;
    row("512e 2049") << 512 << 4096 << 0 << 0 << 2049LL << true << false << -1 << false << 512LL << Verdict::Misaligned << 4096LL;
    row("512e 4096") << 512 << 4096 << 0 << 0 << 4096LL << true << true << -1 << true << 0LL << Verdict::Ok << 4096LL;
    row("512e 4104 (4 KiB, not 1 MiB)") << 512 << 4096 << 0 << 0 << 4104LL << true << true << -1 << false << 0LL << Verdict::Warning << 6144LL;
    // 4Kn: sectors are 4 KiB, so 1 MiB is 256 sectors.
    row("4Kn 63") << 4096 << 4096 << 0 << 0 << 63LL << true << true << -1 << false << 0LL << Verdict::Warning << 256LL;
    row("4Kn 2048") << 4096 << 4096 << 0 << 0 << 2048LL << true << true << -1 << true << 0LL << Verdict::Ok << 2048LL;
    row("4Kn 2049") << 4096 << 4096 << 0 << 0 << 2049LL << true << true << -1 << false << 0LL << Verdict::Warning << 2304LL;
    row("4Kn 4096") << 4096 << 4096 << 0 << 0 << 4096LL << true << true << -1 << true << 0LL << Verdict::Ok << 4096LL;
    // 512e with alignment offset 3584 (a jumpered "XP mode" drive): LBA 63 IS on a
    // physical boundary, and LBA 2048 is not. Suggested starts are 2048k + 7 sectors.
    row("offset 63") << 512 << 4096 << 0 << 3584 << 63LL << true << true << -1 << false << 0LL << Verdict::Warning << 2055LL;
    row("offset 2048") << 512 << 4096 << 0 << 3584 << 2048LL << true << false << -1 << false << 512LL << Verdict::Misaligned << 2055LL;
    row("offset 2049") << 512 << 4096 << 0 << 3584 << 2049LL << true << false << -1 << false << 1024LL << Verdict::Misaligned << 2055LL;
    row("offset 4096") << 512 << 4096 << 0 << 3584 << 4096LL << true << false << -1 << false << 512LL << Verdict::Misaligned << 4103LL;
    row("offset 2055") << 512 << 4096 << 0 << 3584 << 2055LL << true << true << -1 << true << 0LL << Verdict::Ok << 2055LL;
    // A start before the offset: the difference is negative, the remainder must not be.
    row("offset 1") << 512 << 4096 << 0 << 3584 << 1LL << true << false << -1 << false << 1024LL << Verdict::Misaligned << 7LL;
    // Optimal I/O 64 KiB and 1 MiB: every 1 MiB start satisfies both.
    row("opt 64K 63") << 512 << 4096 << 64 * K << 0 << 63LL << true << false << 0 << false << 3584LL << Verdict::Misaligned << 2048LL;
    row("opt 64K 2048") << 512 << 4096 << 64 * K << 0 << 2048LL << true << true << 1 << true << 0LL << Verdict::Ok << 2048LL;
    row("opt 64K 2049") << 512 << 4096 << 64 * K << 0 << 2049LL << true << false << 0 << false << 512LL << Verdict::Misaligned << 4096LL;
    row("opt 64K 2176 (64 KiB, not 1 MiB)") << 512 << 4096 << 64 * K << 0 << 2176LL << true << true << 1 << false << 0LL << Verdict::Warning << 4096LL;
    row("opt 1M 2048") << 512 << 4096 << K * K << 0 << 2048LL << true << true << 1 << true << 0LL << Verdict::Ok << 2048LL;
    row("opt 1M 2049") << 512 << 4096 << K * K << 0 << 2049LL << true << false << 0 << false << 512LL << Verdict::Misaligned << 4096LL;
    row("opt 1M 4096") << 512 << 4096 << K * K << 0 << 4096LL << true << true << 1 << true << 0LL << Verdict::Ok << 4096LL;
    row("opt 1M 4Kn 63") << 4096 << 4096 << K * K << 0 << 63LL << true << true << 0 << false << 0LL << Verdict::Warning << 256LL;
    // A 3-disk RAID stripe (192 KiB): 1 MiB is not enough, lcm(1 MiB, 192 KiB) = 3 MiB.
    row("opt 192K 2048") << 512 << 4096 << 192 * K << 0 << 2048LL << true << true << 0 << true << 0LL << Verdict::Warning << 6144LL;
    row("opt 192K 512n 2049") << 512 << 512 << 192 * K << 0 << 2049LL << true << true << 0 << false << 0LL << Verdict::Warning << 6144LL;
    // A start that is not even on a logical sector (a damaged table or kernel view).
    row("not logical") << 4096 << 4096 << 0 << 0 << -1LL << false << false << -1 << false << 512LL << Verdict::Misaligned << 256LL;
    // clang-format on
}

void TestAlignmentRules::checkPartition()
{
    QFETCH(int, logical);
    QFETCH(int, physical);
    QFETCH(int, optimal);
    QFETCH(int, offset);
    QFETCH(qint64, startSector);
    // -1 marks the odd row whose start is 512 bytes into the first 4 KiB sector.
    const qint64 startBytes = startSector < 0 ? 512 : startSector * logical;

    const PartitionAlignment p = DriveProof::Alignment::checkPartition(
        3, startBytes, Topology{logical, physical, optimal, offset}, Device);
    QCOMPARE(p.number, 3);
    QCOMPARE(p.startBytes, startBytes);
    QTEST(p.alignedLogical, "alignedLogical");
    QTEST(p.alignedPhysical, "alignedPhysical");
    QFETCH(int, alignedOptimal);
    QCOMPARE(p.alignedOptimal, tri(alignedOptimal));
    QTEST(p.aligned1MiB, "aligned1MiB");
    QTEST(p.offsetBytes, "offsetBytes");
    QTEST(p.verdict, "verdict");
    QTEST(p.suggestedStartSector, "suggested");
    QVERIFY(!p.advice.isEmpty());
}

void TestAlignmentRules::adviceNamesDeviceAndSector()
{
    QFETCH(int, logical);
    QFETCH(int, physical);
    QFETCH(int, optimal);
    QFETCH(int, offset);
    QFETCH(qint64, startSector);
    QFETCH(qint64, suggested);
    QFETCH(Verdict, verdict);
    const qint64 startBytes = startSector < 0 ? 512 : startSector * logical;
    const PartitionAlignment p = DriveProof::Alignment::checkPartition(
        3, startBytes, Topology{logical, physical, optimal, offset}, Device);

    QVERIFY2(p.advice.contains(Device), qPrintable(p.advice));
    // Whole words only: "sector 2048" must not pass because of "sector 20480".
    const QRegularExpression sector(QStringLiteral("\\b%1\\b").arg(suggested));
    QVERIFY2(p.advice.contains(sector), qPrintable(p.advice));
    QVERIFY2(p.advice.contains(QStringLiteral("Partition 3 ")), qPrintable(p.advice));
    if (verdict == Verdict::Misaligned) {
        QVERIFY(p.advice.contains(
            QStringLiteral("parted %1 mkpart primary %2s").arg(Device).arg(suggested)));
        QVERIFY(p.advice.contains(QStringLiteral("align-check optimal 3")));
    }
    if (verdict == Verdict::Misaligned && p.alignedLogical)
        QVERIFY(p.advice.contains(QStringLiteral("%1 bytes past").arg(p.offsetBytes)));
    if (verdict == Verdict::Warning)
        QVERIFY(p.advice.contains(QStringLiteral("aligned to the %1-byte physical").arg(physical)));
    if (verdict == Verdict::Warning && p.alignedOptimal == false)
        QVERIFY(p.advice.contains(QStringLiteral("optimal I/O size of %1 bytes").arg(optimal)));
    // No placeholder may be left unreplaced.
    QVERIFY2(!p.advice.contains(QRegularExpression(QStringLiteral("%\\d"))), qPrintable(p.advice));
}

void TestAlignmentRules::unknownTopologyDoesNotDivideByZero()
{
    // sysfs left everything at 0: treated as a plain 512-byte drive.
    const PartitionAlignment p =
        DriveProof::Alignment::checkPartition(1, 63 * 512, Topology{0, 0, 0, 0}, Device);
    QVERIFY(p.alignedPhysical);
    QCOMPARE(p.verdict, Verdict::Warning);
    QCOMPARE(p.suggestedStartSector, qint64(2048));
    // The kernel's -1 "cannot align" offset is treated as 0.
    const PartitionAlignment q =
        DriveProof::Alignment::checkPartition(1, 2048 * 512, Topology{512, 4096, 0, -1}, Device);
    QCOMPARE(q.verdict, Verdict::Ok);
}

void TestAlignmentRules::bogusOptimalIoIsIgnored()
{
    // A USB bridge reporting 65535 x 512 bytes: not a whole number of physical sectors.
    const PartitionAlignment p = DriveProof::Alignment::checkPartition(
        1, 2048 * 512, Topology{512, 4096, 33553920, 0}, Device);
    QVERIFY(!p.alignedOptimal);
    QCOMPARE(p.verdict, Verdict::Ok);
    QCOMPARE(p.suggestedStartSector, qint64(2048));
}

void TestAlignmentRules::misalignedAdviceSaysHowFarOff()
{
    // Sector 63 on 4096-byte physical sectors: 3584 past one boundary, 512 short of the next.
    const PartitionAlignment p =
        DriveProof::Alignment::checkPartition(1, 63 * 512, Topology{512, 4096, 0, 0}, Device);
    QCOMPARE(p.offsetBytes, qint64(3584));
    QVERIFY2(p.advice.contains(QLatin1String("misaligned by 512 bytes")), qPrintable(p.advice));
    QVERIFY2(p.advice.contains(QLatin1String("3584 bytes past")), qPrintable(p.advice));
}

void TestAlignmentRules::verdictNames()
{
    QCOMPARE(verdictKey(Verdict::Ok), QStringLiteral("ok"));
    QCOMPARE(verdictKey(Verdict::Warning), QStringLiteral("warning"));
    QCOMPARE(verdictKey(Verdict::Misaligned), QStringLiteral("misaligned"));
    QCOMPARE(verdictText(Verdict::Ok), QStringLiteral("OK"));
    QCOMPARE(verdictText(Verdict::Warning), QStringLiteral("Acceptable"));
    QCOMPARE(verdictText(Verdict::Misaligned), QStringLiteral("Misaligned"));
}

QTEST_GUILESS_MAIN(TestAlignmentRules)
#include "tst_alignmentrules.moc"
