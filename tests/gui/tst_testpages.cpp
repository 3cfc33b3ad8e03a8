// "Test this drive" with the real widgets and the real engine: a short quick check in a
// temporary folder (16 MiB, 0.2 s per step) started from the picker, the live chart fed
// while it runs, the result page with its verdict, numbers and charts, JSON/CSV/PNG exports
// that parse, the history and the comparison of two runs, Cancel mid-run leaving no
// temporary file; the parts that need no run are in tst_testpageparts.cpp.
// DRIVEPROOF_SCREENSHOT_DIR=/some/dir saves pictures of the pages (run it under
// xvfb-run with QT_QPA_PLATFORM=xcb to see real fonts).
#include "testpages.h"

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
using namespace TestDevices;
using namespace TestPages;
using namespace Qt::StringLiterals;
using Gui::TestChoice;

namespace {

constexpr int kRunTimeoutMs = 120000;

QStringList ourFiles(const QString &folder)
{
    return QDir(folder).entryList({Suites::temporaryFilePrefix() + QLatin1Char('*')},
                                  QDir::Files | QDir::Hidden | QDir::System);
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
} // namespace

class TestTestPages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void quickCheckEndToEnd();
    void cancelMidRun();
    void cardOpensOneWindowPerDrive();
    void languageChangeRebuildsTexts();
    void saveScreenshots();

private:
    QTemporaryDir m_history; // every run of this test keeps its results here
};

void TestTestPages::initTestCase()
{
    QVERIFY(useEnglish());
    QVERIFY(m_history.isValid());
    qRegisterMetaType<Gui::ExportOutcome>();
}

void TestTestPages::quickCheckEndToEnd()
{
    QTemporaryDir dir;
    QTemporaryDir exports;
    QVERIFY(dir.isValid() && exports.isValid());
    Gui::TestWindow window(diskOn(dir.path(), true));
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
    QCOMPARE(table->columnCount(), 6);
    QCOMPARE(table->rowCount(), 8 * 3); // rate or IOPS, the other, p99 per measurement
    QVERIFY(table->item(0, 4)->text().endsWith(u"×"_s));
    QVERIFY(!table->item(0, 5)->text().isEmpty()); // better, worse or the same

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
    Gui::TestWindow window(diskOn(dir.path(), true));
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

void TestTestPages::cardOpensOneWindowPerDrive()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QWidget host;
    auto *card = new Gui::TestCard(&host);
    card->setHistoryRoot(m_history.path());
    card->setDevice(diskOn(dir.path(), true));
    host.show();
    // No second "Quick check" here: the drive page's header runs one at once (drivepage).
    QVERIFY(!card->findChild<QPushButton *>(u"testQuick"_s));
    QTest::mouseClick(card->allButton(), Qt::LeftButton);
    Gui::TestWindow *first = card->testWindow();
    QVERIFY(first && first->isVisible());
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
    Gui::TestWindow window(diskOn(dir.path(), true));
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
    // DRIVEPROOF_SCREENSHOT_LANGUAGE=de: the pages in that language, as the window would
    // show them (its numbers, its direction).
    const QString language = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_LANGUAGE");
    if (!language.isEmpty()) {
        QVERIFY(installLanguage(*QCoreApplication::instance(), language));
        QLocale::setDefault(localeForLanguage(language));
        QGuiApplication::setLayoutDirection(QLocale(language).textDirection());
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const bool dark : {false, true}) {
        const QString suffix = dark ? u"-dark.png"_s : u"-light.png"_s;
        Gui::TestWindow window(diskOn(dir.path(), true));
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
        if (!dark) {
            // A second quick check: the first round's compare picture then sets two runs of
            // one test side by side (else it fell back to a sweep and a surface scan, which
            // share no measurement).
            startFromPicker(window, TestChoice::Quick, dir.path(), 0.3);
            QVERIFY(finished.wait(kRunTimeoutMs));
        }

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
            // The family key (HistoryPage's role), whatever language the column speaks.
            if (runs->topLevelItem(i)->data(0, Qt::UserRole + 2).toString() == u"quick"_s)
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
