// Every text a window shows, for checking a language switch (tst_languagewalk): the texts
// of widgets, menus, actions and charts, what the catalogue of the language before says,
// the layout direction, number fields, and texts cut by a too narrow widget.
#pragma once

#include "charts/chartpanel.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace TextWalk {

using namespace Qt::StringLiterals;

// source -> translations (one, or a plural's forms) of one catalogue.
using Catalogue = QMultiHash<QString, QString>;

inline Catalogue readCatalogue(const QString &language)
{
    Catalogue out;
    QFile file(QStringLiteral(DRIVEPROOF_TS_DIR "/driveproof_") + language + u".ts"_s);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == "source"_L1)
            source = xml.readElementText();
        else if (xml.name() == "translation"_L1 &&
                 xml.attributes().value("type"_L1) != "vanished"_L1) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!text.isEmpty() && text.contains(QRegularExpression(u"\\w"_s)))
                out.insert(source, text);
        }
    }
    return out;
}

struct Shown
{
    QString where;
    QString text;
};

inline QString nameOf(const QObject *o)
{
    return o->objectName().isEmpty() ? QString::fromLatin1(o->metaObject()->className())
                                     : o->objectName();
}

// Every text a person can read in `root` and its children, charts included.
inline QList<Shown> textsOf(QWidget *root)
{
    QList<Shown> out;
    const auto add = [&out](const QObject *o, const QString &what, const QString &text) {
        if (!text.trimmed().isEmpty())
            out.append({nameOf(o) + u'.' + what, text});
    };
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        if (w->isWindow())
            add(w, u"windowTitle"_s, w->windowTitle());
        add(w, u"toolTip"_s, w->toolTip());
        if (auto *label = qobject_cast<QLabel *>(w))
            add(w, u"text"_s, label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(w, u"text"_s, button->text());
        else if (auto *group = qobject_cast<QGroupBox *>(w))
            add(w, u"title"_s, group->title());
        else if (auto *tabs = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < tabs->count(); ++i)
                add(w, u"tab"_s, tabs->tabText(i));
        else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            if (combo->objectName() != "languageCombo"_L1) // each language in its own name
                for (int i = 0; i < combo->count(); ++i)
                    add(w, u"item"_s, combo->itemText(i));
        } else if (auto *menu = qobject_cast<QMenu *>(w))
            add(w, u"title"_s, menu->title());
        else if (auto *chart = qobject_cast<DriveProof::Gui::Charts::ChartPanel *>(w))
            for (const QString &text : chart->shownTexts())
                add(w, u"chart"_s, text);
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(w))
            add(w, u"value"_s, spin->text());
        for (QAction *action : w->actions())
            add(action, u"action"_s, action->text());
    }
    return out;
}

// The longest piece of a translation between its placeholders and markup.
inline QString longestPiece(const QString &translation)
{
    static const QRegularExpression split(u"%L?\\d|%n|<[^>]*>|&\\w+;|\\n"_s);
    QString best;
    for (const QString &piece : translation.split(split, Qt::SkipEmptyParts))
        if (piece.trimmed().size() > best.size())
            best = piece.trimmed();
    return best;
}

// Texts of `shown` that still say what the previous language's catalogue says for a message
// whose words in the current language are different.
inline QStringList leftovers(const QList<Shown> &shown, const Catalogue &previous,
                             const Catalogue &now, bool previousIsEnglish)
{
    QSet<QString> stale; // whole texts (English sources) or pieces of translations
    if (previousIsEnglish) {
        for (auto it = now.cbegin(); it != now.cend(); ++it)
            if (it.value() != it.key() && it.key().size() >= 4)
                stale.insert(it.key());
    } else {
        QSet<QString> current;
        for (auto it = now.cbegin(); it != now.cend(); ++it)
            current.insert(longestPiece(it.value()));
        for (auto it = previous.cbegin(); it != previous.cend(); ++it) {
            const QString piece = longestPiece(it.value());
            if (piece.size() >= 10 && !it.key().contains(piece) && !current.contains(piece))
                stale.insert(piece);
        }
    }
    QStringList out;
    for (const Shown &s : shown) {
        for (const QString &word : std::as_const(stale)) {
            const bool found = previousIsEnglish ? s.text == word : s.text.contains(word);
            if (found) {
                out << u"%1: \"%2\" (still \"%3\")"_s.arg(s.where, s.text.left(120), word);
                break;
            }
        }
    }
    return out;
}

inline QStringList arabicLeft(const QList<Shown> &shown)
{
    static const QRegularExpression arabic(u"[\\x{0600}-\\x{06FF}]"_s);
    QStringList out;
    for (const Shown &s : shown)
        if (s.text.contains(arabic))
            out << s.where + u": "_s + s.text.left(120);
    return out;
}

// Widgets that do not follow the application's direction (a chart keeps its axes left to
// right on purpose: those set it themselves).
inline QStringList wrongDirection(const QList<QWidget *> &roots, Qt::LayoutDirection expected)
{
    QStringList out;
    for (QWidget *root : roots) {
        QList<QWidget *> widgets = root->findChildren<QWidget *>();
        widgets.prepend(root);
        for (QWidget *w : std::as_const(widgets)) {
            bool ownChoice = false;
            for (QWidget *up = w; up && !ownChoice; up = up->parentWidget())
                ownChoice = up->testAttribute(Qt::WA_SetLayoutDirection);
            if (!ownChoice && w->layoutDirection() != expected)
                out << nameOf(w);
        }
    }
    return out;
}

