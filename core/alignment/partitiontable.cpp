// Reading partition tables with libblkid, read-only. The kernel here has no partition
// parsers, and disk images have no kernel view at all, so we parse the table ourselves.
#include "alignment.h"

#include "alignmenttr.h"

#include <QFile>
#include <QLoggingCategory>

#include <blkid/blkid.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>

namespace DriveProof::Alignment {

namespace {

// Quiet unless asked for (QT_LOGGING_RULES="driveproof.core.alignment.debug=true").
Q_LOGGING_CATEGORY(lcAlignment, "driveproof.core.alignment", QtWarningMsg)

// libblkid reports partition starts and sizes in 512-byte units whatever the sector size
// of the table (checked against a 4Kn GPT image: a start of 256 reads back as 2048).
constexpr qint64 BlkidUnit = 512;

struct Fd
{
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

struct Probe
{
    blkid_probe probe = blkid_new_probe();
    ~Probe()
    {
        if (probe)
            blkid_free_probe(probe);
    }
};

QString errnoText(int err)
{
    return QString::fromLocal8Bit(strerror(err));
}

Error openError(const QString &path, int err)
{
    if ((err == EACCES || err == EPERM) && ::geteuid() == 0) {
        // Root refused: a container or security policy blocks it; "use sudo" would not help.
        //: %1 device or file, %2 the system's reason
        return {path,
                Tr::tr("Cannot open %1 even as root: %2. The system blocks access to it (a "
                       "container or a security policy).")
                    .arg(path, errnoText(err)),
                err};
    }
    if (err == EACCES || err == EPERM) {
        //: %1 device or file, %2 the system's reason
        return {path,
                Tr::tr("Cannot open %1: %2. Run as root or use sudo.").arg(path, errnoText(err)),
                err};
    }
    if (err == ENOENT || err == ENOTDIR) {
        //: %1 device or file, %2 the system's reason
        return {path, Tr::tr("Cannot open %1: %2. Check the path.").arg(path, errnoText(err)), err};
    }
    //: %1 device or file, %2 the system's reason
    return {path,
            Tr::tr("Cannot open %1: %2. Check that the drive is connected and the file "
                   "is readable.")
                .arg(path, errnoText(err)),
            err};
}

// One probe of the opened file with a given sector size; nullopt when there is no table.
// For block devices libblkid asks the kernel for the sector size (BLKSSZGET): the table
// was written with the real one, whatever topology the caller wants to check against.
std::optional<PartitionTable> probeTable(int fd, bool isImage, int sectorSize)
{
    Probe pr;
    if (!pr.probe || blkid_probe_set_device(pr.probe, fd, 0, 0) != 0)
        return std::nullopt;
    if (isImage)
        blkid_probe_set_sectorsize(pr.probe, unsigned(sectorSize));
    blkid_probe_enable_superblocks(pr.probe, 0);
    blkid_probe_enable_partitions(pr.probe, 1);
    blkid_partlist list = blkid_probe_get_partitions(pr.probe);
    blkid_parttable table = list ? blkid_partlist_get_table(list) : nullptr;
    if (!table)
        return std::nullopt;

    PartitionTable result;
    result.type = QString::fromLatin1(blkid_parttable_get_type(table));
    const int count = blkid_partlist_numof_partitions(list);
    for (int i = 0; i < count; ++i) {
        blkid_partition part = blkid_partlist_get_partition(list, i);
        // A DOS extended partition only holds the chain of logical partitions' headers;
        // no file system lives there, so its alignment does not matter.
        if (!part || blkid_partition_is_extended(part))
            continue;
        result.entries.append({blkid_partition_get_partno(part),
                               qint64(blkid_partition_get_start(part)) * BlkidUnit,
                               qint64(blkid_partition_get_size(part)) * BlkidUnit});
    }
    qCDebug(lcAlignment) << "read" << result.type << "table with" << result.entries.size()
                         << "partitions, sector size" << sectorSize;
    return result;
}

Error noTableError(const QString &path, int fd, bool isImage, int logicalBlockSize)
{
    // A 4Kn image probed as 512 (the usual mistake, and the reverse) finds nothing; say
    // so instead of claiming the image is blank.
    const int other = logicalBlockSize == 4096 ? 512 : 4096;
    if (isImage && probeTable(fd, true, other)) {
        //: %1 image file, %2 sector size asked for, %3 sector size that works (bytes)
        return {path, Tr::tr("No partition table for %2-byte sectors found on %1, but there is "
                             "one for %3-byte sectors. Read it with a logical sector size of "
                             "%3 bytes.")
                          .arg(path, QString::number(logicalBlockSize), QString::number(other))};
    }
    //: %1 device or image file
    return {path, Tr::tr("No partition table found on %1: it is empty, or holds a file system "
                         "on the whole of it, which needs none. Check that this is the right "
                         "disk or image.")
                      .arg(path)};
}

} // namespace

Result<PartitionTable> readPartitionTable(const QString &path, int logicalBlockSize)
{
    const QByteArray native = QFile::encodeName(path);
    // Read-only. O_NONBLOCK: a FIFO given by mistake must not hang open() waiting for a
    // writer; it is refused below. The opened fd is checked, not the path string.
    Fd file{::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
    if (file.fd < 0)
        return openError(path, errno);
    struct stat st = {};
    if (::fstat(file.fd, &st) != 0)
        return openError(path, errno);
    if (S_ISDIR(st.st_mode)) {
        //: %1 the path the user gave
        return Error{path, Tr::tr("%1 is a folder. Give a drive such as /dev/sdb or a disk "
                                  "image file.")
                               .arg(path)};
    }
    if (!S_ISBLK(st.st_mode) && !S_ISREG(st.st_mode)) {
        //: %1 the path the user gave
        return Error{path, Tr::tr("%1 is neither a drive nor a disk image file. Give a drive "
                                  "such as /dev/sdb or a disk image file.")
                               .arg(path)};
    }
    const bool isImage = S_ISREG(st.st_mode);
    if (isImage && st.st_size == 0) {
        //: %1 image file
        return Error{path, Tr::tr("No partition table found on %1: the file is empty.").arg(path)};
    }
    if (logicalBlockSize <= 0)
        logicalBlockSize = 512;
    std::optional<PartitionTable> table = probeTable(file.fd, isImage, logicalBlockSize);
    if (!table)
        return noTableError(path, file.fd, isImage, logicalBlockSize);
    return std::move(*table);
}

} // namespace DriveProof::Alignment
