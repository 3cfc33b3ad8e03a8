// The health card and the drive page's cards together, fed injected states as
// Privilege::queryWriteCache and queryHealth would return them, and the main window feeding
// them; pictures of the cards on request. The write-cache card alone is tested in
// tst_writecachecard.cpp. No hardware, no pixels.
#include "testpages.h"

#include "drivelistmodel.h"
#include "healthcard.h"
#include "mainwindow.h"
#include "topologycard.h"
#include "writecachecard.h"

#include <QCheckBox>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>

using namespace DriveProof;
using namespace TestDevices;
using namespace TestPages;
using Gui::HealthCard;
using Gui::Notice;
using Gui::WriteCacheCard;

class TestDriveCards : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    // Health
    void healthGoodAta();
    void healthCautionNvme();
    void healthBad();
    void healthReasonsWordedHere();
    void healthUnknown();
    void healthErrors();
    void healthNoDataForLoopAndVirtio();
    // The page
    void pageIgnoresOtherDrivesAndUpdatesKernelView();
    void mainWindowFeedsTheCards();
    void saveScreenshots();
};

void TestDriveCards::initTestCase()
{
    QVERIFY(useEnglish());
}

void TestDriveCards::healthGoodAta()
{
    HealthCard card;
    card.setDevice(sataHdd512e());
    card.setHealth(ataGood());
    QCOMPARE(card.badgeText(), QStringLiteral("Good"));
    QVERIFY(shown(card.badgeIconLabel(), &card));
    QVERIFY(!card.badgeIconLabel()->pixmap().isNull());
    QCOMPARE(value(&card, "temperature"), QStringLiteral("38 °C"));
    QCOMPARE(value(&card, "powerOnHours"), QStringLiteral("23,456"));
    QCOMPARE(value(&card, "powerCycles"), QStringLiteral("1,234"));
    QCOMPARE(value(&card, "unsafeShutdowns"), QStringLiteral("17"));
    QCOMPARE(value(&card, "badSectors"), QStringLiteral("0"));
    QCOMPARE(value(&card, "source"), QStringLiteral("libatasmart"));
    // What an ATA drive does not report has no row.
    QVERIFY(!hasRow(&card, "mediaErrors"));
    QVERIFY(!hasRow(&card, "spare"));
    QVERIFY(!hasRow(&card, "wear"));
    QVERIFY(!shown(card.reasonsLabel(), &card));
    QVERIFY(card.adviceLabel()->text().contains(QLatin1String("keep backups")));
    QVERIFY(!shown(card.messageNotice(), &card));
}

void TestDriveCards::healthCautionNvme()
{
    HealthCard card;
    card.setDevice(nvmeSsd());
    card.setHealth(nvmeCaution());
    QCOMPARE(card.badgeText(), QStringLiteral("Caution"));
    const QString reasons = card.reasonsLabel()->text();
    QVERIFY(shown(card.reasonsLabel(), &card));
    QVERIFY(reasons.contains(QLatin1String("Only 9% spare capacity is left")));
    QVERIFY(reasons.contains(QLatin1String("97% of its rated endurance")));
    QCOMPARE(reasons.count(QStringLiteral("• ")), 2);
    QCOMPARE(value(&card, "temperature"), QStringLiteral("51 °C"));
    QCOMPARE(value(&card, "powerOnHours"), QStringLiteral("8,760"));
    QCOMPARE(value(&card, "mediaErrors"), QStringLiteral("0"));
    QCOMPARE(value(&card, "spare"), QStringLiteral("9%"));
    QCOMPARE(value(&card, "wear"), QStringLiteral("97% of its rated life used"));
    QVERIFY(!hasRow(&card, "badSectors"));
    QVERIFY(card.adviceLabel()->text().contains(QLatin1String("backups")));
    QCOMPARE(card.findChild<QLabel *>(QStringLiteral("healthBadge"))->accessibleName(),
             QStringLiteral("Health: Caution"));
}

void TestDriveCards::healthReasonsWordedHere()
{
    // A reason made elsewhere (the helper under LANGUAGE=de) may carry the writer's sentence;
    // the card words it from the code and arguments in its own language, English here. A
    // sentence from a helper older than the codes is shown as it came.
    HealthSummary h = nvmeCaution();
    h.reasons = {
        Health::healthReason(Health::ReasonCode::kNvmeMediaErrors, {QStringLiteral("1234")}),
        Health::healthReason(Health::ReasonCode::kHelperSentence, {QStringLiteral("Alter Satz")})};
    h.reasons.first().text =
        QStringLiteral("Das Laufwerk hat 1.234 Medien- oder Datenintegritätsfehler gezählt.");
    HealthCard card;
    card.setDevice(nvmeSsd());
    card.setHealth(h);
    const QString reasons = card.reasonsLabel()->text();
    QVERIFY2(reasons.contains(
                 QLatin1String("The drive has recorded 1,234 media or data integrity error")),
             qPrintable(reasons));
    QVERIFY(!reasons.contains(QLatin1String("Laufwerk")));
    QVERIFY(reasons.contains(QStringLiteral("• Alter Satz")));
}

