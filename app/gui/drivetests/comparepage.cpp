#include "drivetests/comparepage.h"

#include "card.h"
#include "charts/comparechart.h"
#include "drivetests/resulttext.h"
#include "notice.h"
#include "preferences.h"
#include "tablecopy.h"

#include "report/comparison.h"

#include <QColor>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace DriveProof::Gui {

namespace {

enum class Quantity { Rate, Iops, Commits, P99 };

double valueOf(const Report::Measurement &m, Quantity q)
{
    switch (q) {
    case Quantity::Rate:
        return rateValue(m.bytesPerSecond);
    case Quantity::Iops:
    case Quantity::Commits:
        return m.iops;
    case Quantity::P99:
        break;
    }
    return m.latency.p99Us;
}

QString quantityName(Quantity q)
{
    switch (q) {
    case Quantity::Rate:
        return rateUnitName();
    case Quantity::Iops:
        return ComparePage::tr("IOPS");
    case Quantity::Commits:
        return ComparePage::tr("Commits/s");
    case Quantity::P99:
        break;
    }
    return ComparePage::tr("p99 latency (µs)");
}

QString number(double v, Quantity q)
{
    if (q == Quantity::P99)
        return ResultText::micros(v);
    return QLocale().toString(v, 'f', q == Quantity::Rate ? 1 : 0);
}

// Which way is better: more MB/s, IOPS and commits; less latency.
bool higherIsBetter(Quantity q)
{
    return q != Quantity::P99;
}

// "18% better" / "7% worse" / "same" (within 3%: the spread of two runs of one drive),
// coloured and with an arrow so that it reads at a glance; the words carry it without colour.
QTableWidgetItem *changeCell(double a, double b, Quantity q)
{
    auto *item = new QTableWidgetItem;
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setData(Qt::UserRole, 0);
    if (a <= 0 || b < 0) {
        item->setText(QStringLiteral("–"));
        return item;
    }
    const double change = (b - a) / a;
    const double percent = std::abs(change) * 100.0;
    if (percent < 3.0) {
        //: B's number is within 3% of A's
        item->setText(ComparePage::tr("same"));
        return item;
    }
    const bool better = (change > 0) == higherIsBetter(q);
    const QString amount = QLocale().toString(percent, 'f', 0);
    //: %1 a percentage without the % sign, e.g. "18" -> "▲ 18% better"
    item->setText(better ? ComparePage::tr("▲ %1% better").arg(amount)
                         //: %1 a percentage without the % sign, e.g. "7" -> "▼ 7% worse"
                         : ComparePage::tr("▼ %1% worse").arg(amount));
    item->setForeground(better ? QColor(0x1e, 0x88, 0x3a) : QColor(0xc6, 0x28, 0x28));
    item->setData(Qt::UserRole, better ? 1 : -1);
    return item;
}

QTableWidgetItem *cell(const QString &text, bool number)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

ComparePage::ComparePage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_runA(makeParagraph(this))
    , m_runB(makeParagraph(this))
    , m_mismatch(new Notice(this))
    , m_note(makeParagraph(this))
    , m_table(new QTableWidget(this))
    , m_chart(new Charts::CompareChart(this))
    , m_back(new QPushButton(this))
{
    setObjectName(QStringLiteral("comparePage"));
    QFont big = m_title->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.25);
    m_title->setFont(big);
    m_table->setObjectName(QStringLiteral("compareTable"));
    enableTableCopy(m_table);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    // As wide as its columns: the two runs' numbers stay next to the measurement's name.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Expanding);
    m_back->setObjectName(QStringLiteral("compareBack"));
    connect(m_back, &QPushButton::clicked, this, &ComparePage::backRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_back);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 12);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_runA);
    layout->addWidget(m_runB);
    layout->addWidget(m_mismatch);
    layout->addWidget(m_table, 1, Qt::AlignLeft);
    layout->addWidget(m_note);
    layout->addWidget(m_chart, 1);
    layout->addLayout(buttons);
    connect(Preferences::instance(), &Preferences::rateUnitChanged, this, &ComparePage::rebuild);
    retranslate();
}

QString ComparePage::inReadingOrder(QString line) const
{
    // "A:" and "B:" are Latin letters, which would make each line a left-to-right paragraph
    // in Arabic and Hebrew: a RIGHT-TO-LEFT MARK in front keeps the window's reading order.
    if (layoutDirection() == Qt::RightToLeft)
        line.prepend(QChar(0x200F));
    return line;
}

void ComparePage::retranslate()
{
    m_title->setText(tr("Two runs side by side"));
    m_note->setText(tr("Better and worse follow each quantity: more MB/s, IOPS or commits per "
                       "second is better, less latency is better. Within 3% counts as the same: "
                       "two runs on one drive differ that much."));
    m_back->setText(tr("&Back to the history"));
    m_table->setAccessibleName(tr("Comparison of two runs"));
    rebuild();
}

void ComparePage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::LayoutDirectionChange)
        rebuild();
}

