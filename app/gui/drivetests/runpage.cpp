#include "drivetests/runpage.h"

#include "card.h"
#include "charts/positionchart.h"
#include "charts/timeserieschart.h"
#include "drivetests/testcatalog.h"
#include "preferences.h"

#include "suites/verdicts.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

constexpr int kProgressSteps = 1000;

bool positionFamily(Suites::Family f)
{
    return f == Suites::Family::Surface || f == Suites::Family::Sustained;
}

} // namespace

RunPage::RunPage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_where(makeParagraph(this))
    , m_step(makeParagraph(this))
    , m_progress(new QProgressBar(this))
    , m_remaining(new QLabel(this))
    , m_now(new QLabel(this))
    , m_metricLabel(new QLabel(this))
    , m_metric(new QComboBox(this))
    , m_charts(new QStackedWidget(this))
    , m_timeChart(new Charts::TimeSeriesChart(m_charts))
    , m_positionChart(new Charts::PositionChart(m_charts))
    , m_note(makeParagraph(this))
    , m_cancel(new QPushButton(this))
{
    setObjectName(QStringLiteral("runPage"));
    m_title->setObjectName(QStringLiteral("runTitle"));
    QFont big = m_title->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.25);
    m_title->setFont(big);
    m_step->setObjectName(QStringLiteral("runStep"));
    m_progress->setObjectName(QStringLiteral("runProgress"));
    m_progress->setRange(0, kProgressSteps);
    m_remaining->setObjectName(QStringLiteral("runRemaining"));
    m_now->setObjectName(QStringLiteral("runNow"));
    m_now->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_metric->setObjectName(QStringLiteral("runMetric"));
    m_metricLabel->setBuddy(m_metric);
    m_cancel->setObjectName(QStringLiteral("runCancel"));
    m_cancel->setDefault(true);
    m_charts->addWidget(m_timeChart);
    m_charts->addWidget(m_positionChart);
    connect(m_cancel, &QPushButton::clicked, this, &RunPage::cancelClicked);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &RunPage::metricChosen);

    auto *status = new QHBoxLayout;
    status->addWidget(m_remaining);
    status->addStretch(1);
    status->addWidget(m_now);
    auto *chartBar = new QHBoxLayout;
    chartBar->addStretch(1);
    chartBar->addWidget(m_metricLabel);
    chartBar->addWidget(m_metric);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_note, 1);
    buttons->addWidget(m_cancel, 0, Qt::AlignBottom);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 12);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_where);
    layout->addSpacing(4);
    layout->addWidget(m_step);
    layout->addWidget(m_progress);
    layout->addLayout(status);
    layout->addLayout(chartBar);
    layout->addWidget(m_charts, 1);
    layout->addLayout(buttons);
    connect(Preferences::instance(), &Preferences::rateUnitChanged, this, &RunPage::retranslate);
    retranslate();
}

void RunPage::retranslate()
{
    m_progress->setAccessibleName(tr("Progress"));
    m_metricLabel->setText(tr("&Show:"));
    const int metric = m_metric->currentIndex();
    {
        const QSignalBlocker blocker(m_metric);
        m_metric->clear();
        if (m_family == Suites::Family::Commit) {
            m_metric->addItem(tr("Commits per second"));
        } else {
            m_metric->addItem(rateUnitName());
            m_metric->addItem(tr("IOPS"));
        }
        m_metric->setCurrentIndex(std::clamp(metric, 0, m_metric->count() - 1));
    }
    m_metric->setAccessibleName(tr("What the chart shows"));
    m_note->setText(tr("You can go on using DriveProof meanwhile. Other programs that use this "
                       "drive now slow the test down and change its numbers."));
    if (m_controller && m_controller->isCancelling())
        m_cancel->setText(tr("Cancelling…"));
    else
        m_cancel->setText(tr("&Cancel test"));
    m_cancel->setToolTip(tr("Stop the test now; the steps that finished are kept"));
    showTitle();
    if (m_controller)
        showProgress(m_controller->progress());
    showLast();
}

void RunPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void RunPage::follow(Suites::TestController *controller)
{
    if (m_controller)
        disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    m_last.reset();
    m_hasProgress = false;
    m_family = controller->plan().family;
    m_timeChart->clear();
    m_positionChart->clear();
    const bool position = positionFamily(m_family);
    m_charts->setCurrentWidget(position ? static_cast<QWidget *>(m_positionChart) : m_timeChart);
    if (position) {
        m_positionChart->setKind(m_family == Suites::Family::Surface
                                     ? Charts::PositionChart::Kind::Surface
                                     : Charts::PositionChart::Kind::Sustained);
        m_positionChart->setArea(controller->plan().target.sizeBytes);
    }
    m_timeChart->setMetric(
        m_family == Suites::Family::Commit ? Charts::TimeSeriesChart::Metric::Commits
        : m_family == Suites::Family::Random || m_family == Suites::Family::Hybrid
            ? Charts::TimeSeriesChart::Metric::Iops
            : Charts::TimeSeriesChart::Metric::Rate);
    {
        const QSignalBlocker blocker(m_metric);
        m_metric->setCurrentIndex(
            m_timeChart->shownMetric() == Charts::TimeSeriesChart::Metric::Iops ? 1 : 0);
    }
    m_metric->setVisible(!position);
    m_metricLabel->setVisible(!position);
    m_cancel->setEnabled(true);
    m_progress->setRange(0, 0); // busy until the first step reports
    connect(controller, &Suites::TestController::progressed, this, &RunPage::showProgress);
    connect(controller, &Suites::TestController::pointsAdded, this, &RunPage::addPoints);
    retranslate();
    m_cancel->setFocus();
}

void RunPage::showTitle()
{
    m_title->setText(Suites::familyTitle(m_family));
    if (!m_controller)
        return;
    const Suites::TargetRequest &t = m_controller->plan().target;
    switch (t.kind) {
    case Suites::TargetKind::Folder:
        //: where a test runs; %1 a folder
        m_where->setText(tr("In a temporary file in %1, removed afterwards.").arg(t.path));
        break;
    case Suites::TargetKind::File:
        //: where a test runs; %1 a file
        m_where->setText(tr("On the file %1.").arg(t.path));
        break;
    case Suites::TargetKind::Device:
        if (t.write)
            //: where a test runs; %1 a device node
            m_where->setText(tr("On the device %1, writing over its contents.").arg(t.path));
        else
            //: where a test runs; %1 a device node
            m_where->setText(tr("On the device %1, only reading.").arg(t.path));
        break;
    }
}

void RunPage::showProgress(const Suites::Progress &progress)
{
    const bool cancelling = m_controller && m_controller->isCancelling();
    if (cancelling)
        m_step->setText(tr("Cancelling: waiting for the drive to finish the I/O in flight, then "
                           "removing the temporary file…"));
    else if (!progress.step.isEmpty())
        m_step->setText(progress.step);
    else
        m_step->setText(tr("Starting…"));
    // Preparing the test file reports no fraction: the bar stays busy until a step runs.
    if (!progress.measurementKey.isEmpty() || progress.fraction > 0) {
        m_hasProgress = true;
        m_progress->setRange(0, kProgressSteps);
        m_progress->setValue(int(progress.fraction * kProgressSteps));
    }
    if (progress.remainingSeconds >= 0)
        //: time left in a running test; %1 minutes:seconds, e.g. 1:23
        m_remaining->setText(tr("About %1 left").arg(clockText(progress.remainingSeconds)));
    else
        m_remaining->setText(m_hasProgress ? tr("Time left: not known yet") : QString());
    m_remaining->setAccessibleName(m_remaining->text());
}

void RunPage::addPoints(const QString &key, const QList<Report::IntervalPoint> &points)
{
    if (points.isEmpty())
        return;
    if (positionFamily(m_family))
        m_positionChart->addPoints(points);
    else
        m_timeChart->addPoints(key, m_controller ? m_controller->measurementLabel(key) : key,
                               points);
    m_last = points.constLast();
    showLast();
}

void RunPage::showLast()
{
    if (!m_last) {
        m_now->clear();
        return;
    }
    if (m_family == Suites::Family::Commit)
        //: the last measured rate of a commit test; %1 commits per second
        m_now->setText(tr("Now: %L1 commits per second").arg(m_last->iops, 0, 'f', 0));
    else
        //: the last measured numbers; %1 a rate (MB/s or MiB/s), %2 operations per second (IOPS)
        m_now->setText(tr("Now: %1, %2")
                           .arg(rateText(m_last->bytesPerSecond), Suites::iopsText(m_last->iops)));
}

void RunPage::metricChosen(int index)
{
    if (m_family == Suites::Family::Commit)
        return;
    m_timeChart->setMetric(index == 1 ? Charts::TimeSeriesChart::Metric::Iops
                                      : Charts::TimeSeriesChart::Metric::Rate);
}

void RunPage::cancelClicked()
{
    if (!m_controller)
        return;
    m_controller->cancel();
    m_cancel->setEnabled(false);
    m_cancel->setText(tr("Cancelling…"));
    showProgress(m_controller->progress());
}

} // namespace DriveProof::Gui
