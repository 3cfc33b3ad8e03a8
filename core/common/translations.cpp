#include "translations.h"

#include "biditranslator.h"

#include <QCollator>
#include <QCoreApplication>
#include <QHash>
#include <QLibraryInfo>
#include <QTranslator>

#include <algorithm>
#include <memory>

namespace DriveProof {

namespace {

// The catalogues in translations/ (DRIVEPROOF_LANGUAGES in its CMakeLists.txt), besides
// English, which is the source language.
const char *const kTranslated[] = {"ar", "cs", "de", "es", "fi",    "fr",   "he",    "hu",
                                   "id", "it", "ja", "ko", "nl",    "pl",   "pt_BR", "ru",
                                   "sk", "sv", "tr", "uk", "zh_CN", "zh_TW"};

// objectName of the translators installLanguage() owns, so that a switch finds them again.
const char *const kOwnTranslator = "driveproof-translator";
const char *const kQtTranslator = "driveproof-qt-translator";
const char *const kLanguageProperty = "driveproofLanguage";

// "de_at.UTF-8@euro" -> "de_AT"; "zh-hant-tw" -> "zh_Hant_TW". QLocale wants Qt's spelling.
QString normalizedName(const QString &name)
{
    QString base = name.trimmed().section(QLatin1Char('@'), 0, 0).section(QLatin1Char('.'), 0, 0);
    QStringList parts = base.replace(QLatin1Char('-'), QLatin1Char('_')).split(QLatin1Char('_'));
    for (qsizetype i = 0; i < parts.size(); ++i) {
        QString &part = parts[i];
        if (i == 0 || part.size() > 4)
            part = part.toLower();
        else if (part.size() == 4) // a script: Hant, Latn
            part = part.left(1).toUpper() + part.mid(1).toLower();
        else // a territory: BR, 419
            part = part.toUpper();
    }
    return parts.join(QLatin1Char('_'));
}

// The name most of a language's locales give it: "español", where es_ES says "español de
// España", and "English", where en_US says "American English".
QString commonNativeName(QLocale::Language language)
{
    QHash<QString, int> votes;
    for (const QLocale &locale :
         QLocale::matchingLocales(language, QLocale::AnyScript, QLocale::AnyTerritory)) {
        if (!locale.nativeLanguageName().isEmpty())
            ++votes[locale.nativeLanguageName()];
    }
    QString best;
    for (auto it = votes.cbegin(); it != votes.cend(); ++it) {
        const int bestVotes = votes.value(best);
        if (it.value() > bestVotes || (it.value() == bestVotes && it.key() < best))
            best = it.key();
    }
    return best;
}

} // namespace

QStringList availableLanguages()
{
    QStringList codes{QStringLiteral("en")};
    for (const char *code : kTranslated)
        codes << QLatin1String(code);
    return codes;
}

QString matchLanguage(const QString &name)
{
    const QString normalized = normalizedName(name);
    if (normalized.isEmpty())
        return {};
    if (normalized == QLatin1String("c") || normalized == QLatin1String("posix"))
        return QStringLiteral("en");
    const QLocale wanted(normalized);
    // QLocale gives the C locale for a name it does not know.
    if (wanted.language() == QLocale::C)
        return {};
    if (wanted.language() == QLocale::English)
        return QStringLiteral("en");
    QString sameLanguage;
    for (const char *code : kTranslated) {
        const QLocale offered{QLatin1String(code)};
        if (offered.language() != wanted.language())
            continue;
        // Simplified and Traditional Chinese are different written languages; Hong Kong
        // reads Traditional, Singapore Simplified (QLocale knows each territory's script).
        if (offered.script() != wanted.script())
            continue;
        if (offered.territory() == wanted.territory())
            return QLatin1String(code);
        if (sameLanguage.isEmpty())
            sameLanguage = QLatin1String(code);
    }
    return sameLanguage;
}

QStringList languagesInMenuOrder()
{
    // Sorted by the names people look for, with the collation of no particular language, so
    // the order is the same whatever language the window speaks: Latin letters with their
    // accents beside their base letter (Čeština after Bahasa, not after Türkçe), then the
    // other scripts in Unicode's order (Cyrillic, Hebrew, Arabic, Hangul, Han).
    QCollator collator{QLocale(QLocale::English)};
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    QStringList codes = availableLanguages();
    std::stable_sort(codes.begin(), codes.end(), [&collator](const QString &a, const QString &b) {
        return collator.compare(nativeLanguageName(a), nativeLanguageName(b)) < 0;
    });
    return codes;
}

QString preferredLanguage(const QProcessEnvironment &env)
{
    QStringList wanted =
        env.value(QStringLiteral("LANGUAGE")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    // POSIX: the first of these that is set names the locale, even if DriveProof lacks it.
    for (const char *variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = env.value(QLatin1String(variable));
        if (!value.isEmpty()) {
            wanted << value;
            break;
        }
    }
    for (const QString &name : std::as_const(wanted)) {
        const QString code = matchLanguage(name);
        if (!code.isEmpty())
            return code;
    }
    return QStringLiteral("en");
}

QLocale preferredLocale(const QProcessEnvironment &env)
{
    return QLocale(preferredLanguage(env));
}

namespace {

// Whether the system locale's dates and numbers are those of the language it is named
// after. On Unix, Qt names the system locale after LANGUAGE when LANG is not plain "C"
// (LANGUAGE=de LANG=C.UTF-8, the default of Debian's containers, gives "de_DE") while it
// takes dates and numbers from LC_TIME and LC_NUMERIC: a "de_DE" that writes
// "27 Nov 2026 10:09:06" and "2993.5".
bool formatsMatchName(const QLocale &system)
{
    const QLocale own(system.language(), system.script(), system.territory());
    return system.dateTimeFormat(QLocale::ShortFormat) ==
               own.dateTimeFormat(QLocale::ShortFormat) &&
           system.decimalPoint() == own.decimalPoint() &&
           system.groupSeparator() == own.groupSeparator();
}

} // namespace

QLocale localeForLanguage(const QString &language, const QLocale &system)
{
    const QLocale wanted(language);
    // Chinese: the script must match too (zh_TW numbers for Traditional, not zh_CN's).
    if (system.language() == wanted.language() && system.script() == wanted.script() &&
        formatsMatchName(system))
        return system;
    return wanted;
}

QString nativeLanguageName(const QString &code)
{
    // CLDR calls Indonesian "Indonesia"; its speakers, and GNOME's and KDE's language lists,
    // say "Bahasa Indonesia".
    if (code == QLatin1String("id"))
        return QStringLiteral("Bahasa Indonesia");
    const QLocale locale(code);
    // Chinese names carry the script (简体中文, 繁體中文), which is what tells them apart.
    const bool byScript = locale.language() == QLocale::Chinese;
    QString name = byScript ? locale.nativeLanguageName() : commonNativeName(locale.language());
    if (!name.isEmpty())
        name.replace(0, 1, locale.toUpper(name.left(1))); // "español" -> "Español"
    // The territory where the code names one: "Português (Brasil)".
    if (code.contains(QLatin1Char('_')) && !byScript)
        name = QStringLiteral("%1 (%2)").arg(name, locale.nativeTerritoryName());
    return name;
}

bool installLanguage(QCoreApplication &app, const QString &language)
{
    if (!availableLanguages().contains(language))
        return false;
    // Right-to-left catalogues isolate each value they insert, Japanese keeps katakana words
    // whole at line breaks (biditranslator.h).
    std::unique_ptr<QTranslator> own = makeCatalogueTranslator(language, &app);
    own->setObjectName(QLatin1String(kOwnTranslator));
    // The source strings are English but plural forms need a translation even there.
    if (!own->load(QStringLiteral(":/i18n/driveproof_") + language))
        own.reset(); // not built in: the source strings it is
    // Qt's own words: standard buttons, context menus, command-line parser errors. The name
    // falls back from qtbase_pt_BR to qtbase_pt by itself.
    auto qt = std::make_unique<QTranslator>(&app);
    qt->setObjectName(QLatin1String(kQtTranslator));
    if (!qt->load(QStringLiteral("qtbase_") + language,
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        qt.reset();

    for (QTranslator *old : app.findChildren<QTranslator *>(Qt::FindDirectChildrenOnly)) {
        if (old == own.get() || old == qt.get())
            continue;
        if (old->objectName() == QLatin1String(kOwnTranslator) ||
            old->objectName() == QLatin1String(kQtTranslator)) {
            QCoreApplication::removeTranslator(old);
            delete old;
        }
    }
    // The last installed is asked first: DriveProof's own words win over Qt's.
    if (qt)
        QCoreApplication::installTranslator(qt.release());
    if (own)
        QCoreApplication::installTranslator(own.release());
    app.setProperty(kLanguageProperty, language);
    return true;
}

QString installedLanguage(const QCoreApplication &app)
{
    return app.property(kLanguageProperty).toString();
}

bool installTranslations(QCoreApplication &app)
{
    return installLanguage(app, preferredLanguage());
}

bool installTranslations(QCoreApplication &app, const QLocale &locale)
{
    const QString code = matchLanguage(locale.name());
    installLanguage(app, code.isEmpty() ? QStringLiteral("en") : code);
    return !code.isEmpty();
}

} // namespace DriveProof
