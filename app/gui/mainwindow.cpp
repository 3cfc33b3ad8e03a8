#include "mainwindow.h"

#include "aboutdialog.h"
#include "drivelistdelegate.h"
#include "drivelistmodel.h"
#include "drivepage.h"
#include "drivetests/testwindow.h"
#include "powerloss/powerlosswizard.h"
#include "powerloss/witnesspage.h"
#include "settingsdialog.h"
#include "statuspage.h"
#include "writecachecard.h"

#include "powerloss/session.h"
#include "privilege/drivecontrol.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
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

// A drive's identity for cached cache/health replies: another drive plugged in under the
// same path (or another file behind a loop device) is asked again.
QString stateKey(const Device::DeviceInfo &info)
{
    QStringList parts{info.path, info.model, info.serial, info.wwn, info.backingFile};
    parts << QString::number(info.sizeBytes);
    return parts.join(QLatin1Char('\n'));
}

} // namespace

MainWindow::MainWindow(Device::SysfsRoots roots, bool useUdisks, QWidget *parent)
    : QMainWindow(parent)
    , m_inventory(std::move(roots))
{
    // One NameHasOwner round trip on the bus; the slow GetManagedObjects runs on the pool.
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

void MainWindow::createMenus()
{
    // Texts come from retranslateUi(), again at every language change.
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_witnessAction = m_fileMenu->addAction(QString(), this, &MainWindow::showWitness);
    m_witnessAction->setObjectName(QStringLiteral("witnessAction"));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setObjectName(QStringLiteral("quitAction"));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_preferencesAction = m_editMenu->addAction(QString(), this, &MainWindow::showPreferences);
    m_preferencesAction->setObjectName(QStringLiteral("preferencesAction"));
    // The platform's own where it has one (KDE: Ctrl+Shift+,), else GNOME's Ctrl+,.
    QList<QKeySequence> preferenceKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (preferenceKeys.isEmpty())
        preferenceKeys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    m_preferencesAction->setShortcuts(preferenceKeys);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_refreshAction = m_viewMenu->addAction(QString(), this, &MainWindow::refresh);
    m_refreshAction->setObjectName(QStringLiteral("refreshAction"));
    m_refreshAction->setShortcut(QKeySequence::Refresh);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("DriveProof"));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_witnessAction->setText(tr("Power-loss &witness…"));
    m_witnessAction->setStatusTip(
        tr("Record the power-loss test of another computer's drive on this one"));
    m_editMenu->setTitle(tr("&Edit"));
    m_preferencesAction->setText(tr("&Preferences…"));
    m_preferencesAction->setStatusTip(
        tr("Choose the language, the unit of transfer rates and the test defaults"));
    m_viewMenu->setTitle(tr("&View"));
    m_refreshAction->setText(tr("&Refresh"));
    m_refreshAction->setStatusTip(tr("Read the list of drives again"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About DriveProof"));
    m_list->setAccessibleName(tr("Drives"));
    m_busyBar->setAccessibleName(tr("Busy"));
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    retranslateUi();
    m_model->retranslate();
    updateStatusMessage();
    // The page and its cards retranslate themselves from what they show. The core's own
    // sentences were translated when they were made: read the drives again for those, and
    // the cache and health where that asks for no authentication (root, or nothing to ask
    // the drive). Other replies are kept until Refresh: each may cost a polkit dialog.
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Device::DeviceInfo *info = m_model->deviceAt(row);
        if (::geteuid() == 0 || !Cache::hasDriveLevelCache(*info))
            m_states.remove(stateKey(*info));
    }
    startProbe();
}

SettingsDialog *MainWindow::preferencesDialog() const
{
    return m_preferences.data();
}

void MainWindow::showPreferences()
{
    if (!m_preferences) {
        m_preferences = new SettingsDialog(this);
        m_preferences->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_preferences->open();
    m_preferences->raise();
    m_preferences->activateWindow();
}

void MainWindow::showWitness()
{
    if (!m_witness)
        m_witness = new WitnessPage(this); // a child: it closes with the main window
    m_witness->setWindowFlag(Qt::Window);
    m_witness->show();
    m_witness->raise();
    m_witness->activateWindow();
}

WitnessPage *MainWindow::witnessPage() const
{
    return m_witness.data();
}

PowerLossWizard *MainWindow::powerLossWizard() const
{
    return findChild<PowerLossWizard *>();
}

void MainWindow::openPendingPowerLossTests(bool verifyNow)
{
    PowerLossWizard *wizard = PowerLossWizard::open(Device::DeviceInfo{}, this);
    if (!wizard->isRunning())
        wizard->showPending(verifyNow);
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

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Quitting mid-test is a question, not an accident: the user may have waited an hour.
    const QList<TestWindow *> running = runningTests();
    if (!running.isEmpty() && !m_quitAnyway) {
        event->ignore();
        if (!m_stoppingTests)
            askToStopTests(running);
        return;
    }
    if (PowerLossWizard *wizard = powerLossWizard();
        wizard && wizard->isRunning() && !m_quitAnyway) {
        event->ignore();
        askToStopPowerLoss();
        return;
    }
    saveSettings();
    event->accept();
}

QList<TestWindow *> MainWindow::runningTests() const
{
    QList<TestWindow *> out;
    const QList<TestWindow *> windows = findChildren<TestWindow *>();
    for (TestWindow *w : windows)
        if (w->isRunning())
            out << w;
    return out;
}

QMessageBox *MainWindow::stopTestsQuestion() const
{
    return m_stopQuestion.data();
}

void MainWindow::askToStopTests(const QList<TestWindow *> &running)
{
    if (m_stopQuestion) {
        m_stopQuestion->raise();
        m_stopQuestion->activateWindow();
        return;
    }
    QStringList drives;
    for (const TestWindow *w : running)
        drives << (w->device().path.isEmpty() ? w->controller()->plan().target.path
                                              : w->device().path);
    //: %1 device paths, e.g. "/dev/sda"; more than one joined by ", "
    const QString text =
        tr("A test is running on %1. Stop it and quit?", nullptr, int(drives.size()))
            .arg(QLocale().createSeparatedList(drives));
    auto *box = new QMessageBox(QMessageBox::Question, tr("Stop the test?"), text,
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("stopTestsQuestion"));
    box->setInformativeText(tr("The steps that finished are kept in the history; the temporary "
                               "file is removed."));
    QPushButton *stop = box->addButton(tr("&Stop and quit"), QMessageBox::AcceptRole);
    stop->setObjectName(QStringLiteral("stopAndQuit"));
    QPushButton *keep = box->addButton(tr("&Keep testing"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepTesting"));
    box->setDefaultButton(keep); // Enter by habit must not end an hour-long run
    box->setEscapeButton(keep);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::buttonClicked, this, [this, stop](QAbstractButton *clicked) {
        if (clicked == stop)
            stopTestsAndQuit();
    });
    m_stopQuestion = box;
    box->open();
}

// A power-loss run ended by quitting has no cut to verify: say so, and keep it by default.
void MainWindow::askToStopPowerLoss()
{
    auto *box = new QMessageBox(
        QMessageBox::Question, tr("Stop the power-loss test?"),
        tr("The power-loss test is running. Quitting stops it without a power cut, so this "
           "run cannot tell whether the drive keeps its writes."),
        QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("stopPowerLossQuestion"));
    QPushButton *stop = box->addButton(tr("&Stop and quit"), QMessageBox::AcceptRole);
    QPushButton *keep = box->addButton(tr("&Keep running"), QMessageBox::RejectRole);
    box->setDefaultButton(keep);
    box->setEscapeButton(keep);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::buttonClicked, this, [this, stop](QAbstractButton *clicked) {
        if (clicked != stop)
            return;
        m_quitAnyway = true; // the wizard's destructor cancels the run and waits for it
        close();
    });
    box->open();
}

void MainWindow::stopTestsAndQuit()
{
    m_stoppingTests = true;
    const QList<TestWindow *> running = runningTests();
    for (TestWindow *w : running) {
        // Quit once the last one has ended: its temporary file is gone by then.
        connect(w, &TestWindow::runningChanged, this, [this](bool nowRunning) {
            if (!nowRunning && runningTests().isEmpty())
                close();
        });
        w->controller()->cancel();
    }
    // Cancel answers within a second or two; should a worker hang in the kernel, quit anyway:
    // each controller's destructor still waits for it and removes the file.
    QTimer::singleShot(15000, this, [this] {
        m_quitAnyway = true;
        close();
    });
    if (running.isEmpty())
        close();
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

    if (m_model->rowCount() == 0) {
        m_status->showNoDrives(m_hasUdisks);
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

void MainWindow::startStateQuery(const Device::DeviceInfo &info)
{
    if (m_querying)
        return; // stateQueryFinished() picks up whatever is shown by then
    m_querying = true;
    m_queryPath = info.path;
    m_queryStateGeneration = m_stateGeneration;
    const QString key = stateKey(info);
    // Worker thread: the privilege calls block, maybe behind a polkit dialog.
    m_stateWatcher.setFuture(QtConcurrent::run([info, key] {
        DriveStateReply reply;
        reply.path = info.path;
        reply.key = key;
        reply.cache = Privilege::queryWriteCache(info);
        reply.health = Privilege::queryHealth(info);
        return reply;
    }));
    updateBusy();
}

void MainWindow::stateQueryFinished()
{
    m_querying = false;
    m_queryPath.clear();
    if (m_queryStateGeneration == m_stateGeneration) {
        const DriveStateReply reply = m_stateWatcher.result();
        m_states.insert(reply.key, reply);
        // Late replies for another drive are kept for later but not shown.
        const Device::DeviceInfo *shown = m_model->deviceAt(m_model->rowOfPath(reply.path));
        if (shown && stateKey(*shown) == reply.key) {
            // A switch of this drive's cache (after a Refresh) answers for itself.
            if (!(m_switching && m_switchPath == reply.path))
                m_page->setWriteCache(reply.path, *reply.cache);
            m_page->setHealth(reply.path, *reply.health);
        }
    }
    const Device::DeviceInfo *info = m_model->deviceAt(m_list->currentIndex().row());
    if (info && !m_states.contains(stateKey(*info)))
        startStateQuery(*info);
    updateBusy();
}

void MainWindow::switchWriteCache(bool enabled, bool persist)
{
    const Device::DeviceInfo *info = m_model->deviceAt(m_model->rowOfPath(m_page->devicePath()));
    if (m_switching || !info)
        return;
    m_switching = true;
    m_switchPath = info->path;
    // As a user the helper asks polkit, which may show a password dialog.
    m_page->writeCacheCard()->setSwitching(::geteuid() != 0);
    const Device::DeviceInfo copy = *info;
    const QString key = stateKey(copy);
    m_switchWatcher.setFuture(QtConcurrent::run([copy, key, enabled, persist] {
        DriveStateReply reply;
        reply.path = copy.path;
        reply.key = key;
        reply.cache = Privilege::changeWriteCache(copy, enabled, persist);
        return reply;
    }));
    updateBusy();
}

void MainWindow::switchFinished()
{
    m_switching = false;
    m_switchPath.clear();
    const DriveStateReply reply = m_switchWatcher.result();
    const auto known = m_states.find(reply.key);
    if (reply.cache->ok() && known != m_states.end())
        known->cache = reply.cache;
    m_page->setWriteCacheSwitched(reply.path, *reply.cache);
    updateBusy();
}

void MainWindow::pruneStates()
{
    QSet<QString> present;
    for (int row = 0; row < m_model->rowCount(); ++row)
        present.insert(stateKey(*m_model->deviceAt(row)));
    m_states.removeIf([&present](auto it) { return !present.contains(it.key()); });
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
        statusBar()->showMessage(m_hasUdisks ? QString()
                                             : tr("udisks2 is not running: the facts shown come "
                                                  "from the kernel alone."));
    }
}

AboutDialog *MainWindow::aboutDialog() const
{
    return m_about.data();
}

void MainWindow::showAbout()
{
    if (!m_about) {
        m_about = new AboutDialog(this);
        m_about->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_about->open();
    m_about->raise();
    m_about->activateWindow();
}

} // namespace DriveProof::Gui
