#include "drivetests/resultcharts.h"

#include "charts/commitchart.h"
#include "charts/hybridchart.h"
#include "charts/latencychart.h"
#include "charts/positionchart.h"
#include "charts/sweepchart.h"
#include "charts/timeserieschart.h"
#include "drivetests/resulttext.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace DriveProof::Gui {

ResultCharts::ResultCharts(QWidget *parent)
    : QWidget(parent)
    , m_commit(new Charts::CommitChart(this))
    , m_sweep(new Charts::SweepChart(this))
    , m_position(new Charts::PositionChart(this))
    , m_hybrid(new Charts::HybridChart(this))
    , m_overTime(new Charts::TimeSeriesChart(this))
    , m_latencyLabel(new QLabel(this))
    , m_latencyPick(new QComboBox(this))
    , m_latency(new Charts::LatencyChart(this))
{
    m_latencyPick->setObjectName(QStringLiteral("latencyPicker"));
    m_latencyLabel->setBuddy(m_latencyPick);
    m_latencyPick->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_latencyPick, &QComboBox::currentIndexChanged, this, &ResultCharts::showLatency);

    auto *pick = new QHBoxLayout;
    pick->addWidget(m_latencyLabel);
    pick->addWidget(m_latencyPick);
    pick->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);
    for (Charts::ChartPanel *chart : std::initializer_list<Charts::ChartPanel *>{
             m_commit, m_sweep, m_position, m_hybrid, m_overTime}) {
        chart->setMinimumHeight(300);
        chart->hide();
        layout->addWidget(chart);
    }
    layout->addLayout(pick);
    m_latency->setMinimumHeight(300);
    layout->addWidget(m_latency);
    retranslate();
}

void ResultCharts::retranslate()
{
    m_latencyLabel->setText(tr("&Latency of:"));
    m_latencyPick->setAccessibleName(tr("Measurement whose latency is shown"));
    for (int i = 0; i < m_latencyLines.size(); ++i)
        m_latencyPick->setItemText(
            i, ResultText::measurementLabel(m_result.measurements.at(m_latencyLines.at(i))));
}

void ResultCharts::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showLatency(m_latencyPick->currentIndex()); // its title names the measurement
    }
}

void ResultCharts::setResult(const Report::TestResult &result)
{
    m_result = result;
    const QString &family = result.family;
    const bool commit = family == QLatin1String("commit");
    const bool sweep = family.startsWith(QLatin1String("sweep-"));
    const bool position =
        family == QLatin1String("surface") || family == QLatin1String("sustained");
    const bool hybrid = family == QLatin1String("hybrid");

    m_commit->setVisible(commit);
    if (commit)
        m_commit->setCommits(result.measurements, result.environment.rotationRpm);
    m_sweep->setVisible(sweep);
    if (sweep)
        m_sweep->setSweep(
            family == QLatin1String("sweep-block-size")    ? Charts::SweepChart::Axis::BlockSize
            : family == QLatin1String("sweep-queue-depth") ? Charts::SweepChart::Axis::QueueDepth
                                                           : Charts::SweepChart::Axis::Threads,
            result.measurements);
    m_position->setVisible(position && !result.measurements.isEmpty());
    if (position && !result.measurements.isEmpty()) {
        m_position->setKind(family == QLatin1String("surface")
                                ? Charts::PositionChart::Kind::Surface
                                : Charts::PositionChart::Kind::Sustained);
        m_position->setArea(result.targetSizeBytes);
        m_position->setMeasurement(result.measurements.constFirst());
    }
    m_hybrid->setVisible(hybrid && result.measurements.size() >= 2);
    if (hybrid && result.measurements.size() >= 2)
        m_hybrid->setPasses(result.measurements.at(0), result.measurements.at(1));
    // Over time: the families of several steps whose story is speed (not commits, where the
    // bars say it better, and not sweeps, where the curve does).
    m_overTime->setVisible(!commit && !sweep);
    m_overTime->setMetric(family == QLatin1String("random") || hybrid
                              ? Charts::TimeSeriesChart::Metric::Iops
                              : Charts::TimeSeriesChart::Metric::Rate);
    m_overTime->setMeasurements(result.measurements);
    m_overTime->setVisible(!commit && !sweep && m_overTime->hasData());

    const QSignalBlocker blocker(m_latencyPick);
    m_latencyPick->clear();
    m_latencyLines.clear();
    for (int i = 0; i < result.measurements.size(); ++i) {
        const Report::Measurement &m = result.measurements.at(i);
        if (m.histogram.count() == 0)
            continue;
        m_latencyLines << i;
        m_latencyPick->addItem(ResultText::measurementLabel(m));
    }
    m_latencyPick->setCurrentIndex(m_latencyLines.isEmpty() ? -1 : 0);
    m_latencyPick->setEnabled(m_latencyLines.size() > 1);
    m_latencyLabel->setVisible(!m_latencyLines.isEmpty());
    m_latencyPick->setVisible(!m_latencyLines.isEmpty());
    m_latency->setVisible(!m_latencyLines.isEmpty());
    showLatency(m_latencyPick->currentIndex());
}

void ResultCharts::showLatency(int index)
{
    if (index < 0 || index >= m_latencyLines.size()) {
        m_latency->clear();
        return;
    }
    const Report::Measurement &m = m_result.measurements.at(m_latencyLines.at(index));
    m_latency->setMeasurement(ResultText::measurementLabel(m), m.histogram, m.latency);
}

QList<Charts::ChartPanel *> ResultCharts::charts() const
{
    QList<Charts::ChartPanel *> out;
    for (Charts::ChartPanel *chart : std::initializer_list<Charts::ChartPanel *>{
             m_commit, m_sweep, m_position, m_hybrid, m_overTime, m_latency})
        if (!chart->isHidden() && chart->hasData())
            out << chart;
    return out;
}

} // namespace DriveProof::Gui
