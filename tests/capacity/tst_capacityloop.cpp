// `driveproof-cli capacity` on real block devices: loop devices over files this test made
// (genuine drives of several sizes, never called fake) and over driveproof-lyingdisk's
// fake-capacity disks (FUSE): wrap-around at a boundary that is no power of two, dropped
// writes, dropped writes behind a write-back cache that ignores flushes. The kernel's loop
// and block layers sit between the probe and the fake, as a USB stick's would. Root;
// skipped (77) without root, losetup, /dev/fuse or the daemon.
#include "loopdevice.h"
#include "testskip.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <unistd.h>

namespace {

#ifdef DRIVEPROOF_LYINGDISK
const QString lyingDisk = QStringLiteral(DRIVEPROOF_LYINGDISK);
#else
const QString lyingDisk;
#endif

// A loop device with direct I/O (so no page cache hides the FUSE disk), detached at the end.
struct Loop
{
    QString path, image;
    QString attach(const QString &file)
    {
        const CommandResult r =
            runCommand(QStringLiteral("losetup"), {QStringLiteral("-f"), QStringLiteral("--show"),
                                                   QStringLiteral("--direct-io=on"), file});
        if (r.exitCode != 0)
            return QString::fromLocal8Bit(r.err);
        path = QString::fromLocal8Bit(r.out).trimmed();
        image = QFileInfo(file).canonicalFilePath();
        QFile backing(
            QStringLiteral("/sys/block/%1/loop/backing_file").arg(QFileInfo(path).fileName()));
        if (!backing.open(QIODevice::ReadOnly) ||
            QString::fromLocal8Bit(backing.readAll()).trimmed() != image)
            return QStringLiteral("%1 is not backed by %2").arg(path, file);
        return {};
    }
    ~Loop()
    {
        if (!path.isEmpty())
            runCommand(QStringLiteral("losetup"), {QStringLiteral("-d"), path});
    }
};

// The FUSE fake, unmounted and stopped at the end.
struct Fake
{
    QProcess process;
    QString mount;
    QString start(const QString &dir, const QStringList &args, quint64 size)
    {
        mount = dir + QStringLiteral("/mnt");
        QDir().mkpath(mount);
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(lyingDisk, QStringList{QStringLiteral("-f"), QStringLiteral("--size"),
                                             QString::number(size), QStringLiteral("--backing"),
                                             dir + QStringLiteral("/backing")} +
                                     args + QStringList{mount});
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000) {
            if (QFileInfo(image()).size() == qint64(size))
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
        runCommand(QStringLiteral("fusermount3"),
                   {QStringLiteral("-u"), QStringLiteral("-z"), mount});
        process.waitForFinished(5000);
    }
};

QJsonObject capacity(const QString &device, const QStringList &extra, int *exitCode = nullptr)
{
    QProcess p;
    p.setProcessEnvironment([] {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"),
                   QDir::tempPath() + QStringLiteral("/dp-capacity-test"));
        return env;
    }());
    p.start(QStringLiteral(DRIVEPROOF_CLI),
            QStringList{QStringLiteral("capacity"), device, QStringLiteral("--json")} + extra);
    p.closeWriteChannel();
    p.waitForFinished(600000);
    if (exitCode)
        *exitCode = p.exitCode();
    const QByteArray err = p.readAllStandardError();
    if (!err.isEmpty())
        qInfo().noquote() << QString::fromLocal8Bit(err).trimmed();
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

void report(const char *what, const QJsonObject &o)
{
    const QString writes = o.contains(QStringLiteral("probe_writes"))
                               ? QStringLiteral("probe_writes")
                               : QStringLiteral("write_requests");
    qInfo("%s: %s, %d write requests, %.2f s, usable %.0f", what,
          qPrintable(o.value(QStringLiteral("verdict")).toString()), o.value(writes).toInt(),
          o.value(QStringLiteral("seconds")).toDouble(),
          o.value(QStringLiteral("usable_bytes")).toDouble());
}

} // namespace

