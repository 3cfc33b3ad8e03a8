// Health reasons by code (core/health/healthreasons.h): each code's sentence with its
// numbers, the reply map carries codes and arguments only (a helper under another language
// sends no sentence), an older helper's sentence list is kept as it came, and a malformed
// reply is an error that says so.
#include "common/findingvariant.h"
#include "health/health.h"
#include "health/healthreasons.h"
#include "health/nvmehealth.h"
#include "report/drivestatejson.h"

#include <QJsonArray>
#include <QJsonObject>

#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace DriveProof;
using namespace DriveProof::Health;
namespace Code = DriveProof::Health::ReasonCode;

class TestHealthReasons : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void wording_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char *code, std::initializer_list<const char *> args,
                            const char *expected) {
            QStringList arguments;
            for (const char *a : args)
                arguments << QString::fromUtf8(a);
            QTest::newRow(code) << QString::fromLatin1(code) << arguments
                                << QString::fromUtf8(expected);
        };
        row(Code::kAtaGood, {}, "self-assessment passed");
        row(Code::kAtaBadAttributeInThePast, {}, "was past its threshold in the past");
        row(Code::kAtaBadSectors, {"8"}, "The drive has 8 bad sector");
        row(Code::kAtaBadAttributeNow, {}, "past its threshold now");
        row(Code::kAtaBadSectorsMany, {"4096"}, "more bad sectors than its threshold");
        row(Code::kAtaBadStatus, {}, "self-assessment says it is failing");
        row(Code::kAtaUnknownAssessment, {}, "does not know");
        row(Code::kAtaNotAssessed, {"No such device"}, "could not be assessed: No such device.");
        row(Code::kAtaSmartOff, {}, "SMART is switched off");
        row(Code::kAtaStatusUnknown, {}, "SMART RETURN STATUS did not come back");
        row(Code::kNvmeSpareBelowThreshold, {}, "spare capacity has fallen below");
        row(Code::kNvmeTemperatureWarning, {}, "temperature is outside");
        row(Code::kNvmeReliabilityDegraded, {}, "reliability is degraded");
        row(Code::kNvmeReadOnly, {}, "made its media read-only");
        row(Code::kNvmeBackupFailed, {}, "volatile memory has failed");
        row(Code::kNvmePmrReadOnly, {}, "persistent memory region");
        row(Code::kNvmeUnknownCriticalBit, {"7"}, "bit 7, which this version");
        row(Code::kNvmeSpareLow, {"9", "10"},
            "Only 9% spare capacity is left, below the "
            "drive's threshold of 10%.");
        row(Code::kNvmeEnduranceExceeded, {"110"}, "used 110% of its rated endurance: it");
        row(Code::kNvmeEnduranceNear, {"93"}, "The drive has used 93% of its rated endurance.");
        row(Code::kNvmeMediaErrors, {"12345"}, "recorded 12,345 media or data integrity error");
        row(Code::kNvmeTemperatureCritical, {"87", "85"},
            "at 87 °C, at or above its critical temperature of 85 °C.");
        row(Code::kNvmeTemperatureAboveWarning, {"77", "77"},
            "at 77 °C, at or above its warning temperature of 77 °C.");
        row(Code::kNvmeTemperatureHot, {"72", "70"}, "at 72 °C, at or above 70 °C, where most");
        row(Code::kNvmeNoProblems, {}, "reports no problems");
        row(Code::kHelperSentence, {"Ein alter Satz."}, "Ein alter Satz.");
        row("health.from-a-newer-helper", {"1", "b"}, "Reason health.from-a-newer-helper (1, b)");
    }
    void wording()
    {
        QFETCH(QString, code);
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const QString text = reasonText(Finding{code, Severity::Info, {}, arguments});
        QVERIFY2(text.contains(expected), qPrintable(text));
        for (const char *placeholder : {"%1", "%2", "%L1", "%L2", "%n", "%Ln"}) // all filled
            QVERIFY2(!text.contains(QLatin1String(placeholder)), qPrintable(text));
    }

    void everyCodeIsWorded()
    {
        // A known code never falls back to the writer's text or the generic sentence.
        for (const char *code :
             {Code::kAtaGood, Code::kAtaBadSectors, Code::kNvmeNoProblems, Code::kNvmeSpareLow}) {
            Finding f{QString::fromLatin1(code),
                      Severity::Info,
                      QStringLiteral("foreign"),
                      {QStringLiteral("1")}};
            QVERIFY(reasonText(f) != QLatin1String("foreign"));
            QVERIFY(!reasonText(f).startsWith(QLatin1String("Reason ")));
        }
        Finding unknown{
            QStringLiteral("health.newer"), Severity::Info, QStringLiteral("as sent"), {}};
        QCOMPARE(reasonText(unknown), QStringLiteral("as sent"));
    }

    void writerLanguageStaysHome()
    {
        // The helper words nothing: under a German catalogue its reply map holds the codes and
        // the raw numbers, and a reader in English words them in English.
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/driveproof_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        Cache::NvmeHealthLog log;
        log.availableSparePercent = 100;
        log.spareThresholdPercent = 10;
        log.percentageUsed = 93;
        log.temperatureKelvin = 311;
        const HealthSummary written = summarizeNvmeHealth(QStringLiteral("/dev/nvme0n1"), log, {});
        const QString germanText = reasonText(written.reasons.value(0));
        const QVariantMap map = written.toVariantMap();
        QCoreApplication::removeTranslator(&german);
        QVERIFY2(germanText != reasonText(written.reasons.value(0)),
                 "premise: the German catalogue words this reason");

        const QVariantList sent = map.value(QStringLiteral("reasons")).toList();
        QCOMPARE(sent.size(), 1);
        const QVariantMap item = sent.first().toMap();
        QCOMPARE(item.value(QStringLiteral("code")).toString(),
                 QLatin1String(Code::kNvmeEnduranceNear));
        QCOMPARE(item.value(QStringLiteral("severity")).toString(), QStringLiteral("caution"));
        QCOMPARE(item.value(QStringLiteral("arguments")).toStringList(),
                 QStringList{QStringLiteral("93")});
        QCOMPARE(item.keys().size(), 3); // no sentence travels

        const Result<HealthSummary> read = HealthSummary::fromVariantMap(map);
        QVERIFY(read.ok());
        QCOMPARE(reasonText(read->reasons.value(0)),
                 QStringLiteral("The drive has used 93% of its rated endurance."));
    }

    void jsonGivesCodeAndText()
    {
        // health --json: the code, severity and raw arguments for scripts, and the sentence.
        HealthSummary h;
        h.device = QStringLiteral("/dev/sda");
        h.reasons = {healthReason(Code::kAtaBadSectors, {QStringLiteral("8")})};
        const QJsonArray reasons =
            Report::healthToJson(h).value(QStringLiteral("reasons")).toArray();
        QCOMPARE(reasons.size(), 1);
        const QJsonObject r = reasons.first().toObject();
        QCOMPARE(r.value(QStringLiteral("code")).toString(), QLatin1String(Code::kAtaBadSectors));
        QCOMPARE(r.value(QStringLiteral("severity")).toString(), QStringLiteral("caution"));
        QCOMPARE(r.value(QStringLiteral("arguments")).toArray(), QJsonArray{QStringLiteral("8")});
        QVERIFY(r.value(QStringLiteral("text")).toString().contains(QLatin1String("8 bad sector")));
    }

    void olderHelperSentencesKept()
    {
        QVariantMap map{{QStringLiteral("device"), QStringLiteral("/dev/sda")},
                        {QStringLiteral("overall"), QStringLiteral("bad")},
                        {QStringLiteral("reasons"),
                         QStringList{QStringLiteral("Die Selbstdiagnose meldet einen Ausfall.")}}};
        const Result<HealthSummary> read = HealthSummary::fromVariantMap(map);
        QVERIFY(read.ok());
        QCOMPARE(read->overall, Overall::Bad);
        QCOMPARE(read->reasons.size(), 1);
        QCOMPARE(read->reasons.first().code, QLatin1String(Code::kHelperSentence));
        QCOMPARE(reasonText(read->reasons.first()),
                 QStringLiteral("Die Selbstdiagnose meldet einen Ausfall."));
    }

    void malformedReplyFails()
    {
        QVariantMap map{{QStringLiteral("device"), QStringLiteral("/dev/sda")},
                        {QStringLiteral("reasons"), QStringLiteral("not a list")}};
        Result<HealthSummary> read = HealthSummary::fromVariantMap(map);
        QVERIFY(!read.ok());
        QVERIFY2(read.error().message.contains(QLatin1String("health reply has reasons in a form")),
                 qPrintable(read.error().message));
        map.insert(QStringLiteral("reasons"),
                   QVariantList{QVariantMap{{QStringLiteral("severity"), QStringLiteral("bad")}}});
        read = HealthSummary::fromVariantMap(map);
        QVERIFY(!read.ok());
        QVERIFY(read.error().message.contains(QLatin1String("without a code")));
        map.remove(QStringLiteral("reasons")); // absent: no reasons, not an error
        QVERIFY(HealthSummary::fromVariantMap(map).ok());
    }
};

QTEST_GUILESS_MAIN(TestHealthReasons)
#include "tst_healthreasons.moc"
