// The verdict as JSON (reportjson.h): every finding with its stable class name, the
// validity checks and the timeline, in one object for the CLI, the GUI and the witness.
#include "powerloss/reportjson.h"

#include <QJsonArray>

namespace DriveProof::PowerLoss {
namespace {

// JSON numbers are doubles: seqs and nanosecond times beyond 2^53 would lose digits, so
// they travel as strings only when they must.
QJsonValue bigNumber(std::uint64_t v)
{
    return v < (1ULL << 53) ? QJsonValue(double(v)) : QJsonValue(QString::number(v));
}
QJsonValue bigNumber(std::int64_t v)
{
    return (v < (1LL << 53) && v > -(1LL << 53)) ? QJsonValue(double(v))
                                                 : QJsonValue(QString::number(v));
}

constexpr FindingClass kAllClasses[] = {
    FindingClass::Misdirected,     FindingClass::Stale,           FindingClass::Shorn,
    FindingClass::BitCorruption,   FindingClass::Zeroed,          FindingClass::Erased,
    FindingClass::Garbage,         FindingClass::Unreadable,      FindingClass::LostAcked,
    FindingClass::TornAcked,       FindingClass::Reordered,       FindingClass::TailLoss,
    FindingClass::DeadDevice,      FindingClass::IdentityChanged, FindingClass::DataAtRestDamage,
    FindingClass::ProtocolAnomaly,
};

QJsonObject sectorJson(const SectorFinding &f)
{
    QJsonObject o{{QStringLiteral("block"), bigNumber(f.block)},
                  {QStringLiteral("class"), className(f.kind)},
                  {QStringLiteral("cold"), f.cold}};
    switch (f.kind) {
    case FindingClass::Misdirected:
    case FindingClass::Stale:
        o.insert(QStringLiteral("found_seq"), bigNumber(f.foundSeq));
        o.insert(QStringLiteral("found_lba"), bigNumber(f.foundLba));
        break;
    case FindingClass::Shorn:
        o.insert(QStringLiteral("prefix_seq"), bigNumber(f.foundSeq));
        o.insert(QStringLiteral("suffix_seq"), bigNumber(f.suffixSeq));
        o.insert(QStringLiteral("offset_bytes"), double(f.shearOffsetBytes));
        break;
    case FindingClass::BitCorruption:
        o.insert(QStringLiteral("found_seq"), bigNumber(f.foundSeq));
        o.insert(QStringLiteral("flipped_bits"), double(f.flippedBits));
        break;
    default:
        break;
    }
    return o;
}

QJsonObject writeJson(const WriteFinding &f)
{
    QJsonObject o{{QStringLiteral("seq"), bigNumber(f.seq)},
                  {QStringLiteral("lba"), bigNumber(f.lba)},
                  {QStringLiteral("blocks"), double(f.blockCount)},
                  {QStringLiteral("present_blocks"), double(f.presentBlocks)},
                  {QStringLiteral("state"), writeStateName(f.state)},
                  {QStringLiteral("witness_ns"), bigNumber(f.witnessTimeNs)}};
    if (f.order != FindingClass::Ok)
        o.insert(QStringLiteral("order"), className(f.order));
    return o;
}

} // namespace

QJsonObject reportToJson(const VerifyReport &report)
{
    QJsonObject classes;
    for (FindingClass c : kAllClasses)
        classes.insert(className(c), bigNumber(report.count(c)));

    QJsonObject validity;
    for (const ValidityCheck &check : report.validity)
        validity.insert(check.key, QJsonObject{{QStringLiteral("ok"), check.ok},
                                               {QStringLiteral("reason"), check.reason}});

    QJsonArray sectors;
    for (const SectorFinding &f : report.sectors)
        sectors.append(sectorJson(f));
    QJsonArray writes;
    for (const WriteFinding &f : report.writes)
        writes.append(writeJson(f));
    QJsonArray timeline;
    for (const TimelinePoint &p : report.timeline)
        timeline.append(QJsonObject{{QStringLiteral("seq"), bigNumber(p.seq)},
                                    {QStringLiteral("witness_ns"), bigNumber(p.witnessTimeNs)},
                                    {QStringLiteral("state"), writeStateName(p.state)}});

    return QJsonObject{
        {QStringLiteral("verdict"), verdictName(report.verdict)},
        {QStringLiteral("reasons"), QJsonArray::fromStringList(report.reasons)},
        {QStringLiteral("classes"), classes},
        {QStringLiteral("validity"), validity},
        {QStringLiteral("acknowledged_writes"), bigNumber(report.acknowledgedWrites)},
        {QStringLiteral("blocks_checked"), bigNumber(report.blocksChecked)},
        {QStringLiteral("in_flight_tears"), bigNumber(report.inFlightTears)},
        {QStringLiteral("cut_estimate_ns"), bigNumber(report.cutEstimateNs)},
        {QStringLiteral("tail_loss"),
         QJsonObject{{QStringLiteral("commits"), bigNumber(report.tailLossCommits)},
                     {QStringLiteral("ms_before_cut"), bigNumber(report.tailLossMs)}}},
        {QStringLiteral("anomalies"), QJsonArray::fromStringList(report.anomalies)},
        {QStringLiteral("sector_findings"), sectors},
        {QStringLiteral("sector_findings_not_listed"), bigNumber(report.sectorsNotListed)},
        {QStringLiteral("write_findings"), writes},
        {QStringLiteral("write_findings_not_listed"), bigNumber(report.writesNotListed)},
        {QStringLiteral("timeline"), timeline},
        {QStringLiteral("timeline_not_listed"), bigNumber(report.timelineNotListed)},
    };
}

} // namespace DriveProof::PowerLoss
