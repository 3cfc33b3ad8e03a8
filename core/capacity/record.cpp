// The capacity record of record.h.
#include "capacity/record.h"

#include "powerloss/crc32c.h"

#include <algorithm>
#include <cstring>

namespace DriveProof::Capacity {
namespace {

constexpr std::size_t kCrcOffset = 36;

void put(std::byte *p, std::uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        p[i] = std::byte(v >> (8 * i));
}

std::uint64_t get(const std::byte *p, int bytes)
{
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = v << 8 | std::uint64_t(p[i]);
    return v;
}

std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Part of the on-disk format (like the power-loss record's): never the engine's generator.
void fillKeystream(const RunId &run, std::uint64_t offset, std::byte *out, std::size_t size)
{
    std::uint64_t state = get(reinterpret_cast<const std::byte *>(run.data()), 8) ^
                          get(reinterpret_cast<const std::byte *>(run.data()) + 8, 8) * 31 ^ offset;
    std::uint64_t word = 0;
    for (std::size_t i = 0; i + 8 <= size; i += 8) {
        word = splitmix64(state);
        put(out + i, word, 8);
    }
    for (std::size_t i = size - size % 8; i < size; ++i)
        out[i] = std::byte(0xA5);
}

std::uint32_t blockCrc(const std::byte *block, std::uint32_t blockBytes)
{
    static constexpr std::byte kZero[4] = {};
    std::uint32_t crc = PowerLoss::crc32c(block, kCrcOffset);
    crc = PowerLoss::crc32c(kZero, sizeof kZero, crc);
    return PowerLoss::crc32c(block + kCrcOffset + 4, blockBytes - kCrcOffset - 4, crc);
}

} // namespace

void encodeRecord(const RunId &run, std::uint64_t offset, std::byte *block,
                  std::uint32_t blockBytes)
{
    put(block, kRecordMagic, 4);
    put(block + 4, kRecordVersion, 2);
    put(block + 6, kRecordHeaderBytes, 2);
    std::memcpy(block + 8, run.data(), run.size());
    put(block + 24, offset, 8);
    put(block + 32, blockBytes, 4);
    put(block + kCrcOffset, 0, 4);
    put(block + 40, 0, 8);
    fillKeystream(run, offset, block + kRecordHeaderBytes, blockBytes - kRecordHeaderBytes);
    put(block + kCrcOffset, blockCrc(block, blockBytes), 4);
}

BlockCheck checkRecord(const RunId &run, std::uint64_t offset, const std::byte *block,
                       std::uint32_t blockBytes)
{
    BlockCheck out;
    const bool ours = blockBytes >= kMinRecordBytes && get(block, 4) == kRecordMagic &&
                      std::memcmp(block + 8, run.data(), run.size()) == 0;
    if (!ours) {
        const bool zero =
            std::all_of(block, block + blockBytes, [](std::byte b) { return b == std::byte{0}; });
        out.state = zero ? BlockState::Zero : BlockState::Foreign;
        return out;
    }
    out.namedOffset = get(block + 24, 8);
    if (get(block + 4, 2) != kRecordVersion || get(block + 6, 2) != kRecordHeaderBytes ||
        get(block + 32, 4) != blockBytes ||
        get(block + kCrcOffset, 4) != blockCrc(block, blockBytes)) {
        out.state = BlockState::Damaged;
        return out;
    }
    out.state = out.namedOffset == offset ? BlockState::Ok : BlockState::Elsewhere;
    return out;
}

} // namespace DriveProof::Capacity
