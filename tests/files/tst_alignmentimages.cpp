// Real partition tables read back with libblkid through core/alignment: MBR (with logical
// partitions), GPT, and GPT for 4096-byte sectors; errors for what is not a disk image.
#include "alignment/alignment.h"
#include "testimages.h"

#include <QTest>

#include <cerrno>

using namespace DriveProof::Alignment;
using DriveProof::Result;

namespace {

constexpr qint64 MiB = TestImages::MiB;
constexpr qint64 S512 = 512; // qint64 sector sizes keep QCOMPARE's types equal
constexpr qint64 S4K = 4096;

} // namespace

class TestAlignmentImages : public QObject
{
    Q_OBJECT

    TestImages m_images;
    QString path(const QString &name) const { return m_images.path(name); }

private slots:
    void initTestCase();
    void readsDosTable();
    void skipsExtendedPartition();
    void readsGptTable();
    void reads4KnGptTable();
    void wrongSectorSizeNamesTheRightOne();
    void readErrorsNameTheFile();
    void analyzeImageGivesVerdicts();
    void analyzeDeviceReadsTheTable();
    void analyzeDeviceFallsBackToKernelView();
};

void TestAlignmentImages::initTestCase()
{
    const QByteArray error = m_images.create();
    QVERIFY2(error.isEmpty(), error.constData());
}

void TestAlignmentImages::readsDosTable()
{
    const Result<PartitionTable> t = readPartitionTable(path(QStringLiteral("dos.img")), 512);
    QVERIFY2(t.ok(), qPrintable(t ? QString() : t.error().message));
    QCOMPARE(t->type, QStringLiteral("dos"));
    QCOMPARE(t->entries.size(), 2);
    QCOMPARE(t->entries[0].number, 1);
    QCOMPARE(t->entries[0].startBytes, 63 * S512);
    QCOMPARE(t->entries[0].sizeBytes, 20000 * S512);
    QCOMPARE(t->entries[1].number, 2);
    QCOMPARE(t->entries[1].startBytes, 40960 * S512);
    QCOMPARE(t->entries[1].sizeBytes, 20000 * S512);
}

void TestAlignmentImages::skipsExtendedPartition()
{
    // The extended container (2) holds only the logical partitions' headers.
    const Result<PartitionTable> t = readPartitionTable(path(QStringLiteral("ext.img")), 512);
    QVERIFY(t.ok());
    QCOMPARE(t->entries.size(), 3);
    QCOMPARE(t->entries[0].number, 1);
    QCOMPARE(t->entries[1].number, 5);
    QCOMPARE(t->entries[1].startBytes, 14337 * S512);
    QCOMPARE(t->entries[2].number, 6);
    QCOMPARE(t->entries[2].startBytes, 24584 * S512);
}

void TestAlignmentImages::readsGptTable()
{
    const Result<PartitionTable> t = readPartitionTable(path(QStringLiteral("gpt.img")), 512);
    QVERIFY(t.ok());
    QCOMPARE(t->type, QStringLiteral("gpt"));
    QCOMPARE(t->entries.size(), 3);
    const qint64 starts[] = {2048, 22536, 30001};
    const qint64 sizes[] = {20480, 4096, 1000};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(t->entries[i].number, i + 1);
        QCOMPARE(t->entries[i].startBytes, starts[i] * S512);
        QCOMPARE(t->entries[i].sizeBytes, sizes[i] * S512);
    }
}

void TestAlignmentImages::reads4KnGptTable()
{
    // libblkid counts in 512-byte units even here; the core must turn them into bytes.
    const Result<PartitionTable> t = readPartitionTable(path(QStringLiteral("gpt4k.img")), 4096);
    QVERIFY2(t.ok(), qPrintable(t ? QString() : t.error().message));
    QCOMPARE(t->type, QStringLiteral("gpt"));
    QCOMPARE(t->entries.size(), 2);
    QCOMPARE(t->entries[0].startBytes, 256 * S4K);
    QCOMPARE(t->entries[0].sizeBytes, 2560 * S4K);
    QCOMPARE(t->entries[1].startBytes, 3000 * S4K);
    QCOMPARE(t->entries[1].sizeBytes, 1000 * S4K);
}

void TestAlignmentImages::wrongSectorSizeNamesTheRightOne()
{
    const QString image = path(QStringLiteral("gpt4k.img"));
    const Result<PartitionTable> t = readPartitionTable(image, 512);
    QVERIFY(!t.ok());
    QCOMPARE(t.error().subject, image);
    QVERIFY2(t.error().message.contains(QStringLiteral("4096-byte sectors")),
             qPrintable(t.error().message));
}

