// A test while it runs: which test, where, the step, a progress bar, the time left, the
// last numbers, the live chart, and Cancel (which works at any moment: the controller only
// sets a flag; the page says "Cancelling…" until the worker has stopped and cleaned up).
// Presentation only: it shows what the TestController hands on, at most ten times a second.
#pragma once

#include "suites/suite.h"
#include "suites/testcontroller.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;

namespace DriveProof::Gui {

namespace Charts {
class PositionChart;
class TimeSeriesChart;
} // namespace Charts

class RunPage : public QWidget
{
    Q_OBJECT
public:
    explicit RunPage(QWidget *parent = nullptr);

    // Follows this controller's run from now on (call right after start()).
    void follow(Suites::TestController *controller);

    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *stepLabel() const { return m_step; }
    QLabel *remainingLabel() const { return m_remaining; }
    Charts::TimeSeriesChart *timeChart() const { return m_timeChart; }
    Charts::PositionChart *positionChart() const { return m_positionChart; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showTitle();
    void showProgress(const Suites::Progress &progress);
    void addPoints(const QString &key, const QList<Report::IntervalPoint> &points);
    void showLast();
    void metricChosen(int index);
    void cancelClicked();

    QPointer<Suites::TestController> m_controller;
    Suites::Family m_family = Suites::Family::Quick;
    QString m_targetText;
    std::optional<Report::IntervalPoint> m_last;
    bool m_hasProgress = false;

    QLabel *m_title;
    QLabel *m_where;
    QLabel *m_step;
    QProgressBar *m_progress;
    QLabel *m_remaining;
    QLabel *m_now;
    QLabel *m_metricLabel;
    QComboBox *m_metric;
    QStackedWidget *m_charts;
    Charts::TimeSeriesChart *m_timeChart;
    Charts::PositionChart *m_positionChart;
    QLabel *m_note;
    QPushButton *m_cancel;
};

} // namespace DriveProof::Gui
