// Faults a power cut can cause, injected into a disk image the real writer wrote
// (docs/powerloss.md §2 "Testing it without hardware"): each one must come out of the verifier
// as exactly its class. Used by the tests and by the practice mode.
#pragma once

#include "powerloss/types.h"
#include "powerloss/verifier.h"

#include <QString>

#include <cstdint>
#include <set>
#include <vector>

namespace DriveProof::PowerLoss {

// Every method returns the number of blocks it changed, or -errno. "The previous image" of
// a block is the newest image the plan put there before the dropped writes.
class FaultEmulator
{
public:
    // The area lies in imagePath as ledger.parameters say; the image holds every write up
    // to max(ledger.lastIssuedSeq, the last acknowledged seq).
    FaultEmulator(const QString &imagePath, const Ledger &ledger);
    ~FaultEmulator();
    FaultEmulator(const FaultEmulator &) = delete;
    FaultEmulator &operator=(const FaultEmulator &) = delete;

    int dropLastAcked(int count);
    int dropWrite(std::uint64_t seq);
    int tearAcrossBlocks(std::uint64_t seq, std::uint32_t keepBlocks);
    // The block holds seq's image up to byteOffset and, after it, the image imagesBack
    // writes before seq there (1: the one seq overwrote).
    int tearInsideBlock(std::uint64_t seq, std::uint32_t blockIndex, std::uint32_t byteOffset,
                        std::uint32_t imagesBack = 1);
    int flipBits(std::uint64_t block, std::uint32_t bits, std::uint64_t seed);
    int redirect(std::uint64_t seq, std::uint64_t toLba);
    int zeroRange(std::uint64_t firstBlock, std::uint64_t blocks);
    int eraseRange(std::uint64_t firstBlock, std::uint64_t blocks);
    int shrinkArea(std::uint64_t keepBlocks); // truncates the image file
    int damageCold(std::uint64_t firstBlock, std::uint64_t blocks, std::uint64_t seed);

    // Blocks of this write that still hold its own image (later writes cover the rest):
    // a fault on a write is only visible where it still holds.
    std::uint32_t blocksHeld(std::uint64_t seq) const;

private:
    int rollBack(const std::vector<std::uint64_t> &blocks, const std::set<std::uint64_t> &drop);
    int writeBlock(std::uint64_t block, const std::byte *data);
    int fill(std::uint64_t firstBlock, std::uint64_t blocks, std::byte value);

    RunParameters m_params;
    std::uint64_t m_maxSeq = 0;
    std::vector<std::uint64_t> m_ackedSeqs;
    int m_fd = -1;
};

// Fails every read that touches [firstByte, firstByte + bytes) with EIO, like a medium
// error; passes the rest to the reader it wraps.
class FailingReader : public AreaReader
{
public:
    FailingReader(AreaReader &inner, std::uint64_t firstByte, std::uint64_t bytes)
        : m_inner(inner)
        , m_first(firstByte)
        , m_bytes(bytes)
    {}
    std::int64_t sizeBytes() override { return m_inner.sizeBytes(); }
    ssize_t read(void *buffer, std::size_t bytes, std::uint64_t offsetBytes) override;

private:
    AreaReader &m_inner;
    std::uint64_t m_first;
    std::uint64_t m_bytes;
};

} // namespace DriveProof::PowerLoss
