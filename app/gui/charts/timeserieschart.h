// Rate or IOPS over time, one line per measurement: the live chart of a running test and
// the "over time" chart of a result. Each new measurement continues where the last one
// ended, so a quick check reads as one run from left to right.
#pragma once

#include "charts/chartpanel.h"

#include "report/testresult.h"

QT_BEGIN_NAMESPACE
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace DriveProof::Gui::Charts {

class TimeSeriesChart : public ChartPanel
{
    Q_OBJECT
public:
    enum class Metric { Rate, Iops, Commits };

    explicit TimeSeriesChart(QWidget *parent = nullptr);

    void setMetric(Metric metric);
    Metric shownMetric() const { return m_metric; }
    void clear();
    // New points of one measurement (a batch, as the controller hands them on). A key not
    // seen before starts a new line after the others.
    void addPoints(const QString &key, const QString &label,
                   const QList<Report::IntervalPoint> &points);
    // A new name for the line of `key` (the owner's words after a language switch); a key
    // not drawn yet is left alone.
    void setLineLabel(const QString &key, const QString &label);
    QString lineLabel(const QString &key) const; // empty for a key not drawn
    // A finished result: every measurement's intervals, one after the other.
    void setMeasurements(const QList<Report::Measurement> &measurements);

    QString exportName() const override;
    bool hasData() const override;
    int pointCount() const override;
    int lineCount() const { return int(m_lines.size()); }
    // The points drawn for the line of `key` (x in seconds, y in the metric's unit): what a
    // test checks without reaching into Qt Charts.
    QList<QPointF> drawnPoints(const QString &key) const;

protected:
    void restyleSeries() override;
    void retranslate() override;
    void rateUnitChanged() override;

private:
    struct Line
    {
        QString key;
        QString label;
        double offsetSeconds = 0.0;
        QList<Report::IntervalPoint> points;
        QLineSeries *series = nullptr;
    };
    Line &lineFor(const QString &key, const QString &label);
    void redraw(Line &line);
    void updateAxes();
    double value(const Report::IntervalPoint &point) const;

    Metric m_metric = Metric::Rate;
    QList<Line> m_lines;
    QValueAxis *m_x;
    QValueAxis *m_y;
    double m_maxX = 0.0;
    double m_maxY = 0.0;
};

} // namespace DriveProof::Gui::Charts
