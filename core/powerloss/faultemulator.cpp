// FaultEmulator of faultemulator.h: rewrites blocks of a copy of the image the way a cut
// could have left them, from the plan and the ledger, for the tests and practice mode.
#include "powerloss/faultemulator.h"

#include "engine/buffer.h"
#include "powerloss/plan.h"
#include "powerloss/record.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

// The image of one chain entry: chain[k] wrote the block, over chain[k - 1].
void encodeChainImage(const RunParameters &params, std::uint64_t block,
                      const std::vector<std::uint64_t> &chain, std::size_t k, std::byte *out)
{
    const std::uint64_t seq = chain[k];
    const PlannedWrite w = seq == 0 ? PlannedWrite{0, block, 1} : planWrite(params, seq);
    encodeBlock(params,
                BlockImage{seq, block, std::uint32_t(block - w.lba), w.blockCount,
                           k == 0 ? 0 : chain[k - 1]},
                out);
}

std::vector<std::uint64_t> blocksOf(const PlannedWrite &w, std::uint32_t from = 0)
{
    std::vector<std::uint64_t> blocks;
    for (std::uint32_t i = from; i < w.blockCount; ++i)
        blocks.push_back(w.lba + i);
    return blocks;
}

} // namespace

FaultEmulator::FaultEmulator(const QString &imagePath, const Ledger &ledger)
    : m_params(ledger.parameters)
    , m_maxSeq(ledger.lastIssuedSeq)
{
    for (const AckEntry &ack : ledger.acks) {
        m_ackedSeqs.push_back(ack.seq);
        m_maxSeq = std::max(m_maxSeq, ack.seq);
    }
    m_fd = ::open(imagePath.toLocal8Bit().constData(), O_RDWR | O_CLOEXEC);
}

FaultEmulator::~FaultEmulator()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

int FaultEmulator::writeBlock(std::uint64_t block, const std::byte *data)
{
    const ssize_t n = ::pwrite(m_fd, data, m_params.blockSize,
                               off_t(m_params.areaOffsetBytes + block * m_params.blockSize));
    if (n < 0)
        return -errno;
    return n == ssize_t(m_params.blockSize) ? 0 : -EIO;
}

int FaultEmulator::rollBack(const std::vector<std::uint64_t> &blocks,
                            const std::set<std::uint64_t> &drop)
{
    if (m_fd < 0)
        return -EBADF;
    const auto chains = AreaHistory::chains(m_params, blocks, m_maxSeq);
    Engine::AlignedBuffer image(m_params.blockSize, 4096);
    int changed = 0;
    for (const auto &[block, chain] : chains) {
        // The newest image that survives the dropped writes; the block changes only if
        // the newest image of all is one of those dropped.
        std::size_t k = chain.size() - 1;
        while (k > 0 && drop.count(chain[k]))
            --k;
        if (k == chain.size() - 1)
            continue;
        encodeChainImage(m_params, block, chain, k, image.data());
        if (const int r = writeBlock(block, image.data()))
            return r;
        ++changed;
    }
    return changed;
}

int FaultEmulator::dropLastAcked(int count)
{
    std::set<std::uint64_t> drop;
    std::vector<std::uint64_t> blocks;
    for (int i = 0; i < count && i < int(m_ackedSeqs.size()); ++i) {
        const std::uint64_t seq = m_ackedSeqs[m_ackedSeqs.size() - 1 - std::size_t(i)];
        drop.insert(seq);
        const auto more = blocksOf(planWrite(m_params, seq));
        blocks.insert(blocks.end(), more.begin(), more.end());
    }
    return rollBack(blocks, drop);
}

int FaultEmulator::dropWrite(std::uint64_t seq)
{
    return rollBack(blocksOf(planWrite(m_params, seq)), {seq});
}

int FaultEmulator::tearAcrossBlocks(std::uint64_t seq, std::uint32_t keepBlocks)
{
    return rollBack(blocksOf(planWrite(m_params, seq), keepBlocks), {seq});
}

int FaultEmulator::tearInsideBlock(std::uint64_t seq, std::uint32_t blockIndex,
                                   std::uint32_t byteOffset, std::uint32_t imagesBack)
{
    const PlannedWrite w = planWrite(m_params, seq);
    if (m_fd < 0 || blockIndex >= w.blockCount || byteOffset >= m_params.blockSize)
        return -EINVAL;
    const std::uint64_t block = w.lba + blockIndex;
    const auto chains = AreaHistory::chains(m_params, {block}, m_maxSeq);
    const std::vector<std::uint64_t> &chain = chains.at(block);
    const auto at = std::find(chain.begin(), chain.end(), seq);
    const std::size_t k = std::size_t(at - chain.begin());
    if (at == chain.end() || imagesBack == 0 || k < imagesBack)
        return -EINVAL;
    Engine::AlignedBuffer torn(m_params.blockSize, 4096);
    Engine::AlignedBuffer old(m_params.blockSize, 4096);
    encodeChainImage(m_params, block, chain, k, torn.data());
    encodeChainImage(m_params, block, chain, k - imagesBack, old.data());
    // The new image reached the medium up to byteOffset; the rest is still the old one.
    std::copy(old.data() + byteOffset, old.data() + m_params.blockSize, torn.data() + byteOffset);
    const int r = writeBlock(block, torn.data());
    return r < 0 ? r : 1;
}

