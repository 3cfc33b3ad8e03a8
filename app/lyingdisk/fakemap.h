// A fake-capacity drive (issue 24): the disk claims --size bytes but only --real-size of them
// exist. Like the fakes sold as USB sticks and SSDs, it either maps every address beyond
// the real size back onto the real part (wrap: address a lands at a mod real, at any real
// size, not only a power of two) or throws writes there away and reads zeros (drop). The
// map sits between the cache and the backing file, so a cache in front (--mode lying, a
// small --max-dirty-bytes) hides the fake until its blocks are evicted, as a DRAM cache on
// a real fake does.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace DriveProof::LyingDisk {

enum class FakeKind { None, Wrap, Drop };

struct FakeMap
{
    FakeKind kind = FakeKind::None;
    std::uint64_t realBytes = 0;
};

struct MappedPiece
{
    std::uint64_t offset = 0; // the drive's address
    std::size_t size = 0;
    std::uint64_t backing = 0; // where it lives in the backing file
    bool present = true;       // false: dropped (writes vanish, reads are zeros)
};

// [offset, offset + size) cut at the fake's boundaries, each piece with its backing place.
std::vector<MappedPiece> mapRange(const FakeMap &map, std::uint64_t offset, std::size_t size);

} // namespace DriveProof::LyingDisk
