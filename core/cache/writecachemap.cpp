// WriteCacheState <-> a{sv} for the helper's D-Bus replies. Keys are stable and
// documented in app/helper/io.github.driveproof.Helper1.xml; unknown values are absent.
#include "writecache.h"

#include "cachetr.h"

namespace DriveProof::Cache {

namespace {

const char *protocolKey(Protocol p)
{
    switch (p) {
    case Protocol::Ata:
        return "ata";
    case Protocol::Scsi:
        return "scsi";
    case Protocol::Nvme:
        return "nvme";
    case Protocol::None:
        return "none";
    case Protocol::Unknown:
        break;
    }
    return "unknown";
}

const char *persistenceKey(Persistence p)
{
    switch (p) {
    case Persistence::Udisks2:
        return "udisks2";
    case Persistence::DriveSaved:
        return "drive";
    case Persistence::None:
        break;
    }
    return "none";
}

void putOptional(QVariantMap &map, const char *key, const std::optional<bool> &value)
{
    if (value)
        map.insert(QLatin1String(key), *value);
}

std::optional<bool> takeOptional(const QVariantMap &map, const char *key)
{
    const QVariant v = map.value(QLatin1String(key));
    if (!v.isValid())
        return std::nullopt;
    return v.toBool();
}

} // namespace

QVariantMap WriteCacheState::toVariantMap() const
{
    QVariantMap map{
        {QStringLiteral("device"), device},
        {QStringLiteral("protocol"), QLatin1String(protocolKey(protocol))},
        {QStringLiteral("persistence"), QLatin1String(persistenceKey(persistence))},
        {QStringLiteral("kernel_view"), kernelView},
        {QStringLiteral("sources"), sources},
        {QStringLiteral("findings"), findings},
    };
    putOptional(map, "supported", supported);
    putOptional(map, "enabled", enabled);
    putOptional(map, "saved_enabled", savedEnabled);
    putOptional(map, "changeable", changeable);
    putOptional(map, "kernel_fua", kernelFua);
    return map;
}

Result<WriteCacheState> WriteCacheState::fromVariantMap(const QVariantMap &map)
{
    WriteCacheState s;
    s.device = map.value(QStringLiteral("device")).toString();
    if (s.device.isEmpty())
        return Error{{}, Tr::tr("The helper's write-cache reply names no device.")};
    const QString protocol = map.value(QStringLiteral("protocol")).toString();
    for (Protocol p : {Protocol::Ata, Protocol::Scsi, Protocol::Nvme, Protocol::None}) {
        if (protocol == QLatin1String(protocolKey(p)))
            s.protocol = p;
    }
    const QString persistence = map.value(QStringLiteral("persistence")).toString();
    for (Persistence p : {Persistence::Udisks2, Persistence::DriveSaved}) {
        if (persistence == QLatin1String(persistenceKey(p)))
            s.persistence = p;
    }
    s.kernelView = map.value(QStringLiteral("kernel_view")).toString();
    s.sources = map.value(QStringLiteral("sources")).toStringList();
    s.findings = map.value(QStringLiteral("findings")).toStringList();
    s.supported = takeOptional(map, "supported");
    s.enabled = takeOptional(map, "enabled");
    s.savedEnabled = takeOptional(map, "saved_enabled");
    s.changeable = takeOptional(map, "changeable");
    s.kernelFua = takeOptional(map, "kernel_fua");
    return s;
}

} // namespace DriveProof::Cache
