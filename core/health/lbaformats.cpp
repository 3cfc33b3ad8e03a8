#include "lbaformats.h"

#include "healthtr.h"

#include <QLocale>

namespace DriveProof::Health {

namespace {

// Identify Namespace (NVM Command Set 1.0, Figure 97).
constexpr qsizetype kNlbafByte = 25;       // Number of LBA Formats, 0's based
constexpr qsizetype kFlbasByte = 26;       // Formatted LBA Size
constexpr quint8 kFlbasLowMask = 0x0F;     // bits 3:0: format index, low bits
constexpr quint8 kFlbasExtendedBit = 0x10; // bit 4: metadata at the end of the data
constexpr quint8 kFlbasHighMask = 0x60;    // bits 6:5: format index bits 5:4
// Bits 6:5 count only when there are more than 16 formats (index 16 and up needs them);
// with 16 or fewer they were reserved (Base 1.4) and are ignored. The spec words this as
// "NLBAF greater than 16"; NLBAF is 0's based, so 16 already means 17 formats.
constexpr int kLowIndexFormats = 16;

quint32 le32(QByteArrayView data, qsizetype i)
{
    return quint32(quint8(data[i])) | quint32(quint8(data[i + 1])) << 8 |
           quint32(quint8(data[i + 2])) << 16 | quint32(quint8(data[i + 3])) << 24;
}

Error parseError(const QString &message)
{
    return Error{QString(), message, 0};
}

Finding lbaFinding(const char *code, const QStringList &arguments = {})
{
    Finding f = lbaFormatTable().make(QLatin1String(code), arguments);
    f.text.clear(); // worded where it is read, in that process's language
    return f;
}

LbaPerformance performanceFromKey(const QString &key)
{
    for (const LbaPerformance p : {LbaPerformance::Best, LbaPerformance::Better,
                                   LbaPerformance::Good, LbaPerformance::Degraded}) {
        if (key == QLatin1String(lbaPerformanceKey(p)))
            return p;
    }
    return LbaPerformance::Degraded;
}

QString bytes(const QString &number)
{
    return QLocale().toString(number.toLongLong());
}

} // namespace

Result<NvmeLbaFormats> parseNvmeLbaFormats(QByteArrayView data)
{
    if (data.size() <= kFlbasByte)
        //: %1 bytes received
        return parseError(Tr::tr("Identify Namespace is too short (%1 bytes) for its LBA "
                                 "formats.")
                              .arg(data.size()));
    const int count = quint8(data[kNlbafByte]) + 1;
    if (count > kNvmeMaxLbaFormats)
        //: %1 how many LBA formats the drive claims, %2 the most there can be
        return parseError(
            Tr::tr("Identify Namespace lists more LBA formats (%1) than there can be (%2).")
                .arg(count)
                .arg(kNvmeMaxLbaFormats));
    if (data.size() < kNvmeLbaFormatOffset + 4 * count)
        //: %1 bytes received
        return parseError(Tr::tr("Identify Namespace is too short (%1 bytes) for its LBA "
                                 "formats.")
                              .arg(data.size()));
    NvmeLbaFormats out;
    const quint8 flbas = quint8(data[kFlbasByte]);
    out.inUse = flbas & kFlbasLowMask;
    if (count > kLowIndexFormats)
        out.inUse |= (flbas & kFlbasHighMask) >> 1;
    out.metadataExtended = flbas & kFlbasExtendedBit;
    for (int i = 0; i < count; ++i) {
        const quint32 entry = le32(data, kNvmeLbaFormatOffset + 4 * i);
        NvmeLbaFormat f;
        f.index = i;
        f.metadataBytes = int(entry & 0xFFFF);                // MS, bits 15:0
        f.dataSizeShift = int((entry >> 16) & 0xFF);          // LBADS, bits 23:16
        f.performance = LbaPerformance((entry >> 24) & 0x03); // RP, bits 25:24
        out.formats << f;
    }
    if (out.inUse >= count)
        //: %1 the number of the format in use, %2 the highest number the drive lists
        return parseError(Tr::tr("Identify Namespace says LBA format %1 is in use, but lists "
                                 "formats 0 to %2 only.")
                              .arg(out.inUse)
                              .arg(count - 1));
    return out;
}

int fasterLbaFormat(const NvmeLbaFormats &formats)
{
    int best = -1;
    for (const NvmeLbaFormat &f : formats.formats) {
        if (!f.available() || f.metadataBytes != 0)
            continue;
        if (best < 0 || f.performance < formats.formats.at(best).performance)
            best = f.index;
    }
    if (best < 0 || formats.formats.at(best).performance >= formats.current().performance)
        return -1;
    return best;
}

QList<Finding> assessLbaFormats(const QString &device, const NvmeLbaFormats &formats)
{
    using namespace LbaFormatCode;
    const NvmeLbaFormat &now = formats.current();
    const QString perf = QLatin1String(lbaPerformanceKey(now.performance));
    QList<Finding> out{
        lbaFinding(kInUse, {QString::number(now.index), QString::number(now.dataBytes()),
                            QString::number(now.metadataBytes), perf})};
    if (now.metadataBytes > 0)
        out << lbaFinding(kMetadataInUse,
                          {QString::number(now.index), QString::number(now.metadataBytes)});
    qsizetype usable = 0;
    for (const NvmeLbaFormat &f : formats.formats)
        usable += f.available() ? 1 : 0;
    if (usable <= 1) {
        out << lbaFinding(kOnlyOne);
        return out;
    }
    if (const int faster = fasterLbaFormat(formats); faster >= 0) {
        const NvmeLbaFormat &f = formats.formats.at(faster);
        out << lbaFinding(kFasterOffered, {device, QString::number(now.dataBytes()), perf,
                                           QString::number(faster), QString::number(f.dataBytes()),
                                           QLatin1String(lbaPerformanceKey(f.performance))});
    } else {
        out << lbaFinding(kFastestInUse, {QString::number(usable)});
    }
    return out;
}

QString lbaFormatText(const Finding &f)
{
    using namespace LbaFormatCode;
    const QStringList &a = f.arguments;
    const auto perf = [&](int i) { return lbaPerformanceText(performanceFromKey(a.value(i))); };
    if (f.code == QLatin1String(kInUse))
        //: %1 LBA format number, %2 bytes per sector, %3 metadata bytes per sector,
        //: %4 how fast the drive says the format is ("best", "better", "good", "degraded")
        return Tr::tr("In use: LBA format %1, sectors of %2 bytes with %3 bytes of metadata, "
                      "which the drive marks as \"%4\".")
            .arg(a.value(0), bytes(a.value(1)), bytes(a.value(2)), perf(3));
    if (f.code == QLatin1String(kFasterOffered))
        //: %1 device (/dev/nvme0n1), %2 bytes per sector in use, %3 how fast the drive
        //: marks the format in use, %4 the faster format's number, %5 its bytes per
        //: sector, %6 how fast the drive marks it. The command stays as it is.
        return Tr::tr("The drive offers %5-byte sectors marked \"%6\", faster than the "
                      "%2-byte ones in use (\"%3\"). Switching means reformatting the "
                      "namespace, which erases everything on it: nvme format %1 --lbaf=%4 "
                      "— DriveProof never does this.")
            .arg(a.value(0), bytes(a.value(1)), perf(2), a.value(3), bytes(a.value(4)), perf(5));
    if (f.code == QLatin1String(kFastestInUse))
        //: %1 how many LBA formats the drive offers (2 or more)
        return Tr::tr("None of the LBA formats the drive offers (%1) is marked faster than "
                      "the one in use.")
            .arg(bytes(a.value(0)));
    if (f.code == QLatin1String(kOnlyOne))
        return Tr::tr("The namespace offers only the LBA format in use.");
    if (f.code == QLatin1String(kMetadataInUse))
        //: %1 LBA format number, %2 metadata bytes per sector
        return Tr::tr("LBA format %1 carries %2 bytes of metadata per sector; only software "
                      "that handles metadata (end-to-end protection) uses it.")
            .arg(a.value(0), bytes(a.value(1)));
    //: a finding this version does not know; %1 its code, %2 its arguments
    return Tr::tr("LBA format note %1 (%2)").arg(f.code, a.join(QStringLiteral(", ")));
}

const FindingTable &lbaFormatTable()
{
    using namespace LbaFormatCode;
    static const FindingTable table(
        {
            {kInUse,
             Severity::Info,
             "index, data bytes, metadata bytes, performance",
             {QStringLiteral("0"), QStringLiteral("512"), QStringLiteral("0"),
              QStringLiteral("good")}},
            {kFasterOffered,
             Severity::Info,
             "device, bytes in use, its performance, faster index, its bytes, its performance",
             {QStringLiteral("/dev/nvme0n1"), QStringLiteral("512"), QStringLiteral("good"),
              QStringLiteral("1"), QStringLiteral("4096"), QStringLiteral("better")}},
            {kFastestInUse, Severity::Good, "formats offered", {QStringLiteral("2")}},
            {kOnlyOne, Severity::Info, "", {}},
            {kMetadataInUse,
             Severity::Info,
             "index, metadata bytes",
             {QStringLiteral("3"), QStringLiteral("8")}},
        },
        lbaFormatText);
    return table;
}

const char *lbaPerformanceKey(LbaPerformance p)
{
    switch (p) {
    case LbaPerformance::Best:
        return "best";
    case LbaPerformance::Better:
        return "better";
    case LbaPerformance::Good:
        return "good";
    case LbaPerformance::Degraded:
        break;
    }
    return "degraded";
}

QString lbaPerformanceText(LbaPerformance p)
{
    // The words of the spec's Relative Performance field, from fastest to slowest.
    switch (p) {
    case LbaPerformance::Best:
        //: how fast the drive says an LBA format is: the fastest of four grades
        return Tr::tr("best", "LBA format performance");
    case LbaPerformance::Better:
        //: how fast the drive says an LBA format is: the second of four grades
        return Tr::tr("better", "LBA format performance");
    case LbaPerformance::Good:
        //: how fast the drive says an LBA format is: the third of four grades
        return Tr::tr("good", "LBA format performance");
    case LbaPerformance::Degraded:
        break;
    }
    //: how fast the drive says an LBA format is: the slowest of four grades
    return Tr::tr("degraded", "LBA format performance");
}

QString lbaFormatSummary(const NvmeLbaFormat &f)
{
    const QLocale locale;
    if (!f.available())
        //: an LBA format the drive lists but does not offer now
        return Tr::tr("not available");
    if (f.metadataBytes == 0)
        //: %1 bytes per sector, %2 how fast the drive says it is
        return Tr::tr("%1 bytes, %2")
            .arg(locale.toString(f.dataBytes()), lbaPerformanceText(f.performance));
    //: %1 bytes per sector, %2 metadata bytes per sector, %3 how fast the drive says it is
    return Tr::tr("%1 bytes + %2 bytes metadata, %3")
        .arg(locale.toString(f.dataBytes()), locale.toString(f.metadataBytes),
             lbaPerformanceText(f.performance));
}

} // namespace DriveProof::Health
