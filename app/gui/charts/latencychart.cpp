#include "charts/latencychart.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMap>
#include <QValueAxis>

#include <cmath>

namespace DriveProof::Gui::Charts {

namespace {

constexpr double kBinsPerDecade = 10.0;

int binOf(double us)
{
    return int(std::floor(std::log10(std::max(us, 0.01)) * kBinsPerDecade));
}

double binEdge(int bin)
{
    return std::pow(10.0, bin / kBinsPerDecade);
}

QString micros(double us)
{
    return QLocale().toString(us, 'f', us < 100 ? 1 : 0);
}

} // namespace

LatencyChart::LatencyChart(QWidget *parent)
    : ChartPanel(parent)
    , m_x(new QLogValueAxis(this))
    , m_y(new QValueAxis(this))
{
    setObjectName(QStringLiteral("latencyChart"));
    m_x->setBase(10);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setMinorTickCount(8);
    m_x->setRange(1, 1000);
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setRange(0, 100);
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    applyStyle();
    retranslate();
}

QString LatencyChart::exportName() const
{
    return QStringLiteral("latency");
}

QList<QPointF> LatencyChart::bins(const Engine::LatencyHistogram &histogramNs)
{
    const std::uint64_t total = histogramNs.count();
    if (total == 0)
        return {};
    QMap<int, std::uint64_t> counts;
    for (std::size_t i = 0; i < Engine::LatencyHistogram::kBucketCount; ++i) {
        const std::uint64_t n = histogramNs.bucketCount(i);
        if (n == 0)
            continue;
        const double midNs = (double(Engine::LatencyHistogram::bucketLow(i)) +
                              double(Engine::LatencyHistogram::bucketHigh(i))) /
                             2.0;
        counts[binOf(midNs / 1000.0)] += n;
    }
    QList<QPointF> out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out.append({std::sqrt(binEdge(it.key()) * binEdge(it.key() + 1)),
                    100.0 * double(it.value()) / double(total)});
    return out;
}

void LatencyChart::clear()
{
    chart()->removeAllSeries(); // deletes the area and the markers
    delete m_upper;             // the area's line is not the chart's: ours
    m_upper = nullptr;
    m_area = nullptr;
    m_markers.clear();
    m_binCount = 0;
    m_label.clear();
    m_stats = {};
    retranslate();
}

void LatencyChart::setMeasurement(const QString &label, const Engine::LatencyHistogram &histogramNs,
                                  const Report::LatencyStats &stats)
{
    clear();
    const QList<QPointF> points = bins(histogramNs);
    if (points.isEmpty())
        return;
    m_label = label;
    m_stats = stats;
    m_binCount = int(points.size());

    // Steps: each bin is a flat top between its edges, so the area reads as bars; empty
    // bins between two others drop to zero.
    QList<QPointF> steps;
    double top = 0.0;
    int previous = binOf(points.constFirst().x()) - 1;
    for (const QPointF &p : points) {
        const int bin = binOf(p.x());
        if (bin != previous + 1) {
            steps.append({binEdge(previous + 1), 0.0});
            steps.append({binEdge(bin), 0.0});
        }
        steps.append({binEdge(bin), p.y()});
        steps.append({binEdge(bin + 1), p.y()});
        previous = bin;
        top = std::max(top, p.y());
    }
    const double low = binEdge(binOf(points.constFirst().x()));
    const double high = binEdge(binOf(points.constLast().x()) + 1);
    steps.prepend({low, 0.0});
    steps.append({high, 0.0});
    m_upper = new QLineSeries(this);
    m_upper->replace(steps);
    m_area = new QAreaSeries(m_upper);
    chart()->addSeries(m_area);
    m_area->attachAxis(m_x);
    m_area->attachAxis(m_y);
    m_x->setRange(std::pow(10.0, std::floor(std::log10(low))),
                  std::pow(10.0, std::ceil(std::log10(high))));
    fitValueAxis(m_y, top);
    // Sub-microsecond latencies (a RAM disk) need a decimal on the time axis.
    m_x->setLabelFormat(m_x->min() < 1.0 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));

    for (const double us : {stats.p50Us, stats.p99Us, stats.p999Us})
        addMarker(us, m_y->max());
    restyleSeries();
    retranslate();
}

void LatencyChart::addMarker(double us, double top)
{
    auto *marker = new QLineSeries(this);
    marker->replace({QPointF(std::max(us, 0.01), 0.0), QPointF(std::max(us, 0.01), top)});
    chart()->addSeries(marker);
    marker->attachAxis(m_x);
    marker->attachAxis(m_y);
    m_markers.append(marker);
}

void LatencyChart::retranslate()
{
    setTitle(m_label.isEmpty() ? tr("Latency") :
                               //: chart title; %1 the measurement, e.g. "RND4K Q1T1 read"
                 tr("Latency of %1").arg(m_label));
    m_x->setTitleText(tr("Latency (µs, logarithmic)"));
    m_y->setTitleText(tr("Share of operations (%)"));
    if (m_area)
        m_area->setName(tr("Operations"));
    const double values[] = {m_stats.p50Us, m_stats.p99Us, m_stats.p999Us};
    for (qsizetype i = 0; i < m_markers.size(); ++i) {
        const QString value = micros(values[i]);
        switch (i) {
        case 0:
            //: a percentile marker in the legend; %1 latency in microseconds
            m_markers[i]->setName(tr("p50 (median): %1 µs").arg(value));
            break;
        case 1:
            //: a percentile marker in the legend; %1 latency in microseconds
            m_markers[i]->setName(tr("p99: %1 µs").arg(value));
            break;
        default:
            //: a percentile marker in the legend; %1 latency in microseconds
            m_markers[i]->setName(tr("p99.9: %1 µs").arg(value));
            break;
        }
    }
}

void LatencyChart::restyleSeries()
{
    if (m_area) {
        const QColor c = colors().series(0);
        QColor fill = c;
        fill.setAlphaF(colors().dark ? 0.6f : 0.45f);
        m_area->setBrush(fill);
        m_area->setPen(QPen(c, 1.5));
    }
    const Qt::PenStyle styles[] = {Qt::DashLine, Qt::DashDotLine, Qt::DotLine};
    for (qsizetype i = 0; i < m_markers.size(); ++i) {
        QPen pen(colors().series(int(i) + 1), 2.0, styles[i % 3]);
        m_markers[i]->setPen(pen);
    }
}

} // namespace DriveProof::Gui::Charts
