// The latency histogram of one measurement: how many I/Os (or commits) took how long, on a
// logarithmic time axis, with markers at p50, p99 and p99.9. Built from the engine's
// log-linear buckets (Engine::LatencyHistogram), merged into ten bins per decade.
#pragma once

#include "charts/chartpanel.h"

#include "engine/histogram.h"
#include "report/testresult.h"

QT_BEGIN_NAMESPACE
class QAreaSeries;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;
QT_END_NAMESPACE

namespace DriveProof::Gui::Charts {

class LatencyChart : public ChartPanel
{
    Q_OBJECT
public:
    explicit LatencyChart(QWidget *parent = nullptr);

    // `label` names the measurement in the title; an empty histogram clears the chart.
    void setMeasurement(const QString &label, const Engine::LatencyHistogram &histogramNs,
                        const Report::LatencyStats &stats);
    void clear();

    QString exportName() const override;
    bool hasData() const override { return m_binCount > 0; }
    int pointCount() const override { return m_binCount; }

    // Ten bins per decade in microseconds: {bin centre µs, share of all operations in %}.
    static QList<QPointF> bins(const Engine::LatencyHistogram &histogramNs);

protected:
    void restyleSeries() override;
    void retranslate() override;

private:
    void addMarker(double us, double top);

    QString m_label;
    Report::LatencyStats m_stats;
    int m_binCount = 0;
    QLogValueAxis *m_x;
    QValueAxis *m_y;
    QLineSeries *m_upper = nullptr;
    QAreaSeries *m_area = nullptr;
    QList<QLineSeries *> m_markers; // p50, p99, p99.9
};

} // namespace DriveProof::Gui::Charts
