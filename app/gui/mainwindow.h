// The DriveProof window: drive sidebar on the left, the selected drive's page on the right.
// Probing (Inventory::devices) and alignment checks (Alignment::analyzeDevice) block, so
// they run on the global thread pool; results come back through QFutureWatcher on the GUI
// thread. At most one probe and one analysis run at a time.
#pragma once

#include "alignment/alignment.h"
#include "device/inventory.h"
#include "device/udiskssource.h"

#include <QFutureWatcher>
#include <QHash>
#include <QMainWindow>
#include <QTimer>

class QListView;
class QProgressBar;
class QSplitter;
class QStackedWidget;

namespace DriveProof::Gui {

class DriveListModel;
class DrivePage;
class StatusPage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `roots` and `useUdisks` let tests point the window at a fake sysfs tree.
    explicit MainWindow(Device::SysfsRoots roots = {}, bool useUdisks = true,
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    // Probes again; the selection is kept by device path.
    void refresh();
    // Selects the drive with this path now, or when the next probe lists it.
    void selectDevice(const QString &path);
    // True while a probe or an alignment check runs.
    bool isBusy() const;

    DriveListModel *driveModel() const { return m_model; }
    QListView *driveList() const { return m_list; }
    DrivePage *drivePage() const { return m_page; }
    StatusPage *statusPage() const { return m_status; }

signals:
    // Nothing is being probed or checked any more; the window shows final values.
    void settled();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void createCentralWidget();
    void restoreSettings();
    void startProbe();
    void probeFinished();
    void showCurrent();
    void startAnalysis(const Device::DeviceInfo &info);
    void analysisFinished();
    void updateBusy();
    void showAbout();

    Device::Inventory m_inventory;
    Device::UdisksSource m_udisks;
    bool m_hasUdisks = false;

    DriveListModel *m_model = nullptr;
    QStackedWidget *m_stack = nullptr;
    StatusPage *m_status = nullptr;
    QSplitter *m_splitter = nullptr;
    QListView *m_list = nullptr;
    DrivePage *m_page = nullptr;
    QProgressBar *m_busyBar = nullptr;

    QFutureWatcher<QList<Device::DeviceInfo>> m_probeWatcher;
    QFutureWatcher<Alignment::AlignmentReport> m_alignWatcher;
    QTimer m_hotplugDelay;
    bool m_probing = false;   // until probeFinished() has run, not just the worker
    bool m_analyzing = false; // until analysisFinished() has run
    bool m_probeAgain = false;
    QString m_wantedPath; // selection to restore after the next probe
    int m_generation = 0; // bumped by every probe result
    int m_analysisGeneration = 0;
    QString m_analysisPath;
    QHash<QString, Alignment::AlignmentReport> m_reports; // by device path, this generation
};

} // namespace DriveProof::Gui
