// Risk from field data, honestly bounded: the ATA attributes that studies of large drive
// fleets tie to failure, the figures they published, and the caution a non-zero raw count
// gives. Only the attributes those studies measured, only for ATA drives; nothing is claimed
// for NVMe. The figures live in one reviewed table, fieldrisk.cpp, with their sources.
#pragma once

#include "atarecords.h"
#include "common/finding.h"

#include <QList>

#include <optional>

namespace DriveProof::Health {

struct FieldRiskFigure
{
    int id = 0;
    // Backblaze (2016): share of failed drives / of drives in service with a raw value > 0.
    double failedPercent = 0;
    double workingPercent = 0;
    // Pinheiro et al. (FAST '07): how many times as likely to fail within 60 days after the
    // first such event; absent where the study did not measure the attribute.
    std::optional<int> sixtyDayFactor;
};

const QList<FieldRiskFigure> &fieldRiskFigures();

struct DriveFamily;
// One caution reason (ReasonCode::kAtaFieldRisk) per studied attribute whose raw count is
// above zero, in table order; read through the drive's family (dialect.h; null: DEFAULT),
// and only where that family means by it what the studies counted.
QList<Finding> fieldRiskReasons(const SmartData &data, bool nonRotating,
                                const DriveFamily *family = nullptr);

// The citations, for the reason's sentence and the docs.
QString backblazeCitation();
QString pinheiroCitation();

} // namespace DriveProof::Health
