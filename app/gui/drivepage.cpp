#include "drivepage.h"

#include "capacitycheck/capacitydialog.h"
#include "drivetests/pickerpage.h"
#include "drivetests/testcard.h"
#include "drivetests/testcatalog.h"
#include "guitext.h"
#include "healthcard.h"
#include "icons.h"
#include "identitycard.h"
#include "partitionscard.h"
#include "topologycard.h"
#include "writecachecard.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {
constexpr int kHeaderIconSize = 48;
}

DrivePage::DrivePage(QWidget *parent)
    : QScrollArea(parent)
{
    setObjectName(QStringLiteral("drivePage"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(this);
    content->setBackgroundRole(QPalette::Window);

    m_icon = new QLabel(content);
    m_icon->setFixedSize(kHeaderIconSize, kHeaderIconSize);
    m_title = new QLabel(content);
    m_title->setObjectName(QStringLiteral("driveTitle"));
    m_title->setTextFormat(Qt::PlainText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_title->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.4);
    m_title->setFont(big);
    m_subtitle = new QLabel(content);
    m_subtitle->setObjectName(QStringLiteral("driveSubtitle"));
    m_subtitle->setTextFormat(Qt::PlainText);
    m_subtitle->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *titles = new QVBoxLayout;
    titles->setSpacing(2);
    titles->addWidget(m_title);
    titles->addWidget(m_subtitle);
    auto *header = new QHBoxLayout;
    header->setSpacing(12);
    header->addWidget(m_icon, 0, Qt::AlignTop);
    header->addLayout(titles, 1);
    m_testButton = new QPushButton(content);
    m_testButton->setObjectName(QStringLiteral("driveTestButton"));
    m_testButton->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-start")));
    m_testButton->setEnabled(false); // until a drive is shown
    m_quickButton = new QPushButton(content);
    m_quickButton->setObjectName(QStringLiteral("driveQuickCheckButton"));
    m_quickButton->setIcon(QIcon::fromTheme(QStringLiteral("media-seek-forward")));
    m_quickButton->setEnabled(false);
    header->addWidget(m_quickButton, 0, Qt::AlignVCenter);
    header->addWidget(m_testButton, 0, Qt::AlignVCenter);
    header->addWidget(new CapacityButton(this, content), 0, Qt::AlignVCenter); // issue 24

    m_identity = new IdentityCard(content);
    m_topology = new TopologyCard(content);
    m_writeCache = new WriteCacheCard(content);
    m_health = new HealthCard(content);
    m_tests = new TestCard(content);
    m_partitions = new PartitionsCard(content);

    auto *grid = new QGridLayout(content);
    grid->setContentsMargins(16, 16, 16, 16);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(12);
    grid->addLayout(header, 0, 0, 1, 2);
    grid->addWidget(m_identity, 1, 0, Qt::AlignTop);
    grid->addWidget(m_topology, 1, 1, Qt::AlignTop);
    // Testing and alignment (the partitions) before the write cache's long explanation: what
    // people act on first. Testing before the partitions: a long partition table must not
    // push it out of sight.
    grid->addWidget(m_tests, 2, 0, 1, 2);
    grid->addWidget(m_partitions, 3, 0, 1, 2);
    // What the drive does with writes sits beside how it is doing.
    grid->addWidget(m_writeCache, 4, 0, Qt::AlignTop);
    grid->addWidget(m_health, 4, 1, Qt::AlignTop);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(5, 1);
    setWidget(content);
    // Tab from the sidebar lands here first: the page's main actions.
    setTabOrder(m_quickButton, m_testButton);
    setTabOrder(m_testButton, m_identity);
    connect(m_quickButton, &QPushButton::clicked, this, [this] { m_tests->quickCheck(); });
    connect(m_testButton, &QPushButton::clicked, this, [this] { m_tests->openTests(); });
    updateHeader();
}

void DrivePage::setDevice(const Device::DeviceInfo &info)
{
    // Another drive starts at its top (its name and buttons), not where the last was left.
    if (info.path != m_path) {
        verticalScrollBar()->setValue(0);
        horizontalScrollBar()->setValue(0);
    }
    m_path = info.path;
    m_info = info;
    updateHeader();
    m_identity->setDevice(info);
    m_topology->setDevice(info);
    m_partitions->setDevice(info);
    m_writeCache->setDevice(info);
    m_health->setDevice(info);
    m_tests->setDevice(info);
}

void DrivePage::updateHeader()
{
    m_testButton->setText(tr("&Test this drive…"));
    m_testButton->setEnabled(!m_path.isEmpty());
    m_quickButton->setText(tr("Q&uick check"));
    m_quickButton->setEnabled(false);
    if (m_path.isEmpty())
        return;
    updateQuickButton();
    const DriveType type = driveType(m_info);
    m_icon->setPixmap(driveIcon(type).pixmap(kHeaderIconSize, kHeaderIconSize));
    m_icon->setToolTip(driveTypeText(type));
    m_title->setText(driveTitle(m_info));
    //: under the drive name; %1 size, e.g. "2.0 TB", %2 kind of drive, %3 device path
    m_subtitle->setText(
        tr("%1 %2 · %3").arg(shortSize(m_info.sizeBytes), driveTypeText(type), m_info.path));
    //: %1 the drive's name
    m_testButton->setToolTip(tr("Measure %1: quick check, commit rate, throughput and more, in a "
                                "window of its own")
                                 .arg(driveTitle(m_info)));
}

void DrivePage::updateQuickButton()
{
    // Never the raw device: a temporary file in a folder of this drive, or nothing.
    const QString folder = PickerPage::quickCheckFolder(m_info);
    m_quickButton->setEnabled(!folder.isEmpty());
    if (folder.isEmpty()) {
        m_quickButton->setToolTip(
            tr("A quick check needs a folder on this drive that you can write to, and none of "
               "its file systems is mounted where you may write. Mount one (in your file "
               "manager or GNOME Disks) and press Refresh (F5), or choose a place with "
               "\"Test this drive…\"."));
        return;
    }
    const double seconds = TestCatalog::estimatedSeconds(
        TestChoice::Quick, m_tests->quickCheckStepSeconds(), m_tests->quickCheckBytes(), 0.0);
    //: tooltip of the Quick check button; %1 about how long it takes ("20 seconds"),
    //: %2 the folder that holds the temporary file
    m_quickButton->setToolTip(tr("Measure the four CrystalDiskMark tests now, in about %1, on "
                                 "a temporary file in %2")
                                  .arg(durationText(seconds), folder));
}

void DrivePage::changeEvent(QEvent *event)
{
    QScrollArea::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        updateHeader();
}

void DrivePage::setAlignment(const QString &devicePath, const Alignment::AlignmentReport &report)
{
    if (devicePath == m_path)
        m_partitions->setAlignment(report);
}

void DrivePage::setWriteCache(const QString &devicePath,
                              const Result<Cache::WriteCacheState> &state)
{
    if (devicePath != m_path)
        return;
    m_writeCache->setState(state);
    m_tests->setWriteCache(devicePath, state);
    updateKernelView(state);
}

void DrivePage::setWriteCacheSwitched(const QString &devicePath,
                                      const Result<Cache::WriteCacheState> &result)
{
    if (devicePath != m_path)
        return;
    m_writeCache->setSwitchResult(result);
    if (result)
        m_tests->setWriteCache(devicePath, result);
    updateKernelView(result);
}

void DrivePage::updateKernelView(const Result<Cache::WriteCacheState> &state)
{
    if (!state || state->kernelView.isEmpty())
        return;
    const bool fua = state->kernelFua.value_or(m_info.fua);
    if (state->kernelView == m_info.writeCache && fua == m_info.fua)
        return;
    m_info.writeCache = state->kernelView;
    m_info.fua = fua;
    m_topology->setDevice(m_info);
}

void DrivePage::setHealth(const QString &devicePath, const Result<Health::HealthSummary> &health)
{
    if (devicePath == m_path)
        m_health->setHealth(health);
}

} // namespace DriveProof::Gui
