// What the exporter reads from DriveProof data folders (core/report/fleetcollect.h), in
// temporary folders: the newest readable result of each family across several users'
// histories, damaged or planted files (a FIFO, a link, a device, a huge file) skipped
// without blocking, and the newest verified power-loss report of the drive (practice runs
// and other drives' reports left out).
#include "report/fleetcollect.h"
#include "report/history.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <sys/stat.h>

using namespace DriveProof;
using namespace DriveProof::Report;

namespace {

TestResult result(const QString &family, const QString &started, double iops)
{
    TestResult r;
    r.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.family = family;
    r.started = QDateTime::fromString(started, Qt::ISODate);
    r.finished = r.started.addSecs(30);
    r.environment.serial = QStringLiteral("SN-1");
    r.environment.model = QStringLiteral("Model");
    Measurement m;
    m.key = family + QStringLiteral(".line");
    m.iops = iops;
    m.seconds = 1;
    r.measurements = {m};
    return r;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray report(const char *verdict, const QString &serial, const QString &when, bool practice)
{
    return QJsonDocument(
               QJsonObject{{QStringLiteral("verdict"), QLatin1String(verdict)},
                           {QStringLiteral("practice"), practice},
                           {QStringLiteral("verified_at"), when},
                           {QStringLiteral("drive"),
                            QJsonObject{{QStringLiteral("model"), QStringLiteral("Model")},
                                        {QStringLiteral("serial"), serial},
                                        {QStringLiteral("capacity_bytes"), 1e12}}}})
        .toJson();
}

} // namespace

class TestFleetCollect : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString data(const char *user) const
    {
        return m_dir.filePath(QLatin1String(user) + QStringLiteral("/driveproof"));
    }

private slots:
    void newestResultOfEachFamilyAcrossUsers()
    {
        const HistoryStore alice(data("alice") + QStringLiteral("/history"));
        const HistoryStore bob(data("bob") + QStringLiteral("/history"));
        QVERIFY(alice.save(
            result(QStringLiteral("commit"), QStringLiteral("2026-01-01T10:00:00Z"), 100)));
        QVERIFY(bob.save(
            result(QStringLiteral("commit"), QStringLiteral("2026-02-01T10:00:00Z"), 200)));
        QVERIFY(
            alice.save(result(QStringLiteral("quick"), QStringLiteral("2026-01-05T10:00:00Z"), 7)));
        QVERIFY(alice.save(
            result(QStringLiteral("sweep-block-size"), QStringLiteral("2026-01-06T10:00:00Z"), 9)));
        // The newest commit file of all is damaged: the one before it counts.
        const QString folder = data("bob") + QStringLiteral("/history/SN-1/");
        QVERIFY(writeFile(folder + QStringLiteral("20260301-100000-commit-deadbeef.json"), "{"));

        const QList<TestResult> latest =
            latestResults({data("alice"), data("bob"), data("nobody")}, QStringLiteral("SN-1"));
        QCOMPARE(latest.size(), 3);
        QCOMPARE(latest[0].family, QStringLiteral("commit"));
        QCOMPARE(latest[0].measurements[0].iops, 200.0);
        QCOMPARE(latest[1].family, QStringLiteral("quick"));
        QCOMPARE(latest[2].family, QStringLiteral("sweep-block-size"));
        QVERIFY(latestResults({data("alice")}, QStringLiteral("SN-2")).isEmpty());
        // A key is a folder name, never a path.
        QVERIFY(latestResults({data("alice")}, QStringLiteral("../alice/history/SN-1")).isEmpty());
    }

    void plantedFilesNeitherBlockNorCount()
    {
        const QString folder = data("mallory") + QStringLiteral("/history/SN-1/");
        QVERIFY(QDir().mkpath(folder));
        const QString fifo = folder + QStringLiteral("20260401-100000-commit-fifo0001.json");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0644), 0);
        const HistoryStore elsewhere(m_dir.filePath(QStringLiteral("elsewhere")));
        const Result<QString> saved = elsewhere.save(
            result(QStringLiteral("commit"), QStringLiteral("2026-05-01T10:00:00Z"), 999));
        QVERIFY(saved);
        QVERIFY(QFile::link(saved.value(),
                            folder + QStringLiteral("20260501-100000-commit-link0001.json")));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"),
                            folder + QStringLiteral("20260601-100000-commit-zero0001.json")));

        QElapsedTimer clock;
        clock.start();
        QVERIFY(latestResults({data("mallory")}, QStringLiteral("SN-1")).isEmpty());
        QVERIFY(clock.elapsed() < 10000);

        QVERIFY(!readPlainFile(fifo, 1024));
        QVERIFY(!readPlainFile(QStringLiteral("/dev/zero"), 1024));
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("big")), QByteArray(2048, 'x')));
        QVERIFY(!readPlainFile(m_dir.filePath(QStringLiteral("big")), 1024));
        QCOMPARE(readPlainFile(m_dir.filePath(QStringLiteral("big")), 4096)->size(), 2048);
    }

    void newestVerifiedPowerLossReportOfTheDrive()
    {
        const QString reports = data("alice") + QStringLiteral("/powerloss/reports/");
        QVERIFY(writeFile(
            reports + QStringLiteral("a.json"),
            report("PASS", QStringLiteral("SN-1"), QStringLiteral("2026-01-01T00:00:00Z"), false)));
        QVERIFY(writeFile(
            reports + QStringLiteral("b.json"),
            report("FAIL", QStringLiteral("SN-1"), QStringLiteral("2026-02-01T00:00:00Z"), false)));
        // Newer, but a practice run, another drive, or a report without a drive.
        QVERIFY(writeFile(
            reports + QStringLiteral("c.json"),
            report("PASS", QStringLiteral("SN-1"), QStringLiteral("2026-03-01T00:00:00Z"), true)));
        QVERIFY(writeFile(
            reports + QStringLiteral("d.json"),
            report("PASS", QStringLiteral("SN-2"), QStringLiteral("2026-04-01T00:00:00Z"), false)));
        QVERIFY(writeFile(reports + QStringLiteral("e.json"), "{\"verdict\":\"PASS\"}"));

        const std::optional<PowerLossOutcome> latest =
            latestPowerLoss({data("alice")}, QStringLiteral("SN-1"));
        QVERIFY(latest);
        QCOMPARE(latest->verdict, QStringLiteral("FAIL"));
        QCOMPARE(latest->when,
                 QDateTime::fromString(QStringLiteral("2026-02-01T00:00:00Z"), Qt::ISODate));
        QCOMPARE(latestPowerLoss({data("alice")}, QStringLiteral("SN-2"))->verdict,
                 QStringLiteral("PASS"));
        QVERIFY(!latestPowerLoss({data("alice")}, QStringLiteral("SN-3")));
    }
};

QTEST_GUILESS_MAIN(TestFleetCollect)
#include "tst_fleetcollect.moc"
