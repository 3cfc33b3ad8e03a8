// The numbers of a result, one row per measurement: commits per second with latencies and
// flushes per commit for the commit test, MB/s, IOPS and latencies for the others. Skipped
// lines keep their row and say why. Read-only; sorted as run.
#pragma once

#include "report/testresult.h"

#include <QTableWidget>

namespace DriveProof::Gui {

class NumbersTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit NumbersTable(QWidget *parent = nullptr);

    void setResult(const Report::TestResult &result);
    // The whole table's height, so it shows without a scroll bar of its own inside the
    // scrolling result page.
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    Report::TestResult m_result;
};

} // namespace DriveProof::Gui
