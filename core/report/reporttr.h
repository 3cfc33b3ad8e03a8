#pragma once
#include <QCoreApplication>

namespace DriveProof::Report {
// Translation context for every text of core/report (import errors, history summaries).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Report)
};
} // namespace DriveProof::Report
