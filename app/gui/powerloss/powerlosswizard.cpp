#include "powerloss/powerlosswizard.h"

#include "drivetests/confirmwritedialog.h"
#include "guitext.h"
#include "powerloss/areastep.h"
#include "powerloss/powerlosstext.h"
#include "powerloss/preflightstep.h"
#include "powerloss/reportpage.h"
#include "powerloss/runstep.h"
#include "powerloss/verifystep.h"
#include "powerloss/witnessstep.h"

#include <QCloseEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveProof::Gui {

using namespace PowerLossUi;
using PowerLoss::PowerLossSession;
using PowerLoss::PracticeRun;

namespace {

constexpr int kStepCount = 6;

bool sessionActive(const PowerLossSession::Status &s)
{
    return s.phase != PowerLossSession::Phase::Idle &&
           s.phase != PowerLossSession::Phase::Stopped &&
           s.phase != PowerLossSession::Phase::Failed;
}

} // namespace

PowerLossWizard::PowerLossWizard(const Device::DeviceInfo &disk, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_disk(disk)
    , m_pages(new QStackedWidget(this))
    , m_area(new PowerLossAreaStep(m_pages))
    , m_witness(new PowerLossWitnessStep(m_pages))
    , m_preflight(new PowerLossPreflightStep(m_pages))
    , m_run(new PowerLossRunStep(m_pages))
    , m_verify(new PowerLossVerifyStep(m_pages))
    , m_report(new PowerLossReportPage(m_pages))
    , m_back(new QPushButton(this))
    , m_next(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("powerLossWizard"));
    for (QWidget *page : std::initializer_list<QWidget *>{m_area, m_witness, m_preflight, m_run,
                                                          m_verify, m_report})
        m_pages->addWidget(page);
    m_back->setObjectName(QStringLiteral("powerLossBack"));
    m_next->setObjectName(QStringLiteral("powerLossNext"));
    m_next->setDefault(true);
    m_close->setObjectName(QStringLiteral("powerLossClose"));

    // The steps on the left, the current one in bold: where the person is in the procedure.
    auto *steps = new QVBoxLayout;
    steps->setSpacing(10);
    for (int i = 0; i < kStepCount; ++i) {
        auto *label = new QLabel(this);
        label->setObjectName(QStringLiteral("powerLossStepLabel%1").arg(i));
        m_stepLabels << label;
        steps->addWidget(label);
    }
    steps->addStretch(1);
    auto *content = new QHBoxLayout;
    content->setSpacing(24);
    content->addLayout(steps);
    content->addWidget(m_pages, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_close);
    buttons->addStretch(1);
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 12);
    layout->addLayout(content, 1);
    layout->addLayout(buttons);

    connect(m_next, &QPushButton::clicked, this, &PowerLossWizard::next);
    connect(m_back, &QPushButton::clicked, this, &PowerLossWizard::back);
    connect(m_close, &QPushButton::clicked, this, &QWidget::close);
    connect(m_area, &PowerLossAreaStep::changed, this, [this] {
        m_deviceConfirmed = false;
        updateButtons();
    });
    connect(m_witness, &PowerLossWitnessStep::changed, this, &PowerLossWizard::updateButtons);
    connect(m_run, &PowerLossRunStep::cutRequested, this, [this] {
        if (m_practice)
            m_practice->cutNow();
    });
    connect(m_run, &PowerLossRunStep::stopRequested, this, [this] {
        if (m_practice)
            m_practice->cancel();
        if (m_session)
            m_session->stop(); // returns at once; the thread ends with BYE
    });
    connect(m_verify, &PowerLossVerifyStep::verifyRequested, this, &PowerLossWizard::startVerify);
    connect(m_verify, &PowerLossVerifyStep::discardRequested, this, [this] {
        if (m_verify->pending().isEmpty())
            return;
        PowerLoss::clearPendingTest(m_verify->pending().constFirst().runId);
        const QList<PowerLoss::PendingTest> left = PowerLoss::loadPendingTests();
        if (left.isEmpty())
            PowerLoss::removeAutostart();
        m_verify->setPending(left);
    });
    connect(m_report, &PowerLossReportPage::newTestRequested, this,
            [this] { showStep(Step::Area); });
    connect(&m_preflightWatcher, &QFutureWatcherBase::finished, this, [this] {
        const Result<PowerLoss::Preflight> result = m_preflightWatcher.result();
        if (result)
            m_preflightResult = result.value();
        m_preflight->setPreflight(result);
        updateButtons();
    });
    connect(&m_verifyWatcher, &QFutureWatcherBase::finished, this,
            &PowerLossWizard::verifyFinished);
    connect(&m_practiceWatcher, &QFutureWatcherBase::finished, this,
            &PowerLossWizard::practiceFinished);
    m_poll.setInterval(100); // the 10 Hz of DESIGN.md §2
    connect(&m_poll, &QTimer::timeout, this, &PowerLossWizard::poll);

    m_area->setDevice(disk);
    resize(1000, 720);
    retranslate();
    showStep(Step::Area);
}

PowerLossWizard::~PowerLossWizard()
{
    if (m_verifyShared)
        m_verifyShared->cancel = true;
    if (m_practice)
        m_practice->cancel();
    m_practiceWatcher.waitForFinished();
    m_verifyWatcher.waitForFinished();
    m_preflightWatcher.waitForFinished();
    // m_session's destructor cancels and joins its thread.
}