void TestDriveCards::healthBad()
{
    HealthSummary h = ataGood();
    h.overall = Overall::Bad;
    h.badSectors = 1024;
    h.reasons = {Health::healthReason(Health::ReasonCode::kAtaBadStatus)};
    HealthCard card;
    card.setDevice(sataHdd512e());
    card.setHealth(h);
    QCOMPARE(card.badgeText(), QStringLiteral("Bad"));
    QCOMPARE(card.reasonsLabel()->text(), // one reason: no bullet
             QStringLiteral("The drive's own SMART self-assessment says it is failing. Back up "
                            "your data now and replace the drive."));
    QCOMPARE(value(&card, "badSectors"), QStringLiteral("1,024"));
    QVERIFY(card.adviceLabel()->text().contains(QLatin1String("Back up")));
}

void TestDriveCards::healthUnknown()
{
    HealthSummary h;
    h.device = QStringLiteral("/dev/sda");
    h.powerOnHours = 5;
    HealthCard card;
    card.setDevice(sataHdd512e());
    card.setHealth(h);
    QCOMPARE(card.badgeText(), QStringLiteral("Unknown"));
    QVERIFY(!shown(card.badgeIconLabel(), &card));
    QCOMPARE(value(&card, "powerOnHours"), QStringLiteral("5"));
    QVERIFY(!hasRow(&card, "temperature"));
    QVERIFY(card.adviceLabel()->text().contains(QLatin1String("no overall assessment")));
}

void TestDriveCards::healthErrors()
{
    HealthCard card;
    card.setDevice(sataHdd512e());
    card.setHealth(error(ENOPKG, QStringLiteral("not installed")));
    QCOMPARE(card.badgeText(), QStringLiteral("Unknown"));
    QVERIFY(card.messageNotice()->text().contains(QLatin1String("Install the DriveProof package")));
    QVERIFY(!hasRow(&card, "temperature"));
    // A later good answer clears the message.
    card.setHealth(ataGood());
    QCOMPARE(card.badgeText(), QStringLiteral("Good"));
    QVERIFY(!shown(card.messageNotice(), &card));
}

void TestDriveCards::healthNoDataForLoopAndVirtio()
{
    HealthCard card;
    card.setDevice(loopDevice());
    QCOMPARE(card.badgeText(), QStringLiteral("No health data")); // said at once
    QVERIFY(card.messageNotice()->text().contains(QLatin1String("file used as a drive")));
    // The core's error for such devices keeps the plain words.
    card.setHealth(Error{QStringLiteral("/dev/loop3"),
                         QStringLiteral("/dev/loop3 is a loop device: it has no health data."), 0});
    QCOMPARE(card.badgeText(), QStringLiteral("No health data"));

    card.setDevice(virtioWithGaps());
    QCOMPARE(card.badgeText(), QStringLiteral("No health data"));
    QVERIFY(card.messageNotice()->text().contains(QLatin1String("virtual disk")));
    QVERIFY(!shown(card.badgeIconLabel(), &card));
}

void TestDriveCards::pageIgnoresOtherDrivesAndUpdatesKernelView()
{
    Gui::DrivePage page;
    page.setDevice(sasDisk());
    page.setWriteCache(QStringLiteral("/dev/sda"), ataOn()); // late, for another drive
    page.setHealth(QStringLiteral("/dev/sda"), ataGood());
    QCOMPARE(value(page.writeCacheCard(), "driveCache"), QStringLiteral("reading…"));
    QCOMPARE(page.healthCard()->badgeText(), QStringLiteral("Reading…"));

    QCOMPARE(value(page.topologyCard(), "writeCache"), QStringLiteral("write through"));
    WriteCacheState state = scsiOffSavedOn();
    state.kernelView =
        DriveProof::Device::KernelCacheMode::WriteBack; // the kernel re-read the caching page
    page.setWriteCache(QStringLiteral("/dev/sdb"), state);
    QCOMPARE(value(page.writeCacheCard(), "driveCache"), QStringLiteral("off"));
    QCOMPARE(value(page.topologyCard(), "writeCache"), QStringLiteral("write back"));

    // A switch result for this drive reaches the card.
    page.writeCacheCard()->switchButton()->click();
    WriteCacheState on = state;
    on.enabled = true;
    page.setWriteCacheSwitched(QStringLiteral("/dev/sdb"), on);
    QCOMPARE(value(page.writeCacheCard(), "driveCache"), QStringLiteral("on"));
}

