// The health card's "All records" part: every record the drive keeps (each SMART attribute,
// or each NVMe health log field) in a sortable, copyable table, each row with a one-line
// explanation and a tooltip naming the spec that defines it; and the drive's self-test log.
// Folded away behind a button until asked for. Presentation only: the rows come from
// Health::recordRows() / selfTestRows().
#pragma once

#include "health/health.h"

#include <QWidget>

class QLabel;
class QTableWidget;
class QToolButton;

namespace DriveProof::Gui {

class HealthRecordsView : public QWidget
{
    Q_OBJECT
public:
    explicit HealthRecordsView(QWidget *parent = nullptr);

    // Rebuilds both tables; hides itself when the records hold nothing to show.
    void setRecords(const Health::HealthRecords &records);

    QToolButton *toggleButton() const { return m_toggle; }
    QTableWidget *recordsTable() const { return m_table; }
    QTableWidget *selfTestTable() const { return m_selfTests; }

private:
    void fillRecords();
    void fillSelfTests();
    void updateToggle();

    QToolButton *m_toggle;
    QWidget *m_content;
    QTableWidget *m_table;
    QLabel *m_selfTestTitle;
    QTableWidget *m_selfTests;
    QLabel *m_refused;
    Health::HealthRecords m_records;
};

} // namespace DriveProof::Gui
