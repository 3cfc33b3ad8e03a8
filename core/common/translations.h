// Picks the language DriveProof speaks and loads its translations (compiled into
// driveproof_core) and Qt's own. One place for the GUI, the CLI and the helper, so they
// speak alike.
#pragma once

#include <QLocale>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace DriveProof {

// The languages DriveProof speaks, as the codes of their catalogues (driveproof_<code>.qm):
// "en" (the source language) first, then the others by code: ar, cs, de, es, ... zh_TW.
QStringList availableLanguages();
// availableLanguages() in the order a language menu lists them: by nativeLanguageName(), in
// an order that does not depend on the language the window speaks.
QStringList languagesInMenuOrder();

// The available language that best serves a language or locale name as found in the
// environment or typed by a person: "de_AT.UTF-8" gives "de", "pt" and "pt_PT" "pt_BR" (the
// only Portuguese there is), "zh_HK" and "zh-Hant" "zh_TW", "zh" and "zh_SG" "zh_CN",
// "C" and "POSIX" "en". Empty when none fits ("xx", "ko").
QString matchLanguage(const QString &name);

// The language the environment asks for, like gettext: each entry of LANGUAGE (a
// colon-separated preference list) in turn, then the locale named by the first of LC_ALL,
// LC_MESSAGES and LANG that is set. The first that matchLanguage() maps wins; English when
// none does. Unlike gettext, LANGUAGE counts even when the locale is C: a container or a
// service often has no locale at all, and LANGUAGE=de is then the only way to ask.
QString
preferredLanguage(const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
// QLocale(preferredLanguage(env)): for loaders that take a QLocale.
QLocale preferredLocale(const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());

// The locale for numbers and dates while DriveProof speaks `language`: the system's when
// it is of the same language (its territory kept: en_GB dates, de_CH numbers), else the
// language's own (QLocale(language)), also when the system locale is only named after the
// language (LANGUAGE=de LANG=C.UTF-8). German words with "2,993.5 MB/s" or a Japanese
// window with an English "11/23/26 11:39 PM" never happen.
QLocale localeForLanguage(const QString &language, const QLocale &system = QLocale::system());

// A language's name in itself, for a language chooser: "Deutsch", "Português (Brasil)",
// "简体中文", "繁體中文", "English", "العربية". `code` is one of availableLanguages().
QString nativeLanguageName(const QString &code);

// Installs DriveProof's and Qt's translators for `language` (one of availableLanguages()) on
// `app`, and removes those this function installed before: called again at runtime, it
// switches languages, and Qt sends QEvent::LanguageChange to every widget. Does not touch
// QLocale's default (number formats): callers decide. Returns false, changing nothing, for
// a code that is not available.
bool installLanguage(QCoreApplication &app, const QString &language);
// The language installLanguage() last installed on `app`; empty before the first time.
QString installedLanguage(const QCoreApplication &app);

// The language of the environment (preferredLanguage()).
bool installTranslations(QCoreApplication &app);
// The language that serves `locale` (matchLanguage(locale.name())), or English when none
// does. Returns whether a language served the locale (English and C count: driveproof_en
// holds the plural forms, "1 byte" / "2 bytes").
bool installTranslations(QCoreApplication &app, const QLocale &locale);

} // namespace DriveProof
