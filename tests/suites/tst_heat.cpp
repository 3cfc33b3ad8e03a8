// Heat around a test (issue 23): readings from scripted NVMe health logs, the verdicts that
// tell throttling from an SLC cache running out, the JSON (old results without "heat" still
// load), the lines the window and bench show, and runPlan reading the heat before the target
// opens and after it closes, never while the test file exists.
#include "report/testresultjson.h"
#include "suites/heat.h"
#include "suites/runplan.h"
#include "suites/testtarget.h"
#include "suites/verdicts.h"

#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <QtEndian>

using namespace DriveProof;
using namespace DriveProof::Suites;

namespace {

// A SMART / Health log (02h) with the composite temperature and the thermal counters set.
QByteArray nvmeLog(int celsius, quint32 tmt1, quint32 tmt2, quint32 tmt1Seconds,
                   quint32 warningMinutes)
{
    QByteArray log(512, '\0');
    qToLittleEndian<quint16>(quint16(celsius + 273), log.data() + 1);
    qToLittleEndian<quint32>(warningMinutes, log.data() + 192);
    qToLittleEndian<quint32>(tmt1, log.data() + 216);
    qToLittleEndian<quint32>(tmt2, log.data() + 220);
    qToLittleEndian<quint32>(tmt1Seconds, log.data() + 224);
    return log;
}

Health::HealthSummary nvmeHealth(int celsius, quint32 tmt1, quint32 tmt2, quint32 seconds,
                                 quint32 warning = 0)
{
    Health::HealthSummary s;
    s.temperatureCelsius = celsius;
    s.records.nvmeHealthLog = nvmeLog(celsius, tmt1, tmt2, seconds, warning);
    return s;
}

Report::HeatReading reading(const Health::HealthSummary &s)
{
    return heatFromHealth(s);
}

QStringList codes(const QList<Report::Finding> &findings)
{
    QStringList out;
    for (const Report::Finding &f : findings)
        out << f.code;
    return out;
}

Report::TestResult sustainedWithCacheEnd()
{
    Report::TestResult r;
    r.family = QStringLiteral("sustained");
    r.findings << makeFinding(
        "sustained.slc-cache-end",
        {QStringLiteral("2000000000"), QStringLiteral("500000000"), QStringLiteral("41000000000")});
    return r;
}

} // namespace

class TestHeat : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // English plural forms ("3 times") come from driveproof_en.ts.
        QVERIFY(m_english.load(QStringLiteral(":/i18n/driveproof_en.qm")));
        QCoreApplication::installTranslator(&m_english);
    }
    void readsTheNvmeCounters();
    void throttlingIsHeatNotTheCache();
    void noThrottlingKeepsTheCacheEnd();
    void ataHasNoCountersSoNoHeatVerdict();
    void otherFamiliesSayTheyRanHot();
    void jsonRoundTripAndOldFiles();
    void linesSayWhatWasRead();
    void runPlanReadsBeforeAndAfterNeverDuring();
    void runPlanSaysWhyHeatWasNotRead();

private:
    QTranslator m_english;
};

void TestHeat::readsTheNvmeCounters()
{
    const Report::HeatReading r = reading(nvmeHealth(78, 3, 1, 40, 2));
    QCOMPARE(r.temperatureCelsius.value_or(-1), 78.0);
    QVERIFY(r.thermal);
    QCOMPARE(r.thermal->transitions[0], 3u);
    QCOMPARE(r.thermal->transitions[1], 1u);
    QCOMPARE(r.thermal->seconds[0], 40u);
    QCOMPARE(r.thermal->warningMinutes, 2u);
    // ATA: the temperature only.
    Health::HealthSummary ata;
    ata.temperatureCelsius = 35;
    QVERIFY(!reading(ata).thermal);
}

void TestHeat::throttlingIsHeatNotTheCache()
{
    Report::TestResult r = sustainedWithCacheEnd();
    r.heat.before = reading(nvmeHealth(50, 10, 0, 100));
    r.heat.after = reading(nvmeHealth(78, 13, 0, 160));
    applyHeatVerdicts(r);
    QCOMPARE(codes(r.findings), QStringList{QStringLiteral("sustained.heat-drop")});
    const Report::Finding &f = r.findings.constFirst();
    QCOMPARE(f.severity, Report::Severity::Caution);
    QCOMPARE(f.arguments.mid(0, 3), sustainedWithCacheEnd().findings.constFirst().arguments);
    QCOMPARE(f.arguments.value(3), QStringLiteral("78"));
    QCOMPARE(f.arguments.value(4), QStringLiteral("3"));
    QCOMPARE(f.text, QStringLiteral("The drive reached 78 °C and slowed itself down 3 times "
                                    "during the sustained write: the drop from 2,000.0 MB/s to "
                                    "500.0 MB/s at 41.0 GB is heat, not its cache."));
}

