// The capacity test's self-describing block: every block the probe or the full verify writes
// names the run and its own byte offset, and carries a CRC32C, so a block read back anywhere
// tells where it was meant to be (a wrap-around fake shows it at another offset), whether it
// is ours at all (a fake that drops writes shows zeros or old data) and whether it is intact.
//
// Layout (offsets in bytes, little-endian):
//    0 u32 magic "DPCP"   4 u16 version (1)   6 u16 header size (48)
//    8 u8[16] run id     24 u64 offset (bytes from the start of the device)
//   32 u32 block bytes   36 u32 CRC32C of the whole block with this field zeroed
//   40 u64 reserved (0)  48 .. block bytes: a keystream of (run id, offset)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace DriveProof::Capacity {

using RunId = std::array<std::uint8_t, 16>;

constexpr std::uint32_t kRecordMagic = 0x50435044; // "DPCP" on disk
constexpr std::uint16_t kRecordVersion = 1;
constexpr std::uint32_t kRecordHeaderBytes = 48;
constexpr std::uint32_t kMinRecordBytes = 512;

// Writes the record for `offset` into block[0, blockBytes).
void encodeRecord(const RunId &run, std::uint64_t offset, std::byte *block,
                  std::uint32_t blockBytes);

// What a block read back at `offset` holds.
enum class BlockState {
    Ok,        // our record, for this offset, intact
    Elsewhere, // our intact record, but for another offset (`namedOffset`): an alias
    Zero,      // all zero bytes: the write was dropped (or never reached the medium)
    Foreign,   // not one of this run's records: old data, another run, garbage
    Damaged,   // this run's record, but its CRC or size does not check out
    Unreadable // the read failed
};

struct BlockCheck
{
    BlockState state = BlockState::Foreign;
    std::uint64_t namedOffset = 0; // Elsewhere (and Ok): the offset the record names
};

BlockCheck checkRecord(const RunId &run, std::uint64_t offset, const std::byte *block,
                       std::uint32_t blockBytes);

} // namespace DriveProof::Capacity
