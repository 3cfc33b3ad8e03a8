// Glue: picks ATA (libatasmart) or NVMe (health log 02h) for a drive, and maps the
// summary to a{sv} for the helper's D-Bus replies (stable keys; unknown values absent).
#include "health.h"

#include "atahealth.h"
#include "common/findingvariant.h"
#include "device/sysfsprobe.h"
#include "healthreasons.h"
#include "healthtr.h"
#include "nvmehealth.h"

#include <QDBusArgument>
#include <QDBusMetaType>
#include <QLoggingCategory>

#include <cerrno>

namespace DriveProof::Health {

Q_LOGGING_CATEGORY(lcHealth, "driveproof.core.health", QtWarningMsg)

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
            out << healthReason(ReasonCode::kHelperSentence, {sentence});
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
    if (error.errnum == EOPNOTSUPP && maker.isEmpty() && info.transport == Device::Transport::Usb) {
        // The bridge answers INQUIRY with its own name or the drive's; either way it is
        // what the user can look up ("JMicron", "ASMedia").
        const QString bridge =
            QStringList{info.vendor, info.model}.join(QLatin1Char(' ')).simplified();
        //: %1 device path, %2 the USB bridge's name as it answers INQUIRY, %3 the USB
        //: driver ("uas" or "usb-storage")
        return Error{
            info.path,
            Tr::tr("%1 is behind a USB bridge (%2, driver %3) that does not pass ATA "
                   "commands through (SAT), so the drive's SMART records cannot be "
                   "read over it. Connect the drive by SATA to read them.")
                .arg(info.path, bridge.isEmpty() ? Tr::tr("unknown") : bridge,
                     info.link.usbDriver.isEmpty() ? Tr::tr("unknown") : info.link.usbDriver),
            EOPNOTSUPP};
    }
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
    const Device::CommandSet set = Device::commandSetFor(info);
    qCDebug(lcHealth) << "health:" << info.path << "command set" << int(set);
    if (set == Device::CommandSet::Nvme)
        return readNvmeHealth(fd, info.path);
    // A SCSI disk may be a SATA drive behind a SAS HBA, a SAT bridge or virtio-scsi, which
    // answers ATA PASS-THROUGH; one that does not says so in its sense data.
    if (set == Device::CommandSet::Ata || set == Device::CommandSet::Scsi) {
        const Result<AtaHealth> ata = readAtaHealth(fd, info.path);
        if (!ata) {
            qCInfo(lcHealth) << "health:" << info.path << "refused ATA:" << ata.error().message;
            return explainAtaRefusal(info, ata.error());
        }
        return ata->summary;
    }
    const QString t = Device::transportKey(info.transport);
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
    if (!records.isEmpty())
        map.insert(QStringLiteral("records"), records.toVariantMap());
    return map;
}

namespace {
// The byte-array keys of "records" and the members they fill.
constexpr std::pair<const char *, QByteArray HealthRecords::*> kRecordBytes[] = {
    {"ata_smart_data", &HealthRecords::ataSmartData},
    {"ata_thresholds", &HealthRecords::ataThresholds},
    {"ata_self_test_log", &HealthRecords::ataSelfTestLog},
    {"ata_error_log", &HealthRecords::ataErrorLog},
    {"ata_sct_status", &HealthRecords::ataSctStatus},
    {"ata_identify", &HealthRecords::ataIdentify},
    {"nvme_health_log", &HealthRecords::nvmeHealthLog},
    {"nvme_self_test_log", &HealthRecords::nvmeSelfTestLog},
    {"nvme_identify_namespace", &HealthRecords::nvmeIdentifyNamespace},
};
} // namespace

QVariantMap HealthRecords::toVariantMap() const
{
    QVariantMap map;
    for (const auto &[key, member] : kRecordBytes) {
        if (!(this->*member).isEmpty())
            map.insert(QLatin1String(key), this->*member);
    }
    map.insert(QStringLiteral("ata_non_rotating"), ataNonRotating);
    map.insert(QStringLiteral("nvme_self_test_supported"), nvmeSelfTestSupported);
    map.insert(QStringLiteral("nvme_extended_self_test_minutes"),
               uint(nvmeExtendedSelfTestMinutes));
    map.insert(QStringLiteral("refused"), refused);
    return map;
}

HealthRecords HealthRecords::fromVariantMap(const QVariantMap &map)
{
    // Anything of the wrong type is left empty: the records are shown, never judged on.
    HealthRecords r;
    for (const auto &[key, member] : kRecordBytes) {
        const QVariant v = map.value(QLatin1String(key));
        if (v.metaType() == QMetaType::fromType<QByteArray>())
            r.*member = v.toByteArray();
    }
    r.ataNonRotating = map.value(QStringLiteral("ata_non_rotating")).toBool();
    r.nvmeSelfTestSupported = map.value(QStringLiteral("nvme_self_test_supported")).toBool();
    r.nvmeExtendedSelfTestMinutes = quint16(
        qMin(map.value(QStringLiteral("nvme_extended_self_test_minutes")).toUInt(), 0xFFFFu));
    r.refused = map.value(QStringLiteral("refused")).toStringList();
    return r;
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
    // Over D-Bus a nested a{sv} arrives as a QDBusArgument until demarshalled (the client
    // does that); in-process it is a QVariantMap.
    const QVariant records = map.value(QStringLiteral("records"));
    s.records =
        HealthRecords::fromVariantMap(records.metaType() == QMetaType::fromType<QDBusArgument>()
                                          ? qdbus_cast<QVariantMap>(records)
                                          : records.toMap());
    return s;
}

} // namespace DriveProof::Health
