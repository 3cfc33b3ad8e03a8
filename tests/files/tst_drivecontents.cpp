// Telling an empty drive from one with data (core/device/drivecontents): real images on
// real files, made by sfdisk, mkfs.ext4 and mkswap; a fake udev record folder for udev's
// view. The kernel-side facts (partitions, holders, mounts) through a DeviceInfo.
#include "testimages.h"

#include "device/drivecontents.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace DriveProof::Device;

class TestDriveContents : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QByteArray failed = m_images.create();
        QVERIFY2(failed.isEmpty(), failed.constData());
    }

    void zerosAreEmpty()
    {
        const DriveContents c = probeSignatures(m_images.path(QStringLiteral("blank.img")));
        QCOMPARE(c.state, DriveContents::State::Empty);
        QVERIFY(c.signatures.isEmpty());
        QCOMPARE(c.source, QStringLiteral("libblkid"));
    }

    void partitionTablesAreData_data()
    {
        QTest::addColumn<QString>("image");
        QTest::addColumn<QString>("table");
        QTest::newRow("dos") << QStringLiteral("dos.img") << QStringLiteral("dos");
        QTest::newRow("gpt") << QStringLiteral("gpt.img") << QStringLiteral("gpt");
        // An image has no sector size: libblkid reads it in 512-byte sectors and finds the
        // 4Kn table's protective MBR, which is data too.
        QTest::newRow("gpt 4Kn") << QStringLiteral("gpt4k.img") << QStringLiteral("PMBR");
    }
    void partitionTablesAreData()
    {
        QFETCH(QString, image);
        QFETCH(QString, table);
        const DriveContents c = probeSignatures(m_images.path(image));
        QCOMPARE(c.state, DriveContents::State::HasData);
        QVERIFY2(c.signatures.contains(table), qPrintable(c.signatures.join(u',')));
    }

    // A file system or swap written straight onto the whole device, with no table.
    void superblocksAreData_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("type");
        QTest::newRow("ext4") << QStringLiteral("mkfs.ext4")
                              << QStringList{QStringLiteral("-q"), QStringLiteral("-F")}
                              << QStringLiteral("ext4");
        QTest::newRow("swap") << QStringLiteral("mkswap") << QStringList{}
                              << QStringLiteral("swap");
    }
    void superblocksAreData()
    {
        QFETCH(QString, tool);
        QFETCH(QStringList, args);
        QFETCH(QString, type);
        const QString program = findTool(tool);
        if (program.isEmpty())
            QSKIP("the formatting tool is not installed");
        QFile image(m_images.path(tool + QStringLiteral(".img")));
        QVERIFY(image.open(QIODevice::WriteOnly));
        QVERIFY(image.resize(64 * TestImages::MiB));
        image.close();
        const Run r = run(program, args << image.fileName());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const DriveContents c = probeSignatures(image.fileName());
        QCOMPARE(c.state, DriveContents::State::HasData);
        QVERIFY2(c.signatures.contains(type), qPrintable(c.signatures.join(u',')));
    }

    void unreadableIsUnknownWithTheReason()
    {
        const QString missing = m_images.path(QStringLiteral("no-such.img"));
        const DriveContents c = probeSignatures(missing);
        QCOMPARE(c.state, DriveContents::State::Unknown);
        QVERIFY(!c.isEmpty());
        QVERIFY2(c.why.contains(missing), qPrintable(c.why));
    }

    void udevRecords()
    {
        QTemporaryDir db;
        QVERIFY(db.isValid());
        const auto write = [&](const QString &name, const QByteArray &text) {
            QFile f(db.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write(QStringLiteral("b8:0"), "S:disk/by-id/ata-X\nE:ID_MODEL=X\nE:ID_TYPE=disk\n");
        write(QStringLiteral("b8:16"), "E:ID_PART_TABLE_TYPE=gpt\nE:ID_PART_TABLE_UUID=1-2\n");
        write(QStringLiteral("b8:32"), "E:ID_FS_TYPE=LVM2_member\nE:ID_FS_USAGE=raid\n");
        const DriveContents blank = udevSignatures(8, 0, db.path());
        QCOMPARE(blank.state, DriveContents::State::Empty);
        QCOMPARE(blank.source, QStringLiteral("udev"));
        QCOMPARE(udevSignatures(8, 16, db.path()).signatures, QStringList{QStringLiteral("gpt")});
        QCOMPARE(udevSignatures(8, 32, db.path()).signatures,
                 QStringList{QStringLiteral("LVM2_member")});
        QCOMPARE(udevSignatures(8, 48, db.path()).state, DriveContents::State::Unknown);
    }

    // What the kernel shows counts even where the device itself reads as blank.
    void kernelFactsAreData()
    {
        DeviceInfo info;
        info.path = m_images.path(QStringLiteral("blank.img"));
        QCOMPARE(probeDriveContents(info).state, DriveContents::State::Empty);
        info.mountpoints = {QStringLiteral("/mnt")};
        DriveContents c = probeDriveContents(info);
        QCOMPARE(c.state, DriveContents::State::HasData);
        QVERIFY(c.signatures.contains(QStringLiteral("mounted")));
        info.mountpoints.clear();
        info.holders = {QStringLiteral("dm-0")};
        c = probeDriveContents(info);
        QVERIFY(c.signatures.contains(QStringLiteral("holders")));
        info.holders.clear();
        info.partitions = {PartitionInfo{}};
        QVERIFY(probeDriveContents(info).signatures.contains(QStringLiteral("partitions")));
    }

private:
    TestImages m_images;
};

QTEST_GUILESS_MAIN(TestDriveContents)
#include "tst_drivecontents.moc"
