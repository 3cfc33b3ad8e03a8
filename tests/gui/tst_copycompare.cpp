// Results a person can act on and share (issue 15): tables copy as tab-separated text and
// Markdown, charts as a picture, the summary as a few lines for a forum post; Compare marks
// each line better or worse in the direction its quantity runs and draws both runs.
#include "charts/comparechart.h"
#include "charts/timeserieschart.h"
#include "drivetests/comparepage.h"
#include "drivetests/numberstable.h"
#include "drivetests/resultpage.h"
#include "drivetests/resulttiles.h"
#include "preferences.h"
#include "testpages.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace DriveProof;
using namespace Qt::StringLiterals;

class TestCopyCompare : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void tablesAndChartsCopy();
    void compareSaysBetterOrWorse();
    void summaryCopiesForAForumPost();
    void summaryCarriesTheFacts();

private:
    QTemporaryDir m_config; // Preferences are written here, not in the user's settings
};

void TestCopyCompare::initTestCase()
{
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QVERIFY(TestPages::useEnglish());
}

// Ctrl+C on a table: the rows with their header, tab-separated for a spreadsheet and as a
// Markdown table for a forum post; a chart's context menu copies its picture (issue 15).
void TestCopyCompare::tablesAndChartsCopy()
{
    Report::TestResult r;
    r.family = u"throughput"_s;
    for (const auto &[label, rate] :
         {std::pair{u"SEQ1M Q8T1 read"_s, 500e6}, std::pair{u"SEQ1M Q1T1 read"_s, 250e6}}) {
        Report::Measurement m;
        m.key = label;
        m.label = label;
        m.operation = u"read"_s;
        m.blockSize = 1 << 20;
        m.ops = 1000;
        m.iops = rate / (1 << 20);
        m.bytesPerSecond = rate;
        r.measurements << m;
    }
    Gui::NumbersTable table;
    table.setResult(r);
    auto *copy = table.findChild<QAction *>(u"copyTableAction"_s);
    QVERIFY(copy);
    QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
    QVERIFY(table.actions().contains(copy)); // in the context menu
    copy->trigger();
    const QMimeData *data = QGuiApplication::clipboard()->mimeData();
    QVERIFY(data);
    const QStringList lines = data->text().split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3); // header and both rows: nothing selected means all
    QCOMPARE(lines.at(0).section(u'\t', 0, 0), table.horizontalHeaderItem(0)->text());
    QVERIFY2(lines.at(1).startsWith(u"SEQ1M Q8T1 read\t"_s), qPrintable(lines.at(1)));
    QCOMPARE(lines.at(1).count(u'\t'), table.columnCount() - 1);
    const QString markdown = QString::fromUtf8(data->data(u"text/markdown"_s));
    QVERIFY2(markdown.contains(u"| SEQ1M Q1T1 read | "_s), qPrintable(markdown));
    QVERIFY2(markdown.split(u'\n').value(1).startsWith(u"| --- |"_s), qPrintable(markdown));
    // A selected row alone.
    table.selectRow(1);
    copy->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts).size(), 2);
    QVERIFY(QGuiApplication::clipboard()->text().contains(u"SEQ1M Q1T1 read"_s));

    Gui::Charts::TimeSeriesChart chart;
    chart.addPoints(u"w"_s, u"W"_s, {Report::IntervalPoint{0.0, 0.1, 0.0, 1e8, 0, 0}});
    chart.resize(400, 300);
    auto *copyImage = chart.findChild<QAction *>(u"copyChartAction"_s);
    QVERIFY(copyImage);
    copyImage->trigger();
    QVERIFY(!QGuiApplication::clipboard()->image().isNull());
}

// Compare marks each line better or worse in the direction the quantity runs: more MB/s is
// better, more latency is worse (issue 15: "compare that compares").
void TestCopyCompare::compareSaysBetterOrWorse()
{
    const auto run = [](double rate, double p99, int day) {
        Report::TestResult r;
        r.family = u"throughput"_s;
        r.started = QDateTime(QDate(2026, 11, day), QTime(12, 0), Qt::UTC);
        Report::Measurement m;
        m.key = u"seq1mq8t1.read"_s;
        m.label = u"SEQ1M Q8T1 read"_s;
        m.operation = u"read"_s;
        m.blockSize = 1 << 20;
        m.ops = 1000;
        m.iops = rate / (1 << 20);
        m.bytesPerSecond = rate;
        m.latency.p99Us = p99;
        r.measurements << m;
        return r;
    };
    Gui::ComparePage page;
    page.setResults(run(150e6, 200.0, 2), run(100e6, 100.0, 1)); // B is the newer one
    const QTableWidget *table = page.table();
    QCOMPARE(table->columnCount(), 6);
    QCOMPARE(table->rowCount(), 3);                         // MB/s, IOPS, p99
    QCOMPARE(table->item(0, 5)->text(), u"▲ 50% better"_s); // 100 -> 150 MB/s
    QCOMPARE(table->item(0, 5)->data(Qt::UserRole).toInt(), 1);
    QCOMPARE(table->item(2, 5)->text(), u"▼ 100% worse"_s); // p99 100 -> 200 µs
    QCOMPARE(table->item(2, 5)->data(Qt::UserRole).toInt(), -1);
    // The chart: one pair of bars, A the older run, in MB/s.
    QCOMPARE(page.chart()->pointCount(), 1);
    QCOMPARE(page.chart()->values(0), QList<double>{100.0});
    QCOMPARE(page.chart()->values(1), QList<double>{150.0});
    page.setResults(run(100e6, 100.0, 1), run(101e6, 100.0, 2));
    QCOMPARE(table->item(0, 5)->text(), u"same"_s); // within 3%
}

