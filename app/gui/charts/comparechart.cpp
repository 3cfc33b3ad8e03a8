#include "charts/comparechart.h"

#include "charts/chartstyle.h"
#include "preferences.h"
#include "report/measurementtext.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>

namespace DriveProof::Gui::Charts {

CompareChart::CompareChart(QWidget *parent)
    : ChartPanel(parent)
    , m_categories(new QBarCategoryAxis(this))
    , m_values(new QValueAxis(this))
{
    setObjectName(QStringLiteral("compareChart"));
    chart()->addAxis(m_categories, Qt::AlignBottom);
    chart()->addAxis(m_values, Qt::AlignLeft);
    applyStyle();
    retranslate();
}

QString CompareChart::exportName() const
{
    return QStringLiteral("comparison");
}

void CompareChart::setRuns(const Report::TestResult &a, const Report::TestResult &b)
{
    m_a = a;
    m_b = b;
    rebuild();
}

QList<double> CompareChart::values(int run) const
{
    QList<double> out;
    if (!m_series || run < 0 || run >= m_series->count())
        return out;
    const QBarSet *set = m_series->barSets().at(run);
    for (int i = 0; i < set->count(); ++i)
        out << set->at(i);
    return out;
}

QStringList CompareChart::categories() const
{
    return m_categories->categories();
}

namespace {

// "SEQ1M Q8T1 read" on two lines, the test above its direction: eight categories share the
// axis, and one line cut to "SEQ1M Q8T1 ..." hid whether a bar was the read or the write.
// Axis labels are rich text, hence the escaping.
QString categoryLabel(const QString &label)
{
    const qsizetype space = label.lastIndexOf(QLatin1Char(' '));
    if (space <= 0)
        return label.toHtmlEscaped();
    return label.left(space).toHtmlEscaped() + QLatin1String("<br>") +
           label.mid(space + 1).toHtmlEscaped();
}

// The lines both runs measured, in A's order: one pair of bars each.
QList<const Report::Measurement *> sharedLines(const Report::TestResult &a,
                                               const Report::TestResult &b)
{
    QList<const Report::Measurement *> out;
    for (const Report::Measurement &m : a.measurements)
        if (Report::measuredLine(a, m.key) == &m && Report::measuredLine(b, m.key))
            out << &m;
    return out;
}

} // namespace

void CompareChart::rebuild()
{
    if (m_series)
        chart()->removeSeries(m_series);
    delete m_series; // and its sets
    m_series = nullptr;
    m_categories->clear();
    m_bars = 0;
    m_commits = false;
    auto *setA = new QBarSet(tr("A (older)"));
    auto *setB = new QBarSet(tr("B (newer)"));
    double top = 0.0;
    for (const Report::Measurement *a : sharedLines(m_a, m_b)) {
        const Report::Measurement &m = *a;
        const Report::Measurement *b = Report::measuredLine(m_b, m.key);
        const bool commit = m.operation == QLatin1String("commit");
        m_commits = m_commits || commit;
        const double va = commit ? a->iops : rateValue(a->bytesPerSecond);
        const double vb = commit ? b->iops : rateValue(b->bytesPerSecond);
        setA->append(va);
        setB->append(vb);
        m_categories->append(categoryLabel(Report::measurementLabel(m)));
        top = std::max({top, va, vb});
        ++m_bars;
    }
    m_series = new QBarSeries(this);
    m_series->append(setA);
    m_series->append(setB);
    chart()->addSeries(m_series);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_values);
    fitValueAxis(m_values, top);
    chart()->legend()->setVisible(m_bars > 0);
    restyleSeries();
    retranslate();
}

void CompareChart::restyleSeries()
{
    if (!m_series)
        return;
    const ChartColors colors = chartColors(palette());
    const QList<QBarSet *> sets = m_series->barSets();
    for (int i = 0; i < sets.size(); ++i) {
        const QColor colour = colors.series(i);
        sets.at(i)->setColor(colour);
        sets.at(i)->setBorderColor(colour);
    }
}

void CompareChart::retranslate()
{
    setTitle(tr("The two runs side by side"));
    m_values->setTitleText(m_commits ? tr("Commits/s") : rateUnitName());
    if (m_series && m_series->count() == 2) {
        m_series->barSets().at(0)->setLabel(tr("A (older)"));
        m_series->barSets().at(1)->setLabel(tr("B (newer)"));
    }
    // The lines' names in the language chosen now.
    QStringList names;
    for (const Report::Measurement *m : sharedLines(m_a, m_b))
        names << categoryLabel(Report::measurementLabel(*m));
    if (names.size() == m_categories->count())
        m_categories->setCategories(names);
}

void CompareChart::rateUnitChanged()
{
    rebuild();
}

} // namespace DriveProof::Gui::Charts
