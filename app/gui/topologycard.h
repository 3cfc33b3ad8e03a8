// "Topology": how the kernel addresses the drive. Size, sector sizes, I/O hints,
// alignment offset, the kernel's write-cache view and FUA, mounts and holders.
#pragma once

#include "card.h"

#include "device/deviceinfo.h"

#include <optional>

namespace DriveProof::Gui {

class TopologyCard : public Card
{
    Q_OBJECT
public:
    explicit TopologyCard(QWidget *parent = nullptr);

    void setDevice(const Device::DeviceInfo &info);

protected:
    void retranslateUi() override;

private:
    void addBytesRow(const QString &key, const QString &label, int bytes,
                     const QString &toolTip = {});
    void addUsageRows(const Device::DeviceInfo &info);

    std::optional<Device::DeviceInfo> m_info;
};

} // namespace DriveProof::Gui
