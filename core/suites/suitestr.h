#pragma once

#include <QCoreApplication>

namespace DriveProof::Suites {

// One translation context for the test families' labels, steps and verdicts.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Suites)
};

} // namespace DriveProof::Suites
