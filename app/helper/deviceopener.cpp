#include "deviceopener.h"

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
    const QList<QByteArray> parts = file.open(QIODevice::ReadOnly)
                                        ? file.readLine(32).trimmed().split(':')
                                        : QList<QByteArray>();
    bool okMajor = false;
    bool okMinor = false;
    const uint maj = parts.value(0).toUInt(&okMajor);
    const uint min = parts.value(1).toUInt(&okMinor);
    if (parts.size() != 2 || !okMajor || !okMinor)
        return std::nullopt;
    return makedev(maj, min);
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
    const Device::SysfsProbe probe({m_roots.sys, QStringLiteral("/dev"), m_roots.mountInfo, false});
    const std::optional<Device::DeviceInfo> disk = probe.probe(device.diskName);
    if (!disk) {
        //: %1 device path
        return Refusal{ErrorKind::NotABlockDevice,
                       Tr::tr("%1 disappeared while it was being checked.").arg(device.path)};
    }
    // What a write to `device` can disturb: itself, a disk's partitions, a partition's disk.
    struct User
    {
        QString name;
        QString path;
        QStringList mountpoints;
        QStringList holders;
    };
    QList<User> users{{disk->name, disk->path, disk->mountpoints, disk->holders}};
    for (const Device::PartitionInfo &p : disk->partitions) {
        if (!device.isPartition() || p.name == device.name)
            users.append({p.name, p.path, p.mountpoints, p.holders});
    }
    QStringList swapPaths;
    const QList<dev_t> swaps = swapDevices(&swapPaths);
    for (const User &u : users) {
        if (!u.mountpoints.isEmpty()) {
            //: %1 device path, %2 list of mount points, %3 device path asked for
            return Refusal{ErrorKind::DeviceBusy,
                           Tr::tr("%1 is mounted on %2. Unmount it before opening %3 for writing.")
                               .arg(u.path, u.mountpoints.join(QStringLiteral(", ")), device.path)};
        }
        if (!u.holders.isEmpty()) {
            //: %1 device path, %2 list of kernel names like dm-0, %3 device path asked for
            return Refusal{ErrorKind::DeviceBusy,
                           Tr::tr("%1 is in use by %2 (device-mapper, RAID or LVM). Stop that "
                                  "before opening %3 for writing.")
                               .arg(u.path, u.holders.join(QStringLiteral(", ")), device.path)};
        }
        const auto number = devNumberOf(m_roots.sys, u.name);
        if ((number && swaps.contains(*number)) || swapPaths.contains(u.path)) {
            //: %1 device path, %2 device path asked for
            return Refusal{ErrorKind::DeviceBusy,
                           Tr::tr("%1 is in use as swap space. Run “swapoff %1” before opening %2 "
                                  "for writing.")
                               .arg(u.path, device.path)};
        }
    }
    return std::nullopt;
}

QList<dev_t> DeviceOpener::swapDevices(QStringList *paths) const
{
    // Block devices in use as swap. Swap *files* do not matter here: one on this device
    // means its filesystem is mounted, which is refused anyway.
    QList<dev_t> numbers;
    QFile file(m_roots.swaps);
    if (!file.open(QIODevice::ReadOnly))
        return numbers;
    file.readLine(); // header: "Filename Type Size Used Priority"
    while (!file.atEnd()) {
        const QString path = QFile::decodeName(file.readLine().simplified().split(' ').value(0));
        paths->append(path);
        // stat, not the name: the kernel prints the path it was given (/dev/mapper/...).
        struct stat st = {};
        if (::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISBLK(st.st_mode))
            numbers.append(st.st_rdev);
    }
    return numbers;
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
