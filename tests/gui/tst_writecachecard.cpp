// The write-cache card, fed injected states as Privilege::queryWriteCache and
// changeWriteCache would return them: texts, what is shown or hidden, and what the switch
// asks for. No hardware, no pixels. The health card and the page are in tst_drivecards.cpp.
#include "testpages.h"

#include "healthcard.h"
#include "writecachecard.h"

#include "cache/cachefindings.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

#include <cerrno>

using namespace DriveProof;
using namespace TestDevices;
using namespace TestPages;
using Gui::HealthCard;
using Gui::Notice;
using Gui::WriteCacheCard;

class TestWriteCacheCard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cacheOnAtaWithUdisks();
    void cacheOffScsiSavedDiffers();
    void kernelSaysWriteThroughButCacheIsOn();
    void unsupportedHasNoSwitch();
    void notChangeableHasNoSwitch();
    void loopShowsKernelViewOnly();
    void virtioShowsKernelViewOnly();
    void errors_data();
    void errors();
    void switchEmitsRequest();
    void persistNeverAskedWhereNotHonest();
    void switchingDisablesAndReports();
    void readingBeforeStateArrives();
};

void TestWriteCacheCard::initTestCase()
{
    QVERIFY(useEnglish());
}

void TestWriteCacheCard::cacheOnAtaWithUdisks()
{
    WriteCacheCard card;
    card.setDevice(sataHdd512e());
    card.setState(ataOn());

    QCOMPARE(value(&card, "driveCache"), QStringLiteral("on"));
    QCOMPARE(value(&card, "kernelView"), QStringLiteral("write back: the kernel sends flushes"));
    QVERIFY(value(&card, "fua").startsWith(QLatin1String("no")));
    QCOMPARE(value(&card, "savedSetting"),
             QStringLiteral("on, re-applied by udisks2 at every boot"));
    QVERIFY(value(&card, "persistence").contains(QLatin1String("udisks2")));
    QVERIFY(value(&card, "sources").contains(QLatin1String("ATA IDENTIFY")));

    QVERIFY(shown(card.switchButton(), &card));
    QCOMPARE(card.switchButton()->text(), QStringLiteral("Turn the cache off"));
    QCOMPARE(card.switchButton()->accessibleName(),
             QStringLiteral("Turn the write cache of /dev/sda off"));
    QVERIFY(card.switchButton()->isEnabled());
    QVERIFY(shown(card.persistBox(), &card));
    QCOMPARE(card.persistBox()->text(), QStringLiteral("Keep after reboot"));
    QVERIFY(card.persistBox()->toolTip().contains(QLatin1String("udisks2")));
    // Turning it off is explained next to the switch.
    const QLabel *hint = card.findChild<QLabel *>(QStringLiteral("cacheSwitchHint"));
    QVERIFY(hint->text().contains(QLatin1String("slower")));
    QVERIFY(hint->text().contains(QLatin1String("safe")));

    QVERIFY(!shown(card.dangerNotice(), &card));
    QVERIFY(card.findingTexts().isEmpty());
    QVERIFY(!shown(card.messageNotice(), &card));
    QVERIFY(card.aboutLabel()->text().contains(QLatin1String("acknowledged if power fails")));
    QVERIFY(card.aboutLabel()->wordWrap());
}

void TestWriteCacheCard::cacheOffScsiSavedDiffers()
{
    WriteCacheCard card;
    card.setDevice(sasDisk());
    card.setState(scsiOffSavedOn());

    QCOMPARE(value(&card, "driveCache"), QStringLiteral("off"));
    QCOMPARE(value(&card, "kernelView"),
             QStringLiteral("write through: the kernel sends no flushes"));
    QVERIFY(value(&card, "fua").startsWith(QLatin1String("yes")));
    QCOMPARE(value(&card, "savedSetting"), QStringLiteral("on, saved in the drive"));
    QVERIFY(value(&card, "persistence").contains(QLatin1String("saved in the drive")));
    const QStringList findings = card.findingTexts();
    QCOMPARE(findings.size(), 1);
    QVERIFY2(findings.first().contains(QLatin1String("switches it back on")),
             qPrintable(findings.first()));
    QVERIFY(!shown(card.dangerNotice(), &card));
    QCOMPARE(card.switchButton()->text(), QStringLiteral("Turn the cache on"));
    QVERIFY(shown(card.persistBox(), &card));
    QVERIFY(card.persistBox()->toolTip().contains(QLatin1String("drive saves")));
}

