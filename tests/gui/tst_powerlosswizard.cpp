// The power-loss wizard and the witness page with the real core: every step reachable with
// accessible names, a real Witness on 127.0.0.1 showing a real WitnessLink's run, a practice
// run on the FUSE lying disk through the wizard ending on a FAIL report with lost writes,
// and resume after a restart: a pending test on disk makes a new MainWindow open the
// wizard on its verify step. The witness page is in tst_witnesspage.cpp. DRIVEPROOF_SCREENSHOT_DIR=/dir saves pictures of each page
// (saveScreenshots; run it under xvfb-run with QT_QPA_PLATFORM=xcb; LANGUAGE picks the
// language).
#include "powerlosstests.h"
#include "testpages.h"
#include "testskip.h"

#include "charts/timeserieschart.h"

#include "charts/cuttimelinechart.h"
#include "mainwindow.h"
#include "powerloss/areastep.h"
#include "powerloss/powerlosswizard.h"
#include "powerloss/preflightstep.h"
#include "powerloss/reportpage.h"
#include "powerloss/runstep.h"
#include "powerloss/verifystep.h"
#include "powerloss/witnesspage.h"
#include "powerloss/witnessstep.h"

#include "common/translations.h"
#include "powerloss/pairing.h"
#include "powerloss/practice.h"
#include "powerloss/session.h"
#include "powerloss/witnesslink.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace DriveProof;
using namespace PowerLossTests;
using namespace TestDevices;
using namespace TestPages;
using namespace Qt::StringLiterals;
using Gui::PowerLossWizard;
using Step = Gui::PowerLossWizard::Step;

class TestPowerLossWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyStepReachableAndNamed();
    void practiceOnLyingDiskFails();
    void resumeAfterRestartOpensVerify();
    void saveScreenshots();

private:
    // Walks a wizard to the end of a practice run; the report step when it returns true.
    static bool runPractice(PowerLossWizard &wizard, bool lying, QWidget *shotsBefore = nullptr,
                            const QString &shots = {});

    QTemporaryDir m_home; // XDG data and config: pending tests, reports, autostart
};

void TestPowerLossWizard::initTestCase()
{
    QVERIFY(useTestHome(m_home));
}

void TestPowerLossWizard::everyStepReachableAndNamed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    PowerLossWizard wizard(diskOn(dir.path()));
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));

    // 1: the folder on the drive comes first, 1 GiB, fdatasync.
    QCOMPARE(wizard.currentStep(), Step::Area);
    QVERIFY(wizard.areaStep()->isComplete());
    QVERIFY(wizard.areaStep()->targetPath().startsWith(dir.path()));
    QCOMPARE(wizard.areaStep()->sizeBytes(), quint64(1) << 30);
    QCOMPARE(wizard.areaStep()->method(), PowerLoss::CommitMethod::Fdatasync);
    QVERIFY(!wizard.areaStep()->isDevice());
    QVERIFY(wizard.nextButton()->isEnabled());
    QCOMPARE(unnamedControls(wizard.areaStep()), QStringList());
    // The mounted device cannot be chosen for writing.
    QComboBox *target = wizard.areaStep()->targetCombo();
    QVERIFY(target->itemText(target->count() - 1).contains(u"/dev/sda"_s));
    QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);

    // 2: Next only with an address and a valid code.
    QCOMPARE(wizard.currentStep(), Step::Witness);
    QVERIFY(!wizard.nextButton()->isEnabled());
    wizard.witnessStep()->addressEdit()->setText(u"127.0.0.1:9"_s);
    wizard.witnessStep()->codeEdit()->setText(u"not a code"_s);
    QVERIFY(!wizard.nextButton()->isEnabled());
    wizard.witnessStep()->codeEdit()->setText(u"k7qd m2xf 9hbt"_s); // typed loosely
    QCOMPARE(wizard.witnessStep()->pairingCode(), u"K7QD-M2XF-9HBT"_s);
    QVERIFY(wizard.nextButton()->isEnabled());
    QCOMPARE(unnamedControls(wizard.witnessStep()), QStringList());
    QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);

    // 3: the real preflight of the folder; the machine and drive facts come back.
    QCOMPARE(wizard.currentStep(), Step::Preflight);
    QTRY_VERIFY_WITH_TIMEOUT(wizard.preflightStep()->isComplete() ||
                                 wizard.preflightStep()->statusLabel()->text().contains(u':'),
                             30000);
    QTRY_VERIFY_WITH_TIMEOUT(wizard.backButton()->isEnabled(), 30000);
    QVERIFY2(wizard.preflightStep()->isComplete(),
             qPrintable(wizard.preflightStep()->statusLabel()->text()));
    QCOMPARE(unnamedControls(wizard.preflightStep()), QStringList());
    QTest::mouseClick(wizard.backButton(), Qt::LeftButton);
    QCOMPARE(wizard.currentStep(), Step::Witness);

    // 4-6: the run, verify and report steps, each named.
    for (const Step step : {Step::Run, Step::Verify, Step::Report}) {
        wizard.showStep(step);
        QCOMPARE(wizard.currentStep(), step);
        QVERIFY(wizard.stepWidget(step)->isVisible());
        QCOMPARE(unnamedControls(wizard.stepWidget(step)), QStringList());
    }
    QVERIFY(!wizard.nextButton()->isVisible()); // the report has buttons of its own
    QCOMPARE(unnamedControls(&wizard), QStringList());
}

