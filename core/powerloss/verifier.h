// The verifier of the power-loss test (docs/powerloss.md §2 "Verify: classes", "Verdict"): reads
// the whole area after the cut, classifies every block against the images that may
// legally be there, every acknowledged write against the witness's ledger, and decides.
#pragma once

#include "powerloss/types.h"
#include "powerloss/validity.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <sys/types.h>

namespace DriveProof::PowerLoss {

enum class FindingClass : std::uint8_t {
    Ok,
    // per block ("sector")
    Misdirected,
    Stale,
    Shorn,
    BitCorruption,
    Zeroed,
    Erased,
    Garbage,
    Unreadable,
    // per acknowledged write, and their order
    LostAcked,
    TornAcked,
    Reordered,
    TailLoss,
    // device and run
    DeadDevice,
    IdentityChanged,
    DataAtRestDamage,
    ProtocolAnomaly,
};

QString className(FindingClass c); // "LOST_ACKED": stable, as in the spec, for JSON
// Every class but Ok and ProtocolAnomaly: the drive (or the stack) broke a promise.
// ProtocolAnomaly is a bug in DriveProof: it makes the run invalid, not the drive bad.
bool isFailure(FindingClass c);
// Translated, for people: "3 acknowledged writes were lost".
QString describeClass(FindingClass c, std::uint64_t count);

enum class WriteState : std::uint8_t {
    Ok,          // every block holds this write or a legal later one
    Lost,        // no block does: LOST_ACKED
    Torn,        // some do: TORN_ACKED
    Damaged,     // a block of it is damaged (counted once, under the block's class)
    Misdirected, // its missing blocks were found at another place (counted as MISDIRECTED)
    Unknown,     // beyond the end of a shrunken area, or contradicting the plan
};
QString writeStateName(WriteState s); // "OK", "LOST_ACKED", "TORN_ACKED", "DAMAGED", ...

struct SectorFinding
{
    std::uint64_t block = 0;              // area-relative
    FindingClass kind = FindingClass::Ok; // what the block holds
    bool cold = false;                    // in the cold region: counted as data-at-rest damage
    std::uint64_t foundSeq = 0;           // MISDIRECTED, STALE, SHORN (prefix), BIT_CORRUPTION
    std::uint64_t foundLba = 0;           // MISDIRECTED: where the record belongs
    std::uint32_t shearOffsetBytes = 0;   // SHORN: first byte of the second image
    std::uint64_t suffixSeq = 0;          // SHORN: the image the rest of the block came from
    std::uint32_t flippedBits = 0;        // BIT_CORRUPTION
};

struct WriteFinding
{
    std::uint64_t seq = 0;
    std::uint64_t lba = 0;
    std::uint32_t blockCount = 0;
    std::uint32_t presentBlocks = 0;
    WriteState state = WriteState::Ok;
    FindingClass order = FindingClass::Ok; // Reordered or TailLoss for lost and torn writes
    std::int64_t witnessTimeNs = 0;
};

struct TimelinePoint
{
    std::uint64_t seq = 0;
    std::int64_t witnessTimeNs = 0;
    WriteState state = WriteState::Ok;
};

enum class Verdict { Pass, Fail, Inconclusive };
QString verdictName(Verdict v); // "PASS", "FAIL", "INCONCLUSIVE"

struct VerifyReport
{
    Verdict verdict = Verdict::Inconclusive;
    QStringList reasons; // translated: the failure classes in words, or why inconclusive
    std::map<FindingClass, std::uint64_t> counts; // classes seen, never Ok
    QList<SectorFinding> sectors;                 // capped, in block order
    std::uint64_t sectorsNotListed = 0;
    QList<WriteFinding> writes; // acknowledged writes that are not Ok, capped
    std::uint64_t writesNotListed = 0;
    QStringList anomalies; // PROTOCOL_ANOMALY details (not translated: for a bug report)
    // Where the witness's ledger contradicts this machine's own record (not translated);
    // each also counts as a PROTOCOL_ANOMALY.
    QStringList contradictions;
    QList<ValidityCheck> validity;
    std::uint64_t blocksChecked = 0;
    // Blocks cut between two logical sectors while a write the witness never acknowledged
    // was in flight: part its image, part the block's acknowledged one. No promise broken.
    std::uint64_t inFlightTears = 0;
    std::uint64_t acknowledgedWrites = 0;
    std::int64_t cutEstimateNs = 0; // the witness's clock: when the writer went silent
    std::uint64_t tailLossCommits = 0;
    std::int64_t tailLossMs = 0;   // how long before the cut the first tail-lost write was acked
    QList<TimelinePoint> timeline; // seq order; the last ones and every one that is not Ok
    std::uint64_t timelineNotListed = 0;

    std::uint64_t count(FindingClass c) const
    {
        const auto it = counts.find(c);
        return it == counts.end() ? 0 : it->second;
    }
    bool hasFailure() const;
    // The failure classes in words, each count said once: "All 812 acknowledged writes were
    // lost." when it is all of them, and the tail without its number when it is the same
    // writes. Translated.
    QStringList failureReasons() const;
};

// How the verifier reads the area: a file or device, or a test's wrapper around one.
class AreaReader
{
public:
    virtual ~AreaReader() = default;
    // Size of the whole file or device in bytes, or -errno.
    virtual std::int64_t sizeBytes() = 0;
    // Like pread: bytes read (short at the end) or -errno. buffer is 4096-aligned.
    virtual ssize_t read(void *buffer, std::size_t bytes, std::uint64_t offsetBytes) = 0;
};

// Reads an fd the caller owns (and may have opened with O_DIRECT).
class FdAreaReader : public AreaReader
{
public:
    explicit FdAreaReader(int fd)
        : m_fd(fd)
    {}
    std::int64_t sizeBytes() override;
    ssize_t read(void *buffer, std::size_t bytes, std::uint64_t offsetBytes) override;

private:
    int m_fd;
};

struct VerifyOptions
{
    std::size_t chunkBytes = 8u << 20;
    int maxSectorFindings = 1000;
    int maxWriteFindings = 1000;
    int timelineLast = 4096; // the acknowledged writes nearest the cut, for the chart
    // Damaged blocks compared image by image against their history; the rest of a large
    // damaged range is reported as GARBAGE without that search.
    std::size_t maxAnalysedBlocks = 65536;
};

// The verifier's own record of the run: the pending test this machine kept since the start
// (session.h). The witness's ledger must agree with it; where it does not, the ledger cannot
// be trusted (a stale, damaged or forged record) and the run is INCONCLUSIVE, never PASS.
struct OwnRecord
{
    RunParameters parameters;       // the plan: every size and loop is bounded by it
    WriterFacts facts;              // as sent in HELLO: boot id, counter, device
    std::uint64_t confirmedSeq = 0; // highest seq the witness confirmed durable during the run
    // The run's receipt secret (receipt.h): an ack whose tag it does not give was never sent
    // by this writer, and the run is INCONCLUSIVE. Empty (older pending tests): not checked.
    QByteArray receiptSecret;
};

// reader null: the area could not be opened at all (DEAD_DEVICE).
VerifyReport verifyArea(AreaReader *reader, const Ledger &ledger, const ObservedFacts &now,
                        const VerifyOptions &options = {});
// The same, with the ledger checked against this machine's own record first; the plan,
// the boot id and the counter baseline are taken from `own`, never from the ledger.
VerifyReport verifyArea(AreaReader *reader, const Ledger &ledger, const OwnRecord &own,
                        const ObservedFacts &now, const VerifyOptions &options = {});

} // namespace DriveProof::PowerLoss
