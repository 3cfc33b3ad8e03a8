#include "capacitycheck/capacitydialog.h"

#include "capacity/capacityjson.h"
#include "capacity/capacitytext.h"
#include "capacity/findings.h"
#include "capacity/probe.h"
#include "capacity/verify.h"
#include "charts/timeserieschart.h"
#include "device/inventory.h"
#include "drivepage.h"
#include "drivetests/confirmwritedialog.h"
#include "guitext.h"
#include "notice.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QRadioButton>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace DriveProof::Gui {
namespace {

using namespace DriveProof::Capacity;

// On the worker thread: open, run, keep in the history. `report` posts progress.
CapacityOutcome runCheck(const Device::DeviceInfo &info, bool full,
                         const std::shared_ptr<std::atomic<bool>> &cancel,
                         const std::function<void(int, double, double)> &report)
{
    CapacityOutcome out;
    const QDateTime started = QDateTime::currentDateTimeUtc();
    Result<std::unique_ptr<CapacityDevice>> opened = CapacityDevice::open(info, {}, true);
    if (!opened) {
        out.error = opened.error().message;
        return out;
    }
    CapacityDevice &device = *opened.value();
    QElapsedTimer clock;
    clock.start();
    const ProgressFn progress = [&](const Progress &p) {
        if (clock.elapsed() < 100 && p.doneBytes < p.totalBytes)
            return; // at most ten a second
        clock.restart();
        report(int(p.phase), p.totalBytes ? double(p.doneBytes) / double(p.totalBytes) : -1.0,
               p.bytesPerSecond);
    };
    QJsonObject json;
    if (!full) {
        const ProbeResult r = runQuickProbe(device.medium(), {}, progress, *cancel);
        out.verdict = verdictFinding(r.classification, r.claimedBytes, r.cancelled, r.errnum);
        json = probeJson(r, out.verdict);
        out.details << usableText(r.classification.usableBytes);
        if (r.classification.firstBadOffset && r.classification.verdict != Verdict::WrapAround)
            out.details << boundaryText(*r.classification.firstBadOffset, r.boundaryPrecisionBytes);
        out.details << effortText(r.probeWrites, r.bytesWritten, r.seconds);
        out.details << resetText(r.reset);
    } else {
        const VerifyResult r =
            runFullVerify(device.medium(), verifyOptionsFor(info), progress, *cancel);
        out.verdict = verdictFinding(r.classification, r.claimedBytes, r.cancelled, r.errnum);
        json = verifyJson(r, out.verdict);
        out.details << usableText(r.classification.usableBytes);
        out.details << effortText(r.writeRequests, r.bytesWritten, r.seconds);
        out.details << resetText(r.reset);
    }
    json.insert(QStringLiteral("device"), device.node());
    // The verdict stands without the history; the user hears why it was not kept.
    if (const Result<QString> saved =
            saveToHistory(info, device.node(), json, out.verdict, started);
        !saved)
        out.details << saved.error().message;
    return out;
}

} // namespace

CapacityDialog::CapacityDialog(const Device::DeviceInfo &info, QWidget *parent)
    : QDialog(parent)
    , m_info(info)
    , m_consent(consentFor(info))
    , m_intro(new QLabel(this))
    , m_quick(new QRadioButton(this))
    , m_full(new QRadioButton(this))
    , m_notice(new Notice(this))
    , m_phase(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_details(new QLabel(this))
    , m_chart(new Charts::TimeSeriesChart(this))
    , m_start(new QPushButton(this))
    , m_close(new QPushButton(this))
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
{
    setObjectName(QStringLiteral("capacityDialog"));
    setWindowModality(Qt::WindowModal);
    m_intro->setWordWrap(true);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_quick->setChecked(true);
    m_bar->setRange(0, 1000);
    m_bar->hide();
    m_phase->hide();
    m_chart->setObjectName(QStringLiteral("capacityRateChart"));
    m_chart->setMetric(Charts::TimeSeriesChart::Metric::Rate);
    m_chart->setMinimumHeight(220);
    m_chart->hide();
    m_clock.start();
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_start, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    m_close->setDefault(true); // Enter does not start a write by accident
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_quick);
    layout->addWidget(m_full);
    layout->addWidget(m_notice);
    layout->addWidget(m_phase);
    layout->addWidget(m_bar);
    layout->addWidget(m_details);
    layout->addWidget(m_chart, 1);
    layout->addStretch(1);
    layout->addWidget(buttons);
    connect(m_start, &QPushButton::clicked, this, &CapacityDialog::askConsent);
    connect(m_close, &QPushButton::clicked, this, &CapacityDialog::reject);
    connect(&m_watcher, &QFutureWatcher<CapacityOutcome>::finished, this,
            &CapacityDialog::finished);
    retranslate();
    setMinimumWidth(520);
}