PowerLossWizard *PowerLossWizard::open(const Device::DeviceInfo &disk, QWidget *owner)
{
    PowerLossWizard *w = owner->findChild<PowerLossWizard *>();
    if (!w) {
        w = new PowerLossWizard(disk, owner);
    } else if (!w->isRunning() && !disk.path.isEmpty()) {
        w->setDevice(disk);
        w->showStep(Step::Area);
    }
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

void PowerLossWizard::setDevice(const Device::DeviceInfo &disk)
{
    m_disk = disk;
    m_area->setDevice(disk);
    retranslate();
}

void PowerLossWizard::retranslate()
{
    setWindowTitle(m_disk.path.isEmpty()
                       ? tr("Power-loss test – DriveProof")
                       //: window title; %1 the drive's name
                       : tr("Power-loss test of %1 – DriveProof").arg(driveTitle(m_disk)));
    const QStringList names = {tr("1. Drive and area"),        tr("2. Witness"), tr("3. Check"),
                               tr("4. Run and pull the plug"), tr("5. Verify"),  tr("6. Report")};
    for (int i = 0; i < kStepCount; ++i)
        m_stepLabels[i]->setText(names[i]);
    m_back->setText(tr("< &Back"));
    m_close->setText(tr("Close"));
    updateButtons();
}

void PowerLossWizard::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PowerLossWizard::closeEvent(QCloseEvent *event)
{
    // A run nobody watches would write on for nothing. After a real cut there is no window
    // to close; here the person chose to stop.
    if (m_practice)
        m_practice->cancel();
    if (m_session && sessionActive(m_session->status()))
        m_session->cancel();
    if (m_verifyShared)
        m_verifyShared->cancel = true;
    event->accept();
}

QWidget *PowerLossWizard::stepWidget(Step step) const
{
    return m_pages->widget(int(step));
}

PowerLossWizard::Step PowerLossWizard::currentStep() const
{
    return Step(m_pages->currentIndex());
}

bool PowerLossWizard::isRunning() const
{
    return (m_session && sessionActive(m_session->status())) || m_practiceWatcher.isRunning() ||
           m_verifyWatcher.isRunning();
}

void PowerLossWizard::showStep(Step step)
{
    m_pages->setCurrentIndex(int(step));
    for (int i = 0; i < kStepCount; ++i) {
        QFont f = m_stepLabels[i]->font();
        f.setBold(i == int(step));
        m_stepLabels[i]->setFont(f);
        m_stepLabels[i]->setEnabled(i == int(step));
    }
    m_stepLabels[int(step)]->setAccessibleDescription(tr("Current step"));
    updateButtons();
    emit stepChanged(step);
}

void PowerLossWizard::updateButtons()
{
    const Step step = currentStep();
    bool canNext = false;
    QString nextText = tr("&Next >");
    switch (step) {
    case Step::Area:
        canNext = m_area->isComplete();
        break;
    case Step::Witness:
        canNext = m_witness->isComplete();
        nextText = m_witness->practice() ? tr("&Next >") : tr("&Check this computer >");
        break;
    case Step::Preflight:
        canNext = m_preflight->isComplete() && !m_preflightWatcher.isRunning();
        nextText = m_witness->practice() ? tr("&Start practice") : tr("&Start the test");
        break;
    default:
        break;
    }
    const bool flow = step == Step::Area || step == Step::Witness || step == Step::Preflight;
    m_next->setVisible(flow);
    m_next->setText(nextText);
    m_next->setEnabled(canNext);
    m_back->setVisible(flow || step == Step::Verify);
    m_back->setEnabled(step != Step::Area && !m_preflightWatcher.isRunning() &&
                       !m_verifyWatcher.isRunning());
}

PowerLoss::SessionSetup PowerLossWizard::setup() const
{
    PowerLoss::SessionSetup s;
    s.targetPath = m_area->targetPath();
    s.sizeBytes = m_area->sizeBytes();
    s.method = m_area->method();
    s.writesPerCommit = m_area->writesPerCommit();
    s.witnessAddress = m_witness->address();
    s.pairingCode = m_witness->pairingCode();
    s.destructiveConfirmed = m_area->isDevice() && m_deviceConfirmed;
    return s;
}

void PowerLossWizard::next()
{
    switch (currentStep()) {
    case Step::Area:
        if (m_area->isDevice() && !m_deviceConfirmed) {
            confirmDevice();
            return;
        }
        showStep(Step::Witness);
        break;
    case Step::Witness:
        if (m_witness->practice())
            m_preflight->setPractice(m_witness->practiceLies());
        else
            startPreflight();
        showStep(Step::Preflight);
        break;
    case Step::Preflight:
        if (m_witness->practice())
            startPractice();
        else
            startRun();
        break;
    default:
        break;
    }
}

void PowerLossWizard::back()
{
    switch (currentStep()) {
    case Step::Witness:
        showStep(Step::Area);
        break;
    case Step::Preflight:
        showStep(Step::Witness);
        break;
    case Step::Verify:
        if (!m_verifyWatcher.isRunning())
            showStep(Step::Area);
        break;
    default:
        break;
    }
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
