// Glue: picks ATA (libatasmart) or NVMe (health log 02h) for a drive, and maps the
// summary to a{sv} for the helper's D-Bus replies (stable keys; unknown values absent).
#include "health.h"

#include "atahealth.h"
#include "common/findingvariant.h"
#include "device/sysfsprobe.h"
#include "healthreasons.h"
#include "healthtr.h"
#include "nvmehealth.h"

#include <cerrno>

namespace DriveProof::Health {

namespace {

const char *overallKey(Overall o)
{
    switch (o) {
    case Overall::Good:
        return "good";
    case Overall::Caution:
        return "caution";
    case Overall::Bad:
        return "bad";
    case Overall::Unknown:
        break;
    }
    return "unknown";
}

template <typename T> void put(QVariantMap &map, const char *key, const std::optional<T> &value)
{
    if (value)
        map.insert(QLatin1String(key), QVariant::fromValue(*value));
}

// The reply's "reasons": codes (this version), or the sentences of a helper from before the
// codes (an "as"), kept as they came under a code of their own. Empty when absent.
Result<QList<Finding>> reasonsFrom(const QVariant &raw, const QString &device)
{
    using Form = FindingsFromVariant::Form;
    FindingsFromVariant read = findingsFromVariant(raw);
    switch (read.form) {
    case Form::Absent:
    case Form::Codes:
        return read.findings;
    case Form::Sentences: {
        QList<Finding> out;
        for (const QString &sentence : read.sentences)
            out << healthReason(ReasonCode::kHelperSentence, Severity::Info, {sentence});
        return out;
    }
    case Form::MissingCode:
        return Error{device, Tr::tr("The helper's health reply has a reason without a code. "
                                    "Restart DriveProof after an update.")};
    case Form::NotAList:
        break;
    }
    return Error{device, Tr::tr("The helper's health reply has reasons in a form this version "
                                "does not read. Restart DriveProof after an update.")};
}

template <typename T> std::optional<T> take(const QVariantMap &map, const char *key)
{
    const QVariant v = map.value(QLatin1String(key));
    if (!v.isValid() || !v.canConvert<T>())
        return std::nullopt;
    return v.value<T>();
}

} // namespace

Error explainAtaRefusal(const Device::DeviceInfo &info, const Error &error)
{
    const QString maker = Device::virtualDiskMaker(info);
    if (error.errnum != EOPNOTSUPP || maker.isEmpty())
        return error;
    //: %1 device path, %2 who emulates the disk: "QEMU", "VMware", "Hyper-V"...
    return Error{info.path,
                 Tr::tr("%1 is a virtual disk (%2) and answers no ATA health commands: the health "
                        "of the drives behind it can be read on the host.")
                     .arg(info.path, maker),
                 EOPNOTSUPP};
}

Result<HealthSummary> readHealth(int fd, const Device::DeviceInfo &info)
{
    const QString &t = info.transport;
    if (t == QLatin1String("nvme"))
        return readNvmeHealth(fd, info.path);
    // Every sd disk takes SCSI commands, so ATA PASS-THROUGH can be tried on it whatever
    // the host adapter (a SATA disk passed through virtio-scsi answers it; one that does
    // not says so in its sense data).
    if (t == QLatin1String("sata") || t == QLatin1String("usb") || t == QLatin1String("sas") ||
        t == QLatin1String("scsi") || info.name.startsWith(QLatin1String("sd"))) {
        const Result<AtaHealth> ata = readAtaHealth(fd, info.path);
        if (!ata)
            return explainAtaRefusal(info, ata.error());
        return ata->summary;
    }
    //: %1 device path, %2 transport such as "virtio" or "loop"
    return Error{info.path,
                 Tr::tr("%1 is a %2 device: it has no health data of its own to read.")
                     .arg(info.path, t.isEmpty() ? Tr::tr("unknown") : t),
                 EOPNOTSUPP};
}

QVariantMap HealthSummary::toVariantMap() const
{
    QVariantMap map{{QStringLiteral("device"), device},
                    {QStringLiteral("overall"), QLatin1String(overallKey(overall))},
                    {QStringLiteral("reasons"), findingsToVariantList(reasons)},
                    {QStringLiteral("source"), source}};
    put(map, "temperature_celsius", temperatureCelsius);
    put(map, "power_on_hours", powerOnHours);
    put(map, "power_cycles", powerCycles);
    put(map, "unsafe_shutdowns", unsafeShutdowns);
    put(map, "bad_sectors", badSectors);
    put(map, "media_errors", mediaErrors);
    put(map, "available_spare_percent", availableSparePercent);
    put(map, "percentage_used", percentageUsed);
    put(map, "critical_warning", criticalWarning);
    return map;
}

Result<HealthSummary> HealthSummary::fromVariantMap(const QVariantMap &map)
{
    HealthSummary s;
    s.device = map.value(QStringLiteral("device")).toString();
    if (s.device.isEmpty())
        return Error{{}, Tr::tr("The helper's health reply names no device.")};
    const QString overall = map.value(QStringLiteral("overall")).toString();
    for (Overall o : {Overall::Good, Overall::Caution, Overall::Bad}) {
        if (overall == QLatin1String(overallKey(o)))
            s.overall = o;
    }
    Result<QList<Finding>> reasons = reasonsFrom(map.value(QStringLiteral("reasons")), s.device);
    if (!reasons)
        return reasons.error();
    s.reasons = std::move(reasons).value();
    s.source = map.value(QStringLiteral("source")).toString();
    s.temperatureCelsius = take<double>(map, "temperature_celsius");
    s.powerOnHours = take<qint64>(map, "power_on_hours");
    s.powerCycles = take<qint64>(map, "power_cycles");
    s.unsafeShutdowns = take<qint64>(map, "unsafe_shutdowns");
    s.badSectors = take<qint64>(map, "bad_sectors");
    s.mediaErrors = take<qint64>(map, "media_errors");
    s.availableSparePercent = take<int>(map, "available_spare_percent");
    s.percentageUsed = take<int>(map, "percentage_used");
    s.criticalWarning = take<int>(map, "critical_warning");
    return s;
}

} // namespace DriveProof::Health
