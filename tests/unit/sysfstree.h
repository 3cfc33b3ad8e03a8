// Builds a fake /sys tree (and mountinfo) from a fixture description: see
// tests/fixtures/sysfs/README.md for the format. Test-only code.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QString>
#include <QTemporaryDir>

class SysfsTree
{
public:
    // Returns an empty string on success, else what went wrong (for QVERIFY2).
    QString build(const QString &fixturePath)
    {
        QFile fixture(fixturePath);
        if (!fixture.open(QIODevice::ReadOnly))
            return QStringLiteral("cannot read ") + fixturePath;
        const QString root = m_dir.path() + QStringLiteral("/sys");
        QHash<QString, QString> vars;
        QByteArray mountInfo;
        for (const QByteArray &raw : fixture.readAll().split('\n')) {
            QString line = QString::fromUtf8(raw).trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            if (line.startsWith(QLatin1String("mountinfo: "))) {
                mountInfo += line.mid(11).toUtf8() + '\n';
                continue;
            }
            for (auto it = vars.cbegin(); it != vars.cend(); ++it)
                line.replace(it.key(), it.value());
            if (line.startsWith(QLatin1Char('$'))) {
                const qsizetype eq = line.indexOf(QLatin1String(" = "));
                vars.insert(line.left(eq), line.mid(eq + 3));
                continue;
            }
            const qsizetype arrow = line.indexOf(QLatin1String(" -> "));
            if (arrow > 0) {
                const QString path = root + QLatin1Char('/') + line.left(arrow);
                QDir().mkpath(QFileInfo(path).path());
                QDir().mkpath(root + QLatin1Char('/') + line.mid(arrow + 4));
                if (!QFile::link(root + QLatin1Char('/') + line.mid(arrow + 4), path))
                    return QStringLiteral("cannot link ") + path;
                continue;
            }
            const qsizetype eq = line.indexOf(QLatin1String(" = "));
            if (eq < 0)
                return QStringLiteral("bad fixture line: ") + line;
            const QString path = root + QLatin1Char('/') + line.left(eq);
            const QString value = line.mid(eq + 3);
            QDir().mkpath(QFileInfo(path).path());
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly))
                return QStringLiteral("cannot write ") + path;
            if (value.startsWith(QLatin1String("hex:")))
                f.write(QByteArray::fromHex(value.mid(4).toLatin1()));
            else
                f.write(value.toUtf8() + '\n');
        }
        QFile mi(mountInfoPath());
        if (!mi.open(QIODevice::WriteOnly) || mi.write(mountInfo) != mountInfo.size())
            return QStringLiteral("cannot write mountinfo");
        return {};
    }

    QString sysRoot() const { return m_dir.path() + QStringLiteral("/sys"); }
    QString mountInfoPath() const { return m_dir.path() + QStringLiteral("/mountinfo"); }

private:
    QTemporaryDir m_dir;
};
