// A brand-new, empty drive from the first click (issue 22), with the real widgets: drives
// made from image files (a sparse file of zeros is what a new drive holds; mkfs.ext4 makes
// one with data), probed by libblkid as the window does. The empty one is said to be empty
// on the drive page, its quick check goes to the raw device behind ONE confirmation without
// the typed name; a drive with data that is not mounted says on the page why the quick
// check cannot run and offers the reading tests on the whole device; a write there still
// needs the typed name. Only image files in a temporary folder are touched.
// saveScreenshots (DRIVEPROOF_SCREENSHOT_DIR, DRIVEPROOF_SCREENSHOT_LANGUAGE; root) takes the
// journey on an empty loop device over an image of its own: select, confirm, result,
// compare, light and dark.
#include "loopdevice.h"
#include "testpages.h"

#include "drivepage.h"
#include "drivetests/comparepage.h"
#include "drivetests/confirmwritedialog.h"
#include "drivetests/historypage.h"
#include "drivetests/pickerpage.h"
#include "drivetests/resultpage.h"
#include "drivetests/testcard.h"
#include "drivetests/testwindow.h"
#include "guitext.h"
#include "trimcard.h"

#include "common/translations.h"
#include "device/inventory.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace DriveProof;
using namespace TestPages;
using namespace Qt::StringLiterals;
using Gui::TestChoice;

namespace {

// A drive as the inventory would list it, whose "device" is an image file.
Device::DeviceInfo imageDrive(const QString &image)
{
    Device::DeviceInfo d = TestDevices::sataHdd512e();
    d.path = image;
    d.name = QFileInfo(image).fileName();
    d.partitions.clear();
    d.mountpoints.clear();
    d.holders.clear();
    d.sizeBytes = QFileInfo(image).size();
    return d;
}

bool makeImage(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.resize(64 << 20);
}

} // namespace

class TestEmptyDrive : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QTemporaryDir m_history;

