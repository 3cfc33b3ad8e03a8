// The power-loss report's timeline chart: its legend names only the kinds of dots it draws
// (issue 14: "a legend without absent series"), and its time axis runs from the first
// listed write to the cut.
#include "charts/cuttimelinechart.h"

#include <QtTest>

using namespace DriveProof;
using PowerLoss::TimelinePoint;
using PowerLoss::WriteState;

class TestCutTimeline : public QObject
{
    Q_OBJECT

private:
    // `count` writes one every 100 ms, ending 100 ms before the cut at 0; the last `lost`
    // of them lost.
    static QList<TimelinePoint> run(int count, int lost)
    {
        QList<TimelinePoint> points;
        for (int i = 0; i < count; ++i) {
            TimelinePoint p;
            p.seq = std::uint64_t(i + 1);
            p.witnessTimeNs = std::int64_t(i - count) * 100'000'000;
            p.state = i >= count - lost ? WriteState::Lost : WriteState::Ok;
            points << p;
        }
        return points;
    }

private slots:
    void legendNamesOnlyWhatIsDrawn()
    {
        Gui::Charts::CutTimelineChart chart;
        chart.show(); // the legend's markers are visible only in a shown chart
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setTimeline(run(50, 5), 0);
        QCOMPARE(chart.legendNames(), QStringList({QStringLiteral("Kept"), QStringLiteral("Lost"),
                                                   QStringLiteral("Estimated cut")}));
        QCOMPARE(chart.lostCount(), 5);

        // An honest drive: nothing lost, no "Lost" entry.
        chart.setTimeline(run(50, 0), 0);
        QCOMPARE(chart.legendNames(),
                 QStringList({QStringLiteral("Kept"), QStringLiteral("Estimated cut")}));

        // A torn write appears in the legend when there is one.
        QList<TimelinePoint> points = run(50, 1);
        points[10].state = WriteState::Torn;
        chart.setTimeline(points, 0);
        QCOMPARE(chart.legendNames(),
                 QStringList({QStringLiteral("Kept"), QStringLiteral("Torn (partly kept)"),
                              QStringLiteral("Lost"), QStringLiteral("Estimated cut")}));
        QCOMPARE(chart.pointCount(), 50);
    }
};

QTEST_MAIN(TestCutTimeline)
#include "tst_cuttimeline.moc"
