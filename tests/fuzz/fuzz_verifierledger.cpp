// Fuzz target: the ledger as it arrives at the verifier (powerloss/protocol.h decodeLedger,
// verifier.h verifyArea) after the witness streamed it: whatever a witness that holds the
// code sends, the verifier must neither crash, nor allocate by the ledger's word (an area
// of 2^40 blocks), nor loop by it (2^62 writes issued), and must never say PASS for a
// ledger that contradicts its own record of the run. Seeds: corpus/verifierledger/, ledgers
// of the fixed run below, encoded by hand after ledgercodec.cpp: none, three acks, a
// forged boot id, 2^62 writes issued, an area of 2^40 blocks (ledger format 2: each ack
// ends with a 16-byte receipt tag; receipted.bin: the three acks with the tags of the
// secret below).
// Each input is also verified with this machine's record holding the receipt secret
// 32 bytes of 0x5A (receipt.h): then a PASS needs every ack's tag to be the writer's.
//
// The area is 64 blocks of 512 bytes in memory, holding the run's generation 0. Each input
// is verified twice: against this machine's own record (what verifyPending does) and, the
// old way, with the ledger believed, which must still stay bounded.
#include "powerloss/protocol.h"
#include "powerloss/receipt.h"
#include "powerloss/record.h"
#include "powerloss/verifier.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace DriveProof::PowerLoss;

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

RunParameters ownPlan()
{
    RunParameters p;
    for (std::size_t i = 0; i < p.runId.size(); ++i)
        p.runId[i] = std::uint8_t(0xA0 + i);
    p.blockSize = 512;
    p.areaBlocks = 64;
    p.coldBlocks = 8;
    p.ringBlocks = 20;
    p.maxWriteBlocks = 4;
    p.seed = 7;
    return p;
}

// The area in memory: generation 0 of the run in every block.
class MemoryArea : public AreaReader
{
public:
    explicit MemoryArea(const RunParameters &p)
        : m_bytes(p.areaBlocks * p.blockSize)
    {
        for (std::uint64_t b = 0; b < p.areaBlocks; ++b)
            encodeBlock(p, BlockImage{0, b, 0, 1, 0}, m_bytes.data() + b * p.blockSize);
    }
    std::int64_t sizeBytes() override { return std::int64_t(m_bytes.size()); }
    ssize_t read(void *buffer, std::size_t bytes, std::uint64_t offsetBytes) override
    {
        if (offsetBytes >= m_bytes.size())
            return 0;
        const std::size_t n = std::min<std::size_t>(bytes, m_bytes.size() - offsetBytes);
        std::memcpy(buffer, m_bytes.data() + offsetBytes, n);
        return ssize_t(n);
    }

private:
    std::vector<std::byte> m_bytes;
};

bool sameParameters(const RunParameters &a, const RunParameters &b)
{
    return a.runId == b.runId && a.blockSize == b.blockSize &&
           a.areaOffsetBytes == b.areaOffsetBytes && a.areaBlocks == b.areaBlocks &&
           a.coldBlocks == b.coldBlocks && a.ringBlocks == b.ringBlocks &&
           a.maxWriteBlocks == b.maxWriteBlocks && a.seed == b.seed && a.method == b.method &&
           a.writesPerCommit == b.writesPerCommit && a.workers == b.workers;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const RunParameters plan = ownPlan();
    static MemoryArea area(plan);
    const auto ledger =
        decodeLedger(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!ledger)
        return 0;
    OwnRecord own;
    own.parameters = plan;
    own.facts.bootId = "boot-before";
    own.confirmedSeq = data[0] % 4;

    ObservedFacts now;
    now.bootId = (data[0] & 0x80) ? "boot-after" : "boot-before";
    now.simulatedCut = (data[0] & 0x40) != 0;

    VerifyOptions options;
    options.chunkBytes = 4096;
    const VerifyReport checked = verifyArea(&area, *ledger, own, now, options);
    // A ledger of another plan or another boot is a contradiction, never a PASS.
    if (!sameParameters(ledger->parameters, plan) || ledger->writer.bootId != own.facts.bootId)
        require(!checked.contradictions.isEmpty() && checked.verdict != Verdict::Pass);
    if (checked.verdict == Verdict::Pass)
        require(checked.contradictions.isEmpty() && checked.anomalies.isEmpty());

    // With the receipt secret: an ack without the writer's receipt never gives a PASS.
    own.receiptSecret = QByteArray(kReceiptSecretBytes, '\x5A');
    const VerifyReport receipted = verifyArea(&area, *ledger, own, now, options);
    for (const AckEntry &ack : ledger->acks)
        if (!genuineReceipt(own.receiptSecret, plan.runId, ack))
            require(receipted.verdict != Verdict::Pass && !receipted.anomalies.isEmpty());
    require(receipted.blocksChecked <= plan.areaBlocks);
    require(checked.blocksChecked <= plan.areaBlocks);

    const VerifyReport believed = verifyArea(&area, *ledger, now, options);
    require(believed.blocksChecked <= plan.areaBlocks);
    return 0;
}
