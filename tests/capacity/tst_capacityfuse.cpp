// The quick probe and the full verify straight on driveproof-lyingdisk's fake-capacity
// disks (FUSE, O_DIRECT), no loop device and no root needed: wrap-around at a boundary that
// is no power of two, dropped writes, both behind caches that ignore flushes (one that
// destages its oldest block when full, one that sends new writes past it), and an honest
// disk of the same size. Skipped (77) without the daemon, /dev/fuse or
// fusermount3. Also the daemon's address map alone (mapRange).
#include "../../app/lyingdisk/fakemap.h"
#include "capacity/probe.h"
#include "capacity/verify.h"
#include "testskip.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <unistd.h>

using namespace DriveProof::Capacity;
namespace LD = DriveProof::LyingDisk;

namespace {

#ifdef DRIVEPROOF_LYINGDISK
const QString lyingDisk = QStringLiteral(DRIVEPROOF_LYINGDISK);
#else
const QString lyingDisk;
#endif
constexpr quint64 kSize = 256ull << 20;

struct Fake
{
    QTemporaryDir dir;
    QProcess process;
    QString mount = dir.filePath(QStringLiteral("mnt"));
    QString start(const QStringList &args)
    {
        QDir().mkpath(mount);
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(lyingDisk, QStringList{QStringLiteral("-f"), QStringLiteral("--size"),
                                             QString::number(kSize), QStringLiteral("--backing"),
                                             dir.filePath(QStringLiteral("backing"))} +
                                     args + QStringList{mount});
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000) {
            if (QFileInfo(image()).size() == qint64(kSize))
                return {};
            if (process.state() == QProcess::NotRunning)
                return QStringLiteral("driveproof-lyingdisk ended");
            QThread::msleep(50);
        }
        return QStringLiteral("the FUSE disk did not appear");
    }
    QString image() const { return mount + QStringLiteral("/disk.img"); }
    ~Fake()
    {
        QProcess::execute(QStringLiteral("fusermount3"),
                          {QStringLiteral("-u"), QStringLiteral("-z"), mount});
        process.waitForFinished(5000);
    }
};

// A 16 MiB cache that ignores flushes: when full, it destages its oldest block, or (Linux's
// dm-writecache in SSD mode) keeps what it holds and sends new writes past it. Idle: 64 MiB
// that sends new writes past it when full and writes back 2 s after each write, as
// dm-writecache does once nothing goes past it: it holds the spread records through the
// probe, and only the second look after the idle wait sees the fake. Large: 48 MiB, more
// than the probe writes on this 256 MiB disk, that never writes back (dm-writecache with its
// high watermark at 100 %): the quick probe reads everything from it (docs/capacity.md,
// Limits), and only the full verify, which writes the whole disk through it, sees the fake.
enum class Cache { None, Destage, Bypass, Idle, Large };

QStringList fake(const char *kind, quint64 real, Cache cache = Cache::None)
{
    QStringList args{QStringLiteral("--fake"), QLatin1String(kind), QStringLiteral("--real-size"),
                     QString::number(real)};
    if (cache == Cache::None)
        return args + QStringList{QStringLiteral("--mode"), QStringLiteral("honest")};
    const bool idle = cache == Cache::Idle;
    const QString size = idle                    ? QStringLiteral("64M")
                         : cache == Cache::Large ? QStringLiteral("48M")
                                                 : QStringLiteral("16M");
    return args + QStringList{QStringLiteral("--mode"),
                              QStringLiteral("lying"),
                              QStringLiteral("--destage-delay-ms"),
                              idle ? QStringLiteral("2000") : QStringLiteral("600000"),
                              QStringLiteral("--max-dirty-bytes"),
                              size,
                              QStringLiteral("--when-full"),
                              cache == Cache::Destage ? QStringLiteral("destage")
                                                      : QStringLiteral("bypass")};
}

} // namespace

class TestCapacityFuse : public QObject
{
    Q_OBJECT

private slots:
    void addressMap()
    {
        const LD::FakeMap wrap{LD::FakeKind::Wrap, 1000 * 512};
        const std::vector<LD::MappedPiece> w = LD::mapRange(wrap, 999 * 512, 4 * 512);
        QCOMPARE(w.size(), std::size_t(2));
        QCOMPARE(w[0].backing, quint64(999 * 512));
        QCOMPARE(w[1].offset, quint64(1000 * 512));
        QCOMPARE(w[1].backing, quint64(0));
        QCOMPARE(LD::mapRange(wrap, 2500 * 512, 512)[0].backing, quint64(500 * 512));
        const LD::FakeMap drop{LD::FakeKind::Drop, 1000 * 512};
        const std::vector<LD::MappedPiece> d = LD::mapRange(drop, 999 * 512, 2 * 512);
        QVERIFY(d[0].present);
        QVERIFY(!d[1].present);
        QCOMPARE(LD::mapRange({}, 5, 7)[0].backing, quint64(5));
    }

