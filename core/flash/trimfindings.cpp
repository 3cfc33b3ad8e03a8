#include "trimfindings.h"

#include "trimpath.h"

namespace DriveProof::Flash {

namespace {

bool is(const Finding &f, const char *code)
{
    return f.code == QLatin1String(code);
}

QString layerText(const Finding &f)
{
    using namespace Code;
    const QStringList &a = f.arguments;
    if (is(f, kReaches))
        //: %1 the device in use (e.g. /dev/mapper/vg-home), %2 the drive
        return Tr::tr("TRIM from %1 reaches the drive %2 through every layer.")
            .arg(a.value(0), a.value(1));
    if (is(f, kDriveTakes))
        //: %1 the drive
        return Tr::tr("The drive %1 takes TRIM.").arg(a.value(0));
    if (is(f, kLoopBackingFile))
        //: %1 the device in use, %2 a loop device, %3 its backing file
        return Tr::tr("TRIM from %1 reaches the loop device %2, which frees the space in its "
                      "backing file %3. The drive under that file gets it only from its own "
                      "file system (mounted with discard, or fstrim).")
            .arg(a.value(0), a.value(1), a.value(2));
    if (is(f, kStoppedDmCrypt))
        //: %1 a dm-crypt volume, %2 the device in use
        return Tr::tr("The dm-crypt volume %1 drops discards, so TRIM from %2 never reaches the "
                      "drive. Open it with --allow-discards (or the discard option in "
                      "/etc/crypttab); an observer of the raw drive then sees which blocks are "
                      "free.")
            .arg(a.value(0), a.value(1));
    if (is(f, kStopped))
        //: %1 the layer (e.g. /dev/md0), %2 the device in use
        return Tr::tr("%1 drops discards, so TRIM from %2 stops there and never reaches the "
                      "drive.")
            .arg(a.value(0), a.value(1));
    if (is(f, kUnknown))
        //: %1 a device
        return Tr::tr("The kernel shows no discard limits for %1, so whether TRIM passes it is "
                      "unknown.")
            .arg(a.value(0));
    return {};
}

QString driveText(const Finding &f)
{
    using namespace Code;
    const QString drive = f.arguments.value(0);
    if (is(f, kHardDisk))
        //: %1 the drive
        return Tr::tr("%1 is a hard disk: it takes no TRIM and needs none.").arg(drive);
    if (is(f, kUsbBot))
        //: %1 the drive
        return Tr::tr("%1 is attached through usb-storage (Bulk-Only Transport), which passes "
                      "no TRIM. In a UAS enclosure or on a UAS port it may.")
            .arg(drive);
    if (is(f, kUsbUas))
        //: %1 the drive
        return Tr::tr("%1 is attached through UAS, but its bridge announces no TRIM, so the "
                      "kernel sends none.")
            .arg(drive);
    if (is(f, kNotSupported))
        //: %1 the drive
        return Tr::tr("%1 does not take TRIM (the kernel's discard_max_bytes is 0).").arg(drive);
    if (is(f, kNoneMounted))
        //: %1 the device asked about
        return Tr::tr("No file system on %1 is mounted. TRIM comes from a mounted file system "
                      "(fstrim or the discard option), or from blkdiscard, which erases "
                      "everything.")
            .arg(drive);
    return {};
}

QString mountText(const Finding &f)
{
    using namespace Code;
    const QString mountpoint = f.arguments.value(0);
    if (is(f, kMountDiscard))
        //: %1 a mount point
        return Tr::tr("%1 is mounted with discard: every delete is trimmed at once, which slows "
                      "deletes on some drives. The weekly fstrim.timer is the usual choice.")
            .arg(mountpoint);
    if (is(f, kMountDiscardAsync))
        //: %1 a mount point
        return Tr::tr("%1 is mounted with discard=async: freed space is trimmed in batches.")
            .arg(mountpoint);
    if (is(f, kMountFstrim))
        //: %1 a mount point
        return Tr::tr("%1 is trimmed once a week by fstrim.timer.").arg(mountpoint);
    if (is(f, kMountUntrimmed))
        //: %1 a mount point
        return Tr::tr("%1 is neither mounted with discard nor trimmed by fstrim.timer, so the "
                      "drive never learns which blocks are free. Run 'sudo systemctl enable "
                      "--now fstrim.timer'.")
            .arg(mountpoint);
    if (is(f, kNoSystemd))
        return Tr::tr("systemd is not running here, so fstrim.timer trims nothing. Run "
                      "'fstrim -a' from cron, or mount with discard.");
    return {};
}

void add(QList<Finding> &out, const char *code, const QStringList &arguments = {})
{
    const Finding f = findingTable().make(code, arguments);
    for (const Finding &known : std::as_const(out)) {
        if (known.code == f.code && known.arguments == f.arguments)
            return;
    }
    out << f;
}

void pathFindings(const TrimPath &path, QList<Finding> &out)
{
    using namespace Code;
    const TrimLayer *stop = path.stop >= 0 ? &path.layers.at(path.stop) : nullptr;
    switch (path.reach) {
    case Reach::Drive:
        if (path.layers.size() == 1 && path.layers.constFirst().partition.isEmpty())
            add(out, kDriveTakes, {path.topDisplay});
        else
            add(out, kReaches, {path.topDisplay, path.layers.constLast().display});
        break;
    case Reach::BackingFile:
        add(out, kLoopBackingFile, {path.topDisplay, stop->display, stop->detail});
        break;
    case Reach::Stopped:
        add(out, stop->kind == QLatin1String("dm-crypt") ? kStoppedDmCrypt : kStopped,
            {stop->display, path.topDisplay});
        break;
    case Reach::NotSupported:
        add(out,
            stop->rotational                                  ? kHardDisk
            : stop->usbDriver == QLatin1String("usb-storage") ? kUsbBot
            : stop->usbDriver == QLatin1String("uas")         ? kUsbUas
                                                              : kNotSupported,
            {stop->display});
        break;
    case Reach::Unknown:
        add(out, kUnknown, {stop ? stop->display : path.topDisplay});
        break;
    }
}

} // namespace

const FindingTable &findingTable()
{
    using namespace Code;
    const QString top = QStringLiteral("/dev/mapper/vg-home");
    const QString mp = QStringLiteral("/home");
    static const FindingTable table(
        {
            {kReaches, Severity::Good, "top device, drive", {top, QStringLiteral("/dev/sda")}},
            {kDriveTakes, Severity::Good, "drive", {QStringLiteral("/dev/nvme0n1")}},
            {kLoopBackingFile,
             Severity::Info,
             "top device, loop device, backing file",
             {top, QStringLiteral("/dev/loop0"), QStringLiteral("/var/disk.img")}},
            {kStoppedDmCrypt,
             Severity::Caution,
             "dm-crypt volume, top device",
             {QStringLiteral("/dev/mapper/luks-1c2d"), top}},
            {kStopped, Severity::Caution, "layer, top device", {QStringLiteral("/dev/md0"), top}},
            {kHardDisk, Severity::Info, "drive", {QStringLiteral("/dev/sdb")}},
            {kUsbBot, Severity::Caution, "drive", {QStringLiteral("/dev/sdc")}},
            {kUsbUas, Severity::Caution, "drive", {QStringLiteral("/dev/sdc")}},
            {kNotSupported, Severity::Info, "drive", {QStringLiteral("/dev/sdd")}},
            {kUnknown, Severity::Info, "device", {QStringLiteral("/dev/sde")}},
            {kMountDiscard, Severity::Info, "mount point", {mp}},
            {kMountDiscardAsync, Severity::Good, "mount point", {mp}},
            {kMountFstrim, Severity::Good, "mount point", {mp}},
            {kMountUntrimmed, Severity::Caution, "mount point", {mp}},
            {kNoSystemd, Severity::Info, "", {}},
            {kNoneMounted, Severity::Info, "device", {QStringLiteral("/dev/sdf")}},
        },
        &findingText);
    return table;
}

QString findingText(const Finding &finding)
{
    QString text = layerText(finding);
    if (text.isEmpty())
        text = driveText(finding);
    if (text.isEmpty())
        text = mountText(finding);
    return text;
}

QList<Finding> trimFindings(const TrimReport &report)
{
    using namespace Code;
    QList<Finding> out;
    bool mounted = false;
    bool reaches = false;
    const bool timerRuns = report.timer.systemdRunning && report.timer.state == TimerState::Enabled;
    for (const TrimPath &path : report.paths) {
        pathFindings(path, out);
        if (path.reach != Reach::Drive && path.reach != Reach::BackingFile)
            continue;
        reaches = true;
        for (const Device::MountEntry &mount : path.mounts) {
            mounted = true;
            if (mount.options.contains(QLatin1String("discard=async")))
                add(out, kMountDiscardAsync, {mount.mountpoint});
            else if (mountDiscards(mount))
                add(out, kMountDiscard, {mount.mountpoint});
            else
                add(out, timerRuns ? kMountFstrim : kMountUntrimmed, {mount.mountpoint});
        }
    }
    if (reaches && !mounted)
        add(out, kNoneMounted, {report.target});
    if (mounted && !report.timer.systemdRunning)
        add(out, kNoSystemd);
    return out;
}

QString trimNoDeviceText(const QString &target)
{
    //: %1 a path the user gave
    return Tr::tr("%1 is not on a block device that DriveProof can see in sysfs. Give a drive, "
                  "a partition or a folder on one.")
        .arg(target);
}

} // namespace DriveProof::Flash
