// Root: real loop devices with 512- and 4096-byte sectors, partitioned with sfdisk, with
// partition nodes from partx. Every number `driveproof-cli list --json` prints must equal
// what `lsblk --json --bytes` prints, for every device; alignment read from the loop
// device must equal alignment read from its image.
#include "loopdevice.h"
#include "testskip.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

namespace {

QJsonDocument cliJson(const QStringList &args)
{
    const CommandResult r = runCommand(QStringLiteral(DRIVEPROOF_CLI), args);
    if (r.exitCode != 0)
        qWarning("driveproof-cli %s: %s", qPrintable(args.join(QLatin1Char(' '))),
                 r.err.constData());
    return QJsonDocument::fromJson(r.out);
}

// lsblk's entries by path, partitions included.
QHash<QString, QJsonObject> lsblkByPath()
{
    const CommandResult r = runCommand(
        QStringLiteral("lsblk"),
        {QStringLiteral("--json"), QStringLiteral("--bytes"), QStringLiteral("-o"),
         QStringLiteral(
             "NAME,PATH,SIZE,LOG-SEC,PHY-SEC,MIN-IO,OPT-IO,ALIGNMENT,ROTA,RM,RO,START")});
    QHash<QString, QJsonObject> byPath;
    const std::function<void(const QJsonArray &)> collect = [&](const QJsonArray &list) {
        for (const QJsonValue &v : list) {
            const QJsonObject o = v.toObject();
            byPath.insert(o.value(QStringLiteral("path")).toString(), o);
            collect(o.value(QStringLiteral("children")).toArray());
        }
    };
    collect(
        QJsonDocument::fromJson(r.out).object().value(QStringLiteral("blockdevices")).toArray());
    return byPath;
}

// Partition tables for the images: an MBR with one misaligned and one aligned partition,
// and a GPT one; sector numbers are in the image's logical sectors.
QByteArray tableFor(int sectorSize)
{
    if (sectorSize == 512)
        return "label: dos\nstart=63, size=20000, type=83\nstart=32768, size=40000, type=83\n";
    return "label: gpt\nstart=256, size=4000, type=L\nstart=8193, size=4000, type=L\n";
}

} // namespace