void TestAlignmentImages::readErrorsNameTheFile()
{
    const QString missing = path(QStringLiteral("missing.img"));
    const Result<PartitionTable> m = readPartitionTable(missing, 512);
    QVERIFY(!m.ok());
    QCOMPARE(m.error().errnum, ENOENT);
    QVERIFY(m.error().message.contains(missing));

    const QStringList noTable = {m_images.dir(), path(QStringLiteral("empty.img")),
                                 path(QStringLiteral("blank.img")), path(QStringLiteral("fifo"))};
    for (const QString &p : noTable) {
        const Result<PartitionTable> r = readPartitionTable(p, 512);
        QVERIFY2(!r.ok(), qPrintable(p));
        QCOMPARE(r.error().errnum, 0);
        QVERIFY2(r.error().message.contains(p), qPrintable(r.error().message));
    }
}

void TestAlignmentImages::analyzeImageGivesVerdicts()
{
    const QString image = path(QStringLiteral("gpt.img"));
    const Result<AlignmentReport> r = analyzeImage(image, Topology{512, 4096, 0, 0});
    QVERIFY(r.ok());
    QCOMPARE(r->device, image);
    QCOMPARE(r->tableType, QStringLiteral("gpt"));
    QVERIFY(r->note.isEmpty());
    QCOMPARE(r->partitions.size(), 3);
    QCOMPARE(r->partitions[0].verdict, Verdict::Ok);
    QCOMPARE(r->partitions[1].verdict, Verdict::Warning); // 4 KiB but not 1 MiB
    QCOMPARE(r->partitions[1].suggestedStartSector, qint64(24576));
    QCOMPARE(r->partitions[2].verdict, Verdict::Misaligned);
    QCOMPARE(r->partitions[2].offsetBytes, qint64(512));
    QCOMPARE(r->partitions[2].suggestedStartSector, qint64(30720));

    const Result<AlignmentReport> k =
        analyzeImage(path(QStringLiteral("gpt4k.img")), Topology{4096, 4096, 0, 0});
    QVERIFY(k.ok());
    QCOMPARE(k->partitions[0].verdict, Verdict::Ok);
    QCOMPARE(k->partitions[1].verdict, Verdict::Warning);
    QCOMPARE(k->partitions[1].suggestedStartSector, qint64(3072));
}

void TestAlignmentImages::analyzeDeviceReadsTheTable()
{
    DriveProof::Device::DeviceInfo info;
    info.path = path(QStringLiteral("dos.img"));
    info.logicalBlockSize = 512;
    info.physicalBlockSize = 4096;
    const AlignmentReport r = analyzeDevice(info);
    QCOMPARE(r.tableType, QStringLiteral("dos"));
    QVERIFY(r.note.isEmpty());
    QCOMPARE(r.partitions.size(), 2);
    QCOMPARE(r.partitions[0].verdict, Verdict::Misaligned);
    QCOMPARE(r.partitions[1].verdict, Verdict::Ok);
}

void TestAlignmentImages::analyzeDeviceFallsBackToKernelView()
{
    // A device node that cannot be opened: the kernel's partitions (sysfs) are used.
    DriveProof::Device::DeviceInfo info;
    info.path = path(QStringLiteral("no-such-device"));
    info.logicalBlockSize = 512;
    info.physicalBlockSize = 4096;
    info.partitions = {{1, QStringLiteral("x1"), {}, 63 * S512, MiB, {}, {}},
                       {2, QStringLiteral("x2"), {}, 2048 * 512, MiB, {}, {}}};
    const AlignmentReport r = analyzeDevice(info);
    QVERIFY(r.tableType.isEmpty());
    QVERIFY2(r.note.contains(info.path), qPrintable(r.note));
    QVERIFY2(r.note.contains(QStringLiteral("kernel")), qPrintable(r.note));
    QCOMPARE(r.partitions.size(), 2);
    QCOMPARE(r.partitions[0].verdict, Verdict::Misaligned);
    QCOMPARE(r.partitions[1].verdict, Verdict::Ok);

    info.partitions.clear(); // nothing to fall back to: the note is the error itself
    const AlignmentReport empty = analyzeDevice(info);
    QVERIFY(empty.partitions.isEmpty());
    QVERIFY(empty.note.contains(info.path));
}

QTEST_GUILESS_MAIN(TestAlignmentImages)
#include "tst_alignmentimages.moc"
