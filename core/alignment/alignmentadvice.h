// Internal to core/alignment: the plain-words advice for one checked partition.
#pragma once

#include "alignment.h"

namespace DriveProof::Alignment {

// `result` must have every field but `advice` filled in; `topology` is the sanitised one
// the rules used. The text names `devicePath` in the commands it suggests.
QString adviceText(const PartitionAlignment &result, const Topology &topology,
                   const QString &devicePath);

} // namespace DriveProof::Alignment
