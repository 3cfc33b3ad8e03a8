// PowerLossWizard's work: the preflight on the thread pool, confirming a raw device, the
// session on a real drive or the practice run on a simulated one (polled for the run step),
// and verifying the tests pending after the restart, each answering on the GUI thread.
#include "powerloss/powerlosswizard.h"

#include "drivetests/confirmwritedialog.h"
#include "guitext.h"
#include "powerloss/areastep.h"
#include "powerloss/preflightstep.h"
#include "powerloss/reportpage.h"
#include "powerloss/runstep.h"
#include "powerloss/verifystep.h"
#include "powerloss/witnessstep.h"

#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveProof::Gui {

using PowerLoss::PowerLossSession;
using PowerLoss::PracticeRun;

bool PowerLossWizard::sessionActive(const PowerLossSession::Status &s)
{
    return s.phase != PowerLossSession::Phase::Idle &&
           s.phase != PowerLossSession::Phase::Stopped &&
           s.phase != PowerLossSession::Phase::Failed;
}

bool PowerLossWizard::isRunning() const
{
    return (m_session && sessionActive(m_session->status())) || m_practiceWatcher.isRunning() ||
           m_verifyWatcher.isRunning();
}
void PowerLossWizard::confirmDevice()
{
    auto *dialog = new ConfirmWriteDialog(m_area->targetPath(), tr("Power-loss test"),
                                          driveTitle(m_disk), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        m_deviceConfirmed = true; // only here: the person typed the device's name
        showStep(Step::Witness);
    });
    dialog->open();
}

void PowerLossWizard::startPreflight()
{
    m_preflightResult.reset();
    m_preflight->setChecking();
    const PowerLoss::SessionSetup s = setup();
    m_preflightWatcher.setFuture(QtConcurrent::run([s] { return PowerLoss::preflight(s); }));
    updateButtons();
}

void PowerLossWizard::startRun()
{
    if (!m_preflightResult || isRunning())
        return;
    m_session = std::make_unique<PowerLossSession>();
    if (!m_session->start(setup(), *m_preflightResult))
        return;
    m_run->begin(false, m_area->cablePull());
    showStep(Step::Run);
    m_poll.start();
}

void PowerLossWizard::startPractice()
{
    if (isRunning())
        return;
    m_practice = std::make_unique<PracticeRun>();
    PowerLoss::PracticeOptions options;
    options.mode = m_witness->practiceLies() ? PowerLoss::LyingDiskMode::Lying
                                             : PowerLoss::LyingDiskMode::Honest;
    options.method = m_area->method();
    options.writesPerCommit = m_area->writesPerCommit();
    options.cutAfterWarmMs = -1; // the person presses "Cut the power", as they would pull
    m_practiceMode = options.mode;
    retranslate(); // the title names the simulated drive
    PracticeRun *practice = m_practice.get();
    m_practiceWatcher.setFuture(
        QtConcurrent::run([practice, options] { return practice->run(options); }));
    m_run->begin(true, false);
    showStep(Step::Run);
    m_poll.start();
}

void PowerLossWizard::poll()
{
    // One snapshot per source and tick: what is shown is what decides whether to go on.
    bool busy = false;
    if (m_practice && m_practiceWatcher.isRunning()) {
        m_run->showPractice(m_practice->status());
        busy = true;
    }
    if (m_session) {
        const PowerLossSession::Status s = m_session->status();
        m_run->showSession(s);
        busy = busy || sessionActive(s);
        if (!sessionActive(s) && s.phase != PowerLossSession::Phase::Idle)
            runEnded();
    }
    if (m_verifyShared && m_verifyWatcher.isRunning()) {
        const std::lock_guard lock(m_verifyShared->mutex);
        m_verify->showProgress(m_verifyShared->progress);
        busy = true;
    }
    if (!busy)
        m_poll.stop();
}

void PowerLossWizard::runEnded()
{
    // A clean stop or a failure: nothing to verify; the session cleared the pending test.
    updateButtons();
}

void PowerLossWizard::practiceFinished()
{
    const Result<PowerLoss::VerifyReport> result = m_practiceWatcher.result();
    const PracticeRun::Status last = m_practice->status();
    if (!result) {
        m_run->showFailure(result.error().message);
        return;
    }
    PowerLoss::PendingTest test; // practice keeps no pending test: describe it here
    test.practice = true;
    test.runId = last.session.runId;
    test.started = QDateTime::currentDateTime().addMSecs(-last.session.runningMs);
    test.parameters.method = m_area->method();
    test.targetPath = tr("simulated drive");
    m_report->setReport(result.value(), test);
    showStep(Step::Report);
}

void PowerLossWizard::showPending(bool verifyNow)
{
    m_verify->setPending(PowerLoss::loadPendingTests());
    showStep(Step::Verify);
    if (verifyNow && !m_verify->pending().isEmpty())
        startVerify();
}

void PowerLossWizard::startVerify()
{
    if (m_verifyWatcher.isRunning() || m_verify->pending().isEmpty())
        return;
    m_verifying = m_verify->pending().constFirst();
    m_verifyShared = std::make_shared<VerifyShared>();
    auto shared = m_verifyShared;
    const PowerLoss::PendingTest test = m_verifying;
    m_verify->setBusy(true);
    m_verifyWatcher.setFuture(QtConcurrent::run([shared, test] {
        return PowerLoss::verifyPending(
            test,
            [shared](const PowerLoss::VerifyProgress &p) {
                const std::lock_guard lock(shared->mutex);
                shared->progress = p;
            },
            shared->cancel);
    }));
    updateButtons();
    m_poll.start();
}

void PowerLossWizard::verifyFinished()
{
    const Result<PowerLoss::VerifyReport> result = m_verifyWatcher.result();
    m_verify->setBusy(false);
    m_verify->setPending(PowerLoss::loadPendingTests());
    updateButtons();
    if (!result) {
        m_verify->showError(result.error().message);
        return;
    }
    m_report->setReport(result.value(), m_verifying);
    showStep(Step::Report);
}

} // namespace DriveProof::Gui
