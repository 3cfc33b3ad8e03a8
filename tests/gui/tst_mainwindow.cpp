// The real window on the offscreen platform: it lists this machine's drives (probed on a
// worker thread), shows the selected one, keeps the selection across a refresh, and shows
// an empty state that says what to do when there is nothing to read.
#include "testskip.h"

#include "drivelistmodel.h"
#include "drivepage.h"
#include "identitycard.h"
#include "mainwindow.h"
#include "partitionscard.h"
#include "statuspage.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace DriveProof;

namespace {
constexpr int kProbeTimeoutMs = 30000;
const QString kDisk = QStringLiteral("/dev/vda"); // this machine's disk (DESIGN.md §6)

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
    void aboutNamesVersions();

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
    QVERIFY(window.statusPage()->message().contains(QLatin1String("Connect a drive")));
    QVERIFY(window.statusPage()->message().contains(QLatin1String("container")));
    saveScreenshot(&window, QStringLiteral("empty-state.png"));
}

void TestMainWindow::aboutNamesVersions()
{
    Gui::MainWindow window;
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kProbeTimeoutMs);
    QString text;
    // The about box is modal: read it from inside its event loop, then close it.
    QTimer::singleShot(0, &window, [&text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        text = box->text();
        saveScreenshot(box, QStringLiteral("about.png"));
        box->accept();
    });
    auto *about = window.findChild<QAction *>(QStringLiteral("aboutAction"));
    QVERIFY(about);
    about->trigger();
    QVERIFY2(text.contains(QStringLiteral(DRIVEPROOF_VERSION)), qPrintable(text));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    QVERIFY(text.contains(QSysInfo::kernelVersion()));
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
