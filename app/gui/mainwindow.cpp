// MainWindow itself: the drive list beside the selected drive's page, the page stack with
// the status page (looking for drives, none found), probing the drives on the thread pool,
// and the busy bar and status line. The menus, closing and the per-drive workers live in
// mainwindowmenus.cpp, mainwindowquit.cpp and mainwindowstate.cpp.
#include "mainwindow.h"

#include "drivelistdelegate.h"
#include "drivelistmodel.h"
#include "drivepage.h"
#include "powerloss/powerlosswizard.h"
#include "statuspage.h"
#include "writecachecard.h"

#include "powerloss/session.h"

#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <unistd.h>

namespace DriveProof::Gui {

namespace {

QSettings settings()
{
    return QSettings(QStringLiteral("DriveProof"), QStringLiteral("DriveProof"));
}

} // namespace

// A drive's identity for cached cache/health replies: another drive plugged in under the
// same path (or another file behind a loop device) is asked again.
QString MainWindow::stateKey(const Device::DeviceInfo &info)
{
    QStringList parts{info.path, info.model, info.serial, info.wwn, info.backingFile};
    parts << QString::number(info.sizeBytes);
    return parts.join(QLatin1Char('\n'));
}

MainWindow::MainWindow(Device::SysfsRoots roots, bool useUdisks, QWidget *parent)
    : QMainWindow(parent)
    , m_inventory(std::move(roots))
{
    // One NameHasOwner round trip on the bus; the slow GetManagedObjects runs on the pool.
    m_wantUdisks = useUdisks;
    m_hasUdisks = useUdisks && m_inventory.useUdisks(&m_udisks);

    createMenus();
    createCentralWidget();
    retranslateUi();
    restoreSettings();

    connect(&m_probeWatcher, &QFutureWatcherBase::finished, this, &MainWindow::probeFinished);
    connect(&m_alignWatcher, &QFutureWatcherBase::finished, this, &MainWindow::analysisFinished);
    connect(&m_stateWatcher, &QFutureWatcherBase::finished, this, &MainWindow::stateQueryFinished);
    connect(&m_switchWatcher, &QFutureWatcherBase::finished, this, &MainWindow::switchFinished);
    // Hotplug comes in bursts (a disk and its partitions): probe once it has calmed down.
    m_hotplugDelay.setSingleShot(true);
    m_hotplugDelay.setInterval(300);
    connect(&m_hotplugDelay, &QTimer::timeout, this, &MainWindow::startProbe);
    connect(&m_inventory, &Device::Inventory::changed, &m_hotplugDelay,
            qOverload<>(&QTimer::start));
    m_inventory.startWatching();
    startProbe();
    // A power-loss test was started before the restart (the power cut): offer to verify it
    // once the window is up. --verify-pending opens it itself and starts verifying.
    // A practice run left behind by a crash is not one: its simulated drive is gone.
    QTimer::singleShot(0, this, [this] {
        const QList<PowerLoss::PendingTest> pending = PowerLoss::loadPendingTests();
        const bool real = std::any_of(pending.begin(), pending.end(),
                                      [](const PowerLoss::PendingTest &t) { return !t.practice; });
        if (!powerLossWizard() && real)
            openPendingPowerLossTests(false);
    });
}

MainWindow::~MainWindow()
{
    // The workers read m_inventory and copies; let them end before it goes.
    m_probeWatcher.waitForFinished();
    m_alignWatcher.waitForFinished();
    m_stateWatcher.waitForFinished();
    m_switchWatcher.waitForFinished();
}

void MainWindow::createCentralWidget()
{
    m_model = new DriveListModel(this);
    m_list = new QListView;
    m_list->setObjectName(QStringLiteral("driveList"));
    m_list->setModel(m_model);
    m_list->setItemDelegate(new DriveListDelegate(m_list));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(true);
    m_list->setMinimumWidth(200);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::showCurrent);

    m_page = new DrivePage;
    connect(m_page->writeCacheCard(), &WriteCacheCard::switchRequested, this,
            &MainWindow::switchWriteCache);
    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_list);
    m_splitter->addWidget(m_page);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({260, 840});
    setTabOrder(m_list, m_page); // Tab: sidebar -> page; arrows move within the list

    m_status = new StatusPage;
    connect(m_status, &StatusPage::refreshRequested, this, &MainWindow::refresh);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_status);
    m_stack->addWidget(m_splitter);
    setCentralWidget(m_stack);

    m_busyBar = new QProgressBar;
    m_busyBar->setRange(0, 0); // indeterminate
    m_busyBar->setTextVisible(false);
    m_busyBar->setMaximumWidth(120);
    m_busyBar->hide();
    statusBar()->addPermanentWidget(m_busyBar);
    // A widget, not a temporary message: a menu's status tip must not wipe it. It goes when
    // udisks2 answers (asked again at every refresh).
    m_udisksNote = new QLabel;
    m_udisksNote->setObjectName(QStringLiteral("udisksNote"));
    statusBar()->addWidget(m_udisksNote, 1);
}

