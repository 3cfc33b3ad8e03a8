// Root: `driveproof-cli cache` on a real loop device reports the kernel's view only, says
// that the drive-level state does not apply, refuses --set, and changes nothing; `health`
// on it is a refusal (exit 2).
#include "loopdevice.h"
#include "testskip.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

class TestLoopCache : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    static QString writeCacheOf(const LoopDevice &loop)
    {
        QFile f(QStringLiteral("/sys/block/%1/queue/write_cache").arg(loop.name()));
        return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed() : QString();
    }

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(geteuid() == 0, "needs root to attach loop devices");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "needs losetup and friends");
    }
    void kernelViewOnly()
    {
        const QString image = m_dir.filePath(QStringLiteral("cache.img"));
        QVERIFY(runCommand(QStringLiteral("truncate"),
                           {QStringLiteral("-s"), QStringLiteral("16M"), image})
                    .exitCode == 0);
        LoopDevice loop;
        const QString err = loop.attach(image, 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const QString before = writeCacheOf(loop);
        QVERIFY(!before.isEmpty());

        const CommandResult r =
            runCommand(QStringLiteral(DRIVEPROOF_CLI),
                       {QStringLiteral("cache"), loop.path(), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("protocol")).toString(), QStringLiteral("none"));
        QCOMPARE(o.value(QStringLiteral("kernel_view")).toString(), before);
        QVERIFY(o.value(QStringLiteral("enabled")).isNull());
        const QString findings = QString::fromUtf8(
            QJsonDocument(o.value(QStringLiteral("findings")).toArray()).toJson());
        QVERIFY2(findings.contains(QLatin1String("does not apply")), qPrintable(findings));

        const CommandResult set = runCommand(
            QStringLiteral(DRIVEPROOF_CLI),
            {QStringLiteral("cache"), loop.path(), QStringLiteral("--set"), QStringLiteral("off")});
        QCOMPARE(set.exitCode, 2); // a refusal, as the README says (issue 22)
        QVERIFY(set.err.contains(loop.path().toUtf8()));
        QCOMPARE(writeCacheOf(loop), before); // never touched queue/write_cache

        // A loop device has no health of its own: a refusal too, exit 2, with and without
        // --json (issue 22: it exited 1, as for a failure).
        for (const QStringList &extra : {QStringList{}, QStringList{QStringLiteral("--json")}}) {
            const CommandResult health =
                runCommand(QStringLiteral(DRIVEPROOF_CLI),
                           QStringList{QStringLiteral("health"), loop.path()} + extra);
            QCOMPARE(health.exitCode, 2);
            QVERIFY(health.err.contains(loop.path().toUtf8()));
        }
    }
};

QTEST_GUILESS_MAIN(TestLoopCache)
#include "tst_loopcache.moc"
