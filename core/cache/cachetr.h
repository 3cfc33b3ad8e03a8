#pragma once
#include <QCoreApplication>

namespace DriveProof::Cache {
// Translation context for every text of core/cache (codec errors, findings, transport).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Cache)
};
} // namespace DriveProof::Cache
