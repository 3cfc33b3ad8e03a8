// Issue 15, "reads at a glance": the quick check's read/write tiles above the verdict, in the
// unit chosen in Preferences; results and drives open scrolled to the top; the drive page's
// one-click quick check (a real short run on a temporary file in a folder of the test's own,
// disabled with a reason where no folder is writable); health and the write cache (its
// explanation folded) first, then alignment and testing, identity and topology last; real disks listed before loop devices, with a health
// badge once health is known.
#include "testpages.h"

#include "drivelistdelegate.h"
#include "drivelistmodel.h"
#include "drivepage.h"
#include "drivetests/resultpage.h"
#include "drivetests/resulttiles.h"
#include "drivetests/testcard.h"
#include "drivetests/testwindow.h"
#include "healthcard.h"
#include "identitycard.h"
#include "partitionscard.h"
#include "preferences.h"
#include "topologycard.h"
#include "writecachecard.h"

#include "suites/testtarget.h"

#include <QDir>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace DriveProof;
using namespace TestDevices;
using namespace TestPages;

namespace {

constexpr int kRunTimeoutMs = 120000;

Report::Measurement line(const QString &key, double bytesPerSecond, double iops, double meanUs)
{
    Report::Measurement m;
    m.key = key;
    m.label = key;
    m.operation =
        key.endsWith(QLatin1String(".read")) ? QStringLiteral("read") : QStringLiteral("write");
    m.random = key.startsWith(QLatin1String("rnd"));
    m.blockSize = m.random ? 4096 : 1024 * 1024;
    m.ops = 1000;
    m.seconds = 1.0;
    m.bytesPerSecond = bytesPerSecond;
    m.iops = iops;
    m.latency.meanUs = meanUs;
    return m;
}

// A quick check with made-up numbers: SEQ1M Q8T1 read at 2,000,000,000 bytes/s, etc.
Report::TestResult quickResult()
{
    Report::TestResult r;
    r.family = QStringLiteral("quick");
    r.targetKind = QStringLiteral("temporary-file");
    r.targetPath = QStringLiteral("/srv/data/.driveproof-x");
    double rate = 2e9;
    for (const QString &key : Gui::ResultTiles::keys()) {
        r.measurements << line(key, rate, rate / 4096, 123.4);
        rate /= 2;
    }
    Report::Finding f;
    f.severity = Report::Severity::Info;
    f.text = QStringLiteral("A verdict from the core.");
    r.findings << f;
    return r;
}

} // namespace

class TestGlance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void quickCheckShowsTiles();
    void otherFamiliesKeepTheirLayout();
    void resultOpensAtTheTop();
    void switchingDrivesScrollsToTheTop();
    void quickCheckButtonRunsAQuickCheck();
    void quickCheckButtonNeedsAWritableFolder();
    void cardsOrderAndTheFold();
    void realDisksFirstWithHealthBadges();

private:
    QTemporaryDir m_config;
    QTemporaryDir m_history;
};

