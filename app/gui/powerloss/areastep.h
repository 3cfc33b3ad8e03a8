// Step 1 of the power-loss wizard: where the test writes (a test file in a folder on the
// drive, 1 GiB by default, or the raw device through the typed confirmation), how each
// commit is made durable, and whether only the drive loses power (cable-pull mode for USB
// and hot-plug drives).
#pragma once

#include "device/deviceinfo.h"
#include "powerloss/types.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace DriveProof::Gui {

class Notice;

class PowerLossAreaStep : public QWidget
{
    Q_OBJECT
public:
    explicit PowerLossAreaStep(QWidget *parent = nullptr);

    void setDevice(const Device::DeviceInfo &disk);
    void addFolder(const QString &folder); // offered and selected, like the folder dialog

    bool isComplete() const;
    bool isDevice() const;      // the raw device: needs the typed confirmation
    QString targetPath() const; // the test file, or the device node
    quint64 sizeBytes() const;
    PowerLoss::CommitMethod method() const;
    std::uint32_t writesPerCommit() const;
    bool cablePull() const;

    QComboBox *targetCombo() const { return m_target; }
    QComboBox *sizeCombo() const { return m_size; }
    QComboBox *methodCombo() const { return m_method; }
    QCheckBox *cablePullBox() const { return m_cablePull; }

signals:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillTargets();
    void targetChosen(int index);
    void updateTexts();

    Device::DeviceInfo m_disk;
    QStringList m_extraFolders;
    int m_lastTarget = 0;

    QLabel *m_title;
    QLabel *m_intro;
    QLabel *m_targetLabel;
    QComboBox *m_target;
    QLabel *m_sizeLabel;
    QComboBox *m_size;
    QLabel *m_methodLabel;
    QComboBox *m_method;
    QLabel *m_batchLabel;
    QSpinBox *m_batch;
    QCheckBox *m_cablePull;
    QLabel *m_cablePullWhy;
    Notice *m_danger;
};

} // namespace DriveProof::Gui
