// Root: `driveproof-cli bench` on raw loop devices this test attached to its own images.
//  - a read test (surface scan) covers the whole device;
//  - a write test is refused without --destructive and on a mounted device, and runs on an
//    unmounted one with it (stdin is not a terminal here, so --destructive is the consent);
//  - the commit test counts device flushes: about one per fdatasync, and none once the
//    loop's queue/write_cache says write through, with the verdict naming it (reset after).
#include "loopdevice.h"
#include "testskip.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

namespace {

QString readSys(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed() : QString();
}

bool writeSys(const QString &path, const QByteArray &value)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(value) == value.size();
}

CommandResult bench(const QStringList &args)
{
    QStringList all = {QStringLiteral("bench")};
    all << args << QStringLiteral("--no-history");
    return runCommand(QStringLiteral(DRIVEPROOF_CLI), all);
}

QJsonObject measurement(const QJsonObject &result, const QString &key)
{
    for (const QJsonValue &v : result.value(QStringLiteral("measurements")).toArray())
        if (v.toObject().value(QStringLiteral("key")).toString() == key)
            return v.toObject();
    return {};
}

QStringList findingCodes(const QJsonObject &result)
{
    QStringList codes;
    for (const QJsonValue &v : result.value(QStringLiteral("findings")).toArray())
        codes << v.toObject().value(QStringLiteral("code")).toString();
    return codes;
}

} // namespace

class TestBenchLoop : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    LoopDevice m_loop;
    QString m_cacheBefore;

    QString writeCachePath() const
    {
        return QStringLiteral("/sys/block/%1/queue/write_cache").arg(m_loop.name());
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(geteuid() == 0, "needs root to attach loop devices");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "needs losetup and friends");
        DRIVEPROOF_SKIP_UNLESS(
            !QStandardPaths::findExecutable(QStringLiteral("mkfs.ext4")).isEmpty(),
            "needs mkfs.ext4 (e2fsprogs)");
        const QString image = m_dir.filePath(QStringLiteral("bench.img"));
        QVERIFY(runCommand(QStringLiteral("truncate"),
                           {QStringLiteral("-s"), QStringLiteral("64M"), image})
                    .exitCode == 0);
        const QString err = m_loop.attach(image, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        m_cacheBefore = readSys(writeCachePath());
        QVERIFY(!m_cacheBefore.isEmpty());
    }

    void cleanupTestCase()
    {
        // The setting sticks to the loop node: put it back as it was.
        if (m_loop.isOurs() && !m_cacheBefore.isEmpty())
            writeSys(writeCachePath(), m_cacheBefore.toLatin1());
        runCommand(QStringLiteral("umount"), {m_dir.filePath(QStringLiteral("mnt"))});
    }

    void surfaceScanReadsTheWholeDevice()
    {
        QVERIFY(m_loop.isOurs());
        const CommandResult r =
            bench({QStringLiteral("surface"), m_loop.path(), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("target_kind")).toString(), QStringLiteral("device"));
        const QJsonObject m = measurement(o, QStringLiteral("surface.read"));
        QCOMPARE(m.value(QStringLiteral("bytes")).toDouble(), double(64 << 20));
        QVERIFY(m.value(QStringLiteral("intervals")).toArray().size() >= 1);
    }

    void writesNeedConsentAndAnUnmountedDevice()
    {
        QVERIFY(m_loop.isOurs());
        const QStringList args = {QStringLiteral("random"),     m_loop.path(),
                                  QStringLiteral("--size"),     QStringLiteral("16M"),
                                  QStringLiteral("--duration"), QStringLiteral("0.2")};
        const CommandResult refused = bench(args);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("--destructive"));

        // Mounted: refused even with --destructive.
        QVERIFY(runCommand(QStringLiteral("mkfs.ext4"), {QStringLiteral("-q"), m_loop.path()})
                    .exitCode == 0);
        const QString mnt = m_dir.filePath(QStringLiteral("mnt"));
        QVERIFY(QDir().mkpath(mnt));
        QVERIFY(runCommand(QStringLiteral("mount"), {m_loop.path(), mnt}).exitCode == 0);
        const CommandResult mounted = bench(QStringList(args) << QStringLiteral("--destructive"));
        runCommand(QStringLiteral("umount"), {mnt});
        QCOMPARE(mounted.exitCode, 1);
        QVERIFY2(mounted.err.contains("mounted"), mounted.err.constData());

        const CommandResult allowed =
            bench(QStringList(args) << QStringLiteral("--destructive") << QStringLiteral("--json"));
        QVERIFY2(allowed.exitCode == 0, allowed.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(allowed.out).object();
        const QJsonObject w = measurement(o, QStringLiteral("rnd4kq1t1.write"));
        QVERIFY(w.value(QStringLiteral("ops")).toDouble() > 0);
    }

    // 1.5 s: long enough for a dozen commits on a loaded machine (0.5 s gave fewer there).
    void commitFlushesReachTheLoopUntilItSaysWriteThrough()
    {
        QVERIFY(m_loop.isOurs());
        QVERIFY(writeSys(writeCachePath(), "write back"));
        const QStringList args = {QStringLiteral("commit"),
                                  m_loop.path(),
                                  QStringLiteral("--destructive"),
                                  QStringLiteral("--duration"),
                                  QStringLiteral("1.5"),
                                  QStringLiteral("--only"),
                                  QStringLiteral("commit.s1.fdatasync"),
                                  QStringLiteral("--json")};
        const CommandResult back = bench(args);
        QVERIFY2(back.exitCode == 0, back.err.constData());
        QJsonObject line = measurement(QJsonDocument::fromJson(back.out).object(),
                                       QStringLiteral("commit.s1.fdatasync"));
        QVERIFY(line.value(QStringLiteral("ops")).toDouble() > 10);
        const QJsonObject loopFlushes =
            line.value(QStringLiteral("flushes")).toArray().first().toObject();
        QCOMPARE(loopFlushes.value(QStringLiteral("device")).toString(), m_loop.name());
        const double perCommit = loopFlushes.value(QStringLiteral("per_commit")).toDouble();
        QVERIFY2(perCommit > 0.9 && perCommit < 1.2, qPrintable(QString::number(perCommit)));

        QVERIFY(writeSys(writeCachePath(), "write through"));
        const CommandResult through = bench(args);
        writeSys(writeCachePath(), m_cacheBefore.toLatin1());
        QVERIFY2(through.exitCode == 0, through.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(through.out).object();
        line = measurement(o, QStringLiteral("commit.s1.fdatasync"));
        const QJsonObject none = line.value(QStringLiteral("flushes")).toArray().first().toObject();
        QCOMPARE(none.value(QStringLiteral("per_commit")).toDouble(), 0.0);
        QVERIFY2(findingCodes(o).contains(QStringLiteral("commit.no-flushes-write-through")),
                 qPrintable(findingCodes(o).join(QLatin1Char(' '))));
        QCOMPARE(readSys(writeCachePath()), m_cacheBefore);
    }
};

QTEST_GUILESS_MAIN(TestBenchLoop)
#include "tst_benchloop.moc"
