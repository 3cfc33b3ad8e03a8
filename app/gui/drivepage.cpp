#include "drivepage.h"

#include "capacitycheck/capacitydialog.h"
#include "card.h"
#include "drivetests/pickerpage.h"
#include "drivetests/testcard.h"
#include "drivetests/testcatalog.h"
#include "guitext.h"
#include "healthcard.h"
#include "icons.h"
#include "identitycard.h"
#include "partitionscard.h"
#include "topologycard.h"
#include "trimcard.h"
#include "writecachecard.h"

#include "report/comparison.h"

#include <QEvent>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveProof::Gui {

namespace {
constexpr int kHeaderIconSize = 48;
// The page's rows, top to bottom.
constexpr int kVerdictRow = 1;
constexpr int kFlashRow = 2;
constexpr int kAlignmentRow = 3;
constexpr int kTestRow = 4;
constexpr int kFactsRow = 5;
} // namespace

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
    m_note = makeParagraph(content);
    m_note->setObjectName(QStringLiteral("driveNote"));
    m_note->hide();

    auto *titles = new QVBoxLayout;
    titles->setSpacing(2);
    titles->addWidget(m_title);
    titles->addWidget(m_subtitle);
    titles->addWidget(m_note);
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
    m_trim = new TrimCard(content);
    m_tests = new TestCard(content);
    m_partitions = new PartitionsCard(content);

    auto *grid = new QGridLayout(content);
    grid->setContentsMargins(16, 16, 16, 16);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(12);
    grid->addLayout(header, 0, 0, 1, 2);
    // What people came for first (issue 22): how the drive is doing and what it does with
    // writes (the switch included), then alignment, then testing; identity and topology,
    // the reference facts, last. Rows are whole cards side by side, so that a card can be
    // added to a row or as a row of its own.
    grid->addWidget(m_health, kVerdictRow, 0, Qt::AlignTop);
    grid->addWidget(m_writeCache, kVerdictRow, 1, Qt::AlignTop);
    grid->addWidget(m_trim, kFlashRow, 0, 1, 2);
    grid->addWidget(m_partitions, kAlignmentRow, 0, 1, 2);
    grid->addWidget(m_tests, kTestRow, 0, 1, 2);
    grid->addWidget(m_identity, kFactsRow, 0, Qt::AlignTop);
    grid->addWidget(m_topology, kFactsRow, 1, Qt::AlignTop);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(kFactsRow + 1, 1);
    setWidget(content);
    // Tab from the sidebar lands here first: the page's main actions.
    setTabOrder(m_quickButton, m_testButton);
    setTabOrder(m_testButton, m_health);
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
    const bool changed = info.path != m_path ||
                         info.partitions.size() != m_info.partitions.size() ||
                         info.mountpoints != m_info.mountpoints || info.holders != m_info.holders;
    if (info.path != m_path)
        m_contents = {};
    m_path = info.path;
    m_info = info;
    if (changed || m_contents.state == Device::DriveContents::State::Unknown)
        probeContents();
    updateHeader();
    m_identity->setDevice(info);
    m_topology->setDevice(info);
    m_partitions->setDevice(info);
    m_writeCache->setDevice(info);
    m_health->setDevice(info);
    m_tests->setDevice(info);
    if (changed || info.path != m_trimPath)
        probeTrim();
}

void DrivePage::probeTrim()
{
    // sysfs and the unit files only: quick, but a hung device's sysfs read must not block.
    const quint64 generation = ++m_trimGeneration;
    const QString path = m_path;
    m_trimPath = path;
    m_trim->setDevice(m_info);
    auto *watcher = new QFutureWatcher<Result<Flash::TrimReport>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, path] {
        watcher->deleteLater();
        if (generation == m_trimGeneration && path == m_path)
            m_trim->setReport(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([path] { return Flash::trimReport(path); }));
}

