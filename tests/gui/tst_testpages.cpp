// "Test this drive" with the real widgets and the real engine: a short quick check in a
// temporary folder (16 MiB, 0.2 s per step) started from the picker, the live chart fed
// while it runs, the result page with its verdict, numbers and charts, JSON/CSV/PNG exports
// that parse, the history and the comparison of two runs, Cancel mid-run leaving no
// temporary file, the typed confirmation for raw-device writes, and the charts on made-up
// numbers. DRIVEPROOF_SCREENSHOT_DIR=/some/dir saves pictures of the pages (run it under
// xvfb-run with QT_QPA_PLATFORM=xcb to see real fonts).
#include "testdevices.h"

#include "charts/commitchart.h"
#include "charts/latencychart.h"
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

#include "common/translations.h"
#include "report/testresultjson.h"
#include "suites/testtarget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
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
using namespace Qt::StringLiterals;
using Gui::TestChoice;

namespace {

constexpr int kRunTimeoutMs = 120000;

QStringList ourFiles(const QString &folder)
{
    return QDir(folder).entryList({Suites::temporaryFilePrefix() + QLatin1Char('*')},
                                  QDir::Files | QDir::Hidden | QDir::System);
}

// A SATA hard disk whose only file system is "mounted" on the test's folder, so that the
// picker offers that folder first and the run lands in this drive's history.
Device::DeviceInfo diskOn(const QString &folder)
{
    Device::DeviceInfo d = TestDevices::sataHdd512e();
    d.serial = QStringLiteral("DPTEST%1").arg(QCoreApplication::applicationPid());
    d.partitions[0].mountpoints = {folder};
    return d;
}

// Sets the picker up for a short run in `folder` and presses Start.
void startFromPicker(Gui::TestWindow &window, TestChoice choice, const QString &folder,
                     double stepSeconds)
{
    Gui::PickerPage *picker = window.pickerPage();
    picker->select(choice);
    QComboBox *target = picker->targetCombo();
    for (int i = 0; i < target->count(); ++i)
        if (target->itemText(i).contains(folder))
            target->setCurrentIndex(i);
    QVERIFY(target->currentText().contains(folder));
    QComboBox *size = picker->sizeCombo();
    const int small = size->findData(QVariant::fromValue(quint64(16) << 20));
    QVERIFY(small >= 0);
    size->setCurrentIndex(small);
    picker->durationSpin()->setValue(stepSeconds);
    QVERIFY(picker->startButton()->isEnabled());
    QTest::mouseClick(picker->startButton(), Qt::LeftButton);
}

// Not a flat picture: a chart draws lines, labels and a ground in several colours.
int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

void waitForExport(Gui::ResultPage *page, QSignalSpy &spy)
{
    QVERIFY(spy.wait(30000));
    const auto outcome = spy.takeFirst().at(0).value<Gui::ExportOutcome>();
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QVERIFY(!page->exportStatus()->text().isEmpty());
}

QPalette darkPalette()
{
    QPalette pal;
    pal.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    pal.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    pal.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    pal.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    pal.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    pal.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    pal.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    pal.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8c, 0x8c));
    pal.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    return pal;
}

} // namespace

class TestTestPages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void quickCheckEndToEnd();
    void cancelMidRun();
    void pickerOffersWhatTheDriveAllows();
    void rawWritesNeedTheTypedName();
    void chartsOnMadeUpNumbers();
    void cardOpensOneWindowPerDrive();
    void languageChangeRebuildsTexts();
    void saveScreenshots();

private:
    QTemporaryDir m_history; // every run of this test keeps its results here
};

void TestTestPages::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(DriveProof::installTranslations(*QCoreApplication::instance(), QLocale()));
    QVERIFY(m_history.isValid());
    qRegisterMetaType<Gui::ExportOutcome>();
}

