#include "suites/testtarget.h"

#include "device/blockstack.h"
#include "device/drivecontents.h"
#include "device/inventory.h"
#include "device/stackusers.h"
#include "engine/target.h"
#include "privilege/helperclient.h"
#include "suites/suitestr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace DriveProof::Suites {

namespace {

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

Error targetError(const QString &subject, const QString &message, int errnum = 0)
{
    return Error{subject, message, errnum};
}

// Opens with O_DIRECT when asked, buffered when the file system refuses it (tmpfs).
int openMaybeDirect(const QString &path, int flags, bool direct, bool *directOut)
{
    const QByteArray name = QFile::encodeName(path);
    int fd = ::open(name.constData(), flags | O_CLOEXEC | (direct ? O_DIRECT : 0));
    *directOut = direct && fd >= 0;
    if (fd < 0 && direct && errno == EINVAL)
        fd = ::open(name.constData(), flags | O_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

QString bufferedNote()
{
    return Tr::tr("O_DIRECT is not supported here: the run is buffered, so the page cache is in "
                  "the numbers.");
}

Error inUseError(const QString &node, const QList<Device::DeviceUse> &uses)
{
    //: %1 device node, %2 a sentence saying what uses it, e.g. "/dev/loop0 backs the loop
    //: device /dev/loop1. /dev/loop1 is mounted on /mnt."
    return targetError(node,
                       Tr::tr("%1 is in use: %2 DriveProof does not write to a device in use. "
                              "Unmount it, swapoff it or stop what is built on it first.")
                           .arg(node, Device::describeDeviceUses(uses)),
                       EBUSY);
}

std::function<int(int)> fileReopener(const QString &path)
{
    // Encoded once: the commit test's baselines reopen per commit, millions of times.
    return [name = QFile::encodeName(path)](int extra) {
        const int fd = ::open(name.constData(), O_RDWR | O_CLOEXEC | extra);
        return fd < 0 ? -errno : fd;
    };
}

} // namespace

PathKind pathKind(const QString &path)
{
    struct stat st = {};
    if (path.isEmpty())
        return PathKind::Missing;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return errno == ENOENT || errno == ENOTDIR ? PathKind::Missing : PathKind::Unknown;
    if (S_ISDIR(st.st_mode))
        return PathKind::Folder;
    if (S_ISREG(st.st_mode))
        return PathKind::File;
    if (S_ISBLK(st.st_mode))
        return PathKind::BlockDevice;
    return PathKind::Other;
}

QString temporaryFilePrefix()
{
    return QStringLiteral(".driveproof-test-");
}

int cleanLeftovers(const QString &folder)
{
    int removed = 0;
    const QStringList names = QDir(folder).entryList({temporaryFilePrefix() + QLatin1Char('*')},
                                                     QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : names) {
        const QString path = QDir(folder).filePath(name);
        const int fd =
            ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0)
            continue;
        // A running test holds its file locked; a file nobody holds was left by a crash.
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0 &&
            ::unlink(QFile::encodeName(path).constData()) == 0)
            ++removed;
        ::close(fd);
    }
    return removed;
}

TestTarget::~TestTarget()
{
    if (m_target.fd >= 0)
        ::close(m_target.fd);
    if (m_removeOnClose)
        ::unlink(QFile::encodeName(m_target.path).constData());
    if (m_lockFd >= 0)
        ::close(m_lockFd);
}

QString TestTarget::kindKey() const
{
    switch (m_kind) {
    case TargetKind::Folder:
        return QStringLiteral("temporary-file");
    case TargetKind::File:
        return QStringLiteral("file");
    case TargetKind::Device:
        return QStringLiteral("device");
    }
    return {};
}

