// "Health": the drive's own assessment as a badge (good / caution / bad / unknown), the
// reasons behind it, what to do, and the numbers the drive reports (temperature, power-on
// hours, power cycles, unsafe shutdowns, bad sectors, media errors, spare, wear). Loop and
// virtual disks say plainly that they have no health data. Presentation only: the window
// reads health off the UI thread (Privilege::queryHealth) and hands the result in.
#pragma once

#include "card.h"

#include "common/result.h"
#include "device/deviceinfo.h"
#include "health/health.h"

#include <optional>

class QLabel;

namespace DriveProof::Gui {

class HealthRecordsView;
class SelfTestPanel;
class UsagePanel;
class Notice;

class HealthCard : public Card
{
    Q_OBJECT
public:
    explicit HealthCard(QWidget *parent = nullptr);

    // A new drive: "reading…", or at once "no health data" for loop and virtual disks.
    void setDevice(const Device::DeviceInfo &info);
    // What Privilege::queryHealth returned for this drive.
    void setHealth(const Result<Health::HealthSummary> &health);

    // "Good", "Caution", "Bad", "Unknown", "No health data", "Reading…"
    QString badgeText() const;
    QLabel *badgeIconLabel() const { return m_badgeIcon; }
    QLabel *reasonsLabel() const { return m_reasons; }
    QLabel *adviceLabel() const { return m_advice; }
    Notice *messageNotice() const { return m_message; }
    HealthRecordsView *recordsView() const { return m_records; }
    SelfTestPanel *selfTestPanel() const { return m_selfTest; }
    UsagePanel *usagePanel() const { return m_usage; }

protected:
    void retranslateUi() override;

private:
    void setBadge(const QString &text, const QIcon &icon);
    void showNoData();
    void showSummary(const Health::HealthSummary &health);
    void addNumberRows(const Health::HealthSummary &health);
    void clearTexts();

    QLabel *m_badgeIcon;
    QLabel *m_badge;
    QLabel *m_reasons;
    QLabel *m_advice;
    Notice *m_message;
    HealthRecordsView *m_records;
    SelfTestPanel *m_selfTest;
    UsagePanel *m_usage;
    Device::DeviceInfo m_info;
    std::optional<Result<Health::HealthSummary>> m_health; // the last setHealth()
};

} // namespace DriveProof::Gui
