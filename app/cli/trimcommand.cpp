// driveproof-cli trim TARGET [--json]: whether TRIM reaches the drive through every layer of
// the block stack, whether fstrim.timer runs, which file systems are mounted with discard
// (core/flash/trimpath.h). Reads sysfs and the unit files only: no root, no helper.
#include "cli.h"

#include "flash/trimfindings.h"
#include "flash/trimjson.h"
#include "flash/trimpath.h"

#include <QLocale>

namespace DriveProof::Cli {

namespace {

using namespace Flash;

QString bytes(const std::optional<quint64> &value)
{
    if (!value)
        return Tr::tr("unknown");
    return QLocale().formattedDataSize(qint64(*value), 1, QLocale::DataSizeIecFormat);
}

QString reachText(Reach reach)
{
    switch (reach) {
    case Reach::Drive:
        return Tr::tr("yes, down to the drive");
    case Reach::BackingFile:
        return Tr::tr("down to a loop device's backing file");
    case Reach::Stopped:
        return Tr::tr("no: a layer drops it");
    case Reach::NotSupported:
        return Tr::tr("no: the drive does not take it");
    case Reach::Unknown:
        break;
    }
    return Tr::tr("unknown");
}

QString timerText(const FstrimTimer &t)
{
    QString state;
    switch (t.state) {
    case TimerState::Enabled:
        state = Tr::tr("enabled");
        break;
    case TimerState::Disabled:
        state = Tr::tr("disabled");
        break;
    case TimerState::Masked:
        state = Tr::tr("masked");
        break;
    case TimerState::NotInstalled:
        state = Tr::tr("not installed");
        break;
    }
    if (!t.systemdRunning)
        //: %1 the timer's state, e.g. "enabled"
        return Tr::tr("%1 (systemd is not running)").arg(state);
    return state;
}

void printPath(const TrimPath &path)
{
    QStringList where;
    for (const Device::MountEntry &m : path.mounts)
        where << m.mountpoint;
    printLine();
    if (where.isEmpty())
        //: %1 a device, %2 whether TRIM gets through
        printLine(Tr::tr("From %1: %2").arg(path.topDisplay, reachText(path.reach)));
    else
        //: %1 a device, %2 its mount points, %3 whether TRIM gets through
        printLine(
            Tr::tr("From %1 (mounted on %2): %3")
                .arg(path.topDisplay, where.join(QStringLiteral(", ")), reachText(path.reach)));
    Table table({Tr::tr("Layer"), Tr::tr("Kind"), Tr::tr("Discard granularity"),
                 Tr::tr("Largest discard"), Tr::tr("Passes TRIM")});
    for (qsizetype i = 0; i < path.layers.size(); ++i) {
        const TrimLayer &l = path.layers.at(i);
        QString kind = l.kind;
        if (!l.usbDriver.isEmpty())
            kind += QStringLiteral(" (%1)").arg(l.usbDriver);
        QString name = l.display;
        if (!l.partition.isEmpty() && l.partition != l.name)
            name = QStringLiteral("/dev/%1 → %2").arg(l.partition, l.display);
        table.addRow({name, kind, bytes(l.discardGranularity), bytes(l.discardMaxBytes),
                      !l.discardMaxBytes   ? Tr::tr("unknown")
                      : l.passesDiscards() ? Tr::tr("yes")
                                           : Tr::tr("no")});
    }
    table.print();
}

} // namespace

int runTrim(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Say whether TRIM reaches the drive through every layer (partition, dm-crypt, "
               "LVM, md, loop, USB), whether fstrim.timer runs and which file systems are "
               "mounted with discard."));
    parser.addPositionalArgument(QStringLiteral("TARGET"),
                                 Tr::tr("A drive, a partition, a dm, md or loop device, or a "
                                        "folder, e.g. /dev/sda or /home."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print JSON (keys in docs/json.md)."));
    parser.addOption(json);
    if (const int code = parseSubcommand(parser, QStringLiteral("trim"), args); code >= 0)
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1)
        return fail(
            Tr::tr("'trim' needs exactly one TARGET, e.g. 'driveproof-cli trim /dev/sda'."));
    const Result<TrimReport> report = trimReport(pos.first());
    if (!report)
        return fail(report.error().message);
    if (parser.isSet(json)) {
        printJson(trimReportJson(report.value()));
        return ExitOk;
    }
    //: %1 the drive or folder asked about, %2 whether TRIM gets through
    printLine(Tr::tr("TRIM from %1: %2").arg(report->target, reachText(report->reach)));
    //: %1 the timer's state, e.g. "enabled"
    printLine(Tr::tr("fstrim.timer: %1").arg(timerText(report->timer)));
    for (const TrimPath &path : report->paths)
        printPath(path);
    if (!report->findings.isEmpty())
        printLine();
    for (const Finding &f : report->findings)
        //: a finding about TRIM, as a list item
        printLine(Tr::tr("- %1").arg(findingText(f)));
    return ExitOk;
}

} // namespace DriveProof::Cli
