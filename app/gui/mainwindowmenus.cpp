// MainWindow's menus and the windows they open: File (drive reports, power-loss witness,
// quit), Edit (Preferences), View (Refresh), Help (About), the power-loss wizard, and the
// texts of all of them again at every language change.
#include "mainwindow.h"

#include "aboutdialog.h"
#include "drivelistmodel.h"
#include "drivereport/reportwindow.h"
#include "powerloss/powerlosswizard.h"
#include "powerloss/witnesspage.h"
#include "settingsdialog.h"

#include <QAction>
#include <QEvent>
#include <QListView>
#include <QMenuBar>
#include <QProgressBar>

#include <unistd.h>

namespace DriveProof::Gui {

void MainWindow::createMenus()
{
    // Texts come from retranslateUi(), again at every language change.
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_openReportAction =
        m_fileMenu->addAction(QString(), this, [this] { ReportWindow::openFile(this); });
    m_openReportAction->setObjectName(QStringLiteral("openReportAction"));
    m_openReportAction->setShortcut(QKeySequence::Open);
    m_pasteReportAction =
        m_fileMenu->addAction(QString(), this, [this] { ReportWindow::openClipboard(this); });
    m_pasteReportAction->setObjectName(QStringLiteral("pasteReportAction"));
    m_fileMenu->addSeparator();
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
    m_openReportAction->setText(tr("&Open Drive Report…"));
    m_openReportAction->setStatusTip(
        tr("Judge a drive from its smartctl or nvme-cli report, e.g. one a seller sent"));
    m_pasteReportAction->setText(tr("Paste Drive &Report"));
    m_pasteReportAction->setStatusTip(tr("Judge the smartctl or nvme-cli report on the clipboard"));
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
