#include "powerloss/runstep.h"

#include "card.h"
#include "charts/timeserieschart.h"
#include "notice.h"
#include "powerloss/powerlosstext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace DriveProof::Gui {

using namespace PowerLossUi;
using PowerLoss::PowerLossSession;
using PowerLoss::PracticeRun;

PowerLossRunStep::PowerLossRunStep(QWidget *parent)
    : QWidget(parent)
    , m_title(makeTitle(this))
    , m_phase(makeParagraph(this))
    , m_prepare(new QProgressBar(this))
    , m_numbers(makeParagraph(this))
    , m_chart(new Charts::TimeSeriesChart(this))
    , m_pull(makeTitle(this, 2.2))
    , m_pullHow(makeParagraph(this))
    , m_problem(new Notice(this))
    , m_cut(new QPushButton(this))
    , m_stop(new QPushButton(this))
{
    setObjectName(QStringLiteral("powerLossRunStep"));
    m_phase->setObjectName(QStringLiteral("powerLossPhase"));
    m_prepare->setObjectName(QStringLiteral("powerLossPrepareProgress"));
    m_prepare->setRange(0, 1000);
    m_numbers->setObjectName(QStringLiteral("powerLossNumbers"));
    m_chart->setMetric(Charts::TimeSeriesChart::Metric::Commits);
    m_chart->setMinimumHeight(220);
    m_pull->setObjectName(QStringLiteral("powerLossPullPlug"));
    m_pull->setAlignment(Qt::AlignCenter);
    m_pullHow->setObjectName(QStringLiteral("powerLossPullHow"));
    m_problem->setObjectName(QStringLiteral("powerLossRunProblem"));
    m_cut->setObjectName(QStringLiteral("powerLossCutNow"));
    m_stop->setObjectName(QStringLiteral("powerLossStop"));
    connect(m_cut, &QPushButton::clicked, this, &PowerLossRunStep::cutRequested);
    connect(m_stop, &QPushButton::clicked, this, &PowerLossRunStep::stopRequested);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_cut);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_phase);
    layout->addWidget(m_prepare);
    layout->addWidget(m_numbers);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_pull);
    layout->addWidget(m_pullHow);
    layout->addWidget(m_problem);
    layout->addLayout(buttons);
    m_pull->hide();
    m_pullHow->hide();
    retranslate();
}

void PowerLossRunStep::retranslate()
{
    m_title->setText(m_practice ? tr("Practice run") : tr("The test runs"));
    m_prepare->setAccessibleName(tr("Preparing the test area"));
    m_numbers->setAccessibleName(tr("Commits, writes in flight and the link to the witness"));
    //: shown very large once the run is warm
    m_pull->setText(tr("Pull the plug now"));
    m_pull->setAccessibleName(m_pull->text());
    if (m_practice)
        m_pullHow->setText(tr("Press \"Cut the power\". On a real test you would now pull the "
                              "power cord out of the computer (not press its power button)."));
    else if (m_cablePull)
        m_pullHow->setText(tr("Pull the drive's cable out now (USB or power cable of the drive "
                              "only). Leave the computer running; plug the drive back in after "
                              "ten seconds. The witness and its record must be on another "
                              "disk."));
    else
        m_pullHow->setText(tr("Pull the power cord out of the computer now (a laptop: its "
                              "battery too). Do not press the power button and do not shut "
                              "down: the drive must lose power while it is writing. Wait ten "
                              "seconds, plug it back in and start the computer: DriveProof "
                              "opens by itself and checks the drive."));
    m_cut->setText(tr("&Cut the power"));
    m_cut->setToolTip(tr("Simulate the power cut: the simulated drive loses what it only "
                         "held in its cache"));
    m_stop->setText(tr("&Stop without a cut"));
    m_stop->setToolTip(tr("End the run cleanly; nothing is verified"));
}

