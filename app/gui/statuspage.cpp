#include "statuspage.h"

#include "icons.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>

namespace DriveProof::Gui {

StatusPage::StatusPage(QWidget *parent)
    : QWidget(parent)
    , m_icon(new QLabel(this))
    , m_title(new QLabel(this))
    , m_message(new QLabel(this))
    , m_bar(new QProgressBar(this))
{
    setObjectName(QStringLiteral("statusPage"));
    m_icon->setPixmap(driveIcon(DriveType::Generic).pixmap(64, 64));
    m_icon->setAlignment(Qt::AlignCenter);
    m_title->setObjectName(QStringLiteral("statusTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setTextFormat(Qt::PlainText);
    QFont big = m_title->font();
    big.setBold(true);
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 1.3);
    m_title->setFont(big);
    m_message->setObjectName(QStringLiteral("statusMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setMaximumWidth(520);
    m_message->setMinimumWidth(qMin(360, m_message->maximumWidth()));
    m_bar->setRange(0, 0); // indeterminate
    m_bar->setTextVisible(false);
    m_bar->setFixedWidth(200);
    m_bar->setAccessibleName(tr("Looking for drives"));

    // A grid, not a box with alignment flags: only then does the wrapped message get the
    // height it needs for its width. The outer columns take the spare width.
    auto *layout = new QGridLayout(this);
    layout->setRowStretch(0, 1);
    layout->addWidget(m_icon, 1, 1, Qt::AlignHCenter);
    layout->addWidget(m_title, 2, 1, Qt::AlignHCenter);
    layout->addWidget(m_message, 3, 1);
    layout->setRowMinimumHeight(4, 8);
    layout->addWidget(m_bar, 5, 1, Qt::AlignHCenter);
    layout->setRowStretch(6, 2);
    layout->setColumnStretch(0, 1);
    layout->setColumnStretch(2, 1);
}

void StatusPage::showBusy()
{
    m_shown = Shown::Busy;
    setContent(tr("Looking for drives…"), tr("Reading what the kernel knows about each drive."),
               true);
}

void StatusPage::showNoDrives()
{
    m_shown = Shown::NoDrives;
    setContent(
        tr("No drives found"),
        tr("DriveProof could not find a drive to read. Connect a drive, or use View → Refresh "
           "(F5) once it is connected. Inside a container, /sys/block may show no drives: "
           "run DriveProof on the host instead."),
        false);
}

void StatusPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    m_bar->setAccessibleName(tr("Looking for drives"));
    if (m_shown == Shown::Busy)
        showBusy();
    else if (m_shown == Shown::NoDrives)
        showNoDrives();
}

QString StatusPage::title() const
{
    return m_title->text();
}

QString StatusPage::message() const
{
    return m_message->text();
}

void StatusPage::setContent(const QString &title, const QString &message, bool busy)
{
    m_title->setText(title);
    m_message->setText(message);
    m_bar->setVisible(busy);
}

} // namespace DriveProof::Gui
