// The TRIM card (issue 23): fed reports that core/flash made from a fake /sys of real
// stacks (tests/fixtures/sysfs/trim-stacks.tree: dm-crypt without allow_discards under LVM,
// a USB stick on usb-storage), and the drive page reading the real disk under this test's
// own folder. Words in English and German; pictures of the card on request
// (DRIVEPROOF_SCREENSHOT_DIR, run under xvfb-run with QT_QPA_PLATFORM=xcb).
#include "testpages.h"

#include "notice.h"
#include "trimcard.h"

#include "flash/trimpath.h"
#include "sysfstree.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace DriveProof;
using namespace TestPages;
using Gui::TrimCard;

class TestTrimCard : public QObject
{
    Q_OBJECT
    SysfsTree m_tree;
    QTemporaryDir m_dir;
    Flash::TrimRoots m_roots;

    Result<Flash::TrimReport> report(const char *target, int maj, int min)
    {
        return Flash::trimReportOf(QLatin1String(target), makedev(maj, min), true, m_roots);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(useEnglish());
        QVERIFY2(m_tree
                     .build(QStringLiteral(DRIVEPROOF_SOURCE_DIR
                                           "/tests/fixtures/sysfs/trim-stacks.tree"))
                     .isEmpty(),
                 "fixture");
        m_roots.sys = m_tree.sysRoot();
        m_roots.mountInfo = m_tree.mountInfoPath();
        m_roots.dev = m_dir.filePath(QStringLiteral("dev"));
        m_roots.swaps = m_dir.filePath(QStringLiteral("no-swaps"));
        // Units as a Debian workstation has them: installed, enabled, systemd running.
        const QString etc = m_dir.filePath(QStringLiteral("etc"));
        const QString lib = m_dir.filePath(QStringLiteral("lib"));
        QDir().mkpath(etc + QStringLiteral("/systemd/system/timers.target.wants"));
        QDir().mkpath(m_dir.filePath(QStringLiteral("run/systemd/system")));
        QDir().mkpath(lib);
        QFile unit(lib + QStringLiteral("/fstrim.timer"));
        QVERIFY(unit.open(QIODevice::WriteOnly));
        QVERIFY(QFile::link(lib + QStringLiteral("/fstrim.timer"),
                            etc + QStringLiteral("/systemd/system/timers.target.wants/"
                                                 "fstrim.timer")));
        m_roots.timer = Flash::TimerRoots{etc, m_dir.filePath(QStringLiteral("run")), {lib}};
    }

    void cryptLayerIsNamedWithTheFix()
    {
        TrimCard card;
        card.setDevice(TestDevices::sataHdd512e());
        QCOMPARE(value(&card, "reach"), QStringLiteral("reading…"));
        card.setReport(report("/dev/sdb", 8, 16));
        QCOMPARE(value(&card, "reach"), QStringLiteral("no: a layer drops it"));
        QCOMPARE(value(&card, "fstrim"), QStringLiteral("enabled"));
        const QStringList texts = card.findingTexts();
        QCOMPARE(texts.size(), 1);
        QVERIFY2(texts.first().contains(QStringLiteral("The dm-crypt volume /dev/mapper/luks-1c2d "
                                                       "drops discards")),
                 qPrintable(texts.first()));
        QVERIFY(texts.first().contains(QStringLiteral("--allow-discards")));
        // The layers on demand.
        QVERIFY(!shown(card.layersLabel(), &card));
        QVERIFY(card.layersToggle()->isEnabled());
        card.layersToggle()->click();
        QVERIFY(shown(card.layersLabel(), &card));
        const QString layers = card.layersLabel()->text();
        QVERIFY2(layers.contains(QStringLiteral("From /dev/mapper/vg-home:")), qPrintable(layers));
        QVERIFY(
            layers.contains(QStringLiteral("/dev/mapper/luks-1c2d (dm-crypt): drops discards")));
        QVERIFY(layers.contains(
            QStringLiteral("/dev/sdb (disk, /dev/sdb2): passes discards, granularity "
                           "512 bytes, up to 2.0 GiB")));
    }

    void usbStickAndGerman()
    {
        TrimCard card;
        card.setDevice(TestDevices::sataHdd512e());
        card.setReport(report("/dev/sda", 8, 0));
        QCOMPARE(value(&card, "reach"), QStringLiteral("no: the drive does not take it"));
        QVERIFY(card.findingTexts().first().contains(QStringLiteral("usb-storage")));
        // Another language: the card says it again from what it shows.
        QVERIFY(installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&card, &change);
        QCOMPARE(card.title(), QStringLiteral("TRIM"));
        QVERIFY2(!value(&card, "reach").contains(QStringLiteral("drive")),
                 qPrintable(value(&card, "reach")));
        QVERIFY2(card.findingTexts().first().contains(QStringLiteral("usb-storage")) &&
                     !card.findingTexts().first().contains(QStringLiteral("which passes")),
                 qPrintable(card.findingTexts().first()));
        QVERIFY(useEnglish());
    }

    void drivePageReadsTheRealDisk()
    {
        // The disk under this test's folder, as the kernel shows it: the page reads it itself.
        struct stat st
        {
        };
        QCOMPARE(::stat(QFile::encodeName(m_dir.path()).constData(), &st), 0);
        const QString node =
            QFileInfo(
                QStringLiteral("/sys/dev/block/%1:%2").arg(major(st.st_dev)).arg(minor(st.st_dev)))
                .canonicalFilePath();
        if (node.isEmpty() ||
            !QFileInfo::exists(QStringLiteral("/dev/") + QFileInfo(node).fileName()))
            QSKIP("this folder is not on a block device with a node in /dev");
        TestDevices::DeviceInfo info = TestDevices::sataHdd512e();
        info.path = QStringLiteral("/dev/") + QFileInfo(node).fileName();
        Gui::DrivePage page;
        showDrive(page, info);
        QTRY_VERIFY_WITH_TIMEOUT(value(page.trimCard(), "reach") != QStringLiteral("reading…"),
                                 5000);
        QVERIFY(!page.trimCard()->findingTexts().isEmpty());
    }

    void saveScreenshots()
    {
        const QString dir = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set DRIVEPROOF_SCREENSHOT_DIR to save pictures");
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de")}) {
            QVERIFY(installLanguage(*QCoreApplication::instance(), lang));
            QLocale::setDefault(localeForLanguage(lang));
            TrimCard card;
            card.setDevice(TestDevices::sataHdd512e());
            card.setReport(report("/dev/sdb", 8, 16));
            card.layersToggle()->click();
            card.resize(760, card.sizeHint().height());
            card.show();
            QTest::qWait(50);
            QVERIFY(card.grab().save(QStringLiteral("%1/trim-card-%2.png").arg(dir, lang)));
            TrimCard usb;
            usb.setDevice(TestDevices::sataHdd512e());
            usb.setReport(report("/dev/sdc", 8, 32));
            usb.resize(760, usb.sizeHint().height());
            usb.show();
            QTest::qWait(50);
            QVERIFY(usb.grab().save(QStringLiteral("%1/trim-card-uas-%2.png").arg(dir, lang)));
        }
        QVERIFY(useEnglish());
    }
};

QTEST_MAIN(TestTrimCard)
#include "tst_trimcard.moc"
