#include "tablecopy.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QItemSelectionModel>
#include <QMimeData>

#include <algorithm>

namespace DriveProof::Gui {

namespace {

struct Rows
{
    QStringList header;
    QList<QStringList> cells;
};

// Shown text only: what the person reads is what they copy (no hidden roles).
Rows rowsOf(const QAbstractItemView *view)
{
    Rows rows;
    const QAbstractItemModel *model = view->model();
    if (!model)
        return rows;
    const int columns = model->columnCount();
    for (int c = 0; c < columns; ++c)
        rows.header << model->headerData(c, Qt::Horizontal).toString();
    QList<int> wanted;
    if (const QItemSelectionModel *selection = view->selectionModel())
        for (const QModelIndex &index : selection->selectedRows())
            wanted << index.row();
    if (wanted.isEmpty())
        for (int r = 0; r < model->rowCount(); ++r)
            wanted << r;
    std::sort(wanted.begin(), wanted.end());
    for (const int r : std::as_const(wanted)) {
        QStringList row;
        for (int c = 0; c < columns; ++c)
            row << model->index(r, c).data().toString();
        rows.cells << row;
    }
    return rows;
}

// Tabs and line breaks inside a cell would start a new column or row.
QString flat(QString text)
{
    return text.replace(QLatin1Char('\t'), QLatin1Char(' '))
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
}

// Says the actions' words again when the view hears of a language change.
class Retranslator : public QObject
{
public:
    Retranslator(QAbstractItemView *view, QAction *copy, QAction *markdown)
        : QObject(view)
        , m_copy(copy)
        , m_markdown(markdown)
    {
        view->installEventFilter(this);
    }
    void retranslate()
    {
        m_copy->setText(QCoreApplication::translate("DriveProof::Gui::TableCopy", "&Copy"));
        m_markdown->setText(
            QCoreApplication::translate("DriveProof::Gui::TableCopy", "Copy as &Markdown"));
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        return QObject::eventFilter(watched, event);
    }

private:
    QAction *m_copy;
    QAction *m_markdown;
};

} // namespace

QString tableAsTabSeparated(const QAbstractItemView *view)
{
    const Rows rows = rowsOf(view);
    QStringList lines;
    QStringList header;
    for (const QString &h : rows.header)
        header << flat(h);
    lines << header.join(QLatin1Char('\t'));
    for (const QStringList &row : rows.cells) {
        QStringList cells;
        for (const QString &c : row)
            cells << flat(c);
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString tableAsMarkdown(const QAbstractItemView *view)
{
    const Rows rows = rowsOf(view);
    const auto line = [](const QStringList &cells) {
        QStringList escaped;
        for (const QString &c : cells)
            escaped << flat(c).replace(QLatin1Char('|'), QStringLiteral("\\|"));
        return QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |");
    };
    QStringList lines{line(rows.header)};
    lines << QStringLiteral("|") + QStringLiteral(" --- |").repeated(rows.header.size());
    for (const QStringList &row : rows.cells)
        lines << line(row);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void enableTableCopy(QAbstractItemView *view)
{
    auto *copy = new QAction(view);
    copy->setObjectName(QStringLiteral("copyTableAction"));
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    auto *markdown = new QAction(view);
    markdown->setObjectName(QStringLiteral("copyMarkdownAction"));
    QObject::connect(copy, &QAction::triggered, view, [view] {
        auto *data = new QMimeData;
        data->setText(tableAsTabSeparated(view));
        data->setData(QStringLiteral("text/markdown"), tableAsMarkdown(view).toUtf8());
        QApplication::clipboard()->setMimeData(data);
    });
    QObject::connect(markdown, &QAction::triggered, view,
                     [view] { QApplication::clipboard()->setText(tableAsMarkdown(view)); });
    view->addAction(copy);
    view->addAction(markdown);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    // The words follow a language switch (QEvent::LanguageChange reaches the view).
    (new Retranslator(view, copy, markdown))->retranslate();
}

} // namespace DriveProof::Gui
