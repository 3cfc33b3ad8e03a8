// Root: `driveproof-cli export --openmetrics` on a partitioned loop device this test attached
// to its own image, read back by prometheus_client's reference parsers
// (tests/common/parse-openmetrics.py):
//  - identity, the kernel's cache view, alignment per partition and the latest bench result
//    from a private history; the file is replaced atomically and readable by others;
//  - while a bench runs on the loop device, the exporter sends it no drive command: health
//    and the drive's cache are skipped with reason test_running, and come back after.
// Lock files go to a private folder (DRIVEPROOF_LOCK_DIR), not /run/lock.
#include "device/testlock.h"
#include "loopdevice.h"
#include "testskip.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <unistd.h>

namespace {

struct Sample
{
    QString name;
    QVariantMap labels;
    double value = 0;
};

} // namespace

class TestExportLoop : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    LoopDevice m_loop;

    QString lockDir() const { return m_dir.filePath(QStringLiteral("locks")); }
    QString dataHome() const { return m_dir.filePath(QStringLiteral("data")); }
    QString output() const { return m_dir.filePath(QStringLiteral("textfile/driveproof.prom")); }

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("DRIVEPROOF_LOCK_DIR"), lockDir());
        e.insert(QStringLiteral("XDG_DATA_HOME"), dataHome());
        return e;
    }

    CommandResult cli(const QStringList &args) const
    {
        QProcess p;
        p.setProcessEnvironment(env());
        p.start(QStringLiteral(DRIVEPROOF_CLI), args);
        p.waitForFinished(120000);
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                p.readAllStandardOutput(), p.readAllStandardError()};
    }

    // Exports the loop device into output() and parses the file with the reference parsers.
    QList<Sample> exportLoop()
    {
        const CommandResult r =
            cli({QStringLiteral("export"), QStringLiteral("--openmetrics"),
                 QStringLiteral("--device"), m_loop.path(), QStringLiteral("--data-dir"),
                 dataHome() + QStringLiteral("/driveproof"), QStringLiteral("--output"), output()});
        if (r.exitCode != 0) {
            qWarning("export failed: %s", r.err.constData());
            return {};
        }
        const CommandResult parsed = runCommand(
            QStringLiteral("/usr/bin/python3"),
            {QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/common/parse-openmetrics.py"), output()});
        if (parsed.exitCode != 0) {
            QFile f(output());
            f.open(QIODevice::ReadOnly);
            qWarning("the reference parser refused it: %s\n%s", parsed.err.constData(),
                     f.readAll().constData());
            return {};
        }
        QList<Sample> samples;
        for (const QByteArray &line : parsed.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (!o.isEmpty())
                samples.append({o.value(QLatin1String("name")).toString(),
                                o.value(QLatin1String("labels")).toObject().toVariantMap(),
                                o.value(QLatin1String("value")).toDouble()});
        }
        return samples;
    }

    QList<Sample> find(const QList<Sample> &all, const QString &name, QVariantMap labels = {}) const
    {
        labels.insert(QStringLiteral("device"), m_loop.name());
        QList<Sample> out;
        for (const Sample &s : all) {
            bool match = s.name == name;
            for (auto it = labels.cbegin(); match && it != labels.cend(); ++it)
                match = s.labels.value(it.key()) == it.value();
            if (match)
                out.append(s);
        }
        return out;
    }

    dev_t loopNumber() const
    {
        struct stat st
        {
        };
        return ::stat(QFile::encodeName(m_loop.path()).constData(), &st) == 0 ? st.st_rdev : 0;
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(geteuid() == 0, "needs root to attach loop devices");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "needs losetup and friends");
        DRIVEPROOF_SKIP_UNLESS(
            runCommand(QStringLiteral("/usr/bin/python3"),
                       {QStringLiteral("-c"), QStringLiteral("import prometheus_client")})
                    .exitCode == 0,
            "needs python3-prometheus-client");
        QVERIFY(QDir().mkpath(lockDir()));
        QVERIFY(QDir().mkpath(QFileInfo(output()).path()));
        const QString image = m_dir.filePath(QStringLiteral("export.img"));
        QVERIFY(runCommand(QStringLiteral("truncate"),
                           {QStringLiteral("-s"), QStringLiteral("64M"), image})
                    .exitCode == 0);
        const QString err = m_loop.attach(image, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        // p1 on a 1 MiB boundary; p2 on an odd sector: a warning on 512/512 (loop reports
        // physical = logical, so nothing here can be worse than that).
        const QString parted =
            m_loop.partition("label: dos\nstart=2048, size=32768\nstart=34817, size=16384\n");
        QVERIFY2(parted.isEmpty(), qPrintable(parted));
        m_loop.addPartitionNodes();
    }

    void exportsTheLoopWithPartitionsAndHistory()
    {
        QVERIFY(m_loop.isOurs());
        const CommandResult bench =
            cli({QStringLiteral("bench"), QStringLiteral("surface"), m_loop.path()});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());

        const QList<Sample> s = exportLoop();
        QVERIFY(!s.isEmpty());
        const QList<Sample> info = find(s, QStringLiteral("driveproof_drive_info"));
        QCOMPARE(info.size(), 1);
        QCOMPARE(info[0].labels.value(QStringLiteral("kind")), QVariant(QStringLiteral("loop")));
        QCOMPARE(info[0].labels.value(QStringLiteral("path")), QVariant(m_loop.path()));
        QCOMPARE(find(s, QStringLiteral("driveproof_drive_size_bytes"))[0].value, double(64 << 20));
        // A loop device has no health data: said so, not left silent.
        QCOMPARE(find(s, QStringLiteral("driveproof_health_skipped"),
                      {{QStringLiteral("reason"), QStringLiteral("not_supported")}})
                     .size(),
                 1);
        QFile cache(QStringLiteral("/sys/block/%1/queue/write_cache").arg(m_loop.name()));
        QVERIFY(cache.open(QIODevice::ReadOnly));
        const bool writeBack = cache.readAll().trimmed() == "write back";
        QCOMPARE(find(s, QStringLiteral("driveproof_write_cache_kernel_write_back"))[0].value,
                 writeBack ? 1.0 : 0.0);

        const auto verdict = [&](const QString &partition, const char *v) {
            const QList<Sample> x = find(s, QStringLiteral("driveproof_partition_alignment"),
                                         {{QStringLiteral("partition"), partition},
                                          {QStringLiteral("verdict"), QLatin1String(v)}});
            return x.isEmpty() ? -1.0 : x[0].value;
        };
        QCOMPARE(verdict(m_loop.name() + QStringLiteral("p1"), "ok"), 1.0);
        QCOMPARE(verdict(m_loop.name() + QStringLiteral("p2"), "warning"), 1.0);
        QCOMPARE(verdict(m_loop.name() + QStringLiteral("p2"), "ok"), 0.0);

        const QList<Sample> iops = find(s, QStringLiteral("driveproof_test_operations_per_second"),
                                        {{QStringLiteral("family"), QStringLiteral("surface")}});
        QVERIFY2(!iops.isEmpty(), "the bench result from the history is missing");
        QVERIFY(iops[0].value > 0);
        QCOMPARE(find(s, QStringLiteral("driveproof_test_completed"),
                      {{QStringLiteral("family"), QStringLiteral("surface")}})[0]
                     .value,
                 1.0);

        // Replaced by rename: no temporary file left, readable by the collector's user.
        QCOMPARE(QDir(QFileInfo(output()).path())
                     .entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("driveproof.prom")});
        QCOMPARE(QFileInfo(output()).permissions() & QFileDevice::ReadOther,
                 QFileDevice::ReadOther);
    }

    void aRunningTestKeepsTheExporterOffTheDrive()
    {
        QVERIFY(m_loop.isOurs());
        QProcess bench;
        bench.setProcessEnvironment(env());
        bench.start(QStringLiteral(DRIVEPROOF_CLI),
                    {QStringLiteral("bench"), QStringLiteral("random"), m_loop.path(),
                     QStringLiteral("--destructive"), QStringLiteral("--size"),
                     QStringLiteral("16M"), QStringLiteral("--duration"), QStringLiteral("60"),
                     QStringLiteral("--no-history")});
        QVERIFY(bench.waitForStarted());
        // The bench holds the loop's lock once its target is open.
        QElapsedTimer clock;
        clock.start();
        bool running = false;
        while (!running && clock.elapsed() < 30000 && bench.state() == QProcess::Running) {
            running = DriveProof::Device::IdleHold(loopNumber(), lockDir()).testRunning();
            if (!running)
                QThread::msleep(50);
        }
        QVERIFY2(running, bench.readAllStandardError().constData());

        const QList<Sample> busy = exportLoop();
        bench.terminate(); // SIGTERM: the bench stops cleanly and lets go of the lock
        QVERIFY(bench.waitForFinished(30000));
        QVERIFY(!busy.isEmpty());
        QCOMPARE(find(busy, QStringLiteral("driveproof_health_skipped"),
                      {{QStringLiteral("reason"), QStringLiteral("test_running")}})
                     .size(),
                 1);
        QCOMPARE(find(busy, QStringLiteral("driveproof_write_cache_skipped"),
                      {{QStringLiteral("reason"), QStringLiteral("test_running")}})
                     .size(),
                 1);
        QVERIFY(find(busy, QStringLiteral("driveproof_health_status")).isEmpty());
        // The kernel's view costs the drive nothing and is still there.
        QCOMPARE(find(busy, QStringLiteral("driveproof_write_cache_kernel_write_back")).size(), 1);

        const QList<Sample> idle = exportLoop();
        QCOMPARE(find(idle, QStringLiteral("driveproof_health_skipped"),
                      {{QStringLiteral("reason"), QStringLiteral("not_supported")}})
                     .size(),
                 1);
    }

    void refusesWithoutAFormatAndWritesToStdout()
    {
        QCOMPARE(cli({QStringLiteral("export")}).exitCode, 2);
        const CommandResult r = cli({QStringLiteral("export"), QStringLiteral("--openmetrics"),
                                     QStringLiteral("--device"), m_loop.path()});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("# HELP driveproof_build_info "));
        QVERIFY(r.out.endsWith("# EOF\n"));
        const CommandResult bad =
            cli({QStringLiteral("export"), QStringLiteral("--openmetrics"),
                 QStringLiteral("--device"), m_loop.path(), QStringLiteral("--output"),
                 m_dir.filePath(QStringLiteral("no/such/dir/x.prom"))});
        QCOMPARE(bad.exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestExportLoop)
#include "tst_exportloop.moc"
