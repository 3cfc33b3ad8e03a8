// The right-hand page for one drive: a header and the Identity, Topology and Partitions
// cards, in a scroll area. Pure presentation: it shows the values it is given.
#pragma once

#include "alignment/alignment.h"
#include "device/deviceinfo.h"

#include <QScrollArea>

class QLabel;

namespace DriveProof::Gui {

class IdentityCard;
class TopologyCard;
class PartitionsCard;

class DrivePage : public QScrollArea
{
    Q_OBJECT
public:
    explicit DrivePage(QWidget *parent = nullptr);

    void setDevice(const Device::DeviceInfo &info);
    // Ignored unless it is about the drive shown (reports can arrive late).
    void setAlignment(const QString &devicePath, const Alignment::AlignmentReport &report);
    QString devicePath() const { return m_path; }

    IdentityCard *identityCard() const { return m_identity; }
    TopologyCard *topologyCard() const { return m_topology; }
    PartitionsCard *partitionsCard() const { return m_partitions; }

private:
    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_subtitle;
    IdentityCard *m_identity;
    TopologyCard *m_topology;
    PartitionsCard *m_partitions;
    QString m_path;
};

} // namespace DriveProof::Gui
