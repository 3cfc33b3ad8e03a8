#include "drivelistdelegate.h"

#include "drivelistmodel.h"
#include "guitext.h"
#include "icons.h"

#include "health/health.h"

#include <QApplication>
#include <QFontMetrics>
#include <QIcon>
#include <QPainter>
#include <QStyle>

namespace DriveProof::Gui {

namespace {

constexpr int kIconSize = 32;
constexpr int kPadding = 6;
constexpr int kBadgeSize = 16;

// The health badge's mark, as the Health card draws it; null while health is unknown.
QIcon healthIcon(const QModelIndex &index)
{
    const QVariant health = index.data(DriveListModel::HealthRole);
    if (!health.isValid())
        return {};
    switch (Health::Overall(health.toInt())) {
    case Health::Overall::Good:
        return verdictIcon(Alignment::Verdict::Ok);
    case Health::Overall::Caution:
        return verdictIcon(Alignment::Verdict::Warning);
    case Health::Overall::Bad:
        return verdictIcon(Alignment::Verdict::Misaligned);
    case Health::Overall::Unknown:
        break;
    }
    return {};
}

QFont subtitleFont(const QFont &base)
{
    QFont font = base;
    if (base.pointSizeF() > 0)
        font.setPointSizeF(base.pointSizeF() * 0.85);
    else
        font.setPixelSize(qMax(8, base.pixelSize() * 85 / 100));
    return font;
}

} // namespace

void DriveListDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    // Let the style draw selection, hover and focus; we draw icon and text ourselves.
    opt.text.clear();
    opt.icon = QIcon();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorGroup group =
        option.state & QStyle::State_Enabled
            ? (option.state & QStyle::State_Active ? QPalette::Active : QPalette::Inactive)
            : QPalette::Disabled;
    const QColor textColor =
        option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);

    // Laid out left to right, then mirrored for Arabic and Hebrew (icon at the right edge).
    const QRect r = option.rect.adjusted(kPadding, kPadding, -kPadding, -kPadding);
    const auto visual = [&option](const QRect &logical) {
        return QStyle::visualRect(option.direction, option.rect, logical);
    };
    const QRect iconRect =
        visual({r.left(), r.top() + (r.height() - kIconSize) / 2, kIconSize, kIconSize});
    index.data(Qt::DecorationRole).value<QIcon>().paint(painter, iconRect);

    // The health badge at the trailing edge (the left one in right-to-left text).
    const QIcon badge = healthIcon(index);
    const int badgeSpace = badge.isNull() ? 0 : kBadgeSize + kPadding;
    if (!badge.isNull())
        badge.paint(painter,
                    visual({r.right() - kBadgeSize + 1, r.top() + (r.height() - kBadgeSize) / 2,
                            kBadgeSize, kBadgeSize}));
    const QRect textRect = visual(r.adjusted(kIconSize + kPadding + 2, 0, -badgeSpace, 0));
    // Qt::AlignLeft is the leading edge: the right one in right-to-left text.
    const Qt::Alignment leading =
        QStyle::visualAlignment(option.direction, Qt::AlignLeft) | Qt::AlignVCenter;
    const QFontMetrics titleMetrics(option.font);
    const QFont small = subtitleFont(option.font);
    const QFontMetrics smallMetrics(small);
    const int textHeight = titleMetrics.height() + smallMetrics.height();
    const int top = textRect.top() + (textRect.height() - textHeight) / 2;

    painter->save();
    painter->setPen(textColor);
    painter->setFont(option.font);
    // bidiIsolated(): "/dev/sda" drawn right to left would show as "dev/sda/".
    const QString title = titleMetrics.elidedText(
        bidiIsolated(index.data(Qt::DisplayRole).toString()), Qt::ElideRight, textRect.width());
    painter->drawText(QRect(textRect.left(), top, textRect.width(), titleMetrics.height()), leading,
                      title);
    painter->setFont(small);
    QColor subColor = textColor;
    if (!selected)
        subColor.setAlphaF(0.7f); // a softer shade of the palette's own text colour
    painter->setPen(subColor);
    const QString subtitle =
        smallMetrics.elidedText(bidiIsolated(index.data(DriveListModel::SubtitleRole).toString()),
                                Qt::ElideMiddle, textRect.width());
    painter->drawText(QRect(textRect.left(), top + titleMetrics.height(), textRect.width(),
                            smallMetrics.height()),
                      leading, subtitle);
    painter->restore();
}

QSize DriveListDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    const QFontMetrics titleMetrics(option.font);
    const QFontMetrics smallMetrics(subtitleFont(option.font));
    const int textWidth =
        qMax(titleMetrics.horizontalAdvance(index.data(Qt::DisplayRole).toString()),
             smallMetrics.horizontalAdvance(index.data(DriveListModel::SubtitleRole).toString()));
    const int height = qMax(kIconSize, titleMetrics.height() + smallMetrics.height());
    const int badgeSpace = healthIcon(index).isNull() ? 0 : kBadgeSize + kPadding;
    return {kIconSize + 3 * kPadding + 2 + textWidth + badgeSpace, height + 2 * kPadding};
}

} // namespace DriveProof::Gui
