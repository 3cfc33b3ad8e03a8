// "Topology": how the kernel addresses the drive. Size, sector sizes, I/O hints,
// alignment offset, the NVMe namespace's LBA formats with advice (once the health read
// brings Identify Namespace), the kernel's write-cache view and FUA, mounts and holders.
#pragma once

#include "card.h"

#include "device/deviceinfo.h"

#include <QByteArray>

#include <optional>

class QLabel;

namespace DriveProof::Gui {

class TopologyCard : public Card
{
    Q_OBJECT
public:
    explicit TopologyCard(QWidget *parent = nullptr);

    void setDevice(const Device::DeviceInfo &info);
    // Identify Namespace as the health read returned it (HealthRecords); empty: none.
    void setLbaFormats(const QByteArray &identifyNamespace);

protected:
    void retranslateUi() override;

private:
    void addBytesRow(const QString &key, const QString &label, int bytes,
                     const QString &toolTip = {});
    void addUsageRows(const Device::DeviceInfo &info);
    void addLbaFormatRows(const Device::DeviceInfo &info);

    std::optional<Device::DeviceInfo> m_info;
    QByteArray m_identifyNamespace;
    QLabel *m_lbaAdvice;
};

} // namespace DriveProof::Gui
