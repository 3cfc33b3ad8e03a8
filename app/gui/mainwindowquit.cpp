// Closing MainWindow while something runs: quitting mid-test is a question, not an
// accident. Running tests are cancelled (their temporary files removed) before the window
// closes; a power-loss run is only stopped when the user says so.
#include "mainwindow.h"

#include "drivetests/testwindow.h"
#include "powerloss/powerlosswizard.h"

#include <QCloseEvent>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace DriveProof::Gui {

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

} // namespace DriveProof::Gui
