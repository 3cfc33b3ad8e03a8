#pragma once
#include <QCoreApplication>

namespace DriveProof::Alignment {
// Translation context for every text of core/alignment (advice, notes, errors).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Alignment)
};
} // namespace DriveProof::Alignment
