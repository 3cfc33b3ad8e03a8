// The real window on the offscreen platform: it lists this machine's drives (probed on a
// worker thread), shows the selected one, keeps the selection across a refresh, and shows
// an empty state that says what to do when there is nothing to read. Testing is reachable
// without scrolling, geometry is remembered, About names the versions, and closing the
// window while a test runs asks first and then leaves no temporary file.
#include "testskip.h"

#include "aboutdialog.h"
#include "drivelistmodel.h"
#include "drivepage.h"
#include "drivetests/testcard.h"
#include "drivetests/testwindow.h"
#include "identitycard.h"
#include "mainwindow.h"
#include "partitionscard.h"
#include "statuspage.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "suites/testtarget.h"

using namespace DriveProof;

namespace {
constexpr int kProbeTimeoutMs = 30000;
const QString kDisk = QStringLiteral("/dev/vda"); // this machine's disk (docs/design.md §6)

// DRIVEPROOF_SCREENSHOT_DIR=/tmp/shots keeps pictures for people and CI artefacts.
void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(100); // pending layout requests, as a person would see the window
    widget->grab().save(dir + QLatin1Char('/') + name);
}
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void listsRealDrives();
    void selectionSurvivesRefresh();
    void emptyStateExplains();
    void realDiskFirstAndSelected();
    void aboutNamesVersions();
    void testingNeedsNoScrolling();
    void geometryIsRemembered();
    void closingAsksWhileATestRuns();

private:
    QTemporaryDir m_config;
};

void TestMainWindow::initTestCase()
{
    // Window geometry goes to QSettings: keep it out of the user's configuration.
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
}

void TestMainWindow::listsRealDrives()
{
    Gui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("DriveProof"));
    QTRY_VERIFY_WITH_TIMEOUT(window.driveModel()->rowCount() > 0, kProbeTimeoutMs);
    const int row = window.driveModel()->rowOfPath(kDisk);
    QVERIFY2(row >= 0, "the machine's disk is not listed");
    QCOMPARE(window.driveList()->accessibleName(), QStringLiteral("Drives"));

    window.driveList()->setCurrentIndex(window.driveModel()->index(row));
    const Gui::IdentityCard *identity = window.drivePage()->identityCard();
    QTRY_COMPARE(identity->valueLabel(QStringLiteral("device"))->text(), kDisk);
    QVERIFY(window.drivePage()->isVisible());

    // Keyboard: Tab leaves the sidebar for the drive page.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.driveList()->setFocus();
    QTRY_VERIFY(window.driveList()->hasFocus());
    QTest::keyClick(window.driveList(), Qt::Key_Tab);
    QVERIFY(window.drivePage()->isAncestorOf(QApplication::focusWidget()) ||
            window.drivePage() == QApplication::focusWidget());
    // The alignment check runs on a worker and ends; the page keeps the same drive.
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    QCOMPARE(window.drivePage()->devicePath(), kDisk);
    const QTableWidget *table = window.drivePage()->partitionsCard()->table();
    for (int r = 0; r < table->rowCount(); ++r) {
        QVERIFY(table->item(r, Gui::PartitionsCard::AlignmentColumn)->text() !=
                QStringLiteral("checking…"));
    }
}

void TestMainWindow::selectionSurvivesRefresh()
{
    Gui::MainWindow window;
    window.selectDevice(kDisk); // before the first probe ends: applied when it does
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy() && window.driveModel()->rowCount() > 0,
                             kProbeTimeoutMs);
    QCOMPARE(window.drivePage()->devicePath(), kDisk);

    auto *refresh = window.findChild<QAction *>(QStringLiteral("refreshAction"));
    QVERIFY(refresh);
    QCOMPARE(refresh->shortcut(), QKeySequence(QKeySequence::Refresh));
    QSignalSpy settled(&window, &Gui::MainWindow::settled);
    refresh->trigger();
    QVERIFY(window.isBusy()); // until the result is shown, however fast the worker was
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    QVERIFY(settled.count() > 0);
    QCOMPARE(window.drivePage()->devicePath(), kDisk);
    QCOMPARE(window.driveList()->currentIndex().data(Gui::DriveListModel::PathRole).toString(),
             kDisk);
}

