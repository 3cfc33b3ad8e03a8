// Draws a sidebar row: drive icon, name, and "size · path" in smaller text below.
// Colours come from the view's palette, so dark themes work.
#pragma once

#include <QStyledItemDelegate>

namespace DriveProof::Gui {

class DriveListDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace DriveProof::Gui
