// "Identity": what the drive is. Model, vendor, serial, firmware, WWN, transport, media,
// removable, read-only; a loop device shows its backing file instead of a drive identity.
#pragma once

#include "card.h"

#include "device/deviceinfo.h"

#include <optional>

class QLabel;

namespace DriveProof::Gui {

class IdentityCard : public Card
{
    Q_OBJECT
public:
    explicit IdentityCard(QWidget *parent = nullptr);

    void setDevice(const Device::DeviceInfo &info);

protected:
    void retranslateUi() override;

private:
    void addFact(const Device::DeviceInfo &info, const QString &key, const QString &label,
                 const QString &value);
    void addDriveRows(const Device::DeviceInfo &info);
    void showUnplacedFacts(const Device::DeviceInfo &info);

    QLabel *m_notes;
    std::optional<Device::DeviceInfo> m_info;
};

} // namespace DriveProof::Gui
