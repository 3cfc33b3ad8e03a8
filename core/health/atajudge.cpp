#include "atajudge.h"

#include "healthreasons.h"

namespace DriveProof::Health {

// libatasmart knows a few makers' hour units; the dialect file knows those of smartctl's
// drive database. The unsafe-shutdown count stays libatasmart's pick of 174 or 192, which
// its label names (powerLossLabel()).
void applyDialect(const DialectFacts &d, HealthSummary &s)
{
    if (d.powerOnHours)
        s.powerOnHours = d.powerOnHours;
    if (d.powerCycles)
        s.powerCycles = d.powerCycles;
    if (d.wearPercentUsed)
        s.percentageUsed = d.wearPercentUsed;
    if (d.family && d.sparePercent)
        s.availableSparePercent = d.sparePercent;
}

// libatasmart judges pre-failure attributes only.
QList<Finding> oldAgeFailingNow(const SmartData &smart, const HealthRecords &records)
{
    QList<Finding> out;
    const DialectFacts facts = recordsDialectFacts(records);
    for (const SmartAttribute &a : smart.attributes)
        if (a.state == AttributeState::FailingNow && !a.preFailure())
            out << healthReason(ReasonCode::kAtaOldAgeFailingNow,
                                {QString::number(a.id),
                                 DialectDatabase::builtIn().attribute(facts.family, a.id).name,
                                 QString::number(a.value),
                                 QString::number(a.threshold.value_or(0))});
    return out;
}

} // namespace DriveProof::Health
