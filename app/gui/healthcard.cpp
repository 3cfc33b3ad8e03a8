#include "healthcard.h"

#include "guitext.h"
#include "healthrecordsview.h"
#include "icons.h"
#include "selftestpanel.h"
#include "usagepanel.h"
#include "writecachecard.h"

#include "cache/writecache.h"
#include "health/healthreasons.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

constexpr int kBadgeIconSize = 24;

QString count(qint64 value)
{
    return QLocale().toString(value);
}

QString percent(int value)
{
    //: a percentage; %1 the number, e.g. "97"
    return Tr::tr("%1%").arg(QLocale().toString(value));
}

} // namespace

HealthCard::HealthCard(QWidget *parent)
    : Card(tr("Health"), parent)
    , m_badgeIcon(new QLabel(this))
    , m_badge(new QLabel(this))
    , m_reasons(makeParagraph(this))
    , m_advice(makeParagraph(this))
    , m_message(new Notice(this))
    , m_records(new HealthRecordsView(this))
    , m_selfTest(new SelfTestPanel(this))
    , m_usage(new UsagePanel(this))
{
    setObjectName(QStringLiteral("healthCard"));
    m_badgeIcon->setObjectName(QStringLiteral("healthBadgeIcon"));
    m_badgeIcon->setFixedSize(kBadgeIconSize, kBadgeIconSize);
    m_badge->setObjectName(QStringLiteral("healthBadge"));
    m_badge->setTextFormat(Qt::PlainText);
    QFont big = m_badge->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.2);
    m_badge->setFont(big);
    m_reasons->setObjectName(QStringLiteral("healthReasons"));
    m_advice->setObjectName(QStringLiteral("healthAdvice"));
    m_message->setObjectName(QStringLiteral("healthMessage"));

    auto *badge = new QHBoxLayout;
    badge->setSpacing(8);
    badge->addWidget(m_badgeIcon, 0, Qt::AlignVCenter);
    badge->addWidget(m_badge, 1, Qt::AlignVCenter);
    // The verdict first, then why, then the numbers (the card's rows) and any message.
    body()->insertLayout(0, badge);
    body()->insertWidget(1, m_reasons);
    body()->insertWidget(2, m_advice);
    body()->addWidget(m_usage); // "is it new?" right after the numbers it is made from
    body()->addWidget(m_selfTest);
    body()->addWidget(m_records);
    body()->addWidget(m_message);
    body()->addStretch(1); // a taller card than needed keeps its texts together at the top
    setBadge(tr("Reading…"), {});
}

void HealthCard::retranslateUi()
{
    setTitle(tr("Health"));
    if (m_health)
        setHealth(Result<Health::HealthSummary>(*m_health)); // a copy: setHealth() assigns it
    else if (!m_info.path.isEmpty())
        setDevice(Device::DeviceInfo(m_info));
    else
        setBadge(tr("Reading…"), {});
}

void HealthCard::setDevice(const Device::DeviceInfo &info)
{
    m_info = info;
    m_health.reset();
    clearRows();
    clearTexts();
    if (Cache::hasDriveLevelCache(info))
        setBadge(tr("Reading…"), {});
    else
        showNoData();
}

void HealthCard::setHealth(const Result<Health::HealthSummary> &health)
{
    m_health = health;
    clearRows();
    clearTexts();
    if (health) {
        showSummary(health.value());
        return;
    }
    if (!Cache::hasDriveLevelCache(m_info)) {
        showNoData();
        return;
    }
    setBadge(tr("Unknown"), {});
    const ErrorText text = privilegeErrorText(health.error(), PrivilegedAction::ReadHealth);
    m_message->setNotice(Notice::Kind::Warning, text.text, text.details);
}

QString HealthCard::badgeText() const
{
    return m_badge->text();
}

void HealthCard::setBadge(const QString &text, const QIcon &icon)
{
    m_badge->setText(text);
    m_badgeIcon->setPixmap(icon.isNull() ? QPixmap() : icon.pixmap(kBadgeIconSize, kBadgeIconSize));
    m_badgeIcon->setVisible(!icon.isNull());
    //: accessible name of the health badge; %1 "Good", "Caution", "Bad", ...
    m_badge->setAccessibleName(tr("Health: %1").arg(text));
}

void HealthCard::clearTexts()
{
    m_reasons->clear();
    m_reasons->hide();
    m_advice->clear();
    m_advice->hide();
    m_message->setNotice(Notice::Kind::Info, {});
    m_records->setRecords({});
    m_selfTest->setDrive({}, {});
    m_usage->clear();
}

