// The health card's self-test panel (issue 23): one button per kind the drive offers, with
// the duration it states, a progress bar while a test runs, an abort button and the last
// result in words. The drive runs the test, not DriveProof: the panel starts, stops and
// asks (Privilege::selfTest, off the UI thread), and picks a running test up again from the
// drive's own records when the window is opened anew.
#pragma once

#include "common/result.h"
#include "device/deviceinfo.h"
#include "health/health.h"
#include "health/selftest.h"

#include <QTimer>
#include <QWidget>

#include <functional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace DriveProof::Gui {

class SelfTestPanel : public QWidget
{
    Q_OBJECT
public:
    // Sends one action to the drive; blocking (polkit may ask). Privilege::selfTest by
    // default; tests script one.
    using Runner = std::function<Result<Health::SelfTestState>(const Device::DeviceInfo &,
                                                               Health::SelfTestAction)>;

    explicit SelfTestPanel(QWidget *parent = nullptr);

    void setRunner(Runner runner) { m_runner = std::move(runner); }
    // Keeps an ended test's result in the drive's history (report/selftesthistory.h);
    // blocking, run off the UI thread. Reads the log with Privilege::queryHealth by default;
    // tests script one or set none.
    using Keeper = std::function<void(const Device::DeviceInfo &)>;
    void setKeeper(Keeper keeper) { m_keeper = std::move(keeper); }
    // How often a running test is asked about; 10 s unless a test makes it shorter.
    void setPollInterval(int ms) { m_poll.setInterval(ms); }
    // A new drive, or new records of it: the offered kinds, durations and a running test
    // come from the records (SMART READ DATA's capability bytes, NVMe Identify and log
    // 06h). Hidden when the drive offers no self-test.
    void setDrive(const Device::DeviceInfo &info, const Health::HealthRecords &records);

    QPushButton *button(Health::SelfTestAction action) const;
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }

signals:
    // A test the panel saw running has ended: the drive's self-test log has a new entry.
    void testEnded();

private:
    void send(Health::SelfTestAction action);
    void apply(const Result<Health::SelfTestState> &result);
    void showState();

    QPushButton *m_short;
    QPushButton *m_extended;
    QPushButton *m_conveyance;
    QPushButton *m_abort;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTimer m_poll;
    Runner m_runner;
    Keeper m_keeper;
    Device::DeviceInfo m_info;
    Health::SelfTestState m_state;
    quint64 m_generation = 0; // a new drive drops answers about the old one
    bool m_busy = false;
};

} // namespace DriveProof::Gui
