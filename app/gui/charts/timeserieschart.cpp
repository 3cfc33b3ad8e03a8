#include "charts/timeserieschart.h"

#include "preferences.h"

#include "report/measurementtext.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <cmath>

namespace DriveProof::Gui::Charts {

namespace {

// More points than this per line are averaged in groups before drawing: a long sustained
// write at ten points a second stays smooth and cheap to draw.
constexpr qsizetype kMaxDrawnPoints = 2000;
// A legend with more entries than this crowds the chart (the commit test has 19 lines).
constexpr qsizetype kMaxLegendEntries = 10;

} // namespace

TimeSeriesChart::TimeSeriesChart(QWidget *parent)
    : ChartPanel(parent)
    , m_x(new QValueAxis(this))
    , m_y(new QValueAxis(this))
{
    setObjectName(QStringLiteral("timeSeriesChart"));
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setRange(0, 1);
    m_y->setRange(0, 1);
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    applyStyle();
    retranslate();
}

QString TimeSeriesChart::exportName() const
{
    return QStringLiteral("over-time");
}

bool TimeSeriesChart::hasData() const
{
    return pointCount() > 0;
}

int TimeSeriesChart::pointCount() const
{
    qsizetype n = 0;
    for (const Line &line : m_lines)
        n += line.points.size();
    return int(n);
}

void TimeSeriesChart::retranslate()
{
    switch (m_metric) {
    case Metric::Rate:
        setTitle(tr("Transfer rate over time"));
        m_y->setTitleText(rateUnitName());
        break;
    case Metric::Iops:
        setTitle(tr("I/O operations per second over time"));
        m_y->setTitleText(tr("IOPS"));
        break;
    case Metric::Commits:
        setTitle(tr("Commits per second over time"));
        m_y->setTitleText(tr("Commits per second"));
        break;
    }
    m_x->setTitleText(tr("Seconds"));
    for (const Line &line : std::as_const(m_lines))
        line.series->setName(Report::measurementLabel(line.key, line.label));
}

void TimeSeriesChart::rateUnitChanged()
{
    if (m_metric != Metric::Rate)
        return;
    m_maxY = 0.0;
    for (Line &line : m_lines)
        redraw(line);
    updateAxes();
    retranslate();
}

void TimeSeriesChart::setMetric(Metric metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    m_maxY = 0.0;
    for (Line &line : m_lines)
        redraw(line);
    updateAxes();
    retranslate();
}

void TimeSeriesChart::clear()
{
    chart()->removeAllSeries(); // deletes them
    m_lines.clear();
    m_maxX = 0.0;
    m_maxY = 0.0;
    updateAxes();
}

double TimeSeriesChart::value(const Report::IntervalPoint &point) const
{
    return m_metric == Metric::Rate ? rateValue(point.bytesPerSecond) : point.iops;
}

TimeSeriesChart::Line &TimeSeriesChart::lineFor(const QString &key, const QString &label)
{
    for (Line &line : m_lines)
        if (line.key == key)
            return line;
    Line line;
    line.key = key;
    line.label = label.isEmpty() ? key : label;
    line.offsetSeconds = m_maxX;
    line.series = new QLineSeries(this);
    line.series->setName(Report::measurementLabel(key, line.label));
    chart()->addSeries(line.series);
    line.series->attachAxis(m_x);
    line.series->attachAxis(m_y);
    m_lines.append(line);
    // A few lines: the legend below; more: beside, where long names are not cut short.
    chart()->legend()->setVisible(m_lines.size() <= kMaxLegendEntries);
    chart()->legend()->setAlignment(m_lines.size() > 4 ? Qt::AlignRight : Qt::AlignBottom);
    restyleSeries();
    return m_lines.last();
}

void TimeSeriesChart::redraw(Line &line)
{
    const qsizetype n = line.points.size();
    const qsizetype group = std::max<qsizetype>(1, (n + kMaxDrawnPoints - 1) / kMaxDrawnPoints);
    QList<QPointF> drawn;
    drawn.reserve(n / group + 2);
    if (n > 0) // each line starts where its first slice did
        drawn.append({line.offsetSeconds + line.points.constFirst().startSeconds,
                      value(line.points.constFirst())});
    for (qsizetype i = 0; i < n; i += group) {
        // Weighted by each slice's length: a short slice must not count as a full one.
        double sum = 0.0;
        double seconds = 0.0;
        const qsizetype end = std::min(n, i + group);
        for (qsizetype j = i; j < end; ++j) {
            const Report::IntervalPoint &p = line.points.at(j);
            const double span = std::max(0.0, p.endSeconds - p.startSeconds);
            sum += value(p) * span;
            seconds += span;
        }
        const double y = seconds > 0.0 ? sum / seconds : value(line.points.at(end - 1));
        drawn.append({line.offsetSeconds + line.points.at(end - 1).endSeconds, y});
        m_maxY = std::max(m_maxY, y);
    }
    if (!drawn.isEmpty())
        m_maxX = std::max(m_maxX, drawn.constLast().x());
    line.series->replace(drawn);
}

QList<QPointF> TimeSeriesChart::drawnPoints(const QString &key) const
{
    for (const Line &line : m_lines)
        if (line.key == key)
            return line.series->points();
    return {};
}

void TimeSeriesChart::setLineLabel(const QString &key, const QString &label)
{
    for (Line &line : m_lines) {
        if (line.key == key && !label.isEmpty()) {
            line.label = label;
            line.series->setName(Report::measurementLabel(key, label));
        }
    }
}

QString TimeSeriesChart::lineLabel(const QString &key) const
{
    for (const Line &line : m_lines) {
        if (line.key == key)
            return line.series->name();
    }
    return {};
}

void TimeSeriesChart::addPoints(const QString &key, const QString &label,
                                const QList<Report::IntervalPoint> &points)
{
    if (points.isEmpty())
        return;
    Line &line = lineFor(key, label);
    line.points += points;
    redraw(line);
    updateAxes();
}

void TimeSeriesChart::setMeasurements(const QList<Report::Measurement> &measurements)
{
    clear();
    for (const Report::Measurement &m : measurements) {
        if (m.intervals.isEmpty())
            continue;
        Line &line = lineFor(m.key, m.label);
        line.points = m.intervals;
        redraw(line);
    }
    updateAxes();
}

void TimeSeriesChart::updateAxes()
{
    fitValueAxis(m_x, std::max(1.0, m_maxX));
    fitValueAxis(m_y, m_maxY);
}

void TimeSeriesChart::restyleSeries()
{
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        QPen pen(colors().series(int(i)));
        pen.setWidthF(2.0);
        m_lines[i].series->setPen(pen);
    }
}

} // namespace DriveProof::Gui::Charts
