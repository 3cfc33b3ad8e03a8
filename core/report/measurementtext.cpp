#include "report/measurementtext.h"

#include "report/reporttr.h"

#include <QLocale>
#include <QRegularExpression>

namespace DriveProof::Report {

namespace {

// "read", "write", "mix70": the end of an I/O line's key.
QString directionLabel(const QString &direction)
{
    if (direction == QLatin1String("read"))
        return Tr::tr("read");
    if (direction == QLatin1String("write"))
        return Tr::tr("write");
    static const QRegularExpression mix(QStringLiteral("^mix(\\d{1,3})$"));
    if (const QRegularExpressionMatch m = mix.match(direction); m.hasMatch())
        //: %1 percentage of reads in a mixed workload, e.g. 70
        return Tr::tr("mixed %1% read").arg(QLocale().toString(m.captured(1).toInt()));
    return {};
}

// "seq1mq8t1.read" -> "SEQ1M Q8T1 read": CrystalDiskMark's names, kept as they are.
QString presetLabel(const QString &key)
{
    static const QRegularExpression re(
        QStringLiteral("^(seq|rnd)(\\d+)([km])q(\\d+)t(\\d+)\\.([a-z0-9]+)$"));
    const QRegularExpressionMatch m = re.match(key);
    if (!m.hasMatch())
        return {};
    const QString direction = directionLabel(m.captured(6));
    if (direction.isEmpty())
        return {};
    const QString name = QStringLiteral("%1%2%3 Q%4T%5")
                             .arg(m.captured(1).toUpper(), m.captured(2), m.captured(3).toUpper(),
                                  m.captured(4), m.captured(5));
    //: %1 a CrystalDiskMark-style preset name (SEQ1M Q8T1), %2 read/write/mixed
    return Tr::tr("%1 %2").arg(name, direction);
}

// "sweep.block-size.65536.read": a point of a sweep.
QString sweepLabel(const QString &key)
{
    static const QRegularExpression re(
        QStringLiteral("^sweep\\.(block-size|queue-depth|threads)\\.(\\d+)\\.([a-z0-9]+)$"));
    const QRegularExpressionMatch m = re.match(key);
    if (!m.hasMatch())
        return {};
    const QString direction = directionLabel(m.captured(3));
    const qint64 value = m.captured(2).toLongLong();
    if (direction.isEmpty() || value <= 0)
        return {};
    if (m.captured(1) == QLatin1String("block-size"))
        //: a sweep point: %1 block size, %2 read/write
        return Tr::tr("block size %1, %2")
            // KiB, MiB: the sweep chart's axis says KiB too.
            .arg(QLocale().formattedDataSize(value, 0, QLocale::DataSizeIecFormat), direction);
    if (m.captured(1) == QLatin1String("queue-depth"))
        //: a sweep point: %1 queue depth, %2 read/write
        return Tr::tr("queue depth %1, %2").arg(QLocale().toString(value), direction);
    //: a sweep point: %n threads, %1 read/write
    return Tr::tr("%n thread(s), %1", nullptr, int(value)).arg(direction);
}

// "commit.s1.fdatasync", "commit.s3.open_sync.4x4k": a line of the commit test.
QString commitLabel(const QString &key)
{
    static const QRegularExpression perCommit(QStringLiteral("^commit\\.s([12])\\.([a-z0-9_]+)$"));
    if (const QRegularExpressionMatch m = perCommit.match(key); m.hasMatch())
        //: %1 a sync method name (fdatasync, open_datasync...), %n writes per commit
        return Tr::tr("%1, %n × 8 kB per commit", nullptr, m.captured(1).toInt())
            .arg(m.captured(2));
    static const QRegularExpression split(
        QStringLiteral("^commit\\.s3\\.open_sync\\.(\\d{1,3})x(\\d{1,3})k$"));
    if (const QRegularExpressionMatch m = split.match(key); m.hasMatch())
        //: 16 kB committed as %1 writes of %2 kB each, with O_SYNC
        return Tr::tr("open_sync, %1 × %2 kB")
            .arg(QLocale().toString(m.captured(1).toInt()),
                 QLocale().toString(m.captured(2).toInt()));
    if (key == QLatin1String("commit.s4.write-fsync-close"))
        return Tr::tr("write, fsync, close");
    if (key == QLatin1String("commit.s4.write-close-fsync"))
        return Tr::tr("write, close, fsync (another descriptor)");
    if (key == QLatin1String("commit.s5.write"))
        return Tr::tr("write, no sync (baseline, not durable)");
    if (key == QLatin1String("commit.s5.direct"))
        return Tr::tr("O_DIRECT write, no sync (baseline, not durable)");
    return {};
}

QString knownLabel(const QString &key)
{
    if (key == QLatin1String("sustained.write"))
        return Tr::tr("sustained sequential write");
    if (key == QLatin1String("surface.read"))
        return Tr::tr("surface scan (read)");
    static const QRegularExpression pass(QStringLiteral("^hybrid\\.pass([12])$"));
    if (const QRegularExpressionMatch m = pass.match(key); m.hasMatch())
        //: %1 1 or 2: the pass of the hybrid-cache check
        return Tr::tr("random reads, pass %1").arg(QLocale().toString(m.captured(1).toInt()));
    if (key.startsWith(QLatin1String("commit.")))
        return commitLabel(key);
    if (key.startsWith(QLatin1String("sweep.")))
        return sweepLabel(key);
    return presetLabel(key);
}

QString bytesArgument(const QStringList &arguments, qsizetype index, bool *ok)
{
    bool number = false;
    const qint64 value = arguments.value(index).toLongLong(&number);
    *ok = *ok && number && value >= 0;
    return QLocale().toString(value);
}

} // namespace

QString measurementLabel(const QString &key, const QString &storedLabel)
{
    // The cache A/B test runs the commit lines twice, "cache-on." and "cache-off." before
    // their keys; the lines keep the label of the line they repeat.
    const QLatin1String off("cache-off."), on("cache-on.");
    if (key.startsWith(off))
        //: a commit line measured with the drive's write cache switched off; %1 its label
        return Tr::tr("%1 (cache off)").arg(measurementLabel(key.mid(off.size()), storedLabel));
    if (key.startsWith(on))
        return measurementLabel(key.mid(on.size()), storedLabel);
    if (const QString label = knownLabel(key); !label.isEmpty())
        return label;
    return storedLabel.isEmpty() ? key : storedLabel;
}

QString measurementLabel(const Measurement &m)
{
    return measurementLabel(m.key, m.label);
}

QString skippedText(const QString &code, const QStringList &arguments)
{
    bool ok = true;
    if (code == QLatin1String("block-larger-than-area")) {
        const qint64 block = arguments.value(0).toLongLong(&ok);
        bool area = false;
        const qint64 bytes = arguments.value(1).toLongLong(&area);
        if (!ok || !area)
            return {};
        //: %1 block size, %2 test area size
        return Tr::tr("Skipped: the block size %1 is larger than the test area (%2).")
            .arg(QLocale().formattedDataSize(block), QLocale().formattedDataSize(bytes));
    }
    if (code == QLatin1String("direct-io-below-block")) {
        const QString write = bytesArgument(arguments, 0, &ok);
        const QString logical = bytesArgument(arguments, 1, &ok);
        if (!ok)
            return {};
        //: %1 write size in bytes, %2 the device's logical block size in bytes
        return Tr::tr("Skipped: O_DIRECT writes of %1 bytes are smaller than the device's "
                      "logical block size (%2 bytes).")
            .arg(write, logical);
    }
    if (code == QLatin1String("direct-io-unsupported"))
        return Tr::tr("Skipped: this file system does not support O_DIRECT.");
    if (code == QLatin1String("direct-io-rejected")) {
        const QString write = bytesArgument(arguments, 0, &ok);
        if (!ok)
            return {};
        //: %1 write size in bytes
        return Tr::tr("Skipped: the device rejects O_DIRECT writes of %1 bytes.").arg(write);
    }
    return {};
}

QString skippedText(const Measurement &m)
{
    if (m.skippedReason.isEmpty() && m.skippedCode.isEmpty())
        return {};
    const QString again = skippedText(m.skippedCode, m.skippedArguments);
    return again.isEmpty() ? m.skippedReason : again;
}

} // namespace DriveProof::Report
