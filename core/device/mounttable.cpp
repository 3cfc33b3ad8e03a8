#include "mounttable.h"

#include <QFile>

namespace DriveProof::Device {

namespace {

void appendUnique(QStringList &list, const QString &value)
{
    if (!list.contains(value))
        list.append(value);
}

} // namespace

QString unescapeMountInfoField(const QByteArray &field)
{
    QByteArray out;
    out.reserve(field.size());
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int ch = field.mid(i + 1, 3).toInt(&ok, 8);
            if (ok && ch < 256) {
                out.append(char(ch));
                i += 3;
                continue;
            }
        }
        out.append(field[i]);
    }
    return QString::fromUtf8(out);
}

MountTable MountTable::fromMountInfo(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parse(file.readAll());
}

MountTable MountTable::parse(const QByteArray &mountInfo)
{
    // Fields: id parent major:minor root mountpoint options [optional...] - fstype source superopts
    MountTable table;
    for (const QByteArray &line : mountInfo.split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        const qsizetype dash = f.indexOf("-");
        if (f.size() < 5 || dash < 6 || dash + 2 >= f.size())
            continue;
        const QString devNumber = QString::fromLatin1(f[2]);
        const QString mountpoint = unescapeMountInfoField(f[4]);
        const QString source = unescapeMountInfoField(f[dash + 2]);
        appendUnique(table.m_byDevNumber[devNumber], mountpoint);
        if (!table.m_entries.contains(mountpoint)) {
            QStringList options = QString::fromUtf8(f[5]).split(u',', Qt::SkipEmptyParts);
            if (dash + 3 < f.size())
                options += QString::fromUtf8(f[dash + 3]).split(u',', Qt::SkipEmptyParts);
            table.m_entries.insert(
                mountpoint, MountEntry{mountpoint, unescapeMountInfoField(f[dash + 1]), options});
        }
        if (source.startsWith(QLatin1String("/dev/")))
            appendUnique(table.m_bySource[source], mountpoint);
    }
    return table;
}

QStringList MountTable::mountpointsOf(int major, int minor, const QString &devPath) const
{
    QStringList result = m_byDevNumber.value(QStringLiteral("%1:%2").arg(major).arg(minor));
    // btrfs and some others show an anonymous 0:N device number; the source names the device.
    for (const QString &mp : m_bySource.value(devPath))
        appendUnique(result, mp);
    return result;
}

QList<MountEntry> MountTable::mountsOf(int major, int minor, const QString &devPath) const
{
    QList<MountEntry> out;
    for (const QString &mp : mountpointsOf(major, minor, devPath))
        out << m_entries.value(mp, MountEntry{mp, {}, {}});
    return out;
}

} // namespace DriveProof::Device
