// "Test this drive" on the drive page: what the tests are for, buttons that open the
// drive's test window at the quick check, the commit test or the full list, and at its
// history, and a line while a test runs. The windows (one per drive) outlive a change of
// the drive shown, so a test goes on while the user looks at another drive.
#pragma once

#include "card.h"
#include "drivetests/testcatalog.h"

#include "cache/writecache.h"
#include "common/result.h"
#include "device/deviceinfo.h"
#include "device/drivecontents.h"

#include <QHash>
#include <QPointer>

#include <optional>

class QLabel;
class QPushButton;

namespace DriveProof::Gui {

class TestWindow;

class TestCard : public Card
{
    Q_OBJECT
public:
    explicit TestCard(QWidget *parent = nullptr);

    void setDevice(const Device::DeviceInfo &info);
    // What Privilege::queryWriteCache (or a switch) returned for a drive: the commit test's
    // cache A/B option depends on it.
    void setWriteCache(const QString &devicePath, const Result<Cache::WriteCacheState> &state);
    // What a drive holds (Device::probeDriveContents): an empty one is tested on its raw
    // device after one confirmation.
    void setContents(const QString &devicePath, const Device::DriveContents &contents);
    // Tests keep their history apart; empty: the user's.
    void setHistoryRoot(const QString &root) { m_historyRoot = root; }

    // The drive's test window, opened at the picker (with `choice` selected) or the history.
    TestWindow *openTests(std::optional<TestChoice> choice = std::nullopt);
    TestWindow *openHistory();
    // The drive's test window, running a short quick check (TestWindow::quickCheck).
    TestWindow *quickCheck();
    // The size and time per step of that quick check: the one definition
    // (Suites::kQuickCheckBytes), well under a minute (8 steps); tests make it shorter still.
    void setQuickCheckDefaults(quint64 bytes, double stepSeconds);
    static constexpr quint64 kQuickCheckBytes = Suites::kQuickCheckBytes;
    static constexpr double kQuickCheckStepSeconds = Suites::kQuickCheckStepSeconds;
    quint64 quickCheckBytes() const { return m_quickBytes; }
    double quickCheckStepSeconds() const { return m_quickSeconds; }
    // The window of the drive shown, if one was opened.
    TestWindow *testWindow() const;

    QPushButton *commitButton() const { return m_commit; }
    QPushButton *allButton() const { return m_all; }
    QPushButton *historyButton() const { return m_history; }

protected:
    void retranslateUi() override;

private:
    TestWindow *ensureWindow();
    void showStatus();

    Device::DeviceInfo m_info;
    QString m_historyRoot;
    quint64 m_quickBytes = kQuickCheckBytes;
    double m_quickSeconds = kQuickCheckStepSeconds;
    QHash<QString, QPointer<TestWindow>> m_windows;       // by device path
    QHash<QString, Cache::WriteCacheState> m_cacheStates; // by device path
    QHash<QString, Device::DriveContents> m_contents;     // by device path
    QLabel *m_about;
    QLabel *m_status;
    QPushButton *m_commit;
    QPushButton *m_all;
    QPushButton *m_history;
};

} // namespace DriveProof::Gui
