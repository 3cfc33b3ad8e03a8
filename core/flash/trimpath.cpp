#include "trimpath.h"

#include "trimfindings.h"

#include "device/blockstack.h"
#include "device/stackusers.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <sys/sysmacros.h>

Q_LOGGING_CATEGORY(lcFlash, "driveproof.core.flash", QtWarningMsg)

namespace DriveProof::Flash {

namespace {

QString readAttr(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.read(4096)).trimmed();
}

// The driver of the USB interface a disk hangs from ("uas", "usb-storage"): the first folder
// above the disk's `device` with a driver link of those names (.../2-1:1.0/host2/...).
QString usbDriverOf(const QString &blockDir, const QString &sysRoot)
{
    QString dir = QFileInfo(blockDir + QStringLiteral("/device")).canonicalFilePath();
    for (int depth = 0; depth < 12 && dir.size() > sysRoot.size(); ++depth) {
        const QString driver =
            QFileInfo(QFileInfo(dir + QStringLiteral("/driver")).symLinkTarget()).fileName();
        if (driver == QLatin1String("uas") || driver == QLatin1String("usb-storage"))
            return driver;
        dir = QFileInfo(dir).path();
    }
    return {};
}

TrimLayer layerOf(const Device::StackDevice &device, const QString &sysRoot)
{
    const QString dir = sysRoot + QStringLiteral("/block/") + device.name;
    TrimLayer layer;
    layer.name = device.name;
    layer.display = QStringLiteral("/dev/") + device.name;
    layer.partition = device.partition;
    layer.leaf = device.leaf;
    layer.discardGranularity = device.discardGranularity;
    layer.discardMaxBytes = device.discardMaxBytes;
    layer.rotational = readAttr(dir + QStringLiteral("/queue/rotational")) == QLatin1String("1");
    const QString dmName = readAttr(dir + QStringLiteral("/dm/name"));
    const QString uuid = readAttr(dir + QStringLiteral("/dm/uuid"));
    const QString backing = readAttr(dir + QStringLiteral("/loop/backing_file"));
    if (!dmName.isEmpty() || device.name.startsWith(QLatin1String("dm-"))) {
        // cryptsetup names its volumes CRYPT-<type>-..., LVM LVM-..., multipathd mpath-...
        layer.kind = uuid.startsWith(QLatin1String("CRYPT-"))   ? QStringLiteral("dm-crypt")
                     : uuid.startsWith(QLatin1String("LVM-"))   ? QStringLiteral("lvm")
                     : uuid.startsWith(QLatin1String("mpath-")) ? QStringLiteral("multipath")
                                                                : QStringLiteral("dm");
        layer.detail = dmName;
        if (!dmName.isEmpty())
            layer.display = QStringLiteral("/dev/mapper/") + dmName;
    } else if (QFileInfo::exists(dir + QStringLiteral("/md/level"))) {
        layer.kind = QStringLiteral("md");
        layer.detail = readAttr(dir + QStringLiteral("/md/level"));
    } else if (!backing.isEmpty()) {
        layer.kind = QStringLiteral("loop");
        layer.detail = backing;
    } else {
        layer.kind = device.name.startsWith(QLatin1String("nvme")) ? QStringLiteral("nvme")
                                                                   : QStringLiteral("disk");
    }
    if (layer.leaf)
        layer.usbDriver = usbDriverOf(dir, sysRoot);
    return layer;
}

// Down to the first loop device (its backing file is as far as a discard goes as one) or
// the drives: who passes discards and who stops them.
void judge(TrimPath &path)
{
    qsizetype end = path.layers.size();
    for (qsizetype i = 0; i < path.layers.size(); ++i) {
        if (path.layers[i].kind == QLatin1String("loop")) {
            end = i + 1;
            break;
        }
    }
    bool allPass = end > 0;
    for (qsizetype i = 0; i < end; ++i) {
        if (!path.layers[i].discardMaxBytes) {
            path.reach = Reach::Unknown;
            path.stop = int(i);
            return;
        }
        allPass = allPass && path.layers[i].passesDiscards();
    }
    if (allPass) {
        const bool loop = path.layers[end - 1].kind == QLatin1String("loop");
        path.reach = loop ? Reach::BackingFile : Reach::Drive;
        path.stop = loop ? int(end - 1) : -1;
        return;
    }
    // A drive that takes none: every layer above shows 0 too (the kernel stacks the limits).
    for (qsizetype i = 0; i < end; ++i) {
        if (path.layers[i].leaf && !path.layers[i].passesDiscards()) {
            path.reach = Reach::NotSupported;
            path.stop = int(i);
            return;
        }
    }
    // Else the lowest layer that drops them; those above inherit its 0.
    for (qsizetype i = end - 1; i >= 0; --i) {
        if (!path.layers[i].passesDiscards()) {
            path.reach = Reach::Stopped;
            path.stop = int(i);
            return;
        }
    }
}

int rank(Reach reach)
{
    switch (reach) {
    case Reach::Drive:
        return 0;
    case Reach::BackingFile:
        return 1;
    case Reach::Unknown:
        return 2;
    case Reach::NotSupported:
        return 3;
    case Reach::Stopped:
        return 4;
    }
    return 2;
}

} // namespace

