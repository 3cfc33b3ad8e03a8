// The heat around each test in the fleet exposition (core/report/heatmetrics.h, issue 23):
// temperatures before and after, the rise of the NVMe thermal-management counters, time
// above the warning / critical temperature and the throttled flag, per drive and family,
// read back by the reference parsers (prometheus_client: OpenMetrics 1.0 and the 0.0.4 text
// format) with their HELP, TYPE and UNIT. Skips (77) without python3-prometheus-client.
#include "report/fleetmetrics.h"
#include "report/heatmetrics.h"
#include "testskip.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Report;

namespace {

struct Sample
{
    QString name, type, unit, help;
    QVariantMap labels;
    double value = 0;
};

// Runs tests/common/parse-openmetrics.py; its exit code (3: no prometheus_client).
int parse(const QByteArray &text, QList<Sample> *samples, QByteArray *error)
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("x.prom")));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return -1;
    file.close();
    QProcess p;
    p.start(QStringLiteral("/usr/bin/python3"),
            {QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/common/parse-openmetrics.py"),
             file.fileName()});
    if (!p.waitForFinished(60000))
        return -1;
    *error = p.readAllStandardError();
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        if (line.isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const auto str = [&o](const char *k) { return o.value(QLatin1String(k)).toString(); };
        samples->append({str("name"), str("type"), str("unit"), str("help"),
                         o.value(QLatin1String("labels")).toObject().toVariantMap(),
                         o.value(QLatin1String("value")).toDouble()});
    }
    return p.exitCode();
}

HeatReading reading(double celsius, quint32 tmt1, quint32 tmt2, quint32 s1, quint32 s2,
                    quint32 warningMinutes)
{
    ThermalCounters c;
    c.transitions[0] = tmt1;
    c.transitions[1] = tmt2;
    c.seconds[0] = s1;
    c.seconds[1] = s2;
    c.warningMinutes = warningMinutes;
    return {celsius, c};
}

TestResult result(const char *family, const Heat &heat)
{
    TestResult r;
    r.family = QLatin1String(family);
    r.finished = QDateTime::fromSecsSinceEpoch(1700000000).toUTC();
    r.heat = heat;
    return r;
}

QList<DriveSnapshot> drives()
{
    DriveSnapshot nvme;
    nvme.info.name = QStringLiteral("nvme0n1");
    nvme.info.path = QStringLiteral("/dev/nvme0n1");
    // A sustained write that heated the drive from 41 to 78 °C and throttled it 3 + 1 times.
    Heat hot{reading(41, 2, 0, 10, 0, 1), reading(78, 5, 1, 40, 3, 3), {}};
    // A random test that left the counters as they were.
    Heat calm{reading(40, 5, 1, 40, 3, 3), reading(42, 5, 1, 40, 3, 3), {}};
    // Counters that fell (a controller reset between the readings) count 0, not a wrap.
    Heat reset{reading(45, 9, 0, 90, 0, 0), reading(46, 1, 0, 5, 0, 0), {}};
    nvme.latestResults = {result("sustained", hot), result("random", calm),
                          result("commit", reset)};
    DriveSnapshot sata;
    sata.info.name = QStringLiteral("sda");
    sata.info.path = QStringLiteral("/dev/sda");
    // ATA: a temperature only, and the reading after the test is missing.
    Heat ata{HeatReading{35.0, std::nullopt}, std::nullopt, QStringLiteral("no reading")};
    sata.latestResults = {result("quick", ata)};
    return {nvme, sata};
}

} // namespace

class TestHeatMetrics : public QObject
{
    Q_OBJECT

    QByteArray m_text;
    QList<Sample> m_samples;

    std::optional<double> value(const char *name, const QString &device, const char *family,
                                const char *label = nullptr, const char *labelValue = nullptr)
    {
        for (const Sample &s : std::as_const(m_samples)) {
            if (s.name == QLatin1String(name) &&
                s.labels.value(QStringLiteral("device")) == device &&
                s.labels.value(QStringLiteral("family")) == QLatin1String(family) &&
                (!label || s.labels.value(QLatin1String(label)) == QLatin1String(labelValue)))
                return s.value;
        }
        return std::nullopt;
    }

private slots:
    void initTestCase()
    {
        ExportRun run;
        run.time = QDateTime::fromSecsSinceEpoch(1700000900).toUTC();
        run.version = QStringLiteral("1.0");
        m_text = fleetMetrics(drives(), run);
        QByteArray error;
        const int code = parse(m_text, &m_samples, &error);
        DRIVEPROOF_SKIP_UNLESS(code != 3, "needs python3-prometheus-client");
        QVERIFY2(code == 0, (error + "\n" + m_text).constData());
    }

