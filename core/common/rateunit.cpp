#include "common/rateunit.h"

namespace DriveProof {

double rateUnitBytes(RateUnit unit)
{
    return unit == RateUnit::Mebibytes ? 1048576.0 : 1e6;
}

QString rateUnitSymbol(RateUnit unit)
{
    return unit == RateUnit::Mebibytes ? QStringLiteral("MiB/s") : QStringLiteral("MB/s");
}

} // namespace DriveProof