void TestWriteCacheCard::kernelSaysWriteThroughButCacheIsOn()
{
    WriteCacheCard card;
    card.setDevice(sataHdd512e());
    const WriteCacheState state = kernelDisagrees();
    QVERIFY(!state.findings.isEmpty());
    card.setState(state);

    QCOMPARE(value(&card, "driveCache"), QStringLiteral("on"));
    QCOMPARE(value(&card, "kernelView"),
             QStringLiteral("write through: the kernel sends no flushes"));
    const Notice *danger = card.dangerNotice();
    QVERIFY(shown(danger, &card));
    QCOMPARE(danger->kind(), Notice::Kind::Danger);
    QCOMPARE(danger->text(), Cache::findingText(state.findings.first()));
    QVERIFY(danger->text().contains(QLatin1String("committed data can be lost")));
    QCOMPARE(danger->accessibleName(), QStringLiteral("Danger"));
    // Marked: bold and with the red verdict icon.
    const auto *text = danger->findChild<QLabel *>(QStringLiteral("noticeText"));
    QVERIFY(text->font().bold());
    // Said once, in the danger notice, not again among the other findings.
    QVERIFY(!card.findingTexts().contains(danger->text()));
    // The fix is one click away; nothing to keep after a reboot without udisks2.
    QCOMPARE(card.switchButton()->text(), QStringLiteral("Turn the cache off"));
    QVERIFY(!shown(card.persistBox(), &card));
    QCOMPARE(value(&card, "persistence"), QStringLiteral("until the next power cycle"));
}

void TestWriteCacheCard::unsupportedHasNoSwitch()
{
    WriteCacheCard card;
    WriteCacheState state = ataOn();
    state.supported = false;
    state.enabled = false;
    state.savedEnabled.reset();
    state.changeable = false;
    state.findings.clear();
    card.setState(state);
    QCOMPARE(value(&card, "driveCache"), QStringLiteral("none"));
    QVERIFY(!shown(card.switchButton(), &card));
    QVERIFY(!shown(card.persistBox(), &card));
    QVERIFY(!hasRow(&card, "persistence"));
    QVERIFY(shown(card.messageNotice(), &card));
    QVERIFY(card.messageNotice()->text().contains(QLatin1String("no volatile write cache")));
    QVERIFY(card.messageNotice()->text().contains(QLatin1String("nothing to switch")));
}

void TestWriteCacheCard::notChangeableHasNoSwitch()
{
    WriteCacheCard card;
    WriteCacheState state = scsiOffSavedOn();
    state.changeable = false;
    card.setState(state);
    QCOMPARE(value(&card, "driveCache"), QStringLiteral("off"));
    QVERIFY(!shown(card.switchButton(), &card));
    QVERIFY(!shown(card.persistBox(), &card));
    QVERIFY(!hasRow(&card, "persistence"));
    QVERIFY(card.messageNotice()->text().contains(QLatin1String("does not allow")));
}

void TestWriteCacheCard::loopShowsKernelViewOnly()
{
    // The core's own answer for a loop device (kernel view only; reads sysfs, needs nothing).
    const Device::DeviceInfo info = loopDevice();
    const Result<WriteCacheState> state = Cache::readWriteCache(-1, info);
    QVERIFY(state.ok());
    QCOMPARE(state->protocol, Protocol::None);
    WriteCacheCard card;
    card.setDevice(info);
    card.setState(state);
    QCOMPARE(value(&card, "driveCache"), QStringLiteral("does not apply"));
    QVERIFY(value(&card, "kernelView").startsWith(QLatin1String("write ")));
    QVERIFY(!shown(card.switchButton(), &card));
    QVERIFY(!shown(card.persistBox(), &card));
    QVERIFY(!hasRow(&card, "persistence"));
    QVERIFY(card.messageNotice()->text().startsWith(QLatin1String("Kernel view only")));
    // Why, in the core's words, as a fact rather than a warning.
    const QStringList findings = card.findingTexts();
    QCOMPARE(findings.size(), 1);
    QVERIFY(findings.first().contains(info.backingFile));
    const auto notices =
        card.findChild<QWidget *>(QStringLiteral("cacheFindings"))->findChildren<Notice *>();
    QCOMPARE(notices.first()->kind(), Notice::Kind::Info);
    QVERIFY(!shown(card.dangerNotice(), &card));
}

