#include "selftestpanel.h"

#include "common/sentences.h"
#include "health/atarecords.h"
#include "health/nvmerecords.h"
#include "privilege/drivecontrol.h"
#include "report/selftesthistory.h"

#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveProof::Gui {

namespace {

using Health::SelfTestAction;
using Health::SelfTestState;

constexpr int kPollMs = 10000;

// The default keeper: the drive's records now, then its newest self-test log entry kept.
void keepEndedTest(const Device::DeviceInfo &info)
{
    const Result<Health::HealthSummary> health = Privilege::queryHealth(info);
    const Result<QString> kept = health ? Report::keepSelfTestResult(info, health->records)
                                        : Result<QString>(health.error());
    if (!kept)
        qWarning().noquote() << "the self-test's result was not kept:" << kept.error().message;
}

// What the records already say, so that nothing is sent to the drive to draw the panel.
SelfTestState stateFromRecords(const Health::HealthRecords &r)
{
    SelfTestState s;
    if (const auto smart = Health::parseSmartData(r.ataSmartData)) {
        const Health::SmartCapabilities &c = smart->capabilities;
        s.protocol = QStringLiteral("ata");
        s.supported = c.selfTestSupported();
        s.conveyanceSupported = c.conveyanceSupported();
        s.running = c.selfTestStatusCode() == 15;
        s.percentDone = s.running ? qBound(0, 100 - c.selfTestRemainingPercent(), 100) : 0;
        s.lastResult = s.running ? -1 : c.selfTestStatusCode();
        s.shortMinutes = c.shortMinutes;
        s.extendedMinutes = c.extendedMinutes;
        s.conveyanceMinutes = c.conveyanceMinutes;
    } else if (!r.nvmeHealthLog.isEmpty()) {
        s.protocol = QStringLiteral("nvme");
        s.supported = r.nvmeSelfTestSupported;
        s.shortMinutes = 2;
        s.extendedMinutes = r.nvmeExtendedSelfTestMinutes;
        if (const auto log = Health::parseNvmeSelfTestLog(r.nvmeSelfTestLog)) {
            s.running = log->currentOperation != 0;
            s.percentDone = log->currentPercent;
            if (!s.running && !log->results.isEmpty())
                s.lastResult = log->results.constFirst().result;
        }
    }
    return s;
}

} // namespace

SelfTestPanel::SelfTestPanel(QWidget *parent)
    : QWidget(parent)
    , m_short(new QPushButton(this))
    , m_extended(new QPushButton(this))
    , m_conveyance(new QPushButton(this))
    , m_abort(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_runner(&Privilege::selfTest)
    , m_keeper(&keepEndedTest)
{
    setObjectName(QStringLiteral("selfTestPanel"));
    m_short->setObjectName(QStringLiteral("selfTestShort"));
    m_extended->setObjectName(QStringLiteral("selfTestExtended"));
    m_conveyance->setObjectName(QStringLiteral("selfTestConveyance"));
    m_abort->setObjectName(QStringLiteral("selfTestAbort"));
    m_progress->setRange(0, 100);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    const std::pair<QPushButton *, SelfTestAction> buttons[] = {
        {m_short, SelfTestAction::Short},
        {m_extended, SelfTestAction::Extended},
        {m_conveyance, SelfTestAction::Conveyance},
        {m_abort, SelfTestAction::Abort}};
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    for (const auto &[b, action] : buttons) {
        connect(b, &QPushButton::clicked, this, [this, a = action] { send(a); });
        row->addWidget(b);
    }
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, [this] { send(SelfTestAction::Status); });
    hide();
}

QPushButton *SelfTestPanel::button(SelfTestAction action) const
{
    switch (action) {
    case SelfTestAction::Short:
        return m_short;
    case SelfTestAction::Extended:
        return m_extended;
    case SelfTestAction::Conveyance:
        return m_conveyance;
    case SelfTestAction::Abort:
        return m_abort;
    case SelfTestAction::Status:
        break;
    }
    return nullptr;
}

void SelfTestPanel::setDrive(const Device::DeviceInfo &info, const Health::HealthRecords &records)
{
    ++m_generation;
    m_busy = false;
    m_info = info;
    m_state = stateFromRecords(records);
    showState();
}

void SelfTestPanel::send(SelfTestAction action)
{
    if (m_busy || m_info.path.isEmpty())
        return;
    m_busy = true;
    showState();
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<Result<SelfTestState>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation == m_generation)
            apply(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(
        [runner = m_runner, info = m_info, action] { return runner(info, action); }));
}

void SelfTestPanel::apply(const Result<SelfTestState> &result)
{
    m_busy = false;
    if (!result) {
        showState();
        m_status->setText(result.error().message); // why, in place of the state's words
        return;
    }
    const bool wasRunning = m_state.running;
    m_state = result.value();
    showState();
    if (wasRunning && !m_state.running) {
        // The drive's log now holds the result: keep it in the drive's history, off the UI
        // thread (reading the log may go through the helper).
        if (m_keeper)
            (void)QtConcurrent::run([keeper = m_keeper, info = m_info] { keeper(info); });
        emit testEnded();
    }
}

void SelfTestPanel::showState()
{
    const SelfTestState &s = m_state;
    setVisible(s.supported && !m_info.path.isEmpty());
    const auto label = [](const QString &kind, int minutes) {
        //: %n the number of minutes the drive says a self-test takes
        const QString duration = tr("about %n minute(s)", nullptr, minutes);
        //: a self-test button: %1 its kind ("Short test"), %2 its duration
        return minutes > 0 ? tr("%1 (%2)").arg(kind, duration) : kind;
    };
    m_short->setText(label(tr("Short test"), s.shortMinutes));
    m_extended->setText(label(tr("Extended test"), s.extendedMinutes));
    m_conveyance->setText(label(tr("Conveyance test"), s.conveyanceMinutes));
    m_abort->setText(tr("Abort self-test"));
    m_conveyance->setVisible(s.conveyanceSupported);
    for (QPushButton *b : {m_short, m_extended, m_conveyance})
        b->setEnabled(!s.running && !m_busy);
    m_abort->setVisible(s.running);
    m_abort->setEnabled(!m_busy);
    m_progress->setVisible(s.running);
    m_progress->setValue(s.percentDone);
    if (s.running) {
        //: %1 how far the running self-test is, in percent
        m_status->setText(
            joinSentences({tr("running, %1% done").arg(s.percentDone),
                           tr("The drive runs the test by itself: you may close this window.")}));
        if (!m_poll.isActive())
            m_poll.start();
    } else {
        m_poll.stop();
        const QString last = s.lastResultText();
        //: %1 the last self-test's result in words
        m_status->setText(last.isEmpty() ? tr("no self-test running")
                                         : tr("Last result: %1").arg(last));
    }
}

} // namespace DriveProof::Gui
