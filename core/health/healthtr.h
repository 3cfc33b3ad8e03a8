#pragma once
#include <QCoreApplication>

namespace DriveProof::Health {
// Translation context for every text of core/health (reasons, errors).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Health)
};
} // namespace DriveProof::Health
