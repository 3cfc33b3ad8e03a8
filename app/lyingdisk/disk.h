// Everything one simulated drive is: its cache, its power switch and its geometry. Shared
// by the FUSE loop thread and the destager thread.
#pragma once

#include "blockcache.h"
#include "cutswitch.h"
#include "options.h"

#include <cstdint>
#include <string>

namespace DriveProof::LyingDisk {

struct Disk
{
    Disk(int backingFd, const CachePolicy &policy, const Options &options);

    // True once power is cut; a cut requested since the last call (signal or cut file)
    // takes effect here, and is reported once on stderr. Any thread.
    bool powerLost();

    BlockCache cache;
    CutSwitch cutSwitch;
    const Mode mode;
    const std::uint64_t sizeBytes;
    const std::uint32_t blockSizeBytes;
    const std::string backingPath;
};

} // namespace DriveProof::LyingDisk
