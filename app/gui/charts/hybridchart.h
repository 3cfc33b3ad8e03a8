// The hybrid-cache check: random-read IOPS of the first pass and of the second, after the
// drive was left idle, side by side. A drive that moves hot data to flash reads the same
// blocks much faster the second time.
#pragma once

#include "charts/chartpanel.h"

#include "report/testresult.h"

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QValueAxis;
QT_END_NAMESPACE

namespace DriveProof::Gui::Charts {

class HybridChart : public ChartPanel
{
    Q_OBJECT
public:
    explicit HybridChart(QWidget *parent = nullptr);

    void setPasses(const Report::Measurement &first, const Report::Measurement &second);

    QString exportName() const override;
    bool hasData() const override { return m_hasData; }
    int pointCount() const override { return m_hasData ? 2 : 0; }

protected:
    void restyleSeries() override;
    void retranslate() override;

private:
    bool m_hasData = false;
    QBarCategoryAxis *m_categories;
    QValueAxis *m_values;
    QBarSeries *m_series;
    QBarSet *m_first;
    QBarSet *m_second;
};

} // namespace DriveProof::Gui::Charts