Result<std::unique_ptr<TestTarget>> TestTarget::open(const TargetRequest &request,
                                                     const ProgressFn &progress)
{
    std::unique_ptr<TestTarget> target(new TestTarget);
    target->m_kind = request.kind;
    target->m_testLock = Device::TestLock::forPath(request.path);
    SuiteTarget &t = target->m_target;
    if (request.kind != TargetKind::Device) {
        const QList<Device::StackDevice> stack = Device::blockStackOfPath(request.path);
        if (!stack.isEmpty() && stack.constFirst().logicalBlockSize >= 512)
            target->m_logicalBlockSize = stack.constFirst().logicalBlockSize;
    }

    if (request.kind == TargetKind::Folder) {
        const QFileInfo folder(request.path);
        if (!folder.isDir())
            //: %1 a folder
            return targetError(request.path,
                               Tr::tr("%1 is not a folder. Choose a folder on the "
                                      "drive to test.")
                                   .arg(request.path),
                               ENOTDIR);
        if (request.sizeBytes < 4096)
            return targetError(request.path, Tr::tr("The test size must be at least 4 KiB."),
                               EINVAL);
        cleanLeftovers(request.path);
        struct statvfs vfs
        {
        };
        if (::statvfs(QFile::encodeName(request.path).constData(), &vfs) == 0) {
            const quint64 free = quint64(vfs.f_bavail) * vfs.f_frsize;
            if (request.sizeBytes + request.sizeBytes / 20 > free)
                //: %1 folder, %2 the size asked for, %3 free space
                return targetError(request.path,
                                   Tr::tr("%1 has too little free space for a %2 test file (%3 "
                                          "free). Choose a smaller size or another folder.")
                                       .arg(request.path,
                                            QLocale().formattedDataSize(qint64(request.sizeBytes)),
                                            QLocale().formattedDataSize(qint64(free))),
                                   ENOSPC);
        }
        QByteArray pattern = QFile::encodeName(
            QDir(request.path).filePath(temporaryFilePrefix() + QStringLiteral("XXXXXX")));
        const int lockFd = ::mkostemp(pattern.data(), O_CLOEXEC);
        if (lockFd < 0) {
            const int error = errno;
            //: %1 folder, %2 the system's error text
            return targetError(request.path,
                               Tr::tr("Cannot create a test file in %1: %2. Choose a folder you "
                                      "can write to.")
                                   .arg(request.path, errnoText(error)),
                               error);
        }
        target->m_lockFd = lockFd;
        ::flock(lockFd, LOCK_EX);
        t.path = QFile::decodeName(pattern);
        target->m_removeOnClose = true;
        if (progress) {
            Progress p;
            p.step = Tr::tr("Preparing the test file");
            progress(p);
        }
        Engine::FileTargetOptions options;
        options.path = pattern.toStdString();
        options.size = request.sizeBytes;
        options.direct = request.direct;
        options.create = false;
        options.fill = request.fill;
        options.cancel = request.cancel;
        if (progress)
            options.fillProgress = [&progress](double fraction) {
                Progress p;
                p.step = Tr::tr("Preparing the test file");
                p.fraction = fraction;
                progress(p);
            };
        Engine::FileTarget file;
        if (!file.open(options))
            //: %1 the test file, %2 what failed, in English from the system
            return targetError(t.path,
                               Tr::tr("Cannot prepare the test file %1: %2.")
                                   .arg(t.path, QString::fromStdString(file.errorText())),
                               file.error());
        t.directIo = file.directIo();
        if (file.bufferedFallback())
            t.note = bufferedNote();
        t.fd = ::dup(file.fd()); // FileTarget closes its own on scope exit
        target->m_areaBytes = request.sizeBytes;
        t.reopen = fileReopener(t.path);
        return target;
    }

    if (request.kind == TargetKind::File) {
        struct stat st
        {
        };
        if (::stat(QFile::encodeName(request.path).constData(), &st) != 0 || !S_ISREG(st.st_mode))
            //: %1 a path
            return targetError(request.path,
                               Tr::tr("%1 is not an existing regular file. Name a "
                                      "file, or choose a folder for a temporary "
                                      "test file.")
                                   .arg(request.path),
                               ENOENT);
        const quint64 size = quint64(st.st_size);
        quint64 area = request.sizeBytes ? std::min(request.sizeBytes, size) : size;
        area -= area % 4096;
        if (area < 4096)
            //: %1 a file
            return targetError(request.path,
                               Tr::tr("%1 is smaller than 4 KiB: too small to test. "
                                      "DriveProof never grows a file it did not "
                                      "create.")
                                   .arg(request.path),
                               EINVAL);
        bool direct = false;
        const int fd = openMaybeDirect(request.path, request.write ? O_RDWR : O_RDONLY,
                                       request.direct, &direct);
        if (fd < 0)
            //: %1 file, %2 the system's error text
            return targetError(
                request.path, Tr::tr("Cannot open %1: %2.").arg(request.path, errnoText(-fd)), -fd);
        t.fd = fd;
        t.path = request.path;
        t.directIo = direct;
        if (request.direct && !direct)
            t.note = bufferedNote();
        target->m_areaBytes = area;
        if (request.write) {
            t.reopen = fileReopener(t.path);
        }
        return target;
    }

    // A block device: the caller's DeviceInfo when it has one (bench looks it up for the
    // safety flow and the environment), else looked up here.
    QString partition = request.partition;
    std::optional<Device::DeviceInfo> looked = request.disk;
    if (!looked) {
        Device::Inventory inventory;
        Result<Device::DeviceInfo> found = inventory.find(request.path, &partition);
        if (!found)
            return found.error();
        looked = std::move(found.value());
    }
    const Device::DeviceInfo &disk = *looked;
    const QString node = partition.isEmpty() ? disk.path : QStringLiteral("/dev/") + partition;
    target->m_logicalBlockSize = quint32(std::max(512, disk.logicalBlockSize));
    if (request.write) {
        if (!request.destructiveConfirmed)
            //: %1 device node
            return targetError(node,
                               Tr::tr("Writing to %1 destroys what is on it. Confirm by "
                                      "typing the device name, or pass --destructive.")
                                   .arg(node),
                               EPERM);
        if (request.confirmedEmpty) {
            const Device::DriveContents now = Device::probeDriveContents(disk);
            if (!now.isEmpty())
                //: %1 device node, %2 what was found, e.g. "gpt, ext4"
                return targetError(node,
                                   Tr::tr("%1 is no longer empty (found: %2), so it was not "
                                          "written to. Confirm again with the device's name.")
                                       .arg(node, now.signatures.isEmpty()
                                                      ? now.why
                                                      : now.signatures.join(QStringLiteral(", "))),
                                   EPERM);
        }
        // Everything stacked on the node at any depth (the helper checks the same again).
        const QList<Device::DeviceUse> uses = Device::findDeviceUses(QFileInfo(node).fileName());
        if (!uses.isEmpty())
            return inUseError(node, uses);
    }
    const bool root = ::geteuid() == 0;
    int fd = -1;
    if (root) {
        const int flags = request.write ? (O_RDWR | O_EXCL) : O_RDONLY;
        fd = ::open(QFile::encodeName(node).constData(),
                    flags | O_CLOEXEC | O_NOFOLLOW | (request.direct ? O_DIRECT : 0));
        if (fd < 0) {
            const int error = errno;
            //: %1 device node, %2 the system's error text
            return targetError(node, Tr::tr("Cannot open %1: %2.").arg(node, errnoText(error)),
                               error);
        }
        // Again, now that O_EXCL holds the device: a loop or a mount set up in between.
        if (const QList<Device::DeviceUse> uses =
                request.write ? Device::findDeviceUses(QFileInfo(node).fileName())
                              : QList<Device::DeviceUse>();
            !uses.isEmpty()) {
            ::close(fd);
            return inUseError(node, uses);
        }
    } else {
        const Privilege::HelperClient helper;
        Privilege::OpenFlags flags;
        if (request.direct)
            flags |= Privilege::OpenFlag::Direct;
        const Result<int> opened = helper.openDevice(
            node, request.write ? Privilege::OpenMode::ReadWrite : Privilege::OpenMode::Read, flags,
            request.capacityCheck && request.write ? Privilege::OpenPurpose::CapacityCheck
                                                   : Privilege::OpenPurpose::Test);
        if (!opened)
            return opened.error();
        fd = opened.value();
    }
    quint64 bytes = 0;
    if (::ioctl(fd, BLKGETSIZE64, &bytes) != 0)
        bytes = quint64(disk.sizeBytes);
    t.fd = fd;
    t.path = node;
    t.isDevice = true;
    t.directIo = request.direct;
    quint64 area = request.sizeBytes ? std::min(request.sizeBytes, bytes) : bytes;
    target->m_areaBytes = area - area % 4096;
    if (request.write) {
        const auto purpose = request.capacityCheck ? Privilege::OpenPurpose::CapacityCheck
                                                   : Privilege::OpenPurpose::Test;
        t.reopen = [node, root, purpose](int extra) -> int {
            if (root) {
                const int again = ::open(QFile::encodeName(node).constData(),
                                         O_RDWR | O_CLOEXEC | O_NOFOLLOW | extra);
                return again < 0 ? -errno : again;
            }
            Privilege::OpenFlags flags;
            if (extra & O_DIRECT)
                flags |= Privilege::OpenFlag::Direct;
            if ((extra & O_SYNC) == O_SYNC)
                flags |= Privilege::OpenFlag::Sync;
            else if (extra & O_DSYNC)
                flags |= Privilege::OpenFlag::DSync;
            const Result<int> again = Privilege::HelperClient().openDevice(
                node, Privilege::OpenMode::ReadWrite, flags, purpose);
            return again ? again.value() : -std::max(1, again.error().errnum);
        };
    }
    return target;
}

} // namespace DriveProof::Suites
