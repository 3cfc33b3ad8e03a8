#include "powerloss/witnessstep.h"

#include "card.h"
#include "notice.h"
#include "powerloss/powerlosstext.h"

#include "powerloss/pairing.h"
#include "powerloss/practice.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QVBoxLayout>

namespace DriveProof::Gui {

using namespace PowerLossUi;

PowerLossWitnessStep::PowerLossWitnessStep(QWidget *parent)
    : QWidget(parent)
    , m_practiceUnavailable(PowerLoss::PracticeRun::unavailableReason())
    , m_title(makeTitle(this))
    , m_intro(makeParagraph(this))
    , m_remote(new QRadioButton(this))
    , m_addressLabel(new QLabel(this))
    , m_address(new QLineEdit(this))
    , m_codeLabel(new QLabel(this))
    , m_code(new QLineEdit(this))
    , m_howTo(makeParagraph(this))
    , m_practice(new QRadioButton(this))
    , m_practiceText(makeParagraph(this))
    , m_practiceDriveLabel(new QLabel(this))
    , m_practiceDrive(new QComboBox(this))
    , m_problem(new Notice(this))
{
    setObjectName(QStringLiteral("powerLossWitnessStep"));
    m_remote->setObjectName(QStringLiteral("powerLossRemoteWitness"));
    m_address->setObjectName(QStringLiteral("powerLossWitnessAddress"));
    m_address->setPlaceholderText(QStringLiteral("192.168.1.20:7070"));
    m_code->setObjectName(QStringLiteral("powerLossPairingCode"));
    m_code->setPlaceholderText(QStringLiteral("XXXX-XXXX-XXXX"));
    m_practice->setObjectName(QStringLiteral("powerLossPractice"));
    m_practiceDrive->setObjectName(QStringLiteral("powerLossPracticeDrive"));
    m_problem->setObjectName(QStringLiteral("powerLossWitnessProblem"));
    m_addressLabel->setBuddy(m_address);
    m_codeLabel->setBuddy(m_code);
    m_practiceDriveLabel->setBuddy(m_practiceDrive);
    auto *group = new QButtonGroup(this);
    group->addButton(m_remote);
    group->addButton(m_practice);
    m_remote->setChecked(true);

    auto *remoteForm = new QFormLayout;
    remoteForm->setContentsMargins(24, 0, 0, 0);
    remoteForm->addRow(m_addressLabel, m_address);
    remoteForm->addRow(m_codeLabel, m_code);
    remoteForm->addRow(m_howTo);
    auto *practiceForm = new QFormLayout;
    practiceForm->setContentsMargins(24, 0, 0, 0);
    practiceForm->addRow(m_practiceText);
    practiceForm->addRow(m_practiceDriveLabel, m_practiceDrive);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addWidget(m_remote);
    layout->addLayout(remoteForm);
    layout->addSpacing(8);
    layout->addWidget(m_practice);
    layout->addLayout(practiceForm);
    layout->addWidget(m_problem);
    layout->addStretch(1);

    connect(m_remote, &QRadioButton::toggled, this, &PowerLossWitnessStep::update);
    connect(m_address, &QLineEdit::textChanged, this, &PowerLossWitnessStep::update);
    connect(m_code, &QLineEdit::textChanged, this, &PowerLossWitnessStep::update);
    connect(m_practiceDrive, &QComboBox::currentIndexChanged, this, &PowerLossWitnessStep::update);
    retranslate();
}

void PowerLossWitnessStep::retranslate()
{
    m_title->setText(tr("The witness"));
    m_intro->setText(tr("A second computer records every write this drive acknowledges, so "
                        "that after the power cut DriveProof knows what the drive promised."));
    m_remote->setText(tr("&Another computer is the witness"));
    m_addressLabel->setText(tr("Witness &address:"));
    m_address->setAccessibleName(tr("Witness address and port"));
    m_codeLabel->setText(tr("&Pairing code:"));
    m_code->setAccessibleName(tr("Pairing code"));
    m_howTo->setText(tr("On the second computer, open DriveProof's witness page (menu "
                        "\"Power-loss witness…\") or run \"driveproof-cli witness --listen "
                        "0.0.0.0:7070\" in a terminal. It shows the pairing code; type it here "
                        "with its address, e.g. 192.168.1.20:7070."));
    m_practice->setText(tr("P&ractice on this computer, with a simulated drive"));
    m_practiceText->setText(tr("Learn the procedure without pulling a plug: a simulated drive, a "
                               "witness on this computer and a simulated power cut. Nothing on "
                               "your drives is written."));
    m_practiceDriveLabel->setText(tr("Simulated &drive:"));
    m_practiceDrive->setAccessibleName(tr("Simulated drive"));
    const int drive = std::max(0, m_practiceDrive->currentIndex());
    {
        const QSignalBlocker blocker(m_practiceDrive);
        m_practiceDrive->clear();
        m_practiceDrive->addItem(tr("Honest: keeps every write it acknowledged"));
        m_practiceDrive->addItem(tr("Lying: acknowledges writes it still holds in its cache"));
        m_practiceDrive->setCurrentIndex(drive);
    }
    m_practice->setToolTip(m_practiceUnavailable);
    update();
}

void PowerLossWitnessStep::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void PowerLossWitnessStep::update()
{
    const bool remote = m_remote->isChecked();
    m_address->setEnabled(remote);
    m_code->setEnabled(remote);
    m_practiceDrive->setEnabled(!remote && m_practiceUnavailable.isEmpty());
    if (!remote && !m_practiceUnavailable.isEmpty())
        m_problem->setNotice(Notice::Kind::Warning, m_practiceUnavailable);
    else if (remote && !m_code->text().trimmed().isEmpty() && pairingCode().isEmpty())
        m_problem->setNotice(Notice::Kind::Warning,
                             tr("This is not a pairing code: it has twelve letters and digits, "
                                "like K7QD-M2XF-9HBT."));
    else
        m_problem->setNotice(Notice::Kind::Info, QString());
    emit changed();
}

bool PowerLossWitnessStep::isComplete() const
{
    if (practice())
        return m_practiceUnavailable.isEmpty();
    return !address().isEmpty() && address().contains(QLatin1Char(':')) && !pairingCode().isEmpty();
}

bool PowerLossWitnessStep::practice() const
{
    return m_practice->isChecked();
}

bool PowerLossWitnessStep::practiceLies() const
{
    return m_practiceDrive->currentIndex() == 1;
}

QString PowerLossWitnessStep::address() const
{
    return m_address->text().trimmed();
}

QString PowerLossWitnessStep::pairingCode() const
{
    return PowerLoss::normalizePairingCode(m_code->text()).value_or(QString());
}

} // namespace DriveProof::Gui