bool TestPowerLossWizard::runPractice(PowerLossWizard &wizard, bool lying, QWidget *,
                                      const QString &shots)
{
    auto shoot = [&](const QString &name) {
        if (shots.isEmpty())
            return;
        QTest::qWait(150); // the new step's layout and paint
        wizard.grab().save(shots + QLatin1Char('/') + name);
    };
    shoot(u"powerloss-1-area.png"_s);
    QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);
    if (wizard.currentStep() != Step::Witness)
        return false;
    wizard.witnessStep()->practiceButton()->setChecked(true);
    wizard.witnessStep()->practiceDriveCombo()->setCurrentIndex(lying ? 1 : 0);
    shoot(u"powerloss-2-witness.png"_s);
    QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);
    if (wizard.currentStep() != Step::Preflight || !wizard.nextButton()->isEnabled())
        return false;
    shoot(u"powerloss-3-preflight.png"_s);
    QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);
    if (wizard.currentStep() != Step::Run)
        return false;
    // Warm: "Pull the plug now"; the person presses "Cut the power".
    if (!QTest::qWaitFor([&] { return wizard.runStep()->pullPlugShown(); }, 60000))
        return false;
    QTest::qWait(500); // a few more commits on the chart
    shoot(u"powerloss-4-run.png"_s);
    QTest::mouseClick(wizard.runStep()->cutButton(), Qt::LeftButton);
    return QTest::qWaitFor([&] { return wizard.currentStep() == Step::Report; }, 120000);
}

void TestPowerLossWizard::practiceOnLyingDiskFails()
{
    const QString why = PowerLoss::PracticeRun::unavailableReason();
    DRIVEPROOF_SKIP_UNLESS(why.isEmpty(), "practice mode needs /dev/fuse and the lying disk");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    PowerLossWizard wizard(diskOn(dir.path()));
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    const QString realTitle = wizard.windowTitle();
    QVERIFY2(runPractice(wizard, true), qPrintable(wizard.runStep()->phaseLabel()->text()));
    // The report is about the simulated drive: the title says so, not the real drive's name.
    QCOMPARE(
        wizard.windowTitle(),
        QCoreApplication::translate("DriveProof::Gui::PowerLossWizard",
                                    "Power-loss practice on a simulated lying drive – DriveProof"));
    QVERIFY(wizard.windowTitle() != realTitle);

    Gui::PowerLossReportPage *report = wizard.reportPage();
    const PowerLoss::VerifyReport &r = report->report();
    QCOMPARE(r.verdict, PowerLoss::Verdict::Fail);
    QVERIFY(r.count(PowerLoss::FindingClass::LostAcked) > 0);
    QVERIFY(report->verdictLabel()->text().startsWith(u"Failed"_s) ||
            QLocale().language() != QLocale::English);
    // The classes in words, each count once (issue 14): in the box under the verdict, not
    // again in the findings; the lost writes marked on the timeline, the checklist.
    const QString count = QLocale().toString(r.count(PowerLoss::FindingClass::LostAcked));
    QVERIFY2(report->reasonsText().contains(count), qPrintable(report->reasonsText()));
    const QString lost = PowerLoss::describeClass(PowerLoss::FindingClass::LostAcked,
                                                  r.count(PowerLoss::FindingClass::LostAcked));
    QVERIFY2(!report->findingTexts().join(u'\n').contains(lost),
             qPrintable(report->findingTexts().join(u'\n')));
    QVERIFY(report->timelineChart()->lostCount() > 0);
    QVERIFY(!report->validityTexts().isEmpty());
    QCOMPARE(unnamedControls(report), QStringList());

    // The JSON export has the verdict and the classes.
    const QString json = dir.filePath(u"report.json"_s);
    QVERIFY(report->exportJson(json));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(o.value(u"verdict"_s).toString(), u"FAIL"_s);
    QVERIFY(o.value(u"classes"_s).toObject().value(u"LOST_ACKED"_s).toInt() > 0);
}