private slots:
    void initTestCase()
    {
        QVERIFY(useEnglish());
        QVERIFY(makeImage(m_dir.filePath(u"new.img"_s)));
    }

    void emptyDriveQuickCheckAsksOnceWithoutTheName()
    {
        const Device::DeviceInfo disk = imageDrive(m_dir.filePath(u"new.img"_s));
        Gui::DrivePage page;
        page.testCard()->setHistoryRoot(m_history.path());
        QSignalSpy probed(&page, &Gui::DrivePage::contentsProbed);
        showDrive(page, disk);
        QVERIFY(probed.wait(10000));
        QVERIFY(page.contents().isEmpty());
        QVERIFY(page.noteLabel()->isVisibleTo(&page));
        QVERIFY2(page.noteLabel()->text().contains(u"This drive is empty"_s),
                 qPrintable(page.noteLabel()->text()));
        QVERIFY(page.quickCheckButton()->isEnabled());

        QTest::mouseClick(page.quickCheckButton(), Qt::LeftButton);
        Gui::TestWindow *window = page.testCard()->testWindow();
        QVERIFY(window);
        auto *dialog = window->findChild<Gui::ConfirmWriteDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isEmptyDrive());
        QVERIFY(!dialog->nameEdit()->isVisibleTo(dialog)); // nothing to type
        QVERIFY2(dialog->windowTitle().contains(Gui::driveTitle(disk)),
                 qPrintable(dialog->windowTitle()));
        QVERIFY(!window->isRunning());
        QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        QSignalSpy finished(window, &Gui::TestWindow::testFinished);
        QTest::mouseClick(ok, Qt::LeftButton);
        const Suites::TestPlan &plan = window->controller()->plan();
        QCOMPARE(plan.family, Suites::Family::Quick);
        QCOMPARE(plan.target.kind, Suites::TargetKind::Device);
        QCOMPARE(plan.target.path, disk.path);
        QVERIFY(plan.target.destructiveConfirmed);
        QVERIFY(plan.target.confirmedEmpty);
        // An image file is no device the kernel lists: the run can only fail to open it.
        QVERIFY(finished.wait(30000));
        window->close();
    }

    void emptyDriveIsOfferedInThePicker()
    {
        const Device::DeviceInfo disk = imageDrive(m_dir.filePath(u"new.img"_s));
        Gui::TestWindow window(disk);
        window.setContents(Device::probeDriveContents(disk));
        Gui::PickerPage *picker = window.pickerPage();
        for (const TestChoice choice : {TestChoice::Commit, TestChoice::Sustained}) {
            picker->select(choice);
            QCOMPARE(picker->currentPlace(), Gui::PickerPage::Place::DeviceWrite);
            QVERIFY(picker->targetCombo()->currentText().contains(u"empty"_s));
            QVERIFY(picker->startButton()->isEnabled());
            QVERIFY(picker->startReasonLabel()->text().isEmpty());
        }
    }

    void driveWithDataGetsReadsAndTheReason()
    {
        const QString mkfs = QStandardPaths::findExecutable(
            u"mkfs.ext4"_s, {u"/usr/sbin"_s, u"/sbin"_s, u"/usr/bin"_s});
        if (mkfs.isEmpty())
            QSKIP("needs mkfs.ext4 (e2fsprogs)");
        const QString image = m_dir.filePath(u"data.img"_s);
        QVERIFY(makeImage(image));
        QCOMPARE(QProcess::execute(mkfs, {u"-q"_s, u"-F"_s, image}), 0);
        const Device::DeviceInfo disk = imageDrive(image);

        Gui::DrivePage page;
        page.testCard()->setHistoryRoot(m_history.path());
        QSignalSpy probed(&page, &Gui::DrivePage::contentsProbed);
        showDrive(page, disk);
        QVERIFY(probed.wait(10000));
        QCOMPARE(page.contents().state, Device::DriveContents::State::HasData);
        QVERIFY(!page.quickCheckButton()->isEnabled());
        // Written on the page, with what to do, not only in a tooltip.
        QVERIFY(page.noteLabel()->isVisibleTo(&page));
        QVERIFY2(page.noteLabel()->text().contains(u"none of its file systems is mounted"_s),
                 qPrintable(page.noteLabel()->text()));
        QVERIFY(page.noteLabel()->text().contains(u"reading tests"_s));

        Gui::TestWindow *window = page.testCard()->openTests(TestChoice::Quick);
        Gui::PickerPage *picker = window->pickerPage();
        QVERIFY(!picker->startButton()->isEnabled());
        QVERIFY(picker->startReasonLabel()->isVisibleTo(picker));
        QVERIFY2(picker->startReasonLabel()->text().contains(u"reading test"_s),
                 qPrintable(picker->startReasonLabel()->text()));

        for (const TestChoice choice : {TestChoice::Surface, TestChoice::Random}) {
            picker->select(choice);
            if (choice == TestChoice::Random)
                continue; // random writes too: the device is offered erasing, not reading
            QCOMPARE(picker->currentPlace(), Gui::PickerPage::Place::DeviceRead);
            QVERIFY(picker->startButton()->isEnabled());
            QVERIFY(!picker->startReasonLabel()->isVisibleTo(picker));
        }

        // A write over it still needs the typed name.
        picker->select(TestChoice::Commit);
        QComboBox *target = picker->targetCombo();
        target->setCurrentIndex(target->count() - 1);
        QCOMPARE(picker->currentPlace(), Gui::PickerPage::Place::DeviceWrite);
        QVERIFY(target->currentText().contains(u"erasing everything"_s));
        QTest::mouseClick(picker->startButton(), Qt::LeftButton);
        auto *dialog = window->findChild<Gui::ConfirmWriteDialog *>();
        QVERIFY(dialog);
        QVERIFY(!dialog->isEmptyDrive());
        QVERIFY(dialog->nameEdit()->isVisibleTo(dialog));
        QVERIFY(
            !dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog->reject();
        QVERIFY(!window->isRunning());
        window->close();
    }

    void saveScreenshots();
};

