// The vocabulary shared by the power-loss writer, the witness and the verifier
// (docs/powerloss.md §2): what a run is, which write goes where, and what the witness knows.
// Plain value types, no I/O: the record format, the wire protocol and the verifier all
// build on these, so the three ends can never disagree about a field.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace DriveProof::PowerLoss {

using RunId = std::array<std::uint8_t, 16>; // random per run; also keys the payload keystream
// The writer's receipt for one acknowledged write (receipt.h): only the writer can make it.
using ReceiptTag = std::array<std::uint8_t, 16>;

enum class CommitMethod : std::uint8_t {
    Fdatasync = 0,
    Fsync = 1,
    OpenDatasync = 2, // O_DSYNC
    OpenSync = 3,     // O_SYNC
};

// Where the test area lies and how the writer walks it. The plan of every write is a pure
// function of these parameters and its seq (plan.h), so the verifier can regenerate every
// write the writer could have issued without being told.
//
// Area, in blocks of blockSize from areaOffsetBytes:
//   [0, coldBlocks)                       cold: written once by "prepare", never again
//   [coldBlocks, coldBlocks + ringBlocks) a sequential log ring (like a database's WAL)
//   [coldBlocks + ringBlocks, areaBlocks) hot: random overwrites
struct RunParameters
{
    RunId runId{};
    std::uint32_t blockSize = 4096; // the device's logical block size (bytes)
    std::uint64_t areaOffsetBytes = 0;
    std::uint64_t areaBlocks = 0;
    std::uint64_t coldBlocks = 0;
    std::uint64_t ringBlocks = 0;
    std::uint32_t maxWriteBlocks = 32; // one write: 1 .. maxWriteBlocks blocks (≤ 128 KiB)
    std::uint64_t seed = 0;            // of the write plan
    CommitMethod method = CommitMethod::Fdatasync;
    std::uint32_t writesPerCommit = 1; // > 1: batched group commit
    std::uint32_t workers = 1;         // worker id of seq s: (s - 1) % workers
};

// What the writer tells the witness in HELLO, and the verifier compares after the cut.
struct WriterFacts
{
    std::string hostName;
    std::string targetPath; // the file or device the area lies on
    std::string deviceModel;
    std::string deviceSerial;
    std::string deviceFirmware;
    std::uint64_t capacityBytes = 0;   // of the device (or the file system's device)
    std::string writeCache;            // "on", "off" or "unknown"
    std::string kernel;                // uname -r
    std::string bootId;                // /proc/sys/kernel/random/boot_id
    std::int64_t unsafeShutdowns = -1; // NVMe/ATA counter; -1 when the drive has none
    bool virtualMachine = false;
    bool onBattery = false;
    bool usbBridge = false;
};

// One acknowledged write, as the witness recorded it. lba (area-relative blocks) and
// blockCount repeat the plan so that a disagreement shows up as PROTOCOL_ANOMALY.
struct AckEntry
{
    std::uint64_t seq = 0;
    std::uint64_t lba = 0;
    std::uint32_t blockCount = 0;
    std::int64_t writerTimeNs = 0;  // CLOCK_REALTIME on the writer when its commit returned
    std::int64_t witnessTimeNs = 0; // CLOCK_REALTIME on the witness when COMMITTED arrived
    ReceiptTag receipt{};           // the writer's tag (receipt.h); zero from older writers
};
// The witness's memory bound per ack (witness.h maxAcksInMemory) is documented with this.
static_assert(sizeof(AckEntry) == 56);

// Everything the witness knows about one run: its ledger.
struct Ledger
{
    RunId runId{};
    RunParameters parameters;
    WriterFacts writer;
    bool prepared = false;           // PREPARED received: generation 0 is on the disk
    std::vector<AckEntry> acks;      // increasing seq
    std::uint64_t lastIssuedSeq = 0; // highest seq the writer said it had submitted
    std::uint32_t inFlightAtLastHeartbeat = 0;
    std::int64_t firstCommitWitnessNs = 0;
    std::int64_t lastHeardWitnessNs = 0; // the estimated cut: when the writer went silent
    bool writerError = false;
    std::string writerErrorText;
    bool cleanEnd = false; // BYE received: the writer stopped on purpose
};

} // namespace DriveProof::PowerLoss