void TestTestPages::quickCheckEndToEnd()
{
    QTemporaryDir dir;
    QTemporaryDir exports;
    QVERIFY(dir.isValid() && exports.isValid());
    Gui::TestWindow window(diskOn(dir.path()));
    window.setHistoryRoot(m_history.path());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Suites::TestController *controller = window.controller();

    // Updates reach the GUI at most ten times a second.
    QList<qint64> updates;
    QElapsedTimer clock;
    clock.start();
    // One update may emit several signals, and the slots (the chart) take time between
    // them: signals within 50 ms of an update's first belong to it.
    auto note = [&] {
        if (updates.isEmpty() || clock.elapsed() - updates.constLast() > 50)
            updates << clock.elapsed();
    };
    connect(controller, &Suites::TestController::progressed, this, note);
    connect(controller, &Suites::TestController::pointsAdded, this, note);
    QSignalSpy points(controller, &Suites::TestController::pointsAdded);
    QSignalSpy finished(&window, &Gui::TestWindow::testFinished);

    startFromPicker(window, TestChoice::Quick, dir.path(), 0.2);
    QCOMPARE(window.currentPage(), window.runPage());
    QVERIFY(window.isRunning());
    QVERIFY(points.wait(kRunTimeoutMs));
    QTRY_VERIFY(window.runPage()->timeChart()->pointCount() > 0);
    QVERIFY(window.runPage()->progressBar()->maximum() > 0);
    QVERIFY(finished.wait(kRunTimeoutMs));
    QVERIFY(!window.isRunning());
    QVERIFY(ourFiles(dir.path()).isEmpty());
    for (qsizetype i = 0; i < updates.size(); ++i) {
        qsizetype inSecond = 0;
        for (qsizetype j = i; j < updates.size() && updates.at(j) < updates.at(i) + 1000; ++j)
            ++inSecond;
        QVERIFY2(inSecond <= 11, qPrintable(u"%1 updates in one second"_s.arg(inSecond)));
    }

    // The result page: the verdict (or the note that speed tests give none) first, numbers.
    Gui::ResultPage *page = window.resultPage();
    QCOMPARE(window.currentPage(), page);
    const Report::TestResult result = page->result();
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(result.measurements.size(), 8);
    QVERIFY(!page->findingTexts().isEmpty());
    QCOMPARE(page->numbersTable()->rowCount(), 8);
    QVERIFY(page->numbersTable()->item(0, 1) &&
            !page->numbersTable()->item(0, 1)->text().isEmpty());
    const QList<Gui::Charts::ChartPanel *> charts = page->charts()->charts();
    QCOMPARE(charts.size(), 2); // over time, latency
    for (const Gui::Charts::ChartPanel *chart : charts)
        QVERIFY(chart->pointCount() > 0);
    QCOMPARE(result.environment.serial, window.device().serial);

    // Exports that parse.
    QSignalSpy exported(page, &Gui::ResultPage::exported);
    const QString json = exports.filePath(QStringLiteral("r.json"));
    page->exportJson(json);
    waitForExport(page, exported);
    const Result<Report::TestResult> again = Report::readTestResultFile(json);
    QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(again.error().message));
    QCOMPARE(again->id, result.id);
    QCOMPARE(again->measurements.size(), 8);

    const QString csv = exports.filePath(QStringLiteral("r.csv"));
    page->exportCsv(csv);
    waitForExport(page, exported);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QStringList rows =
        QString::fromUtf8(csvFile.readAll()).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 1 + 8); // a header, then one row per measurement

    page->exportCharts(exports.path());
    QVERIFY(exported.wait(30000));
    const auto outcome = exported.takeFirst().at(0).value<Gui::ExportOutcome>();
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(outcome.written.size(), 2);
    for (const QString &file : outcome.written) {
        const QImage image(file);
        QVERIFY2(!image.isNull(), qPrintable(file));
        QVERIFY(image.width() >= 320 && image.height() >= 200);
        QVERIFY2(colourCount(image) > 8, qPrintable(file));
    }

    // Kept in the history; a second run, then the two side by side.
    startFromPicker(window, TestChoice::Quick, dir.path(), 0.2);
    QVERIFY(finished.wait(kRunTimeoutMs));
    window.showHistory();
    Gui::HistoryPage *history = window.historyPage();
    QSignalSpy loaded(history, &Gui::HistoryPage::loaded);
    QVERIFY(loaded.wait(30000) || !history->isBusy());
    QTRY_COMPARE(history->list()->topLevelItemCount(), 2);
    history->list()->selectAll();
    QVERIFY(history->compareButton()->isEnabled());
    QTest::mouseClick(history->compareButton(), Qt::LeftButton);
    QTRY_COMPARE(window.currentPage(), window.comparePage());
    const QTableWidget *table = window.comparePage()->table();
    QCOMPARE(table->columnCount(), 5);
    QCOMPARE(table->rowCount(), 8 * 3); // rate or IOPS, the other, p99 per measurement
    QVERIFY(table->item(0, 4)->text().endsWith(u"×"_s));

    // Open one run again.
    window.showHistory();
    QTRY_VERIFY(!history->isBusy());
    history->list()->clearSelection();
    history->list()->topLevelItem(0)->setSelected(true);
    history->openSelected();
    QTRY_COMPARE(window.currentPage(), window.resultPage());
    QCOMPARE(page->numbersTable()->rowCount(), 8);
}

