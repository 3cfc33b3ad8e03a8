// PowerLossWizard: its window, the row of step names, the stacked steps and the Back, Next
// and Close buttons that walk them. The work the steps start (preflight, the session or
// the practice run, verification) is in powerlosswizardruns.cpp.
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

namespace {

constexpr int kStepCount = 6;

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
    m_poll.setInterval(100); // the 10 Hz of docs/design.md §2
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
    if (m_practiceMode == PowerLoss::LyingDiskMode::Lying)
        //: window title while practising on the simulated drive that loses acknowledged writes
        setWindowTitle(tr("Power-loss practice on a simulated lying drive – DriveProof"));
    else if (m_practiceMode)
        //: window title while practising on the simulated drive that keeps its writes
        setWindowTitle(tr("Power-loss practice on a simulated honest drive – DriveProof"));
    else
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

void PowerLossWizard::showStep(Step step)
{
    m_pages->setCurrentIndex(int(step));
    // Back to the real drive's steps: the title names the real drive again.
    if (m_practiceMode && step != Step::Run && step != Step::Report) {
        m_practiceMode.reset();
        retranslate();
    }
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

} // namespace DriveProof::Gui
