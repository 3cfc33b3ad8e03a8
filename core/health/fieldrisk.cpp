// THE REVIEWED TABLE of field-study figures (fieldrisk.h). Change a number only with its
// source at hand, and say in the commit which page it is on.
//
// Sources:
// [B] Andy Klein, "What SMART Stats Tell Us About Hard Drives", Backblaze blog, 6 October
//     2016, https://www.backblaze.com/blog/what-smart-stats-indicate-hard-drive-failures/ :
//     Backblaze's five attributes (5, 187, 188, 197, 198) with, for each, the share of its
//     operational and of its failed hard drives whose raw value was above zero.
//     NOT YET CHECKED: [B]'s percentages below were written down from memory of the post;
//     the machine they were entered on could not load it. Check them against the post and
//     say so here before relying on them.
// [P] Eduardo Pinheiro, Wolf-Dietrich Weber, Luiz André Barroso, "Failure Trends in a Large
//     Disk Drive Population", 5th USENIX Conference on File and Storage Technologies
//     (FAST '07), 2007: section 3.5 (scan errors: 39 times, first reallocation: 14 times,
//     probational (pending) counts: 16 times as likely to fail within 60 days).
//     The study's "scan errors" are what the drive's own background surface scan finds,
//     which attribute 198 counts; it has no figure for 187 or 188.
// Both studies are of hard disk drives: the caution is not given for solid-state drives,
// whose attributes 5 / 187 / 197 / 198 count other events (flash blocks, not sectors).
#include "fieldrisk.h"

#include "ataattributes.h"
#include "attributereading.h"
#include "healthreasons.h"

namespace DriveProof::Health {

const QList<FieldRiskFigure> &fieldRiskFigures()
{
    // id, [B] failed %, [B] operational %, [P] 60-day factor
    static const QList<FieldRiskFigure> figures{
        {5, 42.2, 1.1, 14},   // Reallocated_Sector_Ct; [P] reallocation counts
        {187, 43.5, 0.5, {}}, // Reported_Uncorrect
        {188, 44.8, 4.7, {}}, // Command_Timeout
        {197, 43.1, 0.7, 16}, // Current_Pending_Sector; [P] probational counts
        {198, 33.0, 0.3, 39}, // Offline_Uncorrectable; [P] scan errors
    };
    return figures;
}

QString backblazeCitation()
{
    return QStringLiteral("Backblaze, \"What SMART Stats Tell Us About Hard Drives\", 2016");
}

QString pinheiroCitation()
{
    return QStringLiteral("Pinheiro et al., \"Failure Trends in a Large Disk Drive "
                          "Population\", FAST '07");
}

QList<Finding> fieldRiskReasons(const SmartData &data, bool nonRotating, const DriveFamily *family)
{
    QList<Finding> out;
    if (nonRotating)
        return out; // the studies measured hard disk drives only
    for (const FieldRiskFigure &f : fieldRiskFigures()) {
        for (const SmartAttribute &a : data.attributes) {
            if (a.id != f.id)
                continue;
            // Only where the family means what the studies counted (smartctl's default name),
            // decoded in the family's format.
            const AttributeReading r = readAttribute(a, family, nonRotating);
            if (r.name != ataAttributeName(f.id, false) || !r.number)
                continue;
            const qint64 raw = qint64(*r.number);
            if (raw <= 0)
                continue;
            out << healthReason(ReasonCode::kAtaFieldRisk,
                                {QString::number(f.id), r.name, QString::number(raw),
                                 QString::number(f.failedPercent, 'f', 1),
                                 QString::number(f.workingPercent, 'f', 1), backblazeCitation(),
                                 f.sixtyDayFactor ? QString::number(*f.sixtyDayFactor) : QString(),
                                 pinheiroCitation()});
        }
    }
    return out;
}

} // namespace DriveProof::Health
