#include "trimjson.h"

#include "trimfindings.h"

#include <QJsonArray>

namespace DriveProof::Flash {

namespace {

QJsonValue number(const std::optional<quint64> &value)
{
    return value ? QJsonValue(double(*value)) : QJsonValue(QJsonValue::Null);
}

QJsonValue text(const QString &value)
{
    return value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QJsonObject layerJson(const TrimLayer &l)
{
    return {{QStringLiteral("name"), l.name},
            {QStringLiteral("path"), l.display},
            {QStringLiteral("kind"), l.kind},
            {QStringLiteral("partition"), text(l.partition)},
            {QStringLiteral("detail"), text(l.detail)},
            {QStringLiteral("usb_driver"), text(l.usbDriver)},
            {QStringLiteral("drive"), l.leaf},
            {QStringLiteral("rotational"), l.rotational},
            {QStringLiteral("discard_granularity"), number(l.discardGranularity)},
            {QStringLiteral("discard_max_bytes"), number(l.discardMaxBytes)},
            {QStringLiteral("passes_discards"), l.passesDiscards()}};
}

QJsonObject pathJson(const TrimPath &p)
{
    QJsonArray layers;
    for (const TrimLayer &l : p.layers)
        layers.append(layerJson(l));
    QJsonArray mounts;
    for (const Device::MountEntry &m : p.mounts) {
        mounts.append(
            QJsonObject{{QStringLiteral("mountpoint"), m.mountpoint},
                        {QStringLiteral("fs_type"), text(m.fsType)},
                        {QStringLiteral("discard"), mountDiscards(m)},
                        {QStringLiteral("options"), QJsonArray::fromStringList(m.options)}});
    }
    return {{QStringLiteral("top"), p.top},
            {QStringLiteral("top_path"), p.topDisplay},
            {QStringLiteral("reach"), reachKey(p.reach)},
            {QStringLiteral("stop"),
             p.stop >= 0 ? QJsonValue(p.layers.at(p.stop).name) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("layers"), layers},
            {QStringLiteral("mounts"), mounts}};
}

} // namespace

QJsonObject trimReportJson(const TrimReport &report)
{
    QJsonArray paths;
    for (const TrimPath &p : report.paths)
        paths.append(pathJson(p));
    QJsonArray findings;
    for (const Finding &f : report.findings) {
        findings.append(
            QJsonObject{{QStringLiteral("code"), f.code},
                        {QStringLiteral("severity"), severityKey(f.severity)},
                        {QStringLiteral("arguments"), QJsonArray::fromStringList(f.arguments)},
                        {QStringLiteral("text"), findingText(f)}});
    }
    const FstrimTimer &t = report.timer;
    return {{QStringLiteral("target"), report.target},
            {QStringLiteral("device"), report.device},
            {QStringLiteral("reach"), reachKey(report.reach)},
            {QStringLiteral("paths"), paths},
            {QStringLiteral("fstrim_timer"),
             QJsonObject{{QStringLiteral("state"), timerStateKey(t.state)},
                         {QStringLiteral("systemd_running"), t.systemdRunning},
                         {QStringLiteral("unit"), text(t.unitPath)}}},
            {QStringLiteral("findings"), findings}};
}

} // namespace DriveProof::Flash
