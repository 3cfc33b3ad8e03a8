// Edit → Preferences beyond the language: the unit of transfer rates (MB/s or MiB/s) and the
// test picker's default size and time per step. Every choice goes through the real dialog,
// reaches pages that are already open without a restart, and is kept in QSettings for the
// next start (Preferences::reload() reads it back as a new process would).
#include "drivetests/numberstable.h"
#include "drivetests/pickerpage.h"
#include "drivetests/testcatalog.h"
#include "preferences.h"
#include "settingsdialog.h"
#include "suites/suite.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace DriveProof;
using Gui::Preferences;
using Gui::RateUnit;

namespace {

Report::TestResult oneReadResult(double bytesPerSecond)
{
    Report::TestResult r;
    r.family = QStringLiteral("throughput");
    Report::Measurement m;
    m.key = QStringLiteral("seq1mq8t1.read");
    m.label = QStringLiteral("SEQ1M Q8T1 read");
    m.operation = QStringLiteral("read");
    m.blockSize = 1 << 20;
    m.ops = 1000;
    m.iops = 100;
    m.bytesPerSecond = bytesPerSecond;
    r.measurements << m;
    return r;
}

QString storedValue(const QString &key)
{
    return QSettings(QStringLiteral("DriveProof"), QStringLiteral("DriveProof"))
        .value(key)
        .toString();
}

} // namespace

class TestPreferences : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rateTextFollowsTheUnit();
    void unitChangeReachesOpenPages();
    void testDefaultsReachThePicker();

private:
    QTemporaryDir m_config;
};

void TestPreferences::initTestCase()
{
    // Keep the user's own configuration out of it.
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    Preferences::reload();
}

void TestPreferences::rateTextFollowsTheUnit()
{
    QCOMPARE(Preferences::rateUnit(), RateUnit::Megabytes); // the default: as drive makers
    QCOMPARE(Gui::rateText(123.45e6), QStringLiteral("123.5 MB/s"));
    QCOMPARE(Gui::rateText(1234.5e6), QStringLiteral("1,234.5 MB/s"));
    Preferences::setRateUnit(RateUnit::Mebibytes);
    QCOMPARE(Gui::rateUnitName(), QStringLiteral("MiB/s"));
    QCOMPARE(Gui::rateText(100.0 * 1048576.0), QStringLiteral("100.0 MiB/s"));
    QCOMPARE(Gui::rateValue(123.45e6), 123.45e6 / 1048576.0);
    Preferences::setRateUnit(RateUnit::Megabytes);
    QCOMPARE(Gui::rateValue(123.45e6), 123.45);
}

void TestPreferences::unitChangeReachesOpenPages()
{
    Gui::NumbersTable table;
    table.setResult(oneReadResult(500e6));
    QCOMPARE(table.horizontalHeaderItem(1)->text(), QStringLiteral("MB/s"));
    QCOMPARE(table.item(0, 1)->text(), QStringLiteral("500.0"));
    Gui::PickerPage picker;
    picker.select(Gui::TestChoice::Sustained); // its estimate names a rate
    const auto *estimate = picker.findChild<QLabel *>(QStringLiteral("testDuration"));
    QVERIFY(estimate);
    QVERIFY2(estimate->text().contains(QLatin1String("150.0 MB/s")), qPrintable(estimate->text()));

    Gui::SettingsDialog dialog;
    QComboBox *units = dialog.rateUnitCombo();
    QCOMPARE(units->currentData().toInt(), int(RateUnit::Megabytes));
    units->setCurrentIndex(units->findData(int(RateUnit::Mebibytes)));
    // At once, in pages that were open before: 500 MB/s is 476.8 MiB/s.
    QCOMPARE(table.horizontalHeaderItem(1)->text(), QStringLiteral("MiB/s"));
    QCOMPARE(table.item(0, 1)->text(), QStringLiteral("476.8"));
    QVERIFY2(estimate->text().contains(QLatin1String("143.1 MiB/s")), qPrintable(estimate->text()));
    // Kept for the next start.
    QCOMPARE(storedValue(QStringLiteral("units/rate")), QStringLiteral("MiB/s"));
    Preferences::reload();
    QCOMPARE(Preferences::rateUnit(), RateUnit::Mebibytes);
    Gui::SettingsDialog again;
    QCOMPARE(again.rateUnitCombo()->currentData().toInt(), int(RateUnit::Mebibytes));

    units->setCurrentIndex(units->findData(int(RateUnit::Megabytes)));
    QCOMPARE(table.item(0, 1)->text(), QStringLiteral("500.0"));
}

void TestPreferences::testDefaultsReachThePicker()
{
    Gui::PickerPage picker; // open before the change
    picker.select(Gui::TestChoice::Random);
    QCOMPARE(picker.sizeCombo()->currentData().value<quint64>(),
             Gui::TestCatalog::defaultSizeBytes(Gui::TestChoice::Random));
    QCOMPARE(picker.durationSpin()->value(), Preferences::kStepSecondsDefault);

    Gui::SettingsDialog dialog;
    QComboBox *size = dialog.testSizeCombo();
    QCOMPARE(size->currentData().value<quint64>(), quint64(0)); // each test's own
    const quint64 fourGiB = 4ull << 30;
    size->setCurrentIndex(size->findData(QVariant::fromValue(fourGiB)));
    dialog.stepSecondsSpin()->setValue(2.5);

    QCOMPARE(picker.sizeCombo()->currentData().value<quint64>(), fourGiB);
    QCOMPARE(picker.durationSpin()->value(), 2.5);
    // The picker may still choose otherwise for one test...
    picker.durationSpin()->setValue(7.0);
    QCOMPARE(picker.plan().options.duration.count(), 7000);
    // ...and the commit test keeps pg_test_fsync's 16 MiB whatever the default.
    picker.select(Gui::TestChoice::Commit);
    QCOMPARE(picker.plan().target.sizeBytes, quint64(16) << 20);

    // A new picker (the next test window) starts from the stored defaults.
    Preferences::reload();
    Gui::PickerPage fresh;
    fresh.select(Gui::TestChoice::Random);
    QCOMPARE(fresh.sizeCombo()->currentData().value<quint64>(), fourGiB);
    QCOMPARE(fresh.durationSpin()->value(), 2.5);
    QCOMPARE(fresh.plan().options.sizeBytes, fourGiB);
    // ...but the quick check is one definition everywhere (issue 22), whatever the default.
    fresh.select(Gui::TestChoice::Quick);
    QCOMPARE(fresh.plan().options.sizeBytes, Suites::kQuickCheckBytes);

    size->setCurrentIndex(0);
    QCOMPARE(Preferences::defaultTestSizeBytes(), quint64(0));
    QCOMPARE(picker.sizeCombo()->currentData().value<quint64>(), quint64(16) << 20);
}

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
