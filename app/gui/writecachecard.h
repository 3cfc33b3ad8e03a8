// "Write cache": the drive's volatile write cache in words (its own setting, the kernel's
// view, FUA, the saved setting, whether a change can outlive a reboot), the findings, above
// all "the kernel says write through but the drive's cache is on", and a switch where the
// drive takes one. Presentation only: the window reads and switches the cache off the UI
// thread (Privilege::queryWriteCache / changeWriteCache) and hands the results in.
#pragma once

#include "card.h"
#include "notice.h"

#include "cache/writecache.h"
#include "common/result.h"
#include "device/deviceinfo.h"

#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QToolButton;
class QVBoxLayout;

namespace DriveProof::Gui {

class WriteCacheCard : public Card
{
    Q_OBJECT
public:
    explicit WriteCacheCard(QWidget *parent = nullptr);

    // A new drive: the kernel's view from `info` at once, "reading…" for the drive.
    void setDevice(const Device::DeviceInfo &info);
    // What Privilege::queryWriteCache returned for this drive.
    void setState(const Result<Cache::WriteCacheState> &state);
    // A switch runs: the controls are disabled. `mayAsk`: an authentication dialog may be
    // waiting for the user (not root).
    void setSwitching(bool mayAsk);
    // What Privilege::changeWriteCache returned: the re-read state, or why it failed (then
    // the last state read stays shown).
    void setSwitchResult(const Result<Cache::WriteCacheState> &result);
    bool isSwitching() const { return m_switching; }

    QPushButton *switchButton() const { return m_switch; }
    QCheckBox *persistBox() const { return m_persist; }
    Notice *dangerNotice() const { return m_danger; }
    Notice *messageNotice() const { return m_message; }
    Notice *switchErrorNotice() const { return m_switchError; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *aboutLabel() const { return m_about; }
    // "Why this matters": unfolds the explanation (aboutLabel), folded by default.
    QToolButton *whyToggle() const { return m_why; }
    // The findings shown as warnings, in order (the danger finding is not among them).
    QStringList findingTexts() const;

signals:
    // The user asked to turn the drive's cache on or off; `persist`: keep after reboot.
    void switchRequested(bool enabled, bool persist);

protected:
    void retranslateUi() override;

private:
    // What the status line and the switch's error notice say about the last switch; kept so
    // that a language change can say it again.
    enum class Outcome { None, Switching, Done, NotTaken, Failed };
    void showLoading();
    void showError(const Error &error);
    void showState(const Cache::WriteCacheState &state);
    void addDriveRow(const Cache::WriteCacheState &state);
    void addKernelRows(Device::KernelCacheMode kernelView, std::optional<bool> fua);
    void addPersistenceRows(const Cache::WriteCacheState &state);
    void showFindings(const QList<Finding> &findings, Notice::Kind kind);
    // writecacheswitch.cpp
    void showControls(const Cache::WriteCacheState &state);
    void requestSwitch();
    void showOutcome();

    Notice *m_danger;
    QWidget *m_findings;
    QVBoxLayout *m_findingsLayout;
    Notice *m_message;
    QLabel *m_about;
    QToolButton *m_why = nullptr;
    QWidget *m_controls;
    QPushButton *m_switch;
    QCheckBox *m_persist;
    QLabel *m_hint;
    QLabel *m_status;
    Notice *m_switchError;

    Device::DeviceInfo m_info;
    std::optional<Cache::WriteCacheState> m_state;
    std::optional<Error> m_error; // why the last read failed, when it did
    bool m_switching = false;
    bool m_requestedEnabled = false;
    Outcome m_outcome = Outcome::None;
    bool m_mayAsk = false;                // Switching: a password dialog may be open
    bool m_outcomeEnabled = false;        // Done, NotTaken: the setting that was asked for
    std::optional<Error> m_switchFailure; // Failed
};

} // namespace DriveProof::Gui
