// driveproof-cli capacity DEVICE --quick|--full: is the drive as big as it says? Writes
// self-describing records to the raw device (everything on it is lost), reads them back and
// says genuine, wrap-around, dropped writes, damaged or undecided (core/capacity). Progress
// on stderr, the verdict on stdout (or JSON), the run kept in the drive's history. Ctrl+C
// stops cleanly; --full resumes where it stopped when run again.
#include "cli.h"

#include "capacity/capacitydevice.h"
#include "capacity/capacityjson.h"
#include "capacity/capacitytext.h"
#include "capacity/findings.h"
#include "capacity/probe.h"
#include "capacity/verify.h"
#include "device/inventory.h"
#include "device/stackusers.h"
#include "report/history.h"
#include "suites/testtarget.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

#include <unistd.h>

namespace DriveProof::Cli {
namespace {

using namespace DriveProof::Capacity;

// On a terminal: one yes for an empty drive, the typed name for any other. Without a
// terminal, --destructive is the consent (checked by the caller).
bool confirm(const Device::DeviceInfo &disk, const QString &node, Consent consent)
{
    if (::isatty(STDIN_FILENO) != 1)
        return true;
    QTextStream err(stderr);
    const QString name = QFileInfo(node).fileName();
    if (consent == Consent::Confirm) {
        const QString model = disk.model.isEmpty() ? name : disk.model;
        //: %1 device node, %2 the drive's model, %3 its size, e.g. "128.0 GB". The drive has
        //: no partition table and no file system. Answer with the word for yes, or y.
        err << Tr::tr("%1 (%2, %3) looks empty. The capacity test writes over all of it. "
                      "Go on? [y/N] ")
                   .arg(node, model, shortSize(disk.sizeBytes));
        err.flush();
        const QString answer = QTextStream(stdin).readLine().trimmed().toLower();
        return answer == QLatin1String("y") || answer == QLatin1String("yes") ||
               answer == Tr::tr("yes");
    }
    //: %1 device node, %2 its short name the user must type
    err << Tr::tr("This test writes over the data on %1. Everything on it will be lost.\n"
                  "Type the device name (%2) to go on: ")
               .arg(node, name);
    err.flush();
    return QTextStream(stdin).readLine().trimmed() == name;
}

void printSummary(const Classification &c, std::uint64_t requests, std::uint64_t written,
                  double seconds, std::optional<std::uint64_t> precision)
{
    printLine(usableText(c.usableBytes));
    if (c.firstBadOffset && precision)
        printLine(boundaryText(*c.firstBadOffset, *precision));
    printLine(effortText(requests, written, seconds));
}

} // namespace

int runCapacity(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Is the drive as big as it says? Writes records over the whole device, reads "
               "them back and tells a genuine drive from a fake one."));
    parser.addPositionalArgument(QStringLiteral("DEVICE"), Tr::tr("The drive, e.g. /dev/sdb."));
    const QCommandLineOption quick(QStringLiteral("quick"),
                                   Tr::tr("The quick probe: a few thousand records, minutes."));
    const QCommandLineOption full(QStringLiteral("full"),
                                  Tr::tr("The full verify: every block written and read back; "
                                         "resumes where an interrupted run stopped."));
    const QCommandLineOption destructive(
        QStringLiteral("destructive"),
        Tr::tr("Allow the writes without a terminal to ask on: everything on the device is "
               "lost."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print the result as JSON (docs/json.md)."));
    parser.addOptions({quick, full, destructive, json});
    if (const int code = parseSubcommand(parser, QStringLiteral("capacity"), args); code >= 0)
        return code;
    const QString target = parser.positionalArguments().value(0);
    if (parser.positionalArguments().size() != 1 || parser.isSet(quick) == parser.isSet(full))
        return fail(Tr::tr("Give one device and --quick or --full. Try 'driveproof-cli capacity "
                           "--help'."));
    if (Suites::pathKind(target) != Suites::PathKind::BlockDevice)
        //: %1 what the user typed
        return fail(Tr::tr("There is no device %1. Run 'driveproof-cli list' to see the "
                           "drives on this machine.")
                        .arg(target));
    QString partition;
    const Result<Device::DeviceInfo> found = Device::Inventory().find(target, &partition);
    if (!found)
        return fail(found.error().message);
    const Device::DeviceInfo &disk = found.value();
    const QString node = partition.isEmpty() ? disk.path : QStringLiteral("/dev/") + partition;
    if (const QList<Device::DeviceUse> uses =
            Device::findDeviceUses(partition.isEmpty() ? disk.name : partition);
        !uses.isEmpty())
        //: %1 device node, %2 a sentence saying what uses it, e.g. "/dev/loop0 backs
        //: the loop device /dev/loop1. /dev/loop1 is mounted on /mnt."
        return fail(Tr::tr("%1 is in use: %2 Nothing was written.")
                        .arg(target, Device::describeDeviceUses(uses)),
                    ExitFailure);
    if (::isatty(STDIN_FILENO) != 1 && !parser.isSet(destructive))
        //: %1 device node
        return fail(Tr::tr("The capacity test writes over everything on %1. Add --destructive "
                           "if that is what you want.")
                        .arg(node));
    if (!confirm(disk, node, partition.isEmpty() ? consentFor(disk) : Consent::TypeName))
        return fail(Tr::tr("The name did not match; nothing was written."), ExitFailure);

    Result<std::unique_ptr<CapacityDevice>> opened = CapacityDevice::open(disk, partition, true);
    if (!opened)
        return fail(opened.error().message, ExitFailure);
    CapacityDevice &device = *opened.value();
    const QDateTime started = QDateTime::currentDateTimeUtc();
    std::atomic<bool> &cancel = catchInterrupts();
    StatusLine status(2000);
    const ProgressFn progress = [&](const Progress &p) {
        QString line = phaseText(p.phase);
        if (p.totalBytes > 0)
            line += QStringLiteral(" %1%").arg(
                QLocale().toString(100.0 * double(p.doneBytes) / double(p.totalBytes), 'f', 1));
        if (p.bytesPerSecond > 0)
            line += QStringLiteral(" · %1/s").arg(shortSize(qint64(p.bytesPerSecond)));
        status.show(line);
    };
    QJsonObject out;
    Finding verdict;
    if (parser.isSet(quick)) {
        const ProbeResult r = runQuickProbe(device.medium(), {}, progress, cancel);
        verdict = verdictFinding(r.classification, r.claimedBytes, r.cancelled, r.errnum);
        out = probeJson(r, verdict);
        status.finish();
        if (!parser.isSet(json)) {
            printLine(findingText(verdict));
            printSummary(r.classification, r.probeWrites, r.bytesWritten, r.seconds,
                         r.classification.verdict == Verdict::WrapAround
                             ? std::nullopt
                             : std::optional(r.boundaryPrecisionBytes));
            printLine(resetText(r.reset));
        }
    } else {
        const VerifyOptions options = verifyOptionsFor(disk);
        const VerifyResult r = runFullVerify(device.medium(), options, progress, cancel);
        verdict = verdictFinding(r.classification, r.claimedBytes, r.cancelled, r.errnum);
        out = verifyJson(r, verdict);
        status.finish();
        if (!parser.isSet(json)) {
            printLine(findingText(verdict));
            for (qsizetype i = 0; i < qsizetype(r.bad.size()) && i < 20; ++i) {
                const BadRange &b = r.bad[std::size_t(i)];
                //: %1 and %2 byte offsets as numbers, %3 what was found there, e.g. "zeros"
                printLine(Tr::tr("Bad: bytes %1 to %2: %3.")
                              .arg(QLocale().toString(b.offset),
                                   QLocale().toString(b.offset + b.bytes - 1),
                                   blockStateText(b.state)));
            }
            if (r.bad.size() > 20)
                printLine(Tr::tr("… and %n more bad range(s) (see --json).", nullptr,
                                 int(qMin<std::size_t>(r.bad.size() - 20, 1u << 30))));
            printSummary(r.classification, r.writeRequests, r.bytesWritten, r.seconds,
                         std::nullopt);
            printLine(resetText(r.reset));
        }
    }
    releaseInterrupts();
    out.insert(QStringLiteral("device"), device.node());
    if (const Result<QString> saved = saveToHistory(disk, device.node(), out, verdict, started);
        !saved)
        QTextStream(stderr) << printable(saved.error().message) << Qt::endl;
    if (parser.isSet(json))
        printJson(out);
    // 0 only for a genuine drive, so that a script can tell.
    return verdict.code == QLatin1String("capacity.genuine") ? ExitOk : ExitFailure;
}

} // namespace DriveProof::Cli
