// driveproof-cli cache DEVICE [--set on|off [--persist]].
// As root they act directly; as a user they go through driveproof-helper (polkit asks).
#include "cli.h"
#include "finddrive.h"

#include "cache/cachefindings.h"
#include "cache/writecache.h"
#include "device/inventory.h"
#include "device/udiskssource.h"
#include "privilege/drivecontrol.h"
#include "report/drivestatejson.h"

#include <QLocale>

namespace DriveProof::Cli {

namespace {

using Cache::WriteCacheState;

QString onOff(const std::optional<bool> &v)
{
    if (!v)
        return Tr::tr("unknown");
    return *v ? Tr::tr("on") : Tr::tr("off");
}

QString persistenceText(const WriteCacheState &s)
{
    switch (s.persistence) {
    case Cache::Persistence::Udisks2:
        return Tr::tr("yes, through udisks2 (re-applied at every boot)");
    case Cache::Persistence::DriveSaved:
        return Tr::tr("yes, saved in the drive");
    case Cache::Persistence::None:
        break;
    }
    return Tr::tr("no: a change lasts until the next power cycle");
}

QString protocolText(Cache::Protocol p)
{
    switch (p) {
    case Cache::Protocol::Ata:
        return Tr::tr("ATA");
    case Cache::Protocol::Scsi:
        return Tr::tr("SCSI");
    case Cache::Protocol::Nvme:
        return Tr::tr("NVMe");
    case Cache::Protocol::None:
        return Tr::tr("none (takes no drive commands)");
    case Cache::Protocol::Unknown:
        break;
    }
    return Tr::tr("unknown");
}

void printCache(const WriteCacheState &s)
{
    Table t({Tr::tr("Device"), s.device});
    t.addRow({Tr::tr("Protocol"), protocolText(s.protocol)});
    if (s.protocol != Cache::Protocol::None) {
        t.addRow({Tr::tr("Drive has a write cache"),
                  s.supported ? (*s.supported ? Tr::tr("yes") : Tr::tr("no")) : Tr::tr("unknown")});
        t.addRow({Tr::tr("Drive's cache now"), onOff(s.enabled)});
        t.addRow(
            {Tr::tr("Saved setting"), s.savedEnabled ? onOff(s.savedEnabled) : Tr::tr("none")});
        t.addRow({Tr::tr("Can be changed"), s.changeable
                                                ? (*s.changeable ? Tr::tr("yes") : Tr::tr("no"))
                                                : Tr::tr("unknown")});
        t.addRow({Tr::tr("Keeps after reboot"), persistenceText(s)});
    }
    t.addRow({Tr::tr("Kernel's view"), s.kernelView == Device::KernelCacheMode::Unknown
                                           ? Tr::tr("unknown")
                                           : Cache::kernelViewWords(s.kernelView)});
    t.addRow({Tr::tr("Kernel uses FUA"), onOff(s.kernelFua)});
    t.addRow({Tr::tr("Sources"), s.sources.join(QStringLiteral(", "))});
    t.print();
    // Worded here, in this process's language, whoever asked the drive (the helper too).
    for (const Finding &f : s.findings)
        //: a finding about the write cache, as a list item
        printLine(Tr::tr("- %1").arg(Cache::findingText(f)));
}

} // namespace

// Resolves DEVICE to its whole disk; a partition is refused (the cache belongs to the drive).
Result<Device::DeviceInfo> findDrive(const QString &arg)
{
    Device::Inventory inventory;
    Device::UdisksSource udisks;
    inventory.useUdisks(&udisks);
    QString partition;
    Result<Device::DeviceInfo> found = inventory.find(arg, &partition);
    if (found && !partition.isEmpty()) {
        //: %1 partition the user gave, %2 its whole drive
        return Error{arg, Tr::tr("%1 is a partition; the write cache and health belong to the "
                                 "whole drive. Give %2 instead.")
                              .arg(arg, found->path)};
    }
    return found;
}

int runCache(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Show the drive's volatile write cache next to the "
                                            "kernel's view, or switch it."));
    parser.addPositionalArgument(QStringLiteral("DEVICE"), Tr::tr("A drive, e.g. /dev/sda."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print JSON (keys in docs/json.md)."));
    const QCommandLineOption set(QStringLiteral("set"),
                                 Tr::tr("Switch the drive's cache on or off."),
                                 QStringLiteral("on|off"));
    const QCommandLineOption persist(QStringLiteral("persist"),
                                     Tr::tr("Keep the setting after a power cycle, where the drive "
                                            "or udisks2 can keep it honestly."));
    parser.addOptions({json, set, persist});
    if (const int code = parseSubcommand(parser, QStringLiteral("cache"), args); code >= 0)
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1)
        return fail(
            Tr::tr("'cache' needs exactly one DEVICE, e.g. 'driveproof-cli cache /dev/sda'."));
    const QString value = parser.value(set);
    if (parser.isSet(set) && value != QLatin1String("on") && value != QLatin1String("off"))
        //: %1 the value the user gave
        return fail(Tr::tr("--set takes 'on' or 'off', not '%1'.").arg(value));
    if (parser.isSet(persist) && !parser.isSet(set))
        return fail(Tr::tr("--persist goes with --set on|off."));

    const Result<Device::DeviceInfo> drive = findDrive(pos.first());
    if (!drive)
        return fail(drive.error().message);
    // A refusal, not a failure: the README promises exit status 2 for those.
    if (parser.isSet(set) && !Cache::hasDriveLevelCache(drive.value()))
        //: %1 device node
        return fail(Tr::tr("%1 has no write cache of its own to switch (a loop, virtio or "
                           "memory-card device): only the kernel's view exists. Nothing was "
                           "changed.")
                        .arg(drive->path));
    const Result<Cache::WriteCacheState> state =
        parser.isSet(set) ? Privilege::changeWriteCache(drive.value(), value == QLatin1String("on"),
                                                        parser.isSet(persist))
                          : Privilege::queryWriteCache(drive.value());
    if (!state)
        return fail(state.error().message, ExitFailure);
    if (parser.isSet(json))
        printJson(Report::writeCacheToJson(state.value()));
    else
        printCache(state.value());
    return ExitOk;
}

} // namespace DriveProof::Cli
