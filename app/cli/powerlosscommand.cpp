// driveproof-cli powerloss prepare|run|verify|practice: the power-loss test from the
// command line (docs/powerloss.md §2). `run` writes until the plug is pulled and says when;
// `verify` runs after the reboot; `practice` does the whole procedure on a simulated drive.
// This file reads and checks the options; powerlosssteps.cpp runs the step.
#include "cli.h"
#include "common/datasize.h"
#include "powerlosssteps.h"

#include "powerloss/pairing.h"
#include "suites/testtarget.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace DriveProof::Cli {

namespace {

using namespace PowerLoss;
using namespace PowerLossSteps;

std::optional<CommitMethod> parseMethod(const QString &text)
{
    if (text == QLatin1String("fdatasync"))
        return CommitMethod::Fdatasync;
    if (text == QLatin1String("fsync"))
        return CommitMethod::Fsync;
    if (text == QLatin1String("open_datasync"))
        return CommitMethod::OpenDatasync;
    if (text == QLatin1String("open_sync"))
        return CommitMethod::OpenSync;
    return std::nullopt;
}

} // namespace

bool isHostPort(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\[[0-9A-Fa-f:.]+\\]|[^\\s:\\[\\]]+):(\\d{1,5})$"));
    const QRegularExpressionMatch m = pattern.match(text);
    return m.hasMatch() && m.captured(2).toUInt() <= 65535;
}