void TestGlance::initTestCase()
{
    QVERIFY(m_config.isValid() && m_history.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    Gui::Preferences::reload();
    QVERIFY(useEnglish());
}

void TestGlance::quickCheckShowsTiles()
{
    Gui::Preferences::setRateUnit(Gui::RateUnit::Megabytes);
    Gui::ResultPage page;
    page.resize(900, 700);
    page.setResult(quickResult());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    Gui::ResultTiles *tiles = page.tiles();
    QVERIFY(tiles->isVisible());
    QCOMPARE(tiles->rateText(QStringLiteral("seq1mq8t1.read")), QStringLiteral("2,000.0 MB/s"));
    QCOMPARE(tiles->rateText(QStringLiteral("seq1mq8t1.write")), QStringLiteral("1,000.0 MB/s"));
    QCOMPARE(tiles->rateText(QStringLiteral("rnd4kq1t1.write")), QStringLiteral("15.6 MB/s"));
    QCOMPARE(tiles->detailText(QStringLiteral("seq1mq8t1.read")),
             QStringLiteral("488,281 IOPS · 123 µs"));
    // The unit of Preferences, at once.
    Gui::Preferences::setRateUnit(Gui::RateUnit::Mebibytes);
    QCOMPARE(tiles->rateText(QStringLiteral("seq1mq8t1.read")), QStringLiteral("1,907.3 MiB/s"));
    Gui::Preferences::setRateUnit(Gui::RateUnit::Megabytes);
    // Rows and columns as in CrystalDiskMark: read left of write, SEQ1M Q8T1 on top.
    const QWidget *seqRead = tiles->findChild<QWidget *>(QStringLiteral("tile-seq1mq8t1.read"));
    const QWidget *seqWrite = tiles->findChild<QWidget *>(QStringLiteral("tile-seq1mq8t1.write"));
    const QWidget *rndRead = tiles->findChild<QWidget *>(QStringLiteral("tile-rnd4kq1t1.read"));
    QVERIFY(seqRead && seqWrite && rndRead);
    QVERIFY(seqRead->x() < seqWrite->x());
    QVERIFY(seqRead->y() < rndRead->y());
    QVERIFY(seqRead->accessibleName().contains(QLatin1String("SEQ1M Q8T1 Read: 2,000.0 MB/s")));
    // The verdict directly under the tiles; the glance lines would only repeat them.
    const QWidget *findings = page.findChild<QWidget *>(QStringLiteral("resultFindings"));
    QVERIFY(findings->isVisible());
    QVERIFY(findings->y() > tiles->geometry().bottom());
    QVERIFY(findings->y() - tiles->geometry().bottom() < 80);
    QCOMPARE(page.findingTexts(), QStringList{QStringLiteral("A verdict from the core.")});
    for (const QLabel *label : page.findChildren<QLabel *>())
        if (label->isVisible())
            QVERIFY(label->text() != QLatin1String("At a glance"));

    // A preset the run skipped shows a dash, not a zero.
    Report::TestResult partial = quickResult();
    partial.measurements.removeLast();
    page.setResult(partial);
    QCOMPARE(tiles->rateText(QStringLiteral("rnd4kq1t1.write")), QStringLiteral("—"));
    QCOMPARE(tiles->detailText(QStringLiteral("rnd4kq1t1.write")), QStringLiteral("not measured"));
}

void TestGlance::otherFamiliesKeepTheirLayout()
{
    Report::TestResult r = quickResult();
    r.family = QStringLiteral("throughput");
    Gui::ResultPage page;
    page.resize(900, 700);
    page.setResult(r);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(!page.tiles()->isVisible());
    // The verdict first, then "At a glance".
    const QWidget *findings = page.findChild<QWidget *>(QStringLiteral("resultFindings"));
    const QLabel *glance = nullptr;
    for (const QLabel *label : page.findChildren<QLabel *>())
        if (label->text() == QLatin1String("At a glance"))
            glance = label;
    QVERIFY(glance && glance->isVisible());
    QVERIFY(findings->y() < glance->y());
}

void TestGlance::resultOpensAtTheTop()
{
    Gui::ResultPage page;
    page.resize(700, 300); // smaller than the result: it scrolls
    page.setResult(quickResult());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QScrollBar *bar = page.scrollArea()->verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0);
    bar->setValue(bar->maximum());
    QVERIFY(bar->value() > 0);
    page.setResult(quickResult());
    QCOMPARE(bar->value(), 0);
    QTest::qWait(50); // after the layout settled, still at the top
    QCOMPARE(bar->value(), 0);
}

void TestGlance::switchingDrivesScrollsToTheTop()
{
    Gui::DrivePage page;
    page.resize(800, 300);
    showDrive(page, sataHdd512e());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QScrollBar *bar = page.verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0);
    bar->setValue(bar->maximum());
    QVERIFY(bar->value() > 0);
    showDrive(page, nvmeSsd());
    QCOMPARE(bar->value(), 0);
}

void TestGlance::quickCheckButtonRunsAQuickCheck()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Gui::DrivePage page;
    page.testCard()->setHistoryRoot(m_history.path());
    page.testCard()->setQuickCheckDefaults(16 * 1024 * 1024, 0.1); // shorter still
    showDrive(page, diskOn(dir.path(), true));
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QPushButton *quick = page.quickCheckButton();
    QVERIFY(quick->isVisible() && quick->isEnabled());
    QCOMPARE(quick->text(), QStringLiteral("Q&uick check"));
    QVERIFY(quick->focusPolicy() & Qt::TabFocus);
    QCOMPARE(quick->nextInFocusChain(), page.testButton()); // Tab: Quick check, Test this drive
    QVERIFY2(quick->toolTip().contains(dir.path()), qPrintable(quick->toolTip()));
    // The default finishes well under a minute.
    QVERIFY(Gui::TestCard::kQuickCheckBytes <= 256ull * 1024 * 1024);
    QVERIFY(8 * Gui::TestCard::kQuickCheckStepSeconds <= 30);

    quick->click();
    Gui::TestWindow *window = page.testCard()->testWindow();
    QVERIFY(window);
    QSignalSpy finished(window, &Gui::TestWindow::testFinished);
    QVERIFY(window->isRunning() || finished.count() == 1);
    QVERIFY(finished.count() == 1 || finished.wait(kRunTimeoutMs));
    const auto result = finished.constFirst().constFirst().value<Report::TestResult>();
    QCOMPARE(result.family, QStringLiteral("quick"));
    QCOMPARE(result.targetKind, QStringLiteral("temporary-file"));
    QCOMPARE(QFileInfo(result.targetPath).absolutePath(), QDir(dir.path()).absolutePath());
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(window->currentPage(), window->resultPage());
    QVERIFY(window->resultPage()->tiles()->isVisible());
    QVERIFY(window->resultPage()->tiles()->rateText(QStringLiteral("seq1mq8t1.read")) !=
            QStringLiteral("—"));
    // The temporary file is gone.
    QCOMPARE(QDir(dir.path())
                 .entryList({Suites::temporaryFilePrefix() + QLatin1Char('*')},
                            QDir::Files | QDir::Hidden | QDir::System),
             QStringList());
    window->close();
}