void TestHeat::noThrottlingKeepsTheCacheEnd()
{
    Report::TestResult r = sustainedWithCacheEnd();
    r.heat.before = reading(nvmeHealth(50, 10, 2, 100));
    r.heat.after = reading(nvmeHealth(70, 10, 2, 100, 5)); // warmer, never throttled
    applyHeatVerdicts(r);
    QCOMPARE(codes(r.findings), QStringList{QStringLiteral("sustained.slc-cache-end")});
}

void TestHeat::ataHasNoCountersSoNoHeatVerdict()
{
    Report::TestResult r = sustainedWithCacheEnd();
    r.heat.before = Report::HeatReading{40.0, std::nullopt};
    r.heat.after = Report::HeatReading{65.0, std::nullopt};
    applyHeatVerdicts(r);
    QCOMPARE(codes(r.findings), QStringList{QStringLiteral("sustained.slc-cache-end")});
    QCOMPARE(throttleCount(r.heat), 0u);
}

void TestHeat::otherFamiliesSayTheyRanHot()
{
    Report::TestResult r;
    r.family = QStringLiteral("quick");
    r.heat.before = reading(nvmeHealth(60, 0, 0, 0));
    r.heat.after = reading(nvmeHealth(81, 1, 1, 12));
    applyHeatVerdicts(r);
    QCOMPARE(codes(r.findings), QStringList{QStringLiteral("heat.throttled")});
    QCOMPARE(r.findings.constFirst().text,
             QStringLiteral("The drive reached 81 °C and slowed itself down 2 times during this "
                            "test: these numbers are those of a hot drive, not what it does "
                            "when cool."));
    // Said again from the code, as a result read back is.
    QCOMPARE(findingText(r.findings.constFirst().code, r.findings.constFirst().arguments),
             r.findings.constFirst().text);
}

void TestHeat::jsonRoundTripAndOldFiles()
{
    Report::TestResult r;
    r.id = QStringLiteral("0d1e2f30-0000-4000-8000-000000000000");
    r.family = QStringLiteral("sustained");
    r.heat.before = reading(nvmeHealth(50, 1, 2, 3, 4));
    r.heat.after = Report::HeatReading{61.5, std::nullopt};
    const QJsonObject json = Report::testResultToJson(r);
    const QJsonObject heat = json.value(QStringLiteral("heat")).toObject();
    QCOMPARE(heat.value(QStringLiteral("before"))
                 .toObject()
                 .value(QStringLiteral("thermal_transitions"))
                 .toArray()
                 .size(),
             2);
    QVERIFY(heat.value(QStringLiteral("not_read")).isNull());
    const Result<Report::TestResult> back = Report::testResultFromJson(json);
    QVERIFY2(back, qPrintable(back ? QString() : back.error().message));
    QCOMPARE(back.value().heat.before->thermal->seconds[0], 3u);
    QCOMPARE(back.value().heat.before->thermal->warningMinutes, 4u);
    QCOMPARE(back.value().heat.after->temperatureCelsius.value_or(0), 61.5);
    QVERIFY(!back.value().heat.after->thermal);

    QJsonObject old = json;
    old.remove(QStringLiteral("heat")); // a result from before issue 23
    const Result<Report::TestResult> oldBack = Report::testResultFromJson(old);
    QVERIFY(oldBack);
    QVERIFY(!oldBack.value().heat.before && !oldBack.value().heat.after);

    QJsonObject damaged = json;
    QJsonObject badHeat = heat;
    QJsonObject badBefore = heat.value(QStringLiteral("before")).toObject();
    badBefore.insert(QStringLiteral("thermal_transitions"), QJsonArray{1});
    badHeat.insert(QStringLiteral("before"), badBefore);
    damaged.insert(QStringLiteral("heat"), badHeat);
    const Result<Report::TestResult> bad = Report::testResultFromJson(damaged);
    QVERIFY(!bad);
    QVERIFY2(bad.error().message.contains(QStringLiteral("heat.before.thermal_transitions")),
             qPrintable(bad.error().message));
}

