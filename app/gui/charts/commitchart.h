// Commit rates per method (docs/powerloss.md §1) as horizontal bars on a logarithmic axis: the
// durable lines (with the drive's cache as it was, and off in the cache A/B mode) and the
// non-durable baselines in a grey of their own, plus, for a rotating drive, the RPM/60 line:
// about the most commits per second one thread gets when each waits for the platter.
#pragma once

#include "charts/chartpanel.h"

#include "report/testresult.h"

QT_BEGIN_NAMESPACE
class QAreaSeries;
class QBarCategoryAxis;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;
QT_END_NAMESPACE

namespace DriveProof::Gui::Charts {

class CommitChart : public ChartPanel
{
    Q_OBJECT
public:
    explicit CommitChart(QWidget *parent = nullptr);

    // `rotationRpm` > 0 draws the RPM/60 line; the commit lines' labels name the bars
    // (a "cache-off." key adds "(cache off)").
    void setCommits(const QList<Report::Measurement> &measurements, int rotationRpm);

    QString exportName() const override;
    bool hasData() const override { return m_bars > 0; }
    int pointCount() const override { return m_bars; }
    bool hasRpmLine() const { return m_rpmLine != nullptr; }
    // The bars' names, top first, as shown (for tests).
    QStringList categories() const;

    QSize sizeHint() const override;

protected:
    void restyleSeries() override;
    void retranslate() override;

private:
    QList<Report::Measurement> m_lines; // shown, top first
    int m_rpm = 0;
    int m_bars = 0;
    QBarCategoryAxis *m_categories;
    QLogValueAxis *m_values;
    QValueAxis *m_rows; // hidden: places the RPM/60 line across all bars
    // One area per bar (see the .cpp for why not a bar series), in m_lines' order.
    enum class Kind { Durable, CacheOff, Baseline };
    struct Bar
    {
        QAreaSeries *area;
        Kind kind;
    };
    QList<Bar> m_areas;
    bool m_anyCacheOff = false;
    QLineSeries *m_rpmLine = nullptr;
};

} // namespace DriveProof::Gui::Charts
