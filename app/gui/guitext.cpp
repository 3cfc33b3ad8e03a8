#include "guitext.h"

#include "common/biditranslator.h"
#include "device/devicetr.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QRegularExpression>

namespace DriveProof::Gui {

QString shortSize(qint64 bytes)
{
    return bidiIsolated(QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat));
}

QString testSizeText(quint64 bytes)
{
    return bidiIsolated(QLocale().formattedDataSize(qint64(bytes), 0, QLocale::DataSizeIecFormat));
}

QString longSize(qint64 bytes)
{
    //: %1 size with unit, e.g. "500.1 GB"; %2 exact byte count, e.g. "500,107,862,016"
    return Tr::tr("%1 (%2 bytes)").arg(shortSize(bytes), QLocale().toString(bytes));
}

QString byteCount(int bytes)
{
    // Plural forms come from the translations, English included (driveproof_en.ts).
    //: a size in bytes, e.g. "4,096 bytes"; %Ln is the number with digit grouping
    return Tr::tr("%Ln byte(s)", nullptr, bytes);
}

QString yesNo(bool value)
{
    return value ? Tr::tr("yes") : Tr::tr("no");
}

QString driveTitle(const Device::DeviceInfo &info)
{
    if (info.isLoop() && !info.backingFile.isEmpty())
        return QFileInfo(info.backingFile).fileName();
    if (!info.model.isEmpty())
        return info.model;
    return info.path;
}

QString transportText(Device::Transport transport)
{
    // Interface names are the same in every language; only the unknown case is translated
    // (by the caller, which greys it out).
    using Device::Transport;
    switch (transport) {
    case Transport::Sata:
        return QStringLiteral("SATA");
    case Transport::Sas:
        return QStringLiteral("SAS");
    case Transport::Scsi:
        return QStringLiteral("SCSI");
    case Transport::VirtioScsi:
        return QStringLiteral("virtio-scsi");
    case Transport::Nvme:
        return QStringLiteral("NVMe");
    case Transport::Usb:
        return QStringLiteral("USB");
    case Transport::Mmc:
        return QStringLiteral("MMC/SD");
    case Transport::Virtio:
        return QStringLiteral("virtio");
    case Transport::Loop:
        return Tr::tr("loop device");
    case Transport::Unknown:
        break;
    }
    return {};
}

QString mediaText(const Device::DeviceInfo &info)
{
    if (info.isLoop())
        return Tr::tr("backed by a file");
    if (!info.rotational)
        return Tr::tr("solid state");
    if (info.rotationRateRpm && *info.rotationRateRpm > 0) {
        //: disk rotation speed; %1 is the number, e.g. "7,200"
        return Tr::tr("%1 rpm").arg(QLocale().toString(*info.rotationRateRpm));
    }
    return Tr::tr("rotational");
}

QString whyMissing(const Device::DeviceInfo &info, const QString &key)
{
    for (const Device::MissingFact &fact : info.missing) {
        if (fact.key == key)
            return fact.why;
    }
    return Tr::tr("Not reported for this device.");
}

} // namespace DriveProof::Gui

namespace DriveProof::Gui {

QString bidiIsolated(const QString &text)
{
    constexpr char16_t kLri = 0x2066; // LEFT-TO-RIGHT ISOLATE
    constexpr char16_t kPdi = 0x2069; // POP DIRECTIONAL ISOLATE
    // Already isolated text stays as it is (the right-to-left catalogues isolate what they
    // insert).
    if (QGuiApplication::layoutDirection() != Qt::RightToLeft || containsBidiIsolate(text))
        return text;
    // A path: a slash not inside a word, up to a space or punctuation, its full stop left
    // outside. A number (any script's digits, grouped) followed by a Latin unit or suffix.
    static const QRegularExpression ltrRun(QStringLiteral(
        "(?<![\\w/])/[^\\s,;:()\"'«»]*[^\\s,;:()\"'«».]"
        "|\\d[\\d.,\\x{066B}\\x{066C}\\x{00A0}\\x{202F}]*\\s?[A-Za-zµ°][A-Za-z/µ°]*"));
    QString out;
    qsizetype done = 0;
    for (auto it = ltrRun.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(done, m.capturedStart() - done);
        out += QChar(kLri) + m.captured() + QChar(kPdi);
        done = m.capturedEnd();
    }
    out += QStringView(text).mid(done);
    return out;
}

} // namespace DriveProof::Gui
