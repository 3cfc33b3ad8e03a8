// driveproof-cli align DEVICE|IMAGE: does every partition start on a boundary that suits
// the drive? Disk images are checked as if on a 512e drive unless the options say otherwise.
#include "cli.h"

#include "alignment/alignment.h"
#include "device/inventory.h"
#include "report/alignmentjson.h"

#include <QFileInfo>
#include <QLocale>

#include <optional>
#include <utility>

namespace DriveProof::Cli {

using Alignment::AlignmentReport;
using Alignment::Topology;

namespace {

// Block sizes beyond 1 MiB exist on no drive; the cap also keeps the numbers in `int`.
constexpr qint64 MaxBlockSize = 1024 * 1024;
constexpr qint64 MaxIoSize = qint64(1) << 30;

struct TopologyOptions
{
    QCommandLineOption logical{QStringLiteral("logical-block-size"),
                               Tr::tr("Logical sector size in bytes (images: 512)."),
                               QStringLiteral("N")};
    QCommandLineOption physical{QStringLiteral("physical-block-size"),
                                Tr::tr("Physical sector size in bytes (images: 4096)."),
                                QStringLiteral("N")};
    QCommandLineOption optimal{QStringLiteral("optimal-io-size"),
                               Tr::tr("Optimal I/O size in bytes, 0 = not reported (images: 0)."),
                               QStringLiteral("N")};
    QCommandLineOption offset{QStringLiteral("alignment-offset"),
                              Tr::tr("Bytes from LBA 0 to the next physical sector boundary "
                                     "(images: 0)."),
                              QStringLiteral("N")};
};

QString optionName(const QCommandLineOption &option)
{
    return QStringLiteral("--") + option.names().constFirst();
}

// Reads one numeric option into `value` (left alone when the option is absent).
// Returns an error line, or an empty string.
QString readNumber(const QCommandLineParser &parser, const QCommandLineOption &option,
                   qint64 *value)
{
    if (!parser.isSet(option))
        return {};
    const QString text = parser.value(option);
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (!ok || v < 0) {
        //: %1 option name, %2 the value given
        return Tr::tr("%1 %2 is not a number of bytes. Give a whole number such as 4096.")
            .arg(optionName(option), text);
    }
    *value = v;
    return {};
}

bool isBlockSize(qint64 v)
{
    return v >= 512 && v <= MaxBlockSize && (v & (v - 1)) == 0;
}

QString badBlockSize(const QCommandLineOption &option, qint64 v)
{
    //: %1 option name, %2 the value given
    return Tr::tr("%1 %2 is not a valid block size. Give a power of two from 512 to 1048576 "
                  "bytes, e.g. 4096.")
        .arg(optionName(option), QString::number(v));
}

// Applies the options over `t` (the drive's topology, or the image defaults) and checks that
// the result describes a possible drive. Returns an error line, or an empty string.
QString applyOptions(const QCommandLineParser &parser, const TopologyOptions &o,
                     const QString &target, Topology *t)
{
    // A drive whose sizes sysfs could not give: assume no emulation rather than divide by 0.
    qint64 logical = t->logicalBlockSize > 0 ? t->logicalBlockSize : 512;
    qint64 physical = t->physicalBlockSize > 0 ? t->physicalBlockSize : logical;
    qint64 optimal = qMax(0, t->optimalIoSize), offset = qMax(0, t->alignmentOffset);
    const std::pair<const QCommandLineOption *, qint64 *> numbers[] = {{&o.logical, &logical},
                                                                       {&o.physical, &physical},
                                                                       {&o.optimal, &optimal},
                                                                       {&o.offset, &offset}};
    for (const auto &[option, value] : numbers) {
        if (const QString error = readNumber(parser, *option, value); !error.isEmpty())
            return error;
    }
    if (parser.isSet(o.logical) && !isBlockSize(logical))
        return badBlockSize(o.logical, logical);
    if (parser.isSet(o.physical) && !isBlockSize(physical))
        return badBlockSize(o.physical, physical);
    if (!parser.isSet(o.physical) && physical < logical)
        physical = logical; // e.g. --logical-block-size 8192 alone: no emulation
    if (physical < logical && parser.isSet(o.logical)) {
        //: %1 physical size given, %2 logical size given
        return Tr::tr("--physical-block-size %1 is smaller than --logical-block-size %2: a "
                      "physical sector holds one or more logical sectors.")
            .arg(QString::number(physical), QString::number(logical));
    }
    if (physical < logical) {
        //: %1 physical size given, %2 device, %3 its logical sector size
        return Tr::tr("--physical-block-size %1 is smaller than the %3-byte logical sectors of "
                      "%2: a physical sector holds one or more logical sectors.")
            .arg(QString::number(physical), target, QString::number(logical));
    }
    if (parser.isSet(o.optimal) && (optimal > MaxIoSize || optimal % physical != 0)) {
        //: %1 option name, %2 the value given, %3 physical sector size
        return Tr::tr("%1 %2 is not valid. Give 0 (not reported) or a multiple of the "
                      "physical block size (%3 bytes) up to 1 GiB.")
            .arg(optionName(o.optimal), parser.value(o.optimal), QString::number(physical));
    }
    if (parser.isSet(o.offset) && (offset >= physical || offset % logical != 0)) {
        //: %1 option name, %2 the value given, %3 logical and %4 physical sector size
        return Tr::tr("%1 %2 is not valid. Give a multiple of the logical block size (%3 "
                      "bytes) smaller than the physical block size (%4 bytes), e.g. 0.")
            .arg(optionName(o.offset), parser.value(o.offset), QString::number(logical),
                 QString::number(physical));
    }
    *t = {int(logical), int(physical), int(optimal), int(offset)};
    return {};
}

QString yesNo(bool v)
{
    return v ? Tr::tr("yes") : Tr::tr("no");
}

void printReport(const AlignmentReport &r)
{
    const Topology &t = r.topology;
    //: %n bytes of the optimal I/O size
    const QString optimal = t.optimalIoSize > 0 ? Tr::tr("%n byte(s)", nullptr, t.optimalIoSize)
                                                : Tr::tr("not reported");
    if (r.tableType.isEmpty() && (r.emptyDrive || !r.wholeDeviceFileSystem.isEmpty()))
        // An empty drive or a file system on the whole drive: there is no table to name.
        //: %1 device or image, %2 and %3 sector sizes in bytes, %4 optimal I/O size
        //: ("65536 bytes" or "not reported"), %5 alignment offset in bytes
        printLine(Tr::tr("%1: no partition table, logical sector %2 bytes, physical sector %3 "
                         "bytes, optimal I/O size %4, alignment offset %5 bytes.")
                      .arg(r.device, QString::number(t.logicalBlockSize),
                           QString::number(t.physicalBlockSize), optimal,
                           QString::number(t.alignmentOffset)));
    else
        //: %1 device or image, %2 "dos"/"gpt", %3 and %4 sector sizes in bytes, %5 optimal
        //: I/O size ("65536 bytes" or "not reported"), %6 alignment offset in bytes
        printLine(Tr::tr("%1: %2 partition table, logical sector %3 bytes, physical sector %4 "
                         "bytes, optimal I/O size %5, alignment offset %6 bytes.")
                      .arg(r.device, r.tableType.isEmpty() ? Tr::tr("unknown") : r.tableType,
                           QString::number(t.logicalBlockSize),
                           QString::number(t.physicalBlockSize), optimal,
                           QString::number(t.alignmentOffset)));
    if (!r.note.isEmpty())
        printLine(r.note);
    printLine();
    if (r.partitions.isEmpty() && (r.emptyDrive || !r.wholeDeviceFileSystem.isEmpty()))
        return; // the note said it all
    if (r.partitions.isEmpty()) {
        //: %1 device or image
        printLine(Tr::tr("The partition table of %1 has no partitions.").arg(r.device));
        return;
    }
    Table table({Tr::tr("PARTITION"), Tr::tr("START (sector)"), Tr::tr("START (bytes)"),
                 Tr::tr("LOGICAL"), Tr::tr("PHYSICAL"), Tr::tr("OPTIMAL"), Tr::tr("1 MiB"),
                 Tr::tr("VERDICT")});
    for (const Alignment::PartitionAlignment &p : r.partitions) {
        table.addRow(
            {QString::number(p.number), QString::number(p.startBytes / qMax(1, t.logicalBlockSize)),
             QString::number(p.startBytes), yesNo(p.alignedLogical), yesNo(p.alignedPhysical),
             p.alignedOptimal ? yesNo(*p.alignedOptimal) : QStringLiteral("-"),
             yesNo(p.aligned1MiB), Alignment::verdictText(p.verdict)});
    }
    table.print();
    for (const Alignment::PartitionAlignment &p : r.partitions) {
        if (p.verdict == Alignment::Verdict::Ok)
            continue;
        printLine();
        printLine(p.advice);
    }
}

// Drives go through the inventory (for their topology); anything else that exists is an
// image or a mistake that readPartitionTable() names.
bool looksLikeDevice(const QString &arg)
{
    const QFileInfo fi(arg);
    if (arg.startsWith(QLatin1String("/dev/")) ||
        fi.canonicalFilePath().startsWith(QLatin1String("/dev/")))
        return true;
    return !fi.exists() && !arg.contains(QLatin1Char('/')); // "sdb"
}

std::optional<Device::DeviceInfo> findDevice(const QString &arg, QString *error)
{
    // sysfs alone: udisks2 would add identity, never topology (2.9 has no block sizes).
    Device::Inventory inventory;
    QString partition;
    const Result<Device::DeviceInfo> found = inventory.find(arg, &partition);
    if (!found) {
        //: %1 what the user typed
        *error = arg.startsWith(QLatin1String("/dev/"))
                     ? found.error().message
                     : Tr::tr("No drive or file named %1. Give a drive such as /dev/sdb (see "
                              "'driveproof-cli list') or the path of a disk image.")
                           .arg(arg);
        return std::nullopt;
    }
    if (!partition.isEmpty()) {
        //: %1 the partition given, %2 its whole drive
        *error = Tr::tr("%1 is a partition. Give the whole drive instead: 'driveproof-cli "
                        "align %2'.")
                     .arg(arg, found->path);
        return std::nullopt;
    }
    return found.value();
}

} // namespace

int runAlign(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Check that every partition of a drive or a disk image starts on a boundary "
               "that suits the drive: its physical sectors, 1 MiB and its optimal I/O size."));
    parser.addPositionalArgument(QStringLiteral("TARGET"),
                                 Tr::tr("A drive (/dev/sdb, sdb) or a disk image file."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print JSON (keys in docs/json.md)."));
    parser.addOption(json);
    const TopologyOptions options;
    parser.addOptions({options.logical, options.physical, options.optimal, options.offset});
    if (const int code = parseSubcommand(parser, QStringLiteral("align"), args); code >= 0)
        return code;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1) {
        return fail(Tr::tr("'align' needs exactly one drive or disk image, e.g. "
                           "'driveproof-cli align /dev/sdb' or 'driveproof-cli align disk.img'."));
    }
    const QString &target = pos.first();

    AlignmentReport report;
    if (looksLikeDevice(target)) {
        QString error;
        std::optional<Device::DeviceInfo> info = findDevice(target, &error);
        if (!info)
            return fail(error);
        Topology t{info->logicalBlockSize, info->physicalBlockSize, info->optimalIoSize,
                   info->alignmentOffset};
        if (const QString bad = applyOptions(parser, options, info->path, &t); !bad.isEmpty())
            return fail(bad);
        info->logicalBlockSize = t.logicalBlockSize;
        info->physicalBlockSize = t.physicalBlockSize;
        info->optimalIoSize = t.optimalIoSize;
        info->alignmentOffset = t.alignmentOffset;
        report = Alignment::analyzeDevice(*info);
        // No table and no partitions the kernel knows of: nothing to check.
        // An empty drive or a file system on the whole drive is said, not refused.
        if (report.partitions.isEmpty() && report.tableType.isEmpty() && !report.emptyDrive &&
            report.wholeDeviceFileSystem.isEmpty())
            return fail(report.note);
    } else {
        Topology t; // a 512e drive: the common case, and the strictest for old layouts
        if (const QString bad = applyOptions(parser, options, target, &t); !bad.isEmpty())
            return fail(bad);
        Result<AlignmentReport> analysed = Alignment::analyzeImage(target, t);
        if (!analysed)
            return fail(analysed.error().message);
        report = std::move(analysed).value();
    }

    if (parser.isSet(json)) {
        if (!report.note.isEmpty())
            fail(report.note, ExitOk); // JSON keys are fixed; the note goes to stderr
        printJson(Report::alignmentToJson(report));
    } else {
        printReport(report);
    }
    return ExitOk;
}

} // namespace DriveProof::Cli
