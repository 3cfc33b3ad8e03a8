// The test pages' parts that need no run of the engine: what the picker offers for a drive
// (places, sizes, the cache A/B option, the power-loss test), the typed confirmation for
// raw-device writes, and the charts on made-up numbers. A real run is in tst_testpages.cpp.
#include "testpages.h"

#include "charts/commitchart.h"
#include "charts/comparechart.h"
#include "charts/latencychart.h"
#include "charts/positionchart.h"
#include "charts/sweepchart.h"
#include "charts/timeserieschart.h"
#include "drivetests/comparepage.h"
#include "drivetests/confirmwritedialog.h"
#include "drivetests/historypage.h"
#include "drivetests/numberstable.h"
#include "drivetests/pickerpage.h"
#include "drivetests/resultcharts.h"
#include "drivetests/resultpage.h"
#include "drivetests/runpage.h"
#include "drivetests/testcard.h"
#include "drivetests/testwindow.h"
#include "preferences.h"

#include "common/translations.h"
#include "report/testresultjson.h"
#include "suites/testtarget.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace DriveProof;
using namespace TestDevices;
using namespace TestPages;
using namespace Qt::StringLiterals;
using Gui::TestChoice;

class TestTestPageParts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pickerOffersWhatTheDriveAllows();
    void rawWritesNeedTheTypedName();
    void chartsOnMadeUpNumbers();
    void shortSlicesWeighByTheirLength();
    void positionAxisInThePagesUnits();

private:
    QTemporaryDir m_history; // every run of this test keeps its results here
    QTemporaryDir m_config;  // Preferences are written here, not in the user's settings
};

void TestTestPageParts::initTestCase()
{
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QVERIFY(useEnglish());
    QVERIFY(m_history.isValid());
}

void TestTestPageParts::pickerOffersWhatTheDriveAllows()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Gui::PickerPage picker;
    picker.setDevice(diskOn(dir.path(), true));
    QCOMPARE(picker.testList()->count(), 11);

    // Every test has its paragraph and an estimate; the power-loss test opens its wizard.
    for (int row = 0; row < picker.testList()->count(); ++row) {
        picker.testList()->setCurrentRow(row);
        QVERIFY(!picker.descriptionLabel()->text().isEmpty());
    }
    picker.select(TestChoice::PowerLoss);
    QVERIFY(picker.startButton()->isEnabled());
    QVERIFY(picker.descriptionLabel()->text().contains(u"pull the plug"_s));

    // The folder on the drive comes first; a mounted drive cannot be written over.
    picker.select(TestChoice::Quick);
    QVERIFY(picker.targetCombo()->currentText().contains(dir.path()));
    QCOMPARE(picker.currentPlace(), Gui::PickerPage::Place::Folder);
    const int last = picker.targetCombo()->count() - 1;
    QCOMPARE(Gui::PickerPage::Place(picker.targetCombo()->itemData(last, Qt::UserRole).toInt()),
             Gui::PickerPage::Place::DeviceWrite);
    const auto *model = qobject_cast<const QStandardItemModel *>(picker.targetCombo()->model());
    QVERIFY(!model->item(last)->isEnabled());
    // A read-only test offers the device for reading instead.
    picker.select(TestChoice::Surface);
    QCOMPARE(Gui::PickerPage::Place(picker.targetCombo()->itemData(last, Qt::UserRole).toInt()),
             Gui::PickerPage::Place::DeviceRead);
    QVERIFY(model->item(last)->isEnabled());

    // The cache A/B option: only with a known cache that is on and can be switched.
    picker.select(TestChoice::Commit);
    QVERIFY(!picker.sizeCombo()->isEnabled()); // 16 MiB, like pg_test_fsync
    QVERIFY(!picker.cacheABBox()->isEnabled());
    Cache::WriteCacheState state;
    state.enabled = true;
    state.changeable = true;
    picker.setWriteCache(state);
    QVERIFY(picker.cacheABBox()->isEnabled());
    picker.cacheABBox()->setChecked(true);
    Suites::TestPlan plan = picker.plan();
    QVERIFY(plan.cacheAB);
    QVERIFY(plan.disk && plan.cacheState);
    QCOMPARE(plan.target.sizeBytes, quint64(16) << 20);
    state.changeable = false;
    picker.setWriteCache(state);
    QVERIFY(!picker.cacheABBox()->isEnabled());
    QVERIFY(!picker.plan().cacheAB);

    // A folder chosen elsewhere: the controller finds its drive itself.
    picker.select(TestChoice::Random);
    picker.addFolder(QDir::tempPath());
    QCOMPARE(picker.plan().target.path, QDir::cleanPath(QDir::tempPath()));
    QVERIFY(!picker.plan().disk);
}

