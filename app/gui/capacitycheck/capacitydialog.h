// "Check capacity…" for a drive (issue 24): is it as big as it says? A window-modal dialog
// that picks the quick probe or the full verify, asks consent (one click naming an empty
// drive, the typed device name for any other: ConfirmWriteDialog), runs on a worker
// thread with progress and Cancel, and shows the verdict (core/capacity). What was on the
// drive is never shown. The drive page holds a CapacityButton; the rest lives here.
#pragma once

#include "capacity/capacitydevice.h"
#include "device/deviceinfo.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QPushButton>

#include <atomic>
#include <memory>

class QLabel;
class QProgressBar;
class QRadioButton;

namespace DriveProof::Gui {

namespace Charts {
class TimeSeriesChart;
}
class DrivePage;
class Notice;

// The outcome of one run, made on the worker thread.
struct CapacityOutcome
{
    QString error; // translated: the device could not be opened
    Finding verdict;
    QStringList details; // translated lines under the verdict
};

class CapacityDialog : public QDialog
{
    Q_OBJECT
public:
    CapacityDialog(const Device::DeviceInfo &info, QWidget *parent = nullptr);
    ~CapacityDialog() override;

    bool isRunning() const { return m_watcher.isRunning(); }
    QPushButton *startButton() const { return m_start; }
    // The full verify's live chart: write rate, then read rate, over time (hidden for the
    // quick probe, whose phases are too short to draw).
    Charts::TimeSeriesChart *rateChart() const { return m_chart; }
    QRadioButton *fullChoice() const { return m_full; }
    QString verdictText() const;
    // A progress report from the worker (queued to this thread): the phase, the bar and,
    // for the full verify, a point on the chart. Public for tests that feed it directly.
    void showProgress(int phase, double fraction, double rate);

public slots:
    void reject() override; // while running: cancel, and close once stopped

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void askConsent();
    void run();
    void chartRate(int phase, double rate);
    static QString lineLabel(bool writing);
    void finished();

    Device::DeviceInfo m_info;
    Capacity::Consent m_consent = Capacity::Consent::TypeName;
    QLabel *m_intro;
    QRadioButton *m_quick;
    QRadioButton *m_full;
    Notice *m_notice;
    QLabel *m_phase;
    QProgressBar *m_bar;
    QLabel *m_details;
    Charts::TimeSeriesChart *m_chart;
    QElapsedTimer m_clock;   // since the start of the run
    double m_phaseStart = 0; // seconds: where the current line's time begins
    double m_lastPoint = 0;  // seconds: the end of the last point drawn
    int m_chartedPhase = -1;
    QPushButton *m_start;
    QPushButton *m_close;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFutureWatcher<CapacityOutcome> m_watcher;
    bool m_closeWhenDone = false;
};

// The drive page's "Check capacity…" button: opens a CapacityDialog for the page's drive.
class CapacityButton : public QPushButton
{
    Q_OBJECT
public:
    CapacityButton(DrivePage *page, QWidget *parent);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    DrivePage *m_page;
};

} // namespace DriveProof::Gui