    void familiesHaveHelpTypeAndUnit()
    {
        const QStringList families = {QStringLiteral("driveproof_test_temperature_celsius"),
                                      QStringLiteral("driveproof_test_thermal_transitions"),
                                      QStringLiteral("driveproof_test_thermal_management_seconds"),
                                      QStringLiteral("driveproof_test_over_temperature_seconds"),
                                      QStringLiteral("driveproof_test_throttled")};
        for (const QString &f : families) {
            QVERIFY2(m_text.contains((QLatin1String("# HELP ") + f + u' ').toUtf8()),
                     qPrintable(f));
            QVERIFY2(m_text.contains(
                         (QLatin1String("# TYPE ") + f + QLatin1String(" gauge\n")).toUtf8()),
                     qPrintable(f));
            bool seen = false;
            for (const Sample &s : std::as_const(m_samples)) {
                if (s.name != f)
                    continue;
                seen = true;
                QCOMPARE(s.type, QStringLiteral("gauge"));
                QVERIFY(!s.help.isEmpty());
                const QString unit =
                    f.endsWith(QLatin1String("_celsius"))   ? QStringLiteral("celsius")
                    : f.endsWith(QLatin1String("_seconds")) ? QStringLiteral("seconds")
                                                            : QString();
                QCOMPARE(s.unit, unit);
            }
            QVERIFY2(seen, qPrintable(f));
        }
    }

    void temperaturesBeforeAndAfter()
    {
        const QString nvme = QStringLiteral("nvme0n1");
        QCOMPARE(
            value("driveproof_test_temperature_celsius", nvme, "sustained", "reading", "before"),
            41.0);
        QCOMPARE(
            value("driveproof_test_temperature_celsius", nvme, "sustained", "reading", "after"),
            78.0);
        const QString sda = QStringLiteral("sda");
        QCOMPARE(value("driveproof_test_temperature_celsius", sda, "quick", "reading", "before"),
                 35.0);
        QVERIFY(!value("driveproof_test_temperature_celsius", sda, "quick", "reading", "after"));
    }

    void countersRiseDuringTheTest()
    {
        const QString nvme = QStringLiteral("nvme0n1");
        QCOMPARE(value("driveproof_test_thermal_transitions", nvme, "sustained", "level", "1"),
                 3.0);
        QCOMPARE(value("driveproof_test_thermal_transitions", nvme, "sustained", "level", "2"),
                 1.0);
        QCOMPARE(
            value("driveproof_test_thermal_management_seconds", nvme, "sustained", "level", "1"),
            30.0);
        QCOMPARE(
            value("driveproof_test_thermal_management_seconds", nvme, "sustained", "level", "2"),
            3.0);
        QCOMPARE(value("driveproof_test_over_temperature_seconds", nvme, "sustained", "threshold",
                       "warning"),
                 120.0);
        QCOMPARE(value("driveproof_test_over_temperature_seconds", nvme, "sustained", "threshold",
                       "critical"),
                 0.0);
        QCOMPARE(value("driveproof_test_thermal_transitions", nvme, "random", "level", "1"), 0.0);
        QCOMPARE(value("driveproof_test_thermal_transitions", nvme, "commit", "level", "1"), 0.0);
        QCOMPARE(value("driveproof_test_thermal_management_seconds", nvme, "commit", "level", "1"),
                 0.0);
        // ATA: no thermal counters, so no counter samples at all.
        QVERIFY(!value("driveproof_test_thermal_transitions", QStringLiteral("sda"), "quick",
                       "level", "1"));
    }

    void throttledFlag()
    {
        const QString nvme = QStringLiteral("nvme0n1");
        QCOMPARE(value("driveproof_test_throttled", nvme, "sustained"), 1.0);
        QCOMPARE(value("driveproof_test_throttled", nvme, "random"), 0.0);
        QCOMPARE(value("driveproof_test_throttled", nvme, "commit"), 0.0);
        QVERIFY(!value("driveproof_test_throttled", QStringLiteral("sda"), "quick"));
        QCOMPARE(thermalTransitionsDuring(drives().at(0).latestResults.at(0).heat), 4u);
        QVERIFY(!thermalTransitionsDuring(drives().at(1).latestResults.at(0).heat));
    }
};

QTEST_GUILESS_MAIN(TestHeatMetrics)
#include "tst_heatmetrics.moc"
