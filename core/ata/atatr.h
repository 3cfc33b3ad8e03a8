#pragma once
#include <QCoreApplication>

namespace DriveProof::Ata {
// Translation context for every text of core/ata (codec and transport errors). These texts
// were written in core/cache and keep its context, DriveProof::Cache, so the catalogues in
// translations/ hold them as they are.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Cache)
};
} // namespace DriveProof::Ata
