// driveproof: the DriveProof window.
#include "guitext.h"
#include "icons.h"
#include "mainwindow.h"
#include "settingsdialog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

using namespace DriveProof::Gui;

namespace {

// --screenshot: once every probe and check has settled, save the window (or the Preferences
// dialog, when open) and quit. Handy for CI and documentation; grabbed without decorations.
void scheduleScreenshot(MainWindow &window, const QString &file)
{
    auto save = [&window, file] {
        QWidget *shown = window.preferencesDialog();
        if (!shown || !shown->isVisible())
            shown = &window;
        const bool ok = shown->grab().save(file);
        if (!ok)
            std::fprintf(stderr, "driveproof: could not save the screenshot to %s\n",
                         qPrintable(file));
        QCoreApplication::exit(ok ? 0 : 1);
    };
    QObject::connect(&window, &MainWindow::settled, &window, [save] {
        QTimer::singleShot(300, save); // let the last layout and repaint happen
    });
    QTimer::singleShot(30000, &window, save); // never hang a CI job
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DriveProof"));
    QApplication::setApplicationName(QStringLiteral("DriveProof"));
    QApplication::setApplicationVersion(QStringLiteral(DRIVEPROOF_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.driveproof.DriveProof"));
    QApplication::setWindowIcon(appIcon());
    // The language chosen in Preferences, else the system's (LANGUAGE, LC_ALL, LANG...).
    applyStoredLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Tells the truth about a drive."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption select(QStringLiteral("select"),
                                    Tr::tr("Show this drive first, e.g. /dev/sda."),
                                    QStringLiteral("device"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        Tr::tr("Save a picture of the window to this PNG file once everything is read, "
               "then quit."),
        QStringLiteral("file"));
    const QCommandLineOption preferences(QStringLiteral("preferences"),
                                         Tr::tr("Open the Preferences dialog at start."));
    parser.addOption(select);
    parser.addOption(screenshot);
    parser.addOption(preferences);
    parser.process(app);

    MainWindow window;
    if (parser.isSet(select))
        window.selectDevice(parser.value(select));
    if (parser.isSet(screenshot))
        scheduleScreenshot(window, parser.value(screenshot));
    window.show();
    if (parser.isSet(preferences))
        window.showPreferences();
    return app.exec();
}