void TestTestPages::cancelMidRun()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Gui::TestWindow window(diskOn(dir.path()));
    window.setHistoryRoot(m_history.path());
    window.show();
    QSignalSpy points(window.controller(), &Suites::TestController::pointsAdded);
    QSignalSpy finished(&window, &Gui::TestWindow::testFinished);
    startFromPicker(window, TestChoice::Quick, dir.path(), 5.0);
    QVERIFY(points.wait(kRunTimeoutMs));
    QCOMPARE(ourFiles(dir.path()).size(), 1);
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(window.runPage()->cancelButton(), Qt::LeftButton);
    QVERIFY(!window.runPage()->cancelButton()->isEnabled());
    QVERIFY(finished.wait(10000));
    QVERIFY2(clock.elapsed() < 5000, "cancelling took too long");
    const Report::TestResult result = window.resultPage()->result();
    QVERIFY(result.cancelled);
    QVERIFY(result.measurements.size() < 8);
    QCOMPARE(window.currentPage(), window.resultPage());
    QVERIFY(ourFiles(dir.path()).isEmpty());
    // The page says it was cancelled.
    const auto *stopped = window.resultPage()->findChild<QWidget *>(u"resultStopped"_s);
    QVERIFY(stopped && stopped->isVisible());
}

void TestTestPages::pickerOffersWhatTheDriveAllows()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Gui::PickerPage picker;
    picker.setDevice(diskOn(dir.path()));
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

void TestTestPages::rawWritesNeedTheTypedName()
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

void TestTestPages::chartsOnMadeUpNumbers()
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

void TestTestPages::cardOpensOneWindowPerDrive()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QWidget host;
    auto *card = new Gui::TestCard(&host);
    card->setHistoryRoot(m_history.path());
    card->setDevice(diskOn(dir.path()));
    host.show();
    QTest::mouseClick(card->quickButton(), Qt::LeftButton);
    Gui::TestWindow *first = card->testWindow();
    QVERIFY(first && first->isVisible());
    QCOMPARE(first->pickerPage()->currentChoice(), TestChoice::Quick);
    QTest::mouseClick(card->commitButton(), Qt::LeftButton);
    QCOMPARE(card->testWindow(), first);
    QCOMPARE(first->pickerPage()->currentChoice(), TestChoice::Commit);
    card->setDevice(TestDevices::nvmeSsd());
    QVERIFY(!card->testWindow());
    QTest::mouseClick(card->historyButton(), Qt::LeftButton);
    QVERIFY(card->testWindow() && card->testWindow() != first);
    QCOMPARE(card->testWindow()->currentPage(), card->testWindow()->historyPage());
}

