// Two runs side by side: for each measurement both runs share, a bar for run A and one for
// run B, in the quantity that matters for the test (commits per second for the commit
// test, the rate for everything else, like CrystalDiskMark's tiles).
#pragma once

#include "charts/chartpanel.h"

#include "report/testresult.h"

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QBarSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace DriveProof::Gui::Charts {

class CompareChart : public ChartPanel
{
    Q_OBJECT
public:
    explicit CompareChart(QWidget *parent = nullptr);

    void setRuns(const Report::TestResult &a, const Report::TestResult &b);

    QString exportName() const override;
    bool hasData() const override { return m_bars > 0; }
    int pointCount() const override { return m_bars; }
    // The values drawn for run A (0) or B (1), one per shared measurement (for tests).
    QList<double> values(int run) const;
    // The shared measurements' names, as drawn (rich text, for tests).
    QStringList categories() const;

protected:
    void restyleSeries() override;
    void retranslate() override;
    void rateUnitChanged() override;

private:
    void rebuild();

    Report::TestResult m_a;
    Report::TestResult m_b;
    bool m_commits = false;
    int m_bars = 0;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_values;
    QBarSeries *m_series = nullptr;
};

} // namespace DriveProof::Gui::Charts
