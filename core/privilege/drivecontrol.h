// Write cache and health of a drive for the CLI and the GUI, with one rule for privilege:
// as root, open the whole-disk node and act directly; as a user, ask driveproof-helper
// (polkit decides). Loop and virtio devices need neither: they only have a kernel view.
// All blocking (an authentication dialog may be open): call from a worker thread in a GUI.
#pragma once

#include "cache/writecache.h"
#include "common/result.h"
#include "device/deviceinfo.h"
#include "health/health.h"
#include "health/selftest.h"

namespace DriveProof::Privilege {

Result<Cache::WriteCacheState> queryWriteCache(const Device::DeviceInfo &info);
Result<Cache::WriteCacheState> changeWriteCache(const Device::DeviceInfo &info, bool enabled,
                                                bool persist);
Result<Health::HealthSummary> queryHealth(const Device::DeviceInfo &info);
// Starts, aborts or reads the drive's own self-test (health/selftest.h).
Result<Health::SelfTestState> selfTest(const Device::DeviceInfo &info,
                                       Health::SelfTestAction action);

} // namespace DriveProof::Privilege