int runPowerLoss(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("The power-loss test: does the drive keep what it acknowledged when the power "
               "goes?\n"
               "  prepare   check the drive and the machine, create the test area\n"
               "  run       write and report every commit to the witness; pull the plug when "
               "told\n"
               "  verify    after the restart: read the area, fetch the witness's record, "
               "judge\n"
               "  practice  the whole procedure on a simulated drive on this machine"));
    parser.addPositionalArgument(QStringLiteral("STEP"),
                                 Tr::tr("prepare, run, verify or practice."));
    const QCommandLineOption target(QStringLiteral("target"),
                                    Tr::tr("The test area: a file (created if missing) or a "
                                           "block device (with --destructive)."),
                                    QStringLiteral("PATH"));
    const QCommandLineOption witness(QStringLiteral("witness"),
                                     Tr::tr("The witness's address, as it shows it."),
                                     QStringLiteral("HOST:PORT"));
    const QCommandLineOption pairing(QStringLiteral("pairing"),
                                     Tr::tr("The pairing code the witness shows."),
                                     QStringLiteral("CODE"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  Tr::tr("Size of the test area, e.g. 1G (default: 1G; practice: "
                                         "16M)."),
                                  QStringLiteral("SIZE"));
    const QCommandLineOption method(QStringLiteral("method"),
                                    Tr::tr("Commit method: fdatasync (default), fsync, "
                                           "open_datasync or open_sync."),
                                    QStringLiteral("METHOD"));
    const QCommandLineOption batch(QStringLiteral("writes-per-commit"),
                                   Tr::tr("Writes per commit (group commit); default 1."),
                                   QStringLiteral("N"));
    const QCommandLineOption runId(QStringLiteral("run-id"),
                                   Tr::tr("verify: the run to verify (its id or the start of "
                                          "it), instead of the one pending for --target."),
                                   QStringLiteral("ID"));
    const QCommandLineOption destructive(QStringLiteral("destructive"),
                                         Tr::tr("Allow a raw device as the target: everything on "
                                                "it is lost."));
    const QCommandLineOption mode(QStringLiteral("mode"),
                                  Tr::tr("practice: honest (default) or lying."),
                                  QStringLiteral("MODE"));
    const QCommandLineOption seconds(QStringLiteral("seconds"),
                                     Tr::tr("practice: seconds of writing before the simulated "
                                            "cut (default: 3)."),
                                     QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), Tr::tr("Print the result as JSON."));
    parser.addOptions(
        {target, witness, pairing, size, method, batch, runId, destructive, mode, seconds, json});
    if (const int code = parseSubcommand(parser, QStringLiteral("powerloss"), args); code >= 0)
        return code;

    const QStringList pos = parser.positionalArguments();
    const QString step = pos.value(0);
    const QStringList steps{QStringLiteral("prepare"), QStringLiteral("run"),
                            QStringLiteral("verify"), QStringLiteral("practice")};
    if (!steps.contains(step) || pos.size() > 1)
        //: %1 what the user typed
        return fail(Tr::tr("powerloss takes prepare, run, verify or practice, not '%1'.")
                        .arg(pos.join(u' ')));
    const bool practice = step == QLatin1String("practice");

    Common c;
    c.json = parser.isSet(json);
    c.setup.targetPath = parser.value(target);
    c.setup.witnessAddress = parser.value(witness);
    c.setup.destructiveConfirmed = parser.isSet(destructive);
    quint64 sizeBytes = practice ? (16ull << 20) : (1ull << 30);
    if (parser.isSet(size)) {
        const auto value = parseDataSize(parser.value(size));
        if (!value || *value < (1u << 20))
            //: %1 what the user typed
            return fail(Tr::tr("--size takes a size of at least 1M, such as 1G or 256M, not '%1'.")
                            .arg(parser.value(size)));
        sizeBytes = *value;
    }
    c.setup.sizeBytes = sizeBytes;
    if (parser.isSet(method)) {
        const auto value = parseMethod(parser.value(method));
        if (!value)
            //: %1 what the user typed
            return fail(Tr::tr("--method takes fdatasync, fsync, open_datasync or open_sync, not "
                               "'%1'.")
                            .arg(parser.value(method)));
        c.setup.method = *value;
    }
    if (parser.isSet(batch)) {
        bool ok = false;
        const uint n = parser.value(batch).toUInt(&ok);
        if (!ok || n == 0 || n > 1024)
            //: %1 what the user typed
            return fail(Tr::tr("--writes-per-commit takes a number from 1 to 1024, not '%1'.")
                            .arg(parser.value(batch)));
        c.setup.writesPerCommit = n;
    }
    if (parser.isSet(pairing)) {
        const auto code = normalizePairingCode(parser.value(pairing));
        if (!code)
            //: %1 what the user typed
            return fail(Tr::tr("--pairing takes the 12-character code the witness shows, such as "
                               "K7QD-M2XF-9HBT, not '%1'.")
                            .arg(parser.value(pairing)));
        c.setup.pairingCode = *code;
    }
    if (parser.isSet(witness) && !isHostPort(c.setup.witnessAddress))
        //: %1 what the user typed
        return fail(Tr::tr("--witness takes HOST:PORT such as 192.168.1.20:7070, not '%1'.")
                        .arg(c.setup.witnessAddress));

    if (practice) {
        LyingDiskMode diskMode = LyingDiskMode::Honest;
        if (parser.isSet(mode)) {
            const QString m = parser.value(mode);
            if (m == QLatin1String("lying"))
                diskMode = LyingDiskMode::Lying;
            else if (m != QLatin1String("honest"))
                //: %1 what the user typed
                return fail(Tr::tr("--mode takes honest or lying, not '%1'.").arg(m));
        }
        int secondsValue = 3;
        if (parser.isSet(seconds)) {
            bool ok = false;
            secondsValue = parser.value(seconds).toInt(&ok);
            if (!ok || secondsValue < 0 || secondsValue > 3600)
                //: %1 what the user typed
                return fail(Tr::tr("--seconds takes a number from 0 to 3600, not '%1'.")
                                .arg(parser.value(seconds)));
        }
        return runPractice(c, diskMode, secondsValue, sizeBytes);
    }

    if (step == QLatin1String("verify") && parser.isSet(runId)) {
        // A run id is 32 hexadecimal digits; any start of one selects it.
        static const QRegularExpression hex(
            QRegularExpression::anchoredPattern(QStringLiteral("[0-9A-Fa-f]{1,32}")));
        if (!hex.match(parser.value(runId)).hasMatch())
            //: %1 what the user typed
            return fail(Tr::tr("--run-id takes a run id in hexadecimal (or its start), such as "
                               "3f9a, not '%1'.")
                            .arg(parser.value(runId)));
        return runVerify(c, parser.value(runId));
    }
    if (c.setup.targetPath.isEmpty())
        return fail(Tr::tr("Give the test area with --target PATH."));
    if (step != QLatin1String("verify")) {
        // The area is a file (made if missing) or a block device; nothing else can be one.
        switch (Suites::pathKind(c.setup.targetPath)) {
        case Suites::PathKind::Folder:
            //: %1 what the user typed
            return fail(Tr::tr("--target takes a file (created if missing) or a block device, "
                               "not the folder %1. Name a file in it, e.g. %1/powerloss.img.")
                            .arg(QDir::cleanPath(c.setup.targetPath)));
        case Suites::PathKind::Other:
            //: %1 what the user typed
            return fail(Tr::tr("--target takes a file (created if missing) or a block device; "
                               "%1 is a pipe, a socket or a character device.")
                            .arg(c.setup.targetPath));
        case Suites::PathKind::Missing:
            if (!QFileInfo(c.setup.targetPath).dir().exists())
                //: %1 what the user typed
                return fail(Tr::tr("--target names a file in a folder that does not exist: %1.")
                                .arg(c.setup.targetPath));
            break;
        case Suites::PathKind::BlockDevice:
            if (!c.setup.destructiveConfirmed)
                //: %1 device node
                return fail(Tr::tr("%1 is a device: the test writes over all of its data. Add "
                                   "--destructive if that is what you want, or name a file.")
                                .arg(c.setup.targetPath));
            break;
        case Suites::PathKind::File:
        case Suites::PathKind::Unknown:
            break;
        }
    }
    if (step == QLatin1String("verify"))
        return runVerify(c, {});
    if (step == QLatin1String("run") &&
        (c.setup.witnessAddress.isEmpty() || c.setup.pairingCode.isEmpty()))
        return fail(Tr::tr("run needs the witness: --witness HOST:PORT and --pairing CODE, as "
                           "'driveproof-cli witness' shows them."));
    if (step == QLatin1String("prepare"))
        return runPrepare(c);
    return runRun(c);
}

} // namespace DriveProof::Cli
