// The self-describing block of the power-loss test (docs/powerloss.md §2 "Record format").
// Every logical block the writer ever puts on the area starts with this little-endian
// header; the rest is a keystream that only (run id, seq, block index) determine, so the
// verifier can regenerate any legal image byte for byte and tell which write, if any, a
// block holds after the cut.
//
// Layout (offsets in bytes, all little-endian):
//    0 u32 magic "DPPL"      4 u16 version        6 u16 header size (80)
//    8 u8[16] run id        24 u64 seq           32 u64 lba (area-relative block)
//   40 u32 block index      44 u32 block count   48 u32 worker id   52 u32 CRC32C
//   56 u64 flush epoch      64 u64 prev seq      72 u32 block size  76 u32 reserved (0)
//   80 .. blockSize: keystream
// The CRC covers the whole block with its own field zeroed.
#pragma once

#include "powerloss/types.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace DriveProof::PowerLoss {

constexpr std::uint32_t kRecordMagic = 0x4C505044; // "DPPL" on disk
constexpr std::uint16_t kRecordVersion = 1;
constexpr std::uint32_t kRecordHeaderBytes = 80;
constexpr std::uint32_t kMinRecordBlockBytes = 512;

// Which image of which block: everything the bytes of a block depend on besides the run.
// Generation 0 (written by prepare) is seq 0, one block per "write", prevSeq 0.
struct BlockImage
{
    std::uint64_t seq = 0;
    std::uint64_t lba = 0; // area-relative block the image belongs at
    std::uint32_t blockIndex = 0;
    std::uint32_t blockCount = 1;
    std::uint64_t prevSeq = 0;
};

struct RecordHeader
{
    std::uint16_t version = kRecordVersion;
    std::uint16_t headerBytes = kRecordHeaderBytes;
    RunId runId{};
    std::uint64_t seq = 0;
    std::uint64_t lba = 0;
    std::uint32_t blockIndex = 0;
    std::uint32_t blockCount = 0;
    std::uint32_t workerId = 0;
    std::uint32_t crc = 0;
    std::uint64_t flushEpoch = 0;
    std::uint64_t prevSeq = 0;
    std::uint32_t blockBytes = 0;
};

// The header every image carries, derived from the parameters alone (worker id and flush
// epoch follow from seq, see plan.h).
RecordHeader headerFor(const RunParameters &params, const BlockImage &image);

// Writes the complete image (header, keystream, CRC) into block[0, params.blockSize).
void encodeBlock(const RunParameters &params, const BlockImage &image, std::byte *block);

// Just the payload keystream of an image into out[0, size): used by encodeBlock, and by
// the verifier to compare without building a header.
void fillKeystream(const RunId &runId, const BlockImage &image, std::byte *out, std::size_t size);

enum class DecodeStatus {
    Valid,      // magic, version, sizes and CRC all check out
    BadMagic,   // not a record at all (or its first bytes were destroyed)
    BadVersion, // a record of a format this build does not read
    BadCrc,     // looks like a record, but some byte changed
};

struct DecodedRecord
{
    DecodeStatus status = DecodeStatus::BadMagic;
    RecordHeader header; // filled whenever the magic matched, even with a bad CRC
};

// Parses and checks one block of blockBytes (≥ kMinRecordBlockBytes) bytes.
DecodedRecord decodeBlock(const std::byte *block, std::uint32_t blockBytes);

} // namespace DriveProof::PowerLoss
