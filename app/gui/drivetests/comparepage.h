// Two runs side by side: for every measurement either has, its main number (MB/s, IOPS or
// commits per second) and its p99 latency in both runs, and the ratio of the second to the
// first, each line marked better or worse in the direction its quantity runs, and a chart
// of both runs' bars. "A" is the older run. The runs may be of the same drive on two dates,
// before and after switching its cache, or of two drives of the same model.
#pragma once

#include "report/testresult.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace DriveProof::Gui {

namespace Charts {
class CompareChart;
}
class Notice;

class ComparePage : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePage(QWidget *parent = nullptr);

    void setResults(const Report::TestResult &a, const Report::TestResult &b);
    QTableWidget *table() const { return m_table; }
    Charts::CompareChart *chart() const { return m_chart; }
    Notice *mismatchNotice() const { return m_mismatch; }

signals:
    void backRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuild();
    QString inReadingOrder(QString line) const;
    QString runText(const Report::TestResult &r) const;

    Report::TestResult m_a;
    Report::TestResult m_b;
    QLabel *m_title;
    QLabel *m_runA;
    QLabel *m_runB;
    Notice *m_mismatch;
    QLabel *m_note;
    QTableWidget *m_table;
    Charts::CompareChart *m_chart;
    QPushButton *m_back;
};

} // namespace DriveProof::Gui
