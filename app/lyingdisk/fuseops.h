// The file system the kernel sees: a folder with one fixed-size file, disk.img, served
// from the Disk's cache. Every request fails with EIO once power is cut.
#pragma once

#define FUSE_USE_VERSION 35
#include <fuse.h>

namespace DriveProof::LyingDisk {

// The operations; fuse_new()'s private data must be the Disk.
fuse_operations diskOperations();

} // namespace DriveProof::LyingDisk
