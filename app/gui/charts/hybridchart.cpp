#include "charts/hybridchart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace DriveProof::Gui::Charts {

HybridChart::HybridChart(QWidget *parent)
    : ChartPanel(parent)
    , m_categories(new QBarCategoryAxis(this))
    , m_values(new QValueAxis(this))
    , m_series(new QBarSeries(this))
    , m_first(new QBarSet(QString(), m_series))
    , m_second(new QBarSet(QString(), m_series))
{
    setObjectName(QStringLiteral("hybridChart"));
    m_values->setLabelFormat(QStringLiteral("%.0f"));
    *m_first << 0.0;
    *m_second << 0.0;
    m_series->append(m_first);
    m_series->append(m_second);
    m_series->setLabelsVisible(true);
    m_series->setLabelsFormat(QStringLiteral("@value"));
    m_series->setLabelsPrecision(6);
    chart()->addSeries(m_series);
    chart()->addAxis(m_categories, Qt::AlignBottom);
    chart()->addAxis(m_values, Qt::AlignLeft);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_values);
    applyStyle();
    retranslate();
}

QString HybridChart::exportName() const
{
    return QStringLiteral("hybrid");
}

void HybridChart::setPasses(const Report::Measurement &first, const Report::Measurement &second)
{
    m_hasData = first.ops > 0 && second.ops > 0;
    m_first->replace(0, std::round(first.iops));
    m_second->replace(0, std::round(second.iops));
    fitValueAxis(m_values, std::max({first.iops, second.iops, 1.0}) * 1.1);
}

void HybridChart::retranslate()
{
    setTitle(tr("Random reads before and after the idle time"));
    m_categories->setCategories({tr("Random reads of the same blocks")});
    m_values->setTitleText(tr("IOPS"));
    m_first->setLabel(tr("First pass"));
    m_second->setLabel(tr("Second pass, after the idle time"));
}

void HybridChart::restyleSeries()
{
    m_first->setColor(colors().series(0));
    m_second->setColor(colors().series(1));
    m_first->setPen(Qt::NoPen);
    m_second->setPen(Qt::NoPen);
    m_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    m_first->setLabelColor(colors().text);
    m_second->setLabelColor(colors().text);
}

} // namespace DriveProof::Gui::Charts
