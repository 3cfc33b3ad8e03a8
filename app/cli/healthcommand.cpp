// driveproof-cli health DEVICE [--all] [--json]: the drive's verdict and the numbers behind
// it; with --all every record the drive keeps (core/health/healthrecords.h), worded here in
// this process's language. As root it reads directly; as a user through driveproof-helper.
#include "cli.h"
#include "finddrive.h"

#include "healthprint.h"

#include "health/usage.h"
#include "privilege/drivecontrol.h"
#include "report/drivestatejson.h"

#include <QJsonObject>

namespace DriveProof::Cli {

int runHealth(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Show the drive's health: overall verdict, "
                                            "temperature, hours, power cycles, unsafe shutdowns."));
    parser.addPositionalArgument(QStringLiteral("DEVICE"), Tr::tr("A drive, e.g. /dev/sda."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  Tr::tr("Print JSON (keys in docs/json.md)."));
    const QCommandLineOption all(QStringLiteral("all"),
                                 Tr::tr("Also show every record the drive keeps: each SMART "
                                        "attribute or NVMe health log field, the self-test log "
                                        "and the error log count."));
    const QCommandLineOption rated(
        QStringLiteral("rated-tbw"),
        Tr::tr("Remember the endurance the maker rates this drive's model for, in terabytes "
               "written (TBW), and compare the data written with it from now on."),
        QStringLiteral("TB"));
    const QCommandLineOption report(
        QStringLiteral("report"),
        Tr::tr("Judge a report instead of a drive: the output of 'smartctl -x', 'smartctl -x "
               "--json' or 'nvme smart-log -o json' saved in FILE ('-': standard input)."),
        QStringLiteral("FILE"));
    const QCommandLineOption idCtrl(
        QStringLiteral("id-ctrl"),
        Tr::tr("With --report of nvme smart-log: the output of 'nvme id-ctrl -o json' for the "
               "model, serial and firmware."),
        QStringLiteral("FILE"));
    parser.addOptions({json, all, rated, report, idCtrl});
    if (const int code = parseSubcommand(parser, QStringLiteral("health"), args); code >= 0)
        return code;
    const QStringList pos = parser.positionalArguments();
    if (parser.isSet(report)) {
        if (!pos.isEmpty() || parser.isSet(rated))
            return fail(Tr::tr("'health --report FILE' takes no DEVICE and no --rated-tbw."));
        return runHealthReport(parser.value(report), parser.value(idCtrl), parser.isSet(json),
                               parser.isSet(all));
    }
    if (pos.size() != 1)
        return fail(
            Tr::tr("'health' needs exactly one DEVICE, e.g. 'driveproof-cli health /dev/sda'."));
    const Result<Device::DeviceInfo> drive = findDrive(pos.first());
    if (!drive)
        return fail(drive.error().message);
    if (drive->isLoop())
        //: %1 device node, %2 the file behind it
        return fail(Tr::tr("%1 is a loop device over %2: it has no health of its own. Ask the "
                           "drive that holds that file.")
                        .arg(drive->path, drive->backingFile));
    if (parser.isSet(rated)) {
        bool ok = false;
        const double tb = parser.value(rated).toDouble(&ok);
        if (!ok || tb <= 0 || tb > 1e6)
            //: %1 what the user typed
            return fail(Tr::tr("--rated-tbw takes terabytes written, e.g. 600, not '%1'.")
                            .arg(parser.value(rated)));
        Health::DriveMemory().setRatedEndurance(drive->model, qint64(tb * 1e12));
    }
    const Result<Health::HealthSummary> health = Privilege::queryHealth(drive.value());
    if (!health)
        return fail(health.error().message, ExitFailure);
    Health::DriveMemory memory;
    const Health::UsageAssessment usage =
        Health::assessDriveUsage(drive.value(), health.value(), memory);
    if (parser.isSet(json)) {
        QJsonObject out = Report::healthToJson(health.value(), parser.isSet(all));
        out.insert(QStringLiteral("usage"), usageJson(usage));
        printJson(out);
    } else {
        printHealth(health.value());
        printUsage(usage);
        if (parser.isSet(all)) {
            printRecords(health->records);
            printLbaFormats(health->device, health->records);
        }
    }
    return ExitOk;
}

} // namespace DriveProof::Cli
