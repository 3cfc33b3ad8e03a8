// The DriveProof window: drive sidebar on the left, the selected drive's page on the right.
// Probing (Inventory::devices), alignment checks (Alignment::analyzeDevice) and the drive's
// write cache and health (Privilege::query*/changeWriteCache, which may wait for a polkit
// dialog) block, so they run on the global thread pool; results come back through
// QFutureWatcher on the GUI thread. At most one of each kind runs at a time.
#pragma once

#include "alignment/alignment.h"
#include "cache/writecache.h"
#include "common/result.h"
#include "device/inventory.h"
#include "device/udiskssource.h"
#include "health/health.h"

#include <QFutureWatcher>
#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <optional>

class QAction;
class QListView;
class QMenu;
class QMessageBox;
class QLabel;
class QProgressBar;
class QSplitter;
class QStackedWidget;

namespace DriveProof::Gui {

class AboutDialog;
class DriveListModel;
class PowerLossWizard;
class WitnessPage;
class DrivePage;
class SettingsDialog;
class StatusPage;
class TestWindow;

// What a worker read or changed for one drive. Optionals: QFuture wants a default value.
struct DriveStateReply
{
    QString path;
    QString key; // MainWindow's identity key of the drive, see stateKey()
    std::optional<Result<Cache::WriteCacheState>> cache;
    std::optional<Result<Health::HealthSummary>> health;
};

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `roots` and `useUdisks` let tests point the window at a fake sysfs tree.
    explicit MainWindow(Device::SysfsRoots roots = {}, bool useUdisks = true,
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    // Probes again and reads write caches and health again; the selection is kept by path.
    void refresh();
    // Selects the drive with this path now, or when the next probe lists it.
    void selectDevice(const QString &path);
    // True while a probe, an alignment check, a cache/health read or a switch runs.
    bool isBusy() const;
    // Edit > Preferences: opens the Settings dialog (window-modal), or raises it.
    void showPreferences();
    SettingsDialog *preferencesDialog() const; // while open
    // Help > About (window-modal, opened with open()).
    void showAbout();
    AboutDialog *aboutDialog() const; // while open
    // File > Power-loss witness: this computer as the witness of a test on another one.
    void showWitness();
    WitnessPage *witnessPage() const; // once opened
    // The power-loss wizard on its verify step with the tests pending on disk (done at
    // start when there are any); `verifyNow` starts verifying (driveproof --verify-pending).
    void openPendingPowerLossTests(bool verifyNow);
    PowerLossWizard *powerLossWizard() const; // the open one, or nullptr
    // The drives' test windows with a test running now.
    QList<TestWindow *> runningTests() const;
    // While closing waits for the user's answer: "A test is running… stop it and quit?"
    QMessageBox *stopTestsQuestion() const;

    DriveListModel *driveModel() const { return m_model; }
    QListView *driveList() const { return m_list; }
    DrivePage *drivePage() const { return m_page; }
    StatusPage *statusPage() const { return m_status; }

signals:
    // Nothing is being probed or checked any more; the window shows final values.
    void settled();

protected:
    void closeEvent(QCloseEvent *event) override;
    // QEvent::LanguageChange: menus and texts in the new language, and a new probe so that
    // the core's sentences (why a fact is unknown, alignment advice) follow.
    void changeEvent(QEvent *event) override;

private:
    static QString stateKey(const Device::DeviceInfo &info);
    // mainwindowmenus.cpp
    void createMenus();
    void retranslateUi();
    // mainwindow.cpp
    void createCentralWidget();
    void restoreSettings();
    void saveSettings();
    void startProbe();
    void probeFinished();
    void showCurrent();
    void updateBusy();
    void updateStatusMessage();
    // mainwindowstate.cpp
    void startAnalysis(const Device::DeviceInfo &info);
    void analysisFinished();
    void startStateQuery(const Device::DeviceInfo &info);
    void stateQueryFinished();
    // The drive list's health badge of the drive a reply is about, if it is still listed.
    void showHealthBadge(const DriveStateReply &reply);
    void switchWriteCache(bool enabled, bool persist);
    void switchFinished();
    void pruneStates();
    // mainwindowquit.cpp
    void askToStopTests(const QList<TestWindow *> &running);
    void stopTestsAndQuit();
    void askToStopPowerLoss();

    Device::Inventory m_inventory;
    Device::UdisksSource m_udisks;
    bool m_hasUdisks = false;
    bool m_wantUdisks = false;      // asked again at each probe until it answers
    QLabel *m_udisksNote = nullptr; // in the status bar while udisks2 is not running

    DriveListModel *m_model = nullptr;
    QStackedWidget *m_stack = nullptr;
    StatusPage *m_status = nullptr;
    QSplitter *m_splitter = nullptr;
    QListView *m_list = nullptr;
    DrivePage *m_page = nullptr;
    QProgressBar *m_busyBar = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openReportAction = nullptr;
    QAction *m_pasteReportAction = nullptr;
    QAction *m_witnessAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QPointer<SettingsDialog> m_preferences;
    QPointer<AboutDialog> m_about;
    QPointer<WitnessPage> m_witness;
    QPointer<QMessageBox> m_stopQuestion;
    bool m_stoppingTests = false; // the user agreed: quit once the tests have stopped
    bool m_quitAnyway = false;    // they took too long: quit; the controllers finish the job

    QFutureWatcher<QList<Device::DeviceInfo>> m_probeWatcher;
    QFutureWatcher<Alignment::AlignmentReport> m_alignWatcher;
    QFutureWatcher<DriveStateReply> m_stateWatcher;
    QFutureWatcher<DriveStateReply> m_switchWatcher;
    QTimer m_hotplugDelay;
    bool m_probing = false;   // until probeFinished() has run, not just the worker
    bool m_analyzing = false; // until analysisFinished() has run
    bool m_probeAgain = false;
    QString m_wantedPath; // selection to restore after the next probe
    int m_generation = 0; // bumped by every probe result
    int m_analysisGeneration = 0;
    QString m_analysisPath;
    QHash<QString, Alignment::AlignmentReport> m_reports; // by device path, this generation
    // Cache state and health by drive identity: they outlive probes (each read may cost the
    // user a polkit dialog), not a Refresh.
    QHash<QString, DriveStateReply> m_states;
    bool m_querying = false;   // until stateQueryFinished() has run
    int m_stateGeneration = 0; // bumped by refresh(): older replies are dropped
    int m_queryStateGeneration = 0;
    QString m_queryPath;
    bool m_switching = false; // until switchFinished() has run
    QString m_switchPath;
};

} // namespace DriveProof::Gui
