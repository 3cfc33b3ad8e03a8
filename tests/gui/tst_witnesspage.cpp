// The witness page with the real core: a real Witness on 127.0.0.1 showing a real
// WitnessLink's run, and the two-computer procedure on one computer, the wizard writing to a
// test file with the witness page recording it until "Pull the plug now".
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

class TestWitnessPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void witnessPageShowsARealRun();
    void realRunWithWitnessPage();

private:
    QTemporaryDir m_home; // XDG data and config: pending tests, reports, autostart
};

void TestWitnessPage::initTestCase()
{
    QVERIFY(useTestHome(m_home));
}

void TestWitnessPage::witnessPageShowsARealRun()
{
    QTemporaryDir journals;
    QVERIFY(journals.isValid());
    Gui::WitnessPage page;
    page.setJournalRoot(journals.path());
    page.addressEdit()->setText(u"127.0.0.1:0"_s);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(PowerLoss::normalizePairingCode(page.codeLabel()->text()).has_value());
    QTest::mouseClick(page.startButton(), Qt::LeftButton);
    QVERIFY(page.isServing());
    QVERIFY(page.port() != 0);
    QVERIFY(!page.addressEdit()->isEnabled()); // not while serving
    QCOMPARE(unnamedControls(&page), QStringList());

    PowerLoss::WitnessLinkOptions o;
    o.address = u"127.0.0.1:%1"_s.arg(page.port());
    o.key = PowerLoss::pairingKey(page.pairingCode());
    o.parameters = someParameters();
    o.facts.hostName = "writer-under-test";
    o.facts.bootId = "boot-1";
    PowerLoss::WitnessLink link(o);
    link.start();
    QVERIFY(link.waitConnected(5000));
    std::vector<PowerLoss::AckEntry> acks;
    for (std::uint64_t seq = 1; seq <= 25; ++seq)
        acks.push_back({seq, seq * 10, 1, std::int64_t(seq) * 1000, 0});
    QVERIFY(link.post(std::move(acks)));
    link.setProgress(26, 25, 1);

    // The run appears with its computer and its 25 commits.
    QTreeWidget *runs = page.runList();
    QTRY_COMPARE_WITH_TIMEOUT(runs->topLevelItemCount(), 1, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(runs->topLevelItem(0)->text(3), QLocale().toString(25), 5000);
    QVERIFY(runs->topLevelItem(0)->text(1).contains(u"writer-under-test"_s));
    QVERIFY(runs->topLevelItem(0)->toolTip(0) == PowerLoss::runIdText(o.parameters.runId));

    // The writer goes away without BYE: the page shows it silent, with the estimated cut.
    link.abort();
    QTRY_VERIFY_WITH_TIMEOUT(!runs->topLevelItem(0)->text(4).isEmpty(), 10000);

    // A wrong pairing code is refused and said so.
    PowerLoss::WitnessLinkOptions wrong = o;
    wrong.key = PowerLoss::pairingKey(u"AAAA-BBBB-CCCC"_s);
    wrong.parameters.runId[0] ^= 0xff;
    PowerLoss::WitnessLink stranger(wrong);
    stranger.start();
    QVERIFY(!stranger.waitConnected(3000));
    QTRY_VERIFY_WITH_TIMEOUT(!page.findChild<QLabel *>(u"witnessLastEvent"_s)->text().isEmpty(),
                             5000);
    QCOMPARE(runs->topLevelItemCount(), 1);

    QTest::mouseClick(page.startButton(), Qt::LeftButton);
    QVERIFY(!page.isServing());
    QVERIFY(page.addressEdit()->isEnabled());
}

void TestWitnessPage::realRunWithWitnessPage()
{
    // The two-computer procedure on one: the witness page on 127.0.0.1, the wizard writing
    // to a test file, until "Pull the plug now"; then a clean stop instead of the cut.
    QTemporaryDir dir, journals;
    QVERIFY(dir.isValid() && journals.isValid());
    Gui::WitnessPage witness;
    witness.setJournalRoot(journals.path());
    witness.addressEdit()->setText(u"127.0.0.1:0"_s);
    QVERIFY(witness.startWitness());

    PowerLossWizard wizard(diskOn(dir.path()));
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    wizard.areaStep()->sizeCombo()->setCurrentIndex(0); // 256 MiB: quick to prepare
    QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);
    wizard.witnessStep()->addressEdit()->setText(u"127.0.0.1:%1"_s.arg(witness.port()));
    wizard.witnessStep()->codeEdit()->setText(witness.pairingCode().toLower());
    QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(wizard.nextButton()->isEnabled(), 30000);
    QTest::mouseClick(wizard.nextButton(), Qt::LeftButton);
    QCOMPARE(wizard.currentStep(), Step::Run);
    QVERIFY(wizard.isRunning());

    QVERIFY2(QTest::qWaitFor([&] { return wizard.runStep()->pullPlugShown(); }, 120000),
             qPrintable(wizard.runStep()->phaseLabel()->text()));
    QVERIFY(wizard.runStep()->pullPlugLabel()->isVisible());
    QVERIFY(!wizard.runStep()->cutButton()->isVisible()); // no simulated cut on a real run
    QVERIFY(wizard.runStep()->chart()->pointCount() > 0);
    // The test survives the reboot: pending on disk, autostart entry in place.
    QCOMPARE(PowerLoss::loadPendingTests().size(), 1);
    QVERIFY(QFile::exists(PowerLoss::autostartPath()));
    // The witness page shows the run with its commits.
    witness.refresh();
    QCOMPARE(witness.runList()->topLevelItemCount(), 1);
    QVERIFY(QLocale().toULongLong(witness.runList()->topLevelItem(0)->text(3)) > 0);

    QTest::mouseClick(wizard.runStep()->stopButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!wizard.isRunning(), 30000);
    QTRY_VERIFY(!wizard.runStep()->pullPlugShown());   // at the next 10 Hz update
    QCOMPARE(PowerLoss::loadPendingTests().size(), 0); // a clean end: nothing to verify
    QTRY_VERIFY_WITH_TIMEOUT(
        witness.runList()->topLevelItem(0)->text(2) ==
            QCoreApplication::translate("DriveProof::Gui::WitnessPage", "ended cleanly"),
        10000);
}

QTEST_MAIN(TestWitnessPage)
#include "tst_witnesspage.moc"
