// driveproof-cli info DEVICE: everything DriveProof knows about one drive.
#include "cli.h"

#include "cache/writecache.h"
#include "device/drivecontents.h"
#include "device/inventory.h"
#include "device/sysfsprobe.h"
#include "device/udiskssource.h"
#include "report/devicejson.h"
#include "suites/expectations.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace DriveProof::Cli {

using Device::DeviceInfo;

QString mediaText(const DeviceInfo &info);           // listcommand.cpp
int runIdentifyFile(const QString &path, bool json); // identify.cpp

namespace {

QString yesNo(bool v)
{
    return v ? Tr::tr("yes") : Tr::tr("no");
}

QString unknownIfEmpty(const QString &s)
{
    return s.isEmpty() ? Tr::tr("unknown") : s;
}

QString bytes(int n)
{
    //: a size in bytes, e.g. "4096 bytes"
    return Tr::tr("%n byte(s)", nullptr, n);
}

QString contentsText(const Device::DriveContents &c)
{
    switch (c.state) {
    case Device::DriveContents::State::Empty:
        return Tr::tr("empty: no partition table, no file system");
    case Device::DriveContents::State::HasData:
        //: %1 what was found, e.g. "gpt, ext4"
        return Tr::tr("data (%1)").arg(c.signatures.join(QStringLiteral(", ")));
    case Device::DriveContents::State::Unknown:
        break;
    }
    //: %1 why the drive could not be read (a sentence)
    return Tr::tr("unknown: %1").arg(c.why);
}

void printInfo(const DeviceInfo &info, const Device::DriveContents &contents)
{
    Table t({Tr::tr("Device"), info.path});
    t.addRow({Tr::tr("Contents"), contentsText(contents)});
    if (info.isLoop()) {
        t.addRow({Tr::tr("Backing file"), unknownIfEmpty(info.backingFile)});
    } else {
        t.addRow({Tr::tr("Model"), unknownIfEmpty(info.model)});
        t.addRow({Tr::tr("Vendor"), unknownIfEmpty(info.vendor)});
        t.addRow({Tr::tr("Serial number"), unknownIfEmpty(info.serial)});
        t.addRow({Tr::tr("Firmware"), unknownIfEmpty(info.firmware)});
        t.addRow({Tr::tr("WWN"), unknownIfEmpty(info.wwn)});
    }
    t.addRow({Tr::tr("Transport"), unknownIfEmpty(Device::transportKey(info.transport))});
    t.addRow({Tr::tr("Link"), unknownIfEmpty(Suites::linkText(info.link))});
    t.addRow({Tr::tr("Drive class"),
              unknownIfEmpty(Suites::driveClassText(Device::driveClass(info),
                                                    info.rotationRateRpm.value_or(-1)))});
    t.addRow({Tr::tr("Size"), longSize(info.sizeBytes)});
    t.addRow({Tr::tr("Logical sector"), bytes(info.logicalBlockSize)});
    t.addRow({Tr::tr("Physical sector"), bytes(info.physicalBlockSize)});
    t.addRow({Tr::tr("Minimum I/O"), bytes(info.minimumIoSize)});
    t.addRow({Tr::tr("Optimal I/O"),
              info.optimalIoSize ? bytes(info.optimalIoSize) : Tr::tr("not reported")});
    t.addRow({Tr::tr("Alignment offset"), bytes(info.alignmentOffset)});
    t.addRow({Tr::tr("Media"), mediaText(info)});
    t.addRow({Tr::tr("Removable"), yesNo(info.removable)});
    t.addRow({Tr::tr("Read-only"), yesNo(info.readOnly)});
    t.addRow({Tr::tr("Write cache (kernel view)"),
              unknownIfEmpty(Cache::kernelViewWords(info.writeCache))});
    t.addRow({Tr::tr("FUA"), yesNo(info.fua)});
    t.addRow({Tr::tr("Mounted on"), info.mountpoints.isEmpty()
                                        ? Tr::tr("not mounted")
                                        : info.mountpoints.join(QStringLiteral(", "))});
    t.addRow({Tr::tr("Held by"), info.holders.isEmpty() ? Tr::tr("nothing")
                                                        : info.holders.join(QStringLiteral(", "))});
    t.addRow({Tr::tr("Sources"), info.sources.join(QStringLiteral(", "))});
    t.print();

    if (!info.partitions.isEmpty()) {
        printLine();
        Table parts(
            {Tr::tr("PARTITION"), Tr::tr("START (bytes)"), Tr::tr("SIZE"), Tr::tr("MOUNTED ON")});
        for (const Device::PartitionInfo &p : info.partitions) {
            parts.addRow({p.path, QLocale().toString(p.startBytes), shortSize(p.sizeBytes),
                          p.mountpoints.isEmpty() ? QStringLiteral("-")
                                                  : p.mountpoints.join(QStringLiteral(", "))});
        }
        parts.print();
    }
    if (!info.missing.isEmpty()) {
        printLine();
        printLine(Tr::tr("Not known:"));
        for (const Device::MissingFact &m : info.missing)
            //: %1 what is missing, %2 why
            printLine(Tr::tr("  %1: %2").arg(m.what, m.why));
    }
}

} // namespace

int runInfo(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Show everything known about one drive."));
    parser.addPositionalArgument(QStringLiteral("DEVICE"),
                                 Tr::tr("A drive, e.g. /dev/sda or sda."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print JSON (keys in docs/json.md)."));
    parser.addOption(json);
    const QCommandLineOption identifyFile(
        QStringLiteral("identify-file"),
        Tr::tr("Decode a saved ATA IDENTIFY dump instead of a drive: 512 raw bytes, or the hex "
               "words that 'hdparm --Istdout' prints."),
        Tr::tr("FILE"));
    parser.addOption(identifyFile);
    if (const int code = parseSubcommand(parser, QStringLiteral("info"), args); code >= 0)
        return code;
    const QStringList pos = parser.positionalArguments();
    if (parser.isSet(identifyFile)) {
        if (!pos.isEmpty())
            return fail(Tr::tr("'info --identify-file FILE' takes no DEVICE: it decodes the file "
                               "alone."));
        return runIdentifyFile(parser.value(identifyFile), parser.isSet(json));
    }
    if (pos.size() != 1)
        return fail(
            Tr::tr("'info' needs exactly one DEVICE, e.g. 'driveproof-cli info /dev/sda'."));

    Device::Inventory inventory;
    Device::UdisksSource udisks;
    inventory.useUdisks(&udisks);
    const Result<DeviceInfo> found = inventory.find(pos.first());
    if (!found)
        return fail(found.error().message);
    const Device::DriveContents contents = Device::probeDriveContents(found.value());
    if (parser.isSet(json)) {
        QJsonObject o = Report::deviceToJson(found.value());
        // null when nothing could be read: never guessed.
        o.insert(QStringLiteral("empty"), contents.state == Device::DriveContents::State::Unknown
                                              ? QJsonValue()
                                              : QJsonValue(contents.isEmpty()));
        o.insert(QStringLiteral("signatures"), QJsonArray::fromStringList(contents.signatures));
        o.insert(QStringLiteral("contents_source"),
                 contents.source.isEmpty() ? QJsonValue() : QJsonValue(contents.source));
        printJson(o);
    } else {
        printInfo(found.value(), contents);
    }
    return ExitOk;
}

} // namespace DriveProof::Cli