CapacityDialog::~CapacityDialog()
{
    m_cancel->store(true);
    m_watcher.waitForFinished();
}

QString CapacityDialog::verdictText() const
{
    return m_notice->text();
}

void CapacityDialog::retranslate()
{
    const QString drive = m_info.model.isEmpty() ? m_info.path : m_info.model;
    //: dialog title; %1 the drive's model or device node
    setWindowTitle(tr("Check capacity: %1").arg(drive));
    //: %1 the drive's model, %2 its size as it claims it, e.g. "128.0 GB"
    m_intro->setText(tr("Is %1 really %2? The check writes records across the whole drive, "
                        "reads them back and tells a genuine drive from a fake one.")
                         .arg(drive, shortSize(m_info.sizeBytes)));
    m_quick->setText(tr("&Quick probe: a few thousand records, minutes"));
    m_full->setText(tr("&Full verify: every block, hours on a large drive"));
    m_start->setText(tr("&Start"));
    if (!m_watcher.isRunning() && m_details->text().isEmpty())
        //: %1 device node, %2 the drive's model
        m_notice->setNotice(Notice::Kind::Danger,
                            tr("Everything on %1 (%2) is lost: every partition, every file.")
                                .arg(m_info.path, drive));
    m_close->setText(m_watcher.isRunning() ? tr("&Cancel") : tr("&Close"));
    m_chart->setLineLabel(QStringLiteral("write"), lineLabel(true));
    m_chart->setLineLabel(QStringLiteral("read"), lineLabel(false));
}

void CapacityDialog::askConsent()
{
    // An empty drive: the Start click after the notice that names it is the one
    // confirmation. Any other: the typed device name.
    if (m_consent == Capacity::Consent::Confirm) {
        run();
        return;
    }
    auto *confirm =
        new ConfirmWriteDialog(m_info.path, tr("Check capacity"),
                               m_info.model.isEmpty() ? m_info.name : m_info.model, this);
    confirm->setAttribute(Qt::WA_DeleteOnClose);
    connect(confirm, &QDialog::accepted, this, &CapacityDialog::run);
    confirm->open();
}

void CapacityDialog::run()
{
    m_cancel->store(false);
    m_start->setEnabled(false);
    m_quick->setEnabled(false);
    m_full->setEnabled(false);
    m_notice->setNotice(Notice::Kind::Info, {});
    m_details->clear();
    m_phase->show();
    m_bar->show();
    m_bar->setValue(0);
    m_chart->clear();
    m_chart->setVisible(m_full->isChecked());
    m_clock.start();
    m_phaseStart = m_lastPoint = 0;
    m_chartedPhase = -1;
    QPointer<CapacityDialog> self(this);
    const auto report = [self](int phase, double fraction, double rate) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, phase, fraction, rate] {
                if (self)
                    self->showProgress(phase, fraction, rate);
            },
            Qt::QueuedConnection);
    };
    m_watcher.setFuture(QtConcurrent::run(runCheck, m_info, m_full->isChecked(), m_cancel, report));
    retranslate();
}

