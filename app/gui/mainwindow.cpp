#include "mainwindow.h"

#include "drivelistdelegate.h"
#include "drivelistmodel.h"
#include "drivepage.h"
#include "statuspage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QSysInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveProof::Gui {

namespace {

QSettings settings()
{
    return QSettings(QStringLiteral("DriveProof"), QStringLiteral("DriveProof"));
}

} // namespace

MainWindow::MainWindow(Device::SysfsRoots roots, bool useUdisks, QWidget *parent)
    : QMainWindow(parent)
    , m_inventory(std::move(roots))
{
    setWindowTitle(tr("DriveProof"));
    // One NameHasOwner round trip on the bus; the slow GetManagedObjects runs on the pool.
    m_hasUdisks = useUdisks && m_inventory.useUdisks(&m_udisks);

    createMenus();
    createCentralWidget();
    restoreSettings();

    connect(&m_probeWatcher, &QFutureWatcherBase::finished, this, &MainWindow::probeFinished);
    connect(&m_alignWatcher, &QFutureWatcherBase::finished, this, &MainWindow::analysisFinished);
    // Hotplug comes in bursts (a disk and its partitions): probe once it has calmed down.
    m_hotplugDelay.setSingleShot(true);
    m_hotplugDelay.setInterval(300);
    connect(&m_hotplugDelay, &QTimer::timeout, this, &MainWindow::startProbe);
    connect(&m_inventory, &Device::Inventory::changed, &m_hotplugDelay,
            qOverload<>(&QTimer::start));
    m_inventory.startWatching();
    startProbe();
}

MainWindow::~MainWindow()
{
    // The workers read m_inventory and copies; let them end before it goes.
    m_probeWatcher.waitForFinished();
    m_alignWatcher.waitForFinished();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("quitAction"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *refreshAction = view->addAction(tr("&Refresh"), this, &MainWindow::refresh);
    refreshAction->setObjectName(QStringLiteral("refreshAction"));
    refreshAction->setShortcut(QKeySequence::Refresh);
    refreshAction->setStatusTip(tr("Read the list of drives again"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About DriveProof"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::createCentralWidget()
{
    m_model = new DriveListModel(this);
    m_list = new QListView;
    m_list->setObjectName(QStringLiteral("driveList"));
    m_list->setAccessibleName(tr("Drives"));
    m_list->setModel(m_model);
    m_list->setItemDelegate(new DriveListDelegate(m_list));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(true);
    m_list->setMinimumWidth(200);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::showCurrent);

    m_page = new DrivePage;
    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_list);
    m_splitter->addWidget(m_page);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({260, 840});
    setTabOrder(m_list, m_page); // Tab: sidebar -> page; arrows move within the list

    m_status = new StatusPage;
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_status);
    m_stack->addWidget(m_splitter);
    setCentralWidget(m_stack);

    m_busyBar = new QProgressBar;
    m_busyBar->setRange(0, 0); // indeterminate
    m_busyBar->setTextVisible(false);
    m_busyBar->setMaximumWidth(120);
    m_busyBar->setAccessibleName(tr("Busy"));
    m_busyBar->hide();
    statusBar()->addPermanentWidget(m_busyBar);
}

void MainWindow::restoreSettings()
{
    const QSettings s = settings();
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1120, 740);
    m_splitter->restoreState(s.value(QStringLiteral("window/splitter")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings s = settings();
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    event->accept();
}

void MainWindow::refresh()
{
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
    return m_probing || m_analyzing;
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

    if (m_model->rowCount() == 0) {
        m_status->showNoDrives();
        m_stack->setCurrentWidget(m_status);
    } else {
        m_stack->setCurrentWidget(m_splitter);
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
    if (m_page->devicePath() != info->path || !m_reports.contains(info->path))
        m_page->setDevice(*info);
    const auto report = m_reports.constFind(info->path);
    if (report != m_reports.constEnd())
        m_page->setAlignment(info->path, *report);
    else
        startAnalysis(*info);
}

void MainWindow::startAnalysis(const Device::DeviceInfo &info)
{
    if (m_analyzing)
        return; // analysisFinished() picks up whatever is shown by then
    m_analyzing = true;
    m_analysisPath = info.path;
    m_analysisGeneration = m_generation;
    // The worker gets its own copy of the DeviceInfo: nothing is shared with the GUI.
    m_alignWatcher.setFuture(QtConcurrent::run([info] { return Alignment::analyzeDevice(info); }));
    updateBusy();
}

void MainWindow::analysisFinished()
{
    m_analyzing = false;
    if (m_analysisGeneration == m_generation) {
        const Alignment::AlignmentReport report = m_alignWatcher.result();
        m_reports.insert(m_analysisPath, report);
        m_page->setAlignment(m_analysisPath, report);
    }
    m_analysisPath.clear();
    const Device::DeviceInfo *info = m_model->deviceAt(m_list->currentIndex().row());
    if (info && !m_reports.contains(info->path))
        startAnalysis(*info);
    updateBusy();
}

void MainWindow::updateBusy()
{
    const bool busy = isBusy();
    m_busyBar->setVisible(busy);
    if (m_probing) {
        statusBar()->showMessage(tr("Looking for drives…"));
    } else if (m_analyzing) {
        //: %1 device path
        statusBar()->showMessage(tr("Checking the partitions of %1…").arg(m_analysisPath));
    } else {
        statusBar()->showMessage(m_hasUdisks ? QString()
                                             : tr("udisks2 is not running: the facts shown come "
                                                  "from the kernel alone."));
    }
    if (!busy)
        emit settled();
}

void MainWindow::showAbout()
{
    //: About box (rich text). %1 DriveProof version, %2 Qt version, %3 Linux kernel version
    const QString text =
        tr("<h3>DriveProof %1</h3>"
           "<p>Tells you the truth about a drive: what it is, whether its "
           "partitions are aligned, and how it handles your writes.</p>"
           "<p>Qt %2<br>Linux kernel %3</p>")
            .arg(QStringLiteral(DRIVEPROOF_VERSION), QString::fromLatin1(qVersion()),
                 QSysInfo::kernelVersion().toHtmlEscaped());
    QMessageBox::about(this, tr("About DriveProof"), text);
}

} // namespace DriveProof::Gui