void TestHeat::linesSayWhatWasRead()
{
    Report::Heat heat;
    heat.before = reading(nvmeHealth(50, 10, 0, 100));
    heat.after = reading(nvmeHealth(78, 13, 0, 160, 2));
    QCOMPARE(heatLines(heat),
             (QStringList{QStringLiteral("Drive temperature: 50 °C before the test, 78 °C after."),
                          QStringLiteral("The drive slowed itself down for heat 3 times during "
                                         "the test, for 60 s in all."),
                          QStringLiteral("Time above its warning temperature during the test: 2 "
                                         "min; above its critical temperature: 0 min.")}));
    Report::Heat none;
    none.notRead = QStringLiteral("No drive was found under the target.");
    QCOMPARE(heatLines(none), QStringList{QStringLiteral("The drive's heat was not read: No drive "
                                                         "was found under the target.")});
}

void TestHeat::runPlanReadsBeforeAndAfterNeverDuring()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Device::DeviceInfo disk;
    disk.name = QStringLiteral("nvme9n1");
    disk.path = QStringLiteral("/dev/nvme9n1");
    disk.serial = QStringLiteral("HEAT-TEST");
    disk.transport = Device::Transport::Nvme;
    QList<Health::HealthSummary> script{nvmeHealth(45, 7, 0, 10), nvmeHealth(79, 9, 1, 30)};
    QStringList seen; // the test's files in the folder at each reading
    int calls = 0;
    TestPlan plan;
    plan.family = Family::Sustained;
    plan.target.kind = TargetKind::Folder;
    plan.target.path = dir.path();
    plan.target.sizeBytes = 8ull << 20;
    plan.disk = disk;
    plan.keepInHistory = false;
    plan.inhibitSleep = false;
    plan.readHealth = [&](const Device::DeviceInfo &asked) -> Result<Health::HealthSummary> {
        if (asked.path != disk.path)
            return Error{asked.path, QStringLiteral("asked the wrong drive"), 0};
        seen += QDir(dir.path())
                    .entryList({temporaryFilePrefix() + QLatin1Char('*')},
                               QDir::Files | QDir::Hidden | QDir::System);
        return script.value(calls++);
    };
    const CancelFlag cancel{false};
    const RunOutcome out = runPlan(plan, {}, cancel);
    QVERIFY2(out.result.error.isEmpty(), qPrintable(out.result.error));
    QVERIFY(!out.result.measurements.isEmpty());
    QCOMPARE(calls, 2);
    QVERIFY2(seen.isEmpty(), qPrintable(seen.join(u' '))); // never while the file existed
    QCOMPARE(out.result.heat.before->temperatureCelsius.value_or(0), 45.0);
    QCOMPARE(out.result.heat.after->temperatureCelsius.value_or(0), 79.0);
    QVERIFY(out.result.heat.notRead.isEmpty());
    const QStringList found = codes(out.result.findings);
    QVERIFY2(found.contains(QStringLiteral("heat.throttled")) ||
                 found.contains(QStringLiteral("sustained.heat-drop")),
             qPrintable(found.join(u' ')));
    QVERIFY(!found.contains(QStringLiteral("sustained.slc-cache-end")));
}

void TestHeat::runPlanSaysWhyHeatWasNotRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Device::DeviceInfo disk;
    disk.name = QStringLiteral("sdz");
    disk.path = QStringLiteral("/dev/sdz");
    int calls = 0;
    TestPlan plan;
    plan.family = Family::Sustained;
    plan.target.kind = TargetKind::Folder;
    plan.target.path = dir.path();
    plan.target.sizeBytes = 4ull << 20;
    plan.disk = disk;
    plan.keepInHistory = false;
    plan.inhibitSleep = false;
    plan.readHealth = [&](const Device::DeviceInfo &) -> Result<Health::HealthSummary> {
        ++calls;
        return Error{QStringLiteral("/dev/sdz"), QStringLiteral("Not authorized."), 0};
    };
    const CancelFlag cancel{false};
    const RunOutcome out = runPlan(plan, {}, cancel);
    QVERIFY(!out.result.measurements.isEmpty());
    QCOMPARE(calls, 1); // not asked again after the first refusal
    QVERIFY(!out.result.heat.before && !out.result.heat.after);
    QCOMPARE(out.result.heat.notRead, QStringLiteral("Not authorized."));
    const Result<Report::TestResult> back =
        Report::testResultFromJson(Report::testResultToJson(out.result));
    QVERIFY(back);
    QCOMPARE(back.value().heat.notRead, QStringLiteral("Not authorized."));
}

QTEST_GUILESS_MAIN(TestHeat)
#include "tst_heat.moc"