    void probe_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<quint64>("boundary");
        // What the quick probe says when it cannot settle it; -1: the same as the full verify.
        QTest::addColumn<int>("quickVerdict");
        QTest::newRow("honest") << QStringList{QStringLiteral("--mode"), QStringLiteral("honest")}
                                << int(Verdict::Genuine) << quint64(0) << -1;
        QTest::newRow("wrap at 126484480")
            << fake("wrap", 126484480) << int(Verdict::WrapAround) << quint64(126484480) << -1;
        QTest::newRow("drop at 150000128")
            << fake("drop", 150000128) << int(Verdict::DroppedWrites) << quint64(150000128) << -1;
        QTest::newRow("drop behind a lying cache")
            << fake("drop", 99999744, Cache::Destage) << int(Verdict::DroppedWrites)
            << quint64(99999744) << -1;
        QTest::newRow("wrap behind a lying cache")
            << fake("wrap", 77777 * 1024, Cache::Destage) << int(Verdict::WrapAround)
            << quint64(77777 * 1024) << -1;
        // The probe's first records fill such a cache and stay there: the base's first
        // half must come before them (probe.h).
        QTest::newRow("wrap behind a cache that keeps its first writes")
            << fake("wrap", 77777 * 1024, Cache::Bypass) << int(Verdict::WrapAround)
            << quint64(77777 * 1024) << -1;
        QTest::newRow("wrap behind a cache that writes back when idle")
            << fake("wrap", 77777 * 1024, Cache::Idle) << int(Verdict::WrapAround)
            << quint64(77777 * 1024) << -1;
        QTest::newRow("wrap behind a cache larger than the probe, never written back")
            << fake("wrap", 77777 * 1024, Cache::Large) << int(Verdict::WrapAround)
            << quint64(77777 * 1024) << int(Verdict::Genuine);
        QTest::newRow("drop behind a cache that keeps its first writes")
            << fake("drop", 99999744, Cache::Bypass) << int(Verdict::DroppedWrites)
            << quint64(99999744) << -1;
    }
    void probe()
    {
        QFETCH(QStringList, args);
        QFETCH(int, verdict);
        QFETCH(quint64, boundary);
        QFETCH(int, quickVerdict);
        DRIVEPROOF_SKIP_UNLESS(!lyingDisk.isEmpty() && QFile::exists(lyingDisk),
                               "no driveproof-lyingdisk (libfuse3)");
        DRIVEPROOF_SKIP_UNLESS(::access("/dev/fuse", R_OK | W_OK) == 0, "no usable /dev/fuse");
        DRIVEPROOF_SKIP_UNLESS(
            !QStandardPaths::findExecutable(QStringLiteral("fusermount3")).isEmpty(),
            "no fusermount3");
        for (const bool full : {false, true}) {
            Fake disk;
            QCOMPARE(disk.start(args), QString());
            const int fd = ::open(QFile::encodeName(disk.image()).constData(), O_RDWR | O_DIRECT);
            QVERIFY(fd >= 0);
            FdMedium medium(fd, kSize, 512);
            CancelFlag cancel{false};
            Classification c;
            if (full) {
                c = runFullVerify(medium, {}, {}, cancel).classification;
            } else {
                const ProbeResult r = runQuickProbe(medium, {}, {}, cancel);
                qInfo("%s quick: %llu write requests, %.2f s, second look: %d s idle",
                      QTest::currentDataTag(), (unsigned long long)r.probeWrites, r.seconds,
                      r.idleSeconds);
                c = r.classification;
            }
            ::close(fd);
            if (!full && quickVerdict >= 0) {
                QCOMPARE(int(c.verdict), quickVerdict);
                continue;
            }
            QCOMPARE(int(c.verdict), verdict);
            if (verdict == int(Verdict::Genuine))
                continue;
            QCOMPARE(c.firstBadOffset.value_or(0), boundary);
            QCOMPARE(c.usableBytes, boundary);
        }
    }
};

QTEST_GUILESS_MAIN(TestCapacityFuse)
#include "tst_capacityfuse.moc"
