// The right-hand page for one drive: a header with "Quick check" (one click: a short quick
// check on a temporary file) and "Test this drive…" buttons (testing is what most people
// came for: it must not hide below the fold), then the Identity and Topology cards, Test
// this drive and Partitions (alignment), and the Write cache and Health cards, whose long
// explanations come last, in a scroll area. Pure presentation: it shows the values it is
// given.
#pragma once

#include "alignment/alignment.h"
#include "cache/writecache.h"
#include "common/result.h"
#include "device/deviceinfo.h"
#include "health/health.h"

#include <QScrollArea>

class QLabel;
class QPushButton;

namespace DriveProof::Gui {

class IdentityCard;
class TopologyCard;
class PartitionsCard;
class WriteCacheCard;
class HealthCard;
class TestCard;

class DrivePage : public QScrollArea
{
    Q_OBJECT
public:
    explicit DrivePage(QWidget *parent = nullptr);

    void setDevice(const Device::DeviceInfo &info);
    // Ignored unless it is about the drive shown (reports can arrive late).
    void setAlignment(const QString &devicePath, const Alignment::AlignmentReport &report);
    // Also ignored unless about the drive shown.
    void setWriteCache(const QString &devicePath, const Result<Cache::WriteCacheState> &state);
    void setHealth(const QString &devicePath, const Result<Health::HealthSummary> &health);
    // What a switch of the write cache returned (Privilege::changeWriteCache).
    void setWriteCacheSwitched(const QString &devicePath,
                               const Result<Cache::WriteCacheState> &result);
    QString devicePath() const { return m_path; }

    IdentityCard *identityCard() const { return m_identity; }
    TopologyCard *topologyCard() const { return m_topology; }
    PartitionsCard *partitionsCard() const { return m_partitions; }
    WriteCacheCard *writeCacheCard() const { return m_writeCache; }
    HealthCard *healthCard() const { return m_health; }
    TestCard *testCard() const { return m_tests; }
    QPushButton *testButton() const { return m_testButton; }
    QPushButton *quickCheckButton() const { return m_quickButton; }

protected:
    // LanguageChange: the header says it again; the cards retranslate themselves.
    void changeEvent(QEvent *event) override;

private:
    void updateHeader();
    // Enabled with a writable folder of this drive; else disabled, with a tooltip saying why.
    void updateQuickButton();
    // A fresh read of the kernel's view (after a switch, say) updates the Topology card.
    void updateKernelView(const Result<Cache::WriteCacheState> &state);

    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_subtitle;
    QPushButton *m_testButton;
    QPushButton *m_quickButton;
    IdentityCard *m_identity;
    TopologyCard *m_topology;
    PartitionsCard *m_partitions;
    WriteCacheCard *m_writeCache;
    HealthCard *m_health;
    TestCard *m_tests;
    Device::DeviceInfo m_info;
    QString m_path;
};

} // namespace DriveProof::Gui