void TestEmptyDrive::saveScreenshots()
{
    const QString shots = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR");
    if (shots.isEmpty())
        QSKIP("set DRIVEPROOF_SCREENSHOT_DIR to save pictures of the empty-drive journey");
    if (::geteuid() != 0 || !LoopDevice::missingTools().isEmpty())
        QSKIP("the journey runs on a loop device: needs root and losetup");
    const QString language = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_LANGUAGE");
    if (!language.isEmpty()) {
        QVERIFY(installLanguage(*QCoreApplication::instance(), language));
        QLocale::setDefault(localeForLanguage(language));
        QGuiApplication::setLayoutDirection(QLocale(language).textDirection());
    }
    const QString image = m_dir.filePath(u"journey.img"_s);
    QVERIFY(makeImage(image));
    LoopDevice loop;
    const QString err = loop.attach(image, 512);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    const Result<Device::DeviceInfo> found = Device::Inventory().find(loop.path());
    QVERIFY(found);
    for (const bool dark : {false, true}) {
        const QString suffix = dark ? u"-dark.png"_s : u"-light.png"_s;
        QTemporaryDir history;
        Gui::DrivePage page;
        if (dark)
            page.setPalette(darkPalette());
        page.testCard()->setHistoryRoot(history.path());
        page.testCard()->setQuickCheckDefaults(16 << 20, 0.3);
        page.resize(880, 700);
        QSignalSpy probed(&page, &Gui::DrivePage::contentsProbed);
        showDrive(page, found.value());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(probed.count() > 0 || probed.wait(10000)); // may be done by now
        QVERIFY(page.contents().isEmpty());
        // The TRIM card's findings come from a worker thread: let them arrive and be laid out
        // before the picture (grab() paints what is there; it does not lay out).
        const auto *trim = page.findChild<Gui::TrimCard *>();
        QVERIFY(trim);
        // A card that could not read the TRIM path has no findings: the picture then shows
        // its error row, and the wait ends at the timeout.
        [[maybe_unused]] const bool trimmed =
            QTest::qWaitFor([trim] { return !trim->findingTexts().isEmpty(); }, 10000);
        QTest::qWait(100);
        QVERIFY(page.grab().save(shots + u"/empty-drive"_s + suffix));

        Gui::TestWindow *window = nullptr;
        QList<Report::TestResult> runs;
        for (int run = 0; run < 2; ++run) {
            // The first run's dialog deletes itself later: let it go before looking again.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            QTest::mouseClick(page.quickCheckButton(), Qt::LeftButton);
            window = page.testCard()->testWindow();
            QVERIFY(window);
            if (dark)
                window->setPalette(darkPalette());
            window->resize(1000, 760);
            auto *dialog = window->findChild<Gui::ConfirmWriteDialog *>();
            QVERIFY(dialog && dialog->isEmptyDrive());
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            if (run == 0)
                QVERIFY(dialog->grab().save(shots + u"/empty-confirm"_s + suffix));
            QSignalSpy finished(window, &Gui::TestWindow::testFinished);
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            QVERIFY(finished.wait(120000));
            runs << finished.constFirst().constFirst().value<Report::TestResult>();
            QVERIFY2(runs.constLast().error.isEmpty(), qPrintable(runs.constLast().error));
            QVERIFY(loop.isOurs());
        }
        QTest::qWait(200);
        QVERIFY(window->grab().save(shots + u"/empty-result"_s + suffix));
        emit window->historyPage()->compareRequested(runs.at(0), runs.at(1));
        QTest::qWait(200);
        QVERIFY(window->grab().save(shots + u"/empty-compare"_s + suffix));
        window->close();
    }
}

QTEST_MAIN(TestEmptyDrive)
#include "tst_emptydrive.moc"
