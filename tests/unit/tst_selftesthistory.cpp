// Drive self-tests kept in the drive's history (issue 23): the newest finished entry of the
// drive's self-test log (ATA log 06h, NVMe log 06h, the recorded fixtures) becomes a
// "self-test" result in a history folder of the test's own, listed in words of the reader's
// language, kept once however often its end is seen, and read back with its facts.
#include "hexfixture.h"

#include "report/history.h"
#include "report/selftesthistory.h"
#include "suites/verdicts.h"

#include <QLocale>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace DriveProof;

namespace {

Device::DeviceInfo drive(const QString &name, const QString &serial)
{
    Device::DeviceInfo info;
    info.name = name;
    info.path = QStringLiteral("/dev/") + name;
    info.serial = serial;
    info.model = QStringLiteral("Self-test history drive");
    return info;
}

QString n(qint64 v)
{
    return QLocale().toString(v);
}

} // namespace

class TestSelfTestHistory : public QObject
{
    Q_OBJECT

private slots:
    void ataEndIsKeptOnce();
    void nvmeEndWithFailingLba();
    void nothingToKeep();
    void wordedInTheReadersLanguage();
};

void TestSelfTestHistory::ataEndIsKeptOnce()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const Report::HistoryStore store(root.path());
    const HexFixture log = readHexFixture(QStringLiteral("ata/selftest-log-qemu-three.hex"));
    QVERIFY2(log.error.isEmpty(), qPrintable(log.error));
    Health::HealthRecords records;
    records.ataSelfTestLog = log.bytes;
    const Device::DeviceInfo sdq = drive(QStringLiteral("sdq"), QStringLiteral("ST-HIST-1"));

    const Result<QString> kept = Report::keepSelfTestResult(sdq, records, store);
    QVERIFY2(kept, qPrintable(kept ? QString() : kept.error().message));
    QVERIFY(!kept.value().isEmpty());
    // Seen again (the CLI's --wait and the window both followed it): not kept twice.
    const Result<QString> again = Report::keepSelfTestResult(sdq, records, store);
    QVERIFY(again);
    QVERIFY(again.value().isEmpty());

    const QList<Report::HistoryEntry> entries = store.listForDrive(sdq);
    QCOMPARE(entries.size(), 1);
    const Report::HistoryEntry &e = entries.constFirst();
    QCOMPARE(e.family, Report::selfTestFamily());
    QVERIFY(e.readable);
    // The newest entry: extended, read failure (status 7) at hour 0x1235, LBA 0x0ABCDEF.
    QCOMPARE(e.selfTest, (QStringList{QStringLiteral("ata"), QStringLiteral("2"),
                                      QStringLiteral("7"), QStringLiteral("0"),
                                      QStringLiteral("4661"), QStringLiteral("11259375")}));
    QCOMPARE(e.summary, QStringLiteral("Extended self-test: Failed: read error, at %1 power-on "
                                       "hours; first failing sector %2.")
                            .arg(n(4661), n(11259375)));
    const Result<Report::TestResult> loaded = store.load(e.path);
    QVERIFY(loaded);
    QCOMPARE(loaded->findings.size(), 1);
    QCOMPARE(loaded->findings.constFirst().severity, Report::Severity::Danger);
    QCOMPARE(loaded->environment.serial, QStringLiteral("ST-HIST-1"));
    QVERIFY(loaded->measurements.isEmpty());
    QCOMPARE(Suites::findingText(loaded->findings.constFirst().code,
                                 loaded->findings.constFirst().arguments),
             e.summary);
}

void TestSelfTestHistory::nvmeEndWithFailingLba()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const Report::HistoryStore store(root.path());
    const HexFixture log = readHexFixture(QStringLiteral("nvme/self-test-log.hex"));
    QVERIFY2(log.error.isEmpty(), qPrintable(log.error));
    Health::HealthRecords records;
    records.nvmeSelfTestLog = log.bytes;
    const Device::DeviceInfo nvme = drive(QStringLiteral("nvme7n1"), QStringLiteral("NV-HIST-2"));
    const Result<QString> kept = Report::keepSelfTestResult(nvme, records, store);
    QVERIFY(kept && !kept.value().isEmpty());
    const QList<Report::HistoryEntry> entries = store.listForDrive(nvme);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.constFirst().summary,
             QStringLiteral("Extended self-test: Failed in segment 3, at %1 power-on hours; "
                            "first failing sector %2.")
                 .arg(n(10000), n(0x1234)));
}

void TestSelfTestHistory::nothingToKeep()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const Report::HistoryStore store(root.path());
    const Result<QString> kept =
        Report::keepSelfTestResult(drive(QStringLiteral("sdr"), QStringLiteral("X")), {}, store);
    QVERIFY(kept);
    QVERIFY(kept.value().isEmpty());
    QVERIFY(store.drives().isEmpty());
}

void TestSelfTestHistory::wordedInTheReadersLanguage()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const Report::HistoryStore store(root.path());
    const HexFixture log = readHexFixture(QStringLiteral("ata/selftest-log-qemu-three.hex"));
    Health::HealthRecords records;
    records.ataSelfTestLog = log.bytes;
    const Device::DeviceInfo sds = drive(QStringLiteral("sds"), QStringLiteral("ST-HIST-3"));
    QVERIFY(Report::keepSelfTestResult(sds, records, store));
    // Kept in English, listed in German.
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/driveproof_de.qm")));
    QCoreApplication::installTranslator(&german);
    const QString summary = store.listForDrive(sds).value(0).summary;
    QCoreApplication::removeTranslator(&german);
    QVERIFY2(summary.startsWith(QStringLiteral("Selbsttest (Erweitert)")), qPrintable(summary));
}

QTEST_GUILESS_MAIN(TestSelfTestHistory)
#include "tst_selftesthistory.moc"
