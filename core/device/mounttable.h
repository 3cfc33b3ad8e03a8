// Which block devices are mounted where, from /proc/self/mountinfo.
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace DriveProof::Device {

// A /proc/self/mountinfo field with its \ooo escapes (space, tab, newline, backslash;
// proc(5)) undone.
QString unescapeMountInfoField(const QByteArray &field);

// One mount of a device: where, which file system, and its options (the mount's own and
// the file system's, e.g. "rw", "relatime", "discard", "discard=async").
struct MountEntry
{
    QString mountpoint;
    QString fsType;
    QStringList options;
};

class MountTable
{
public:
    static MountTable fromMountInfo(const QString &path = QStringLiteral("/proc/self/mountinfo"));
    static MountTable parse(const QByteArray &mountInfo);

    // Mount points of the device with this major:minor or this /dev path, in table order.
    QStringList mountpointsOf(int major, int minor, const QString &devPath) const;
    // The same mounts with their file system and options, in table order.
    QList<MountEntry> mountsOf(int major, int minor, const QString &devPath) const;

private:
    QHash<QString, QStringList> m_byDevNumber; // "8:1" -> mount points
    QHash<QString, QStringList> m_bySource;    // "/dev/sda1" -> mount points
    QHash<QString, MountEntry> m_entries;      // mount point -> its first entry
};

} // namespace DriveProof::Device
