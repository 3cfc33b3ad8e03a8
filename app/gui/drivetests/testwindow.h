// The window where one drive's tests run: pick a test, watch it run, read its result, browse
// and compare the drive's history. One per drive, opened from the drive page's "Test this
// drive" card; it owns the TestController, so a test goes on while the main window shows
// another drive. Closing the window cancels a running test (its finished steps are kept in
// the history); the temporary file is removed either way.
#pragma once

#include "drivetests/testcatalog.h"

#include "cache/writecache.h"
#include "device/deviceinfo.h"
#include "device/drivecontents.h"
#include "report/testresult.h"
#include "suites/testcontroller.h"

#include <QWidget>

#include <optional>

class QStackedWidget;

namespace DriveProof::Gui {

class ComparePage;
class HistoryPage;
class PickerPage;
class ResultPage;
class RunPage;

class TestWindow : public QWidget
{
    Q_OBJECT
public:
    explicit TestWindow(const Device::DeviceInfo &disk, QWidget *parent = nullptr);
    ~TestWindow() override;

    // A fresh probe of the same drive (mount points may have changed).
    void setDevice(const Device::DeviceInfo &disk);
    void setWriteCache(const std::optional<Cache::WriteCacheState> &state);
    // What the drive holds (Device::probeDriveContents): an empty drive is tested on its
    // raw device after one confirmation, without the typed name.
    void setContents(const Device::DriveContents &contents);
    const Device::DriveContents &contents() const { return m_contents; }
    // Tests keep their history apart; empty: the user's.
    void setHistoryRoot(const QString &root);
    const Device::DeviceInfo &device() const { return m_disk; }

    void showPicker(std::optional<TestChoice> choice = std::nullopt);
    void showHistory();
    // Runs the plan; a raw-device write asks the user to type the device's name first, or,
    // on an empty drive, to confirm once.
    void start(const Suites::TestPlan &plan);
    bool isRunning() const;
    // One click from the drive page: a quick check of `bytes` with `stepSeconds` per step on
    // a temporary file in the drive's first writable folder; without one, on the raw device
    // of an empty drive (after one confirmation). Else it opens the picker at the quick
    // check, where the user chooses the place.
    void quickCheck(quint64 bytes, double stepSeconds);

    Suites::TestController *controller() const { return m_controller; }
    PickerPage *pickerPage() const { return m_picker; }
    RunPage *runPage() const { return m_run; }
    ResultPage *resultPage() const { return m_result; }
    HistoryPage *historyPage() const { return m_history; }
    ComparePage *comparePage() const { return m_compare; }
    QWidget *currentPage() const;

signals:
    void runningChanged(bool running);
    // A run ended and its result was shown (and kept, unless it failed before measuring).
    void testFinished(const DriveProof::Report::TestResult &result);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void begin(Suites::TestPlan plan);
    void finished(const Report::TestResult &result);

    Device::DeviceInfo m_disk;
    Device::DriveContents m_contents;
    QString m_historyRoot;
    Suites::TestController *m_controller;
    QStackedWidget *m_pages;
    PickerPage *m_picker;
    RunPage *m_run;
    ResultPage *m_result;
    HistoryPage *m_history;
    ComparePage *m_compare;
};

} // namespace DriveProof::Gui
