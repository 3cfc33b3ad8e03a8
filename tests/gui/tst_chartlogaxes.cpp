// Charts with logarithmic axes (commit rates, sweeps, latency) fed with zeros, as real runs
// give them: a commit chart stacks each bar on empty segments of the other sets, a sweep has
// steps that measured nothing, a latency histogram may be empty. Qt Charts warns
// "Logarithms of zero and negative values are undefined" for every such point it is asked to
// place, once per bar and repaint (issue 22); none of them may reach the log.
#include "charts/commitchart.h"
#include "charts/latencychart.h"
#include "charts/sweepchart.h"
#include "drivetests/resultcharts.h"

#include "report/testresult.h"

#include <QtTest>

#include <tuple>

using namespace DriveProof;
using namespace Qt::StringLiterals;

namespace {

QStringList g_logWarnings;
QtMessageHandler g_previous = nullptr;

void catchLogWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.contains("Logarithms of zero"_L1))
        g_logWarnings << message;
    if (g_previous)
        g_previous(type, context, message);
}

Report::Measurement commitLine(const QString &key, double rate, bool durable)
{
    Report::Measurement m;
    m.key = key;
    m.label = key;
    m.operation = u"commit"_s;
    m.iops = rate;
    m.ops = quint64(std::max(1.0, rate));
    m.durable = durable;
    for (int i = 0; i < 100; ++i)
        m.histogram.record(std::uint64_t(50000 + i * 1000));
    m.latency = Report::latencyStats(m.histogram);
    return m;
}

// Shows the chart, lets it lay out and paint, and grabs it: every point is placed.
void draw(QWidget *chart)
{
    chart->resize(800, 500);
    chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(chart));
    QCoreApplication::processEvents();
    QVERIFY(!chart->grab().isNull());
    chart->resize(640, 400); // and again at another size
    QCoreApplication::processEvents();
    const QPixmap picture = chart->grab();
    QVERIFY(!picture.isNull());
    // For people to look at: DRIVEPROOF_SCREENSHOT_DIR=... tst_chartlogaxes
    static int n = 0;
    if (const QString dir = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR"); !dir.isEmpty())
        picture.save(u"%1/log-axes-%2.png"_s.arg(dir).arg(++n));
}

} // namespace

class TestChartLogAxes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { g_previous = qInstallMessageHandler(catchLogWarnings); }
    void init() { g_logWarnings.clear(); }
    void cleanup()
    {
        QVERIFY2(
            g_logWarnings.isEmpty(),
            qPrintable(u"%1 times: %2"_s.arg(g_logWarnings.size()).arg(g_logWarnings.value(0))));
    }
    void cleanupTestCase() { qInstallMessageHandler(g_previous); }

    void commitChartWithEveryKindOfBar();
    void sweepWithStepsThatMeasuredNothing();
    void latencyEmptyAndOfZeros();
    void resultChartsOfACommitRun();
};

// A durable line, one with the cache off and a baseline: each bar is in one set, the other
// sets hold zeros for it.
void TestChartLogAxes::commitChartWithEveryKindOfBar()
{
    const QList<Report::Measurement> lines = {
        commitLine(u"commit.s1.fdatasync"_s, 14640.0, true),
        commitLine(u"cache-off.commit.s1.fdatasync"_s, 118.0, true),
        commitLine(u"commit.s5.write"_s, 900000.0, false),
        commitLine(u"commit.s2.fsync"_s, 0.5, true), // slower than one a second
    };
    Gui::Charts::CommitChart chart;
    chart.setCommits(lines, 7200);
    QCOMPARE(chart.pointCount(), 4);
    draw(&chart);
    chart.setCommits(lines.mid(2), 0); // only a baseline and one durable line
    draw(&chart);
    QVERIFY(g_logWarnings.isEmpty());
    // Not vacuous: the handler sees the warning when Qt gives it.
    qWarning("Logarithms of zero and negative values are undefined.");
    QCOMPARE(g_logWarnings.size(), 1);
    g_logWarnings.clear();
}

void TestChartLogAxes::sweepWithStepsThatMeasuredNothing()
{
    QList<Report::Measurement> sweep;
    for (std::uint32_t bs = 4096; bs <= (1u << 20); bs *= 4) {
        Report::Measurement m;
        m.blockSize = bs;
        m.queueDepth = 1;
        m.threads = 1;
        m.ops = bs == 16384 ? 0 : 100; // one step that did nothing
        m.iops = bs == 65536 ? 0.0 : 1e6 / bs * 100;
        m.bytesPerSecond = m.iops * bs;
        sweep << m;
    }
    for (const auto axis :
         {Gui::Charts::SweepChart::Axis::BlockSize, Gui::Charts::SweepChart::Axis::QueueDepth,
          Gui::Charts::SweepChart::Axis::Threads}) {
        Gui::Charts::SweepChart chart;
        chart.setSweep(axis, sweep);
        draw(&chart);
        chart.setSweep(axis, {}); // and nothing at all
        draw(&chart);
    }
}

void TestChartLogAxes::latencyEmptyAndOfZeros()
{
    Gui::Charts::LatencyChart chart;
    draw(&chart); // before any measurement
    Engine::LatencyHistogram zeros;
    for (int i = 0; i < 50; ++i)
        zeros.record(0); // a RAM disk's operations faster than the clock
    zeros.record(2000);
    chart.setMeasurement(u"RND4K Q1T1 read"_s, zeros, Report::latencyStats(zeros));
    draw(&chart);
    chart.setMeasurement(u"empty"_s, Engine::LatencyHistogram{}, Report::LatencyStats{});
    draw(&chart);
}

// As the result page draws a commit test: the commit chart and the latency below it.
void TestChartLogAxes::resultChartsOfACommitRun()
{
    Report::TestResult result;
    result.family = u"commit"_s;
    result.measurements = {commitLine(u"commit.s1.fdatasync"_s, 2000.0, true),
                           commitLine(u"commit.s5.write"_s, 400000.0, false)};
    Gui::ResultCharts charts;
    charts.setResult(result);
    QVERIFY(!charts.charts().isEmpty());
    draw(&charts);
}

QTEST_MAIN(TestChartLogAxes)
#include "tst_chartlogaxes.moc"
