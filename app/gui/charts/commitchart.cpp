#include "charts/commitchart.h"

#include "report/measurementtext.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QSet>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace DriveProof::Gui::Charts {

namespace {

bool cacheOff(const Report::Measurement &m)
{
    return m.key.startsWith(QLatin1String("cache-off."));
}

constexpr int kRowHeight = 26;
constexpr double kBarHalf = 0.35; // of a row: bars 70% of the row's height

} // namespace

CommitChart::CommitChart(QWidget *parent)
    : ChartPanel(parent)
    , m_categories(new QBarCategoryAxis(this))
    , m_values(new QLogValueAxis(this))
    , m_rows(new QValueAxis(this))
{
    setObjectName(QStringLiteral("commitChart"));
    m_values->setBase(10);
    m_values->setLabelFormat(QStringLiteral("%.0f"));
    m_values->setMinorTickCount(8);
    m_values->setRange(1, 10);
    m_rows->setVisible(false);
    chart()->addAxis(m_values, Qt::AlignBottom);
    chart()->addAxis(m_categories, Qt::AlignLeft);
    chart()->addAxis(m_rows, Qt::AlignRight);
    applyStyle();
    retranslate();
}

QString CommitChart::exportName() const
{
    return QStringLiteral("commit-rates");
}

QSize CommitChart::sizeHint() const
{
    return {640, std::max(300, 140 + kRowHeight * int(m_lines.size()))};
}

void CommitChart::setCommits(const QList<Report::Measurement> &measurements, int rotationRpm)
{
    for (const Bar &bar : std::as_const(m_areas)) {
        chart()->removeSeries(bar.area);
        delete bar.area; // and its lines
    }
    m_areas.clear();
    if (m_rpmLine)
        chart()->removeSeries(m_rpmLine);
    delete m_rpmLine;
    m_rpmLine = nullptr;
    m_lines.clear();
    m_rpm = rotationRpm;

    for (const Report::Measurement &m : measurements)
        if (m.skippedReason.isEmpty() && m.ops > 0 && m.iops > 0)
            m_lines.append(m);
    m_bars = int(m_lines.size());
    // Rows count from the bottom: reverse, so the first line is on top.
    std::reverse(m_lines.begin(), m_lines.end());
    m_anyCacheOff = false;
    double low = 1e300, high = 0;
    for (const Report::Measurement &m : std::as_const(m_lines)) {
        m_anyCacheOff = m_anyCacheOff || cacheOff(m);
        low = std::min(low, m.iops);
        high = std::max(high, m.iops);
    }
    const double rpmRate = m_rpm > 0 ? m_rpm / 60.0 : 0.0;
    if (m_bars > 0) {
        if (rpmRate > 0) {
            low = std::min(low, rpmRate);
            high = std::max(high, rpmRate);
        }
        m_values->setRange(std::pow(10.0, std::floor(std::log10(low))),
                           std::pow(10.0, std::ceil(std::log10(high) + 1e-9)));
    }
    m_rows->setRange(-0.5, std::max(0.5, m_bars - 0.5));
    retranslate(); // the categories, before the bars are placed on them

    // Each bar is an area from the axis' left end to its rate, not a bar of a stacked bar
    // series: Qt Charts (6.4) starts a horizontal stack at 0 whatever the axis, and on a log
    // axis that is log(0), warned about for every bar at every repaint.
    const double left = m_values->min();
    for (int row = 0; row < m_bars; ++row) {
        const Report::Measurement &m = m_lines.at(row);
        auto *upper = new QLineSeries;
        upper->replace({QPointF(left, row + kBarHalf), QPointF(m.iops, row + kBarHalf)});
        auto *lower = new QLineSeries;
        lower->replace({QPointF(left, row - kBarHalf), QPointF(m.iops, row - kBarHalf)});
        auto *area = new QAreaSeries(upper, lower);
        upper->setParent(area);
        lower->setParent(area);
        m_areas.append(
            {area, !m.durable ? Kind::Baseline : (cacheOff(m) ? Kind::CacheOff : Kind::Durable)});
    }
    // Added kind by kind: the legend lists durable, cache off, baseline in that order.
    for (const Kind kind : {Kind::Durable, Kind::CacheOff, Kind::Baseline})
        for (const Bar &bar : std::as_const(m_areas))
            if (bar.kind == kind) {
                chart()->addSeries(bar.area);
                bar.area->attachAxis(m_values);
                bar.area->attachAxis(m_categories); // row i at category i, as bars are
            }
    if (rpmRate > 0 && m_bars > 0) {
        m_rpmLine = new QLineSeries(this);
        m_rpmLine->replace({QPointF(rpmRate, -0.5), QPointF(rpmRate, m_bars - 0.5)});
        chart()->addSeries(m_rpmLine);
        m_rpmLine->attachAxis(m_values);
        m_rpmLine->attachAxis(m_rows);
    }
    // One legend entry per kind of bar.
    QSet<int> named;
    for (const Bar &bar : std::as_const(m_areas)) {
        const bool first = !named.contains(int(bar.kind));
        named.insert(int(bar.kind));
        for (QLegendMarker *marker : chart()->legend()->markers(bar.area))
            marker->setVisible(first);
    }
    restyleSeries();
    retranslate();
    updateGeometry();
}

QStringList CommitChart::categories() const
{
    return m_categories->categories();
}

void CommitChart::retranslate()
{
    setTitle(tr("Commits per second, by method"));
    m_values->setTitleText(tr("Commits per second (logarithmic)"));
    QStringList labels;
    for (const Report::Measurement &m : std::as_const(m_lines))
        labels << Report::measurementLabel(m); // "(cache off)" when it ran so
    m_categories->setCategories(labels);
    for (const Bar &bar : std::as_const(m_areas)) {
        switch (bar.kind) {
        case Kind::Durable:
            bar.area->setName(m_anyCacheOff ? tr("Durable, write cache as it was")
                                            : tr("Durable commits"));
            break;
        case Kind::CacheOff:
            bar.area->setName(tr("Durable, write cache off"));
            break;
        case Kind::Baseline:
            bar.area->setName(tr("Not durable (baseline for comparison)"));
            break;
        }
    }
    if (m_rpmLine)
        //: legend of a line on the commit chart; %1 rotation rate, %2 commits per second
        m_rpmLine->setName(
            tr("%1 rpm: about %2 commits/s at most when each waits for the platter")
                .arg(QLocale().toString(m_rpm), QLocale().toString(m_rpm / 60.0, 'f', 0)));
}

void CommitChart::restyleSeries()
{
    for (const Bar &bar : std::as_const(m_areas)) {
        if (bar.kind == Kind::Baseline) {
            // Grey and hatched: the eye reads it as "not the real thing" in any theme.
            bar.area->setBrush(QBrush(colors().baseline, Qt::BDiagPattern));
            bar.area->setPen(QPen(colors().baseline, 1.0));
        } else {
            bar.area->setBrush(colors().series(bar.kind == Kind::CacheOff ? 1 : 0));
            bar.area->setPen(Qt::NoPen);
        }
    }
    if (m_rpmLine)
        m_rpmLine->setPen(QPen(colors().limit, 2.0, Qt::DashLine));
}

} // namespace DriveProof::Gui::Charts
