// Step 4 of the power-loss wizard: the run, live. The phase, commits per second on a chart,
// writes in flight, what the witness holds and the link's state; once the session says the
// run is warm, a big "Pull the plug now" with how to do it (the power cord, not the power
// button; in cable-pull mode the drive's cable). Practice shows the same, with a button
// that simulates the cut.
#pragma once

#include "powerloss/practice.h"
#include "powerloss/session.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace DriveProof::Gui {

class Notice;
namespace Charts {
class TimeSeriesChart;
}

class PowerLossRunStep : public QWidget
{
    Q_OBJECT
public:
    explicit PowerLossRunStep(QWidget *parent = nullptr);

    // A new run: clears the chart. `practice` shows the cut button; `cablePull` the texts
    // for pulling the drive's cable.
    void begin(bool practice, bool cablePull);
    void showSession(const PowerLoss::PowerLossSession::Status &status);
    void showPractice(const PowerLoss::PracticeRun::Status &status);
    void showFailure(const QString &text);

    bool pullPlugShown() const;
    QLabel *pullPlugLabel() const { return m_pull; }
    QLabel *phaseLabel() const { return m_phase; }
    QPushButton *cutButton() const { return m_cut; }
    QPushButton *stopButton() const { return m_stop; }
    Charts::TimeSeriesChart *chart() const { return m_chart; }

signals:
    void cutRequested();  // practice: simulate the cut now
    void stopRequested(); // end cleanly, without a cut

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    bool m_practice = false;
    bool m_cablePull = false;
    bool m_warm = false;
    qint64 m_lastMs = 0;

    QLabel *m_title;
    QLabel *m_phase;
    QProgressBar *m_prepare;
    QLabel *m_numbers;
    Charts::TimeSeriesChart *m_chart;
    QLabel *m_pull;
    QLabel *m_pullHow;
    Notice *m_problem;
    QPushButton *m_cut;
    QPushButton *m_stop;
};

} // namespace DriveProof::Gui
