// The power-loss report's timeline (docs/powerloss.md §2 "The guided wizard"): every listed
// acknowledged write as a dot at the moment the witness heard of it (seconds before the
// estimated cut) against its sequence number, kept ones in one colour, lost and torn ones
// marked, and the cut as a vertical line at 0. A drive that lies shows a red tail
// right before the line.
#pragma once

#include "charts/chartpanel.h"

#include "powerloss/verifier.h"

QT_BEGIN_NAMESPACE
class QLineSeries;
class QScatterSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace DriveProof::Gui::Charts {

class CutTimelineChart : public ChartPanel
{
    Q_OBJECT
public:
    explicit CutTimelineChart(QWidget *parent = nullptr);

    // `cutNs` on the witness's clock, as the points' witnessTimeNs.
    void setTimeline(const QList<PowerLoss::TimelinePoint> &points, std::int64_t cutNs);

    QString exportName() const override;
    bool hasData() const override { return m_points > 0; }
    int pointCount() const override { return m_points; }
    int lostCount() const { return m_lost; }
    // The entries the legend shows, in order; for tests.
    QStringList legendNames() const;

protected:
    void restyleSeries() override;
    void retranslate() override;

private:
    int m_points = 0;
    int m_lost = 0;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QScatterSeries *m_kept;
    QScatterSeries *m_lostSeries;
    QScatterSeries *m_torn;
    QLineSeries *m_cut;
};

} // namespace DriveProof::Gui::Charts