void TestTestPages::languageChangeRebuildsTexts()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Gui::TestWindow window(diskOn(dir.path()));
    window.pickerPage()->select(TestChoice::Commit);
    const QString before = window.pickerPage()->descriptionLabel()->text();
    // What a translator install sends: every widget says its texts again, nothing crashes.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&window, &change);
    QCOMPARE(window.pickerPage()->descriptionLabel()->text(), before);
    QCOMPARE(window.pickerPage()->currentChoice(), TestChoice::Commit);
    QVERIFY(window.pickerPage()->targetCombo()->currentText().contains(dir.path()));
}

void TestTestPages::saveScreenshots()
{
    const QString shots = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR");
    if (shots.isEmpty())
        QSKIP("set DRIVEPROOF_SCREENSHOT_DIR to save pictures of the test pages");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const bool dark : {false, true}) {
        const QString suffix = dark ? u"-dark.png"_s : u"-light.png"_s;
        Gui::TestWindow window(diskOn(dir.path()));
        if (dark)
            window.setPalette(darkPalette());
        window.setHistoryRoot(m_history.path());
        window.resize(1000, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.pickerPage()->select(TestChoice::Commit);
        QTest::qWait(200);
        QVERIFY(window.grab().save(shots + u"/picker"_s + suffix));

        QSignalSpy finished(&window, &Gui::TestWindow::testFinished);
        startFromPicker(window, TestChoice::Quick, dir.path(), 1.0);
        QTest::qWait(3500); // a few steps in
        QVERIFY(window.grab().save(shots + u"/run"_s + suffix));
        QVERIFY(finished.wait(kRunTimeoutMs));
        QTest::qWait(300);
        QVERIFY(window.grab().save(shots + u"/result"_s + suffix));
        // The whole result, below the fold too.
        auto *scroll = window.resultPage()->findChild<QScrollArea *>();
        QVERIFY(scroll->widget()->grab().save(shots + u"/result-full"_s + suffix));

        startFromPicker(window, TestChoice::Commit, dir.path(), 0.2);
        QVERIFY(finished.wait(kRunTimeoutMs));
        QTest::qWait(300);
        QVERIFY(scroll->widget()->grab().save(shots + u"/commit-full"_s + suffix));

        if (!dark) {
            // The sweep curves and the surface curve, once.
            startFromPicker(window, TestChoice::SweepBlockSize, dir.path(), 0.2);
            QVERIFY(finished.wait(kRunTimeoutMs));
            QTest::qWait(300);
            QVERIFY(scroll->widget()->grab().save(shots + u"/sweep-full"_s + suffix));
            startFromPicker(window, TestChoice::Surface, dir.path(), 0.2);
            QVERIFY(finished.wait(kRunTimeoutMs));
            QTest::qWait(300);
            QVERIFY(scroll->widget()->grab().save(shots + u"/surface-full"_s + suffix));
        }

        window.showHistory();
        QTRY_VERIFY(!window.historyPage()->isBusy());
        QTest::qWait(200);
        QVERIFY(window.grab().save(shots + u"/history"_s + suffix));
        // Two quick checks where there are (the second round), else the two newest runs.
        QTreeWidget *runs = window.historyPage()->list();
        runs->clearSelection();
        QList<QTreeWidgetItem *> quick;
        for (int i = 0; i < runs->topLevelItemCount(); ++i)
            if (runs->topLevelItem(i)->text(1) == u"Quick check"_s)
                quick << runs->topLevelItem(i);
        if (quick.size() < 2)
            quick = {runs->topLevelItem(0), runs->topLevelItem(1)};
        quick.at(0)->setSelected(true);
        quick.at(1)->setSelected(true);
        window.historyPage()->compareSelected();
        QTRY_COMPARE(window.currentPage(), window.comparePage());
        QTest::qWait(200);
        QVERIFY(window.grab().save(shots + u"/compare"_s + suffix));
    }
}

QTEST_MAIN(TestTestPages)
#include "tst_testpages.moc"
