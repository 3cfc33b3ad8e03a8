#include "deviceopener.h"

#include "device/stackusers.h"
#include "device/sysfsprobe.h"

#include <QFile>
#include <QRegularExpression>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace DriveProof::Helper {

namespace {

// sysfs `dev` of a kernel name: "MAJOR:MINOR".
std::optional<dev_t> devNumberOf(const QString &sysRoot, const QString &name)
{
    QFile file(sysRoot + QStringLiteral("/class/block/") + name + QStringLiteral("/dev"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return Device::parseDevNumber(QString::fromLatin1(file.readLine(32)).trimmed());
}

QString numberText(dev_t number)
{
    return QStringLiteral("%1:%2").arg(major(number)).arg(minor(number));
}

QString errorText(int errnum)
{
    return QString::fromLocal8Bit(std::strerror(errnum));
}

Refusal openFailure(int errnum, const BlockDevice &device)
{
    switch (errnum) {
    case ELOOP:
        return {ErrorKind::NotABlockDevice,
                //: %1 device path
                Tr::tr("%1 is a symbolic link. Give the device node itself, as lsblk lists it.")
                    .arg(device.path)};
    case EBUSY:
        return {ErrorKind::DeviceBusy,
                //: %1 device path
                Tr::tr("%1 is in use: it is mounted, or another program holds it exclusively. "
                       "Unmount it or close that program, then try again.")
                    .arg(device.path)};
    case ENOENT:
    case ENXIO:
    case ENODEV:
    case ENOMEDIUM:
        return {ErrorKind::NotABlockDevice,
                //: %1 device path, %2 system error text
                Tr::tr("%1 could not be opened (%2): the device is gone or has no medium.")
                    .arg(device.path, errorText(errnum))};
    default:
        return {ErrorKind::Failed,
                //: %1 device path, %2 system error text
                Tr::tr("%1 could not be opened: %2.").arg(device.path, errorText(errnum))};
    }
}

} // namespace

DeviceOpener::DeviceOpener(DeviceRoots roots)
    : m_roots(std::move(roots))
{}

Checked<BlockDevice> DeviceOpener::resolve(const QString &path) const
{
    // A kernel name: no '/', no '.', so no "..", no subdirectory, no by-id link; at most
    // 31 characters (the kernel's DISK_NAME_LEN is 32 with the terminator).
    // Anchored as a whole (\A...\z): "$" alone would accept a trailing newline.
    static const QRegularExpression kernelName(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9][A-Za-z0-9_-]{0,30}")));
    const QString name = path.startsWith(QLatin1String("/dev/")) ? path.mid(5) : QString();
    if (!kernelName.match(name).hasMatch()) {
        //: %1 the path the caller gave (shortened)
        return Refusal{ErrorKind::InvalidArgument,
                       Tr::tr("“%1” is not a device path the helper accepts. Give the kernel's "
                              "name of a block device, such as /dev/sdb or /dev/nvme0n1, not a "
                              "symbolic link such as /dev/disk/by-id/….")
                           .arg(path.left(128))};
    }
    BlockDevice device{path, name, name, 0};
    const auto number = devNumberOf(m_roots.sys, name);
    if (!number) {
        //: %1 device path, %2 kernel name
        return Refusal{ErrorKind::NotABlockDevice,
                       Tr::tr("%1 is not a block device known to the kernel (there is no “%2” in "
                              "/sys/class/block). Check the name with lsblk.")
                           .arg(path, name)};
    }
    device.number = *number;
    const Device::SysfsProbe probe({m_roots.sys, QStringLiteral("/dev"), m_roots.mountInfo, false});
    device.diskName = probe.diskOf(name);
    if (device.diskName.isEmpty())
        device.diskName = name;

    // Checked here already so that nobody is asked for a password for a node that will be
    // refused; open() checks the opened fd again, which is what actually counts.
    struct stat st = {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return openFailure(errno, device);
    if (S_ISLNK(st.st_mode))
        return openFailure(ELOOP, device);
    if (!S_ISBLK(st.st_mode)) {
        //: %1 device path
        return Refusal{ErrorKind::NotABlockDevice,
                       Tr::tr("%1 is not a block device node.").arg(path)};
    }
    if (st.st_rdev != device.number) {
        //: %1 device path, %2 and %3 device numbers like 8:16, %4 kernel name
        return Refusal{ErrorKind::NotABlockDevice,
                       Tr::tr("%1 is device %2, but the kernel says %4 is %3: the node does not "
                              "belong to that device. Refusing to open it.")
                           .arg(path, numberText(st.st_rdev), numberText(device.number), name)};
    }
    return device;
}

std::optional<Refusal> DeviceOpener::requireWholeDisk(const BlockDevice &device) const
{
    if (!device.isPartition())
        return std::nullopt;
    //: %1 partition path, %2 disk path
    return Refusal{ErrorKind::InvalidArgument,
                   Tr::tr("%1 is a partition, but this works on the whole drive. Use %2.")
                       .arg(device.path, QStringLiteral("/dev/") + device.diskName)};
}

std::optional<Refusal> DeviceOpener::checkNotInUse(const BlockDevice &device) const
{
    if (devNumberOf(m_roots.sys, device.name) != device.number) {
        //: %1 device path
        return Refusal{ErrorKind::NotABlockDevice,
                       Tr::tr("%1 disappeared while it was being checked.").arg(device.path)};
    }
    // The whole stack, at any depth: partitions, holders (dm, md, bcache), loop devices
    // backed by it, and mounts and swap on any of those.
    const QList<Device::DeviceUse> uses = Device::findDeviceUses(
        device.name, {m_roots.sys, m_roots.dev, m_roots.mountInfo, m_roots.swaps});
    if (uses.isEmpty())
        return std::nullopt;
    //: %1 device path, %2 a sentence saying what uses it, e.g. "/dev/sdb1 is mounted on /home."
    return Refusal{ErrorKind::DeviceBusy,
                   Tr::tr("%1 is in use and cannot be opened for writing: %2 Unmount, swapoff or "
                          "stop that first.")
                       .arg(device.path, Device::describeDeviceUses(uses))};
}

Checked<QDBusUnixFileDescriptor> DeviceOpener::open(const BlockDevice &device, int flags) const
{
    const int raw = ::open(QFile::encodeName(device.path).constData(),
                           flags | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY);
    if (raw < 0)
        return openFailure(errno, device);
    QDBusUnixFileDescriptor fd;
    fd.giveFileDescriptor(raw); // owned from here on, without a copy
    // The fd is what the caller gets, so the fd is what is checked (not the path again).
    struct stat st = {};
    if (::fstat(fd.fileDescriptor(), &st) != 0)
        return openFailure(errno, device);
    if (!S_ISBLK(st.st_mode) || st.st_rdev != device.number) {
        //: %1 device path
        return Refusal{ErrorKind::NotABlockDevice,
                       Tr::tr("%1 changed while it was being opened: it is no longer the device "
                              "the kernel lists under that name. Refusing it.")
                           .arg(device.path)};
    }
    return fd;
}

} // namespace DriveProof::Helper
