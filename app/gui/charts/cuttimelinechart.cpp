#include "charts/cuttimelinechart.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace DriveProof::Gui::Charts {

using PowerLoss::WriteState;

CutTimelineChart::CutTimelineChart(QWidget *parent)
    : ChartPanel(parent)
    , m_x(new QValueAxis(this))
    , m_y(new QValueAxis(this))
    , m_kept(new QScatterSeries(this))
    , m_lostSeries(new QScatterSeries(this))
    , m_torn(new QScatterSeries(this))
    , m_cut(new QLineSeries(this))
{
    setObjectName(QStringLiteral("cutTimelineChart"));
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    for (QScatterSeries *s : {m_kept, m_torn, m_lostSeries}) {
        s->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        s->setMarkerSize(6.0);
    }
    // Lost writes drawn last and larger: they are what the chart is about.
    m_lostSeries->setMarkerSize(9.0);
    for (QXYSeries *s : std::initializer_list<QXYSeries *>{m_kept, m_torn, m_lostSeries, m_cut}) {
        chart()->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_x->setRange(-1, 0);
    m_y->setRange(0, 1);
    applyStyle();
    retranslate();
}

QString CutTimelineChart::exportName() const
{
    return QStringLiteral("timeline");
}

void CutTimelineChart::retranslate()
{
    setTitle(tr("Acknowledged writes before the power cut"));
    //: axis of a chart: time before the moment the power was cut (negative numbers)
    m_x->setTitleText(tr("Seconds before the cut"));
    //: axis of a chart: the running number of each write
    m_y->setTitleText(tr("Write number"));
    m_kept->setName(tr("Kept"));
    m_lostSeries->setName(tr("Lost"));
    m_torn->setName(tr("Torn (partly kept)"));
    //: the estimated moment of the power cut, a vertical line in the chart
    m_cut->setName(tr("Estimated cut"));
}

void CutTimelineChart::restyleSeries()
{
    const QColor kept = colors().series(0);
    m_kept->setColor(kept);
    m_kept->setBorderColor(kept);
    m_lostSeries->setColor(colors().limit);
    m_lostSeries->setBorderColor(colors().limit);
    const QColor torn = colors().series(1);
    m_torn->setColor(torn);
    m_torn->setBorderColor(torn);
    QPen cut(colors().text);
    cut.setWidthF(1.5);
    cut.setStyle(Qt::DashLine);
    m_cut->setPen(cut);
}

QStringList CutTimelineChart::legendNames() const
{
    QStringList names;
    for (const QLegendMarker *marker : chart()->legend()->markers())
        if (marker->isVisible())
            names << marker->label();
    return names;
}

void CutTimelineChart::setTimeline(const QList<PowerLoss::TimelinePoint> &points,
                                   std::int64_t cutNs)
{
    QList<QPointF> kept, lost, torn;
    double minX = 0.0;
    double minY = std::numeric_limits<double>::max();
    double maxY = 0.0;
    for (const PowerLoss::TimelinePoint &p : points) {
        const double x = double(p.witnessTimeNs - cutNs) / 1e9;
        const QPointF point(x, double(p.seq));
        minX = std::min(minX, x);
        minY = std::min(minY, point.y());
        maxY = std::max(maxY, point.y());
        switch (p.state) {
        case WriteState::Lost:
            lost << point;
            break;
        case WriteState::Torn:
        case WriteState::Damaged:
        case WriteState::Misdirected:
            torn << point;
            break;
        default:
            kept << point;
        }
    }
    m_points = int(points.size());
    m_lost = int(lost.size());
    m_kept->replace(kept);
    m_lostSeries->replace(lost);
    m_torn->replace(torn);
    if (points.isEmpty()) {
        minY = 0.0;
        maxY = 1.0;
    }
    // Room on the right of the cut line, so dots next to it stay visible.
    const double span = std::max(0.1, -minX);
    m_x->setRange(minX - span * 0.02, span * 0.05);
    m_x->applyNiceNumbers(); // round ticks; the cut stays inside, 0 is a tick
    m_x->setLabelFormat(span < 5 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    const double ySpan = std::max(1.0, maxY - minY);
    m_y->setRange(std::max(0.0, minY - ySpan * 0.05), maxY + ySpan * 0.05);
    m_y->applyNiceNumbers();
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_cut->replace({QPointF(0.0, m_y->min()), QPointF(0.0, m_y->max())});
    chart()->legend()->setVisible(true);
    // The legend names only what the chart shows: no "Torn" entry on a chart without one.
    for (QXYSeries *s : std::initializer_list<QXYSeries *>{m_kept, m_lostSeries, m_torn})
        for (QLegendMarker *marker : chart()->legend()->markers(s))
            marker->setVisible(s->count() > 0);
}

} // namespace DriveProof::Gui::Charts