void HealthCard::showNoData()
{
    setBadge(tr("No health data"), {});
    QString why;
    if (m_info.isLoop()) {
        //: %1 device path, %2 the file behind the loop device
        why = tr("%1 is a file used as a drive (%2): it has no health data of its own. The "
                 "health of the drive that holds the file is what counts.")
                  .arg(m_info.path, m_info.backingFile);
    } else if (m_info.transport == Device::Transport::Virtio) {
        //: %1 device path
        why = tr("%1 is a virtual disk: the real drive is on the host, and only the host can "
                 "read its health.")
                  .arg(m_info.path);
    } else {
        //: %1 device path
        why = tr("%1 reports no health data that DriveProof can read.").arg(m_info.path);
    }
    m_message->setNotice(Notice::Kind::Info, why);
}

void HealthCard::showSummary(const Health::HealthSummary &health)
{
    switch (health.overall) {
    case Health::Overall::Good:
        setBadge(tr("Good"), verdictIcon(Alignment::Verdict::Ok));
        m_advice->setText(tr("The drive finds nothing wrong. That predicts some failures, not "
                             "all: keep backups."));
        break;
    case Health::Overall::Caution:
        setBadge(tr("Caution"), verdictIcon(Alignment::Verdict::Warning));
        m_advice->setText(tr("Make sure your backups are current, and check this drive again "
                             "soon."));
        break;
    case Health::Overall::Bad:
        setBadge(tr("Bad"), verdictIcon(Alignment::Verdict::Misaligned));
        m_advice->setText(tr("Back up the data on this drive now and plan to replace it."));
        break;
    case Health::Overall::Unknown:
        setBadge(tr("Unknown"), {});
        m_advice->setText(tr("The drive gave no overall assessment of its health."));
        break;
    }
    m_advice->show();
    if (!health.reasons.isEmpty()) {
        // Worded here from the codes, in this window's language (the helper may speak
        // another). One reason reads as a sentence; several as a list.
        const QStringList reasons = Health::reasonTexts(health.reasons);
        m_reasons->setText(reasons.size() == 1
                               ? reasons.constFirst()
                               : QStringLiteral("• ") + reasons.join(QStringLiteral("\n• ")));
        m_reasons->show();
    }
    addNumberRows(health);
    m_records->setRecords(health.records);
    m_selfTest->setDrive(m_info, health.records);
    m_usage->setHealth(m_info, health);
}

void HealthCard::addNumberRows(const Health::HealthSummary &h)
{
    // Only what the drive reported: an ATA drive has no spare, an NVMe drive no bad sectors.
    if (h.temperatureCelsius) {
        //: a temperature; %1 the number, e.g. "38"
        addRow(QStringLiteral("temperature"), tr("Temperature"),
               tr("%1 °C").arg(QLocale().toString(*h.temperatureCelsius, 'f', 0)));
    }
    if (h.powerOnHours)
        addRow(QStringLiteral("powerOnHours"), tr("Power-on hours"), count(*h.powerOnHours));
    if (h.powerCycles)
        addRow(QStringLiteral("powerCycles"), tr("Power cycles"), count(*h.powerCycles));
    if (h.unsafeShutdowns)
        addRow(QStringLiteral("unsafeShutdowns"), tr("Unsafe shutdowns"), count(*h.unsafeShutdowns),
               tr("Times power was lost before the drive was told: each one is a moment where "
                  "its write cache could lose data."));
    if (h.badSectors)
        addRow(QStringLiteral("badSectors"), tr("Bad sectors"), count(*h.badSectors),
               tr("Sectors the drive has replaced or is waiting to replace."));
    if (h.mediaErrors)
        addRow(QStringLiteral("mediaErrors"), tr("Media errors"), count(*h.mediaErrors),
               tr("Data the drive could not read or write correctly."));
    if (h.availableSparePercent)
        addRow(QStringLiteral("spare"), tr("Available spare"), percent(*h.availableSparePercent),
               tr("Reserve blocks left for replacing worn-out ones."));
    if (h.percentageUsed) {
        //: wear of a solid-state drive; %1 a percentage, e.g. "3%"
        addRow(QStringLiteral("wear"), tr("Wear"),
               tr("%1 of its rated life used").arg(percent(*h.percentageUsed)),
               tr("The maker's estimate; it can go past 100%."));
    }
    if (!h.source.isEmpty())
        addRow(QStringLiteral("source"), tr("Read from"), h.source);
}

} // namespace DriveProof::Gui
