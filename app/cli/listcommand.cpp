// driveproof-cli list: every drive on the machine, one line each, partitions below.
#include "cli.h"

#include "device/inventory.h"
#include "device/udiskssource.h"
#include "report/devicejson.h"

#include <QJsonArray>

#include <algorithm>

namespace DriveProof::Cli {

using Device::DeviceInfo;

QString mediaText(const DeviceInfo &info)
{
    if (info.isLoop())
        return Tr::tr("file");
    if (!info.rotational)
        return Tr::tr("solid state");
    if (info.rotationRateRpm && *info.rotationRateRpm > 0)
        return Tr::tr("%1 rpm").arg(*info.rotationRateRpm);
    return Tr::tr("rotational");
}

QString orDash(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("-") : s;
}

int runList(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("List the drives on this machine: identity, size, "
                                            "sector sizes, media, the kernel's write-cache view "
                                            "and mount points."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print JSON (keys in docs/json.md)."));
    parser.addOption(json);
    if (const int code = parseSubcommand(parser, QStringLiteral("list"), args); code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        return fail(
            Tr::tr("'list' takes no arguments. Use 'driveproof-cli info DEVICE' for one drive."));

    Device::Inventory inventory;
    Device::UdisksSource udisks;
    inventory.useUdisks(&udisks);
    QList<DeviceInfo> devices = inventory.devices();
    // As the window lists them: real drives first, then loop devices, each in the kernel's
    // order (DriveListModel::setDevices).
    std::stable_sort(devices.begin(), devices.end(), [](const DeviceInfo &a, const DeviceInfo &b) {
        return !a.isLoop() && b.isLoop();
    });

    if (parser.isSet(json)) {
        QJsonArray array;
        for (const DeviceInfo &info : devices)
            array.append(Report::deviceToJson(info));
        printJson(array);
        return ExitOk;
    }
    if (devices.isEmpty()) {
        printLine(Tr::tr("No drives found. In a container, /sys/block may show none; "
                         "on a desktop, check that the drive is connected."));
        return ExitOk;
    }
    Table table({Tr::tr("DEVICE"), Tr::tr("TRANSPORT"), Tr::tr("MODEL"), Tr::tr("SIZE"),
                 Tr::tr("SECTORS L/P"), Tr::tr("MEDIA"), Tr::tr("WRITE CACHE"),
                 Tr::tr("MOUNTED ON")});
    for (const DeviceInfo &info : devices) {
        //: logical / physical sector size in bytes
        const QString sectors =
            Tr::tr("%1/%2").arg(info.logicalBlockSize).arg(info.physicalBlockSize);
        table.addRow({info.path, orDash(Device::transportKey(info.transport)),
                      info.isLoop() ? orDash(info.backingFile) : orDash(info.model),
                      shortSize(info.sizeBytes), sectors, mediaText(info),
                      orDash(Device::kernelCacheWords(info.writeCache)),
                      orDash(info.mountpoints.join(QStringLiteral(", ")))});
        for (const Device::PartitionInfo &p : info.partitions) {
            table.addRow({QStringLiteral("  ") + p.path, Tr::tr("partition"), QString(),
                          shortSize(p.sizeBytes), QString(), QString(), QString(),
                          orDash(p.mountpoints.join(QStringLiteral(", ")))});
        }
    }
    table.print();
    return ExitOk;
}

} // namespace DriveProof::Cli
