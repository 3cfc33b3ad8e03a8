// The guided power-loss test (docs/powerloss.md §2 "The guided wizard"), a window of its own:
// area → witness (or practice) → preflight → live run and "Pull the plug now" → after the
// restart, verification of the pending test → the report. The core does the work
// (powerloss/session.h, practice.h); this window only shows it: blocking calls run on
// the thread pool, the session's and practice run's status is polled ten times a second.
#pragma once

#include "device/deviceinfo.h"
#include "powerloss/practice.h"
#include "powerloss/session.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <mutex>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace DriveProof::Gui {

class PowerLossAreaStep;
class PowerLossPreflightStep;
class PowerLossReportPage;
class PowerLossRunStep;
class PowerLossVerifyStep;
class PowerLossWitnessStep;

class PowerLossWizard : public QWidget
{
    Q_OBJECT
public:
    enum class Step { Area, Witness, Preflight, Run, Verify, Report };

    explicit PowerLossWizard(const Device::DeviceInfo &disk, QWidget *parent = nullptr);
    ~PowerLossWizard() override; // cancels what runs and waits for its workers

    void setDevice(const Device::DeviceInfo &disk);
    // The verify step with the tests pending on disk; `verifyNow` starts the first at once
    // (driveproof --verify-pending, from the autostart entry).
    void showPending(bool verifyNow);
    void showStep(Step step);
    Step currentStep() const;
    bool isRunning() const; // a session, practice run or verification is under way

    void next();
    void back();

    PowerLossAreaStep *areaStep() const { return m_area; }
    PowerLossWitnessStep *witnessStep() const { return m_witness; }
    PowerLossPreflightStep *preflightStep() const { return m_preflight; }
    PowerLossRunStep *runStep() const { return m_run; }
    PowerLossVerifyStep *verifyStep() const { return m_verify; }
    PowerLossReportPage *reportPage() const { return m_report; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *backButton() const { return m_back; }
    QWidget *stepWidget(Step step) const;

    // Finds the wizard among `owner`'s children, or makes one; shows and raises it.
    static PowerLossWizard *open(const Device::DeviceInfo &disk, QWidget *owner);

signals:
    void stepChanged(DriveProof::Gui::PowerLossWizard::Step step);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    // powerlosswizard.cpp
    void retranslate();
    void updateButtons();
    PowerLoss::SessionSetup setup() const;
    // powerlosswizardruns.cpp
    static bool sessionActive(const PowerLoss::PowerLossSession::Status &status);
    void startPreflight();
    void confirmDevice();
    void startRun();
    void startPractice();
    void poll();
    void runEnded();
    void startVerify();
    void verifyFinished();
    void practiceFinished();

    Device::DeviceInfo m_disk;
    bool m_deviceConfirmed = false;
    std::optional<PowerLoss::Preflight> m_preflightResult;
    std::unique_ptr<PowerLoss::PowerLossSession> m_session;
    std::unique_ptr<PowerLoss::PracticeRun> m_practice;
    // The simulated drive the practice run and its report are about: the window title
    // names it, not the real drive, until the person leaves those steps.
    std::optional<PowerLoss::LyingDiskMode> m_practiceMode;
    QFutureWatcher<Result<PowerLoss::Preflight>> m_preflightWatcher;
    QFutureWatcher<Result<PowerLoss::VerifyReport>> m_verifyWatcher;
    QFutureWatcher<Result<PowerLoss::VerifyReport>> m_practiceWatcher;
    PowerLoss::PendingTest m_verifying;
    // Shared with the verifying worker, which may outlive a hasty close by a moment.
    struct VerifyShared
    {
        std::mutex mutex;
        PowerLoss::VerifyProgress progress;
        std::atomic<bool> cancel{false};
    };
    std::shared_ptr<VerifyShared> m_verifyShared;
    QTimer m_poll;

    QList<QLabel *> m_stepLabels;
    QStackedWidget *m_pages;
    PowerLossAreaStep *m_area;
    PowerLossWitnessStep *m_witness;
    PowerLossPreflightStep *m_preflight;
    PowerLossRunStep *m_run;
    PowerLossVerifyStep *m_verify;
    PowerLossReportPage *m_report;
    QPushButton *m_back;
    QPushButton *m_next;
    QPushButton *m_close;
};

} // namespace DriveProof::Gui
