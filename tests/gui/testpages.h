// Pages for the GUI tests, written once: English numbers and words whatever the machine's
// locale, a dark palette for the pictures, a card's value by its row key, and a drive page
// filled in as the window fills it. The drives and states come from testdevices.h.
#pragma once

#include "testdevices.h"

#include "card.h"
#include "drivepage.h"

#include "common/translations.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPalette>
#include <QProgressBar>
#include <QSpinBox>
#include <QTreeWidget>

namespace TestPages {

// Fixed number formats, whatever the machine's locale, and English plural forms ("512
// bytes") from driveproof_en, as in the application. For initTestCase: QVERIFY(useEnglish()).
inline bool useEnglish()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    return DriveProof::installTranslations(*QCoreApplication::instance(), QLocale());
}

// A dark desktop's palette: the pictures show that the pages follow it.
inline QPalette darkPalette()
{
    QPalette pal;
    pal.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    pal.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    pal.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    pal.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    pal.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    pal.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    pal.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    pal.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8c, 0x8c));
    pal.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    return pal;
}

// The text of a card's row, or "<no row KEY>" to show in a failed comparison.
inline QString value(const DriveProof::Gui::Card *card, const char *key)
{
    const QLabel *label = card->valueLabel(QLatin1String(key));
    return label ? label->text() : QStringLiteral("<no row %1>").arg(QLatin1String(key));
}

inline bool hasRow(const DriveProof::Gui::Card *card, const char *key)
{
    return card->valueLabel(QLatin1String(key)) != nullptr;
}

// Every control a person can reach says what it is to a screen reader: its own text, an
// accessible name, or a label that names it (buddy). Returns the ones that do not.
inline QStringList unnamedControls(QWidget *page)
{
    QSet<const QWidget *> buddies;
    for (const QLabel *label : page->findChildren<QLabel *>())
        if (label->buddy() && !label->text().isEmpty())
            buddies.insert(label->buddy());
    QStringList out;
    for (QWidget *w : page->findChildren<QWidget *>()) {
        const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QLineEdit *>(w) ||
                             qobject_cast<QComboBox *>(w) || qobject_cast<QSpinBox *>(w) ||
                             qobject_cast<QProgressBar *>(w) || qobject_cast<QTreeWidget *>(w);
        if (!control || w->objectName().startsWith(QStringLiteral("qt_")))
            continue;
        const auto *button = qobject_cast<QAbstractButton *>(w);
        const bool named = !w->accessibleName().isEmpty() || buddies.contains(w) ||
                           (button && !button->text().isEmpty());
        if (!named)
            out << (w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                              : w->objectName());
    }
    return out;
}

// Shown as far as the card is concerned (the card itself is not on screen in most tests).
inline bool shown(const QWidget *widget, const QWidget *card)
{
    return widget->isVisibleTo(card);
}

// The page as the window fills it for `info`: the drive, then its alignment report.
inline void showDrive(DriveProof::Gui::DrivePage &page, const TestDevices::DeviceInfo &info)
{
    page.setDevice(info);
    page.setAlignment(info.path, TestDevices::reportFor(info));
}

} // namespace TestPages
