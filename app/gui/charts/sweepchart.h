// A sweep's curves: IOPS (left axis) and MB/s (right axis) against block size, queue depth
// or threads, all three axes logarithmic, one marker per sweep point.
#pragma once

#include "charts/chartpanel.h"

#include "report/testresult.h"

QT_BEGIN_NAMESPACE
class QLineSeries;
class QLogValueAxis;
QT_END_NAMESPACE

namespace DriveProof::Gui::Charts {

class SweepChart : public ChartPanel
{
    Q_OBJECT
public:
    enum class Axis { BlockSize, QueueDepth, Threads };

    explicit SweepChart(QWidget *parent = nullptr);

    // The measured points (skipped ones are left out), in the order run.
    void setSweep(Axis axis, const QList<Report::Measurement> &measurements);

    QString exportName() const override;
    bool hasData() const override { return m_points > 0; }
    int pointCount() const override { return m_points; }

protected:
    void restyleSeries() override;
    void retranslate() override;
    void rateUnitChanged() override;

private:
    QList<Report::Measurement> m_measurements; // drawn again in another rate unit
    Axis m_axis = Axis::BlockSize;
    int m_points = 0;
    QLogValueAxis *m_x;
    QLogValueAxis *m_iopsAxis;
    QLogValueAxis *m_rateAxis;
    QLineSeries *m_iops;
    QLineSeries *m_rate;
};

} // namespace DriveProof::Gui::Charts