Result<TrimReport> trimReport(const QString &target, const TrimRoots &roots)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(target).constData(), &st) != 0) {
        const int err = errno;
        //: %1 a path the user gave, %2 the system's error text
        return Error{target,
                     Tr::tr("%1 cannot be read: %2.")
                         .arg(target, QString::fromLocal8Bit(std::strerror(err))),
                     err};
    }
    return trimReportOf(target, S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev, S_ISBLK(st.st_mode),
                        roots);
}

Result<TrimReport> trimReportOf(const QString &target, dev_t number, bool isBlock,
                                const TrimRoots &roots)
{
    const QString node = QFileInfo(QStringLiteral("%1/dev/block/%2:%3")
                                       .arg(roots.sys)
                                       .arg(major(number))
                                       .arg(minor(number)))
                             .canonicalFilePath();
    TrimReport report;
    report.target = target;
    report.device = QFileInfo(node).fileName();
    if (node.isEmpty()) {
        qCInfo(lcFlash) << "no block device in sysfs under" << target;
        return Error{target, trimNoDeviceText(target), ENODEV};
    }
    Device::StackRoots stackRoots;
    stackRoots.sys = roots.sys;
    stackRoots.dev = roots.dev;
    stackRoots.mountInfo = roots.mountInfo;
    stackRoots.swaps = roots.swaps;
    QStringList tops;
    if (isBlock) {
        for (const Device::DeviceUse &use : Device::findDeviceUses(report.device, stackRoots)) {
            if (!tops.contains(use.topName()))
                tops << use.topName();
        }
    }
    if (tops.isEmpty())
        tops << report.device;
    const Device::MountTable mounts = Device::MountTable::fromMountInfo(roots.mountInfo);
    for (const QString &top : std::as_const(tops)) {
        const auto dev = Device::parseDevNumber(
            readAttr(QStringLiteral("%1/class/block/%2/dev").arg(roots.sys, top)));
        if (!dev)
            continue;
        TrimPath path;
        path.top = top;
        for (const Device::StackDevice &d : Device::blockStackOf(*dev, roots.sys))
            path.layers << layerOf(d, roots.sys);
        if (path.layers.isEmpty())
            continue;
        const TrimLayer &first = path.layers.constFirst();
        path.topDisplay = first.partition == top ? QStringLiteral("/dev/") + top : first.display;
        path.mounts =
            mounts.mountsOf(int(major(*dev)), int(minor(*dev)), QStringLiteral("/dev/") + top);
        judge(path);
        report.paths << path;
    }
    report.timer = readFstrimTimer(roots.timer);
    report.reach = report.paths.isEmpty() ? Reach::Unknown : Reach::Drive;
    for (const TrimPath &path : std::as_const(report.paths)) {
        if (rank(path.reach) > rank(report.reach))
            report.reach = path.reach;
    }
    report.findings = trimFindings(report);
    return report;
}

QString reachKey(Reach reach)
{
    switch (reach) {
    case Reach::Drive:
        return QStringLiteral("drive");
    case Reach::BackingFile:
        return QStringLiteral("backing-file");
    case Reach::Stopped:
        return QStringLiteral("stopped");
    case Reach::NotSupported:
        return QStringLiteral("not-supported");
    case Reach::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

bool mountDiscards(const Device::MountEntry &mount)
{
    for (const QString &option : mount.options) {
        if (option == QLatin1String("discard") || option.startsWith(QLatin1String("discard=")))
            return true;
    }
    return false;
}

} // namespace DriveProof::Flash
