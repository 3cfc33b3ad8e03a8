// The verdict sentences of findings.h.
#include "capacity/findings.h"

#include <QLocale>

namespace DriveProof::Capacity {
namespace {

QString size(const QString &bytes)
{
    // Drive makers count in powers of ten, and so does the label on the box.
    return QLocale().formattedDataSize(bytes.toLongLong(), 1, QLocale::DataSizeSIFormat);
}

QString number(const QString &value)
{
    return QLocale().toString(value.toLongLong());
}

} // namespace

QString verdictKey(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Genuine:
        return QStringLiteral("genuine");
    case Verdict::WrapAround:
        return QStringLiteral("wrap-around");
    case Verdict::DroppedWrites:
        return QStringLiteral("dropped-writes");
    case Verdict::Damaged:
        return QStringLiteral("damaged");
    case Verdict::Undecided:
        break;
    }
    return QStringLiteral("undecided");
}

const FindingTable &findingTable()
{
    static const FindingTable table(
        {
            {"capacity.genuine",
             Severity::Good,
             "claimed bytes",
             {QStringLiteral("1000204886016")}},
            {"capacity.wrap-around",
             Severity::Danger,
             "real bytes, claimed bytes",
             {QStringLiteral("62109253632"), QStringLiteral("128043712512")}},
            {"capacity.dropped-writes",
             Severity::Danger,
             "usable bytes, claimed bytes",
             {QStringLiteral("120300000000"), QStringLiteral("2000398934016")}},
            {"capacity.damaged",
             Severity::Danger,
             "bad blocks, first bad offset, claimed bytes",
             {QStringLiteral("17"), QStringLiteral("3200000000"), QStringLiteral("64000000000")}},
            {"capacity.undecided",
             Severity::Caution,
             "why: cancelled, flush, too-small, nothing-read",
             {QStringLiteral("flush")}},
        },
        findingText);
    return table;
}

Finding verdictFinding(const Classification &c, std::uint64_t claimedBytes, bool cancelled,
                       int errnum)
{
    const QString claimed = QString::number(claimedBytes);
    QStringList arguments;
    switch (c.verdict) {
    case Verdict::Genuine:
        arguments = {claimed};
        break;
    case Verdict::WrapAround:
        arguments = {QString::number(c.realBytes), claimed};
        break;
    case Verdict::DroppedWrites:
        arguments = {QString::number(c.usableBytes), claimed};
        break;
    case Verdict::Damaged:
        arguments = {QString::number(c.zero + c.foreign + c.damaged + c.unreadable),
                     QString::number(c.firstBadOffset.value_or(0)), claimed};
        break;
    case Verdict::Undecided:
        arguments = {cancelled                            ? QStringLiteral("cancelled")
                     : errnum != 0                        ? QStringLiteral("flush")
                     : claimedBytes < 8 * kMinRecordBytes ? QStringLiteral("too-small")
                                                          : QStringLiteral("nothing-read")};
        break;
    }
    return findingTable().make(QStringLiteral("capacity.") + verdictKey(c.verdict), arguments);
}

QString findingText(const Finding &f)
{
    const QStringList &a = f.arguments;
    if (f.code == QLatin1String("capacity.genuine") && !a.isEmpty())
        //: %1 the drive's size in bytes as a number, %2 the same size short, e.g. "1.0 TB"
        return Tr::tr("Genuine: every record written across all %1 bytes (%2) read back where "
                      "it was written.")
            .arg(number(a[0]), size(a[0]));
    if (f.code == QLatin1String("capacity.wrap-around") && a.size() >= 2)
        //: %1 the real size, e.g. "62.1 GB", %2 the size the drive claims, e.g. "128.0 GB"
        return Tr::tr("Fake: only the first %1 are real; writes beyond that land at the start "
                      "again (wrap-around). The drive claims %2.")
            .arg(size(a[0]), size(a[1]));
    if (f.code == QLatin1String("capacity.dropped-writes") && a.size() >= 2)
        //: %1 where the real part ends, e.g. "120.3 GB", %2 the size the drive claims
        return Tr::tr("Fake: writes beyond %1 are thrown away. The drive claims %2.")
            .arg(size(a[0]), size(a[1]));
    if (f.code == QLatin1String("capacity.damaged") && a.size() >= 2)
        //: %n how many blocks, %1 the position of the first one, e.g. "3.2 GB"
        return Tr::tr("Damaged: %n block(s) did not hold what was written, the first at %1.",
                      nullptr, int(qMin<qint64>(a[0].toLongLong(), 1 << 30)))
            .arg(size(a[1]));
    if (f.code != QLatin1String("capacity.undecided"))
        return {};
    const QString why = a.value(0);
    if (why == QLatin1String("cancelled"))
        return Tr::tr("Could not decide: the test was cancelled.");
    if (why == QLatin1String("flush"))
        return Tr::tr("Could not decide: the drive did not accept a flush of its cache.");
    if (why == QLatin1String("too-small"))
        return Tr::tr("Could not decide: the device is too small to test.");
    return Tr::tr("Could not decide: nothing that was written could be read back.");
}

} // namespace DriveProof::Capacity
