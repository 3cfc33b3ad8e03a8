// Rate against position: the surface scan (read rate from the start of the drive to its
// end) and the sustained write (write rate as the test area fills, where a cache runs out).
// Fed live from the running measurement or from a finished one.
#pragma once

#include "charts/chartpanel.h"

#include "report/testresult.h"

QT_BEGIN_NAMESPACE
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace DriveProof::Gui::Charts {

class PositionChart : public ChartPanel
{
    Q_OBJECT
public:
    enum class Kind { Surface, Sustained };

    explicit PositionChart(QWidget *parent = nullptr);

    void setKind(Kind kind);
    Kind kind() const { return m_kind; }
    // `areaBytes` fixes the horizontal axis (0: as far as the points go).
    void setArea(quint64 areaBytes);
    void clear();
    void addPoints(const QList<Report::IntervalPoint> &points);
    void setMeasurement(const Report::Measurement &measurement);

    QString exportName() const override;
    bool hasData() const override { return !m_points.isEmpty(); }
    int pointCount() const override { return int(m_points.size()); }
    // The horizontal axis: its title and where it ends (for tests).
    QString positionAxisTitle() const;
    double positionAxisEnd() const;

protected:
    void restyleSeries() override;
    void retranslate() override;
    void rateUnitChanged() override { redraw(); }

private:
    void redraw();
    // Bytes per unit of the horizontal axis, and its name: "MB", "GB", "MiB" or "GiB".
    double scale() const;
    QString scaleName() const;

    Kind m_kind = Kind::Surface;
    quint64 m_area = 0;
    QList<Report::IntervalPoint> m_points;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QLineSeries *m_series;
};

} // namespace DriveProof::Gui::Charts
