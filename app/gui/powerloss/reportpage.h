// The power-loss report (docs/powerloss.md §2 "The guided wizard"): the verdict first, in plain
// words; what was found per class; the timeline of acknowledged writes against the
// estimated cut with lost ones marked; the validity checklist with reasons; the machine and
// drive as they were at the start; next steps; JSON export. For real runs and practice.
#pragma once

#include "powerloss/session.h"
#include "powerloss/verifier.h"

#include <QWidget>

class QFormLayout;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace DriveProof::Gui {

class Notice;
namespace Charts {
class CutTimelineChart;
}

class PowerLossReportPage : public QWidget
{
    Q_OBJECT
public:
    explicit PowerLossReportPage(QWidget *parent = nullptr);

    void setReport(const PowerLoss::VerifyReport &report, const PowerLoss::PendingTest &test);
    const PowerLoss::VerifyReport &report() const { return m_report; }

    // Writes reportToJson() to `path`; false (and the status line says why) on failure.
    bool exportJson(const QString &path);

    // What the page shows, for tests and screen readers.
    QLabel *verdictLabel() const { return m_verdict; }
    QStringList findingTexts() const;
    QString reasonsText() const; // the box under the verdict: why it failed
    QStringList validityTexts() const;
    Charts::CutTimelineChart *timelineChart() const { return m_chart; }
    QPushButton *exportButton() const { return m_export; }

signals:
    void newTestRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showReport();
    void askExport();

    PowerLoss::VerifyReport m_report;
    PowerLoss::PendingTest m_test;
    bool m_hasReport = false;

    QLabel *m_verdict;
    QLabel *m_subtitle;
    Notice *m_verdictNotice;
    QLabel *m_findingsHeading;
    QWidget *m_findings;
    QVBoxLayout *m_findingsLayout;
    QLabel *m_chartHeading;
    Charts::CutTimelineChart *m_chart;
    QLabel *m_chartNote;
    QLabel *m_validityHeading;
    QWidget *m_validity;
    QVBoxLayout *m_validityLayout;
    QLabel *m_environmentHeading;
    QWidget *m_environment;
    QFormLayout *m_environmentLayout;
    QLabel *m_nextHeading;
    QLabel *m_next;
    QLabel *m_status;
    QPushButton *m_export;
    QPushButton *m_newTest;
};

} // namespace DriveProof::Gui
