#include "usagepanel.h"

#include "card.h"
#include "health/usage.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace DriveProof::Gui {

UsagePanel::UsagePanel(QWidget *parent)
    : QWidget(parent)
    , m_verdict(new QLabel(this))
    , m_reasons(makeParagraph(this))
    , m_enduranceLabel(new QLabel(this))
    , m_endurance(new QDoubleSpinBox(this))
    , m_remember(new QPushButton(this))
{
    setObjectName(QStringLiteral("usagePanel"));
    m_verdict->setObjectName(QStringLiteral("usageVerdict"));
    m_reasons->setObjectName(QStringLiteral("usageReasons"));
    m_endurance->setObjectName(QStringLiteral("usageEndurance"));
    m_remember->setObjectName(QStringLiteral("usageRemember"));
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    // Terabytes written: from a 1 TB stick to the largest data-centre ratings.
    m_endurance->setRange(0, 100000);
    m_endurance->setDecimals(0);
    m_enduranceLabel->setBuddy(m_endurance);
    auto *enduranceRow = new QHBoxLayout;
    enduranceRow->addWidget(m_enduranceLabel);
    enduranceRow->addWidget(m_endurance);
    enduranceRow->addWidget(m_remember);
    enduranceRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 0);
    layout->addWidget(m_verdict);
    layout->addWidget(m_reasons);
    layout->addLayout(enduranceRow);
    connect(m_remember, &QPushButton::clicked, this, &UsagePanel::remember);
    retranslate();
    hide();
}

void UsagePanel::setHealth(const Device::DeviceInfo &info, const Health::HealthSummary &health)
{
    m_info = info;
    m_health = health;
    const std::optional<qint64> rated = Health::DriveMemory().ratedEndurance(info.model);
    m_endurance->setValue(rated ? double(*rated) / 1e12 : 0.0);
    assess();
}

void UsagePanel::clear()
{
    m_health.reset();
    hide();
}

void UsagePanel::assess()
{
    if (!m_health)
        return;
    Health::DriveMemory memory;
    const Health::UsageAssessment usage = Health::assessDriveUsage(m_info, *m_health, memory);
    setVisible(usage.verdict != Health::UsageVerdict::Unknown);
    //: "Is it new?" and the verdict: new, used, possibly reset
    m_verdict->setText(tr("Is it new? %1").arg(Health::usageVerdictText(usage.verdict)));
    QStringList lines;
    for (const Finding &reason : usage.reasons)
        lines << Health::usageText(reason);
    m_reasons->setText(lines.join(QLatin1Char('\n')));
    // The rating is per model: without one there is nothing to keep it under.
    m_endurance->setEnabled(!m_info.model.trimmed().isEmpty());
    m_remember->setEnabled(!m_info.model.trimmed().isEmpty());
}

void UsagePanel::remember()
{
    const bool kept =
        Health::DriveMemory().setRatedEndurance(m_info.model, qint64(m_endurance->value() * 1e12));
    assess();
    if (kept)
        return;
    // One line more under the reasons, each line a whole sentence.
    QStringList lines = m_reasons->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    //: %1 the file DriveProof keeps what it remembers about drives in
    lines << tr("The rating could not be kept: %1 cannot be written.")
                 .arg(Health::DriveMemory::defaultFile());
    m_reasons->setText(lines.join(QLatin1Char('\n')));
}

void UsagePanel::retranslate()
{
    //: the endurance the maker rates the drive's model for, in terabytes written
    m_enduranceLabel->setText(tr("Rated &endurance:"));
    //: unit after the endurance field: terabytes written
    m_endurance->setSuffix(tr(" TBW"));
    //: shown in the endurance field while no rating is kept for the model
    m_endurance->setSpecialValueText(tr("not entered"));
    m_remember->setText(tr("&Remember for this model"));
    m_endurance->setToolTip(tr("The terabytes written (TBW) the maker's data sheet rates this "
                               "model for. Kept for every drive of the same model."));
    assess();
}

void UsagePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace DriveProof::Gui
