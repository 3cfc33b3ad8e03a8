// The charts of a finished result, chosen by its family: commit rates with the RPM/60 line,
// rate or IOPS over time, sweep curves, the surface or sustained-write curve, the hybrid
// before/after bars, and the latency histogram of the measurement picked below it.
#pragma once

#include "report/testresult.h"

#include <QImage>
#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;

namespace DriveProof::Gui {

namespace Charts {
class ChartPanel;
class CommitChart;
class HybridChart;
class LatencyChart;
class PositionChart;
class SweepChart;
class TimeSeriesChart;
} // namespace Charts

class ResultCharts : public QWidget
{
    Q_OBJECT
public:
    explicit ResultCharts(QWidget *parent = nullptr);

    void setResult(const Report::TestResult &result);
    // The charts shown that have something to draw, top to bottom.
    QList<Charts::ChartPanel *> charts() const;
    QComboBox *latencyPicker() const { return m_latencyPick; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showLatency(int index);

    Report::TestResult m_result;
    QList<int> m_latencyLines; // indexes into m_result.measurements
    Charts::CommitChart *m_commit;
    Charts::SweepChart *m_sweep;
    Charts::PositionChart *m_position;
    Charts::HybridChart *m_hybrid;
    Charts::TimeSeriesChart *m_overTime;
    QLabel *m_latencyLabel;
    QComboBox *m_latencyPick;
    Charts::LatencyChart *m_latency;
};

} // namespace DriveProof::Gui
