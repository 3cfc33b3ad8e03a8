// The capacity test's verdicts as findings (common/finding.h): stable codes, the numbers as
// C-locale arguments, worded here once, in the reader's language.
//   capacity.genuine         [claimed bytes]
//   capacity.wrap-around     [real bytes, claimed bytes]
//   capacity.dropped-writes  [usable bytes, claimed bytes]
//   capacity.damaged         [bad blocks, first bad offset, claimed bytes]
//   capacity.undecided       [reason: "cancelled", "flush", "nothing-read", "too-small"]
#pragma once

#include "capacity/classify.h"
#include "common/findingtable.h"

#include <QCoreApplication>

namespace DriveProof::Capacity {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Capacity)
};

// "genuine", "wrap-around", "dropped-writes", "damaged", "undecided".
QString verdictKey(Verdict verdict);

// Every code above with its severity and arguments (common/findingtable.h).
const FindingTable &findingTable();

// The finding for a classification. An undecided one says why: `cancelled`, a failed flush
// (`errnum`), a device too small, or nothing read back.
Finding verdictFinding(const Classification &c, std::uint64_t claimedBytes, bool cancelled,
                       int errnum);

// The sentence for a finding with one of the codes above (empty for any other code).
QString findingText(const Finding &finding);

} // namespace DriveProof::Capacity