void TestMainWindow::emptyStateExplains()
{
    // A sysfs with no block devices, as in some containers.
    QTemporaryDir root;
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("sys/block")));
    Device::SysfsRoots roots;
    roots.sys = root.filePath(QStringLiteral("sys"));
    roots.dev = root.filePath(QStringLiteral("dev"));
    roots.useIoctls = false;
    Gui::MainWindow window(roots, false);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    QCOMPARE(window.driveModel()->rowCount(), 0);
    QVERIFY(window.statusPage()->isVisible());
    QVERIFY(!window.drivePage()->isVisible());
    QCOMPARE(window.statusPage()->title(), QStringLiteral("No drives found"));
    // Why nothing is listed, each cause with what to try.
    const QString message = window.statusPage()->message();
    QVERIFY2(message.contains(QLatin1String("No drive is connected")), qPrintable(message));
    QVERIFY(message.contains(QLatin1String("Refresh (F5)")));
    QVERIFY(message.contains(QLatin1String("container")));
    QVERIFY(message.contains(QLatin1String("not allowed")));
    // Asked not to use udisks2: the page says how to start it.
    QVERIFY(message.contains(QLatin1String("systemctl start udisks2")));
    saveScreenshot(&window, QStringLiteral("empty-state.png"));
    // Refresh, there and reachable by keyboard, probes again.
    QPushButton *refresh = window.statusPage()->refreshButton();
    QVERIFY(refresh->isVisible() && refresh->isEnabled());
    QVERIFY(refresh->focusPolicy() & Qt::TabFocus);
    QSignalSpy settled(&window, &Gui::MainWindow::settled);
    refresh->click();
    QVERIFY(window.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    QVERIFY(settled.count() > 0);
    QCOMPARE(window.statusPage()->title(), QStringLiteral("No drives found"));
}

void TestMainWindow::realDiskFirstAndSelected()
{
    // A loop device (named first by the kernel) and a disk: the disk is listed and shown first.
    QTemporaryDir root;
    const auto write = [&root](const QString &rel, const QByteArray &text) {
        QVERIFY(QDir(root.path()).mkpath(QFileInfo(root.filePath(rel)).path()));
        QFile f(root.filePath(rel));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write(QStringLiteral("sys/block/loop0/loop/backing_file"), "/var/tmp/disk.img\n");
    write(QStringLiteral("sys/block/loop0/size"), "131072\n");
    write(QStringLiteral("sys/block/sdz/size"), "2097152\n");
    Device::SysfsRoots roots;
    roots.sys = root.filePath(QStringLiteral("sys"));
    roots.dev = root.filePath(QStringLiteral("dev"));
    roots.useIoctls = false;
    Gui::MainWindow window(roots, false);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy() && window.driveModel()->rowCount() == 2,
                             kProbeTimeoutMs);
    QVERIFY(window.driveModel()->deviceAt(0)->path.endsWith(QLatin1String("/sdz")));
    QVERIFY(window.driveModel()->deviceAt(1)->path.endsWith(QLatin1String("/loop0")));
    QCOMPARE(window.driveList()->currentIndex().row(), 0);
    QVERIFY(window.drivePage()->devicePath().endsWith(QLatin1String("/sdz")));
}

void TestMainWindow::aboutNamesVersions()
{
    Gui::MainWindow window;
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    auto *about = window.findChild<QAction *>(QStringLiteral("aboutAction"));
    QVERIFY(about);
    about->trigger();
    Gui::AboutDialog *box = window.aboutDialog();
    QVERIFY(box);
    QVERIFY(QTest::qWaitForWindowExposed(box));
    const QString text = box->text();
    QVERIFY2(text.contains(QStringLiteral(DRIVEPROOF_VERSION)), qPrintable(text));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    QVERIFY(text.contains(QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion()));
    QVERIFY(text.contains(QLatin1String("GPL-3.0-or-later")));
    // Every line has a name for screen readers.
    for (const char *name : {"aboutTitle", "aboutDescription", "aboutVersions", "aboutLicence"}) {
        auto *label = box->findChild<QLabel *>(QLatin1String(name));
        QVERIFY2(label && !label->accessibleName().isEmpty(), name);
    }
    saveScreenshot(box, QStringLiteral("about.png"));
    // Not modal to the application: closing it with Escape leaves the window as it was.
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_VERIFY(!window.aboutDialog());
}

