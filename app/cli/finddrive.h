// DEVICE of the drive-level commands (cache, health, selftest) resolved to its whole disk; a
// partition is refused, naming its disk (the cache, the health and the self-tests belong to
// the drive).
#pragma once

#include "common/result.h"
#include "device/deviceinfo.h"

namespace DriveProof::Cli {

Result<Device::DeviceInfo> findDrive(const QString &arg);

} // namespace DriveProof::Cli
