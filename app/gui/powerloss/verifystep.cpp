#include "powerloss/verifystep.h"

#include "card.h"
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

PowerLossVerifyStep::PowerLossVerifyStep(QWidget *parent)
    : QWidget(parent)
    , m_title(makeTitle(this))
    , m_intro(makeParagraph(this))
    , m_hint(makeParagraph(this))
    , m_list(makeParagraph(this))
    , m_step(makeParagraph(this))
    , m_progress(new QProgressBar(this))
    , m_error(new Notice(this))
    , m_discard(new QPushButton(this))
    , m_verify(new QPushButton(this))
{
    setObjectName(QStringLiteral("powerLossVerifyStep"));
    m_list->setObjectName(QStringLiteral("powerLossPendingList"));
    m_step->setObjectName(QStringLiteral("powerLossVerifyProgressText"));
    m_progress->setObjectName(QStringLiteral("powerLossVerifyProgress"));
    m_progress->setRange(0, 1000);
    m_error->setObjectName(QStringLiteral("powerLossVerifyError"));
    m_verify->setObjectName(QStringLiteral("powerLossVerify"));
    m_discard->setObjectName(QStringLiteral("powerLossDiscard"));
    connect(m_verify, &QPushButton::clicked, this, &PowerLossVerifyStep::verifyRequested);
    connect(m_discard, &QPushButton::clicked, this, &PowerLossVerifyStep::discardRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_discard);
    buttons->addStretch(1);
    buttons->addWidget(m_verify);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addWidget(m_hint);
    layout->addWidget(m_list);
    layout->addWidget(m_step);
    layout->addWidget(m_progress);
    layout->addWidget(m_error);
    layout->addLayout(buttons);
    layout->addStretch(1);
    m_progress->hide();
    retranslate();
}

void PowerLossVerifyStep::retranslate()
{
    m_title->setText(tr("Check the drive after the power cut"));
    m_intro->setText(tr("DriveProof asks the witness for its record, reads the whole test "
                        "area and compares every block with what the drive acknowledged. The "
                        "witness must be running and reachable."));
    m_hint->setText(tr("If the witness cannot be reached, start it again on the second "
                       "computer (it kept its record on disk) and press \"Verify now\". The "
                       "test stays pending until it is verified or forgotten, and DriveProof "
                       "opens this page at every start until then."));
    m_progress->setAccessibleName(tr("Verification progress"));
    m_verify->setText(tr("&Verify now"));
    m_discard->setText(tr("&Forget this test"));
    m_discard->setToolTip(tr("Remove the pending test without verifying it"));
    setPending(m_pending);
}

void PowerLossVerifyStep::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PowerLossVerifyStep::setPending(const QList<PowerLoss::PendingTest> &pending)
{
    m_pending = pending;
    QStringList lines;
    for (const PowerLoss::PendingTest &t : pending)
        //: %1 a file or device, %2 a date and time, %3 a witness address
        lines << tr("• %1, started %2, witness %3")
                     .arg(t.practice ? tr("practice run") : t.targetPath,
                          QLocale().toString(t.started, QLocale::ShortFormat), t.witnessAddress);
    m_list->setText(pending.isEmpty()
                        ? tr("No test is waiting to be checked.")
                        : tr("Waiting to be checked (the first one is checked now):\n%1")
                              .arg(lines.join(QLatin1Char('\n'))));
    m_verify->setEnabled(!pending.isEmpty() && !m_busy);
    m_discard->setEnabled(!pending.isEmpty() && !m_busy);
}

void PowerLossVerifyStep::setBusy(bool busy)
{
    m_busy = busy;
    m_progress->setVisible(busy);
    if (busy) {
        m_error->setNotice(Notice::Kind::Info, QString());
        m_progress->setValue(0);
        m_step->setText(tr("Starting…"));
    } else {
        m_step->clear();
    }
    setPending(m_pending);
}

void PowerLossVerifyStep::showProgress(const PowerLoss::VerifyProgress &progress)
{
    m_step->setText(progress.step);
    m_progress->setValue(int(progress.fraction * 1000.0));
}

void PowerLossVerifyStep::showError(const QString &text)
{
    m_error->setNotice(Notice::Kind::Danger, text);
}

} // namespace DriveProof::Gui
