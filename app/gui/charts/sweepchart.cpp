#include "charts/sweepchart.h"

#include "preferences.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>

#include <cmath>

namespace DriveProof::Gui::Charts {

namespace {

// A log axis from the power of `base` below the smallest value to the one above the largest.
void fitLogAxis(QLogValueAxis *axis, double low, double high)
{
    const double base = axis->base();
    const auto power = [base](double v, bool up) {
        const double e = std::log(std::max(v, 1e-3)) / std::log(base);
        return std::pow(base, up ? std::ceil(e - 1e-9) : std::floor(e + 1e-9));
    };
    axis->setRange(power(low, false), power(high, true));
}

} // namespace

SweepChart::SweepChart(QWidget *parent)
    : ChartPanel(parent)
    , m_x(new QLogValueAxis(this))
    , m_iopsAxis(new QLogValueAxis(this))
    , m_rateAxis(new QLogValueAxis(this))
    , m_iops(new QLineSeries(this))
    , m_rate(new QLineSeries(this))
{
    setObjectName(QStringLiteral("sweepChart"));
    // "%.6g": 0.5 and 16,384 alike ("%g" alone draws no labels in Qt 6.4).
    m_x->setLabelFormat(QStringLiteral("%.6g"));
    m_iopsAxis->setBase(10);
    m_iopsAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_iopsAxis->setMinorTickCount(8);
    m_rateAxis->setBase(10);
    m_rateAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_rateAxis->setGridLineVisible(false);
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_iopsAxis, Qt::AlignLeft);
    chart()->addAxis(m_rateAxis, Qt::AlignRight);
    for (QLineSeries *s : {m_iops, m_rate}) {
        s->setPointsVisible(true);
        chart()->addSeries(s);
        s->attachAxis(m_x);
    }
    m_iops->attachAxis(m_iopsAxis);
    m_rate->attachAxis(m_rateAxis);
    m_x->setRange(1, 2);
    m_iopsAxis->setRange(1, 10);
    m_rateAxis->setRange(1, 10);
    applyStyle();
    retranslate();
}

QString SweepChart::exportName() const
{
    return QStringLiteral("sweep");
}

void SweepChart::setSweep(Axis axis, const QList<Report::Measurement> &measurements)
{
    m_axis = axis;
    m_measurements = measurements;
    // Block sizes span 15 powers of two: a label at every other one keeps them apart.
    m_x->setBase(axis == Axis::BlockSize ? 4 : 2);
    m_x->setMinorTickCount(axis == Axis::BlockSize ? 1 : 0);
    QList<QPointF> iops;
    QList<QPointF> rate;
    double minX = 1e300, maxX = 0, minIops = 1e300, maxIops = 0, minRate = 1e300, maxRate = 0;
    for (const Report::Measurement &m : measurements) {
        if (!m.skippedReason.isEmpty() || m.ops == 0)
            continue;
        const double x = axis == Axis::BlockSize    ? m.blockSize / 1024.0
                         : axis == Axis::QueueDepth ? double(m.queueDepth)
                                                    : double(m.threads);
        const double mbs = rateValue(m.bytesPerSecond);
        if (x <= 0 || m.iops <= 0 || mbs <= 0)
            continue; // a log axis has no place for zero
        iops.append({x, m.iops});
        rate.append({x, mbs});
        minX = std::min(minX, x);
        maxX = std::max(maxX, x);
        minIops = std::min(minIops, m.iops);
        maxIops = std::max(maxIops, m.iops);
        minRate = std::min(minRate, mbs);
        maxRate = std::max(maxRate, mbs);
    }
    m_points = int(iops.size());
    m_iops->replace(iops);
    m_rate->replace(rate);
    if (m_points > 0) {
        fitLogAxis(m_x, minX, maxX);
        fitLogAxis(m_iopsAxis, minIops, maxIops);
        fitLogAxis(m_rateAxis, minRate, maxRate);
        m_rateAxis->setLabelFormat(m_rateAxis->min() < 1.0 ? QStringLiteral("%.1f")
                                                           : QStringLiteral("%.0f"));
    }
    retranslate();
}

void SweepChart::retranslate()
{
    switch (m_axis) {
    case Axis::BlockSize:
        setTitle(tr("IOPS and transfer rate by block size"));
        m_x->setTitleText(tr("Block size (KiB, logarithmic)"));
        break;
    case Axis::QueueDepth:
        setTitle(tr("IOPS and transfer rate by queue depth"));
        m_x->setTitleText(tr("I/Os in flight per thread (logarithmic)"));
        break;
    case Axis::Threads:
        setTitle(tr("IOPS and transfer rate by threads"));
        m_x->setTitleText(tr("Threads (logarithmic)"));
        break;
    }
    m_iopsAxis->setTitleText(tr("IOPS (logarithmic)"));
    //: axis title; %1 the rate unit, "MB/s" or "MiB/s"
    m_rateAxis->setTitleText(tr("%1 (logarithmic)").arg(rateUnitName()));
    m_iops->setName(tr("IOPS"));
    m_rate->setName(rateUnitName());
}

void SweepChart::rateUnitChanged()
{
    const QList<Report::Measurement> measurements = m_measurements;
    setSweep(m_axis, measurements);
}

void SweepChart::restyleSeries()
{
    m_iops->setPen(QPen(colors().series(0), 2.0));
    m_iops->setColor(colors().series(0));
    QPen dashed(colors().series(1), 2.0, Qt::DashLine);
    m_rate->setPen(dashed);
    m_rate->setColor(colors().series(1));
}

} // namespace DriveProof::Gui::Charts
