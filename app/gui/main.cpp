// driveproof: the DriveProof window.
#include "aboutdialog.h"
#include "drivereport/reportwindow.h"
#include "guitext.h"
#include "icons.h"
#include "mainwindow.h"
#include "powerloss/powerlosswizard.h"
#include "powerloss/witnesspage.h"
#include "scriptedrun.h"
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
// or About dialog, the power-loss wizard or the witness page, when open) and quit. Handy for CI and documentation; grabbed without
// decorations.
void scheduleScreenshot(MainWindow &window, const QString &file)
{
    auto save = [&window, file] {
        QWidget *shown = window.preferencesDialog();
        if (!shown || !shown->isVisible())
            shown = window.aboutDialog();
        if (!shown || !shown->isVisible())
            shown = window.powerLossWizard();
        if (!shown || !shown->isVisible())
            shown = window.witnessPage();
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
    const QCommandLineOption about(QStringLiteral("about"),
                                   Tr::tr("Open the About dialog at start."));
    const QCommandLineOption runTest(
        QStringLiteral("run-test"),
        Tr::tr("Run this test (quick, random, commit, ...) in the window without clicks, write "
               "the result (--json-out) and quit; for benchmark scripts."),
        QStringLiteral("family"));
    const QCommandLineOption only(QStringLiteral("only"),
                                  Tr::tr("With --run-test: only these measurements, separated by "
                                         "commas, e.g. rnd4kq32t1.read."),
                                  QStringLiteral("keys"));
    const QCommandLineOption target(QStringLiteral("target"),
                                    Tr::tr("With --run-test: the folder (or file) to test in."),
                                    QStringLiteral("folder"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  Tr::tr("With --run-test: the test size, e.g. 1G or 256M."),
                                  QStringLiteral("size"));
    const QCommandLineOption duration(QStringLiteral("duration"),
                                      Tr::tr("With --run-test: seconds per measurement "
                                             "(default: 5)."),
                                      QStringLiteral("seconds"));
    const QCommandLineOption jsonOut(QStringLiteral("json-out"),
                                     Tr::tr("With --run-test: write the result as JSON to this "
                                            "file."),
                                     QStringLiteral("file"));
    const QCommandLineOption verifyPending(
        QStringLiteral("verify-pending"),
        Tr::tr("Verify the power-loss tests that wait for it (after the power cut); the "
               "autostart entry of a pending test runs this."));
    const QCommandLineOption powerLossWizard(QStringLiteral("powerloss-wizard"),
                                             Tr::tr("Open the power-loss test at start."));
    const QCommandLineOption witness(QStringLiteral("witness"),
                                     Tr::tr("Open the power-loss witness page at start."));
    const QCommandLineOption report(
        QStringLiteral("report"),
        Tr::tr("Open this drive report (smartctl -x, smartctl --json or nvme smart-log -o json) "
               "at start."),
        QStringLiteral("file"));
    parser.addOptions({select, screenshot, preferences, about, runTest, only, target, size,
                       duration, jsonOut, verifyPending, powerLossWizard, witness, report});
    parser.process(app);

    MainWindow window;
    if (parser.isSet(select))
        window.selectDevice(parser.value(select));
    if (parser.isSet(runTest)) {
        ScriptedRunOptions run;
        run.family = parser.value(runTest);
        run.only = parser.value(only).split(QLatin1Char(','), Qt::SkipEmptyParts);
        run.target = parser.value(target);
        run.sizeText = parser.value(size);
        bool ok = true;
        if (parser.isSet(duration))
            run.durationSeconds = QLocale::c().toDouble(parser.value(duration), &ok);
        run.jsonOut = parser.value(jsonOut);
        run.screenshot = parser.value(screenshot); // the test window, once the result shows
        QString error;
        if (!ok || run.durationSeconds <= 0)
            error = Tr::tr("--duration needs a number of seconds");
        if (!error.isEmpty() || !startScriptedRun(window, run, &error)) {
            std::fprintf(stderr, "driveproof: %s\n", qPrintable(error));
            return 2;
        }
    } else if (parser.isSet(screenshot)) {
        scheduleScreenshot(window, parser.value(screenshot));
    }
    window.show();
    if (parser.isSet(preferences))
        window.showPreferences();
    else if (parser.isSet(about))
        window.showAbout();
    else if (parser.isSet(verifyPending))
        window.openPendingPowerLossTests(true);
    else if (parser.isSet(powerLossWizard))
        PowerLossWizard::open(DriveProof::Device::DeviceInfo{}, &window);
    else if (parser.isSet(witness))
        window.showWitness();
    else if (parser.isSet(report))
        ReportWindow::openPath(parser.value(report), &window);
    return app.exec();
}