void TestDriveCards::mainWindowFeedsTheCards()
{
    // The real window on this machine (docs/design.md §6): /dev/vda is a virtio disk, so the
    // worker's answers are "kernel view only" and "no health data".
    const QString disk = QStringLiteral("/dev/vda");
    if (!QFile::exists(QStringLiteral("/sys/block/vda")))
        QSKIP("no /sys/block/vda: this test expects the project's machine");
    QTemporaryDir config; // window geometry goes to QSettings
    QVERIFY(config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));

    Gui::MainWindow window;
    window.selectDevice(disk);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy() && window.driveModel()->rowCount() > 0, 30000);
    QCOMPARE(window.drivePage()->devicePath(), disk);
    const WriteCacheCard *cache = window.drivePage()->writeCacheCard();
    QCOMPARE(value(cache, "driveCache"), QStringLiteral("does not apply"));
    QVERIFY(value(cache, "kernelView").startsWith(QLatin1String("write ")));
    QVERIFY2(cache->messageNotice()->text().startsWith(QLatin1String("Kernel view only")),
             qPrintable(cache->messageNotice()->text()));
    QVERIFY(cache->findingTexts().join(QLatin1Char(' ')).contains(QLatin1String("virtual disk")));
    QVERIFY(!cache->switchButton()->isVisible());
    const HealthCard *health = window.drivePage()->healthCard();
    QCOMPARE(health->badgeText(), QStringLiteral("No health data"));
    QVERIFY(health->messageNotice()->isVisible());

    // A refresh reads again and shows the same; the answers survive a plain re-probe.
    window.refresh();
    QVERIFY(window.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), 30000);
    QCOMPARE(value(cache, "driveCache"), QStringLiteral("does not apply"));
    QCOMPARE(health->badgeText(), QStringLiteral("No health data"));
}

void TestDriveCards::saveScreenshots()
{
    // DRIVEPROOF_SCREENSHOT_DIR=/tmp/shots saves the cards in several states, in the
    // default palette and in a dark one, for people to look at.
    const QString dir = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set DRIVEPROOF_SCREENSHOT_DIR to save pictures of the cards");
    const auto save = [&dir](QWidget &widget, const QString &name) {
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        QTest::qWait(50);
        QVERIFY(
            widget.grab().save(dir + QStringLiteral("/cards-") + name + QStringLiteral(".png")));
    };
    for (const bool dark : {false, true}) {
        const QString suffix = dark ? QStringLiteral("-dark") : QStringLiteral("-light");
        // The whole page, in the dangerous state.
        {
            Gui::DrivePage page;
            if (dark)
                page.setPalette(darkPalette());
            Device::DeviceInfo info = sataHdd512e();
            info.writeCache = DriveProof::Device::KernelCacheMode::WriteThrough;
            showDrive(page, info);
            page.setWriteCache(info.path, kernelDisagrees());
            page.setHealth(info.path, ataGood());
            page.resize(1000, 1300);
            save(page, QStringLiteral("page-danger") + suffix);
        }
        // Cards alone, at a narrow width so that long findings must wrap.
        const auto card = [&](const QString &name, auto fill) {
            WriteCacheCard c;
            if (dark)
                c.setPalette(darkPalette());
            fill(c);
            c.resize(460, qMax(c.heightForWidth(460), c.minimumSizeHint().height()));
            save(c, name + suffix);
        };
        card(QStringLiteral("cache-on-udisks"), [](WriteCacheCard &c) {
            c.setDevice(sataHdd512e());
            c.setState(ataOn());
        });
        card(QStringLiteral("cache-off-scsi"), [](WriteCacheCard &c) {
            c.setDevice(sasDisk());
            c.setState(scsiOffSavedOn());
        });
        card(QStringLiteral("cache-loop"), [](WriteCacheCard &c) {
            c.setDevice(loopDevice());
            c.setState(Cache::readWriteCache(-1, loopDevice()));
        });
        card(QStringLiteral("cache-denied"), [](WriteCacheCard &c) {
            c.setDevice(sataHdd512e());
            c.setState(error(EACCES, QStringLiteral("Not authorized to read the write cache of "
                                                    "/dev/sda (polkit said no).")));
        });
        card(QStringLiteral("cache-switching"), [](WriteCacheCard &c) {
            c.setDevice(sataHdd512e());
            c.setState(ataOn());
            c.setSwitching(true);
        });
        card(QStringLiteral("cache-helper-missing"), [](WriteCacheCard &c) {
            c.setDevice(sataHdd512e());
            c.setState(ataOn());
            c.switchButton()->click();
            c.setSwitchResult(error(ENOPKG, QStringLiteral("not installed")));
        });
        HealthCard health;
        if (dark)
            health.setPalette(darkPalette());
        health.setDevice(nvmeSsd());
        health.setHealth(nvmeCaution());
        health.resize(460, qMax(health.heightForWidth(460), health.minimumSizeHint().height()));
        save(health, QStringLiteral("health-caution") + suffix);
    }
}

QTEST_MAIN(TestDriveCards)
#include "tst_drivecards.moc"
