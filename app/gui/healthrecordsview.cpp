#include "healthrecordsview.h"

#include "tablecopy.h"

#include "health/healthrecords.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

// In the order of Health::attributeColumnTitles().
enum Column { Id, Name, Value, Worst, Threshold, Type, Updated, WhenFailed, Raw, Meaning, Count };

// Sorts by the number behind the text (Qt::UserRole) where there is one.
class NumberItem : public QTableWidgetItem
{
public:
    explicit NumberItem(const QString &text, std::optional<double> number = std::nullopt)
        : QTableWidgetItem(text)
    {
        if (number)
            setData(Qt::UserRole, *number);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        const QVariant a = data(Qt::UserRole);
        const QVariant b = other.data(Qt::UserRole);
        if (a.isValid() && b.isValid())
            return a.toDouble() < b.toDouble();
        if (a.isValid() != b.isValid())
            return b.isValid(); // rows without a number last
        return text().localeAwareCompare(other.text()) < 0;
    }
};

QTableWidget *makeTable(QWidget *parent, const QString &objectName)
{
    auto *t = new QTableWidget(parent);
    t->setObjectName(objectName);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSortingEnabled(true);
    t->setWordWrap(false);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    t->setMinimumHeight(160);
    enableTableCopy(t);
    return t;
}

QString optionalNumber(const std::optional<int> &v)
{
    return v ? QLocale().toString(*v) : QString();
}

} // namespace

HealthRecordsView::HealthRecordsView(QWidget *parent)
    : QWidget(parent)
    , m_toggle(new QToolButton(this))
    , m_content(new QWidget(this))
    , m_table(makeTable(m_content, QStringLiteral("healthRecordsTable")))
    , m_selfTestTitle(new QLabel(m_content))
    , m_selfTests(makeTable(m_content, QStringLiteral("healthSelfTestTable")))
    , m_refused(new QLabel(m_content))
{
    setObjectName(QStringLiteral("healthRecords"));
    m_toggle->setObjectName(QStringLiteral("healthRecordsToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setAutoRaise(true);
    connect(m_toggle, &QToolButton::toggled, this, [this](bool on) {
        m_content->setVisible(on);
        updateToggle();
    });
    m_refused->setWordWrap(true);
    m_refused->setTextFormat(Qt::PlainText);
    auto *inner = new QVBoxLayout(m_content);
    inner->setContentsMargins(0, 0, 0, 0);
    inner->addWidget(m_table, 3);
    inner->addWidget(m_selfTestTitle);
    inner->addWidget(m_selfTests, 1);
    inner->addWidget(m_refused);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_toggle, 0, Qt::AlignLeft);
    outer->addWidget(m_content);
    m_content->hide();
    hide();
}

void HealthRecordsView::setRecords(const Health::HealthRecords &records)
{
    m_records = records;
    fillRecords();
    fillSelfTests();
    m_refused->setText(records.refused.isEmpty() ? QString()
                                                 : Health::refusedCommandsText(records.refused));
    m_refused->setVisible(!records.refused.isEmpty());
    setVisible(m_table->rowCount() > 0 || m_selfTests->rowCount() > 0);
    updateToggle();
}

void HealthRecordsView::updateToggle()
{
    m_toggle->setArrowType(m_toggle->isChecked() ? Qt::DownArrow : Qt::RightArrow);
    //: %n the number of records (SMART attributes or NVMe log fields)
    m_toggle->setText(tr("All records the drive keeps (%n)", nullptr, m_table->rowCount()));
}

void HealthRecordsView::fillRecords()
{
    const QList<Health::RecordRow> rows = Health::recordRows(m_records);
    const bool ata = !m_records.ataSmartData.isEmpty();
    m_table->setSortingEnabled(false);
    m_table->clear();
    m_table->setColumnCount(Count);
    m_table->setHorizontalHeaderLabels(Health::attributeColumnTitles());
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        const Health::RecordRow &r = rows[i];
        //: tooltip of a health record; %1 what it means, %2 the standard and section
        const QString tip = tr("%1\nDefined in: %2").arg(r.explanation, r.spec);
        const auto put = [&](int column, QTableWidgetItem *item) {
            item->setToolTip(tip);
            m_table->setItem(i, column, item);
        };
        put(Id, new NumberItem(r.id >= 0 ? QString::number(r.id) : QString(),
                               r.id >= 0 ? std::optional<double>(r.id) : std::nullopt));
        put(Name, new QTableWidgetItem(r.name));
        put(Value, new NumberItem(optionalNumber(r.value),
                                  r.value ? std::optional<double>(*r.value) : std::nullopt));
        put(Worst, new NumberItem(optionalNumber(r.worst),
                                  r.worst ? std::optional<double>(*r.worst) : std::nullopt));
        put(Threshold,
            new NumberItem(optionalNumber(r.threshold),
                           r.threshold ? std::optional<double>(*r.threshold) : std::nullopt));
        put(Raw, new NumberItem(r.raw, r.number));
        put(Type, new QTableWidgetItem(r.type));
        put(Updated, new QTableWidgetItem(r.updated));
        put(WhenFailed, new QTableWidgetItem(Health::attributeStateText(r.state)));
        put(Meaning, new QTableWidgetItem(r.explanation));
    }
    // The normalised columns mean nothing for NVMe fields.
    for (int c : {int(Id), int(Value), int(Worst), int(Threshold), int(Type), int(Updated),
                  int(WhenFailed)})
        m_table->setColumnHidden(c, !ata);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ata ? Id : -1, Qt::AscendingOrder);
    m_table->resizeColumnsToContents();
}

void HealthRecordsView::fillSelfTests()
{
    const QList<Health::SelfTestRow> rows = Health::selfTestRows(m_records);
    m_selfTestTitle->setText(rows.isEmpty() ? Health::emptySelfTestLogText()
                                            : tr("Self-test log, newest first:"));
    m_selfTests->setSortingEnabled(false);
    m_selfTests->clear();
    m_selfTests->setColumnCount(4);
    m_selfTests->setHorizontalHeaderLabels(Health::selfTestColumnTitles());
    m_selfTests->setRowCount(int(rows.size()));
    const QLocale locale;
    for (int i = 0; i < rows.size(); ++i) {
        const Health::SelfTestRow &r = rows[i];
        m_selfTests->setItem(i, 0, new QTableWidgetItem(r.kind));
        m_selfTests->setItem(i, 1, new QTableWidgetItem(r.result));
        m_selfTests->setItem(
            i, 2, new NumberItem(locale.toString(r.powerOnHours), double(r.powerOnHours)));
        m_selfTests->setItem(i, 3,
                             new QTableWidgetItem(r.failingLba
                                                      ? locale.toString(qulonglong(*r.failingLba))
                                                      : QString()));
    }
    m_selfTests->setVisible(!rows.isEmpty());
    m_selfTests->resizeColumnsToContents();
}

} // namespace DriveProof::Gui
