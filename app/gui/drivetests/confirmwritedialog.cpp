#include "drivetests/confirmwritedialog.h"

#include "notice.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace DriveProof::Gui {

ConfirmWriteDialog::ConfirmWriteDialog(const QString &node, const QString &test,
                                       const QString &drive, QWidget *parent, bool emptyDrive)
    : QDialog(parent)
    , m_node(node)
    , m_name(QFileInfo(node).fileName())
    , m_test(test)
    , m_drive(drive)
    , m_empty(emptyDrive)
    , m_warning(new Notice(this))
    , m_prompt(new QLabel(this))
    , m_edit(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("confirmWriteDialog"));
    m_edit->setObjectName(QStringLiteral("confirmName"));
    m_prompt->setWordWrap(true);
    m_prompt->setBuddy(m_edit);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_warning);
    layout->addWidget(m_prompt);
    layout->addWidget(m_edit);
    layout->addWidget(m_buttons);
    m_prompt->setVisible(!m_empty);
    m_edit->setVisible(!m_empty);
    connect(m_edit, &QLineEdit::textChanged, this, &ConfirmWriteDialog::check);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_empty || m_edit->text().trimmed() == m_name)
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Cancel is the safe default: Enter does not confirm by accident.
    m_buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    retranslate();
    check();
    setMinimumWidth(480);
}

void ConfirmWriteDialog::retranslate()
{
    if (m_empty) {
        //: dialog title; %1 the drive's name (model)
        setWindowTitle(tr("Test the empty drive %1?").arg(m_drive));
        //: %1 the drive's name (model), %2 device node, %3 test name
        m_warning->setNotice(Notice::Kind::Warning,
                             tr("%1 (%2) is empty: it has no partition table and no file "
                                "system, as a new drive arrives. The test (%3) writes over the "
                                "whole device; anything on it that DriveProof cannot recognise "
                                "would be lost.")
                                 .arg(m_drive, m_node, m_test));
        m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Write and test"));
        return;
    }
    //: dialog title; %1 a device node
    setWindowTitle(tr("Erase %1?").arg(m_node));
    //: %1 test name, %2 device node, %3 the drive's model
    m_warning->setNotice(Notice::Kind::Danger,
                         tr("This test (%1) writes over %2 (%3). Everything on it is lost: "
                            "every partition, every file. This cannot be undone.")
                             .arg(m_test, m_node, m_drive));
    //: %1 the device's short name the user must type, e.g. "sdb"
    m_prompt->setText(
        tr("To go on, type the device's name, <b>%1</b>:").arg(m_name.toHtmlEscaped()));
    m_edit->setAccessibleName(tr("Device name"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Erase and test"));
}

void ConfirmWriteDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ConfirmWriteDialog::check()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(m_empty || m_edit->text().trimmed() == m_name);
}

} // namespace DriveProof::Gui