int FaultEmulator::flipBits(std::uint64_t block, std::uint32_t bits, std::uint64_t seed)
{
    if (m_fd < 0)
        return -EBADF;
    Engine::AlignedBuffer data(m_params.blockSize, 4096);
    const off_t offset = off_t(m_params.areaOffsetBytes + block * m_params.blockSize);
    if (::pread(m_fd, data.data(), m_params.blockSize, offset) != ssize_t(m_params.blockSize))
        return -EIO;
    Engine::Xoshiro256 rng(seed);
    std::set<std::uint64_t> flipped; // distinct bits, or two flips could cancel out
    while (flipped.size() < bits)
        flipped.insert(rng.below(std::uint64_t(m_params.blockSize) * 8));
    for (std::uint64_t bit : flipped)
        data.data()[bit / 8] ^= std::byte(1u << (bit % 8));
    const int r = writeBlock(block, data.data());
    return r < 0 ? r : 1;
}

int FaultEmulator::redirect(std::uint64_t seq, std::uint64_t toLba)
{
    const PlannedWrite w = planWrite(m_params, seq);
    if (m_fd < 0 || toLba + w.blockCount > m_params.areaBlocks)
        return -EINVAL;
    const std::vector<std::uint64_t> home = blocksOf(w);
    const auto chains = AreaHistory::chains(m_params, home, m_maxSeq);
    // The images as written (their lba fields name the home blocks), before the rollback.
    Engine::AlignedBuffer images(std::size_t(w.blockCount) * m_params.blockSize, 4096);
    for (std::uint32_t i = 0; i < w.blockCount; ++i) {
        const std::vector<std::uint64_t> &chain = chains.at(w.lba + i);
        const auto at = std::find(chain.begin(), chain.end(), seq);
        if (at == chain.end())
            return -EINVAL;
        encodeChainImage(m_params, w.lba + i, chain, std::size_t(at - chain.begin()),
                         images.data() + std::size_t(i) * m_params.blockSize);
    }
    const int rolled = rollBack(home, {seq});
    if (rolled < 0)
        return rolled;
    for (std::uint32_t i = 0; i < w.blockCount; ++i)
        if (const int r =
                writeBlock(toLba + i, images.data() + std::size_t(i) * m_params.blockSize))
            return r;
    return rolled + int(w.blockCount);
}

int FaultEmulator::fill(std::uint64_t firstBlock, std::uint64_t blocks, std::byte value)
{
    if (m_fd < 0)
        return -EBADF;
    Engine::AlignedBuffer data(m_params.blockSize, 4096);
    std::fill(data.data(), data.data() + m_params.blockSize, value);
    for (std::uint64_t b = firstBlock; b < firstBlock + blocks; ++b)
        if (const int r = writeBlock(b, data.data()))
            return r;
    return int(blocks);
}

int FaultEmulator::zeroRange(std::uint64_t firstBlock, std::uint64_t blocks)
{
    return fill(firstBlock, blocks, std::byte{0});
}

int FaultEmulator::eraseRange(std::uint64_t firstBlock, std::uint64_t blocks)
{
    return fill(firstBlock, blocks, std::byte{0xFF});
}

int FaultEmulator::shrinkArea(std::uint64_t keepBlocks)
{
    if (m_fd < 0)
        return -EBADF;
    if (::ftruncate(m_fd, off_t(m_params.areaOffsetBytes + keepBlocks * m_params.blockSize)) != 0)
        return -errno;
    return int(m_params.areaBlocks - std::min(keepBlocks, m_params.areaBlocks));
}

int FaultEmulator::damageCold(std::uint64_t firstBlock, std::uint64_t blocks, std::uint64_t seed)
{
    if (m_fd < 0)
        return -EBADF;
    if (firstBlock + blocks > m_params.coldBlocks)
        return -EINVAL;
    Engine::AlignedBuffer data(m_params.blockSize, 4096);
    Engine::Xoshiro256 rng(seed);
    for (std::uint64_t b = firstBlock; b < firstBlock + blocks; ++b) {
        Engine::fillRandom(data.data(), m_params.blockSize, rng);
        if (const int r = writeBlock(b, data.data()))
            return r;
    }
    return int(blocks);
}

std::uint32_t FaultEmulator::blocksHeld(std::uint64_t seq) const
{
    const PlannedWrite w = planWrite(m_params, seq);
    const auto chains = AreaHistory::chains(m_params, blocksOf(w), m_maxSeq);
    std::uint32_t held = 0;
    for (const auto &[block, chain] : chains)
        held += chain.back() == seq ? 1 : 0;
    return held;
}

ssize_t FailingReader::read(void *buffer, std::size_t bytes, std::uint64_t offsetBytes)
{
    if (offsetBytes < m_first + m_bytes && m_first < offsetBytes + bytes)
        return -EIO;
    return m_inner.read(buffer, bytes, offsetBytes);
}

} // namespace DriveProof::PowerLoss