void TestGlance::quickCheckButtonNeedsAWritableFolder()
{
    Gui::DrivePage page;
    // No file system mounted (a loop device without one), then a mount point that is gone.
    for (const DeviceInfo &disk :
         {loopDevice(), diskOn(QStringLiteral("/nonexistent/driveproof-mount"))}) {
        showDrive(page, disk);
        QPushButton *quick = page.quickCheckButton();
        QVERIFY(!quick->isEnabled());
        QVERIFY2(quick->toolTip().contains(QLatin1String("Mount one")),
                 qPrintable(quick->toolTip()));
        QVERIFY(page.testButton()->isEnabled()); // the picker still offers other places
    }
}

void TestGlance::cardsOrderAndTheFold()
{
    Gui::DrivePage page;
    page.resize(1000, 800);
    showDrive(page, sataHdd512e());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // Issue 22: the verdicts first (health beside the write cache), then alignment and
    // testing, the reference facts last.
    const int cache = page.writeCacheCard()->y();
    QCOMPARE(page.healthCard()->y(), cache);
    QVERIFY(cache < page.partitionsCard()->y());
    QVERIFY(page.partitionsCard()->y() < page.testCard()->y());
    QVERIFY(page.testCard()->y() < page.identityCard()->y());
    QCOMPARE(page.topologyCard()->y(), page.identityCard()->y());
    // The explanation folds away, closed by default.
    Gui::WriteCacheCard *card = page.writeCacheCard();
    QToolButton *why = card->whyToggle();
    QCOMPARE(why->text(), QStringLiteral("Why this matters"));
    QVERIFY(why->isVisible() && !why->isChecked());
    QVERIFY(!card->aboutLabel()->isVisible());
    why->click();
    QVERIFY(card->aboutLabel()->isVisible());
    QVERIFY(card->aboutLabel()->text().contains(QLatin1String("acknowledged if power fails")));
    why->click();
    QVERIFY(!card->aboutLabel()->isVisible());
}

void TestGlance::realDisksFirstWithHealthBadges()
{
    Gui::DriveListModel model;
    model.setDevices({loopDevice(), sataHdd512e(), nvmeSsd()});
    QCOMPARE(model.deviceAt(0)->path, QStringLiteral("/dev/sda"));
    QCOMPARE(model.deviceAt(1)->path, QStringLiteral("/dev/nvme0n1"));
    QCOMPARE(model.deviceAt(2)->path, QStringLiteral("/dev/loop3"));

    // Health comes later than the list: the row changes when it does.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const QModelIndex sda = model.index(0);
    QVERIFY(!sda.data(Gui::DriveListModel::HealthRole).isValid());
    QCOMPARE(sda.data(Gui::DriveListModel::HealthTextRole).toString(), QString());
    const QList<std::pair<Health::Overall, QString>> verdicts = {
        {Health::Overall::Good, QStringLiteral("Good")},
        {Health::Overall::Caution, QStringLiteral("Caution")},
        {Health::Overall::Bad, QStringLiteral("Bad")},
        {Health::Overall::Unknown, QString()}};
    for (const auto &[overall, text] : verdicts) {
        model.setHealth(QStringLiteral("/dev/sda"), overall);
        QCOMPARE(changed.takeFirst().constFirst().toModelIndex(), sda);
        QCOMPARE(sda.data(Gui::DriveListModel::HealthTextRole).toString(), text);
        const QString spoken = sda.data(Qt::AccessibleTextRole).toString();
        QCOMPARE(spoken.contains(QLatin1String("health: ") + text), !text.isEmpty());
    }

    // The badge is drawn at the trailing edge: right, and left for right-to-left languages.
    model.setHealth(QStringLiteral("/dev/sda"), Health::Overall::Bad);
    Gui::DriveListDelegate delegate;
    QStyleOptionViewItem option;
    option.rect = QRect(0, 0, 260, 52);
    option.state = QStyle::State_Enabled;
    const auto badgeColumns = [&](Qt::LayoutDirection direction) {
        option.direction = direction;
        QImage image(option.rect.size(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        delegate.paint(&painter, option, sda);
        painter.end();
        // Red pixels of the "bad" mark: where are they?
        int left = image.width(), right = -1;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.red() > 150 && c.green() < 110 && c.blue() < 110) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                }
            }
        return std::pair{left, right};
    };
    const auto [ltrLeft, ltrRight] = badgeColumns(Qt::LeftToRight);
    QVERIFY2(ltrLeft > 200 && ltrRight < 260, qPrintable(QString::number(ltrLeft)));
    const auto [rtlLeft, rtlRight] = badgeColumns(Qt::RightToLeft);
    QVERIFY2(rtlLeft >= 0 && rtlRight < 60, qPrintable(QString::number(rtlRight)));
}

QTEST_MAIN(TestGlance)
#include "tst_glance.moc"