void DrivePage::probeContents()
{
    // libblkid reads the start and the end of the drive: a sleeping disk spins up first.
    const quint64 generation = ++m_probeGeneration;
    const Device::DeviceInfo info = m_info;
    auto *watcher = new QFutureWatcher<Device::DriveContents>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, info] {
        watcher->deleteLater();
        if (generation != m_probeGeneration || info.path != m_path)
            return; // another drive, or a newer probe
        m_contents = watcher->result();
        m_tests->setContents(info.path, m_contents);
        updateHeader();
        emit contentsProbed(info.path);
    });
    watcher->setFuture(QtConcurrent::run([info] { return Device::probeDriveContents(info); }));
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
    // A temporary file in a folder of this drive; else the raw device of an empty drive
    // (after one confirmation); else nothing, and the page says why.
    const QString folder = PickerPage::quickCheckFolder(m_info);
    const bool emptyDevice = folder.isEmpty() && PickerPage::emptyDriveWritable(m_info, m_contents);
    m_quickButton->setEnabled(!folder.isEmpty() || emptyDevice);
    const double seconds = TestCatalog::estimatedSeconds(
        TestChoice::Quick, m_tests->quickCheckStepSeconds(), m_tests->quickCheckBytes(), 0.0);
    QString note;
    if (m_contents.isEmpty()) {
        note = m_info.readOnly || m_info.inUse()
                   ? tr("This drive is empty: no partition table and no file system. It is "
                        "read-only or in use, so only the reading tests can run on it.")
                   : tr("This drive is empty: no partition table and no file system, as a new "
                        "drive arrives. The quick check, the commit test and the sustained "
                        "write run on the whole device after one confirmation; there is no "
                        "need to partition it first.");
    } else if (folder.isEmpty()) {
        if (!m_info.inUse())
            note = tr("The quick check needs a folder on this drive, and none of its file "
                      "systems is mounted. Mount one (in your file manager or GNOME Disks) "
                      "and press Refresh (F5), or use \"Test this drive…\" for the reading "
                      "tests on the whole device (sequential and random reads, surface scan), "
                      "which write nothing.");
        else
            note = tr("The quick check needs a folder on this drive that you can write to, "
                      "and none of its file systems is mounted where you may write. Mount one "
                      "where you may and press Refresh (F5), or choose a folder of yours on it "
                      "with \"Test this drive…\".");
        if (m_contents.state == Device::DriveContents::State::Unknown && !m_contents.why.isEmpty())
            // Whether it is empty (and could be tested whole) is not known: say why.
            note = m_contents.why + u' ' + note;
    }
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    // The quick check's one definition, as the result, history and compare will show it.
    const QString definition =
        Report::quickCheckText(m_tests->quickCheckBytes(), m_tests->quickCheckStepSeconds());
    if (emptyDevice)
        //: tooltip of the Quick check button; %1 about how long it takes ("20 seconds"),
        //: %2 a device node
        m_quickButton->setToolTip(
            QStringList{tr("Measure the four CrystalDiskMark tests now, in about %1, on the empty "
                           "device %2 (asks once to confirm)")
                            .arg(durationText(seconds), m_info.path),
                        definition} // two lines
                .join(u'\n'));
    else if (folder.isEmpty())
        m_quickButton->setToolTip(note);
    else
        //: tooltip of the Quick check button; %1 about how long it takes ("20 seconds"),
        //: %2 the folder that holds the temporary file
        m_quickButton->setToolTip(
            QStringList{tr("Measure the four CrystalDiskMark tests now, in about %1, on "
                           "a temporary file in %2")
                            .arg(durationText(seconds), folder),
                        definition} // two lines
                .join(u'\n'));
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
    if (!state || state->kernelView == Device::KernelCacheMode::Unknown)
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
    if (devicePath != m_path)
        return;
    m_health->setHealth(health);
    // Identify Namespace comes with the health records: the LBA formats sit by the sectors.
    m_topology->setLbaFormats(health ? health->records.nvmeIdentifyNamespace : QByteArray());
}

} // namespace DriveProof::Gui
