#include "notice.h"

#include "card.h"
#include "guitext.h"
#include "icons.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QVBoxLayout>

#include <cerrno>

namespace DriveProof::Gui {

namespace {

const QColor kDangerRed(0xd2, 0x36, 0x2f); // the red of verdict-misaligned.svg

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

Notice::Notice(QWidget *parent)
    : QWidget(parent)
    , m_icon(new QLabel(this))
    , m_text(makeParagraph(this))
    , m_details(makeParagraph(this))
{
    m_text->setObjectName(QStringLiteral("noticeText"));
    m_details->setObjectName(QStringLiteral("noticeDetails"));
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setFixedSize(iconSize, iconSize);
    auto *texts = new QVBoxLayout;
    texts->setSpacing(2);
    texts->addWidget(m_text);
    texts->addWidget(m_details);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addLayout(texts, 1);
    hide();
}

void Notice::setNotice(Kind kind, const QString &text, const QString &details)
{
    m_kind = kind;
    m_text->setText(bidiIsolated(text));
    m_details->setText(bidiIsolated(details));
    m_details->setVisible(!details.isEmpty());
    const int size = m_icon->width();
    switch (kind) {
    case Kind::Info:
        m_icon->clear();
        break;
    case Kind::Warning:
        m_icon->setPixmap(verdictIcon(Alignment::Verdict::Warning).pixmap(size, size));
        break;
    case Kind::Danger:
        m_icon->setPixmap(verdictIcon(Alignment::Verdict::Misaligned).pixmap(size, size));
        break;
    }
    m_icon->setVisible(kind != Kind::Info);
    const int margin = kind == Kind::Danger ? 8 : 0;
    layout()->setContentsMargins(margin, margin, margin, margin);
    setAccessibleName(kindName());
    setAccessibleDescription(text);
    applyStyle();
    setVisible(!text.isEmpty());
    update();
}

QString Notice::kindName() const
{
    return m_kind == Kind::Danger    ? tr("Danger")
           : m_kind == Kind::Warning ? tr("Warning")
                                     : tr("Note");
}

QString Notice::text() const
{
    return m_text->text();
}

QString Notice::details() const
{
    return m_details->text();
}

void Notice::applyStyle()
{
    QFont font = m_text->font();
    font.setBold(m_kind == Kind::Danger);
    m_text->setFont(font);
    // The palette's placeholder colour: grey on light themes and on dark ones.
    QPalette pal = palette();
    pal.setColor(QPalette::WindowText, pal.color(QPalette::PlaceholderText));
    m_details->setPalette(pal);
}

void Notice::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyStyle();
    // The texts are the owner's: it says them again on its own LanguageChange.
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(kindName());
}

void Notice::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (m_kind != Kind::Danger)
        return;
    // A faint red tint of the window colour: the text keeps the palette's own colour and
    // stays readable on light and dark themes.
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor window = palette().color(QPalette::Window);
    painter.setPen(QPen(kDangerRed, 1.5));
    painter.setBrush(mix(window, kDangerRed, 0.14));
    painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 4, 4);
}

ErrorText privilegeErrorText(const Error &error, PrivilegedAction action)
{
    const QString &device = error.subject;
    switch (error.errnum) {
    case EACCES: {
        QString text;
        switch (action) {
        case PrivilegedAction::ReadWriteCache:
            //: %1 device path
            text = Tr::tr("You were not allowed to read the write cache setting of %1. Try "
                          "again and authenticate when asked, or ask an administrator.");
            break;
        case PrivilegedAction::SwitchWriteCache:
            //: %1 device path
            text = Tr::tr("You were not allowed to switch the write cache of %1, so nothing "
                          "was changed. Try again and authenticate when asked, or ask an "
                          "administrator.");
            break;
        case PrivilegedAction::ReadHealth:
            //: %1 device path
            text = Tr::tr("You were not allowed to read the health of %1. Try again and "
                          "authenticate when asked, or ask an administrator.");
            break;
        }
        return {text.arg(device), error.message};
    }
    case ENOPKG:
        return {Tr::tr("DriveProof's helper is not installed, so DriveProof cannot ask the "
                       "drive while it runs as you. Install the DriveProof package, or run "
                       "DriveProof as root."),
                {}};
    case EPERM:
        return {Tr::tr("The system bus does not let DriveProof reach its helper: the helper's "
                       "D-Bus policy is missing. Reinstall the DriveProof package, or run "
                       "DriveProof as root."),
                error.message};
    case ECONNREFUSED:
        return {Tr::tr("There is no system bus, so DriveProof cannot reach its helper. Start "
                       "the D-Bus system service, or run DriveProof as root."),
                {}};
    default:
        break;
    }
    if (!error.message.isEmpty())
        return {error.message, {}};
    //: %1 device path, %2 the system's reason
    return {Tr::tr("The request for %1 failed: %2.").arg(device, qt_error_string(error.errnum)),
            {}};
}

} // namespace DriveProof::Gui
