#include "drivetests/numberstable.h"

#include "drivetests/resulttext.h"
#include "preferences.h"
#include "tablecopy.h"

#include "report/measurementtext.h"

#include <QEvent>
#include <QHeaderView>
#include <QLocale>

namespace DriveProof::Gui {

namespace {

QTableWidgetItem *cell(const QString &text, bool number)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString flushText(const Report::Measurement &m)
{
    QStringList parts;
    for (const Report::FlushCount &f : m.flushes)
        if (f.perCommit)
            //: flushes per commit on one device of the stack: %1 device, %2 the number
            parts << NumbersTable::tr("%1: %2").arg(f.device,
                                                    QLocale().toString(*f.perCommit, 'f', 2));
    return parts.isEmpty() ? QStringLiteral("–") : parts.join(QStringLiteral(", "));
}

} // namespace

NumbersTable::NumbersTable(QWidget *parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("numbersTable"));
    enableTableCopy(this);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(false);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    // As wide as its columns, no wider: the numbers stay next to their names.
    setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    connect(Preferences::instance(), &Preferences::rateUnitChanged, this, &NumbersTable::rebuild);
}

QSize NumbersTable::sizeHint() const
{
    const int height =
        horizontalHeader()->sizeHint().height() + verticalHeader()->length() + 2 * frameWidth();
    return {QTableWidget::sizeHint().width(), height};
}

void NumbersTable::setResult(const Report::TestResult &result)
{
    m_result = result;
    rebuild();
}

void NumbersTable::changeEvent(QEvent *event)
{
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        rebuild();
}

void NumbersTable::rebuild()
{
    clear();
    clearSpans();
    const bool commit = m_result.family == QLatin1String("commit");
    QStringList headers;
    if (commit)
        headers = {tr("Commit method"), tr("Commits/s"), tr("Mean µs"),           tr("p50 µs"),
                   tr("p99 µs"),        tr("Max µs"),    tr("Flushes per commit")};
    else
        headers = {tr("Test"),   rateUnitName(), tr("IOPS"),     tr("Mean µs"),
                   tr("p50 µs"), tr("p99 µs"),   tr("p99.9 µs"), tr("Max µs")};
    setColumnCount(int(headers.size()));
    setHorizontalHeaderLabels(headers);
    setRowCount(int(m_result.measurements.size()));
    const QLocale locale;
    int row = 0;
    for (const Report::Measurement &m : m_result.measurements) {
        setItem(row, 0, cell(ResultText::measurementLabel(m), false));
        if (!m.skippedReason.isEmpty()) {
            setItem(row, 1, cell(Report::skippedText(m), false));
            setSpan(row, 1, 1, columnCount() - 1);
            ++row;
            continue;
        }
        const Report::LatencyStats &l = m.latency;
        QStringList values;
        if (commit)
            values = {
                locale.toString(m.iops, 'f', 0), ResultText::micros(l.meanUs),
                ResultText::micros(l.p50Us),     ResultText::micros(l.p99Us),
                ResultText::micros(l.maxUs),     m.durable ? flushText(m) : tr("not durable")};
        else
            values = {locale.toString(rateValue(m.bytesPerSecond), 'f', 1),
                      locale.toString(m.iops, 'f', 0),
                      ResultText::micros(l.meanUs),
                      ResultText::micros(l.p50Us),
                      ResultText::micros(l.p99Us),
                      ResultText::micros(l.p999Us),
                      ResultText::micros(l.maxUs)};
        for (int column = 0; column < values.size(); ++column)
            setItem(row, column + 1, cell(values.at(column), true));
        ++row;
    }
    resizeColumnsToContents();
    updateGeometry();
}

} // namespace DriveProof::Gui
