// The power-loss record of record.h: builds a block's header and keystream and parses and
// checks a block read back after the cut.
#include "powerloss/record.h"

#include "powerloss/crc32c.h"
#include "powerloss/plan.h"

#include <cstring>

namespace DriveProof::PowerLoss {
namespace {

// The keystream generator is part of the on-disk format: it lives here, not in the
// engine, so that a change to the engine's generator can never make old areas unreadable.
std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void put16(std::byte *p, std::uint16_t v)
{
    for (int i = 0; i < 2; ++i)
        p[i] = std::byte(v >> (8 * i));
}
void put32(std::byte *p, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        p[i] = std::byte(v >> (8 * i));
}
void put64(std::byte *p, std::uint64_t v)
{
    for (int i = 0; i < 8; ++i)
        p[i] = std::byte(v >> (8 * i));
}
std::uint16_t get16(const std::byte *p)
{
    return std::uint16_t(std::uint16_t(p[0]) | std::uint16_t(p[1]) << 8);
}
std::uint32_t get32(const std::byte *p)
{
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i)
        v = v << 8 | std::uint32_t(p[i]);
    return v;
}
std::uint64_t get64(const std::byte *p)
{
    std::uint64_t v = 0;
    for (int i = 7; i >= 0; --i)
        v = v << 8 | std::uint64_t(p[i]);
    return v;
}

constexpr std::size_t kCrcOffset = 52;

void writeHeader(const RecordHeader &h, std::byte *p)
{
    put32(p, kRecordMagic);
    put16(p + 4, h.version);
    put16(p + 6, h.headerBytes);
    std::memcpy(p + 8, h.runId.data(), h.runId.size());
    put64(p + 24, h.seq);
    put64(p + 32, h.lba);
    put32(p + 40, h.blockIndex);
    put32(p + 44, h.blockCount);
    put32(p + 48, h.workerId);
    put32(p + kCrcOffset, 0);
    put64(p + 56, h.flushEpoch);
    put64(p + 64, h.prevSeq);
    put32(p + 72, h.blockBytes);
    put32(p + 76, 0);
}

// CRC of the block as if its CRC field were zero, without copying the block.
std::uint32_t blockCrc(const std::byte *block, std::uint32_t blockBytes)
{
    static constexpr std::byte kZero[4] = {};
    std::uint32_t crc = crc32c(block, kCrcOffset);
    crc = crc32c(kZero, sizeof kZero, crc);
    return crc32c(block + kCrcOffset + 4, blockBytes - kCrcOffset - 4, crc);
}

} // namespace

RecordHeader headerFor(const RunParameters &params, const BlockImage &image)
{
    RecordHeader h;
    h.runId = params.runId;
    h.seq = image.seq;
    h.lba = image.lba;
    h.blockIndex = image.blockIndex;
    h.blockCount = image.blockCount;
    h.workerId = workerOf(params, image.seq);
    h.flushEpoch = flushEpochOf(params, image.seq);
    h.prevSeq = image.prevSeq;
    h.blockBytes = params.blockSize;
    return h;
}

void fillKeystream(const RunId &runId, const BlockImage &image, std::byte *out, std::size_t size)
{
    // Seed: the run id folded with (seq, block index); generation 0 keys by lba so that
    // every block of the prepared area differs from every other.
    std::uint64_t state = get64(reinterpret_cast<const std::byte *>(runId.data())) ^
                          rotl(get64(reinterpret_cast<const std::byte *>(runId.data()) + 8), 29);
    std::uint64_t mix = state ^ (image.seq == 0 ? ~image.lba : image.seq);
    mix = splitmix64(mix) ^ (std::uint64_t(image.blockIndex) * 0xd1342543de82ef95ULL);
    std::uint64_t s[4];
    for (auto &word : s)
        word = splitmix64(mix);
    std::size_t done = 0;
    while (done < size) {
        const std::uint64_t value = rotl(s[1] * 5, 7) * 9;
        const std::uint64_t t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        const std::size_t n = size - done < 8 ? size - done : 8;
        std::byte bytes[8];
        put64(bytes, value);
        std::memcpy(out + done, bytes, n);
        done += n;
    }
}

void encodeBlock(const RunParameters &params, const BlockImage &image, std::byte *block)
{
    writeHeader(headerFor(params, image), block);
    fillKeystream(params.runId, image, block + kRecordHeaderBytes,
                  params.blockSize - kRecordHeaderBytes);
    put32(block + kCrcOffset, blockCrc(block, params.blockSize));
}

DecodedRecord decodeBlock(const std::byte *block, std::uint32_t blockBytes)
{
    DecodedRecord out;
    if (blockBytes < kMinRecordBlockBytes || get32(block) != kRecordMagic)
        return out;
    RecordHeader &h = out.header;
    h.version = get16(block + 4);
    h.headerBytes = get16(block + 6);
    std::memcpy(h.runId.data(), block + 8, h.runId.size());
    h.seq = get64(block + 24);
    h.lba = get64(block + 32);
    h.blockIndex = get32(block + 40);
    h.blockCount = get32(block + 44);
    h.workerId = get32(block + 48);
    h.crc = get32(block + kCrcOffset);
    h.flushEpoch = get64(block + 56);
    h.prevSeq = get64(block + 64);
    h.blockBytes = get32(block + 72);
    if (h.version != kRecordVersion || h.headerBytes != kRecordHeaderBytes) {
        out.status = DecodeStatus::BadVersion;
        return out;
    }
    out.status = h.blockBytes == blockBytes && h.crc == blockCrc(block, blockBytes)
                     ? DecodeStatus::Valid
                     : DecodeStatus::BadCrc;
    return out;
}

} // namespace DriveProof::PowerLoss
