// What DriveProof adds to libatasmart's judgement of an ATA drive (atahealth.cpp): the
// counters as the model's family speaks them (dialect.h), and the old-age attributes that
// are at or below their threshold now, which libatasmart leaves out.
#pragma once

#include "atarecords.h"
#include "dialect.h"
#include "health.h"

namespace DriveProof::Health {

// Power-on hours, power cycles, wear (and, for a known family, the spare) from the family's
// attributes, over what libatasmart read.
void applyDialect(const DialectFacts &facts, HealthSummary &summary);

// One caution (ReasonCode::kAtaOldAgeFailingNow) per old-age attribute failing now.
QList<Finding> oldAgeFailingNow(const SmartData &smart, const HealthRecords &records);

} // namespace DriveProof::Health
