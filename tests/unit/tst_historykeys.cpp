// History keyed by the drive (issue 22): drives without a serial are told apart by WWN,
// a loop device by its backing file, else by model, size and name; old files kept under
// the key of before (model and size) or under "unknown" keep being listed for their drive;
// a run is found by a short id for `driveproof-cli compare`.
#include "report/history.h"
#include "report/testresultjson.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Report;

namespace {

TestResult runOn(const Device::DeviceInfo &disk, const QString &id, int day)
{
    TestResult t;
    t.id = id;
    t.family = QStringLiteral("quick");
    t.started = QDateTime(QDate(2026, 11, day), QTime(10, 0), Qt::UTC);
    t.finished = t.started.addSecs(20);
    t.environment.serial = disk.serial;
    t.environment.wwn = disk.wwn;
    t.environment.backingFile = disk.backingFile;
    t.environment.device = disk.name;
    t.environment.model = disk.model;
    t.environment.sizeBytes = quint64(disk.sizeBytes);
    Measurement m;
    m.key = QStringLiteral("seq1mq8t1.read");
    m.label = QStringLiteral("SEQ1M Q8T1 read");
    m.ops = 10;
    m.bytesPerSecond = 5e8;
    t.measurements << m;
    return t;
}

Device::DeviceInfo loop(const QString &name, const QString &file)
{
    Device::DeviceInfo d;
    d.name = name;
    d.path = QStringLiteral("/dev/") + name;
    d.kind = Device::DeviceKind::Loop;
    d.backingFile = file;
    d.sizeBytes = 64 << 20;
    return d;
}

} // namespace

class TestHistoryKeys : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void keysFromSerialToPath()
    {
        Device::DeviceInfo d;
        d.name = QStringLiteral("sdb");
        d.model = QStringLiteral("USB Bridge");
        d.sizeBytes = 1000;
        QCOMPARE(HistoryStore::driveKey(d), QStringLiteral("USB_Bridge-1000-sdb"));
        d.wwn = QStringLiteral("0x5002538e40a1b2c3");
        QCOMPARE(HistoryStore::driveKey(d), QStringLiteral("wwn-0x5002538e40a1b2c3"));
        d.serial = QStringLiteral("S1234");
        QCOMPARE(HistoryStore::driveKey(d), QStringLiteral("S1234"));
        // Two loop devices of the same size over different files never share a history.
        const QString a = HistoryStore::driveKey(loop(QStringLiteral("loop0"), u"/img/a.img"_qs));
        const QString b = HistoryStore::driveKey(loop(QStringLiteral("loop0"), u"/img/b.img"_qs));
        QCOMPARE(a, QStringLiteral("loop-_img_a.img"));
        QVERIFY(a != b);
        // The same file on another loop node is the same "drive".
        QCOMPARE(HistoryStore::driveKey(loop(QStringLiteral("loop7"), u"/img/a.img"_qs)), a);
        // Neither serial, model nor name: nothing tells it apart.
        QCOMPARE(HistoryStore::driveKey(Device::DeviceInfo{}), QStringLiteral("unknown"));
    }

    void runsAreKeptUnderTheirDrive()
    {
        const HistoryStore store(m_dir.filePath(QStringLiteral("keep")));
        const Device::DeviceInfo a = loop(QStringLiteral("loop0"), u"/img/a.img"_qs);
        const Device::DeviceInfo b = loop(QStringLiteral("loop1"), u"/img/b.img"_qs);
        QVERIFY(store.save(runOn(a, u"aaaa1111-0000-0000-0000-000000000000"_qs, 1)));
        QVERIFY(store.save(runOn(b, u"bbbb2222-0000-0000-0000-000000000000"_qs, 2)));
        QCOMPARE(store.listForDrive(a).size(), 1);
        QCOMPARE(store.listForDrive(a).first().id, u"aaaa1111-0000-0000-0000-000000000000"_qs);
        QCOMPARE(store.listForDrive(b).size(), 1);
        QVERIFY(!store.drives().contains(QStringLiteral("unknown")));
    }

    void oldFilesStillListForTheirDrive()
    {
        const QString root = m_dir.filePath(QStringLiteral("old"));
        const HistoryStore store(root);
        Device::DeviceInfo usb;
        usb.name = QStringLiteral("sdc");
        usb.model = QStringLiteral("Flash Disk");
        usb.sizeBytes = 2000;
        // Before issue 22 a drive without a serial was kept under model and size...
        TestResult old = runOn(usb, u"cccc3333-0000-0000-0000-000000000000"_qs, 3);
        old.environment.device.clear();
        QVERIFY(store.save(old));
        QVERIFY(QDir(root).exists(QStringLiteral("Flash_Disk-2000")));
        // ...and a loop device under "unknown", with the runs of every other one.
        const Device::DeviceInfo l = loop(QStringLiteral("loop4"), u"/img/c.img"_qs);
        TestResult oldLoop = runOn(l, u"dddd4444-0000-0000-0000-000000000000"_qs, 4);
        oldLoop.environment.backingFile.clear();
        TestResult other = runOn(loop(QStringLiteral("loop5"), {}), u"eeee5555-0000"_qs, 5);
        other.environment.backingFile.clear();
        other.environment.device = QStringLiteral("loop5");
        for (TestResult *t : {&oldLoop, &other}) {
            t->environment.model.clear();
            const QString folder = root + QStringLiteral("/unknown");
            QVERIFY(QDir().mkpath(folder));
            QFile f(folder + u'/' + HistoryStore::fileName(*t));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(testResultToJson(*t)).toJson());
        }
        QCOMPARE(store.listForDrive(usb).size(), 1);
        const QList<HistoryEntry> loopRuns = store.listForDrive(l);
        QCOMPARE(loopRuns.size(), 1);
        QCOMPARE(loopRuns.first().id, u"dddd4444-0000-0000-0000-000000000000"_qs);
    }

    void findByShortIdOrPath()
    {
        const HistoryStore store(m_dir.filePath(QStringLiteral("find")));
        const Device::DeviceInfo a = loop(QStringLiteral("loop0"), u"/img/a.img"_qs);
        const Result<QString> saved =
            store.save(runOn(a, u"f00dcafe-1234-0000-0000-000000000000"_qs, 6));
        QVERIFY(saved);
        QCOMPARE(store.find(QStringLiteral("f00dcafe")).value(), saved.value());
        QCOMPARE(store.find(QStringLiteral("f00d")).value(), saved.value());
        QCOMPARE(store.find(QStringLiteral("f00dcafe-1234-0000-0000-000000000000")).value(),
                 saved.value());
        QCOMPARE(store.find(saved.value()).value(), saved.value());
        QVERIFY(!store.find(QStringLiteral("beef")));
        QVERIFY(!store.find(QStringLiteral("f0"))); // too short to mean one run
    }
};

QTEST_GUILESS_MAIN(TestHistoryKeys)
#include "tst_historykeys.moc"