void TestMainWindow::testingNeedsNoScrolling()
{
    QSettings(QStringLiteral("DriveProof"), QStringLiteral("DriveProof")).clear();
    Gui::MainWindow window; // the default size, as at the first start
    window.selectDevice(kDisk);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy() && window.driveModel()->rowCount() > 0,
                             kProbeTimeoutMs);
    QCOMPARE(window.size(), QSize(1120, 740));
    Gui::DrivePage *page = window.drivePage();
    QPushButton *test = page->testButton();
    QVERIFY(test->isVisible() && test->isEnabled());
    QCOMPARE(test->text(), QStringLiteral("&Test this drive…"));
    // Wholly inside the visible part of the page, without scrolling.
    const QRect shown = page->viewport()->rect();
    const QRect button(test->mapTo(page->viewport(), QPoint(0, 0)), test->size());
    QVERIFY2(shown.contains(button), "the Test this drive button is below the fold");

    // Keyboard: Tab from the drive list reaches it first.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.driveList()->setFocus();
    QTRY_VERIFY(window.driveList()->hasFocus());
    for (int i = 0; i < 3 && QApplication::focusWidget() != test; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), test);
    QTest::keyClick(test, Qt::Key_Space);
    Gui::TestWindow *tests = page->testCard()->testWindow();
    QVERIFY(tests);
    QVERIFY(QTest::qWaitForWindowExposed(tests));
    QCOMPARE(tests->device().path, kDisk);
    tests->close();
}

void TestMainWindow::geometryIsRemembered()
{
    QSettings(QStringLiteral("DriveProof"), QStringLiteral("DriveProof")).clear();
    QList<int> sizes;
    {
        Gui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
        window.resize(900, 650);
        auto *splitter = window.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
        QVERIFY(splitter);
        splitter->setSizes({330, 570});
        sizes = splitter->sizes();
        QTRY_COMPARE(window.size(), QSize(900, 650));
        QVERIFY(window.close());
    }
    Gui::MainWindow again; // the next start
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.size(), QSize(900, 650));
    auto *splitter = again.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
    QCOMPARE(splitter->sizes().value(0), sizes.value(0));
}

void TestMainWindow::closingAsksWhileATestRuns()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto ourFiles = [&dir] {
        return QDir(dir.path())
            .entryList({Suites::temporaryFilePrefix() + QLatin1Char('*')},
                       QDir::Files | QDir::Hidden | QDir::System);
    };
    Gui::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    QVERIFY(window.close()); // nothing runs: closes at once
    window.show();

    Device::DeviceInfo disk;
    disk.path = kDisk;
    auto *tests = new Gui::TestWindow(disk, &window); // as the Test this drive card makes it
    Suites::TestPlan plan;
    plan.family = Suites::Family::Quick;
    plan.target.kind = Suites::TargetKind::Folder;
    plan.target.path = dir.path();
    plan.target.sizeBytes = 16ull << 20;
    plan.options.sizeBytes = plan.target.sizeBytes;
    plan.options.duration = std::chrono::seconds(5);
    plan.keepInHistory = false;
    plan.inhibitSleep = false;
    QSignalSpy points(tests->controller(), &Suites::TestController::pointsAdded);
    tests->show();
    tests->start(plan);
    QVERIFY(tests->isRunning());
    QVERIFY(points.wait(60000));
    QCOMPARE(ourFiles().size(), 1);

    // Closing asks; "Keep testing" keeps both the window and the test.
    QVERIFY(!window.close());
    QMessageBox *question = window.stopTestsQuestion();
    QVERIFY(question);
    QVERIFY2(question->text().contains(kDisk), qPrintable(question->text()));
    QVERIFY(question->text().contains(QLatin1String("Stop it and quit?")));
    QCOMPARE(question->defaultButton()->objectName(), QStringLiteral("keepTesting"));
    saveScreenshot(question, QStringLiteral("stop-question.png"));
    question->defaultButton()->click();
    QTRY_VERIFY(!window.stopTestsQuestion());
    QVERIFY(window.isVisible());
    QVERIFY(tests->isRunning());

    // The quit shortcut asks the same; "Stop and quit" cancels cleanly, then closes.
    auto *quit = window.findChild<QAction *>(QStringLiteral("quitAction"));
    quit->trigger();
    question = window.stopTestsQuestion();
    QVERIFY(question);
    auto *stop = question->findChild<QPushButton *>(QStringLiteral("stopAndQuit"));
    QVERIFY(stop);
    QElapsedTimer clock;
    clock.start();
    stop->click();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 10000);
    QVERIFY2(clock.elapsed() < 8000, "stopping took too long");
    QVERIFY(!tests->isRunning());
    QVERIFY(tests->controller()->result().cancelled);
    QVERIFY(ourFiles().isEmpty());
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    DRIVEPROOF_SKIP_UNLESS(QFile::exists(QStringLiteral("/sys/block/vda")),
                           "no /sys/block/vda: this test expects the project's machine");
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    TestMainWindow test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mainwindow.moc"