void TestWriteCacheCard::virtioShowsKernelViewOnly()
{
    WriteCacheState state;
    state.device = QStringLiteral("/dev/vdb");
    state.protocol = Protocol::None;
    state.kernelView = DriveProof::Device::KernelCacheMode::WriteBack;
    state.findings = {Cache::cacheFinding(Cache::FindingCode::kNoDriveVirtio, {state.device})};
    WriteCacheCard card;
    card.setDevice(virtioWithGaps());
    card.setState(state);
    QCOMPARE(value(&card, "kernelView"), QStringLiteral("write back: the kernel sends flushes"));
    QVERIFY(card.messageNotice()->text().startsWith(QLatin1String("Kernel view only")));
    QVERIFY(card.findingTexts().first().contains(QLatin1String("virtual disk")));
    QVERIFY(!shown(card.switchButton(), &card));
}

void TestWriteCacheCard::errors_data()
{
    QTest::addColumn<int>("errnum");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("details");

    const QString denied = QStringLiteral("Not authorized to read the write cache of /dev/sda.");
    QTest::newRow("denied") << EACCES << denied
                            << QStringLiteral("You were not allowed to read the write cache "
                                              "setting of /dev/sda.")
                            << denied;
    QTest::newRow("helper missing")
        << ENOPKG << QStringLiteral("DriveProof's helper is not installed.")
        << QStringLiteral("Install the DriveProof package, or run DriveProof as root.")
        << QString();
    QTest::newRow("bus policy missing")
        << EPERM << QStringLiteral("AccessDenied by policy")
        << QStringLiteral("D-Bus policy is missing") << QStringLiteral("AccessDenied by policy");
    QTest::newRow("no system bus") << ECONNREFUSED << QStringLiteral("no bus")
                                   << QStringLiteral("There is no system bus") << QString();
    const QString other = QStringLiteral("SG_IO failed on /dev/sda: Input/output error.");
    QTest::newRow("other") << EIO << other << other << QString();
    QTest::newRow("no message") << EIO << QString()
                                << QStringLiteral("The request for /dev/sda failed: ") << QString();
}

void TestWriteCacheCard::errors()
{
    QFETCH(int, errnum);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    QFETCH(QString, details);

    WriteCacheCard card;
    card.setDevice(sataHdd512e());
    card.setState(error(errnum, message));
    QCOMPARE(value(&card, "driveCache"), QStringLiteral("unknown"));
    // The kernel's view is still known from the device.
    QCOMPARE(value(&card, "kernelView"), QStringLiteral("write back: the kernel sends flushes"));
    QVERIFY(!shown(card.switchButton(), &card));
    const Notice *notice = card.messageNotice();
    QVERIFY(shown(notice, &card));
    QCOMPARE(notice->kind(), Notice::Kind::Warning);
    QVERIFY2(notice->text().contains(expected), qPrintable(notice->text()));
    QCOMPARE(notice->details(), details);

    // The health card says the same for the same error.
    HealthCard health;
    health.setDevice(sataHdd512e());
    health.setHealth(error(errnum, message));
    QCOMPARE(health.badgeText(), QStringLiteral("Unknown"));
    if (errnum == EACCES) {
        QVERIFY(health.messageNotice()->text().startsWith(
            QLatin1String("You were not allowed to read the health of /dev/sda.")));
    } else {
        QVERIFY2(health.messageNotice()->text().contains(expected),
                 qPrintable(health.messageNotice()->text()));
    }
}