void TestPowerLossWizard::resumeAfterRestartOpensVerify()
{
    PowerLoss::PendingTest test;
    test.runId = someParameters().runId;
    test.witnessAddress = u"127.0.0.1:9"_s; // nobody listens: verification must say so
    test.pairingCode = u"K7QD-M2XF-9HBT"_s;
    test.targetPath = m_home.filePath(u"gone/driveproof-powerloss.dat"_s);
    test.parameters = someParameters();
    test.started = QDateTime::currentDateTime();
    QVERIFY(PowerLoss::savePendingTest(test).ok());
    QCOMPARE(PowerLoss::loadPendingTests().size(), 1);

    {
        // "After the reboot": a new window finds the pending test and opens the wizard.
        Gui::MainWindow window({}, false);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(window.powerLossWizard() != nullptr, 5000);
        PowerLossWizard *wizard = window.powerLossWizard();
        QVERIFY(wizard->isVisible());
        QCOMPARE(wizard->currentStep(), Step::Verify);
        QVERIFY(wizard->verifyStep()->pendingLabel()->text().contains(test.targetPath));
        QVERIFY(wizard->verifyStep()->verifyButton()->isEnabled());
        QCOMPARE(unnamedControls(wizard->verifyStep()), QStringList());

        // --verify-pending starts at once; the witness is not there: an error, the test
        // stays pending for another try.
        window.openPendingPowerLossTests(true);
        QTRY_VERIFY_WITH_TIMEOUT(
            !wizard->isRunning() &&
                wizard->verifyStep()->findChild<QWidget *>(u"powerLossVerifyError"_s)->isVisible(),
            60000);
        QCOMPARE(wizard->currentStep(), Step::Verify);
        QCOMPARE(PowerLoss::loadPendingTests().size(), 1);

        // Forgetting it clears it (and the autostart entry, nothing else being pending).
        QTest::mouseClick(wizard->verifyStep()->discardButton(), Qt::LeftButton);
        QCOMPARE(PowerLoss::loadPendingTests().size(), 0);
        QVERIFY(!wizard->verifyStep()->verifyButton()->isEnabled());
    }
    // Nothing pending: a new window opens no wizard.
    {
        Gui::MainWindow window({}, false);
        window.show();
        QTest::qWait(200);
        QVERIFY(window.powerLossWizard() == nullptr);
    }
    // A practice run a crash left behind is not waiting for a power cut: no wizard either.
    test.practice = true;
    QVERIFY(PowerLoss::savePendingTest(test).ok());
    Gui::MainWindow window({}, false);
    window.show();
    QTest::qWait(200);
    QVERIFY(window.powerLossWizard() == nullptr);
    PowerLoss::clearPendingTest(test.runId);
}

void TestPowerLossWizard::saveScreenshots()
{
    const QString shots = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR");
    if (shots.isEmpty())
        QSKIP("set DRIVEPROOF_SCREENSHOT_DIR to save pictures of the power-loss pages");
    DRIVEPROOF_SKIP_UNLESS(PowerLoss::PracticeRun::unavailableReason().isEmpty(),
                           "the pictures come from a practice run, which needs FUSE");
    QDir().mkpath(shots);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        PowerLossWizard wizard(diskOn(dir.path()));
        wizard.resize(900, 620);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QVERIFY(runPractice(wizard, true, nullptr, shots));
        QTest::qWait(300);
        wizard.grab().save(shots + u"/powerloss-6-report.png"_s);
        // The verify step as after a restart, with this run pending.
        PowerLoss::PendingTest test;
        test.runId = someParameters().runId;
        test.witnessAddress = u"192.168.1.20:7070"_s;
        test.targetPath = dir.filePath(u"driveproof-powerloss.dat"_s);
        test.parameters = someParameters();
        test.started = QDateTime::currentDateTime();
        QVERIFY(PowerLoss::savePendingTest(test).ok());
        wizard.showPending(false);
        QTest::qWait(200);
        wizard.grab().save(shots + u"/powerloss-5-verify.png"_s);
        PowerLoss::clearPendingTest(test.runId);
    }
    QTemporaryDir journals;
    Gui::WitnessPage page;
    page.setJournalRoot(journals.path());
    page.addressEdit()->setText(u"127.0.0.1:0"_s);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(page.startWitness());
    PowerLoss::WitnessLinkOptions o;
    o.address = u"127.0.0.1:%1"_s.arg(page.port());
    o.key = PowerLoss::pairingKey(page.pairingCode());
    o.parameters = someParameters();
    o.facts.hostName = "workstation";
    PowerLoss::WitnessLink link(o);
    link.start();
    QVERIFY(link.waitConnected(5000));
    std::vector<PowerLoss::AckEntry> acks;
    for (std::uint64_t seq = 1; seq <= 1234; ++seq)
        acks.push_back({seq, seq % 1000, 1, std::int64_t(seq) * 1000, 0});
    QVERIFY(link.post(std::move(acks)));
    QTest::qWait(600);
    page.refresh();
    page.grab().save(shots + u"/witness.png"_s);
}

QTEST_MAIN(TestPowerLossWizard)
#include "tst_powerlosswizard.moc"
