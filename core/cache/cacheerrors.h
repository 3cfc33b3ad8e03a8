// Errors that every cache transport words the same way.
#pragma once

#include "common/result.h"

namespace DriveProof::Cache {

// The drive took the command but reads back the old value: say so rather than pretend.
Error stillUnchanged(const QString &device, bool wanted);

} // namespace DriveProof::Cache
