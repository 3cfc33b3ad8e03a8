#include "drivecontents.h"

#include "devicetr.h"

#include <QFile>
#include <QLoggingCategory>

#include <blkid/blkid.h>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace DriveProof::Device {

namespace {

Q_LOGGING_CATEGORY(lcContents, "driveproof.core.device.contents", QtWarningMsg)

DriveContents fromSignatures(QStringList found, const QString &source)
{
    DriveContents c;
    found.removeDuplicates();
    c.signatures = found;
    c.source = source;
    c.state = found.isEmpty() ? DriveContents::State::Empty : DriveContents::State::HasData;
    return c;
}

DriveContents unknown(const QString &why)
{
    DriveContents c;
    c.why = why;
    return c;
}

} // namespace

DriveContents probeSignatures(const QString &path)
{
    // O_CLOEXEC and no O_EXCL: reading must work while something else holds the device.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        //: %1 device or file path, %2 the system's reason
        return unknown(Tr::tr("Could not read %1 to see what it holds: %2.")
                           .arg(path, QString::fromLocal8Bit(strerror(err))));
    }
    blkid_probe probe = blkid_new_probe();
    QStringList found;
    bool ok = probe && blkid_probe_set_device(probe, fd, 0, 0) == 0;
    if (ok) {
        blkid_probe_enable_partitions(probe, 1);
        blkid_probe_enable_superblocks(probe, 1);
        blkid_probe_set_superblocks_flags(probe, BLKID_SUBLKS_TYPE);
        // Every signature, not only the first: blkid_do_probe walks each chain in turn.
        // A partition table and a stale file-system signature can both be present.
        int rc = 0;
        while ((rc = blkid_do_probe(probe)) == 0) {
            const char *value = nullptr;
            if (blkid_probe_lookup_value(probe, "PTTYPE", &value, nullptr) == 0 && value)
                found << QString::fromUtf8(value);
            if (blkid_probe_lookup_value(probe, "TYPE", &value, nullptr) == 0 && value)
                found << QString::fromUtf8(value);
        }
        ok = rc == 1; // 1: no more signatures; -1: a read failed
    }
    if (probe)
        blkid_free_probe(probe);
    ::close(fd);
    if (!ok) {
        qCDebug(lcContents) << "libblkid failed on" << path;
        //: %1 device or file path
        return unknown(
            Tr::tr("Could not read the start and end of %1 to see what it holds.").arg(path));
    }
    return fromSignatures(found, QStringLiteral("libblkid"));
}

DriveContents udevSignatures(int major, int minor, const QString &root)
{
    QFile record(QStringLiteral("%1/b%2:%3").arg(root).arg(major).arg(minor));
    if (!record.open(QIODevice::ReadOnly)) {
        //: %1 device numbers like 8:0
        return unknown(Tr::tr("udev has no record of device %1, and it could not be read "
                              "directly (run as root, or start udev).")
                           .arg(QStringLiteral("%1:%2").arg(major).arg(minor)));
    }
    QStringList found;
    for (const QByteArray &line : record.readAll().split('\n')) {
        for (const char *key : {"E:ID_PART_TABLE_TYPE=", "E:ID_FS_TYPE="}) {
            if (line.startsWith(key) && line.size() > qsizetype(strlen(key)))
                found << QString::fromUtf8(line.mid(qsizetype(strlen(key))));
        }
    }
    return fromSignatures(found, QStringLiteral("udev"));
}

DriveContents probeDriveContents(const DeviceInfo &info)
{
    DriveContents c = probeSignatures(info.path);
    if (c.state == DriveContents::State::Unknown) {
        DriveContents fromUdev = udevSignatures(info.major, info.minor);
        if (fromUdev.state != DriveContents::State::Unknown)
            c = fromUdev;
    }
    // The kernel's view counts even when no signature is left (a table wiped under a
    // mounted partition, a dm mapping over raw space).
    QStringList kernel;
    if (!info.partitions.isEmpty())
        kernel << QStringLiteral("partitions");
    if (!info.holders.isEmpty())
        kernel << QStringLiteral("holders");
    if (!info.mountpoints.isEmpty())
        kernel << QStringLiteral("mounted");
    if (!kernel.isEmpty()) {
        c.signatures << kernel;
        c.state = DriveContents::State::HasData;
        if (c.source.isEmpty())
            c.source = QStringLiteral("sysfs");
        c.why.clear();
    }
    return c;
}

} // namespace DriveProof::Device
