// Choosing a test for a drive: the list of tests, a paragraph on what the chosen one
// measures, how long it takes with these settings and whether it writes, then where it runs
// (a temporary file in a folder on one of the drive's file systems by default, another
// folder, or the raw device: read-only, or written over through the safety flow), the test
// size and the time per step. Start asks the window to run the plan; for the power-loss
// test it opens the guided wizard instead.
#pragma once

#include "drivetests/testcatalog.h"

#include "cache/writecache.h"
#include "device/deviceinfo.h"
#include "device/drivecontents.h"
#include "suites/testcontroller.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace DriveProof::Gui {

class Notice;

class PickerPage : public QWidget
{
    Q_OBJECT
public:
    // Where a test can run, as the target list offers it.
    enum class Place { Folder, ChooseFolder, DeviceRead, DeviceWrite };

    explicit PickerPage(QWidget *parent = nullptr);

    void setDevice(const Device::DeviceInfo &disk);
    void setWriteCache(const std::optional<Cache::WriteCacheState> &state);
    // What the drive holds: an empty drive offers its raw device for the writing tests, with
    // one confirmation instead of the typed name (pickerempty.cpp).
    void setContents(const Device::DriveContents &contents);
    void select(TestChoice choice);
    TestChoice currentChoice() const;
    // Adds a folder to the target list (as the folder dialog does) and selects it.
    void addFolder(const QString &folder);
    Place currentPlace() const;

    // Whether Start can run what is chosen, and the plan it would run.
    bool canStart() const;
    Suites::TestPlan plan() const;
    // The folder a one-click quick check uses: the first of the drive's folders (as the
    // target list offers them) that the user can write to; empty when there is none.
    static QString quickCheckFolder(const Device::DeviceInfo &disk);
    // A quick check of `bytes` with `stepSeconds` per step on a temporary file in `folder`,
    // with this page's other defaults.
    Suites::TestPlan quickCheckPlan(const QString &folder, quint64 bytes, double stepSeconds) const;
    // The same quick check on the raw device of an empty drive (writes: confirm first).
    Suites::TestPlan quickCheckDevicePlan(quint64 bytes, double stepSeconds) const;
    // Whether `disk` is empty and may be written whole: not read-only, nothing mounted or
    // stacked on it.
    static bool emptyDriveWritable(const Device::DeviceInfo &disk,
                                   const Device::DriveContents &contents);
    // Why Start cannot run what is chosen, with what to do; empty when it can.
    QString startRefusal() const;

    QListWidget *testList() const { return m_list; }
    QComboBox *targetCombo() const { return m_target; }
    QComboBox *sizeCombo() const { return m_size; }
    QDoubleSpinBox *durationSpin() const { return m_duration; }
    QCheckBox *cacheABBox() const { return m_cacheAB; }
    QPushButton *startButton() const { return m_start; }
    QLabel *descriptionLabel() const { return m_description; }
    QLabel *startReasonLabel() const { return m_startWhy; }

signals:
    void startRequested(const DriveProof::Suites::TestPlan &plan);
    void historyRequested();
    // Start with the power-loss test chosen: the wizard was opened (PowerLossWizard::open).
    void powerLossRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    // The target list's item data: a Place, and the folder or device path.
    static constexpr int kPlaceRole = Qt::UserRole;
    static constexpr int kPathRole = Qt::UserRole + 1;

    // pickerpage.cpp
    void retranslate();
    void fillTests();
    void fillDirections();
    void choiceChanged();
    void updateTexts();
    // pickerplace.cpp
    void fillTargets();
    void fillSizes();
    void targetChanged(int index);
    void chooseFolder();
    void updateCacheAB();
    QStringList folderCandidates() const;
    static QStringList folderCandidates(const Device::DeviceInfo &disk, const QString &homeMount);
    QString deviceWriteRefusal() const;
    // pickerempty.cpp
    bool emptyDrive() const { return m_contents.isEmpty(); }
    void updateStartReason();

    Device::DeviceInfo m_disk;
    std::optional<Cache::WriteCacheState> m_cache;
    Device::DriveContents m_contents;
    QStringList m_extraFolders; // chosen through the dialog
    QString m_homeMount;        // the mount point holding the home folder
    int m_lastTarget = 0;

    QLabel *m_listLabel;
    QListWidget *m_list;
    QLabel *m_title;
    QLabel *m_description;
    QLabel *m_timeText;
    QLabel *m_writes;
    Notice *m_danger;
    QFormLayout *m_form;
    QLabel *m_targetLabel;
    QComboBox *m_target;
    QLabel *m_sizeLabel;
    QComboBox *m_size;
    QLabel *m_durationLabel;
    QDoubleSpinBox *m_duration;
    QLabel *m_directionLabel;
    QComboBox *m_direction;
    QLabel *m_idleLabel;
    QSpinBox *m_idle;
    QCheckBox *m_cacheAB;
    QLabel *m_cacheABWhy;
    QLabel *m_startWhy;
    QPushButton *m_history;
    QPushButton *m_start;
};

} // namespace DriveProof::Gui
