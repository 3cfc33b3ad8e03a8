// One translation context for everything the power-loss test says to people: the verdict
// classes in plain words, the validity checklist, the writer's errors.
#pragma once

#include <QCoreApplication>

namespace DriveProof::PowerLoss {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::PowerLoss)
};

} // namespace DriveProof::PowerLoss