void TestTestPageParts::rawWritesNeedTheTypedName()
{
    // A drive that is not mounted: writing over it is offered, behind the typed name. The
    // device does not exist, so the run that follows can only fail to open it.
    Device::DeviceInfo disk = TestDevices::sataHdd512e();
    disk.path = QStringLiteral("/dev/driveproof-no-such-disk");
    disk.name = QStringLiteral("driveproof-no-such-disk");
    disk.partitions.clear();
    Gui::TestWindow window(disk);
    window.setHistoryRoot(m_history.path());
    window.show();
    Gui::PickerPage *picker = window.pickerPage();
    picker->select(TestChoice::Random);
    QComboBox *target = picker->targetCombo();
    QCOMPARE(target->count(), 2); // another folder…, the device
    target->setCurrentIndex(1);
    QCOMPARE(picker->currentPlace(), Gui::PickerPage::Place::DeviceWrite);
    QVERIFY(picker->startButton()->isEnabled());
    const auto *danger = picker->findChild<QWidget *>(u"testDanger"_s);
    QVERIFY(danger && danger->isVisible());

    QTest::mouseClick(picker->startButton(), Qt::LeftButton);
    auto *dialog = window.findChild<Gui::ConfirmWriteDialog *>();
    QVERIFY(dialog);
    QVERIFY(!window.isRunning());
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QTest::keyClicks(dialog->nameEdit(), u"sda"_s);
    QVERIFY(!ok->isEnabled());
    dialog->nameEdit()->setText(disk.name);
    QVERIFY(ok->isEnabled());
    QSignalSpy finished(&window, &Gui::TestWindow::testFinished);
    QTest::mouseClick(ok, Qt::LeftButton);
    QVERIFY(window.controller()->plan().target.destructiveConfirmed);
    QVERIFY(window.controller()->plan().target.write);
    QVERIFY(finished.wait(30000));
    QVERIFY(!window.resultPage()->result().error.isEmpty());
    QVERIFY(window.resultPage()->result().measurements.isEmpty());
}

void TestTestPageParts::chartsOnMadeUpNumbers()
{
    // Latency: ten bins a decade that add up to everything recorded.
    Engine::LatencyHistogram h;
    for (int i = 0; i < 1000; ++i)
        h.record(50000 + std::uint64_t(i) * 100); // 50 to 150 µs
    h.record(5000000);                            // one 5 ms outlier
    double total = 0;
    for (const QPointF &bin : Gui::Charts::LatencyChart::bins(h))
        total += bin.y();
    QVERIFY(qAbs(total - 100.0) < 1e-6);
    Gui::Charts::LatencyChart latency;
    latency.setMeasurement(u"RND4K Q1T1 read"_s, h, Report::latencyStats(h));
    QVERIFY(latency.hasData());
    QVERIFY(latency.title().contains(u"RND4K Q1T1 read"_s));

    // Commit bars with the RPM/60 line; baselines drawn apart; skipped lines left out.
    QList<Report::Measurement> lines;
    for (const auto &[key, rate, durable] :
         {std::tuple{u"commit.s1.fdatasync"_s, 14640.0, true},
          std::tuple{u"cache-off.commit.s1.fdatasync"_s, 118.0, true},
          std::tuple{u"commit.s5.write"_s, 900000.0, false},
          std::tuple{u"commit.s3.open_sync.16x1k"_s, 0.0, true}}) {
        Report::Measurement m;
        m.key = key;
        m.label = key;
        m.operation = u"commit"_s;
        m.iops = rate;
        m.ops = quint64(rate);
        m.durable = durable;
        if (rate == 0)
            m.skippedReason = u"Skipped"_s;
        lines << m;
    }
    Gui::Charts::CommitChart commit;
    commit.setCommits(lines, 7200);
    QCOMPARE(commit.pointCount(), 3);
    QVERIFY(commit.hasRpmLine());
    commit.setCommits(lines, 0);
    QVERIFY(!commit.hasRpmLine());

    // Sweep points on log axes; nothing at zero.
    QList<Report::Measurement> sweep;
    for (std::uint32_t bs = 4096; bs <= (1u << 20); bs *= 4) {
        Report::Measurement m;
        m.blockSize = bs;
        m.ops = 100;
        m.iops = 1e6 / bs * 100;
        m.bytesPerSecond = m.iops * bs;
        sweep << m;
    }
    Gui::Charts::SweepChart sweepChart;
    sweepChart.setSweep(Gui::Charts::SweepChart::Axis::BlockSize, sweep);
    QCOMPARE(sweepChart.pointCount(), int(sweep.size()));

    // Over time: lines one after another, updated in batches.
    Gui::Charts::TimeSeriesChart overTime;
    QList<Report::IntervalPoint> batch;
    for (int i = 0; i < 10; ++i)
        batch << Report::IntervalPoint{i * 0.1, (i + 1) * 0.1, 1000.0 + i, 4e6, 0, 0};
    overTime.addPoints(u"a"_s, u"A"_s, batch);
    overTime.addPoints(u"a"_s, u"A"_s, batch);
    overTime.addPoints(u"b"_s, u"B"_s, batch);
    QCOMPARE(overTime.lineCount(), 2);
    QCOMPARE(overTime.pointCount(), 30);
    QVERIFY(!overTime.toImage().isNull());
}

