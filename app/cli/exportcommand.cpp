// driveproof-cli export --openmetrics [--output FILE]: every drive's findings as OpenMetrics
// text for the monitoring a fleet already runs (docs/fleet.md). The file is replaced
// atomically (a new file beside it, then rename), so node_exporter never reads half of it.
#include "cli.h"

#include "device/inventory.h"
#include "device/udiskssource.h"
#include "report/fleetcollect.h"
#include "report/fleetmetrics.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace DriveProof::Cli {

namespace {

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// Writes `bytes` to a hidden temporary file in the target's folder (not *.prom, so the
// textfile collector ignores it), flushes it to disk, makes it world-readable (the
// collector runs as its own user) and renames it over the target. Empty on success.
QString writeAtomically(const QString &path, const QByteArray &bytes)
{
    const QFileInfo target(path);
    QByteArray temp = QFile::encodeName(target.absoluteDir().filePath(
        QStringLiteral(".") + target.fileName() + QStringLiteral(".XXXXXX")));
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0)
        return errnoText(errno);
    qsizetype done = 0;
    int error = 0;
    while (done < bytes.size() && error == 0) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno != EINTR)
            error = errno;
        else if (n > 0)
            done += n;
    }
    if (error == 0 && ::fchmod(fd, 0644) != 0)
        error = errno;
    if (error == 0 && ::fsync(fd) != 0)
        error = errno;
    if (::close(fd) != 0 && error == 0)
        error = errno;
    if (error == 0 && ::rename(temp.constData(), QFile::encodeName(path).constData()) != 0)
        error = errno;
    if (error != 0) {
        ::unlink(temp.constData());
        return errnoText(error);
    }
    return {};
}

} // namespace

int runExport(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Write every drive's findings for Prometheus and other OpenMetrics readers: "
               "identity, health, write-cache views, alignment and the latest test results "
               "(docs/fleet.md)."));
    const QCommandLineOption openMetrics(
        QStringLiteral("openmetrics"),
        Tr::tr("OpenMetrics text, also readable by node_exporter's textfile collector."));
    const QCommandLineOption output(
        QStringLiteral("output"),
        Tr::tr("Write to FILE, replacing it atomically, instead of standard output."),
        Tr::tr("FILE"));
    const QCommandLineOption device(
        QStringLiteral("device"),
        Tr::tr("Export only this drive (a loop device too); may be given more than once."),
        Tr::tr("DEVICE"));
    const QCommandLineOption includeLoop(QStringLiteral("include-loop"),
                                         Tr::tr("Export loop devices too (left out by default)."));
    const QCommandLineOption dataDir(
        QStringLiteral("data-dir"),
        Tr::tr("Read test results from this DriveProof data folder (holding history/ and "
               "powerloss/) instead of yours; may be given more than once."),
        Tr::tr("FOLDER"));
    const QCommandLineOption allUsers(
        QStringLiteral("all-users"),
        Tr::tr("Read the test results of every user of this machine (needs root)."));
    parser.addOptions({openMetrics, output, device, includeLoop, dataDir, allUsers});
    if (const int code = parseSubcommand(parser, QStringLiteral("export"), args); code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty())
        return fail(Tr::tr("'export' takes no arguments. Use --device DEVICE for one drive."));
    if (!parser.isSet(openMetrics))
        return fail(Tr::tr("Choose a format: 'driveproof-cli export --openmetrics'."));

    QElapsedTimer clock;
    clock.start();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    Device::Inventory inventory;
    Device::UdisksSource udisks;
    inventory.useUdisks(&udisks);
    QList<Device::DeviceInfo> drives;
    if (parser.isSet(device)) {
        for (const QString &name : parser.values(device)) {
            QString partition;
            const Result<Device::DeviceInfo> found = inventory.find(name, &partition);
            if (!found)
                return fail(found.error().message);
            const bool seen = std::any_of(drives.cbegin(), drives.cend(),
                                          [&](const auto &d) { return d.path == found->path; });
            if (!seen)
                drives.append(found.value());
        }
    } else {
        for (const Device::DeviceInfo &d : inventory.devices()) {
            if (!d.isLoop() || parser.isSet(includeLoop))
                drives.append(d);
        }
    }

    Report::CollectOptions options;
    options.dataFolders = parser.values(dataDir);
    if (parser.isSet(allUsers))
        options.dataFolders += Report::allUsersDataFolders();
    if (options.dataFolders.isEmpty())
        options.dataFolders.append(Report::defaultDataFolder());
    QList<Report::DriveSnapshot> snapshots;
    for (const Device::DeviceInfo &d : std::as_const(drives))
        snapshots.append(Report::collectDrive(d, options));

    Report::ExportRun run;
    run.time = now;
    run.version = QCoreApplication::applicationVersion();
    run.durationSeconds = double(clock.nsecsElapsed()) / 1e9;
    const QByteArray text = Report::fleetMetrics(snapshots, run);

    if (!parser.isSet(output)) {
        std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
        return std::fflush(stdout) == 0 ? ExitOk : ExitFailure;
    }
    const QString path = parser.value(output);
    if (const QString why = writeAtomically(path, text); !why.isEmpty())
        //: %1 file, %2 the system's reason
        return fail(Tr::tr("Cannot write %1: %2.").arg(path, why), ExitFailure);
    return ExitOk;
}

} // namespace DriveProof::Cli