class TestCapacityLoop : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(::geteuid() == 0, "needs root (loop devices)");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "losetup or friends missing");
    }

    void genuine_data()
    {
        QTest::addColumn<quint64>("size");
        QTest::newRow("64 MB") << quint64(64) * 1000 * 1000;
        QTest::newRow("odd, 300 MiB + 3 sectors") << quint64(300 << 20) + 3 * 512;
        QTest::newRow("8 GiB, sparse") << (quint64(8) << 30);
    }
    void genuine()
    {
        QFETCH(quint64, size);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("genuine.img"));
        QVERIFY(QFile(file).open(QIODevice::WriteOnly) && QFile::resize(file, qint64(size)));
        Loop loop;
        QCOMPARE(loop.attach(file), QString());
        int code = -1;
        const QJsonObject o = capacity(
            loop.path, {QStringLiteral("--quick"), QStringLiteral("--destructive")}, &code);
        report(QTest::currentDataTag(), o);
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("genuine"));
        QCOMPARE(code, 0);
        QCOMPARE(o.value(QStringLiteral("usable_bytes")).toDouble(), double(size / 512 * 512));
    }

    void fakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<quint64>("real");
        const QStringList honest{QStringLiteral("--mode"), QStringLiteral("honest")};
        QTest::newRow("wrap at 126484480")
            << honest + QStringList{QStringLiteral("--fake"), QStringLiteral("wrap"),
                                    QStringLiteral("--real-size"), QStringLiteral("126484480")}
            << QStringLiteral("wrap-around") << quint64(126484480);
        QTest::newRow("drop at 150000128")
            << honest + QStringList{QStringLiteral("--fake"), QStringLiteral("drop"),
                                    QStringLiteral("--real-size"), QStringLiteral("150000128")}
            << QStringLiteral("dropped-writes") << quint64(150000128);
        QTest::newRow("drop behind a 16 MiB cache")
            << QStringList{QStringLiteral("--mode"),
                           QStringLiteral("lying"),
                           QStringLiteral("--destage-delay-ms"),
                           QStringLiteral("600000"),
                           QStringLiteral("--max-dirty-bytes"),
                           QStringLiteral("16M"),
                           QStringLiteral("--fake"),
                           QStringLiteral("drop"),
                           QStringLiteral("--real-size"),
                           QStringLiteral("99999744")}
            << QStringLiteral("dropped-writes") << quint64(99999744);
    }
    void fakes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, verdict);
        QFETCH(quint64, real);
        DRIVEPROOF_SKIP_UNLESS(!lyingDisk.isEmpty() && QFile::exists(lyingDisk),
                               "no driveproof-lyingdisk (libfuse3)");
        DRIVEPROOF_SKIP_UNLESS(QFile::exists(QStringLiteral("/dev/fuse")), "no /dev/fuse");
        QTemporaryDir dir;
        Fake fake;
        QCOMPARE(fake.start(dir.path(), args, 256 << 20), QString());
        Loop loop;
        QCOMPARE(loop.attach(fake.image()), QString());
        for (const QString &mode : {QStringLiteral("--quick"), QStringLiteral("--full")}) {
            int code = -1;
            const QJsonObject o =
                capacity(loop.path, {mode, QStringLiteral("--destructive")}, &code);
            report(
                qPrintable(QString::fromLatin1(QTest::currentDataTag()) + QLatin1Char(' ') + mode),
                o);
            QCOMPARE(o.value(QStringLiteral("verdict")).toString(), verdict);
            QCOMPARE(o.value(QStringLiteral("usable_bytes")).toDouble(), double(real));
            QCOMPARE(o.value(QStringLiteral("first_bad_offset")).toDouble(), double(real));
            QCOMPARE(code, 1);
        }
    }

    // No terminal and no --destructive, or a device held open by someone else: nothing is
    // written (the image keeps its bytes).
    void refusals()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("kept.img"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(1 << 20, 'k'));
        f.close();
        QVERIFY(QFile::resize(file, 64 << 20));
        Loop loop;
        QCOMPARE(loop.attach(file), QString());
        int code = -1;
        capacity(loop.path, {QStringLiteral("--quick")}, &code);
        QCOMPARE(code, 2);
        const int held = ::open(QFile::encodeName(loop.path).constData(), O_RDONLY | O_EXCL);
        QVERIFY(held >= 0);
        capacity(loop.path, {QStringLiteral("--quick"), QStringLiteral("--destructive")}, &code);
        ::close(held);
        QCOMPARE(code, 1);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.read(1 << 20), QByteArray(1 << 20, 'k'));
    }
};

QTEST_GUILESS_MAIN(TestCapacityLoop)
#include "tst_capacityloop.moc"
