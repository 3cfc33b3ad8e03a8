// The JSON of capacityjson.h.
#include "capacity/capacityjson.h"

#include "capacity/findings.h"

#include <QJsonArray>

namespace DriveProof::Capacity {
namespace {

QJsonValue optionalNumber(const std::optional<std::uint64_t> &v)
{
    return v ? QJsonValue(double(*v)) : QJsonValue(QJsonValue::Null);
}

QJsonObject common(const Classification &c, std::uint64_t claimed, std::uint32_t block,
                   const Finding &verdict, double seconds, bool cancelled)
{
    return QJsonObject{
        {QStringLiteral("claimed_bytes"), double(claimed)},
        {QStringLiteral("block_bytes"), double(block)},
        {QStringLiteral("verdict"), verdictKey(c.verdict)},
        {QStringLiteral("finding"), findingJson(verdict)},
        {QStringLiteral("usable_bytes"), double(c.usableBytes)},
        {QStringLiteral("real_bytes"), c.verdict == Verdict::WrapAround
                                           ? QJsonValue(double(c.realBytes))
                                           : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("first_bad_offset"), optionalNumber(c.firstBadOffset)},
        {QStringLiteral("last_good_offset"), optionalNumber(c.lastGoodOffset)},
        {QStringLiteral("blocks"),
         QJsonObject{{QStringLiteral("ok"), double(c.ok)},
                     {QStringLiteral("elsewhere"), double(c.elsewhere)},
                     {QStringLiteral("zero"), double(c.zero)},
                     {QStringLiteral("foreign"), double(c.foreign)},
                     {QStringLiteral("damaged"), double(c.damaged)},
                     {QStringLiteral("unreadable"), double(c.unreadable)}}},
        {QStringLiteral("seconds"), seconds},
        {QStringLiteral("cancelled"), cancelled},
    };
}

QJsonObject resetJson(const ResetOutcome &reset)
{
    return QJsonObject{{QStringLiteral("done"), reset.done()},
                       {QStringLiteral("reason"), QLatin1String(resetStatusKey(reset.status))},
                       {QStringLiteral("count"), reset.count},
                       {QStringLiteral("errno"), reset.errnum}};
}

} // namespace

QJsonObject findingJson(const Finding &f)
{
    return QJsonObject{{QStringLiteral("code"), f.code},
                       {QStringLiteral("severity"), severityKey(f.severity)},
                       {QStringLiteral("arguments"), QJsonArray::fromStringList(f.arguments)},
                       {QStringLiteral("text"), findingText(f)}};
}

QJsonObject probeJson(const ProbeResult &r, const Finding &verdict)
{
    QJsonObject o =
        common(r.classification, r.claimedBytes, r.blockBytes, verdict, r.seconds, r.cancelled);
    o.insert(QStringLiteral("mode"), QStringLiteral("quick"));
    o.insert(QStringLiteral("reset"), resetJson(r.reset));
    o.insert(QStringLiteral("probe_writes"), double(r.probeWrites));
    o.insert(QStringLiteral("probe_reads"), double(r.probeReads));
    o.insert(QStringLiteral("bytes_written"), double(r.bytesWritten));
    o.insert(QStringLiteral("base_bytes"), double(r.baseBytes));
    o.insert(QStringLiteral("refining_rounds"), r.refiningRounds);
    o.insert(QStringLiteral("idle_seconds"), r.idleSeconds);
    o.insert(QStringLiteral("boundary_precision_bytes"),
             r.classification.firstBadOffset && r.classification.verdict != Verdict::WrapAround
                 ? QJsonValue(double(r.boundaryPrecisionBytes))
                 : QJsonValue(QJsonValue::Null));
    return o;
}

QJsonObject verifyJson(const VerifyResult &r, const Finding &verdict)
{
    QJsonObject o =
        common(r.classification, r.claimedBytes, r.blockBytes, verdict, r.seconds, r.cancelled);
    o.insert(QStringLiteral("mode"), QStringLiteral("full"));
    o.insert(QStringLiteral("reset"), resetJson(r.reset));
    QJsonArray bad;
    for (const BadRange &b : r.bad)
        bad.append(QJsonObject{{QStringLiteral("offset"), double(b.offset)},
                               {QStringLiteral("bytes"), double(b.bytes)},
                               {QStringLiteral("state"), blockStateKey(b.state)},
                               {QStringLiteral("shift"), double(b.shift)}});
    o.insert(QStringLiteral("bad_ranges"), bad);
    o.insert(QStringLiteral("bad_ranges_truncated"), r.badTruncated);
    o.insert(QStringLiteral("write_requests"), double(r.writeRequests));
    o.insert(QStringLiteral("bytes_written"), double(r.bytesWritten));
    o.insert(QStringLiteral("bytes_read"), double(r.bytesRead));
    o.insert(QStringLiteral("write_seconds"), r.writeSeconds);
    o.insert(QStringLiteral("read_seconds"), r.readSeconds);
    o.insert(QStringLiteral("resumed"), r.resumed);
    return o;
}

} // namespace DriveProof::Capacity