void TestWriteCacheCard::switchEmitsRequest()
{
    WriteCacheCard card;
    card.setDevice(sataHdd512e());
    card.setState(ataOn());
    QSignalSpy spy(&card, &WriteCacheCard::switchRequested);

    QTest::mouseClick(card.switchButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toBool(), false); // on -> off
    QCOMPARE(spy.at(0).at(1).toBool(), false);

    card.persistBox()->setChecked(true);
    QTest::mouseClick(card.switchButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toBool(), false);
    QCOMPARE(spy.at(1).at(1).toBool(), true);

    // Keyboard: Space on the focused button, as for any push button.
    card.show();
    QVERIFY(QTest::qWaitForWindowExposed(&card));
    QVERIFY(card.switchButton()->focusPolicy() & Qt::TabFocus);
    card.setState(scsiOffSavedOn());
    card.persistBox()->setChecked(false);
    card.switchButton()->setFocus();
    QTest::keyClick(card.switchButton(), Qt::Key_Space);
    QCOMPARE(spy.count(), 3);
    QCOMPARE(spy.at(2).at(0).toBool(), true); // off -> on
    QCOMPARE(spy.at(2).at(1).toBool(), false);
}

void TestWriteCacheCard::persistNeverAskedWhereNotHonest()
{
    WriteCacheCard card;
    card.setState(kernelDisagrees()); // persistence None
    QVERIFY(!shown(card.persistBox(), &card));
    card.persistBox()->setChecked(true); // whatever a stale box says
    QSignalSpy spy(&card, &WriteCacheCard::switchRequested);
    card.switchButton()->click();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toBool(), false);
    QCOMPARE(spy.at(0).at(1).toBool(), false);
}

void TestWriteCacheCard::switchingDisablesAndReports()
{
    WriteCacheCard card;
    card.setDevice(sataHdd512e());
    card.setState(ataOn());
    card.switchButton()->click();

    card.setSwitching(true);
    QVERIFY(card.isSwitching());
    QVERIFY(!card.switchButton()->isEnabled());
    QVERIFY(!card.persistBox()->isEnabled());
    QVERIFY(card.statusLabel()->text().startsWith(QStringLiteral("Waiting for permission…")));
    QVERIFY(shown(card.statusLabel(), &card));
    card.setSwitching(false);
    QCOMPARE(card.statusLabel()->text(), QStringLiteral("Switching…"));

    // Refused: the last state stays, the controls come back, the reason is said.
    card.setSwitchResult(error(EACCES, QStringLiteral("Not authorized.")));
    QVERIFY(!card.isSwitching());
    QVERIFY(card.switchButton()->isEnabled());
    QCOMPARE(value(&card, "driveCache"), QStringLiteral("on"));
    QVERIFY(shown(card.switchErrorNotice(), &card));
    QVERIFY(card.switchErrorNotice()->text().startsWith(
        QLatin1String("You were not allowed to switch the write cache of /dev/sda")));
    QVERIFY(!shown(card.statusLabel(), &card));

    // Done: the re-read state is shown.
    card.switchButton()->click();
    card.setSwitching(false);
    WriteCacheState off = ataOn();
    off.enabled = false;
    off.findings = Cache::compareDriveAndKernel(off);
    card.setSwitchResult(off);
    QCOMPARE(value(&card, "driveCache"), QStringLiteral("off"));
    QCOMPARE(card.switchButton()->text(), QStringLiteral("Turn the cache on"));
    QVERIFY(card.switchButton()->isEnabled());
    QVERIFY(card.statusLabel()->text().contains(QLatin1String("cache is off now")));
    QVERIFY(!shown(card.switchErrorNotice(), &card));

    // The drive ignored the request: said so.
    card.switchButton()->click(); // asks for on
    card.setSwitching(false);
    card.setSwitchResult(off);
    QVERIFY(shown(card.switchErrorNotice(), &card));
    QVERIFY(card.switchErrorNotice()->text().contains(QLatin1String("still off")));
}

void TestWriteCacheCard::readingBeforeStateArrives()
{
    WriteCacheCard card;
    card.setDevice(nvmeSsd());
    QCOMPARE(value(&card, "driveCache"), QStringLiteral("reading…"));
    QCOMPARE(value(&card, "kernelView"), QStringLiteral("write back: the kernel sends flushes"));
    QVERIFY(value(&card, "fua").startsWith(QLatin1String("yes")));
    QVERIFY(!shown(card.switchButton(), &card));
    HealthCard health;
    health.setDevice(nvmeSsd());
    QCOMPARE(health.badgeText(), QStringLiteral("Reading…"));
}

QTEST_MAIN(TestWriteCacheCard)
#include "tst_writecachecard.moc"
