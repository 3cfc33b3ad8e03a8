// The health card's "Is it new?" panel (issue 23): the verdict from the drive's own
// counters (new, used, possibly reset) with the numbers, what happened since DriveProof
// first read the drive, and the endurance the maker rates the model for, which the user
// enters once per model (Health::DriveMemory) to see the data written against it. The
// same assessment as `driveproof-cli health` (Health::assessDriveUsage).
#pragma once

#include "device/deviceinfo.h"
#include "health/health.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace DriveProof::Gui {

class UsagePanel : public QWidget
{
    Q_OBJECT
public:
    explicit UsagePanel(QWidget *parent = nullptr);

    // The drive and what its health read gave; hidden when the counters say nothing.
    void setHealth(const Device::DeviceInfo &info, const Health::HealthSummary &health);
    void clear();

    QLabel *verdictLabel() const { return m_verdict; }
    QLabel *reasonsLabel() const { return m_reasons; }
    QDoubleSpinBox *enduranceBox() const { return m_endurance; }
    QPushButton *rememberButton() const { return m_remember; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void assess();
    void remember();
    void retranslate();

    QLabel *m_verdict;
    QLabel *m_reasons;
    QLabel *m_enduranceLabel;
    QDoubleSpinBox *m_endurance;
    QPushButton *m_remember;
    Device::DeviceInfo m_info;
    std::optional<Health::HealthSummary> m_health;
};

} // namespace DriveProof::Gui
