#include "disk.h"

#include <cstdio>

namespace DriveProof::LyingDisk {

Disk::Disk(int backingFd, const CachePolicy &policy, const Options &options)
    : cache(backingFd, policy)
    , cutSwitch(options.cutFilePath)
    , mode(options.mode)
    , sizeBytes(options.sizeBytes)
    , blockSizeBytes(options.blockSizeBytes)
    , backingPath(options.backingPath)
{}

bool Disk::powerLost()
{
    if (cache.isCut())
        return true;
    if (!cutSwitch.triggered())
        return false;
    const long dropped = cache.cut();
    if (dropped >= 0)
        std::fprintf(stderr, "driveproof-lyingdisk: power cut: %ld dirty blocks lost\n", dropped);
    return true;
}

} // namespace DriveProof::LyingDisk