void MainWindow::restoreSettings()
{
    const QSettings s = settings();
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1120, 740);
    m_splitter->restoreState(s.value(QStringLiteral("window/splitter")).toByteArray());
}

void MainWindow::saveSettings()
{
    QSettings s = settings();
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
}

void MainWindow::refresh()
{
    m_states.clear();
    ++m_stateGeneration;
    startProbe();
}

void MainWindow::selectDevice(const QString &path)
{
    m_wantedPath = path;
    const int row = m_model->rowOfPath(path);
    if (row >= 0)
        m_list->setCurrentIndex(m_model->index(row));
}

bool MainWindow::isBusy() const
{
    return m_probing || m_analyzing || m_querying || m_switching;
}

void MainWindow::startProbe()
{
    if (m_probing) {
        m_probeAgain = true; // something changed mid-probe: read again afterwards
        return;
    }
    if (m_model->rowCount() == 0) {
        m_status->showBusy();
        m_stack->setCurrentWidget(m_status);
    }
    if (m_wantUdisks && !m_hasUdisks) // started since: its facts from now on
        m_hasUdisks = m_inventory.useUdisks(&m_udisks);
    m_probing = true;
    const Device::Inventory *inventory = &m_inventory; // devices() is const and thread-safe
    m_probeWatcher.setFuture(QtConcurrent::run([inventory] { return inventory->devices(); }));
    updateBusy();
}

void MainWindow::probeFinished()
{
    if (m_wantedPath.isEmpty())
        m_wantedPath = m_page->devicePath();
    m_probing = false;
    ++m_generation;
    m_reports.clear(); // partitions may have changed with the drives
    m_model->setDevices(m_probeWatcher.result());
    pruneStates();
    for (const DriveStateReply &known : std::as_const(m_states))
        showHealthBadge(known); // read before this probe: the badges stay

    if (m_model->rowCount() == 0) {
        m_status->showNoDrives(m_hasUdisks);
        m_stack->setCurrentWidget(m_status);
    } else {
        m_stack->setCurrentWidget(m_splitter);
        // The first row is the first real disk: the model lists loop devices after them.
        const int row = qMax(0, m_model->rowOfPath(m_wantedPath));
        m_list->setCurrentIndex(m_model->index(row));
        m_wantedPath.clear();
        showCurrent();
    }
    if (m_probeAgain) {
        m_probeAgain = false;
        startProbe();
    }
    updateBusy();
}

void MainWindow::showCurrent()
{
    const Device::DeviceInfo *info = m_model->deviceAt(m_list->currentIndex().row());
    if (!info)
        return;
    const bool fresh = m_page->devicePath() != info->path || !m_reports.contains(info->path);
    if (fresh)
        m_page->setDevice(*info);
    const auto report = m_reports.constFind(info->path);
    if (report != m_reports.constEnd())
        m_page->setAlignment(info->path, *report);
    else
        startAnalysis(*info);

    const auto state = m_states.constFind(stateKey(*info));
    if (state == m_states.constEnd()) {
        startStateQuery(*info);
    } else if (fresh) {
        m_page->setWriteCache(info->path, *state->cache);
        m_page->setHealth(info->path, *state->health);
    }
    if (fresh && m_switching && m_switchPath == info->path)
        m_page->writeCacheCard()->setSwitching(::geteuid() != 0);
}

void MainWindow::updateBusy()
{
    const bool busy = isBusy();
    m_busyBar->setVisible(busy);
    updateStatusMessage();
    if (!busy)
        emit settled();
}

void MainWindow::updateStatusMessage()
{
    if (m_probing) {
        statusBar()->showMessage(tr("Looking for drives…"));
    } else if (m_analyzing) {
        //: %1 device path
        statusBar()->showMessage(tr("Checking the partitions of %1…").arg(m_analysisPath));
    } else if (m_switching) {
        //: %1 device path
        statusBar()->showMessage(tr("Switching the write cache of %1…").arg(m_switchPath));
    } else if (m_querying) {
        //: %1 device path
        statusBar()->showMessage(tr("Reading the write cache and health of %1…").arg(m_queryPath));
    } else {
        statusBar()->clearMessage();
    }
    m_udisksNote->setText(m_hasUdisks ? QString()
                                      : tr("udisks2 is not running: the facts shown come from "
                                           "the kernel alone."));
    m_udisksNote->setVisible(!m_hasUdisks);
}

} // namespace DriveProof::Gui