QString ComparePage::runText(const Report::TestResult &r) const
{
    //: one run in a comparison; %1 test name, %2 date and time, %3 drive model, %4 where it
    //: ran, %5 its settings ("1 GiB · 5 s per step · temporary file on ext4 · io_uring")
    return tr("%1, %2, on %3 (%4) · %5")
        .arg(ResultText::familyTitle(r.family),
             QLocale().toString(r.started.toLocalTime(), QLocale::ShortFormat),
             r.environment.model.isEmpty() ? r.environment.device : r.environment.model,
             ResultText::targetText(r), Report::settingsText(r));
}

void ComparePage::setResults(const Report::TestResult &a, const Report::TestResult &b)
{
    // A is the older run, whatever order they were picked in.
    const bool swap = b.started.isValid() && a.started.isValid() && b.started < a.started;
    m_a = swap ? b : a;
    m_b = swap ? a : b;
    rebuild();
}

void ComparePage::rebuild()
{
    //: the first (older) run of a comparison; %1 what it was
    m_runA->setText(inReadingOrder(tr("A: %1").arg(runText(m_a))));
    //: the second (newer) run of a comparison; %1 what it was
    m_runB->setText(inReadingOrder(tr("B: %1").arg(runText(m_b))));
    m_table->clear();
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels(
        {tr("Measurement"), tr("Quantity"), tr("A"), tr("B"), tr("B ÷ A"), tr("B against A")});

    QStringList keys;
    QList<const Report::Measurement *> firsts;
    for (const Report::TestResult *r : {&m_a, &m_b})
        for (const Report::Measurement &m : r->measurements)
            if (!keys.contains(m.key) && m.skippedReason.isEmpty() && m.ops > 0) {
                keys << m.key;
                firsts << &m;
            }
    m_table->setRowCount(0);
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const Report::Measurement &shown = *firsts.at(i);
        QList<Quantity> quantities;
        if (shown.operation == QLatin1String("commit"))
            quantities = {Quantity::Commits, Quantity::P99};
        else if (ResultText::readAsRate(shown))
            quantities = {Quantity::Rate, Quantity::Iops, Quantity::P99};
        else
            quantities = {Quantity::Iops, Quantity::Rate, Quantity::P99};
        const Report::Measurement *a = Report::measuredLine(m_a, keys.at(i));
        const Report::Measurement *b = Report::measuredLine(m_b, keys.at(i));
        for (const Quantity q : std::as_const(quantities)) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            m_table->setItem(
                row, 0,
                cell(q == quantities.constFirst() ? ResultText::measurementLabel(shown) : QString(),
                     false));
            m_table->setItem(row, 1, cell(quantityName(q), false));
            const QString none = QStringLiteral("–");
            m_table->setItem(row, 2, cell(a ? number(valueOf(*a, q), q) : none, true));
            m_table->setItem(row, 3, cell(b ? number(valueOf(*b, q), q) : none, true));
            QString ratio = none;
            if (a && b && valueOf(*a, q) > 0)
                //: a ratio, e.g. "1.25×"
                ratio = tr("%1×").arg(QLocale().toString(valueOf(*b, q) / valueOf(*a, q), 'f', 2));
            m_table->setItem(row, 4, cell(ratio, true));
            m_table->setItem(
                row, 5, a && b ? changeCell(valueOf(*a, q), valueOf(*b, q), q) : cell(none, false));
        }
    }
    m_table->resizeColumnsToContents();

    m_chart->setRuns(m_a, m_b);
    m_chart->setVisible(m_chart->hasData());

    int common = 0;
    for (const QString &key : std::as_const(keys))
        common += Report::measuredLine(m_a, key) && Report::measuredLine(m_b, key) ? 1 : 0;
    // Everything that makes the two runs measure different things, said at the top.
    QStringList differences;
    if (m_a.family != m_b.family)
        //: %1 and %2 two test names
        differences << tr("These are two different tests (%1 and %2): only the "
                          "measurements they share have a ratio.")
                           .arg(ResultText::familyTitle(m_a.family),
                                ResultText::familyTitle(m_b.family));
    for (const Report::ComparisonWarning &w : Report::comparisonWarnings(m_a, m_b))
        if (w.code != QLatin1String("family"))
            differences << w.text;
    if (common == 0 && !keys.isEmpty())
        m_mismatch->setNotice(Notice::Kind::Warning,
                              tr("These runs have no measurement in common, so there is nothing "
                                 "to put side by side. Compare two runs of the same test."));
    else if (!differences.isEmpty())
        //: %1 one or more sentences on how the two runs differ
        m_mismatch->setNotice(Notice::Kind::Warning,
                              tr("These runs were not made alike, so their numbers do not "
                                 "compare directly. %1")
                                  .arg(differences.join(QLatin1Char(' '))));
    else
        m_mismatch->setNotice(Notice::Kind::Info, QString());
}

} // namespace DriveProof::Gui
