// The USB reset of usbreset.h.
#include "capacity/usbreset.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QThread>

#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <linux/usbdevice_fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace DriveProof::Capacity {
namespace {

Q_LOGGING_CATEGORY(lcReset, "driveproof.core.capacity.reset", QtInfoMsg)

QString readLine(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readLine()).trimmed();
}

// "MAJ:MIN" of a sysfs device folder as a dev_t; 0 when it has none.
dev_t sysDev(const QString &folder)
{
    const QStringList parts = readLine(folder + QStringLiteral("/dev")).split(QLatin1Char(':'));
    if (parts.size() != 2)
        return 0;
    return makedev(parts[0].toUInt(), parts[1].toUInt());
}

// One block read through fd (O_DIRECT: an aligned buffer).
bool readsAgain(int fd)
{
    AlignedBlocks block(4096);
    return ::pread(fd, block.data(), 4096, 0) == 4096;
}

} // namespace

UsbResetPlan planUsbReset(const QString &sysRoot, const QString &blockName, bool partition,
                          bool root)
{
    UsbResetPlan plan;
    if (partition) {
        plan.status = ResetStatus::Partition;
        return plan;
    }
    const QString device =
        QFileInfo(sysRoot + QStringLiteral("/block/") + blockName + QStringLiteral("/device"))
            .canonicalFilePath();
    const QString devices = QFileInfo(sysRoot + QStringLiteral("/devices")).canonicalFilePath();
    if (device.isEmpty() || devices.isEmpty())
        return plan; // NotUsb: a loop device, a dm node, a file
    // The nearest folder above it with busnum and devnum is its USB device (an interface
    // folder, "1-1:1.0", has neither).
    for (QString at = device; at.startsWith(devices + QLatin1Char('/'));
         at = QFileInfo(at).path()) {
        if (QFile::exists(at + QStringLiteral("/busnum")) &&
            QFile::exists(at + QStringLiteral("/devnum"))) {
            plan.usbDevice = at;
            break;
        }
    }
    if (plan.usbDevice.isEmpty())
        return plan;
    if (!root) {
        plan.status = ResetStatus::NeedsRoot;
        return plan;
    }
    // Never reset a drive that is not the one checked: no other block device below it.
    const QStringList blocks =
        QDir(sysRoot + QStringLiteral("/block")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &other : blocks) {
        if (other == blockName)
            continue;
        const QString path =
            QFileInfo(sysRoot + QStringLiteral("/block/") + other + QStringLiteral("/device"))
                .canonicalFilePath();
        if (!path.isEmpty() && path.startsWith(plan.usbDevice + QLatin1Char('/'))) {
            plan.status = ResetStatus::Shared;
            return plan;
        }
    }
    QString name;
    QFile uevent(plan.usbDevice + QStringLiteral("/uevent"));
    if (uevent.open(QIODevice::ReadOnly))
        for (const QByteArray &line : uevent.readAll().split('\n'))
            if (line.startsWith("DEVNAME="))
                name = QString::fromUtf8(line.mid(8));
    if (name.isEmpty())
        name = QStringLiteral("bus/usb/%1/%2")
                   .arg(readLine(plan.usbDevice + QStringLiteral("/busnum")).toInt(), 3, 10,
                        QLatin1Char('0'))
                   .arg(readLine(plan.usbDevice + QStringLiteral("/devnum")).toInt(), 3, 10,
                        QLatin1Char('0'));
    plan.node = QStringLiteral("/dev/") + name;
    plan.status = ResetStatus::Done;
    return plan;
}

ResetOutcome resetUsbDrive(int fd, const QString &blockNode, const QString &blockName,
                           bool partition)
{
    ResetOutcome out;
    const UsbResetPlan plan =
        planUsbReset(QStringLiteral("/sys"), blockName, partition, ::geteuid() == 0);
    out.status = plan.status;
    if (plan.status != ResetStatus::Done)
        return out;
    struct stat usb = {}, block = {};
    // The node must be the USB device found in sysfs, and fd the drive under test.
    if (::stat(QFile::encodeName(plan.node).constData(), &usb) != 0 || !S_ISCHR(usb.st_mode) ||
        usb.st_rdev != sysDev(plan.usbDevice) || ::fstat(fd, &block) != 0 ||
        block.st_rdev != sysDev(QStringLiteral("/sys/block/") + blockName)) {
        out.status = ResetStatus::Refused;
        out.errnum = ENODEV;
        return out;
    }
    const int usbFd = ::open(QFile::encodeName(plan.node).constData(), O_WRONLY | O_CLOEXEC);
    if (usbFd < 0 || ::ioctl(usbFd, USBDEVFS_RESET, 0) != 0) {
        out.status = ResetStatus::Refused;
        out.errnum = errno;
        if (usbFd >= 0)
            ::close(usbFd);
        qCWarning(lcReset) << "USB reset of" << plan.node << "refused:" << strerror(out.errnum);
        return out;
    }
    ::close(usbFd);
    out.count = 1;
    qCInfo(lcReset) << "reset" << plan.node << "for" << blockNode;
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (std::chrono::steady_clock::now() < until) {
        if (readsAgain(fd))
            return out; // Done: usb-storage kept the disk through the reset
        // Given back as a new disk: the same number at the same node is the same drive.
        struct stat again = {};
        if (::stat(QFile::encodeName(blockNode).constData(), &again) == 0 &&
            again.st_rdev == block.st_rdev) {
            const int reopened = ::open(QFile::encodeName(blockNode).constData(),
                                        O_RDWR | O_DIRECT | O_EXCL | O_CLOEXEC);
            if (reopened >= 0 && readsAgain(reopened) && ::dup2(reopened, fd) == fd) {
                ::close(reopened);
                return out;
            }
            if (reopened >= 0)
                ::close(reopened);
        }
        QThread::msleep(200);
    }
    out.status = ResetStatus::DidNotReturn;
    return out;
}

} // namespace DriveProof::Capacity