// Number fields: the language's decimal sign, and in Arabic no Latin digit beside its own.
inline QStringList wrongNumbers(const QList<QWidget *> &roots)
{
    const QLocale locale;
    const QString zero = locale.zeroDigit();
    QStringList out;
    for (QWidget *root : roots) {
        for (QAbstractSpinBox *spin : root->findChildren<QAbstractSpinBox *>()) {
            const QString text = spin->text();
            const auto *dbl = qobject_cast<QDoubleSpinBox *>(spin);
            if (dbl && dbl->decimals() > 0 && !text.contains(locale.decimalPoint()))
                out << u"%1: \"%2\" lacks \"%3\""_s.arg(nameOf(spin), text, locale.decimalPoint());
            if (zero != "0"_L1 && text.contains(QRegularExpression(u"[0-9]"_s)))
                out << u"%1: \"%2\" mixes digit sets"_s.arg(nameOf(spin), text);
        }
    }
    return out;
}

// Single-line labels, buttons and combo boxes too narrow for their text: "Comr", "MB/s
// (Megabytes, 10⁶ By".
inline QStringList cutTexts(const QList<QWidget *> &roots)
{
    QStringList out;
    for (QWidget *root : roots) {
        // A page (a QScrollArea that fits its content to its width) wider than the window
        // hides its right end, or in Arabic its left end, behind a sideways scroll.
        QList<QScrollArea *> pages = root->findChildren<QScrollArea *>();
        if (auto *self = qobject_cast<QScrollArea *>(root))
            pages << self;
        for (QScrollArea *page : std::as_const(pages))
            if (page->isVisible() && page->widgetResizable() &&
                page->horizontalScrollBar()->maximum() > 0)
                out << u"%1 scrolls sideways by %2 px"_s.arg(nameOf(page))
                           .arg(page->horizontalScrollBar()->maximum());
        for (QWidget *w : root->findChildren<QWidget *>()) {
            if (!w->isVisible() || w->width() <= 1)
                continue;
            int needed = 0;
            QString text;
            if (auto *label = qobject_cast<QLabel *>(w)) {
                text = label->text();
                if (label->wordWrap() || Qt::mightBeRichText(text) || text.contains(u'\n') ||
                    !label->pixmap().isNull())
                    continue;
                QString drawn = text;
                if (label->buddy()) // "&Language:" underlines the L, draws no "&"
                    drawn.replace(u"&&"_s, u"\x01"_s).remove(u'&').replace(u'\x01', u'&');
                needed = label->fontMetrics().horizontalAdvance(drawn) + 2 * label->margin() +
                         2 * label->frameWidth() + label->indent() * (label->indent() > 0);
            } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
                text = button->text();
                if (text.isEmpty() || w->objectName().startsWith("qt_"_L1))
                    continue;
                needed = button->sizeHint().width();
            } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
                text = combo->currentText();
                QStyleOptionComboBox option;
                option.initFrom(combo);
                const int textWidth = combo->fontMetrics().horizontalAdvance(text);
                const QSize icon = combo->itemIcon(combo->currentIndex()).isNull()
                                       ? QSize()
                                       : combo->iconSize() + QSize(4, 0);
                needed = combo->style()
                             ->sizeFromContents(QStyle::CT_ComboBox, &option,
                                                QSize(textWidth + icon.width(), 10), combo)
                             .width();
            } else {
                continue;
            }
            // Pushed past its window's edge (a page wider than the window at its default
            // size), unless a scroll area shows the rest.
            bool scrolled = false;
            for (QWidget *up = w->parentWidget(); up && !scrolled; up = up->parentWidget())
                scrolled = qobject_cast<QAbstractScrollArea *>(up) != nullptr;
            const QRect inWindow(w->mapTo(w->window(), QPoint(0, 0)), w->size());
            if (!scrolled && !w->window()->rect().contains(inWindow))
                out << u"%1: \"%2\" lies outside its window (%3, %4 px wide; window %5)"_s
                           .arg(nameOf(w), text.left(80))
                           .arg(inWindow.x())
                           .arg(inWindow.width())
                           .arg(w->window()->width());
            if (needed > w->width() + 1)
                out << u"%1: \"%2\" needs %3 px, has %4"_s.arg(nameOf(w), text.left(80))
                           .arg(needed)
                           .arg(w->width());
        }
    }
    return out;
}

// Plain-text labels in a right-to-left window whose Arabic or Hebrew paragraphs begin with a
// left-to-right letter ("A: Schnelltest..."): the bidi algorithm lays those out left to right.
inline QStringList leftToRightParagraphs(const QList<QWidget *> &roots)
{
    QStringList out;
    for (QWidget *root : roots) {
        for (const QLabel *label : root->findChildren<QLabel *>()) {
            const QString text = label->text();
            if (Qt::mightBeRichText(text) || !label->isVisibleTo(root))
                continue;
            for (const QString &paragraph : text.split(u'\n')) {
                // Arabic or Hebrew letters (digits alone, "٥٢٤٫٨ MB/s", take any order).
                if (!paragraph.contains(
                        QRegularExpression(u"[\\x{0590}-\\x{05FF}\\x{0620}-\\x{064A}]"_s)))
                    continue;
                for (const QChar c : paragraph) {
                    const QChar::Direction d = c.direction();
                    if (d == QChar::DirL) {
                        out << nameOf(label) + u": "_s + paragraph.left(80);
                        break;
                    }
                    if (d == QChar::DirR || d == QChar::DirAL)
                        break;
                }
            }
        }
    }
    return out;
}

} // namespace TextWalk