class TestLoopInventory : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // A fresh 64 MiB image attached with `sectorSize`, partitioned through the loop device
    // (sfdisk 2.38 cannot be told the sector size of an image file), nodes added.
    QString attachPartitioned(LoopDevice &loop, int sectorSize, QString *image)
    {
        *image = m_dir.filePath(QStringLiteral("disk-%1.img").arg(sectorSize));
        QFile::remove(*image);
        if (runCommand(QStringLiteral("truncate"),
                       {QStringLiteral("-s"), QStringLiteral("64M"), *image})
                .exitCode != 0)
            return QStringLiteral("truncate failed");
        QString err = loop.attach(*image, sectorSize);
        if (err.isEmpty())
            err = loop.partition(tableFor(sectorSize));
        loop.addPartitionNodes();
        return err;
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(geteuid() == 0, "needs root to attach loop devices");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(),
                               "needs losetup, partx, sfdisk, lsblk");
        DRIVEPROOF_SKIP_UNLESS(QFile::exists(QStringLiteral("/dev/loop-control")),
                               "no /dev/loop-control");
        QVERIFY(m_dir.isValid());
    }

    void listMatchesLsblk_data()
    {
        QTest::addColumn<int>("sectorSize");
        QTest::newRow("512") << 512;
        QTest::newRow("4096") << 4096;
    }
    void listMatchesLsblk()
    {
        QFETCH(int, sectorSize);
        LoopDevice loop;
        QString image;
        const QString err = attachPartitioned(loop, sectorSize, &image);
        QVERIFY2(err.isEmpty(), qPrintable(err));

        const QJsonArray disks =
            cliJson({QStringLiteral("list"), QStringLiteral("--json")}).array();
        const QHash<QString, QJsonObject> lsblk = lsblkByPath();
        bool sawOurs = false;
        for (const QJsonValue &v : disks) {
            const QJsonObject d = v.toObject();
            const QString path = d.value(QStringLiteral("path")).toString();
            QVERIFY2(lsblk.contains(path), qPrintable(path + QStringLiteral(" is not in lsblk")));
            const QJsonObject l = lsblk.value(path);
            const auto same = [&](const char *ours, const char *theirs) {
                const QJsonValue a = d.value(QLatin1String(ours));
                const QJsonValue b = l.value(QLatin1String(theirs));
                QVERIFY2(
                    a == b,
                    qPrintable(
                        QStringLiteral("%1 %2=%3 but lsblk %4=%5")
                            .arg(
                                path, QLatin1String(ours),
                                QString::fromUtf8(
                                    QJsonDocument(QJsonArray{a}).toJson(QJsonDocument::Compact)),
                                QLatin1String(theirs),
                                QString::fromUtf8(
                                    QJsonDocument(QJsonArray{b}).toJson(QJsonDocument::Compact)))));
            };
            same("size_bytes", "size");
            same("logical_block_size", "log-sec");
            same("physical_block_size", "phy-sec");
            same("minimum_io_size", "min-io");
            same("optimal_io_size", "opt-io");
            same("alignment_offset", "alignment");
            same("rotational", "rota");
            same("removable", "rm");
            same("read_only", "ro");
            const QJsonArray parts = d.value(QStringLiteral("partitions")).toArray();
            QCOMPARE(parts.size(), l.value(QStringLiteral("children")).toArray().size());
            for (const QJsonValue &pv : parts) {
                const QJsonObject p = pv.toObject();
                const QJsonObject lp = lsblk.value(p.value(QStringLiteral("path")).toString());
                QCOMPARE(p.value(QStringLiteral("size_bytes")).toInteger(),
                         lp.value(QStringLiteral("size")).toInteger());
                // lsblk START is in 512-byte units whatever the logical sector size.
                QCOMPARE(p.value(QStringLiteral("start_bytes")).toInteger(),
                         lp.value(QStringLiteral("start")).toInteger() * 512);
            }
            if (path == loop.path()) {
                sawOurs = true;
                QCOMPARE(d.value(QStringLiteral("kind")).toString(), QStringLiteral("loop"));
                QCOMPARE(d.value(QStringLiteral("backing_file")).toString(),
                         QFileInfo(image).canonicalFilePath());
                QCOMPARE(d.value(QStringLiteral("logical_block_size")).toInt(), sectorSize);
                QCOMPARE(parts.size(), 2);
                const qint64 firstStart = sectorSize == 512 ? 63 * 512 : 256LL * 4096;
                QCOMPARE(parts.first().toObject().value(QStringLiteral("start_bytes")).toInteger(),
                         firstStart);
            }
        }
        QVERIFY2(sawOurs,
                 qPrintable(loop.path() + QStringLiteral(" missing from driveproof-cli list")));

        // info DEVICE gives the same object as the list.
        const QJsonObject info =
            cliJson({QStringLiteral("info"), loop.path(), QStringLiteral("--json")}).object();
        QCOMPARE(info.value(QStringLiteral("size_bytes")).toInteger(), 64LL * 1024 * 1024);
        QCOMPARE(info.value(QStringLiteral("partitions")).toArray().size(), 2);
    }

    void alignmentOnLoopEqualsImage_data() { listMatchesLsblk_data(); }
    void alignmentOnLoopEqualsImage()
    {
        QFETCH(int, sectorSize);
        LoopDevice loop;
        QString image;
        const QString err = attachPartitioned(loop, sectorSize, &image);
        QVERIFY2(err.isEmpty(), qPrintable(err));

        // A loop device reports physical = logical; tell the image the same.
        const QString size = QString::number(sectorSize);
        const QJsonObject onImage =
            cliJson({QStringLiteral("align"), image, QStringLiteral("--json"),
                     QStringLiteral("--logical-block-size"), size,
                     QStringLiteral("--physical-block-size"), size})
                .object();
        const QJsonObject onLoop =
            cliJson({QStringLiteral("align"), loop.path(), QStringLiteral("--json")}).object();
        QCOMPARE(onLoop.value(QStringLiteral("table_type")).toString(),
                 sectorSize == 512 ? QStringLiteral("dos") : QStringLiteral("gpt"));
        QCOMPARE(onLoop.value(QStringLiteral("table_type")),
                 onImage.value(QStringLiteral("table_type")));
        QCOMPARE(onLoop.value(QStringLiteral("physical_block_size")),
                 onImage.value(QStringLiteral("physical_block_size")));
        const QJsonArray a = onLoop.value(QStringLiteral("partitions")).toArray();
        const QJsonArray b = onImage.value(QStringLiteral("partitions")).toArray();
        QCOMPARE(a.size(), 2);
        QCOMPARE(a.size(), b.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            QJsonObject pa = a[i].toObject();
            QJsonObject pb = b[i].toObject();
            pa.remove(QStringLiteral("advice")); // names the device, which differs
            pb.remove(QStringLiteral("advice"));
            QCOMPARE(pa, pb);
        }
        // The second partition is 1 MiB aligned with 512-byte sectors, and
        // one logical sector off a 1 MiB boundary with 4096-byte sectors.
        QCOMPARE(a[1].toObject().value(QStringLiteral("aligned_1mib")).toBool(), sectorSize == 512);
        QCOMPARE(a[1].toObject().value(QStringLiteral("verdict")).toString(),
                 sectorSize == 512 ? QStringLiteral("ok") : QStringLiteral("warning"));
    }
};

QTEST_GUILESS_MAIN(TestLoopInventory)
#include "tst_loopinventory.moc"
