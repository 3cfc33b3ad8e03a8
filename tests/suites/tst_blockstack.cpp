// The block stack under a file and the flush counters along it, on a fake /sys laid out as
// a QEMU guest on Linux 6.1 had it: md RAID1 over a SATA partition and an NVMe namespace
// behind native multipath. Bio-based layers (md0, the NVMe head) count no flushes; the
// members (sda, the hidden path nvme0c0n1) do.
#include "device/blockstack.h"
#include "suites/measure.h"
#include "sysfstree.h"

#include <QTest>

#include <sys/sysmacros.h>

using namespace DriveProof;
using namespace DriveProof::Suites;
using namespace DriveProof::Device;

namespace {

bool writeStat(const QString &root, const char *name, const QByteArray &line)
{
    QFile f(root + QStringLiteral("/block/") + QLatin1String(name) + QStringLiteral("/stat"));
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(line + '\n') > 0;
}

} // namespace

class TestBlockStack : public QObject
{
    Q_OBJECT

private slots:
    void mirrorOverSataAndNvmeMultipath()
    {
        SysfsTree tree;
        const QString err = tree.build(
            QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/sysfs/md-raid1-sata-nvme.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const QList<StackDevice> stack = blockStackOf(makedev(9, 0), tree.sysRoot());
        QStringList names;
        for (const StackDevice &d : stack)
            names << d.name;
        // Slaves in name order; the NVMe head stays in the stack (it is the disk a person
        // names), its hidden path counts for it.
        QCOMPARE(names, (QStringList{QStringLiteral("md0"), QStringLiteral("nvme0n1"),
                                     QStringLiteral("sda")}));
        QCOMPARE(stack.at(0).leaf, false);
        QCOMPARE(stack.at(0).countsFlushes, false); // md: bio-based
        QCOMPARE(stack.at(1).leaf, true);
        QCOMPARE(stack.at(1).countsFlushes, false); // the multipath head counts nothing
        QCOMPARE(stack.at(1).flushPaths, QStringList{QStringLiteral("nvme0c0n1")});
        QVERIFY(stack.at(1).fua);
        QCOMPARE(stack.at(2).leaf, true);
        QCOMPARE(stack.at(2).countsFlushes, true);
        QVERIFY(stack.at(2).flushPaths.isEmpty());

        // 50 fdatasyncs on md0: the captured counters after them.
        FlushSampler sampler(stack, tree.sysRoot());
        QVERIFY(writeStat(tree.sysRoot(), "sda",
                          "3 0 24 12 579 459 120400 7461 0 2640 8517 0 0 0 0 50 1043"));
        QVERIFY(writeStat(tree.sysRoot(), "nvme0c0n1",
                          "148 796 120048 1601 100 0 400 1257 0 2288 3843 0 0 0 0 50 984"));
        QVERIFY(writeStat(tree.sysRoot(), "md0", "3 0 24 0 50 0 400 256 0 256 256 0 0 0 0 0 0"));
        const QList<Report::FlushCount> counts = sampler.finish(50);
        QCOMPARE(counts.size(), 2); // md0 is left out, the head is counted by its path
        QCOMPARE(counts.at(0).device, QStringLiteral("nvme0c0n1"));
        QCOMPARE(counts.at(0).flushes, quint64(50));
        QCOMPARE(*counts.at(0).perCommit, 1.0);
        QVERIFY(counts.at(0).leaf);
        QCOMPARE(counts.at(1).device, QStringLiteral("sda"));
        QCOMPARE(counts.at(1).flushes, quint64(50));
        QVERIFY(counts.at(1).leaf);
    }

    void flushCountIsField16()
    {
        SysfsTree tree;
        const QString err = tree.build(
            QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/sysfs/md-raid1-sata-nvme.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY(writeStat(tree.sysRoot(), "sda",
                          "3 0 24 12 579 459 120400 7461 0 2640 8517 0 0 0 0 50 1043"));
        QCOMPARE(flushCount(QStringLiteral("sda"), tree.sysRoot()), std::optional<quint64>(50));
        // Kernels before 5.5 have 15 fields: no flush counter at all.
        QVERIFY(
            writeStat(tree.sysRoot(), "sda", "3 0 24 12 579 459 120400 7461 0 2640 8517 0 0 0 0"));
        QVERIFY(!flushCount(QStringLiteral("sda"), tree.sysRoot()));
    }
};

QTEST_GUILESS_MAIN(TestBlockStack)
#include "tst_blockstack.moc"
