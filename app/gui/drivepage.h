// The right-hand page for one drive: a header with "Quick check" (one click: a short quick
// check on a temporary file, or on the raw device of an empty drive) and "Test this drive…"
// buttons, a line that says when the drive is empty or why the quick check cannot run, then
// what people came for first (issue 22): Health beside Write cache (with its switch),
// Partitions (alignment), Test this drive, and last the reference facts, Identity beside
// Topology, in a scroll area. Pure presentation: it shows the values it is given.
#pragma once

#include "alignment/alignment.h"
#include "cache/writecache.h"
#include "common/result.h"
#include "device/deviceinfo.h"
#include "device/drivecontents.h"
#include "health/health.h"

#include <QScrollArea>

class QLabel;
class QPushButton;

namespace DriveProof::Gui {

class IdentityCard;
class TopologyCard;
class PartitionsCard;
class TrimCard;
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
    TrimCard *trimCard() const { return m_trim; }
    TestCard *testCard() const { return m_tests; }
    QPushButton *testButton() const { return m_testButton; }
    QPushButton *quickCheckButton() const { return m_quickButton; }
    // What the drive holds, once probed (off the GUI thread, after each setDevice()).
    const Device::DriveContents &contents() const { return m_contents; }
    // The line under the header: the drive is empty, or why the quick check cannot run.
    QLabel *noteLabel() const { return m_note; }

signals:
    void contentsProbed(const QString &devicePath);

protected:
    // LanguageChange: the header says it again; the cards retranslate themselves.
    void changeEvent(QEvent *event) override;

private:
    void updateHeader();
    // Enabled with a writable folder of this drive or an empty drive; else disabled, with the
    // reason and what to do written under the header.
    void updateQuickButton();
    void probeContents();
    // Whether TRIM reaches the drive (core/flash), read off the GUI thread.
    void probeTrim();
    // A fresh read of the kernel's view (after a switch, say) updates the Topology card.
    void updateKernelView(const Result<Cache::WriteCacheState> &state);

    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_subtitle;
    QLabel *m_note;
    QPushButton *m_testButton;
    QPushButton *m_quickButton;
    IdentityCard *m_identity;
    TopologyCard *m_topology;
    PartitionsCard *m_partitions;
    WriteCacheCard *m_writeCache;
    HealthCard *m_health;
    TrimCard *m_trim;
    TestCard *m_tests;
    Device::DeviceInfo m_info;
    QString m_path;
    Device::DriveContents m_contents;
    quint64 m_probeGeneration = 0;
    quint64 m_trimGeneration = 0;
    QString m_trimPath; // the drive the TRIM card was read for
};

} // namespace DriveProof::Gui