// When a long run has more slices than the chart draws, neighbours are averaged: by time,
// so that a 1 ms slice at 10 GB/s next to a 100 ms slice at 100 MB/s draws ~200 MB/s, not
// a spike at 5 GB/s (issue 15: "the last, shorter slice is scaled as a full one").
void TestTestPageParts::shortSlicesWeighByTheirLength()
{
    Gui::Charts::TimeSeriesChart chart;
    QList<Report::IntervalPoint> points;
    double t = 0.0;
    for (int i = 0; i < 2400; ++i) { // over the 2,000 drawn points: pairs are averaged
        const bool shortSlice = i % 2 == 1;
        const double span = shortSlice ? 0.001 : 0.1;
        const double rate = shortSlice ? 10e9 : 100e6;
        points << Report::IntervalPoint{t, t + span, 0.0, rate, 0, 0};
        t += span;
    }
    chart.addPoints(u"w"_s, u"W"_s, points);
    const QList<QPointF> drawn = chart.drawnPoints(u"w"_s);
    QVERIFY(drawn.size() > 1000 && drawn.size() < 2400);
    double top = 0.0;
    for (const QPointF &p : drawn)
        top = std::max(top, p.y());
    QVERIFY2(top > 150.0 && top < 250.0, qPrintable(QString::number(top))); // MB/s
}

// One unit system per page: a 16 MiB surface is drawn on an axis to 16 MiB when rates are
// in MiB/s (not to 20 MB), and in MB beside MB/s.
void TestTestPageParts::positionAxisInThePagesUnits()
{
    const Gui::RateUnit before = Gui::Preferences::rateUnit();
    Gui::Preferences::setRateUnit(Gui::RateUnit::Mebibytes);
    Gui::Charts::PositionChart chart;
    chart.setKind(Gui::Charts::PositionChart::Kind::Surface);
    chart.setArea(16u << 20);
    chart.addPoints({Report::IntervalPoint{0.0, 0.1, 0.0, 1e8, 8u << 20, 0},
                     Report::IntervalPoint{0.1, 0.2, 0.0, 1e8, 16u << 20, 0}});
    QVERIFY2(chart.positionAxisTitle().contains(u"MiB"_s), qPrintable(chart.positionAxisTitle()));
    QCOMPARE(chart.positionAxisEnd(), 16.0);
    Gui::Preferences::setRateUnit(Gui::RateUnit::Megabytes);
    QVERIFY2(chart.positionAxisTitle().contains(u"(MB)"_s), qPrintable(chart.positionAxisTitle()));
    QVERIFY(qAbs(chart.positionAxisEnd() - 16.777216) < 1e-6);
    Gui::Preferences::setRateUnit(before);
}

QTEST_MAIN(TestTestPageParts)
#include "tst_testpageparts.moc"
