#include "statuspage.h"

#include "icons.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace DriveProof::Gui {

StatusPage::StatusPage(QWidget *parent)
    : QWidget(parent)
    , m_icon(new QLabel(this))
    , m_title(new QLabel(this))
    , m_message(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_refresh(new QPushButton(this))
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
    m_message->setMaximumWidth(560);
    m_message->setMinimumWidth(qMin(540, m_message->maximumWidth())); // a list, not a column
    m_bar->setRange(0, 0);                                            // indeterminate
    m_bar->setTextVisible(false);
    m_bar->setFixedWidth(200);
    m_bar->setAccessibleName(tr("Looking for drives"));
    m_refresh->setObjectName(QStringLiteral("statusRefresh"));
    m_refresh->setIcon(QIcon::fromTheme(QStringLiteral("view-refresh")));
    m_refresh->setText(tr("&Refresh"));
    m_refresh->hide();
    connect(m_refresh, &QPushButton::clicked, this, &StatusPage::refreshRequested);

    // A grid, not a box with alignment flags: only then does the wrapped message get the
    // height it needs for its width. The outer columns take the spare width.
    auto *layout = new QGridLayout(this);
    layout->setRowStretch(0, 1);
    layout->addWidget(m_icon, 1, 1, Qt::AlignHCenter);
    layout->addWidget(m_title, 2, 1, Qt::AlignHCenter);
    layout->addWidget(m_message, 3, 1);
    layout->setRowMinimumHeight(4, 8);
    layout->addWidget(m_bar, 5, 1, Qt::AlignHCenter);
    layout->addWidget(m_refresh, 6, 1, Qt::AlignHCenter);
    layout->setRowStretch(7, 2);
    layout->setColumnStretch(0, 1);
    layout->setColumnStretch(2, 1);
}

void StatusPage::showBusy()
{
    m_shown = Shown::Busy;
    setContent(tr("Looking for drives…"), tr("Reading what the kernel knows about each drive."),
               true);
}

void StatusPage::showNoDrives(bool udisksRunning)
{
    m_shown = Shown::NoDrives;
    m_udisksRunning = udisksRunning;
    // The causes in the order they are met, each with what to try. DriveProof cannot tell a
    // sandbox from a machine without drives: both show an empty /sys/block.
    QStringList lines;
    lines << tr("DriveProof could not find a drive it can read. This happens when:");
    //: list item of the empty state
    lines << tr("• No drive is connected. Connect one and press Refresh (F5); a USB drive "
                "may take a few seconds to appear.");
    //: list item of the empty state
    lines << tr("• DriveProof runs in a container or sandbox (Docker, Flatpak, Snap) that hides "
                "the machine's drives (/sys/block and /dev). Run it on the host instead, or give "
                "the sandbox access to the drives.");
    //: list item of the empty state
    lines << tr("• It is not allowed to read the drives' details: the system limits access to "
                "/sys or /dev. Ask the administrator, or run driveproof-cli list to see what "
                "the kernel reports.");
    if (!udisksRunning)
        //: list item of the empty state; "systemctl start udisks2" is a command, keep it
        lines << tr("• udisks2 is not running, so only the kernel was asked. Start it with "
                    "\"systemctl start udisks2\" and press Refresh.");
    setContent(tr("No drives found"), lines.join(QLatin1Char('\n')), false);
    m_refresh->show();
    m_refresh->setFocus();
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
        showNoDrives(m_udisksRunning);
    m_refresh->setText(tr("&Refresh"));
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
    // A list reads from the left; a one-line note sits in the middle.
    m_message->setAlignment(busy ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter);
    m_bar->setVisible(busy);
    m_refresh->setVisible(!busy);
}

} // namespace DriveProof::Gui
