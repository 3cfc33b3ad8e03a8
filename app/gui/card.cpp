#include "card.h"

#include "guitext.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {
const char *const kGreyedProperty = "driveproofGreyed";
}

Card::Card(const QString &title, QWidget *parent)
    : QGroupBox(title, parent)
    , m_body(new QVBoxLayout(this))
    , m_form(new QFormLayout)
{
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_body->addLayout(m_form);
}

QLabel *Card::valueLabel(const QString &key) const
{
    return findChild<QLabel *>(key);
}

void Card::clearRows()
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
}

QLabel *Card::addRow(const QString &key, const QString &label, const QString &value,
                     const QString &toolTip)
{
    auto *valueLabel = new QLabel(value, this);
    valueLabel->setObjectName(key);
    valueLabel->setTextFormat(Qt::PlainText);
    valueLabel->setWordWrap(true);
    // Serial numbers and paths get copied into bug reports; mouse selection only, so Tab
    // does not stop at every value.
    valueLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    valueLabel->setToolTip(toolTip);
    //: label of a row in a card; %1 the row's name, e.g. "Model"
    auto *nameLabel = new QLabel(tr("%1:").arg(label), this);
    nameLabel->setBuddy(valueLabel);
    valueLabel->setAccessibleName(label);
    m_form->addRow(nameLabel, valueLabel);
    return valueLabel;
}

QLabel *Card::addUnknownRow(const QString &key, const QString &label, const QString &why)
{
    QLabel *value = addRow(key, label, Tr::tr("unknown"), why);
    value->setAccessibleDescription(why);
    value->setProperty(kGreyedProperty, true);
    applyGreyed(value);
    return value;
}

void Card::applyGreyed(QLabel *label)
{
    // The palette's own placeholder colour: grey on light themes, and on dark ones too.
    QPalette pal = palette();
    pal.setColor(QPalette::WindowText, pal.color(QPalette::PlaceholderText));
    label->setPalette(pal);
}

void Card::changeEvent(QEvent *event)
{
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() != QEvent::PaletteChange)
        return;
    for (QLabel *label : findChildren<QLabel *>()) {
        if (label->property(kGreyedProperty).toBool())
            applyGreyed(label);
    }
}

QLabel *makeParagraph(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace DriveProof::Gui