void CapacityDialog::showProgress(int phase, double fraction, double rate)
{
    // The full verify's rate beside the phase, as the CLI's status line has it.
    QString text = phaseText(Capacity::Phase(phase));
    if (rate > 0)
        text += QStringLiteral(" · %1/s").arg(shortSize(qint64(rate)));
    m_phase->setText(text);
    chartRate(phase, rate); // the quick probe reports no rate: nothing is drawn for it
    if (fraction < 0)
        m_bar->setRange(0, 0); // busy
    else {
        m_bar->setRange(0, 1000);
        m_bar->setValue(int(fraction * 1000));
    }
}

// A point every half second or so, from the rate the verify measured over the last second:
// the write line, then the read line after it, as H2testw's two passes.
void CapacityDialog::chartRate(int phase, double rate)
{
    const auto p = Capacity::Phase(phase);
    if (rate <= 0 || (p != Capacity::Phase::Writing && p != Capacity::Phase::Reading))
        return;
    const double now = double(m_clock.elapsed()) / 1000.0;
    if (phase != m_chartedPhase) {
        m_chartedPhase = phase;
        m_phaseStart = m_lastPoint = now;
        return; // the rate is of the phase before until a point has passed
    }
    if (now - m_lastPoint < 0.5)
        return;
    Report::IntervalPoint point;
    point.startSeconds = m_lastPoint - m_phaseStart;
    point.endSeconds = now - m_phaseStart;
    point.bytesPerSecond = rate;
    const bool writing = p == Capacity::Phase::Writing;
    m_chart->addPoints(writing ? QStringLiteral("write") : QStringLiteral("read"),
                       lineLabel(writing), {point});
    m_lastPoint = now;
}

QString CapacityDialog::lineLabel(bool writing)
{
    //: a line of the full verify's chart: the rate while writing
    return writing ? tr("Write")
                   //: a line of the full verify's chart: the rate reading back
                   : tr("Read");
}

void CapacityDialog::finished()
{
    const CapacityOutcome out = m_watcher.result();
    m_bar->hide();
    m_phase->hide();
    m_start->setEnabled(true);
    m_quick->setEnabled(true);
    m_full->setEnabled(true);
    if (!out.error.isEmpty()) {
        m_notice->setNotice(Notice::Kind::Warning, out.error);
    } else {
        const Notice::Kind kind = out.verdict.severity == Severity::Good ? Notice::Kind::Info
                                  : out.verdict.severity == Severity::Danger
                                      ? Notice::Kind::Danger
                                      : Notice::Kind::Warning;
        m_notice->setNotice(kind, Capacity::findingText(out.verdict));
        m_details->setText(out.details.join(QLatin1Char('\n')));
    }
    retranslate();
    if (m_closeWhenDone)
        QDialog::reject();
}

void CapacityDialog::reject()
{
    if (m_watcher.isRunning()) {
        m_cancel->store(true);
        m_closeWhenDone = false; // stay: the verdict (undecided) is shown
        return;
    }
    QDialog::reject();
}

void CapacityDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

CapacityButton::CapacityButton(DrivePage *page, QWidget *parent)
    : QPushButton(parent)
    , m_page(page)
{
    setObjectName(QStringLiteral("driveCapacityButton"));
    setIcon(QIcon::fromTheme(QStringLiteral("drive-harddisk")));
    connect(this, &QPushButton::clicked, this, [this] {
        const Result<Device::DeviceInfo> info = Device::Inventory().find(m_page->devicePath());
        if (!info)
            return;
        auto *dialog = new CapacityDialog(info.value(), window());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    retranslate();
}

void CapacityButton::retranslate()
{
    setText(tr("Check &capacity…"));
    setToolTip(tr("Is the drive as big as it says? Finds fake drives."));
}

void CapacityButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QPushButton::changeEvent(event);
}

} // namespace DriveProof::Gui
