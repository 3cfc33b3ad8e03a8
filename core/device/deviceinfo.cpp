#include "deviceinfo.h"

namespace DriveProof::Device {

bool DeviceInfo::inUse() const
{
    if (!mountpoints.isEmpty() || !holders.isEmpty())
        return true;
    for (const PartitionInfo &p : partitions) {
        if (!p.mountpoints.isEmpty() || !p.holders.isEmpty())
            return true;
    }
    return false;
}

} // namespace DriveProof::Device