// "Copy summary": a few lines a person pastes into a forum post (issue 15).
void TestCopyCompare::summaryCopiesForAForumPost()
{
    Report::TestResult r;
    r.family = u"throughput"_s;
    r.environment.model = u"Example SSD 1TB"_s;
    r.started = QDateTime(QDate(2026, 11, 25), QTime(9, 0), Qt::UTC);
    Report::Measurement m;
    m.key = u"seq1mq8t1.read"_s;
    m.label = u"SEQ1M Q8T1 read"_s;
    m.operation = u"read"_s;
    m.blockSize = 1 << 20;
    m.ops = 1000;
    m.iops = 477;
    m.bytesPerSecond = 500e6;
    r.measurements << m;
    Gui::ResultPage page;
    page.setResult(r);
    auto *copy = page.findChild<QPushButton *>(u"copySummary"_s);
    QVERIFY(copy);
    copy->click();
    const QStringList lines = QGuiApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(lines.size() >= 2, qPrintable(lines.join(u'|')));
    QVERIFY2(lines.at(0).contains(u"Example SSD 1TB"_s), qPrintable(lines.at(0)));
    QVERIFY2(lines.at(1).contains(u"500.0 MB/s"_s), qPrintable(lines.at(1)));
    QVERIFY(!lines.join(u'\n').contains(u"seq1mq8t1"_s)); // no internal keys
}

// Issue 22: the summary names the drive as the window does, the test's size, settings and
// file system, and every tile with the numbers the tile shows, in the unit shown; the click
// says it copied.
void TestCopyCompare::summaryCarriesTheFacts()
{
    const Gui::RateUnit before = Gui::Preferences::rateUnit();
    Gui::Preferences::setRateUnit(Gui::RateUnit::Mebibytes);
    Report::TestResult r;
    r.family = u"quick"_s;
    r.environment.device = u"loop7"_s;
    r.environment.backingFile = u"/var/tmp/new-ssd.img"_s;
    r.environment.fileSystem = u"ext4"_s;
    r.targetKind = u"temporary-file"_s;
    r.targetPath = u"/mnt/new/.driveproof-test"_s;
    r.targetSizeBytes = 128ull << 20;
    r.started = QDateTime(QDate(2026, 11, 25), QTime(9, 0), Qt::UTC);
    for (const QString &key : Gui::ResultTiles::keys()) {
        Report::Measurement m;
        m.key = key;
        m.label = key.section(u'.', 0, 0).toUpper() + u' ' + key.section(u'.', 1);
        m.operation = key.section(u'.', 1);
        m.random = key.startsWith("rnd"_L1);
        m.blockSize = m.random ? 4096 : 1 << 20;
        m.ops = 1000;
        m.bytesPerSecond = m.random ? 4096.0 * 25000 : 1048576.0 * 500;
        m.iops = m.bytesPerSecond / m.blockSize;
        m.latency.meanUs = 40.0;
        r.measurements << m;
    }
    Gui::ResultPage page;
    page.resize(1120, 740);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.setResult(r);
    auto *copy = page.findChild<QPushButton *>(u"copySummary"_s);
    QVERIFY(copy);
    auto *status = page.findChild<QLabel *>(u"exportStatus"_s);
    QVERIFY(status);
    copy->click();
    const QString text = QGuiApplication::clipboard()->text();
    // The drive list names a loop device by its backing file.
    QVERIFY2(text.section(u'\n', 0, 0).contains(u"new-ssd.img"_s), qPrintable(text));
    QVERIFY2(text.contains(u"/dev/loop7"_s), qPrintable(text));
    QVERIFY2(text.contains(u"128 MiB"_s), qPrintable(text));
    QVERIFY2(text.contains(u"ext4"_s), qPrintable(text));
    const auto *tiles = page.findChild<Gui::ResultTiles *>();
    QVERIFY(tiles);
    for (const QString &key : Gui::ResultTiles::keys()) {
        // The tile's big number (MiB/s here, also for 4K) and its small line, as shown.
        QVERIFY2(text.contains(tiles->rateText(key)), qPrintable(key + u'\n' + text));
        QVERIFY2(text.contains(tiles->detailText(key)), qPrintable(key + u'\n' + text));
        QVERIFY(tiles->rateText(key).contains(u"MiB/s"_s));
    }
    QVERIFY2(status->isVisible() && status->text().contains(u"Copied"_s),
             qPrintable(status->text()));
    Gui::Preferences::setRateUnit(before);
}

QTEST_MAIN(TestCopyCompare)
#include "tst_copycompare.moc"
