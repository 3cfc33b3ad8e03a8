// driveproof-cli witness: the second machine of the power-loss test (docs/powerloss.md §2
// "Roles"). Shows its pairing code and address, then one line per event, until Ctrl+C or
// SIGTERM, which stop it cleanly (every journal synced).
#include "cli.h"

#include "powerloss/pairing.h"
#include "powerloss/session.h"
#include "powerloss/witness.h"
#include "powerloss/witnesssocket.h"
#include "powerlosssteps.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>
#include <QTextStream>

#include <atomic>
#include <chrono>
#include <csignal>
#include <map>
#include <mutex>
#include <thread>

namespace DriveProof::Cli {

namespace {

using namespace PowerLoss;

std::atomic<bool> g_stop{false};

extern "C" void onStopSignal(int)
{
    g_stop.store(true);
}

QString shortRunId(const RunId &id)
{
    return runIdText(id).left(8);
}

QString clockText(std::int64_t realtimeNs)
{
    return QDateTime::fromMSecsSinceEpoch(realtimeNs / 1'000'000).toString(Qt::ISODateWithMs);
}

// Lines come from the witness's thread; one at a time, and at most one "commits" line a
// second per run so that a fast writer does not flood the terminal.
class EventPrinter
{
public:
    explicit EventPrinter(const Witness *witness)
        : m_witness(witness)
    {}

    void print(const WitnessEvent &e)
    {
        const std::lock_guard lock(m_mutex);
        const QString run = shortRunId(e.runId);
        QString line;
        switch (e.kind) {
        case WitnessEvent::Kind::RunStarted:
            //: %1 a short run id
            line = Tr::tr("run %1: started").arg(run);
            break;
        case WitnessEvent::Kind::RunResumed:
            //: %1 a short run id, %2 number of acknowledged commits
            line = Tr::tr("run %1: the writer is back (%2 commits so far)").arg(run).arg(e.count);
            break;
        case WitnessEvent::Kind::Commits: {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            qint64 &last = m_lastCommitLineMs[runIdText(e.runId)];
            if (now - last < 1000)
                return;
            last = now;
            //: %1 a short run id, %2 number of acknowledged commits
            line = Tr::tr("run %1: %2 commits acknowledged").arg(run).arg(e.count);
            break;
        }
        case WitnessEvent::Kind::Silent:
            //: %1 a short run id, %2 date and time on this machine's clock
            line = Tr::tr("run %1: the writer went silent at %2: the estimated power cut")
                       .arg(run, clockText(lastHeardNs(e.runId)));
            break;
        case WitnessEvent::Kind::WriterError:
            //: %1 a short run id, %2 the writer's error text
            line = Tr::tr("run %1: the writer reported an error: %2").arg(run, e.text);
            break;
        case WitnessEvent::Kind::Ended:
            //: %1 a short run id
            line = Tr::tr("run %1: the writer stopped on purpose (no power cut)").arg(run);
            break;
        case WitnessEvent::Kind::ResultStored:
            //: %1 a short run id
            line = Tr::tr("run %1: the verifier's report is stored").arg(run);
            break;
        case WitnessEvent::Kind::Rejected:
            //: %1 why a connection or frame was refused
            line = Tr::tr("refused a connection: %1").arg(rejectReasonText(e.reason));
            break;
        case WitnessEvent::Kind::JournalError:
            //: %1 a short run id, %2 the error text
            line = Tr::tr("run %1: journal error: %2").arg(run, e.text);
            break;
        }
        QTextStream(stdout) << line << Qt::endl;
    }

private:
    std::int64_t lastHeardNs(const RunId &id) const
    {
        for (const WitnessRunSummary &r : m_witness->runs())
            if (r.runId == id)
                return r.lastHeardWitnessNs;
        return 0;
    }

    const Witness *m_witness;
    std::mutex m_mutex;
    std::map<QString, qint64> m_lastCommitLineMs;
};

} // namespace

int runWitness(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Be the witness of a power-loss test: record every commit a writer reports, "
               "so that after the power cut the verifier knows what the drive acknowledged. "
               "Runs until Ctrl+C."));
    const QCommandLineOption listen(QStringLiteral("listen"),
                                    Tr::tr("Address and port to listen on (default: "
                                           "0.0.0.0:7070)."),
                                    QStringLiteral("ADDR:PORT"));
    const QCommandLineOption journalDir(QStringLiteral("journal-dir"),
                                        Tr::tr("Folder for the run journals (default: "
                                               "DriveProof's data folder). Put it on another "
                                               "disk than the one under test."),
                                        QStringLiteral("DIR"));
    // Never the code itself on the command line: every user can read it there (ps).
    QCommandLineOption pairing(QStringLiteral("pairing"), QString(), QStringLiteral("CODE"));
    pairing.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption pairingFile(QStringLiteral("pairing-file"),
                                         Tr::tr("Use the pairing code in FILE ('-': standard "
                                                "input) instead of a random one."),
                                         QStringLiteral("FILE"));
    parser.addOptions({listen, journalDir, pairing, pairingFile});
    if (const int code = parseSubcommand(parser, QStringLiteral("witness"), args); code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        //: %1 what the user typed
        return fail(Tr::tr("witness takes no argument, not '%1'.")
                        .arg(parser.positionalArguments().constFirst()));

    if (parser.isSet(pairing))
        return fail(pairingOnCommandLineError());
    QString code = generatePairingCode();
    if (parser.isSet(pairingFile)) {
        QString error;
        const auto typed = readPairingCode(parser.value(pairingFile), &error);
        if (!typed)
            return fail(error);
        code = *typed;
    }
    WitnessOptions options;
    options.listenAddress =
        parser.isSet(listen) ? parser.value(listen) : QStringLiteral("0.0.0.0:7070");
    if (!isHostPort(options.listenAddress))
        //: %1 what the user typed
        return fail(Tr::tr("--listen takes ADDRESS:PORT such as 0.0.0.0:7070, not '%1'.")
                        .arg(options.listenAddress));
    options.journalRoot =
        parser.isSet(journalDir)
            ? parser.value(journalDir)
            : QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                  QStringLiteral("/driveproof/witness");
    options.key = pairingKey(code);

    Witness witness(options);
    EventPrinter printer(&witness);
    witness.setEventCallback([&printer](const WitnessEvent &e) { printer.print(e); });
    const Result<std::uint16_t> port = witness.start();
    if (!port)
        return fail(port.error().message, ExitFailure);
    const QString host = options.listenAddress.left(options.listenAddress.lastIndexOf(u':'));
    //: %1 the pairing code to type on the writer
    printLine(Tr::tr("Pairing code: %1").arg(code));
    //: %1 host, %2 port
    printLine(Tr::tr("Listening on %1:%2").arg(host).arg(port.value()));
    const QStringList addresses = Net::addressesToType(host, port.value());
    if (!addresses.isEmpty()) {
        //: Followed by this machine's addresses (ADDRESS:PORT), one per line, that the person
        //: types on the machine under test as the witness address.
        printLine(Tr::tr("On the machine under test, type one of these witness addresses:"));
        for (const QString &address : addresses)
            printLine(QStringLiteral("  ") + address);
    }
    //: %1 a folder
    printLine(Tr::tr("Journals in %1").arg(QDir::toNativeSeparators(options.journalRoot)));

    g_stop.store(false);
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
    while (!g_stop.load())
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    witness.stop();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    printLine(Tr::tr("Witness stopped; every journal is synced."));
    return ExitOk;
}

} // namespace DriveProof::Cli