void PowerLossRunStep::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PowerLossRunStep::begin(bool practice, bool cablePull)
{
    m_practice = practice;
    m_cablePull = cablePull;
    m_warm = false;
    m_lastMs = 0;
    m_chart->clear();
    m_pull->hide();
    m_pullHow->hide();
    m_problem->setNotice(Notice::Kind::Info, QString());
    m_cut->setVisible(practice);
    m_cut->setEnabled(true);
    m_stop->setEnabled(true);
    m_prepare->setValue(0);
    m_prepare->show();
    m_numbers->clear();
    m_phase->setText(tr("Starting…"));
    retranslate();
}

bool PowerLossRunStep::pullPlugShown() const
{
    return m_warm;
}

void PowerLossRunStep::showSession(const PowerLossSession::Status &s)
{
    QString phase = PowerLoss::phaseName(s.phase);
    if (!s.note.isEmpty())
        phase += QLatin1Char(' ') + s.note;
    m_phase->setText(phase);
    m_prepare->setVisible(s.phase == PowerLossSession::Phase::Preparing);
    m_prepare->setValue(int(s.prepareFraction * 1000.0));
    const QLocale l;
    //: %1 commits per second, %2 commits done, %3 commits the witness holds, %4 writes in
    //: flight, %5 the link's state ("connected")
    m_numbers->setText(tr("%1 commits/s · %2 commits, %3 held by the witness · %4 in flight · "
                          "witness: %5")
                           .arg(l.toString(s.commitsPerSecond, 'f', 0),
                                l.toString(qulonglong(s.committedSeq)),
                                l.toString(qulonglong(s.durableSeq)), l.toString(uint(s.inFlight)),
                                PowerLoss::linkStateName(s.link)));
    if (s.phase == PowerLossSession::Phase::Running && s.runningMs > m_lastMs) {
        Report::IntervalPoint p;
        p.startSeconds = double(m_lastMs) / 1000.0;
        p.endSeconds = double(s.runningMs) / 1000.0;
        p.iops = s.commitsPerSecond;
        m_chart->addPoints(QStringLiteral("commits"), tr("Commits per second"), {p});
        m_lastMs = s.runningMs;
    }
    const bool warm = s.warm && s.phase == PowerLossSession::Phase::Running;
    if (warm != m_warm) {
        m_warm = warm;
        m_pull->setVisible(warm);
        m_pullHow->setVisible(warm);
    }
    if (s.phase == PowerLossSession::Phase::Failed)
        showFailure(s.error);
    const bool active =
        s.phase != PowerLossSession::Phase::Stopped && s.phase != PowerLossSession::Phase::Failed;
    m_stop->setEnabled(active);
}

void PowerLossRunStep::showPractice(const PracticeRun::Status &s)
{
    switch (s.phase) {
    case PracticeRun::Phase::Preparing:
    case PracticeRun::Phase::Running:
        showSession(s.session);
        m_phase->setText(PowerLoss::practicePhaseName(s.phase));
        break;
    case PracticeRun::Phase::Verifying:
        //: %1 what the verifier does now
        m_phase->setText(tr("Checking the simulated drive: %1").arg(s.verify.step));
        m_prepare->show();
        m_prepare->setValue(int(s.verify.fraction * 1000.0));
        break;
    case PracticeRun::Phase::Failed:
        showFailure(s.error);
        break;
    default:
        m_phase->setText(PowerLoss::practicePhaseName(s.phase));
    }
    const bool running = s.phase == PracticeRun::Phase::Running;
    m_cut->setEnabled(running);
    m_stop->setEnabled(running || s.phase == PracticeRun::Phase::Preparing);
    if (!running && m_warm) {
        m_warm = false;
        m_pull->hide();
        m_pullHow->hide();
    }
}

void PowerLossRunStep::showFailure(const QString &text)
{
    m_problem->setNotice(Notice::Kind::Danger, text.isEmpty() ? tr("The run failed.") : text);
    m_cut->setEnabled(false);
    m_stop->setEnabled(false);
    m_pull->hide();
    m_pullHow->hide();
    m_warm = false;
}

} // namespace DriveProof::Gui
