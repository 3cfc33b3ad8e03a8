// Whether a power-loss run can pass at all (docs/powerloss.md §2 "Verdict"): a run only proves
// something when the power really went away while commits were flowing. Each check says
// why in words the user can act on.
#pragma once

#include "powerloss/types.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <string>

namespace DriveProof::PowerLoss {

// What the verifying machine sees now, after the cut.
struct ObservedFacts
{
    std::string bootId;                // /proc/sys/kernel/random/boot_id now
    std::int64_t unsafeShutdowns = -1; // the drive's counter now; -1 when it has none
    std::string deviceModel;           // empty: not compared
    std::string deviceSerial;
    std::uint64_t capacityBytes = 0; // 0: not compared
    // The drive's logical sector now, the unit it writes whole; 0: unknown, taken as 512.
    // A write the witness never acknowledged may be cut between two of them.
    std::uint32_t logicalSectorBytes = 0;
    // Practice mode: the cut was simulated on this machine, without a reboot. The boot id
    // and unsafe-shutdown checks are replaced by one "simulated power cut" check.
    bool simulatedCut = false;
};

struct ValidityCheck
{
    QString key; // stable: "boot_id_changed", "unsafe_shutdowns_rose", ...
    bool ok = false;
    QString reason; // translated, always filled: what was seen and, when not ok, what to do
};

// Commits count as "flowing at the cut" when the last one reached the witness at most
// this long before the writer went silent (ten heartbeats).
constexpr std::int64_t kFlowingWindowNs = 2'000'000'000;

// `before`: the facts at the start as this machine recorded them (the boot id, the counter);
// null: the ledger's.
QList<ValidityCheck> checkValidity(const Ledger &ledger, const ObservedFacts &now,
                                   const WriterFacts *before = nullptr);
bool allValid(const QList<ValidityCheck> &checks);

} // namespace DriveProof::PowerLoss
