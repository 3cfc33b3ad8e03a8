// WriteCacheState <-> a{sv} for the helper's D-Bus replies. Keys are stable and
// documented in app/helper/io.github.driveproof.Helper1.xml; unknown values are absent.
// Findings go as codes with arguments (av of a{sv}), never as sentences: the reader words
// them in its own language (cachefindings.h).
#include "writecache.h"

#include "cachefindings.h"
#include "cachetr.h"
#include "common/findingvariant.h"

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

// The reply's "findings": codes (this version), or the sentences of a helper from before
// the codes (an "as"), kept as they came; the comparisons the reader can make itself are
// made again so that the danger is still known by its code. Empty when absent.
Result<QList<Finding>> findingsFrom(const QVariant &raw, const WriteCacheState &state)
{
    using Form = FindingsFromVariant::Form;
    FindingsFromVariant read = findingsFromVariant(raw);
    switch (read.form) {
    case Form::Absent:
    case Form::Codes:
        return read.findings;
    case Form::Sentences: {
        QList<Finding> out = compareDriveAndKernel(state);
        for (const QString &sentence : read.sentences)
            out << cacheFinding(FindingCode::kHelperSentence, {sentence});
        return out;
    }
    case Form::MissingCode:
        return Error{state.device, Tr::tr("The helper's write-cache reply has a finding "
                                          "without a code. Restart DriveProof after an "
                                          "update.")};
    case Form::NotAList:
        break;
    }
    return Error{state.device, Tr::tr("The helper's write-cache reply has findings in a "
                                      "form this version does not read. Restart "
                                      "DriveProof after an update.")};
}

} // namespace

QVariantMap WriteCacheState::toVariantMap() const
{
    QVariantMap map{
        {QStringLiteral("device"), device},
        {QStringLiteral("protocol"), QLatin1String(protocolKey(protocol))},
        {QStringLiteral("persistence"), QLatin1String(persistenceKey(persistence))},
        {QStringLiteral("kernel_view"), Device::kernelCacheWords(kernelView)},
        {QStringLiteral("sources"), sources},
    };
    map.insert(QStringLiteral("findings"), findingsToVariantList(findings));
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
    s.kernelView =
        Device::kernelCacheModeFromWords(map.value(QStringLiteral("kernel_view")).toString());
    s.sources = map.value(QStringLiteral("sources")).toStringList();
    s.supported = takeOptional(map, "supported");
    s.enabled = takeOptional(map, "enabled");
    s.savedEnabled = takeOptional(map, "saved_enabled");
    s.changeable = takeOptional(map, "changeable");
    s.kernelFua = takeOptional(map, "kernel_fua");
    Result<QList<Finding>> findings = findingsFrom(map.value(QStringLiteral("findings")), s);
    if (!findings)
        return findings.error();
    s.findings = std::move(findings).value();
    return s;
}

} // namespace DriveProof::Cache
