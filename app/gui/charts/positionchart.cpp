#include "charts/positionchart.h"

#include "preferences.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <cmath>

namespace DriveProof::Gui::Charts {

namespace {
constexpr qsizetype kMaxDrawnPoints = 2000;
}

PositionChart::PositionChart(QWidget *parent)
    : ChartPanel(parent)
    , m_x(new QValueAxis(this))
    , m_y(new QValueAxis(this))
    , m_series(new QLineSeries(this))
{
    setObjectName(QStringLiteral("positionChart"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    chart()->addSeries(m_series);
    m_series->attachAxis(m_x);
    m_series->attachAxis(m_y);
    chart()->legend()->setVisible(false); // one line: the title says what it is
    m_x->setRange(0, 1);
    m_y->setRange(0, 1);
    applyStyle();
    retranslate();
}

QString PositionChart::exportName() const
{
    return m_kind == Kind::Surface ? QStringLiteral("surface") : QStringLiteral("sustained-write");
}

void PositionChart::setKind(Kind kind)
{
    m_kind = kind;
    retranslate();
}

void PositionChart::setArea(quint64 areaBytes)
{
    m_area = areaBytes;
    retranslate();
    redraw();
}

void PositionChart::clear()
{
    m_points.clear();
    redraw();
}

void PositionChart::addPoints(const QList<Report::IntervalPoint> &points)
{
    m_points += points;
    redraw();
}

void PositionChart::setMeasurement(const Report::Measurement &measurement)
{
    m_points = measurement.intervals;
    redraw();
}

double PositionChart::scale() const
{
    quint64 extent = m_area;
    if (!m_points.isEmpty())
        extent = std::max(extent, m_points.constLast().positionBytes);
    // One unit system per page: MB and GB beside MB/s, MiB and GiB beside MiB/s.
    const bool binary = Preferences::rateUnit() == RateUnit::Mebibytes;
    const double mega = binary ? 1048576.0 : 1e6;
    const double giga = binary ? 1073741824.0 : 1e9;
    return double(extent) >= 2.0 * giga ? giga : mega; // gigabytes for big areas
}

QString PositionChart::scaleName() const
{
    const bool binary = Preferences::rateUnit() == RateUnit::Mebibytes;
    if (scale() >= 1e9)
        return binary ? QStringLiteral("GiB") : QStringLiteral("GB");
    return binary ? QStringLiteral("MiB") : QStringLiteral("MB");
}

void PositionChart::redraw()
{
    const double unit = scale();
    const qsizetype n = m_points.size();
    const qsizetype group = std::max<qsizetype>(1, (n + kMaxDrawnPoints - 1) / kMaxDrawnPoints);
    // Steps: each slice's rate held from where it started to where it ended, so one slice
    // (a small area read in a blink) still shows, and a stall shows where it was.
    QList<QPointF> drawn;
    double top = 0.0;
    double from = 0.0;
    for (qsizetype i = 0; i < n; i += group) {
        const qsizetype end = std::min(n, i + group);
        // Weighted by each slice's length: a short slice must not count as a full one.
        double sum = 0.0;
        double seconds = 0.0;
        for (qsizetype j = i; j < end; ++j) {
            const Report::IntervalPoint &p = m_points.at(j);
            const double span = std::max(0.0, p.endSeconds - p.startSeconds);
            sum += rateValue(p.bytesPerSecond) * span;
            seconds += span;
        }
        const double y =
            seconds > 0.0 ? sum / seconds : rateValue(m_points.at(end - 1).bytesPerSecond);
        const double to = double(m_points.at(end - 1).positionBytes) / unit;
        drawn.append({from, y});
        drawn.append({to, y});
        from = to;
        top = std::max(top, y);
    }
    m_series->replace(drawn);
    // The axis ends where the test area does (a 16 MiB area on an axis to 16, not to 20),
    // with ticks at round numbers from 0.
    const double right = std::max(m_area / unit, drawn.isEmpty() ? 1.0 : drawn.constLast().x());
    m_x->setRange(0.0, right > 0 ? right : 1.0);
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(right, 1e-9) / 4.0)));
    double step = magnitude;
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        step = m * magnitude;
        if (step * 5.0 >= right)
            break;
    }
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(0.0);
    m_x->setTickInterval(step);
    m_x->setLabelFormat(step >= 1.0 && std::abs(step - std::round(step)) < 1e-9
                            ? QStringLiteral("%.0f")
                            : QStringLiteral("%.1f"));
    fitValueAxis(m_y, top);
    retranslate();
}

void PositionChart::retranslate()
{
    if (m_kind == Kind::Surface) {
        setTitle(tr("Read rate across the test area"));
        //: axis title; %1 the unit: MB, GB, MiB or GiB
        m_x->setTitleText(tr("Position (%1)").arg(scaleName()));
    } else {
        setTitle(tr("Write rate as the test area fills"));
        //: axis title; %1 the unit: MB, GB, MiB or GiB
        m_x->setTitleText(tr("Written (%1)").arg(scaleName()));
    }
    m_y->setTitleText(rateUnitName());
    m_series->setName(title());
}

QString PositionChart::positionAxisTitle() const
{
    return m_x->titleText();
}

double PositionChart::positionAxisEnd() const
{
    return m_x->max();
}

void PositionChart::restyleSeries()
{
    m_series->setPen(QPen(colors().series(0), 2.0));
}

} // namespace DriveProof::Gui::Charts
