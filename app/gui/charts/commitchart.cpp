#include "charts/commitchart.h"

#include "report/measurementtext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
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
    if (m_series)
        chart()->removeSeries(m_series);
    delete m_series; // deletes its sets
    m_series = nullptr;
    m_durable = m_cacheOff = m_baseline = nullptr;
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
    // Horizontal bars are drawn from the bottom: reverse, so the first line is on top.
    std::reverse(m_lines.begin(), m_lines.end());

    m_series = new QHorizontalStackedBarSeries(this);
    m_series->setBarWidth(0.7);
    m_durable = new QBarSet(QString(), m_series);
    m_baseline = new QBarSet(QString(), m_series);
    bool anyCacheOff = false;
    for (const Report::Measurement &m : std::as_const(m_lines))
        anyCacheOff = anyCacheOff || cacheOff(m);
    if (anyCacheOff)
        m_cacheOff = new QBarSet(QString(), m_series);
    double low = 1e300, high = 0;
    for (const Report::Measurement &m : std::as_const(m_lines)) {
        // Stacked: each bar is in one set, 0 in the others (drawn as nothing).
        *m_durable << (m.durable && !cacheOff(m) ? m.iops : 0.0);
        if (m_cacheOff)
            *m_cacheOff << (m.durable && cacheOff(m) ? m.iops : 0.0);
        *m_baseline << (m.durable ? 0.0 : m.iops);
        low = std::min(low, m.iops);
        high = std::max(high, m.iops);
    }
    m_series->append(m_durable);
    if (m_cacheOff)
        m_series->append(m_cacheOff);
    m_series->append(m_baseline);
    chart()->addSeries(m_series);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_values);

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
    if (rpmRate > 0 && m_bars > 0) {
        m_rpmLine = new QLineSeries(this);
        m_rpmLine->replace({QPointF(rpmRate, -0.5), QPointF(rpmRate, m_bars - 0.5)});
        chart()->addSeries(m_rpmLine);
        m_rpmLine->attachAxis(m_values);
        m_rpmLine->attachAxis(m_rows);
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
    if (m_durable)
        m_durable->setLabel(m_cacheOff ? tr("Durable, write cache as it was")
                                       : tr("Durable commits"));
    if (m_cacheOff)
        m_cacheOff->setLabel(tr("Durable, write cache off"));
    if (m_baseline)
        m_baseline->setLabel(tr("Not durable (baseline for comparison)"));
    if (m_rpmLine)
        //: legend of a line on the commit chart; %1 rotation rate, %2 commits per second
        m_rpmLine->setName(
            tr("%1 rpm: about %2 commits/s at most when each waits for the platter")
                .arg(QLocale().toString(m_rpm), QLocale().toString(m_rpm / 60.0, 'f', 0)));
}

void CommitChart::restyleSeries()
{
    const QPen none(Qt::NoPen);
    if (m_durable) {
        m_durable->setColor(colors().series(0));
        m_durable->setPen(none);
    }
    if (m_cacheOff) {
        m_cacheOff->setColor(colors().series(1));
        m_cacheOff->setPen(none);
    }
    if (m_baseline) {
        // Grey and hatched: the eye reads it as "not the real thing" in any theme.
        m_baseline->setBrush(QBrush(colors().baseline, Qt::BDiagPattern));
        m_baseline->setPen(QPen(colors().baseline, 1.0));
    }
    if (m_rpmLine)
        m_rpmLine->setPen(QPen(colors().limit, 2.0, Qt::DashLine));
}

} // namespace DriveProof::Gui::Charts
