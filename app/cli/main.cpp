// driveproof-cli: the command-line twin of the DriveProof window.
#include "cli.h"

#include "common/biditranslator.h"
#include "common/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

using namespace DriveProof::Cli;

namespace {

QString usage()
{
    return Tr::tr("Usage: driveproof-cli COMMAND [options]\n"
                  "\n"
                  "Tells the truth about a drive.\n"
                  "\n"
                  "Commands:\n"
                  "  list          list drives with identity, topology and write-cache view\n"
                  "  info DEVICE   everything known about one drive\n"
                  "  align TARGET  check partition alignment of a drive or a disk image\n"
                  "  cache DEVICE  the drive's write cache and the kernel's view; --set on|off\n"
                  "  health DEVICE the drive's health: verdict, temperature, hours, shutdowns\n"
                  "  selftest DEVICE short|extended|abort|status  the drive's own self-test\n"
                  "  bench FAMILY [TARGET]  measure: quick, commit, throughput, random, sweeps...\n"
                  "  history DEVICE  the runs kept for a drive, newest first\n"
                  "  compare RUN RUN  two runs side by side, and what makes them not alike\n"
                  "  powerloss prepare|run|verify|practice  the power-loss test (plug pull)\n"
                  "  witness       be the second machine of a power-loss test\n"
                  "  export --openmetrics  every drive's findings for Prometheus (fleets)\n"
                  "  capacity DEVICE --quick|--full  is the drive as big as it says (fakes)\n"
                  "  trim TARGET   whether TRIM reaches the drive through every layer\n"
                  "\n"
                  "Options:\n"
                  "  -h, --help     show this help; 'driveproof-cli COMMAND --help' for a command\n"
                  "  -v, --version  show the version\n"
                  "  --language LANG\n"
                  "                 speak LANG, e.g. de, pt_BR or zh_TW, instead of the system's\n"
                  "                 language; works with every command\n");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("driveproof-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DRIVEPROOF_VERSION));
    // Japanese stays searchable: no word joiners inside katakana words (biditranslator.h).
    app.setProperty(DriveProof::kPlainKatakanaProperty, true);
    DriveProof::installTranslations(app);
    // Numbers and dates in the language spoken, as the window does; a C or POSIX locale is
    // kept as it is (scripts ask for it to get plain numbers).
    if (QLocale::system().language() != QLocale::C)
        QLocale::setDefault(DriveProof::localeForLanguage(DriveProof::installedLanguage(app)));

    QStringList args = app.arguments();
    // Before anything is said, the help included: `--language ja --help` is in Japanese.
    if (const int code = takeLanguageOption(args); code >= 0)
        return code;
    const QString command = args.value(1);
    if (command == QLatin1String("-h") || command == QLatin1String("--help")) {
        QTextStream(stdout) << usage();
        return ExitOk;
    }
    if (command == QLatin1String("-v") || command == QLatin1String("--version")) {
        printLine(QStringLiteral("driveproof-cli %1").arg(QCoreApplication::applicationVersion()));
        return ExitOk;
    }
    // Subcommands see "driveproof-cli COMMAND args..." minus the program name handling.
    const QStringList rest = args.mid(1);
    if (command == QLatin1String("list"))
        return runList(rest);
    if (command == QLatin1String("info"))
        return runInfo(rest);
    if (command == QLatin1String("align"))
        return runAlign(rest);
    if (command == QLatin1String("cache"))
        return runCache(rest);
    if (command == QLatin1String("health"))
        return runHealth(rest);
    if (command == QLatin1String("selftest"))
        return runSelfTest(rest);
    if (command == QLatin1String("bench"))
        return runBench(rest);
    if (command == QLatin1String("witness"))
        return runWitness(rest);
    if (command == QLatin1String("powerloss"))
        return runPowerLoss(rest);
    if (command == QLatin1String("export"))
        return runExport(rest);
    if (command == QLatin1String("history"))
        return runHistory(rest);
    if (command == QLatin1String("compare"))
        return runCompare(rest);
    if (command == QLatin1String("capacity"))
        return runCapacity(rest);
    if (command == QLatin1String("trim"))
        return runTrim(rest);
    if (command.isEmpty()) {
        QTextStream(stderr) << usage();
        return ExitBadInput;
    }
    return fail(Tr::tr("unknown command '%1'. Try 'driveproof-cli --help'.").arg(command));
}
