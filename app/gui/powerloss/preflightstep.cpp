#include "powerloss/preflightstep.h"

#include "card.h"
#include "guitext.h"
#include "notice.h"
#include "powerloss/powerlosstext.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace DriveProof::Gui {

using namespace PowerLossUi;

PowerLossPreflightStep::PowerLossPreflightStep(QWidget *parent)
    : QWidget(parent)
    , m_title(makeTitle(this))
    , m_status(makeParagraph(this))
    , m_facts(new QWidget(this))
    , m_factsLayout(new QFormLayout(m_facts))
    , m_warningsHeading(makeHeading(this))
    , m_warnings(new QWidget(this))
    , m_warningsLayout(new QVBoxLayout(m_warnings))
    , m_next(makeParagraph(this))
{
    setObjectName(QStringLiteral("powerLossPreflightStep"));
    m_status->setObjectName(QStringLiteral("powerLossPreflightStatus"));
    m_warnings->setObjectName(QStringLiteral("powerLossWarnings"));
    m_factsLayout->setContentsMargins(0, 0, 0, 0);
    m_warningsLayout->setContentsMargins(0, 0, 0, 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_status);
    layout->addWidget(m_facts);
    layout->addWidget(m_warningsHeading);
    layout->addWidget(m_warnings);
    layout->addWidget(m_next);
    layout->addStretch(1);
    retranslate();
}

void PowerLossPreflightStep::setChecking()
{
    m_mode = Mode::Checking;
    m_result.reset();
    m_complete = false;
    show();
}

void PowerLossPreflightStep::setPreflight(const Result<PowerLoss::Preflight> &result)
{
    m_mode = Mode::Result;
    m_result = result;
    m_complete = result.ok();
    show();
}

void PowerLossPreflightStep::setPractice(bool lying)
{
    m_mode = Mode::Practice;
    m_lying = lying;
    m_complete = true;
    show();
}

void PowerLossPreflightStep::retranslate()
{
    m_title->setText(tr("Before the test"));
    m_warningsHeading->setText(tr("Things to know"));
    show();
}

void PowerLossPreflightStep::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

QStringList PowerLossPreflightStep::warningTexts() const
{
    QStringList out;
    for (const Notice *n : m_warnings->findChildren<Notice *>())
        out << n->text();
    return out;
}

void PowerLossPreflightStep::show()
{
    while (m_factsLayout->count() > 0) {
        QLayoutItem *item = m_factsLayout->takeAt(0);
        delete item->widget();
        delete item;
    }
    while (m_warningsLayout->count() > 0) {
        QLayoutItem *item = m_warningsLayout->takeAt(0);
        delete item->widget();
        delete item;
    }
    m_warningsHeading->hide();
    auto row = [this](const QString &label, const QString &value) {
        QLabel *v = makeParagraph(m_facts);
        v->setText(value.isEmpty() ? tr("unknown") : value);
        m_factsLayout->addRow(label, v);
    };
    switch (m_mode) {
    case Mode::Checking:
        m_status->setText(tr("Reading the drive's identity, write cache and health… Reading "
                             "the cache or the counters may ask for your password."));
        m_next->clear();
        break;
    case Mode::Practice:
        m_status->setText(
            m_lying ? tr("Practice with a lying drive: it acknowledges writes while they are "
                         "still in its cache, and loses them at the power cut. Expect FAIL.")
                    : tr("Practice with an honest drive: it keeps every write it "
                         "acknowledged. Expect a pass of the simulated cut."));
        m_next->setText(
            tr("What happens:\n"
               "1. DriveProof prepares a simulated drive of 16 MiB and a witness on this "
               "computer.\n"
               "2. It writes numbered records, commits each one and reports it to the "
               "witness; the chart shows the commits per second.\n"
               "3. Once commits flow steadily it says \"Pull the plug now\": press \"Cut the "
               "power\". On a real test you would pull the power cord at that moment.\n"
               "4. The simulated drive starts again, DriveProof reads it back and compares "
               "it with the witness's record.\n"
               "5. The report says what the drive kept and what it lost."));
        break;
    case Mode::Result:
        if (!m_result->ok()) {
            //: %1 the reason
            m_status->setText(tr("The test cannot run: %1").arg(m_result->error().message));
            m_next->clear();
            break;
        }
        const PowerLoss::Preflight &p = m_result->value();
        const PowerLoss::WriterFacts &f = p.facts;
        m_status->setText(tr("DriveProof read this before the test; it compares it after the "
                             "power cut."));
        row(tr("Drive:"), QString::fromStdString(f.deviceModel));
        row(tr("Serial number:"), QString::fromStdString(f.deviceSerial));
        row(tr("Firmware:"), QString::fromStdString(f.deviceFirmware));
        row(tr("Capacity:"), f.capacityBytes ? longSize(qint64(f.capacityBytes)) : QString());
        row(tr("Write cache:"), writeCacheWords(f.writeCache));
        row(tr("Unsafe shutdowns so far:"), f.unsafeShutdowns < 0
                                                ? tr("the drive does not count them")
                                                : QLocale().toString(qlonglong(f.unsafeShutdowns)));
        row(tr("Computer:"), QString::fromStdString(f.hostName));
        for (const PowerLoss::PreflightWarning &w : p.warnings) {
            auto *notice = new Notice(m_warnings);
            notice->setObjectName(QStringLiteral("warning_") + w.code);
            // "The cache is on: that is normal" is a fact, not a danger sign.
            notice->setNotice(PowerLoss::isNote(w) ? Notice::Kind::Info : Notice::Kind::Warning,
                              PowerLoss::warningText(w));
            m_warningsLayout->addWidget(notice);
        }
        m_warningsHeading->setVisible(!p.warnings.isEmpty());
        m_next->setText(tr("Start the test: DriveProof prepares the test area (this takes a "
                           "while), connects to the witness and writes. Wait for \"Pull the "
                           "plug now\"."));
        break;
    }
    m_next->setVisible(!m_next->text().isEmpty());
}

} // namespace DriveProof::Gui
