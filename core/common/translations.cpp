#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace DriveProof {

bool installTranslations(QCoreApplication &app, const QLocale &locale)
{
    auto *own = new QTranslator(&app);
    bool found = own->load(locale, QStringLiteral("driveproof"), QStringLiteral("_"),
                           QStringLiteral(":/i18n"));
    // The source strings are English but plural forms need a translation even there; the
    // C locale (no LANG, e.g. CI or a service) reads English too.
    if (!found && (locale.language() == QLocale::C || locale.language() == QLocale::English))
        found = own->load(QStringLiteral(":/i18n/driveproof_en"));
    if (found)
        app.installTranslator(own);
    else
        delete own;

    // Qt's own words: standard buttons, context menus, command-line parser errors.
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
    else
        delete qt;
    return found;
}

} // namespace DriveProof
